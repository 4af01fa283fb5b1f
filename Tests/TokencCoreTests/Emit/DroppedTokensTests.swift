import Foundation
import Testing

@testable import TokencCore

/// A group or a whole file whose tokens all drop out of an output (types only the resolved JSON understands, as
/// a Figma plugin's text and effect styles arrive) is a case every emitter handles: no crash, no empty page or
/// type, no link to a row that is not written, and the JSON keeps them.
@Suite("Groups whose tokens all drop out")
struct DroppedTokensTests {
    /// A top-level group of custom types only, beside an ordinary group, with an alias to a dropped token.
    static let mixed = """
        {
          "effect": {
            "$type": "custom-shadow",
            "card": { "$value": { "x": 0, "y": 2, "blur": 8 } },
            "modal": { "$value": { "x": 0, "y": 8, "blur": 24 } }
          },
          "typography": {
            "body": { "$type": "custom-fontStyle", "$value": { "fontSize": 16 } }
          },
          "color": {
            "$type": "color",
            "accent": { "$value": "#3366ff", "$description": "the brand's accent" }
          },
          "size": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "px" } } }
        }
        """

    /// Nothing but custom types.
    static let onlyDropped = """
        { "effect": { "$type": "custom-shadow", "card": { "$value": { "x": 0, "y": 2, "blur": 8 } } },
          "loose": { "$type": "custom-grid", "$value": { "count": 12 } } }
        """

    static func model(_ json: String) throws -> TokenModel {
        let result = Support.compile(json: json)
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect(result.diagnostics.contains { $0.rule == .customType })
        return try #require(result.model)
    }

    @Test(arguments: [mixed, onlyDropped])
    func theDocsOpenNoPageForAGroupOfDroppedTokens(_ json: String) throws {
        let model = try Self.model(json)
        let pages = MarkdownEmitter.emit(EmitContext(model))
        let paths = pages.map(\.path)
        #expect(paths.contains("index.md"))
        #expect(!paths.contains("effect.md"), "\(paths)")
        #expect(!paths.contains("typography.md"), "\(paths)")
        #expect(!paths.contains { $0.hasPrefix("images/effect") || $0.hasPrefix("images/typography") }, "\(paths)")
        let index = try #require(pages.first { $0.path == "index.md" }).contents
        #expect(!index.contains("(effect.md)"))
        let documented = model.tokens.count { $0.type != .custom }
        #expect(paths.contains("color.md") == (documented > 0))
        if MarkdownRenderer.available {
            for page in pages where page.path.hasSuffix(".md") {
                let html = MarkdownRenderer.html(page.contents)
                for link in html.components(separatedBy: "href=\"").dropFirst() {
                    let target = String(link.prefix { $0 != "\"" && $0 != "#" })
                    #expect(target.isEmpty || paths.contains(target), "\(page.path) links to \(target)")
                }
            }
        }
    }

    @Test(arguments: [mixed, onlyDropped])
    func everyOtherOutputLeavesThemOutAndStillWorks(_ json: String) throws {
        let model = try Self.model(json)
        let context = EmitContext(model)

        let swift = SwiftEmitter.emit(context)
        #expect(!swift.diagnostics.contains { $0.severity == .error })
        let source = try #require(swift.source)
        #expect(!source.contains("enum Effect"), "\(source)")
        let run = SwiftToolchain.typecheck(["DesignTokens.swift": source], stub: true)
        #expect(run.status == 0, "\(run.output.prefix(2_000))")

        let css = CSSEmitter.emit(context)
        let stylesheet = try #require(css.css)
        #expect(!stylesheet.contains("--effect"))
        if CSSParser.available { #expect(CSSParser.errors(stylesheet).isEmpty) }
        let preview = String(decoding: PreviewPage.render(context, stylesheet: Array(stylesheet.utf8)), as: UTF8.self)
        #expect(preview.contains("</html>"))
        #expect(!preview.contains("effect.card"))

        let catalog = AssetCatalogEmitter.emit(model)
        #expect(!catalog.diagnostics.contains { $0.severity == .error })
        #expect(catalog.files.contains { $0.path == "Contents.json" })
        #expect(!catalog.files.contains { $0.path.lowercased().contains("effect") })

        let dump = ModelDumper.json(model, sources: SourceManager(), includesSources: false)
        #expect(dump.contains("\"effect.card\""))
        #expect(dump.contains("custom-shadow"))
    }
}
