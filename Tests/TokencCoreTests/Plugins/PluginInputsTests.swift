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
            let arguments = inputs.buildArguments(output: URL(fileURLWithPath: "/out/T.swift")).dropFirst(5)
            print("  arguments: " + arguments.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0).lastPathComponent : $0 }.joined(separator: " "))
        }
        for name in ["Plain", "Empty", "TwoConfigs", "Shared", "Themed", "ThemedConfig", "TwoResolvers"] { report(name) }
        """#

    @Test func planningFindsInputsAndReportsEveryProblem() throws {
        let root = SwiftToolchain.temporaryDirectory("plugin-plan")
        defer { SwiftToolchain.remove(root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Plain/a.tokens.json", "{}")
        try write("Plain/b.tokens.yaml", "{}")
        try write("Plain/notes.json", "{}")
        try write("Empty/Code.swift", "")
        try write("TwoConfigs/tokenc.yaml", "sources: [x]")
        try write("TwoConfigs/tokenc.yml", "sources: [x]")
        try write("TwoConfigs/c.tokens.json", "{}")
        try write(
            "Shared/tokenc.yaml",
            "# tokens live at the package root\nsources:\n  - ../tokens\nswift: { output: T.swift }\n")
        try write("tokens/root.tokens.json", "{}")
        // A resolver document by its content, not its name, beside the files it names and one it does not.
        let resolver =
            ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } }, "modifiers": { "appearance": { "contexts": { "light": [{ "$ref": "themes/light.json" }], "dark": [{ "$ref" : "themes/dark.json#/color" }] }, "default": "light" } }, "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" }] }"##
        try write("Themed/design.json", resolver)
        try write("Themed/base.tokens.json", "{}")
        try write("Themed/themes/light.json", #"{ "color": { "$ref": "../shared.json#/color" } }"#)
        try write("Themed/themes/dark.json", "{}")
        try write("Themed/shared.json", "{}")
        try write("Themed/unrelated.json", "{}")
        try write("ThemedConfig/tokenc.yaml", "sources: [../Themed/design.json]\n")
        try write("TwoResolvers/a.json", resolver)
        try write("TwoResolvers/b.yaml", "version: 2025.10\nresolutionOrder:\n  - $ref: '#/sets/x'\n")
        let source = try String(
            contentsOf: Support.packageRoot.appendingPathComponent("Plugins/Shared/TokenInputs.swift"), encoding: .utf8)
        let run = SwiftToolchain.compileAndRun(
            ["TokenInputs.swift": source, "main.swift": Self.probe], arguments: [root.path])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Plain: tokens=[\"a.tokens.json\", \"b.tokens.yaml\"] external=[] config=- problems=0"))
        #expect(lines.contains("Empty: tokens=[] external=[] config=- problems=1"))
        #expect(lines.contains { $0.contains("has no token files; add *.tokens.json") })
        #expect(lines.contains("TwoConfigs: tokens=[\"c.tokens.json\"] external=[] config=tokenc.yaml problems=1"))
        #expect(lines.contains { $0.contains("more than one tokenc config") })
        #expect(lines.contains("Shared: tokens=[] external=[\"root.tokens.json\"] config=tokenc.yaml problems=0"))
        // With a config, tokenc reads its sources itself: the plugin passes the config and no paths.
        #expect(lines.contains("  arguments: --config tokenc.yaml"))
        #expect(lines.contains("  arguments: a.tokens.json b.tokens.yaml"))
        // Without one, a resolver document found by its content is what tokenc compiles, and every file it
        // reads (the `$ref`s of the document and of the files it names) is a declared input; a neighbour it does
        // not name is not.
        let themed =
            #"Themed: tokens=["base.tokens.json"] external=["design.json", "shared.json", "dark.json", "light.json"] config=- problems=0"#
        #expect(lines.contains(themed), "\(lines)")
        #expect(lines.contains("  arguments: design.json"))
        #expect(
            lines.contains(
                #"ThemedConfig: tokens=[] external=["design.json", "base.tokens.json", "shared.json", "dark.json", "light.json"] config=tokenc.yaml problems=0"#
            ), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("TwoResolvers:") && $0.hasSuffix("problems=1") })
        #expect(lines.contains { $0.contains("more than one resolver document (a.json, b.yaml)") })
    }
}
