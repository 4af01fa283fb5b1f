import Foundation
import Testing

@testable import TokencCore

/// `include`, `exclude` and `types` per output: globs on the dotted path (or a group of it), types, and no output
/// ever writing a reference to a token it left out.
@Suite("Output filters")
struct OutputFilterTests {
    @Test(arguments: [
        ("color", "color.brand.primary", true), ("color.*", "color.brand.primary", true),
        ("color.*", "colors.x", false), ("**._*", "space._helper.m", true), ("**._*", "space.helper", false),
        ("_*", "_size.m", true), ("*.bg?", "surface.bg1", true), ("*.bg?", "surface.bg", false),
        ("color.**.primary", "color.brand.primary", true), ("color.**.primary", "color.primary", true),
        ("space.m", "space.md", false),
    ])
    func patternsMatchAPathOrOneOfItsGroups(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(TokenFilter.matches(pattern, TokenPath(dotted: path)) == matches)
    }

    @Test func includeExcludeAndTypesCombine() {
        let filter = TokenFilter(include: ["color", "space"], exclude: ["**._*"], types: [.color, .dimension])
        #expect(filter.admits(TokenPath(dotted: "color.accent"), type: .color))
        #expect(!filter.admits(TokenPath(dotted: "color._base"), type: .color))
        #expect(!filter.admits(TokenPath(dotted: "radius.md"), type: .dimension))
        #expect(!filter.admits(TokenPath(dotted: "space.scale"), type: .number))
    }

    static let tokens = """
        {
          "_palette": { "$type": "color", "blue": { "$value": "#0a84ff" } },
          "color": {
            "$type": "color",
            "accent": { "$value": "{_palette.blue}" },
            "link": { "$value": "{color.accent}" }
          },
          "border": { "$type": "border", "focus": { "$value": { "color": "{_palette.blue}", "width": { "value": 2, "unit": "px" }, "style": "solid" } } },
          "space": { "$type": "dimension", "m": { "$value": { "value": 8, "unit": "px" } } }
        }
        """

    /// Helpers left out of the Swift and the CSS: what aliases them carries their value; what aliases a token
    /// still written keeps the reference; the docs, unfiltered, keep everything.
    @Test func aTokenLeftOutIsInlinedWhereItWasReferenced() throws {
        let cli = try CLI()
        try cli.write("tokens/t.tokens.json", Self.tokens)
        try cli.write(
            "tokenc.yaml",
            """
            sources: [tokens]
            swift: { output: out/T.swift, exclude: _* }
            css: { output: out/t.css, exclude: [_*], types: [color, border] }
            markdown: { output: out/docs }
            json: { output: out/m.json, include: space }
            """)
        let run = try cli.run(["build"])
        #expect(run.status == 0, "\(run.stderr)")
        let css = try #require(cli.read("out/t.css"))
        #expect(!css.contains("--_palette") && !css.contains("--space-m"), "\(css)")
        #expect(css.contains("--color-accent: #0a84ff;") && css.contains("--color-link: var(--color-accent);"))
        #expect(css.contains("--border-focus: 2px solid #0a84ff;"), "\(css)")
        let swift = try #require(cli.read("out/T.swift"))
        #expect(!swift.contains("enum _Palette") && swift.contains("enum Color"))
        let typecheck = SwiftToolchain.typecheck(["T.swift": swift], stub: true)
        #expect(typecheck.status == 0, "\(typecheck.output.prefix(2_000))")
        let model = try #require(cli.read("out/m.json"))
        #expect(model.contains("\"space.m\"") && !model.contains("\"color.accent\""))
        let docs = try #require(cli.read("out/docs/index.md"))
        #expect(docs.contains("_palette") || docs.contains("Palette"), "\(docs)")
        if CSSParser.available { #expect(CSSParser.errors(css).isEmpty) }
    }

    @Test func filterSettingsAreLocatedErrors() throws {
        let run = try CLI().build(
            settings: "css: { output: out/t.css, types: [colour], include: [] }", tokens: Self.tokens)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("tokenc.yaml:2:35: error: 'types' of 'css' names a token type: did you mean 'color'?"),
            "\(run.stderr)")
        #expect(run.stderr.contains("tokenc.yaml:2:53: error: 'include' of 'css' must be a token path pattern"))
    }
}
