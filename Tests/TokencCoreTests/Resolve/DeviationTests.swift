import Foundation
import Testing

@testable import TokencCore

/// The deviations from DTCG 2025.10 that real files make: read as meant with a located warning by default,
/// the same diagnostic as an error under `--strict-dtcg`.
@Suite("Deviations from the spec's letter")
struct DeviationTests {
    /// One fixture per deviation: (rule, `$type`, `$value` as written, the value it is read as).
    static let cases: [(rule: Rule, type: String, value: String, expected: TokenValue)] = [
        (
            .shortHex, "color", ##"{"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}"##,
            .color(ColorValue(space: .srgb, components: [1, 1, 1], alpha: 1, hex: "#ffffff"))
        ),
        (.legacyDimension, "dimension", #""16px""#, .dimension(DimensionValue(value: 16, unit: .px))),
        (.legacyDimension, "dimension", #""1.5rem""#, .dimension(DimensionValue(value: 1.5, unit: .rem))),
        (.legacyDimension, "dimension", "0", .dimension(DimensionValue(value: 0, unit: .px))),
        (
            .nonstandardUnit, "dimension", #"{"value": 0.02, "unit": "em"}"#,
            .dimension(DimensionValue(value: 0.02, unit: .em))
        ),
        (
            .nonstandardUnit, "dimension", #"{"value": 50, "unit": "%"}"#,
            .dimension(DimensionValue(value: 50, unit: .percent))
        ),
        (
            .nonstandardUnit, "dimension", #"{"value": 2, "unit": "vw"}"#,
            .dimension(DimensionValue(value: 2, unit: .vw))
        ),
        (
            .nonstandardUnit, "dimension", #"{"value": 8, "unit": "dp"}"#,
            .dimension(DimensionValue(value: 8, unit: .px))
        ),
        (
            .nonstandardUnit, "dimension", #"{"value": 8, "unit": "sp"}"#,
            .dimension(DimensionValue(value: 8, unit: .px))
        ),
        (
            .nonstandardUnit, "dimension", #"{"value": 8, "unit": "pt"}"#,
            .dimension(DimensionValue(value: 8, unit: .px))
        ),
        (.nonstandardUnit, "dimension", #"{"value": 0, "unit": ""}"#, .dimension(DimensionValue(value: 0, unit: .px))),
        (
            .negativeDuration, "duration", #"{"value": -100, "unit": "ms"}"#,
            .duration(DurationValue(value: -100, unit: .ms))
        ),
        (.foreignType, "string", #""Inter, sans-serif""#, .string("Inter, sans-serif")),
        (.foreignType, "boolean", "true", .boolean(true)),
        (.foreignType, "link", #""https://example.com/a.svg""#, .link("https://example.com/a.svg")),
        (
            .customType, "elevationLevel", #"{"z": 3}"#,
            .custom(CustomValue(typeName: "elevationLevel", json: .object([("z", .number(3))])))
        ),
        (
            .lineHeightDimension, "typography",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"value": 24, "unit": "px"}}"#,
            .typography(
                TypographyValue(
                    fontFamily: ["Inter"], fontSize: DimensionValue(value: 16, unit: .px),
                    fontWeight: FontWeightValue(weight: 400), letterSpacing: DimensionValue(value: 0, unit: .px),
                    lineHeight: .length(DimensionValue(value: 24, unit: .px))))
        ),
        (
            .lineHeightDimension, "typography",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "150%"}"#,
            .typography(
                TypographyValue(
                    fontFamily: ["Inter"], fontSize: DimensionValue(value: 16, unit: .px),
                    fontWeight: FontWeightValue(weight: 400), letterSpacing: DimensionValue(value: 0, unit: .px),
                    lineHeight: .multiple(1.5)))
        ),
        (
            .typographyProperty, "typography",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5, "textTransform": "uppercase"}"#,
            .typography(
                TypographyValue(
                    fontFamily: ["Inter"], fontSize: DimensionValue(value: 16, unit: .px),
                    fontWeight: FontWeightValue(weight: 400), letterSpacing: DimensionValue(value: 0, unit: .px),
                    lineHeight: .multiple(1.5), textTransform: "uppercase"))
        ),
        (
            .unknownProperty, "dimension", #"{"value": 4, "unit": "px", "WebkitFontSmoothing": "auto"}"#,
            .dimension(DimensionValue(value: 4, unit: .px))
        ),
        (.legacyDimension, "duration", #""200ms""#, .duration(DurationValue(value: 200, unit: .ms))),
        (.numberString, "number", #""1.5""#, .number(1.5)),
        (
            .cssColor, "color", #""rgba(0, 128, 255, 0.5)""#,
            .color(ColorValue(space: .srgb, components: [0, 128.0 / 255, 1], alpha: 0.5))
        ),
        (
            .cssColor, "color", #""oklch(70% 0.15 250deg / 50%)""#,
            .color(ColorValue(space: .oklch, components: [0.7, 0.15, 250], alpha: 0.5))
        ),
        (
            .cssColor, "color", #""color(display-p3 1 0.5 none)""#,
            .color(ColorValue(space: .displayP3, components: [1, 0.5, nil]))
        ),
        (.cssColor, "color", #""hsl(210, 50%, 40%)""#, .color(ColorValue(space: .hsl, components: [210, 50, 40]))),
        (
            .fontStack, "fontFamily", #""'Helvetica Neue', Arial, sans-serif""#,
            .fontFamily(["Helvetica Neue", "Arial", "sans-serif"])
        ),
        (.colorKeyword, "color", #""transparent""#, .color(ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0))),
        (.colorKeyword, "color", #""RebeccaPurple""#, .color(ValueDecoder.parseHex("#663399")!)),
        // Early drafts: calc() over references and sizes, `none` transitions, numbers with a unit.
        (.legacyDimension, "dimension", #""calc({n} * 8px + 1px)""#, .dimension(DimensionValue(value: 3, unit: .px))),
        (.legacyDimension, "dimension", #""calc(1rem + 4px)""#, .dimension(DimensionValue(value: 20, unit: .px))),
        (.legacyDimension, "dimension", #""calc(100% - {n} * 4px)""#, .string("calc(100% - 0.25 * 4px)")),
        (
            .transitionDefault, "transition", #""none""#,
            .transition(
                TransitionValue(
                    duration: DurationValue(value: 0, unit: .ms), delay: DurationValue(value: 0, unit: .ms),
                    timingFunction: CubicBezierValue(p1x: 0, p1y: 0, p2x: 1, p2y: 1)))
        ),
        (.numberString, "number", #""1.5rem""#, .number(1.5)),
        (.numberString, "fontWeight", #""700""#, .fontWeight(FontWeightValue(weight: 700))),
        (.weightName, "fontWeight", #""SemiBold""#, .fontWeight(FontWeightValue(weight: 600))),
        (.numberString, "number", #""40%""#, .number(0.4)),
        // CSS text for a composite, as a stylesheet would hold it.
        (
            .cssValue, "shadow", ##""0 1px 2px #0000001a""##,
            .shadow(
                ShadowValue(
                    layers: [
                        ShadowValue.Layer(
                            color: ValueDecoder.parseHex("#0000001a")!, offsetX: DimensionValue(value: 0, unit: .px),
                            offsetY: DimensionValue(value: 1, unit: .px), blur: DimensionValue(value: 2, unit: .px),
                            spread: DimensionValue(value: 0, unit: .px), inset: false)
                    ], isLayered: false))
        ),
        (
            .cssValue, "shadow", ##""inset 0 0 0 1px #000000, 0 4px 8px -2px #00000033""##,
            .shadow(
                ShadowValue(
                    layers: [
                        ShadowValue.Layer(
                            color: ValueDecoder.parseHex("#000000")!, offsetX: DimensionValue(value: 0, unit: .px),
                            offsetY: DimensionValue(value: 0, unit: .px), blur: DimensionValue(value: 0, unit: .px),
                            spread: DimensionValue(value: 1, unit: .px), inset: true),
                        ShadowValue.Layer(
                            color: ValueDecoder.parseHex("#00000033")!, offsetX: DimensionValue(value: 0, unit: .px),
                            offsetY: DimensionValue(value: 4, unit: .px), blur: DimensionValue(value: 8, unit: .px),
                            spread: DimensionValue(value: -2, unit: .px), inset: false),
                    ], isLayered: true))
        ),
        (
            .cssValue, "shadow", #""none""#,
            .shadow(
                ShadowValue(
                    layers: [
                        ShadowValue.Layer(
                            color: ValueDecoder.parseHex("#00000000")!, offsetX: DimensionValue(value: 0, unit: .px),
                            offsetY: DimensionValue(value: 0, unit: .px), blur: DimensionValue(value: 0, unit: .px),
                            spread: DimensionValue(value: 0, unit: .px), inset: false)
                    ], isLayered: false))
        ),
        (
            .cssValue, "border", ##""1px dashed #e5e5e5""##,
            .border(
                BorderValue(
                    color: ValueDecoder.parseHex("#e5e5e5")!, width: DimensionValue(value: 1, unit: .px),
                    style: .keyword(.dashed)))
        ),
        (
            .cssValue, "cubicBezier", #""ease-in-out""#,
            .cubicBezier(CubicBezierValue(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1))
        ),
        (
            .cssValue, "cubicBezier", #""cubic-bezier(0.4, 0, 0.2, 1)""#,
            .cubicBezier(CubicBezierValue(p1x: 0.4, p1y: 0, p2x: 0.2, p2y: 1))
        ),
        (.weightName, "fontWeight", #""Extra Light""#, .fontWeight(FontWeightValue(weight: 200))),
        (
            .weightName, "typography",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": "Bold Italic", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}"#,
            .typography(
                TypographyValue(
                    fontFamily: ["Inter"], fontSize: DimensionValue(value: 16, unit: .px),
                    fontWeight: FontWeightValue(weight: 700), letterSpacing: DimensionValue(value: 0, unit: .px),
                    lineHeight: .multiple(1.5), fontStyle: "italic"))
        ),
        (
            .numberString, "typography",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "1.25"}"#,
            .typography(
                TypographyValue(
                    fontFamily: ["Inter"], fontSize: DimensionValue(value: 16, unit: .px),
                    fontWeight: FontWeightValue(weight: 400), letterSpacing: DimensionValue(value: 0, unit: .px),
                    lineHeight: .multiple(1.25)))
        ),
        (.legacyDimension, "duration", #""0.2s""#, .duration(DurationValue(value: 0.2, unit: .s))),
        // As early drafts write values: a transition as a list, a CSS-wide keyword for a color.
        (
            .legacyValue, "transition", #"["200ms", "0ms", [0.4, 0, 0.2, 1]]"#,
            .transition(
                TransitionValue(
                    duration: DurationValue(value: 200, unit: .ms), delay: DurationValue(value: 0, unit: .ms),
                    timingFunction: CubicBezierValue(p1x: 0.4, p1y: 0, p2x: 0.2, p2y: 1)))
        ),
        (.legacyValue, "color", #""inherit""#, .string("inherit")),
        // A gradient in a color token, as stylesheets and Tokens Studio keep one: text.
        (
            .gradientColor, "color", ##""linear-gradient(90deg, #ff0000 0%, #0000ff 100%)""##,
            .string("linear-gradient(90deg, #ff0000 0%, #0000ff 100%)")
        ),
        (
            .typographyDefault, "typography",
            #"{"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 500}"#,
            .typography(
                TypographyValue(
                    fontFamily: ["Inter"], fontSize: DimensionValue(value: 12, unit: .px),
                    fontWeight: FontWeightValue(weight: 500), letterSpacing: DimensionValue(value: 0, unit: .px),
                    lineHeight: .multiple(1.2)))
        ),
        (
            .shadowDefault, "shadow",
            ##"{"color": "#000000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}}"##,
            .shadow(
                ShadowValue(
                    layers: [
                        ShadowValue.Layer(
                            color: ColorValue(space: .srgb, components: [0, 0, 0], alpha: 1, hex: "#000000"),
                            offsetX: DimensionValue(value: 0, unit: .px), offsetY: DimensionValue(value: 2, unit: .px),
                            blur: DimensionValue(value: 0, unit: .px), spread: DimensionValue(value: 0, unit: .px),
                            inset: false)
                    ], isLayered: false))
        ),
    ]

    static func document(_ type: String, _ value: String) -> String {
        #"{"n": {"$type": "number", "$value": 0.25}, "t": {"$type": "\#(type)", "$value": \#(value)}}"#
    }

    @Test(arguments: cases.indices)
    func readAsMeantWithAWarningAndAnErrorUnderStrict(_ index: Int) throws {
        let (rule, type, value, expected) = Self.cases[index]
        let lenient = Support.compile(json: Self.document(type, value))
        #expect(!lenient.hasErrors, "\(Support.render(lenient))")
        #expect(lenient.diagnostics.map(\.rule).contains(rule), "\(Support.render(lenient))")
        #expect(lenient.diagnostics.allSatisfy { $0.severity == .warning && $0.location != nil })
        #expect(Support.value(lenient, "t") == expected)

        let strict = Support.compile(json: Self.document(type, value), strict: true)
        #expect(strict.model == nil)
        let expectedStrictRule = rule == .customType ? Rule.unknownType : rule
        #expect(
            strict.diagnostics.contains { $0.severity == .error && $0.rule == expectedStrictRule },
            "\(Support.render(strict))")
    }

    /// A color token kept as a gradient's text is a string token; a color token that aliases it is that text too,
    /// its alias kept, and said once, at the gradient; a reference inside the gradient is filled in.
    @Test func aColorAliasToAGradientKeptAsTextIsThatText() throws {
        let result = Support.compile(
            json: ##"""
                {"c": {"$type": "color", "start": {"$value": "#ff0000"},
                  "hero": {"$value": "radial-gradient(circle, {c.start}, #000000)"}, "banner": {"$value": "{c.hero}"}}}
                """##)
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect(result.diagnostics.map(\.rule) == [.gradientColor])
        let banner = try #require(result.model?.token(at: TokenPath(dotted: "c.banner")))
        #expect(banner.type == .string && banner.aliasOf == TokenPath(dotted: "c.hero"))
        #expect(banner.value == .string("radial-gradient(circle, #ff0000, #000000)"))
    }

    @Test func aStrayPropertyBesideValueIsIgnoredWithAWarning() throws {
        let (text, markers) = Support.marked(##"{"c": {"$type": "color", "$value": "#ff0000", 1️⃣"alpha": 0}}"##)
        let lenient = Support.compile(json: text)
        #expect(
            lenient.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.rule)" } == [
                "\(markers[0]) token-property"
            ])
        #expect(Support.value(lenient, "c") != nil)
        #expect(Support.errors(Support.compile(json: text, strict: true)) == ["\(markers[0]) token-property"])
        // An object beside $value that holds a token is a child: the spec's error in both modes.
        let child = Support.compile(
            json: ##"{"c": {"$type": "color", "$value": "#ff0000", "dark": {"$value": "#000000"}}}"##)
        #expect(Support.rules(child) == ["token-with-children"])
        // One that holds none is the author's metadata, as early drafts wrote it.
        let metadata = Support.compile(
            json: ##"{"c": {"$type": "color", "$value": "#ff0000", "actions": {"hover": "lighten"}}}"##)
        #expect(metadata.diagnostics.map(\.rule) == [.tokenProperty] && Support.value(metadata, "c") != nil)
    }

    /// A root `$meta`, an exporting tool's notes, is ignored with a warning (an error under --strict-dtcg); the
    /// same key deeper in the file is still an unknown property.
    @Test func aRootMetaIsIgnoredWithAWarning() throws {
        let (text, markers) = Support.marked(
            ##"{1️⃣"$meta": {"tool": "x", "createdAt": "2026"}, "c": {"$type": "color", "$value": "#ff0000"}}"##)
        let lenient = Support.compile(json: text)
        #expect(
            lenient.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.rule) \($0.severity)" } == [
                "\(markers[0]) unknown-property warning"
            ])
        #expect(Support.value(lenient, "c") != nil && lenient.model?.tokens.count == 1)
        #expect(Support.errors(Support.compile(json: text, strict: true)) == ["\(markers[0]) unknown-property"])
        let nested = Support.compile(json: ##"{"g": {"$meta": {}, "c": {"$type": "color", "$value": "#ff0000"}}}"##)
        #expect(Support.errors(nested).count == 1)
    }

    /// A reference to a token whose definition is an error is one note, not a second error.
    @Test func aReferenceToABrokenTokenIsANoteNotAnError() throws {
        let (text, markers) = Support.marked(
            ##"{"a": {"$type": "color", "$value": "#ff0000", "dark": {"$value": "#000"}}, "b": {"$value": 1️⃣"{a}"}, "c": {"$value": "{b}"}}"##
        )
        let result = Support.compile(json: text)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.rule) == [.tokenWithChildren])
        let note = try #require(result.diagnostics.first { $0.severity == .note })
        #expect("\(note.location!.line):\(note.location!.column)" == markers[0] && note.rule == .unknownAlias)
        #expect(currentColorIsTextForCSS())
    }

    /// `currentColor` as a color, as early drafts write it: CSS's text color where it is used, kept as text.
    func currentColorIsTextForCSS() -> Bool {
        let json = #"{"c": {"$type": "color", "$value": "currentColor"}}"#
        return Support.value(Support.compile(json: json), "c") == .string("currentColor")
            && Support.rules(Support.compile(json: json, strict: true)) == ["legacy-value"]
    }

    @Test func aCubicBezierCoordinateMayAliasANumber() throws {
        let json =
            #"{"n": {"$type": "number", "$value": 0.25}, "e": {"$type": "cubicBezier", "$value": ["{n}", 0.1, 0.25, 1]}}"#
        let lenient = Support.compile(json: json)
        #expect(lenient.diagnostics.map(\.rule) == [.coordinateAlias])
        #expect(Support.value(lenient, "e") == .cubicBezier(CubicBezierValue(p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1)))
        #expect(Support.rules(Support.compile(json: json, strict: true)) == ["coordinate-alias"])
    }

    @Test func aLineHeightMayAliasADimension() throws {
        let json =
            #"{"lh": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}, "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "{lh}"}}}"#
        let lenient = Support.compile(json: json)
        #expect(lenient.diagnostics.map(\.rule) == [.lineHeightDimension])
        guard case .typography(let type)? = Support.value(lenient, "t") else {
            Issue.record("no typography")
            return
        }
        #expect(type.lineHeight == .length(DimensionValue(value: 20, unit: .px)))
        #expect(type.lineHeightMultiple == 1.25)
    }

    /// The warnings' text, one fixture per rule, as the CLI prints them.
    @Test func theWarningsMatchTheGolden() {
        var text = ""
        for (rule, type, value, _) in Self.cases {
            let result = Support.compile(json: Self.document(type, value))
            text += "# \(rule) — \(type) \(value)\n" + Support.render(result)
        }
        let others = [
            ("token-property", ##"{"c": {"$type": "color", "$value": "#ff0000", "alpha": 0}}"##),
            (
                "coordinate-alias",
                #"{"n": {"$type": "number", "$value": 0.25}, "e": {"$type": "cubicBezier", "$value": ["{n}", 0.1, 0.25, 1]}}"#
            ),
            (
                "line-height-dimension (alias)",
                #"{"lh": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}, "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "{lh}"}}}"#
            ),
        ]
        for (rule, json) in others {
            text += "# \(rule) — \(json)\n" + Support.render(Support.compile(json: json))
        }
        Support.assertGolden(text, "deviations/warnings.txt")
    }

    @Test func severitiesFromTheConfigApplyToWarningsOnly() {
        let json =
            ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000"}}, "d": {"$type": "dimension", "$value": "4px"}}"##
        let files = [SourceFile(path: "t.json", text: json)]
        let ignored = Pipeline.compile(.classify(files), options: Pipeline.Options(levels: [.shortHex: .ignore]))
        #expect(ignored.diagnostics.map(\.rule) == [.legacyDimension])
        let raised = Pipeline.compile(.classify(files), options: Pipeline.Options(levels: [.legacyDimension: .error]))
        #expect(raised.model == nil)
        #expect(Support.rules(raised) == ["legacy-dimension"])
    }

    @Test func warningsBeyondTheLimitPerRuleAreSummedUp() {
        let tokens = (0..<9).map { #""d\#($0)": {"$type": "dimension", "$value": 0}"# }.joined(separator: ", ")
        let result = Support.compile(json: "{\(tokens), \"bad\": {\"$type\": \"dimension\", \"$value\": true}}")
        let text = DiagnosticRenderer(limit: 200, warningsPerRule: 3).render(
            result.diagnostics, sources: result.sources)
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.contains("warning:") && $0.contains("[legacy-dimension]") }.count == 3)
        #expect(lines.filter { $0.contains("error:") }.count == 1)
        #expect(
            lines.last?.contains("note: 6 more [legacy-dimension] warnings not shown (9 in all)") == true, "\(text)")
        #expect(lines.last?.hasSuffix("[warning-summary]") == true)
        #expect(lines.last?.hasPrefix("tokens.json:1:") == true)
    }

    @Test func configReadsDiagnosticsAndWarningLimits() throws {
        var bag = DiagnosticBag()
        let file = SourceFile(
            path: "tokenc.yaml",
            text:
                "sources: [tokens]\ndiagnostics: { short-hex: ignore, legacy-dimension: error }\nwarnings-per-rule: 2\nmax-warnings: 0\n"
        )
        let config = try #require(ProjectConfig.load(file, directory: URL(fileURLWithPath: "/tmp"), diagnostics: &bag))
        #expect(config.diagnosticLevels == [.shortHex: .ignore, .legacyDimension: .error])
        #expect(config.warningsPerRule == 2)
        #expect(config.maxWarnings == 0)
        var bad = DiagnosticBag()
        _ = ProjectConfig.load(
            SourceFile(
                path: "tokenc.yaml", text: "sources: [tokens]\ndiagnostics: { short-hx: ignore, alias-cycle: ignore }\n"
            ), directory: URL(fileURLWithPath: "/tmp"), diagnostics: &bad)
        #expect(
            bad.diagnostics.map(\.message) == [
                "'short-hx' is not a rule whose severity can be set; did you mean 'short-hex'?",
                "'alias-cycle' is not a rule whose severity can be set; rules that are warnings by default: \(Rule.adjustable.map(\.rawValue).joined(separator: ", "))",
            ])
    }
}

/// What each output makes of what the lenient reading accepts.
@Suite("Deviations in the outputs")
struct DeviationOutputTests {
    static let json = ##"""
        {
          "brand": {
            "name": {"$type": "string", "$value": "Acme \"Pro\""},
            "beta": {"$type": "boolean", "$value": true},
            "logo": {"$type": "link", "$value": "https://example.com/logo.svg"},
            "meta": {"$type": "elevationLevel", "$value": {"z": 3}}
          },
          "layout": {"gutter": {"$type": "dimension", "$value": {"value": 2, "unit": "vw"}}},
          "text": {
            "$type": "typography",
            "caps": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 600,
              "letterSpacing": {"value": 0.05, "unit": "em"}, "lineHeight": {"value": 24, "unit": "px"},
              "fontStyle": "italic", "textDecoration": "underline line-through", "textTransform": "uppercase"}}
          }
        }
        """##

    static func model() throws -> TokenModel {
        let result = Support.compile(json: json)
        #expect(!result.hasErrors, "\(Support.render(result))")
        return try #require(result.model)
    }

    @Test func swiftHasConstantsForPeerTypesAndLeavesOutWhatItCannotExpress() throws {
        let output = SwiftEmitter.emit(EmitContext(try Self.model()))
        let source = try #require(output.source)
        #expect(source.contains(#"static var name: String { "Acme \"Pro\"" }"#))
        #expect(source.contains("static var beta: Bool { true }"))
        #expect(source.contains(#"static var logo: URL { URL(string: "https://example.com/logo.svg")! }"#))
        #expect(!source.contains("gutter"))
        #expect(!source.contains("meta"))
        // em tracking against the font size (0.05 × 16 = 0.8 pt); a 24 px line height over 16 pt is 1.5 ×.
        for argument in [
            "letterSpacing: 0.8,", "lineHeight: 1.5,", "italic: true,", "underline: true,", "strikethrough: true,",
            "textCase: .uppercase",
        ] {
            #expect(source.contains(argument), "\(argument)")
        }
        #expect(
            output.diagnostics.map { "\($0.rule) \($0.message)" } == [
                "swift-unsupported token 'layout.gutter' is left out of the Swift output: its unit 'vw' has no fixed length in points (CSS and JSON keep it)"
            ])
        let consumer = """
            import SwiftUI

            struct Title: View {
                var body: some View {
                    Text(DesignTokens.Brand.name).font(DesignTokens.Text.caps)
                }
            }
            """
        let run = SwiftToolchain.typecheck(["DesignTokens.swift": source, "Consumer.swift": consumer], stub: true)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func cssKeepsRelativeUnitsAndTheCSSOnlyProperties() throws {
        let output = CSSEmitter.emit(EmitContext(try Self.model()), options: CSSEmitter.Options())
        let css = try #require(output.css)
        #expect(css.contains(#"--brand-name: "Acme \"Pro\"";"#), "\(css)")
        #expect(css.contains("--brand-beta: true;"))
        #expect(css.contains(#"--brand-logo: url("https://example.com/logo.svg");"#))
        #expect(!css.contains("--brand-meta"))
        #expect(css.contains("--layout-gutter: 2vw;"))
        #expect(
            css.contains(#"--text-caps: italic 600 16px/24px "Inter";"#)
                || css.contains("--text-caps: italic 600 16px/24px Inter;"), "\(css)")
        #expect(css.contains("--text-caps-letter-spacing: 0.05em;"))
        #expect(css.contains("--text-caps-text-decoration: underline line-through;"))
        #expect(css.contains("--text-caps-text-transform: uppercase;"))
        if CSSParser.available { #expect(CSSParser.errors(css).isEmpty) }
    }

    @Test func theResolvedJSONKeepsEveryToken() throws {
        let model = try Self.model()
        let json = ModelDumper.json(model, sources: SourceManager())
        #expect(json.contains(#""typeName""#) == false)
        for needle in [
            #""elevationLevel""#, #""z": 3"#, #""unit": "vw""#, #""textTransform": "uppercase""#,
            #""https://example.com/logo.svg""#,
        ] {
            #expect(json.contains(needle), "\(needle)")
        }
    }

    @Test func theDocsShowPeerTypes() throws {
        let pages = MarkdownEmitter.emit(EmitContext(try Self.model()), options: MarkdownEmitter.Options())
        let brand = try #require(pages.first { $0.path == "brand.md" })
        let text = String(decoding: brand.bytes, as: UTF8.self)
        #expect(text.contains("https://example.com/logo.svg"))
        #expect(text.contains("Acme"))
    }
}

extension DeviationOutputTests {
    @Test func docsAndPreviewLinkNoMissingPictureAndLeaveOutCustomTypes() throws {
        let model = try Self.model()
        let pages = MarkdownEmitter.emit(EmitContext(model), options: MarkdownEmitter.Options())
        let written = Set(pages.map(\.path))
        for page in pages where page.path.hasSuffix(".md") {
            let text = String(decoding: page.bytes, as: UTF8.self)
            #expect(!text.contains("brand-meta"), "\(page.path)")
            for match in text.split(separator: "(").dropFirst() where match.hasPrefix("images/") {
                let link = String(match.prefix { $0 != ")" && $0 != "#" })
                #expect(written.contains(link), "\(page.path) links \(link)")
            }
        }
        let stylesheet = try #require(CSSEmitter.emit(EmitContext(model)).bytes)
        let preview = PreviewPage.render(EmitContext(model), stylesheet: stylesheet)
        #expect(!String(decoding: preview, as: UTF8.self).contains("brand.meta"))
    }
}

extension DeviationTests {
    @Test func referencesInsideAStringTokenAreInterpolatedAsPeerToolsDo() throws {
        let json = ##"""
            {"w": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
             "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}},
             "sh": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
             "s": {"$type": "string", "$value": "inset 0 0 0 {w} {c}"},
             "edge": {"$type": "string", "$value": "{w} solid {c}"},
             "t": {"$type": "string", "$value": "a {not a path} and {nothing.here} {sh}"},
             "loop": {"$type": "string", "$value": "x {loop}"}}
            """##
        let result = Support.compile(json: json)
        #expect(Support.rules(result) == ["alias-cycle"])
        let fixed = Support.compile(json: json.replacingOccurrences(of: "x {loop}", with: "x"))
        #expect(!fixed.hasErrors, "\(Support.render(fixed))")
        #expect(Support.value(fixed, "s") == .string("inset 0 0 0 1px #00000080"))
        // Starting with one reference and ending with another is text with references, not one alias.
        #expect(Support.value(fixed, "edge") == .string("1px solid #00000080"))
        #expect(Support.value(fixed, "t") == .string("a {not a path} and {nothing.here} {sh}"))
        #expect(
            fixed.diagnostics.filter { $0.rule == .embeddedAlias }.map(\.message).sorted() == [
                "'{not a path}' inside this string names no token; it stays as written",
                "'{nothing.here}' inside this string names no token; it stays as written",
                "'{sh}' is a shadow token, which has no one-line text; it stays as written inside this string",
            ])
    }

    @Test func anInterpolatedStringFollowsTheContexts() throws {
        let json =
            #"{"w": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}, "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": {"value": 2, "unit": "px"}}}}}}, "s": {"$type": "string", "$value": "solid {w}"}}"#
        let model = try #require(Support.compile(json: json).model)
        let token = try #require(model.token(at: TokenPath(dotted: "s")))
        #expect(token.value == .string("solid 1px"))
        #expect(token.contextValues.map(\.value) == [.string("solid 2px")])
        // A context's own text may name tokens too.
        let own =
            #"{"w": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}, "s": {"$type": "string", "$value": "solid", "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": "dashed {w}"}}}}}}"#
        let ownModel = try #require(Support.compile(json: own).model)
        #expect(ownModel.token(at: TokenPath(dotted: "s"))?.contextValues.map(\.value) == [.string("dashed 1px")])
    }
}

extension DeviationTests {
    /// The documentation's table names every deviation rule, and every rule it names is one.
    @Test func theDocumentedTableListsEveryDeviation() throws {
        let page = try String(
            contentsOf: Support.packageRoot.appendingPathComponent("Documentation/SourceFormats.md"), encoding: .utf8)
        let section = try #require(
            page.components(separatedBy: "## Real files first").dropFirst().first?.components(separatedBy: "\n## ")
                .first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| deviation") }
        var named = Set<String>()
        for row in rows {
            let firstCell = row.split(separator: "|").first ?? ""
            for piece in firstCell.components(separatedBy: "(`").dropFirst() {
                named.insert(String(piece.prefix { $0 != "`" }))
            }
        }
        #expect(named == Set(Deviation.rules.map(\.rawValue)))
    }
}
