import Foundation
import Testing

@testable import TokencCore

/// An output section written as a list: several files of one kind, each with its own settings and filter.
/// Several Swift files are one set that compiles together.
@Suite("Several outputs of one kind")
struct SeveralOutputsTests {
    static let tokens = """
        {
          "color": { "$type": "color", "bg": { "$value": "#ffffff" }, "ink": { "$value": "#101010" } },
          "surface": { "$type": "color", "bg": { "$value": "#f2f2f7" }, "edge": { "$value": "{color.ink}" } },
          "space": { "$type": "dimension", "m": { "$value": { "value": 8, "unit": "px" } } },
          "motion": { "snappy": { "$type": "spring", "$value": { "response": 0.3, "dampingFraction": 0.8 } } }
        }
        """

    /// Two Swift files split by top-level group (the second's statics named across both, so `bg` of `color`
    /// and `surface` stay distinct; its alias of a token of the first inlined), two stylesheets, two docs folders.
    @Test func splitFilesCompileTogetherAndEachOutputHasItsFilter() throws {
        let cli = try CLI()
        try cli.write("tokens/t.tokens.json", Self.tokens)
        try cli.write(
            "tokenc.yaml",
            """
            sources: [tokens]
            swift:
              - { output: Sources/DS/Colors.swift, include: [color], style: extensions, namespace: DS }
              - { output: Sources/DS/Rest.swift, include: [surface, space, motion] }
            css:
              - { output: out/colors.css, include: [color, surface], prefix: ds }
              - { output: out/metrics.css, include: space, media-queries: false }
            markdown: [{ output: out/docs-colors, types: color }, { output: out/docs-all }]
            """)
        let run = try cli.run(["build"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("swift Sources/DS/Colors.swift: 1 written"), "\(run.stdout)")
        let colors = try #require(cli.read("Sources/DS/Colors.swift"))
        let rest = try #require(cli.read("Sources/DS/Rest.swift"))
        #expect(colors.contains("public enum DS {") && colors.contains("// MARK: - Value types"))
        #expect(rest.contains("extension DS {") && !rest.contains("// MARK: - Value types"))
        // The second takes the first's style: its size is a CGFloat static too.
        #expect(rest.contains("public static var spaceM: CGFloat"))
        #expect(!rest.contains("enum Color {") && rest.contains("enum Surface {") && rest.contains("enum Motion {"))
        #expect(colors.contains("static var colorBg: SwiftUI.Color") && rest.contains("static var surfaceBg"))
        let together = SwiftToolchain.typecheck(["Colors.swift": colors, "Rest.swift": rest], stub: true)
        #expect(together.status == 0, "\(together.output.prefix(3_000))")

        let colorCSS = try #require(cli.read("out/colors.css"))
        let metricsCSS = try #require(cli.read("out/metrics.css"))
        #expect(colorCSS.contains("--ds-surface-edge: var(--ds-color-ink);") && !colorCSS.contains("space-m"))
        #expect(metricsCSS.contains("--ds-space-m: 8px;") && !metricsCSS.contains("color-bg"))
        #expect(cli.read("out/docs-colors/index.md") != nil && cli.read("out/docs-all/index.md") != nil)
    }

    @Test(arguments: [
        (
            "swift: [{ output: out/A.swift }, { output: out/A.swift }]",
            "tokenc.yaml:2:44: error: two outputs write 'out/A.swift'"
        ),
        (
            "css: { output: out/t.css }\njson: { output: out/t.css }",
            "tokenc.yaml:3:17: error: two outputs write 'out/t.css'"
        ),
        (
            "swift: [{ output: out/A.swift }, { output: out/B.swift, namespace: DS, access: internal }]",
            "tokenc.yaml:2:68: error: Swift outputs compile together, so they share 'namespace', 'access' with the first"
        ),
        (
            "css: [{ output: out/a.css, prefix: ds }, { output: out/b.css, prefix: web }]",
            "tokenc.yaml:2:71: error: stylesheets share their custom properties' names, so their 'prefix'"
        ),
        (
            "markdown: []",
            "tokenc.yaml:2:11: error: 'markdown' must be a mapping such as { output: path }, or a list of them"
        ),
        (
            "json: [{ output: out/m.json }, 3]",
            "tokenc.yaml:2:32: error: 'json' must be a mapping such as { output: path }"
        ),
        ("swift: { output: out/A.swift, style: enums }", "tokenc.yaml:2:38: error: 'style' must be 'namespace'"),
        (
            "css: [{ output: out/a.css, name-case: camel }, { output: out/b.css, name-case: snake }]",
            "tokenc.yaml:2:80: error: stylesheets share their custom properties' names, so their 'name-case'"
        ),
        (
            "css: { output: out/a.css, name-case: pascal }",
            "tokenc.yaml:2:38: error: 'name-case' of 'css' must be kebab"
        ),
    ])
    func settingsThatCannotWorkTogetherAreLocatedErrors(_ yaml: String, _ expected: String) throws {
        let run = try CLI().build(settings: yaml, tokens: Self.tokens)
        #expect(run.status == 1)
        #expect(run.stderr.contains(expected), "\(run.stderr)")
    }

    /// Two Swift files that would both declare a group's type: an error of the later file alone, located at its
    /// entry; the first is written, as any output whose own error holds back only itself.
    @Test func aGroupSplitAcrossSwiftFilesIsAnErrorOfTheLaterFile() throws {
        let cli = try CLI()
        try cli.write("tokens/t.tokens.json", Self.tokens)
        try cli.write(
            "tokenc.yaml",
            "sources: [tokens]\nswift:\n  - { output: out/A.swift, types: color }\n  - { output: out/B.swift, include: [surface.edge, space] }\n"
        )
        let run = try cli.run(["build"])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "tokenc.yaml:4:5: error: 'surface' has tokens in out/A.swift and out/B.swift (surface.edge, for one)"),
            "\(run.stderr)")
        #expect(cli.read("out/A.swift") != nil && cli.read("out/B.swift") == nil)
    }

    /// The build plugin writes one Swift file: it holds what every Swift output writes, and nothing any leaves out.
    @Test func thePluginsOneFileHoldsWhatEverySwiftOutputWrites() {
        var config = ProjectConfig(directory: URL(fileURLWithPath: "/p"), sources: ["tokens"])
        config.swiftOutputs = [
            ProjectConfig.SwiftOutput(output: "A.swift", filter: TokenFilter(include: ["color"])),
            ProjectConfig.SwiftOutput(output: "B.swift", filter: TokenFilter(include: ["space"], exclude: ["**._*"])),
        ]
        var project = Project(config: config, displayBase: URL(fileURLWithPath: "/p"))
        project.restrictToSwift(
            output: "/w/T.swift", namespace: nil, access: nil, workingDirectory: URL(fileURLWithPath: "/p"))
        #expect(project.config.swiftOutputs.count == 1)
        let filter = project.config.swift?.filter
        #expect(filter?.admits(TokenPath(dotted: "color.bg"), type: .color) == true)
        #expect(filter?.admits(TokenPath(dotted: "space.m"), type: .dimension) == true)
        #expect(filter?.admits(TokenPath(dotted: "space._x"), type: .dimension) == false)
        #expect(filter?.admits(TokenPath(dotted: "radius.m"), type: .dimension) == false)
    }
}
