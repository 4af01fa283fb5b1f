import Foundation
import Testing

@testable import TokencCore

/// Names with a dot (`0.5` in a spacing scale), which DTCG names cannot hold: read with `-` for the dot, the
/// references that spell them with dots too, in every file and format; left as written (an error) under
/// `--strict-dtcg` or where a sibling already has the new spelling.
@Suite struct DottedNameTests {
    @Test func dottedNamesAreReadWithDashesAndTheirReferencesFollow() throws {
        let scale = #"""
            {"spacing": {"$type": "dimension",
              "0.5": {"$value": {"value": 2, "unit": "px"}, "$description": "half of {spacing.1.5}"},
              "1": {"$value": {"value": 4, "unit": "px"}},
              "1.5": {"$value": {"value": 6, "unit": "px"},
                "$extensions": {"com.example.note": {"see": "{spacing.0.5}"}}}},
             "$extensions": {"org.example.keep": true}}
            """#
        let uses = #"""
            {"gap": {"tight": {"$type": "dimension", "$value": "{spacing.0.5}"},
              "line": {"$type": "border",
                "$value": {"color": "#000000", "width": "{spacing.0.5}", "style": "solid"}},
              "lift": {"$type": "shadow", "$value": [
                {"color": "#00000022", "offsetX": {"value": 0, "unit": "px"}, "offsetY": "{spacing.1.5}",
                 "blur": "{spacing.1}", "spread": {"value": 0, "unit": "px"}}]}}}
            """#
        let result = Support.compile([("scale.json", scale), ("uses.json", uses)], lint: Support.lintOff)
        let model = try #require(result.model, "\(Support.render(result))")
        let warnings = result.diagnostics.filter { $0.rule == .dottedName }
        let places = warnings.compactMap(\.location).map { "\($0.file):\($0.line):\($0.column)" }
        #expect(places == ["0:2:3", "0:4:3"])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(result.diagnostics.count == warnings.count, "\(Support.render(result))")
        #expect(
            model.tokens.map(\.path.description) == [
                "spacing.0-5", "spacing.1", "spacing.1-5", "gap.tight", "gap.line", "gap.lift",
            ])
        #expect(model.token(at: TokenPath(dotted: "gap.tight"))?.aliasOf == TokenPath(dotted: "spacing.0-5"))
        #expect(Support.value(result, "gap.tight") == .dimension(DimensionValue(value: 2, unit: .px)))
        guard case .shadow(let shadow)? = Support.value(result, "gap.lift") else {
            Issue.record("gap.lift is no shadow")
            return
        }
        #expect(shadow.layers.first?.offsetY == DimensionValue(value: 6, unit: .px))
        // Descriptions are prose; extensions keep their reverse-DNS keys and have their references respelled.
        let half = try #require(model.token(at: TokenPath(dotted: "spacing.0-5")))
        #expect(half.description == "half of {spacing.1.5}")
    }

    /// Style Dictionary's format, references with `.value`, and YAML read the same way.
    @Test(arguments: ["json", "yaml"])
    func styleDictionaryFilesToo(_ format: String) throws {
        let json = #"{"size": {"0.5": {"value": "0.125rem"}, "gutter": {"value": "{size.0.5.value}"}}}"#
        let yaml = "size:\n  \"0.5\":\n    value: 0.125rem\n  gutter:\n    value: \"{size.0.5.value}\"\n"
        let result = Support.compile([("tokens/size.\(format)", format == "json" ? json : yaml)], lint: Support.lintOff)
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect(result.model?.token(at: TokenPath(dotted: "size.gutter"))?.aliasOf == TokenPath(dotted: "size.0-5"))
        #expect(result.diagnostics.filter { $0.rule == .dottedName }.count == 1)
    }

    /// A Tokens Studio export: its set names (the root keys) stay as the themes name them; names in a set, and
    /// references in math, are respelled.
    @Test func tokensStudioSetNamesStay() throws {
        let text = #"""
            {"core.v2": {"space": {"0.5": {"value": "2", "type": "spacing"},
                                   "double": {"value": "{space.0.5} * 2", "type": "spacing"}}},
             "$themes": [{"name": "Default", "selectedTokenSets": {"core.v2": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["core.v2"]}}
            """#
        let result = Support.compile([("tokens.json", text)], lint: Support.lintOff)
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect(Support.value(result, "space.double") == .dimension(DimensionValue(value: 4, unit: .px)))
        #expect(result.diagnostics.filter { $0.rule == .dottedName }.count == 1, "\(Support.render(result))")
    }

    /// Where a sibling already has the new spelling, or under `--strict-dtcg`, nothing is renamed: the name is an
    /// error, never a reference silently taken to the other token.
    @Test func aClashOrStrictModeLeavesTheNameAnError() {
        let clash = #"""
            {"space": {"$type": "number", "0.5": {"$value": 1}, "0-5": {"$value": 2},
              "use": {"$value": "{space.0.5}"}}}
            """#
        let result = Support.compile([("tokens.json", clash)], lint: Support.lintOff)
        #expect(Support.errors(result).contains("1:31 invalid-name"), "\(Support.render(result))")
        #expect(Support.value(result, "space.use") == nil)
        let plain = #"{"space": {"$type": "number", "0.5": {"$value": 1}, "use": {"$value": "{space.0.5}"}}}"#
        let strict = Support.compile([("tokens.json", plain)], strict: true, lint: Support.lintOff)
        #expect(Support.errors(strict).contains("1:31 invalid-name"), "\(Support.render(strict))")
        #expect(!strict.diagnostics.contains { $0.rule == .dottedName })
    }

    /// A reference is respelled where whole segments spell a name, wherever in its path and however often.
    @Test func respellingFollowsSegments() throws {
        let json = #"{"a": {"x": {"$value": "{a.1.5} {a.11.5} {a.1.5.x} {b.1.5} {1.5.1.5} {a.1.55}"}}}"#
        var diagnostics = DiagnosticBag()
        let root = try #require(JSONReader(dialect: .strict).read(Array(json.utf8), file: 0, diagnostics: &diagnostics))
        let renamed = DottedNames.rename(root, names: ["1.5"], diagnostics: &diagnostics)
        #expect(renamed["a"]?["x"]?["$value"]?.string == "{a.1-5} {a.11.5} {a.1-5.x} {b.1-5} {1-5.1-5} {a.1.55}")
        #expect(diagnostics.diagnostics.isEmpty)
    }
}
