import Foundation
import Testing

@testable import TokencCore

/// `tokenc watch`, run as a user runs it: a build, a rebuild on each save (a new file too), errors printed with
/// the outputs kept, and Ctrl-C ending it cleanly.
@Suite("tokenc watch", .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test"))
struct WatchCommandTests {
    /// Output collected from a running process.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) { lock.withLock { text += String(decoding: data, as: UTF8.self) } }
        var value: String { lock.withLock { text } }
    }

    /// Waits up to two seconds, the most a save may take to reach the outputs.
    func wait(for needle: String, count: Int = 1, in output: Output) -> Bool {
        for _ in 0..<40 {
            if output.value.components(separatedBy: needle).count - 1 >= count { return true }
            usleep(50_000)
        }
        return false
    }

    /// `tokenc watch` started in the project, polling every 50 ms, its output collected.
    func watch(in cli: CLI) throws -> (Process, Output) {
        let process = Process()
        process.executableURL = CLI.executable!
        process.arguments = ["watch", "--interval", "0.05"]
        process.currentDirectoryURL = cli.directory
        let pipe = Pipe()
        let output = Output()
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        try process.run()
        return (process, output)
    }

    @Test func rebuildsOnEverySaveAndStopsOnCtrlC() throws {
        let cli = try CLI()
        try cli.write(
            "tokens/a.tokens.json", #"{"space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"#)
        try cli.write("tokenc.yaml", "sources: [tokens]\ncss: { output: out/tokens.css }\n")
        let (process, output) = try watch(in: cli)
        defer { if process.isRunning { process.terminate() } }

        #expect(wait(for: "watching", in: output), "\(output.value)")
        #expect(cli.read("out/tokens.css")?.contains("--space-s: 4px;") == true)
        try cli.write(
            "tokens/a.tokens.json", #"{"space": {"$type": "dimension", "s": {"$value": {"value": 8, "unit": "px"}}}}"#)
        #expect(wait(for: "] built", count: 2, in: output), "\(output.value)")
        #expect(cli.read("out/tokens.css")?.contains("--space-s: 8px;") == true)
        try cli.write("tokens/new.tokens.json", ##"{"c": {"$type": "color", "x": {"$value": "#ff0000"}}}"##)
        #expect(wait(for: "] built", count: 3, in: output), "\(output.value)")
        #expect(cli.read("out/tokens.css")?.contains("--c-x: #ff0000;") == true)
        try cli.write("tokens/bad.tokens.json", #"{"b": {"$type": "color", "y": {"$value": "{c.nope}"}}}"#)
        #expect(wait(for: "failed, outputs kept", in: output), "\(output.value)")
        #expect(output.value.contains("tokens/bad.tokens.json:1:") && output.value.contains("[unknown-alias]"))
        #expect(cli.read("out/tokens.css")?.contains("--c-x: #ff0000;") == true)

        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(wait(for: "watch stopped", in: output), "\(output.value)")
        // Nothing half-written or staged is left behind: the outputs and the build record, nothing else.
        let left =
            FileManager.default.enumerator(atPath: cli.directory.appendingPathComponent("out").path)?
            .compactMap { $0 as? String }.sorted() ?? []
        #expect(left == [".tokenc", ".tokenc/.gitignore", ".tokenc/build-record.json", "tokens.css"], "\(left)")
    }

    /// Each watched path is listed once: a resolver document's folder that is also a source, and a file inside a
    /// watched folder, are not listed again.
    @Test func eachWatchedPathIsListedOnce() throws {
        let cli = try CLI()
        try cli.write("tokens/t.tokens.json", CLI.validTokens)
        try cli.write(
            "tokens/all.resolver.json",
            #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "sources": [{"$ref": "t.tokens.json"}]}]}"#)
        try cli.write("tokenc.yaml", "sources: [tokens, tokens/t.tokens.json]\ncss: { output: out/tokens.css }\n")
        let (process, output) = try watch(in: cli)
        defer { if process.isRunning { process.terminate() } }
        #expect(wait(for: "watching", in: output), "\(output.value)")
        #expect(output.value.contains("watching tokens, tokenc.yaml;"), "\(output.value)")
        process.interrupt()
        process.waitUntilExit()
    }

    /// A template is read with the config: saving it renders again.
    @Test func savingATemplateRendersAgain() throws {
        let cli = try CLI()
        try cli.write("tokens/t.tokens.json", CLI.validTokens)
        try cli.write("t.stencil", "{% for token in tokens %}{{ token.path }}\n{% endfor %}")
        try cli.write("tokenc.yaml", "sources: [tokens]\ntemplates: [{ template: t.stencil, output: out/t.txt }]\n")
        let (process, output) = try watch(in: cli)
        defer { if process.isRunning { process.terminate() } }

        #expect(wait(for: "watching", in: output), "\(output.value)")
        #expect(cli.read("out/t.txt") == "radius.card\nradius.sheet\n")
        try cli.write("t.stencil", "{% for token in tokens %}{{ token.identifier }}\n{% endfor %}")
        #expect(wait(for: "] built", count: 2, in: output), "\(output.value)")
        #expect(cli.read("out/t.txt") == "radiusCard\nradiusSheet\n")
        process.interrupt()
        process.waitUntilExit()
    }
}
