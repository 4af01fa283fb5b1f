import Foundation
import Testing

@testable import TokencCore

/// Terrazzo's per-token modes, `$extensions.mode`: each mode a context, `$value` what a mode a token leaves out
/// falls back to.
@Suite struct TerrazzoModeTests {
    static let appearance = ##"""
        {
          "color": {
            "$type": "color",
            "bg": { "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000" } } },
            "text": { "$value": "{color.bg}", "$extensions": { "mode": { "dark": "{color.accent}" } } },
            "accent": { "$value": "#0a84ff" }
          }
        }
        """##

    @Test func lightAndDarkModesAreTheAppearance() throws {
        let result = Support.compile([("tokens.json", Self.appearance)], lint: Support.lintOff)
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(result.diagnostics.isEmpty, "\(Support.render(result))")
        #expect(model.modifiers.map(\.name) == ["appearance"] && model.modifiers[0].defaultContext == "light")
        let dark = [Context(modifier: "appearance", name: "dark")]
        #expect(
            model.token(at: TokenPath(dotted: "color.bg"))?.value(in: dark) == .color(ValueDecoder.parseHex("#000000")!)
        )
        #expect(
            model.token(at: TokenPath(dotted: "color.text"))?.value(in: dark)
                == .color(ValueDecoder.parseHex("#0a84ff")!))
        #expect(model.token(at: TokenPath(dotted: "color.text"))?.value == .color(ValueDecoder.parseHex("#ffffff")!))
        // The dark values reach the outputs: CSS, the asset catalog.
        let css = String(decoding: try #require(CSSEmitter.emit(EmitContext(model)).bytes), as: UTF8.self)
        #expect(css.contains("#000000"), "\(css)")
        let (files, _) = AssetCatalogEmitter.emit(model)
        let bg = try #require(files.first { $0.path.hasSuffix("bg.colorset/Contents.json") })
        #expect(String(decoding: bg.bytes, as: UTF8.self).contains("\"dark\""))
    }

    @Test func otherModesAreAModeModifierWhoseDefaultIsTheValue() throws {
        let json = #"""
            {"space": {"$type": "dimension",
              "m": {"$value": {"value": 8, "unit": "px"}, "$extensions": {"mode": {"compact": {"value": 4, "unit": "px"}, "spacious": {"value": 12, "unit": "px"}}}},
              "l": {"$value": {"value": 16, "unit": "px"}, "$extensions": {"mode": {"compact": {"value": 8, "unit": "px"}}}}}}
            """#
        let model = try #require(Support.compile([("tokens.json", json)], lint: Support.lintOff).model)
        #expect(model.modifiers.map(\.name) == ["mode"])
        #expect(
            model.modifiers[0].defaultContext == "default"
                && Set(model.modifiers[0].contexts) == ["default", "compact", "spacious"])
        let spacious = [Context(modifier: "mode", name: "spacious")]
        #expect(
            model.token(at: TokenPath(dotted: "space.m"))?.value(in: spacious)
                == .dimension(DimensionValue(value: 12, unit: .px)))
        // A mode a token leaves out falls back to its $value.
        #expect(
            model.token(at: TokenPath(dotted: "space.l"))?.value(in: spacious)
                == .dimension(DimensionValue(value: 16, unit: .px)))
    }

    @Test func aLightModeThatDiffersFromTheValueIsSaid() {
        let json =
            ##"{"c": {"$type": "color", "$value": "#ffffff", "$extensions": {"mode": {"light": "#eeeeee", "dark": "#000000"}}}}"##
        let result = Support.compile([("tokens.json", json)], lint: Support.lintOff)
        #expect(result.diagnostics.map(\.rule) == [.invalidContext] && result.diagnostics[0].severity == .warning)
    }

    /// `--context` picks a mode as it picks a resolver document's context: the same tokens written as a
    /// resolver document with light and dark sets compile, in the dark permutation, to the same values and
    /// aliases. It was refused ("--context needs themes").
    @Test func contextPicksAModeAsItPicksAResolverDocumentsContext() throws {
        let light =
            ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "text": {"$value": "{color.bg}"}, "accent": {"$value": "#0a84ff"}}}"##
        let dark = ##"{"color": {"bg": {"$value": "#000000"}, "text": {"$value": "{color.accent}"}}}"##
        let document = """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "light.json"}]}},
             "modifiers": {"appearance": {"default": "light", "contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/appearance"}]}
            """
        let files = ["light.json": light, "dark.json": dark]
        let resolver = Pipeline.compile(
            .resolver(
                SourceFile(path: "tokens.resolver.json", text: document), read: DiagnosticBag(),
                loadFile: { path in files[path].map { SourceFile(path: path, text: $0) } }),
            options: Pipeline.Options(lint: Support.lintOff), selection: ["appearance": "dark"])
        let moded = Pipeline.compile(
            .classify([SourceFile(path: "tokens.json", text: Self.appearance)]),
            options: Pipeline.Options(lint: Support.lintOff), selection: ["Appearance": "Dark"])
        func summary(_ result: Pipeline.Result) throws -> [String] {
            let model = try #require(result.model, "\(Support.render(result))")
            #expect(model.modifiers.isEmpty)
            return model.tokens.sorted { $0.path < $1.path }.map {
                "\($0.path) \($0.value) \($0.aliasOf.map(\.description) ?? "-") \($0.contextValues.count)"
            }
        }
        #expect(try summary(moded) == summary(resolver))
        #expect(Support.value(moded, "color.text") == .color(ValueDecoder.parseHex("#0a84ff")!))

        let unknown = Pipeline.compile(
            .classify([SourceFile(path: "tokens.json", text: Self.appearance)]), selection: ["apperance": "dark"])
        #expect(unknown.model == nil)
        #expect(
            unknown.diagnostics.filter { $0.severity == .error }.map(\.message) == [
                "there is no modifier 'apperance'; did you mean 'appearance'?"
            ])
        let none = Pipeline.compile(
            .classify([SourceFile(path: "tokens.json", text: #"{"a": {"$type": "number", "$value": 1}}"#)]),
            selection: ["appearance": "dark"])
        #expect(none.diagnostics.first?.rule == .contextInput && none.model == nil)
    }
}
