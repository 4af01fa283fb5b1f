import Foundation
import Testing

/// The plugins' shared planning code (`Plugins/Shared/TokenInputs.swift`), compiled with a probe, since
/// plugin sources cannot be imported by a test target.
@Suite("Plugin planning")
struct PluginInputsTests {
    static let probe = #"""
        import Foundation
        let root = URL(fileURLWithPath: CommandLine.arguments[1])
        func report(_ name: String) {
            let directory = root.appendingPathComponent(name)
            let files = (FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            let inputs = TokenInputs(targetName: name, directory: directory, files: files)
            let tokens = inputs.tokenFiles.map(\.lastPathComponent)
            let external = inputs.externalFiles.map(\.lastPathComponent)
            print("\(name): tokens=\(tokens) external=\(external) config=\(inputs.config?.lastPathComponent ?? "-") problems=\(inputs.problems.count)")
            for problem in inputs.problems { print("  " + problem) }
        }
        for name in ["Plain", "Empty", "TwoConfigs", "Shared"] { report(name) }
        """#

    @Test func planningFindsInputsAndReportsEveryProblem() throws {
        let root = SwiftToolchain.temporaryDirectory("plugin-plan")
        defer { SwiftToolchain.remove(root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Plain/a.tokens.json", "{}")
        try write("Plain/b.tokens.yaml", "{}")
        try write("Plain/notes.json", "{}")
        try write("Empty/Code.swift", "")
        try write("TwoConfigs/tokenc.yaml", "sources: [x]")
        try write("TwoConfigs/tokenc.yml", "sources: [x]")
        try write("TwoConfigs/c.tokens.json", "{}")
        try write("Shared/tokenc.yaml", "# tokens live at the package root\nsources:\n  - ../tokens\nswift: { output: T.swift }\n")
        try write("tokens/root.tokens.json", "{}")
        let source = try String(contentsOf: Support.packageRoot.appendingPathComponent("Plugins/Shared/TokenInputs.swift"), encoding: .utf8)
        let run = SwiftToolchain.compileAndRun(["TokenInputs.swift": source, "main.swift": Self.probe], arguments: [root.path])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Plain: tokens=[\"a.tokens.json\", \"b.tokens.yaml\"] external=[] config=- problems=0"))
        #expect(lines.contains("Empty: tokens=[] external=[] config=- problems=1"))
        #expect(lines.contains { $0.contains("has no token files; add *.tokens.json") })
        #expect(lines.contains("TwoConfigs: tokens=[\"c.tokens.json\"] external=[] config=tokenc.yaml problems=1"))
        #expect(lines.contains { $0.contains("more than one tokenc config") })
        #expect(lines.contains("Shared: tokens=[] external=[\"root.tokens.json\"] config=tokenc.yaml problems=0"))
    }
}
