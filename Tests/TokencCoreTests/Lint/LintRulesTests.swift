import Foundation
import Testing

@testable import TokencCore

/// Every lint rule on a fixture it must pass and one it must fail (golden diagnostics), the rules' options,
/// the tokens' own ignore marks, and `tokenc.yaml`'s `lint` section.
@Suite("Lint: rules")
struct LintRulesTests {
    /// The rule's findings on `json` as the CLI prints them, with the rule set to `settings` (a rule that is
    /// off by default is turned on as a warning).
    /// A fixture with errors of its own never reaches lint, so it would pass every rule: that is an issue.
    static func findings(
        _ rule: Rule, _ json: String, _ settings: LintSettings.RuleSettings = .init(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> (text: String, count: Int) {
        var ruleSettings = settings
        if ruleSettings.level == nil { ruleSettings.level = .warning }
        let result = Support.compile([("tokens.json", json)], lint: LintSettings(rules: [rule: ruleSettings]))
        let blocking = result.diagnostics.filter {
            $0.severity == .error && !Rule.lint.contains($0.rule) && $0.rule != .lintDeclaration
        }
        if !blocking.isEmpty {
            Issue.record(
                "the fixture has errors, so lint never ran:\n\(DiagnosticRenderer(limit: 0).render(blocking, sources: result.sources))",
                sourceLocation: sourceLocation)
        }
        let mine = result.diagnostics.filter { $0.rule == rule || $0.rule == .lintDeclaration }
        return (DiagnosticRenderer(limit: 0).render(mine, sources: result.sources), mine.count)
    }

    static func px(_ value: Double) -> String { #"{"value": \#(value), "unit": "px"}"# }

    static func expectPass(
        _ rule: Rule, _ json: String, _ settings: LintSettings.RuleSettings = .init(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (text, count) = findings(rule, json, settings, sourceLocation: sourceLocation)
        #expect(count == 0, "\(text)", sourceLocation: sourceLocation)
    }

    static func expectFail(
        _ rule: Rule, _ json: String, _ settings: LintSettings.RuleSettings = .init(), count expected: Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (text, count) = findings(rule, json, settings, sourceLocation: sourceLocation)
        #expect(count == expected, "\(text)", sourceLocation: sourceLocation)
        Support.assertGolden(text, "lint/\(rule.rawValue).txt", sourceLocation: sourceLocation)
    }

    @Test func minFontSize() {
        let typography = { (size: Double) in
            ##"{"fontFamily": "SF Pro", "fontSize": \##(Self.px(size)), "fontWeight": 400, "letterSpacing": \##(Self.px(0)), "lineHeight": 1.2}"##
        }
        Self.expectPass(
            .minFontSize,
            ##"""
            {"type": {"$type": "typography", "caption": {"$value": \##(typography(11))}, "body": {"$value": \##(typography(17))}},
             "fontSize": {"$type": "dimension", "small": {"$value": {"value": 0.75, "unit": "rem"}}, "relative": {"$value": {"value": 0.5, "unit": "em"}}},
             "space": {"$type": "dimension", "tiny": {"$value": \##(Self.px(2))}}}
            """##)
        Self.expectFail(
            .minFontSize,
            ##"""
            {"type": {"$type": "typography", "legal": {"$value": \##(typography(9))}},
             "font-size": {"$type": "dimension", "micro": {"$value": \##(Self.px(10))}}}
            """##, count: 2)
        Self.expectPass(
            .minFontSize, ##"{"font-size": {"$type": "dimension", "micro": {"$value": \##(Self.px(10))}}}"##,
            .init(options: ["minimum": .number(10)]))
    }

    @Test func touchTarget() {
        Self.expectPass(
            .touchTarget,
            ##"""
            {"size": {"$type": "dimension", "hitTarget": {"$value": \##(Self.px(44))}, "icon": {"$value": \##(Self.px(20))},
              "button": {"$value": \##(Self.px(48)), "$extensions": {"dev.tokenc": {"touchTarget": true}}}}}
            """##)
        Self.expectFail(
            .touchTarget,
            ##"""
            {"size": {"$type": "dimension", "min-touch-target": {"$value": \##(Self.px(40))}, "icon": {"$value": \##(Self.px(20))},
              "primaryTapTargetSize": {"$value": \##(Self.px(36))}, "tapTarge": {"$value": \##(Self.px(30))},
              "chip": {"$value": \##(Self.px(32)), "$extensions": {"dev.tokenc": {"touchTarget": true}}}}}
            """##, count: 3)
        Self.expectPass(
            .touchTarget, ##"{"size": {"$type": "dimension", "hitTarget": {"$value": \##(Self.px(40))}}}"##,
            .init(options: ["minimum": .number(40)]))
    }

    static func shadowValue(_ opacity: Double, x: Double = 0, blur: Double) -> String {
        ##"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": \##(opacity)}, "offsetX": \##(px(x)), "offsetY": \##(Self.px(blur / 2)), "blur": \##(Self.px(blur)), "spread": \##(Self.px(0))}"##
    }

    @Test func shadowScale() {
        Self.expectPass(
            .shadowScale,
            ##"""
            {"shadow": {"$type": "shadow", "sm": {"$value": \##(Self.shadowValue(0.04, blur: 2))}, "md": {"$value": \##(Self.shadowValue(0.08, blur: 6))},
              "lg": {"$value": \##(Self.shadowValue(0.12, blur: 12))}, "focus": {"$value": \##(Self.shadowValue(0.1, blur: 0))}}}
            """##)
        // Too heavy, offset sideways, and the scale's opacity falls from md to lg.
        Self.expectFail(
            .shadowScale,
            ##"""
            {"shadow": {"$type": "shadow", "sm": {"$value": \##(Self.shadowValue(0.05, blur: 2))}, "md": {"$value": \##(Self.shadowValue(0.1, x: 3, blur: 6))},
              "lg": {"$value": \##(Self.shadowValue(0.08, blur: 12))}, "xl": {"$value": \##(Self.shadowValue(0.25, blur: 24))}}}
            """##, count: 3)
        Self.expectPass(
            .shadowScale,
            ##"{"shadow": {"$type": "shadow", "modal": {"$value": \##(Self.shadowValue(0.25, x: 2, blur: 24))}}}"##,
            .init(options: ["max-opacity": .number(0.3), "zero-x": .flag(false)]))
    }

    @Test func monotonicScale() {
        Self.expectPass(
            .monotonicScale,
            ##"""
            {"space": {"$type": "dimension", "xs": {"$value": \##(Self.px(4))}, "sm": {"$value": \##(Self.px(8))}, "md": {"$value": \##(Self.px(8))}, "lg": {"$value": \##(Self.px(16))}, "2xl": {"$value": {"value": 2, "unit": "rem"}}},
             "z": {"$type": "number", "1": {"$value": 30}, "2": {"$value": 20}, "3": {"$value": 10}},
             "weight": {"$type": "fontWeight", "100": {"$value": 100}, "400": {"$value": "regular"}, "700": {"$value": "bold"}},
             "misc": {"$type": "dimension", "gutter": {"$value": \##(Self.px(9))}, "inset": {"$value": \##(Self.px(3))}, "edge": {"$value": \##(Self.px(5))}}}
            """##)
        // md sits below sm; spacing-03 below spacing-02 (the prefix is set aside); durations fine.
        Self.expectFail(
            .monotonicScale,
            ##"""
            {"space": {"$type": "dimension", "xs": {"$value": \##(Self.px(4))}, "sm": {"$value": \##(Self.px(8))}, "md": {"$value": \##(Self.px(6))}, "lg": {"$value": \##(Self.px(16))}},
             "carbon": {"$type": "dimension", "spacing-01": {"$value": \##(Self.px(2))}, "spacing-02": {"$value": \##(Self.px(4))}, "spacing-03": {"$value": \##(Self.px(3))}},
             "duration": {"$type": "duration", "fast": {"$value": {"value": 100, "unit": "ms"}}, "slow": {"$value": {"value": 300, "unit": "ms"}}}}
            """##, count: 2)
    }

    /// Scale names' common prefix on ASCII bytes is the one found character by character, on names made of
    /// letters of both cases, digits and separators (and the two agree on fixed cases).
    @Test func scalePrefixOnBytesMatchesCharacters() {
        #expect(ScaleOrder.commonPrefix(["radius-sm", "radius-md", "radius-lg"]) == "radius-")
        #expect(ScaleOrder.commonPrefix(["spaceSm", "spaceMd", "spaceXl"]) == "space")
        #expect(ScaleOrder.commonPrefix(["gray100", "gray200", "gray050"]) == "gray")
        #expect(ScaleOrder.commonPrefix(["t1", "t10"]) == "t")
        #expect(ScaleOrder.commonPrefix(["größe-s", "größe-m"]) == "größe-")
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abAB01-_.")
        for _ in 0..<5_000 {
            let stem = String(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let names = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                stem
                    + String(
                        (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                            alphabet.randomElement(using: &generator)!
                        })
            }
            #expect(ScaleOrder.asciiCommonPrefix(names) == ScaleOrder.characterCommonPrefix(names), "\(names)")
        }
    }

    @Test func springRange() {
        Self.expectPass(
            .springRange,
            ##"""
            {"spring": {"$type": "spring", "interactive": {"$value": {"response": 0.3, "dampingFraction": 0.7}},
              "smooth": {"$value": {"duration": {"value": 500, "unit": "ms"}, "bounce": 0}}}}
            """##)
        Self.expectFail(
            .springRange,
            ##"""
            {"spring": {"$type": "spring", "wobble": {"$value": {"response": 0.4, "dampingFraction": 0}},
              "loose": {"$value": {"response": 0.4, "dampingFraction": 0.3}}, "slow": {"$value": {"response": 3, "dampingFraction": 0.8}}}}
            """##, count: 3)
        Self.expectPass(
            .springRange,
            ##"{"spring": {"$type": "spring", "loose": {"$value": {"response": 2, "dampingFraction": 0.3}}}}"##,
            .init(options: ["damping-fraction": .range(0.2...1), "response": .range(0.1...2)]))
    }

    @Test func opacityRange() {
        Self.expectPass(
            .opacityRange,
            ##"{"opacity": {"$type": "number", "disabled": {"$value": 0.4}, "full": {"$value": 1}}, "count": {"$type": "number", "max": {"$value": 50}}}"##
        )
        Self.expectFail(
            .opacityRange,
            ##"{"opacity": {"$type": "number", "disabled": {"$value": 40}, "negative": {"$value": -0.1}}, "scrimAlpha": {"$type": "number", "$value": 80}}"##,
            count: 3)
        Self.expectPass(
            .opacityRange, ##"{"fade": {"$type": "number", "$value": 50}}"##,
            .init(options: ["names": .names(["alpha"])]))
    }

    @Test func radiusScale() {
        Self.expectPass(
            .radiusScale,
            ##"""
            {"radius": {"$type": "dimension", "none": {"$value": \##(Self.px(0))}, "sm": {"$value": \##(Self.px(6))}, "md": {"$value": \##(Self.px(12))}, "lg": {"$value": \##(Self.px(20))}, "full": {"$value": \##(Self.px(9999))}}}
            """##, .init(options: ["max": .number(22)]))
        Self.expectFail(
            .radiusScale,
            ##"""
            {"radius": {"$type": "dimension", "sm": {"$value": \##(Self.px(8))}, "md": {"$value": \##(Self.px(6))}, "lg": {"$value": \##(Self.px(28))}, "inner": {"$value": \##(Self.px(-2))}}}
            """##, .init(options: ["max": .number(22)]), count: 3)
    }

    @Test func naming() {
        let kebab = (1...10).map { ##""name-\##($0)": {"$value": \##(Self.px(Double($0)))}"## }.joined(separator: ", ")
        Self.expectPass(
            .naming, ##"{"space": {"$type": "dimension", \##(kebab), "$root": {"$value": \##(Self.px(0))}}}"##)
        // One name in eleven is camelCase among kebab-case: reported. Half and half is a deliberate mix: not.
        Self.expectFail(
            .naming, ##"{"space": {"$type": "dimension", \##(kebab), "extraWide": {"$value": \##(Self.px(99))}}}"##,
            count: 1)
        Self.expectPass(
            .naming,
            ##"{"space": {"$type": "dimension", "oneTwo": {"$value": \##(Self.px(1))}, "threeFour": {"$value": \##(Self.px(2))}, "five-six": {"$value": \##(Self.px(3))}, "seven-eight": {"$value": \##(Self.px(4))}}}"##
        )
        // A configured style checks every name, groups included.
        let (text, count) = Self.findings(
            .naming,
            ##"{"Space": {"$type": "dimension", "oneTwo": {"$value": \##(Self.px(1))}, "three_four": {"$value": \##(Self.px(2))}}}"##,
            .init(options: ["style": .text("camelCase")]))
        #expect(
            count == 2 && text.contains("group name 'Space' in Space.oneTwo is not camelCase")
                && text.contains("token name 'three_four'"), "\(text)")
    }

    @Test func descriptions() {
        // Off by default.
        let bare =
            ##"{"color": {"$type": "color", "ink": {"$value": "#111111"}, "alias": {"$value": "{color.ink}"}}, "space": {"$type": "dimension", "s": {"$value": \##(Self.px(4))}}}"##
        #expect(Support.compile(json: bare).diagnostics.isEmpty)
        Self.expectFail(.descriptions, bare, count: 2)
        Self.expectPass(.descriptions, bare, .init(options: ["types": .names(["typography"])]))
        Self.expectPass(
            .descriptions,
            ##"{"color": {"$type": "color", "ink": {"$value": "#111111", "$description": "Body text."}}}"##)
    }

    @Test func duplicateValues() {
        Self.expectPass(
            .duplicateValues,
            ##"{"color": {"$type": "color", "ink": {"$value": "#111111"}, "text": {"$value": "{color.ink}"}, "line": {"$value": "#111112"}}, "space": {"$type": "dimension", "one": {"$value": \##(Self.px(1))}}, "size": {"$type": "number", "one": {"$value": 1}}}"##
        )
        Self.expectFail(
            .duplicateValues,
            ##"{"color": {"$type": "color", "ink": {"$value": "#111111"}, "text": {"$value": "#111111"}, "line": {"$value": {"colorSpace": "srgb", "components": [0.0666666667, 0.0666666667, 0.0666666667]}}}}"##,
            count: 1)
    }

    @Test func gamut() {
        Self.expectPass(
            .gamut,
            ##"{"color": {"$type": "color", "ink": {"$value": "#111111"}, "vivid": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}}"##
        )
        Self.expectFail(
            .gamut,
            ##"{"color": {"$type": "color", "laser": {"$value": {"colorSpace": "rec2020", "components": [0, 1, 0]}}, "vivid": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}}"##,
            count: 1)
        let (text, count) = Self.findings(
            .gamut,
            ##"{"color": {"$type": "color", "vivid": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}, "web": {"$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 30]}}}}"##,
            .init(options: ["gamut": .text("srgb")]))
        #expect(count == 1 && text.contains("color color.vivid (display-p3) lies beyond sRGB"), "\(text)")
        #expect(ColorConversion.gamut(ColorValue(space: .srgb, components: [1, 1, 1])) == .sRGB)
        #expect(ColorConversion.gamut(ColorValue(space: .displayP3, components: [0, 1, 0])) == .displayP3)
        #expect(ColorConversion.gamut(ColorValue(space: .rec2020, components: [0, 1, 0])) == nil)
    }

    @Test func deprecatedAlias() {
        Self.expectPass(
            .deprecatedAlias,
            ##"{"radius": {"$type": "dimension", "card": {"$value": \##(Self.px(12))}, "old": {"$value": \##(Self.px(10)), "$deprecated": true}, "older": {"$value": "{radius.old}", "$deprecated": "Use radius.card."}, "sheet": {"$value": "{radius.card}"}}}"##
        )
        Self.expectFail(
            .deprecatedAlias,
            ##"""
            {"radius": {"$type": "dimension", "old": {"$value": \##(Self.px(10)), "$deprecated": "Use radius.card."}, "sheet": {"$value": "{radius.old}"}},
             "border": {"$type": "border", "card": {"$value": {"color": "#000000", "width": "{radius.old}", "style": "solid"}}}}
            """##, count: 2)
    }

    /// Light and dark: in `color`, the label and background change but the separator was never given a dark
    /// value; the transparent color and the primitives (none of which changes) are fine. The dark theme's
    /// `density` context changes nothing.
    static let themed = ResolverFixture(
        resolver: """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {
               "appearance": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"},
               "density": {"contexts": {"regular": [], "compact": [{"$ref": "empty.tokens.json"}]}, "default": "regular"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/appearance"}, {"$ref": "#/modifiers/density"}]}
            """,
        files: [
            "base.tokens.json": ##"""
            {"palette": {"$type": "color", "black": {"$value": "#000000"}, "white": {"$value": "#FFFFFF"}},
             "color": {"$type": "color", "label": {"$value": "{palette.black}"}, "background": {"$value": "{palette.white}"},
               "separator": {"$value": "#C6C6C8"}, "clear": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0}}}}
            """##,
            "dark.tokens.json":
                ##"{"color": {"label": {"$value": "{palette.white}"}, "background": {"$value": "{palette.black}"}}}"##,
            "empty.tokens.json": ##"{"palette": {"$type": "color", "black": {"$value": "#000000"}}}"##,
        ])

    @Test func requiredContextsAndUnusedContexts() {
        let result = Self.themed.compile()
        let rendered = DiagnosticRenderer(limit: 0).render(result.diagnostics, sources: result.sources)
        Support.assertGolden(rendered, "lint/required-contexts.txt")
        let required = result.diagnostics.filter { $0.rule == .requiredContexts }
        #expect(
            required.count == 1
                && required[0].message.hasPrefix(
                    "color.separator is the same in every appearance while 2 of its 2 siblings change"),
            "\(rendered)")
        let unused = result.diagnostics.filter { $0.rule == .unusedContexts }
        #expect(
            unused.count == 1 && unused[0].message.hasPrefix("context compact of modifier density changes no token")
                && unused[0].location != nil, "\(rendered)")
        #expect(result.sources.path(of: unused[0].location!) == "t.resolver.json")
        #expect(result.model != nil, "lint warnings keep the model")

        // Passing: the separator gets its dark value, and the compact context changes a spacing.
        var fixed = Self.themed
        fixed.files["dark.tokens.json"] =
            ##"{"color": {"label": {"$value": "{palette.white}"}, "background": {"$value": "{palette.black}"}, "separator": {"$value": "#38383A"}}}"##
        fixed.files["empty.tokens.json"] =
            ##"{"space": {"$type": "dimension", "gap": {"$value": {"value": 4, "unit": "px"}}}}"##
        fixed.files["base.tokens.json"] = fixed.files["base.tokens.json"]!.replacingOccurrences(
            of: "\"color\": {",
            with:
                "\"space\": {\"$type\": \"dimension\", \"gap\": {\"$value\": {\"value\": 8, \"unit\": \"px\"}}}, \"color\": {"
        )
        let passing = fixed.compile()
        #expect(
            passing.diagnostics.isEmpty,
            "\(DiagnosticRenderer(limit: 0).render(passing.diagnostics, sources: passing.sources))")
    }

    @Test func tokensIgnoreRulesByName() {
        let json = ##"""
            {"size": {"$type": "dimension", "hitTarget": {"$value": \##(Self.px(30)), "$extensions": {"dev.tokenc": {"lint": {"ignore": ["touch-target"]}}}},
              "tapTarget": {"$value": \##(Self.px(30)), "$extensions": {"dev.tokenc": {"lint": {"ignore": ["touch-targets", 3], "skip": true}}}}}}
            """##
        let result = Support.compile(json: json)
        Support.assertGolden(Support.render(result), "lint/ignore-marks.txt")
        #expect(result.diagnostics.filter { $0.rule == .touchTarget }.count == 1)
        #expect(result.diagnostics.filter { $0.rule == .lintDeclaration }.count == 3)
        #expect(result.model == nil)
    }

    /// APCA-W3 0.0.98G-4g's published reference values (the apca-w3 package's own tests).
    @Test(arguments: [
        ("#888888", "#FFFFFF", 63.056469930209424), ("#FFFFFF", "#888888", -68.54146436644962),
        ("#000000", "#AAAAAA", 58.146262578561334), ("#AAAAAA", "#000000", -56.24113336839742),
    ])
    func apcaMatchesReferenceValues(_ text: String, _ background: String, _ expected: Double) {
        let lc = APCAContrast.lightnessContrast(
            foreground: ContrastRuleTests.color(text), background: ContrastRuleTests.color(background))
        #expect(abs(lc - expected) < 1e-9, "\(lc)")
    }

    @Test func contrastWithAPCA() {
        // #767676 on white passes WCAG AA (4.54:1) but is Lc 71.6 by APCA: enough for AA (60), not for AAA (75).
        let json =
            ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "text": {"$value": "#767676", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.bg}", "level": "AAA"}}}}}}"##
        let (text, count) = Self.findings(.contrast, json, .init(options: ["algorithm": .text("apca")]))
        #expect(
            count == 1 && text.contains("contrast of color.text on color.bg is Lc 71.6; AAA needs Lc 75"), "\(text)")
        Self.expectPass(
            .contrast, json.replacingOccurrences(of: "AAA", with: "AA"), .init(options: ["algorithm": .text("apca")]))
    }

    @Test func rulesCanBeTurnedOffAndRaised() {
        let json = ##"{"size": {"$type": "dimension", "hitTarget": {"$value": \##(Self.px(30))}}}"##
        let off = Support.compile(
            [("tokens.json", json)], lint: LintSettings(rules: [.touchTarget: .init(level: .ignore)]))
        #expect(off.diagnostics.isEmpty && off.model != nil)
        let raised = Support.compile(
            [("tokens.json", json)], lint: LintSettings(rules: [.touchTarget: .init(level: .error)]))
        #expect(raised.diagnostics.map(\.severity) == [.error] && raised.model == nil)
        #expect(Linter.catalog.map(\.id) == Rule.lint, "every rule is listed, in the documented order")
        #expect(Set(Linter.ids).count == Linter.ids.count)
    }

    /// The index the rules share: sibling groups in the order of their first member of the asked types (not of
    /// their first token), tokens of a type in model order, and a group's tokens under a nested group kept apart.
    @Test func lintIndexGroupsSiblingsByParent() throws {
        let result = Support.compile(
            json: ##"""
                {"a": {"c": {"$type": "number", "$value": 1}, "y": {"$type": "shadow", "$value": \##(Self.shadowValue(0.1, blur: 4))},
                       "d": {"x": {"$type": "shadow", "$value": \##(Self.shadowValue(0.1, blur: 4))}}},
                 "e": {"s": {"$type": "shadow", "$value": \##(Self.shadowValue(0.1, blur: 4))}, "m": {"$type": "number", "$value": 2}}}
                """##)
        let model = try #require(result.model)
        let index = LintIndex(model)
        let paths = { (group: LintIndex.Group) in group.members.map { model.tokens[$0].path.description } }
        // The model keeps the order written.
        #expect(model.tokens.map(\.path.description) == ["a.c", "a.y", "a.d.x", "e.s", "e.m"])
        #expect(index.groups.map(paths) == [["a.c", "a.y"], ["a.d.x"], ["e.s", "e.m"]])
        #expect(index.groups(of: [.shadow], in: model).map(\.parent.description) == ["a", "a.d", "e"])
        #expect(index.groups(of: [.shadow], in: model).map(paths) == [["a.y"], ["a.d.x"], ["e.s"]])
        #expect(index.groups(of: [.number], in: model).map(paths) == [["a.c"], ["e.m"]])
        #expect(index.tokens(of: .shadow).map { model.tokens[$0].path.description } == ["a.y", "a.d.x", "e.s"])
        #expect(index.tokens(of: .color).isEmpty)
    }
}
