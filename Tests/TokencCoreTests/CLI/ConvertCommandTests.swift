import Foundation
import Testing

@testable import TokencCore

/// `tokenc convert SOURCES -o DIR`: DTCG files that build under `--strict-dtcg`, and nothing written on an error.
@Suite("tokenc convert", .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test"))
struct ConvertCommandTests {
    @Test func aStyleDictionaryFolderBecomesStrictDTCG() throws {
        let cli = try CLI()
        try cli.write(
            "sd/color.json",
            ##"{"color": {"red": {"value": "#ff0000", "type": "color"}, "text": {"value": "{color.red.value}"}}}"##)
        try cli.write("sd/size.json", #"{"size": {"s": {"value": "0.5", "type": "dimension"}}}"#)
        let run = try cli.run(["convert", "sd", "-o", "dtcg"])
        #expect(run.status == 0 && run.stdout.contains("3 tokens; 2 DTCG files in dtcg"), "\(run.stdout)\(run.stderr)")
        #expect(cli.read("dtcg/color.tokens.json")?.contains(#""$value": "{color.red}""#) == true)
        let strict = try cli.run(["check", "dtcg", "--strict-dtcg"])
        #expect(strict.status == 0, "\(strict.stderr)")
    }

    @Test func nothingIsWrittenOnAnError() throws {
        let cli = try CLI()
        try cli.write("tokens/a.tokens.json", #"{"a": {"$type": "number", "$value": "{missing}"}}"#)
        let run = try cli.run(["convert", "tokens", "-o", "dtcg"])
        #expect(run.status == 1 && run.stderr.contains("[unknown-alias]"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("dtcg").path))
    }
}
