import Foundation
import Testing

@testable import TokencCore

/// Runs the built `tokenc` executable in a temporary project.
final class CLI {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let executable: URL? = {
        var candidates: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("tokenc"))
        }
        candidates.append(Support.packageRoot.appendingPathComponent(".build/debug/tokenc"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        SwiftToolchain.remove(directory)
    }

    func write(_ path: String, _ text: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs tokenc (or `executable`, another copy of it) with `arguments` in the project folder.
    func run(
        _ arguments: [String], environment: [String: String] = [:], throughTerminal: Bool = false,
        executable: URL? = nil
    ) throws -> Run {
        let process = Process()
        if throughTerminal {
            let command = ([CLI.executable!.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", command + " 2>&1", "/dev/null"]
        } else {
            process.executableURL = executable ?? CLI.executable!
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// `tokenc build` in a project of `tokens` (in `tokens/`) and a tokenc.yaml of `sources: [tokens]` and
    /// `settings`.
    func build(settings: String, tokens: String = CLI.validTokens) throws -> Run {
        try write("tokens/t.tokens.json", tokens)
        try write("tokenc.yaml", "sources: [tokens]\n" + settings + "\n")
        return try run(["build"])
    }

    static let validTokens =
        #"{"radius": {"$type": "dimension", "card": {"$value": {"value": 12, "unit": "px"}}, "sheet": {"$value": "{radius.card}"}}}"#
    static let config = "sources: [tokens]\njson: { output: out/model.json }\n"
}

@Suite("The tokenc command line", .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test"))
struct CLITests {
    @Test func versionAndHelp() throws {
        let cli = try CLI()
        let version = try cli.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        let help = try cli.run(["--help"])
        #expect(help.status == 0)
        for word in ["build", "check", "dump", "Exit codes"] { #expect(help.stdout.contains(word)) }
    }

    @Test func usageProblemsExitWith64() throws {
        let cli = try CLI()
        #expect(try cli.run(["build"]).status == 64)
        #expect(try cli.run(["build"]).stderr.contains("no tokenc.yaml"))
        #expect(try cli.run(["build", "--no-such-flag"]).status == 64)
        #expect(try cli.run(["frobnicate"]).status == 64)
    }

    /// Without --verbose, a build prints a line per output that wrote or removed files, not one per file.
    @Test func buildSummarisesEachOutput() throws {
        let cli = try CLI()
        try cli.write(
            "tokenc.yaml", "sources: [tokens]\njson: { output: out/model.json }\nmarkdown: { output: out/docs }\n")
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        let first = try cli.run(["build"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!first.stdout.contains("wrote "), "\(first.stdout)")
        let lines = first.stdout.split(separator: "\n")
        #expect(lines.first == "json: 1 written", "\(first.stdout)")
        #expect(
            lines.dropFirst().first?.hasPrefix("markdown: ") == true
                && lines.dropFirst().first?.hasSuffix(" written") == true)
        try cli.write("tokens/radius.tokens.json", CLI.validTokens.replacingOccurrences(of: "12", with: "14"))
        let second = try cli.run(["build"])
        #expect(second.stdout.contains("json: 1 written\n"), "\(second.stdout)")
        #expect(second.stdout.contains(" unchanged\n"), "\(second.stdout)")
    }

    @Test func buildWritesOnlyWhenBytesChange() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", CLI.config)
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        let first = try cli.run(["build", "--verbose"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("wrote out/model.json"))
        let written = try #require(cli.read("out/model.json"))
        #expect(written.contains("\"radius.sheet\""))
        let modified =
            try FileManager.default.attributesOfItem(
                atPath: cli.directory.appendingPathComponent("out/model.json").path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let second = try cli.run(["build"])
        #expect(second.status == 0)
        #expect(second.stdout.contains("0 files written, 1 unchanged"))
        let after =
            try FileManager.default.attributesOfItem(
                atPath: cli.directory.appendingPathComponent("out/model.json").path)[.modificationDate] as? Date
        #expect(modified == after)
        // No temporary files left behind; the build record sits in its own folder.
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: cli.directory.appendingPathComponent("out").path)
        #expect(leftovers.sorted() == [".tokenc", "model.json"])
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: cli.directory.appendingPathComponent("out/.tokenc").path
            ).sorted() == [".gitignore", "build-record.json"])
    }

    /// A `sources` path that does not exist is an error at its place in tokenc.yaml.
    @Test func aMissingSourcePathIsAnErrorAtItsLineInTheConfig() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", "json: { output: out/model.json }\nsources:\n  - tokens\n  - extra\n")
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        let run = try cli.run(["build"])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("tokenc.yaml:4:5: error: no such file or folder: extra [io-error]"), "\(run.stderr)")
        try cli.write("tokenc.yaml", "resolver: themes.resolver.json\njson: { output: out/model.json }\n")
        let resolver = try cli.run(["build"])
        #expect(
            resolver.stderr.contains("tokenc.yaml:1:11: error: cannot read resolver document themes.resolver.json"),
            "\(resolver.stderr)")
    }

    /// With the build plugin's list of planned inputs, a file the build reads that the plan does not list (a
    /// `sources` edited or a file added since SwiftPM planned) is one warning at tokenc.yaml; listed, none.
    @Test func aFileThePlanDoesNotListIsOneWarning() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", "sources: [tokens]\n")
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        try cli.write("tokens/space.tokens.json", #"{"space": {"$type": "number", "s": {"$value": 4}}}"#)
        let radius = cli.directory.appendingPathComponent("tokens/radius.tokens.json").path
        try cli.write("plan.txt", radius + "\n")
        let arguments = ["build", "--absolute-paths", "--swift-output", "out/T.swift", "--planned-inputs", "plan.txt"]
        let stale = try cli.run(arguments)
        #expect(stale.status == 0, "\(stale.stderr)")
        #expect(
            stale.stderr.contains(
                "tokenc.yaml: warning: the build read 1 file that the build plan does not list as inputs ("
                    + cli.directory.appendingPathComponent("tokens/space.tokens.json").path), "\(stale.stderr)")
        try cli.write("plan.txt", radius + "\n" + cli.directory.appendingPathComponent("tokens/space.tokens.json").path)
        let planned = try cli.run(arguments)
        #expect(planned.status == 0 && !planned.stderr.contains("warning"), "\(planned.stderr)")
    }

    @Test func errorsExit1AndTouchNothing() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", CLI.config)
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        #expect(try cli.run(["build"]).status == 0)
        let before = cli.read("out/model.json")
        try cli.write(
            "tokens/radius.tokens.json",
            "{\n  \"radius\": {\"$type\": \"dimension\",\n    \"card\": {\"$value\": \"{radius.cardd}\"}}}")
        let run = try cli.run(["build"])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "tokens/radius.tokens.json:3:24: error: unknown alias '{radius.cardd}'; did you mean '{radius.card}'? [unknown-alias]"
            ))
        #expect(run.stderr.contains("no output written"))
        #expect(!run.stderr.contains("\u{1B}["))
        #expect(cli.read("out/model.json") == before)
    }

    /// An error that concerns one output's rendering leaves that output as it was and writes the others (exit 1,
    /// no build record, so the next build runs again), with no temporary file behind.
    @Test func anOutputErrorLeavesThatOutputAndWritesTheOthers() throws {
        let cli = try CLI()
        let outputs =
            "json: { output: out/model.json }\nswift: { output: out/Tokens.swift }\nmarkdown: { output: out/docs }\ncss: { output: out/tokens.css, preview: out/preview.html }\n"
        try cli.write("tokenc.yaml", "sources: [tokens]\n" + outputs)
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        #expect(try cli.run(["build"]).status == 0)
        func snapshot() -> [String: String] {
            let out = cli.directory.appendingPathComponent("out")
            let paths = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? []).filter {
                !$0.hasPrefix(".tokenc")
            }
            return Dictionary(uniqueKeysWithValues: paths.map { ($0, cli.read("out/" + $0) ?? "<folder>") })
        }
        let before = snapshot()
        try cli.write("tokens/radius.tokens.json", CLI.validTokens.replacingOccurrences(of: "12", with: "14"))
        // The asset catalog (made last) names a modifier the tokens lack.
        try cli.write(
            "tokenc.yaml",
            "sources: [tokens]\n" + outputs + "xcassets: { output: out/Tokens.xcassets, luminosity: look }\n")
        let run = try cli.run(["build"])
        #expect(
            run.status == 1
                && run.stderr.contains(
                    "errors in the xcassets output, left as it was; the other outputs were written"),
            "\(run.stderr)")
        let after = snapshot()
        #expect(Set(after.keys) == Set(before.keys), "\(Set(after.keys).symmetricDifference(before.keys))")
        #expect(after["model.json"] != before["model.json"] && after["model.json"]?.contains("14") == true)
        #expect(after["Tokens.swift"] != before["Tokens.swift"])
        #expect(!after.keys.contains { $0.hasSuffix(".tmp") || $0.contains("xcassets") })
        #expect(cli.read("out/.tokenc/build-record.json") == nil)
        // Nothing is up to date until every output is: check fails on the catalog, and so does the next build.
        let check = try cli.run(["check"])
        #expect(check.status == 1 && check.stderr.contains("errors in the xcassets output; nothing was written"))
        #expect(try cli.run(["build"]).status == 1)
    }

    /// A name rule that `tokenc.yaml` makes an error blocks the Swift output alone: the others are written.
    @Test func aNameErrorBlocksOnlyTheSwift() throws {
        let cli = try CLI()
        try cli.write(
            "tokenc.yaml",
            "sources: [tokens]\njson: { output: out/model.json }\nswift: { output: out/Tokens.swift }\ncss: { output: out/tokens.css }\ndiagnostics: { swift-name: error }\n"
        )
        try cli.write(
            "tokens/size.tokens.json",
            #"{"size": {"$type": "number", "font-size": {"$value": 1}, "FONT_SIZE": {"$value": 2}}}"#)
        let run = try cli.run(["build"])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "error: token 'size.font-size' and token 'size.FONT_SIZE' both make the Swift name 'fontSize'"),
            "\(run.stderr)")
        #expect(run.stderr.contains("errors in the swift output, left as it was"))
        #expect(cli.read("out/Tokens.swift") == nil)
        #expect(cli.read("out/model.json") != nil)
        #expect(cli.read("out/tokens.css")?.contains("--size-font-size-alt: 1;") == true)
    }

    /// An output path that is not a regular file (here a link to `/dev/null`, as `dump -o /dev/null` or a
    /// pipe would be) is written into, never replaced by a renamed file.
    @Test func outputsIntoADeviceAreWrittenIntoNotReplaced() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", "sources: [tokens]\njson: { output: out/model.json }\n")
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        let out = cli.directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for name in ["model.json", "dump.json"] {
            try FileManager.default.createSymbolicLink(
                atPath: out.appendingPathComponent(name).path, withDestinationPath: "/dev/null")
        }
        let dump = try cli.run(["dump", "-o", "out/dump.json"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let build = try cli.run(["build", "--verbose"])
        #expect(build.status == 0 && build.stdout.contains("wrote out/model.json"), "\(build.stdout)\(build.stderr)")
        for name in ["model.json", "dump.json"] {
            let link = try? FileManager.default.destinationOfSymbolicLink(atPath: out.appendingPathComponent(name).path)
            #expect(link == "/dev/null", "\(name) was replaced")
        }
        #expect(
            !((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).contains { $0.hasSuffix(".tmp") })
    }

    @Test func checkPassesWhenFreshAndFailsWithADiffWhenStale() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", CLI.config)
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        #expect(try cli.run(["check"]).status == 1)
        #expect(try cli.run(["build"]).status == 0)
        let fresh = try cli.run(["check"])
        #expect(fresh.status == 0, "\(fresh.stderr)")
        try cli.write("tokens/radius.tokens.json", CLI.validTokens.replacingOccurrences(of: "12", with: "14"))
        let committed = cli.read("out/model.json")
        let stale = try cli.run(["check"])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("--- a/out/model.json"))
        #expect(stale.stdout.contains("-        \"value\": 12,"))
        #expect(stale.stdout.contains("+        \"value\": 14,"))
        #expect(stale.stderr.contains("out/model.json: error: generated output is stale; run `tokenc build`"))
        #expect(stale.stderr.contains("[stale-output]"))
        #expect(cli.read("out/model.json") == committed)
    }

    @Test func docsOfRemovedTokensAreStaleAndBuildRemovesThemButNotPeoplesFiles() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", "sources: [tokens]\nmarkdown: { output: docs }\n")
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        try cli.write("docs/notes.md", "Written by a person.\n")
        try cli.write("docs/images/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        #expect(try cli.run(["build"]).status == 0)
        // radius.sheet aliases radius.card: its row shows the card's picture, drawn once.
        #expect(cli.read("docs/images/radius-1.svg")?.contains("<view id=\"radius-card\"") == true)
        #expect(cli.read("docs/images/radius-1.svg")?.contains("<view id=\"radius-sheet\"") == false)
        #expect(cli.read("docs/radius.md")?.contains("<a id=\"radius-sheet\"></a>") == true)
        // The radius page and its picture file go when no radius is left.
        try cli.write(
            "tokens/radius.tokens.json",
            #"{"spacing": {"$type": "dimension", "card": {"$value": {"value": 12, "unit": "px"}}}}"#)
        let stale = try cli.run(["check"])
        #expect(stale.status == 1)
        #expect(
            stale.stderr.contains("docs/images/radius-1.svg: error: generated output is no longer produced"),
            "\(stale.stderr)")
        #expect(
            stale.stderr.contains("docs/radius.md: error: generated output is no longer produced"), "\(stale.stderr)")
        let build = try cli.run(["build", "--verbose"])
        #expect(build.status == 0)
        #expect(build.stdout.contains("removed docs/images/radius-1.svg (no longer generated)"), "\(build.stdout)")
        #expect(cli.read("docs/images/radius-1.svg") == nil && cli.read("docs/radius.md") == nil)
        #expect(cli.read("docs/images/spacing-1.svg") != nil)
        #expect(cli.read("docs/notes.md") == "Written by a person.\n")
        #expect(cli.read("docs/images/logo.svg") != nil)
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func dumpPrintsTheModelOrWritesAFile() throws {
        let cli = try CLI()
        try cli.write("a.tokens.json", CLI.validTokens)
        let run = try cli.run(["dump", "a.tokens.json"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"aliasOf\": \"radius.card\""))
        #expect(run.stdout.contains("\"source\": \"a.tokens.json:1:84\""))
        #expect(try cli.run(["dump", "a.tokens.json", "-o", "m.json"]).status == 0)
        #expect(cli.read("m.json") == run.stdout)
    }

    @Test func configErrorsAreLocatedInTheConfig() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", "sources: [tokens]\njsn: { output: x.json }\n")
        let run = try cli.run(["build"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("tokenc.yaml:2:1: error: unknown setting 'jsn'; did you mean 'json'? [config]"))
    }

    @Test func missingInputsAndUnknownFilesAreErrors() throws {
        let cli = try CLI()
        #expect(try cli.run(["dump", "nope.json"]).status == 1)
        try cli.write("notes.txt", "hi")
        let run = try cli.run(["dump", "notes.txt"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("unknown file type"))
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a pseudo-terminal"
        ))
    func colorAndFramesOnlyOnATerminalWithoutNoColor() throws {
        let cli = try CLI()
        try cli.write("bad.tokens.json", #"{"a": {"$type": "number", "$value": "x"}}"#)
        let tty = try cli.run(["dump", "bad.tokens.json"], throughTerminal: true)
        #expect(tty.stdout.contains("\u{1B}[1;31merror"))
        #expect(tty.stdout.contains(" 1 | {\"a\""))
        let noColor = try cli.run(["dump", "bad.tokens.json"], environment: ["NO_COLOR": "1"], throughTerminal: true)
        #expect(!noColor.stdout.contains("\u{1B}["))
        #expect(noColor.stdout.contains("^"))
    }
}

@Suite("Project paths")
struct ProjectPathTests {
    /// A folder URL made before the folder exists has no trailing slash; sources must still resolve inside it.
    @Test func sourcesResolveInsideAFolderURLWithoutATrailingSlash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-paths-\(UUID().uuidString)")
        defer { SwiftToolchain.remove(folder) }
        #expect(!folder.path.hasSuffix("/"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try #"{"n": {"$type": "number", "$value": 1}}"#.write(
            to: folder.appendingPathComponent("tokens/a.tokens.json"), atomically: true, encoding: .utf8)
        let result = Project(config: ProjectConfig(directory: folder, sources: ["tokens"]), displayBase: folder)
            .compile()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.model?.tokens.count == 1)
    }
}
