import Foundation
import Testing

@testable import TokencCore

/// A build that is interrupted leaves no staged file behind, and what a killed one left is cleared by the next
/// build or check.
@Suite("Interrupted builds", .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test"))
struct InterruptedBuildTests {
    static let outputs =
        "json: { output: out/model.json }\nswift: { output: out/Tokens.swift }\nmarkdown: { output: out/docs }\ncss: { output: out/tokens.css, preview: out/preview.html }\n"

    /// Every file below `out`, by path relative to it.
    static func files(_ cli: CLI) -> [String] {
        OutputWriter.files(under: cli.directory.appendingPathComponent("out").path).sorted()
    }

    @Test func stagedFilesOfAGoneProcessAreRemovedByTheNextCheckAndBuild() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", "sources: [tokens]\n" + Self.outputs)
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        #expect(try cli.run(["build"]).status == 0)
        // A process that has exited: its pid names staged files nobody will finish.
        let gone = SwiftToolchain.run(["/bin/sh", "-c", "echo $$"]).output.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let stale = [
            "out/.model.json.tokenc-\(gone)-1.tmp", "out/.tokens.css.tokenc-\(gone)-7.tmp",
            "out/docs/images/.radius-1.svg.tokenc-\(gone)-3.tmp",
        ]
        for path in stale { try cli.write(path, "half") }
        // One of a process that is still running stays.
        let live = "out/.Tokens.swift.tokenc-\(getpid())-1.tmp"
        try cli.write(live, "in progress")
        let check = try cli.run(["check", "--verify"])
        #expect(check.status == 0, "\(check.stderr)")
        for path in stale { #expect(cli.read(path) == nil, "\(path)") }
        #expect(cli.read(live) != nil)
        try cli.write(stale[0], "half")
        try cli.write("tokens/radius.tokens.json", CLI.validTokens.replacingOccurrences(of: "12", with: "14"))
        #expect(try cli.run(["build"]).status == 0)
        #expect(cli.read(stale[0]) == nil)
        #expect(Self.files(cli).filter { $0.hasSuffix(".tmp") } == [".Tokens.swift.tokenc-\(getpid())-1.tmp"])
    }

    @Test func anInterruptedBuildLeavesNoStagedFile() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", "sources: [tokens]\n" + Self.outputs)
        // Enough tokens that the build is still writing when the signal comes.
        let groups = (0..<40).map { group in
            "\"g\(group)\": {\"$type\": \"color\", "
                + (0..<100).map { "\"c\($0)\": {\"$value\": \"#\(String(format: "%06x", group * 100 + $0))\"}" }
                .joined(separator: ", ") + "}"
        }
        try cli.write("tokens/colors.tokens.json", "{" + groups.joined(separator: ", ") + "}")
        // Interrupted as soon as its first staged file appears, so the signal lands while it writes.
        var caughtStaging = 0
        for _ in 0..<5 where caughtStaging < 2 {
            try? FileManager.default.removeItem(at: cli.directory.appendingPathComponent("out"))
            let process = Process()
            process.executableURL = CLI.executable!
            process.arguments = ["build", "--quiet"]
            process.currentDirectoryURL = cli.directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            var staging = false
            while process.isRunning, !staging {
                staging = Self.files(cli).contains { $0.hasSuffix(".tmp") }
                if !staging { usleep(500) }
            }
            // SIGTERM, as a build system stops a build (a test runner's children may ignore SIGINT, which the
            // build handles the same way).
            process.terminate()
            process.waitUntilExit()
            guard staging else { continue }
            caughtStaging += 1
            #expect(
                process.terminationReason == .exit && [0, 143].contains(process.terminationStatus),
                "exit \(process.terminationStatus)")
            #expect(
                Self.files(cli).allSatisfy { !$0.hasSuffix(".tmp") },
                "\(Self.files(cli).filter { $0.hasSuffix(".tmp") })")
        }
        #expect(caughtStaging > 0, "no build was interrupted while it staged its files")
    }
}
