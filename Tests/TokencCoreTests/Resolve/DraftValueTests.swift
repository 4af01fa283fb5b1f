import Foundation
import Testing

@testable import TokencCore

/// Values as older tools and drafts write them, read as their authors meant, each with a warning that names the
/// conforming spelling (an error under `--strict-dtcg`).
@Suite struct DraftValueTests {
    /// A font's style name with a width word (`Expanded Medium`, `Condensed Bold Italic`): the weight word wins,
    /// the width is said. It stopped a 1,000-token Tokens Studio export.
    @Test(arguments: [
        ("Expanded Medium", 500.0), ("Condensed Bold Italic", 700), ("semi-condensed light", 300),
        ("Condensed", 400), ("Extended Black", 900),
    ])
    func aWeightWithAWidthWordIsItsWeight(_ name: String, _ weight: Double) throws {
        let json = #"{"w": {"$type": "fontWeight", "$value": "\#(name)"}}"#
        let result = Support.compile(json: json)
        #expect(Support.value(result, "w") == .fontWeight(FontWeightValue(weight: weight)), "\(Support.render(result))")
        #expect(result.diagnostics.map(\.rule) == [.weightName])
        if name != "Condensed" {
            #expect(result.diagnostics.first?.message.contains("is the font's width") == true)
        }
        #expect(Support.compile(json: json, strict: true).hasErrors)
        let studio = #"{"$themes": [], "core": {"w": {"value": "\#(name)", "type": "fontWeights"}}}"#
        let read = Support.compile([("tokens.json", studio)], lint: Support.lintOff)
        #expect(Support.value(read, "w") == .fontWeight(FontWeightValue(weight: weight)), "\(Support.render(read))")
    }

    /// `"null"` (as Tokens Studio exports an unset text case), `null` or `""` where a keyword is expected is the
    /// property's initial value, warned; it was an error.
    @Test(arguments: [#""null""#, "null", #""""#])
    func anUnsetKeywordIsTheInitialValue(_ written: String) throws {
        let json = """
            {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
              "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5,
              "textDecoration": \(written), "textTransform": \(written), "fontStyle": \(written)}}}
            """
        let result = Support.compile(json: json)
        #expect(!result.hasErrors, "\(Support.render(result))")
        guard case .typography(let typography)? = Support.value(result, "t") else {
            Issue.record("not a typography: \(Support.render(result))")
            return
        }
        #expect(typography.textDecoration == "none" && typography.textTransform == "none")
        #expect(typography.fontStyle == "normal")
        #expect(result.diagnostics.filter { $0.message.contains("is unset") }.count == 3)
    }

    /// A shadow's `inset` as early drafts write it, after CSS's keyword: the boolean it means.
    @Test(arguments: [("inset", true), ("true", true), ("false", false), ("none", false)])
    func anInsetWrittenAsAStringIsTheBoolean(_ written: String, _ inset: Bool) throws {
        let json = ##"""
            {"s": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": {"value": 0, "unit": "px"},
              "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"},
              "spread": {"value": 0, "unit": "px"}, "inset": "\##(written)"}}}
            """##
        let result = Support.compile([("tokens.json", json)], lint: Support.lintOff)
        guard case .shadow(let shadow)? = Support.value(result, "s") else {
            Issue.record("not a shadow: \(Support.render(result))")
            return
        }
        #expect(shadow.layers.first?.inset == inset)
        #expect(result.diagnostics.map(\.rule) == [.legacyValue])
        #expect(Support.compile(json: json, strict: true).hasErrors)
    }

    /// A Tokens Studio typography without a family gets the platform's system font, which the export does not
    /// say: warned, where it was silent (the format's own spelling silences the DTCG letter, not this).
    @Test func aTypographyFallbackIsWarnedInEveryFormat() throws {
        let studio =
            #"{"$themes": [], "core": {"t": {"value": {"fontSize": "16", "lineHeight": "24"}, "type": "typography"}}}"#
        let result = Support.compile([("tokens.json", studio)], lint: Support.lintOff)
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect(
            result.diagnostics.contains {
                $0.rule == .typographyDefault && $0.message.contains("'fontFamily'") && $0.severity == .warning
            }, "\(Support.render(result))")
    }

    /// A dimension written as an object of sizes (a point, an offset), as early drafts write it: a group of one
    /// dimension token per key, the type given by the token or its group; a reference names one size.
    @Test func aDimensionOfSeveralSizesIsAGroupOfThem() throws {
        let json = #"""
            {"space": {"$type": "dimension", "offset": {"$value": {"x": "4px", "y": {"value": 8, "unit": "px"}}, "$description": "A nudge"}},
             "nudge": {"$type": "dimension", "$value": "{space.offset.y}"},
             "box": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}
            """#
        let result = Support.compile(json: json)
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect(Support.value(result, "space.offset.x") == .dimension(DimensionValue(value: 4, unit: .px)))
        #expect(Support.value(result, "nudge") == .dimension(DimensionValue(value: 8, unit: .px)))
        #expect(Support.value(result, "box") == .dimension(DimensionValue(value: 2, unit: .px)))
        #expect(result.model?.groupDescriptions[TokenPath(dotted: "space.offset")] == "A nudge")
        #expect(result.diagnostics.filter { $0.rule == .legacyValue }.count == 1)
        #expect(Support.compile(json: json, strict: true).hasErrors)
    }

    /// The readings of real files round three, mutated as the Figma readers are (``FigmaFuzzTests``): an early
    /// draft's calc() mixing units, CSS-wide keywords, `inset` strings, transition lists, objects of sizes and
    /// aliases to them, weight names, its own `modify`/`source` keys; a Design Tokens plugin file with
    /// mode-qualified references and scoped opacities; a Tokens Studio export whose set is a source in one theme
    /// and enabled in another. No crash, every error located.
    @Test func mutatedFilesOfRoundThreeNeverCrash() throws {
        let key = "org.lukasoppermann.figmaDesignTokens"
        let files = [
            (
                "draft/tokens.json",
                ##"{"space": {"$type": "dimension", "a": {"$value": "1rem"}, "b": {"$value": "calc({space.a} - 2px)"}, "c": {"$value": "calc(100% - {space.a})"}, "p": {"$value": {"x": "4px", "y": "{space.a}"}}, "q": {"$value": "{space.p}"}}, "ink": {"$type": "color", "$value": "inherit", "modify": [{"type": "alpha", "amount": 0.5}]}, "w": {"$type": "fontWeight", "$value": "Expanded Medium"}, "s": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": "inset"}}, "t": {"$type": "transition", "$value": ["200ms", [0.4, 0, 0.2, 1]]}, "n": {"$type": "number", "$value": "1.5rem"}}"##
            ),
            (
                "plugin/variables.json",
                ##"{"prim": {"white": {"type": "color", "value": "#ffffffff", "extensions": {"\##(key)": {"collection": "prim", "exportKey": "variables"}}}, "fade": {"type": "dimension", "value": 40, "extensions": {"\##(key)": {"scopes": ["OPACITY"], "exportKey": "variables"}}}}, "sem": {"light": {"bg": {"type": "color", "value": "{prim.light.white}", "extensions": {"\##(key)": {"collection": "sem", "mode": "light", "exportKey": "variables"}}}}}}"##
            ),
            (
                "studio/tokens.json",
                ##"{"core": {"gray": {"value": "#eeeeee", "type": "color"}, "half": {"value": "0.5", "type": "number"}, "hair": {"value": "{half}", "type": "borderWidth"}}, "semantic": {"surface": {"value": "{gray}", "type": "color"}}, "$themes": [{"name": "Light", "group": "Mode", "selectedTokenSets": {"core": "enabled", "semantic": "source"}}, {"name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "enabled", "semantic": "enabled"}}]}"##
            ),
        ]
        try FigmaFuzzTests.fuzz(files, seed: 0x3_0A2D_3, together: false)
    }

    /// A token that aliases an object of sizes as a whole is a group of aliases to each size, in a Style
    /// Dictionary file too (its sizes read after its own spelling is).
    @Test func anAliasToAnObjectOfSizesIsAGroupOfAliases() throws {
        let legacy = #"""
            {"size": {"pad": {"value": {"x": "4px", "y": "8px"}, "type": "dimension"}}}
            """#
        let dtcg = #"""
            {"inset": {"$type": "dimension", "$value": "{size.pad}", "$description": "Card padding"}}
            """#
        let result = Support.compile([("legacy.json", legacy), ("tokens.json", dtcg)], lint: Support.lintOff)
        #expect(!result.hasErrors, "\(Support.render(result))")
        let model = try #require(result.model)
        #expect(model.token(at: TokenPath(dotted: "inset.y"))?.aliasOf == TokenPath(dotted: "size.pad.y"))
        #expect(Support.value(result, "inset.x") == .dimension(DimensionValue(value: 4, unit: .px)))
        #expect(model.groupDescriptions[TokenPath(dotted: "inset")] == "Card padding")
        #expect(result.diagnostics.filter { $0.rule == .legacyValue }.count == 2, "\(Support.render(result))")
    }
}
