import Foundation
import Testing

@testable import TokencCore

/// Tokens Studio files that are not a whole export: plain token set files (no `$themes`, no `$metadata`), and
/// exports whose themes have no group, or that leave sets out of every theme. The fixtures are written from the
/// plugin's documentation of its types and from how its reference pipeline (sd-transforms) builds them.
@Suite struct TokensStudioSetsTests {
    static func compile(_ files: [(String, String)]) -> Pipeline.Result {
        Pipeline.compile(
            .classify(files.map { SourceFile(path: $0.0, text: $0.1) }),
            options: Pipeline.Options(lint: Support.lintOff))
    }

    static func css(_ result: Pipeline.Result) throws -> String {
        let model = try #require(result.model, "\(Support.render(result))")
        return try #require(CSSEmitter.emit(EmitContext(model)).css)
    }

    // MARK: Plain set files

    @Test(arguments: [
        #"{"space": {"sm": {"value": "4", "type": "spacing"}}}"#,
        #"{"r": {"$value": "4", "$type" :"borderRadius"}}"#,
        "{\"type\":\n  \"fontSizes\", \"value\": \"16\"}",
        ##"{"c": {"$value": "#fff", "$type": "color", "$extensions": {"studio.tokens": {"modify": {}}}}}"##,
        // Values only the plugin computes, in files whose types DTCG has too.
        #"{"s": {"md": {"$type": "dimension", "$value": "{s.sm} * 2"}}}"#,
        #"{"s": {"md": {"$type": "dimension", "$value": "({s.sm} + {s.xs}) /2"}}}"#,
        #"{"s": {"md": {"$type": "dimension", "$value": "{s.sm}- 1"}}}"#,
        #"{"s": {"md": {"$type": "dimension", "$value": "{s.sm}*2"}}}"#,
        #"{"s": {"md": {"$type": "dimension", "$value": "{s.sm} * -1"}}}"#,
        #"{"c": {"a": {"$type": "color", "$value": "rgba({c.base}, 0.5)"}}}"#,
        ##"{"c": {"a": {"type": "color", "value": "rgb(#ff0000, 50%)"}}}"##,
        #"{"c": {"a": {"$type": "color", "$value": "hsla({c.base}, 0.5)"}}}"#,
    ])
    func aSetFileIsRecognisedByATypeOnlyTokensStudioHas(_ text: String) {
        #expect(Pipeline.Input.classify([SourceFile(path: "set.json", text: text)]).format == .tokensStudio)
    }

    @Test(arguments: [
        // Style Dictionary's own examples write `asset`; DTCG and other JSON never name these types.
        #"{"font": {"ttf": {"value": "a.ttf", "type": "asset"}}}"#,
        #"{"a": {"$value": 1, "$type": "number"}, "spacing": {"$type": "dimension"}}"#,
        #"{"label": "the type \"sizing\" is Tokens Studio's", "prototype": "spacing"}"#,
        "type: sizing",
        // CSS math, names joined with a dash, prose after a reference, a comment after a brace, CSS colors.
        #"{"s": {"md": {"$type": "dimension", "$value": "calc({s.sm} * 2)"}}}"#,
        #"{"t": {"$type": "string", "$value": "{brand}-{tone}"}}"#,
        #"{"t": {"$type": "string", "$value": "{brand}-2"}}"#,
        #"{"c": {"$value": "{c.b}", "$description": "same as {c.b} - see below"}}"#,
        "{\"a\": {\"$value\": 1} // one\n, \"b\": {\"$value\": 2} /* two */\n}",
        #"{"c": {"$type": "color", "$value": "rgba(0, 0, 0, 0.5)"}}"#,
    ])
    func otherFilesAreNot(_ text: String) {
        #expect(
            Pipeline.Input.classify([SourceFile(path: text.hasPrefix("type") ? "a.yaml" : "a.json", text: text)])
                .format == .dtcg
        )
    }

    /// The reference pipeline's documented results for a plain set file: math over references, `rgba()` with a
    /// reference, a color modifier, a multi-value spacing, `%` opacity and letter spacing, weight names, line
    /// heights as a share, a multiple and pixels, typographies and an inner shadow.
    @Test func aPlainSetFileBuildsAsTheReferencePipelineBuildsIt() throws {
        let result = Self.compile([
            (
                "tokens/base.tokens.json",
                """
                {
                  "size": {
                    "factor": {"value": "3", "type": "number"},
                    "xs": {"value": "2px", "type": "dimension"},
                    "sm": {"value": "{size.xs} * {size.factor}", "type": "dimension"},
                    "pad": {"value": "{size.sm} {size.xs}", "type": "spacing"}
                  },
                  "fade": {"value": "40%", "type": "opacity"},
                  "tight": {"value": "-2%", "type": "letterSpacing"},
                  "weight": {"value": "Semi Bold", "type": "fontWeights"},
                  "body": {"value": "14", "type": "fontSizes"},
                  "leading": {"tight": {"value": "110%", "type": "lineHeights"}, "body": {"value": 1.4, "type": "lineHeights"},
                    "px": {"value": "24", "type": "lineHeights"}},
                  "green": {"value": "#00ff00", "type": "color"},
                  "green-veil": {"value": "rgba({green}, 0.25)", "type": "color"},
                  "green-deep": {"value": "{green}", "type": "color",
                    "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.5", "space": "srgb"}}}},
                  "caption": {"value": {"fontFamily": "Inter", "fontWeight": "{weight}", "fontSize": "{body}",
                    "lineHeight": "20"}, "type": "typography"},
                  "label": {"value": {"fontFamily": "Inter", "fontSize": "{body}", "lineHeight": "1"}, "type": "typography"},
                  "well": {"value": {"x": "0", "y": "1", "blur": "{size.sm}", "spread": "0", "color": "#000000",
                    "type": "innerShadow"}, "type": "boxShadow"}
                }
                """
            )
        ])
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect(
            result.diagnostics.contains {
                $0.severity == .note && $0.message.hasPrefix("read as Tokens Studio token sets (1 token set")
            })
        let css = try Self.css(result)
        for line in [
            "--size-sm: 6px;", "--size-pad: 6px 2px;", "--fade: 0.4;", "--tight: -0.02em;", "--weight: 600;",
            "--body: 14px;", "--green-veil: #00ff0040;", "--green-deep: #008000;",
            "--well: inset 0 1px 6px 0 #000000;", "--leading-tight: 1.1;", "--leading-body: 1.4;",
            "--leading-px: 24px;", "--caption: 600 14px/20px Inter;", "--label: 400 14px/1 Inter;",
        ] {
            #expect(css.contains(line), "\(line) in\n\(css)")
        }
        let caption = try #require(result.model?.token(at: TokenPath(dotted: "caption")))
        #expect(caption.type == .typography)
    }

    /// A set file the plugin wrote in DTCG syntax with only the types DTCG has is still the plugin's when its
    /// values are (they were errors): math and `rgba()` over references compute as the plugin computes them.
    @Test func aSetFileInDTCGSyntaxIsKnownByTheValuesOnlyThePluginComputes() throws {
        let result = Self.compile([
            (
                "core.json",
                """
                {
                  "space": {"sm": {"$type": "dimension", "$value": "4px"},
                    "md": {"$type": "dimension", "$value": "{space.sm} * 2"}},
                  "color": {"base": {"$type": "color", "$value": "#ff0000"},
                    "veil": {"$type": "color", "$value": "rgba({color.base}, 0.5)"}}
                }
                """
            )
        ])
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect(result.diagnostics.contains { $0.message.hasPrefix("read as Tokens Studio token sets (1 token set") })
        let css = try Self.css(result)
        for line in ["--space-md: 8px;", "--color-veil: #ff000080;"] {
            #expect(css.contains(line), "\(line) in\n\(css)")
        }
    }

    /// The plugin's W3C spelling: `$type` on a group (a Tokens Studio type its tokens take), a gradient with
    /// `rgba({ref}, a)` inside, and a font stack with an apostrophe in a family's name.
    @Test func groupTypesGradientsAndFontStacksAsThePluginWritesThem() throws {
        let result = Self.compile([
            (
                "w3c.json",
                ##"""
                {"size": {"$type": "sizing", "s": {"$value": "4"}, "m": {"$value": "{size.s} * 2"}},
                 "leading": {"$type": "lineHeights", "tight": {"$value": "120%"}},
                 "ink": {"$type": "color", "$value": "#102030"},
                 "fade": {"$type": "color", "$value": "linear-gradient(180deg, {ink} 0%, rgba({ink}, 0) 100%)"},
                 "title": {"$type": "typography", "$value": {"fontFamily": "Arial Black, Suisse Int'l, sans-serif",
                   "fontSize": "{size.m}", "fontWeight": "700", "lineHeight": "{leading.tight}"}}}
                """##
            )
        ])
        let css = try Self.css(result)
        for line in [
            "--size-m: 8px;", "--leading-tight: 1.2;",
            "--fade: linear-gradient(180deg, #102030 0%, rgba(16, 32, 48, 0) 100%);",
            #"--title: 700 8px/1.2 Arial Black, "Suisse Int'l", sans-serif;"#,
        ] {
            #expect(css.contains(line), "\(line) in\n\(css)")
        }
        #expect(!result.diagnostics.contains { $0.rule == .customType }, "\(Support.render(result))")
    }

    @Test func severalSetFilesMergeInPathOrderLaterWinning() throws {
        let result = Self.compile([
            (
                "sets/global.json",
                ##"{"radius": {"value": "4", "type": "borderRadius"}, "c": {"value": "#111111", "type": "color"}}"##
            ),
            (
                "sets/product.json",
                ##"{"c": {"value": "#222222", "type": "color"}, "d": {"value": "{radius} * 2", "type": "sizing"}}"##
            ),
        ])
        #expect(!result.hasErrors, "\(Support.render(result))")
        let css = try Self.css(result)
        #expect(css.contains("--c: #222222;"))
        #expect(css.contains("--d: 8px;"))
        #expect(result.diagnostics.contains { $0.message.contains("2 token sets") })
    }

    /// A color modifier kept in a token of its own and named by reference (in another set file, with a reference
    /// of its own inside) is applied as if written in place; its holder is left out with one warning naming its
    /// users, and a holder nobody names is said to be unused.
    @Test func aModifierNamedByReferenceIsAppliedAndItsHolderLeftOut() throws {
        let result = Self.compile([
            (
                "sets/core.json",
                ##"""
                {"opacity": {"half": {"value": 0.5, "type": "opacity"}},
                 "modifiers": {
                   "fade": {"value": {"type": "alpha", "value": "{opacity.half}", "space": "srgb"}},
                   "unused": {"value": {"type": "darken", "value": "0.2", "space": "hsl"}}}}
                """##
            ),
            (
                "sets/brand.json",
                ##"""
                {"brand": {"value": "#3366ff", "type": "color"},
                 "overlay": {"value": "{brand}", "type": "color",
                   "$extensions": {"studio.tokens": {"modify": "{modifiers.fade}"}}},
                 "scrim": {"value": "#000000", "type": "color",
                   "$extensions": {"studio.tokens": {"modify": "{modifiers.fade}"}}}}
                """##
            ),
        ])
        #expect(!result.hasErrors, "\(Support.render(result))")
        let css = try Self.css(result)
        #expect(css.contains("--overlay: #3366ff80;"), "\(css)")
        #expect(css.contains("--scrim: #00000080;"), "\(css)")
        #expect(!css.contains("--modifiers"), "\(css)")
        let warnings = result.diagnostics.filter { $0.rule == .studioType }.map(\.message)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(
            warnings.contains {
                $0.hasPrefix("token 'modifiers.fade' holds a color modifier that 'overlay', 'scrim' name with")
            }, "\(warnings)")
        #expect(
            warnings.contains { $0.hasPrefix("token 'modifiers.unused' holds a color modifier that no color names") })
    }

    /// A `number` made of a size (math over it, or an alias) keeps the unit, as the reference pipeline writes
    /// `16px`: a unitless blur or line height means something else in CSS.
    @Test func aNumberMadeOfASizeKeepsItsUnit() throws {
        let result = Self.compile([
            (
                "s.json",
                #"{"size": {"value": "16", "type": "sizing"}, "half": {"value": "{size} / 2", "type": "number"}, "ratio": {"value": "1.5", "type": "number"}}"#
            )
        ])
        let css = try Self.css(result)
        #expect(css.contains("--half: 8px;"), "\(css)")
        #expect(css.contains("--ratio: 1.5;"), "\(css)")
        let warning = try #require(result.diagnostics.first { $0.message.hasPrefix("token 'half' is a number") })
        #expect(warning.rule == .studioType && warning.location?.line == 1)
    }

    // MARK: Themes without a group

    /// The free plugin's themes have no group: each is a context of one modifier, `theme`, and every token an
    /// enabled set of any theme brings is built, its default taken from the first theme (in `$themes` order) that
    /// has it. Sets in no theme are not built, as in the plugin and its pipeline, and a note names them.
    static let ungrouped: [(String, String)] = [
        (
            "ds/$themes.json",
            """
            [
              {"id": "a", "name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled"}},
              {"id": "b", "name": "Dark", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
              {"id": "c", "name": "Marketing", "selectedTokenSets": {"core": "source", "promo": "enabled"}}
            ]
            """
        ),
        ("ds/$metadata.json", #"{"tokenSetOrder": ["core", "light", "dark", "promo", "radii"]}"#),
        (
            "ds/core.json",
            ##"{"ink": {"value": "#101010", "type": "color"}, "paper": {"value": "#fafafa", "type": "color"}}"##
        ),
        ("ds/light.json", #"{"bg": {"value": "{paper}", "type": "color"}}"#),
        (
            "ds/dark.json",
            #"{"bg": {"value": "{ink}", "type": "color"}, "glow": {"value": "rgba({paper}, 0.5)", "type": "color"}}"#
        ),
        (
            "ds/promo.json",
            #"{"promo": {"hero": {"value": "{ink}", "type": "color"}, "gap": {"value": "24", "type": "spacing"}}}"#
        ),
        ("ds/radii.json", #"{"radius": {"value": "6", "type": "borderRadius"}}"#),
    ]

    @Test func everyTokenOfEveryThemeIsBuilt() throws {
        let result = Self.compile(Self.ungrouped)
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(model.modifiers.map(\.name) == ["theme"])
        #expect(model.modifiers[0].contexts == ["Light", "Dark", "Marketing"])
        #expect(model.tokens.map(\.path.description) == ["bg", "glow", "promo.hero", "promo.gap"])
        let bg = try #require(model.token(at: TokenPath(dotted: "bg")))
        #expect(bg.value == .color(ValueDecoder.parseHex("#fafafa")!))
        #expect(bg.value(in: Context(modifier: "theme", name: "Dark")) == .color(ValueDecoder.parseHex("#101010")!))
        // Only in Dark: built, its Dark value the default.
        guard case .color(let glow) = Support.value(result, "glow") else {
            Issue.record("glow is not built as a color")
            return
        }
        #expect(glow.alpha == 0.5)
        #expect(glow.components == [Double?](repeating: 250.0 / 255, count: 3))
        #expect(Support.value(result, "promo.gap") == .dimension(DimensionValue(value: 24, unit: .px)))
        // `core` is a source everywhere and `radii` in no theme: neither is built.
        #expect(model.token(at: TokenPath(dotted: "ink")) == nil)
        #expect(model.token(at: TokenPath(dotted: "radius")) == nil)
    }

    @Test func whatIsAdoptedOrLeftOutIsSaidOncePerTheme() throws {
        let result = Self.compile(Self.ungrouped)
        let mismatches = result.diagnostics.filter { $0.rule == .contextMismatch }.map(\.message)
        #expect(
            mismatches.contains(
                "token 'glow' exists only in theme=Dark, not in the default permutation; it is built, with its value there as the default"
            ), "\(mismatches)")
        #expect(
            mismatches.contains(
                "2 tokens ('promo.hero', 'promo.gap') exist only in theme=Marketing, not in the default permutation; they are built, with their value there as the default"
            ), "\(mismatches)")
        #expect(mismatches.count == 3, "one more: bg is not defined in Marketing; \(mismatches)")
        let note = try #require(result.diagnostics.first { $0.rule == .tokensStudio && $0.severity == .note })
        #expect(note.message.contains("as in the plugin and its reference pipeline: radii"))
        #expect(note.message.contains("mark it \"enabled\" in a theme"))
    }

    /// A resolver document keeps every permutation whole: a token only one context has is left out, said once
    /// for all such tokens of that context.
    @Test func aResolverDocumentLeavesContextOnlyTokensOutWithOneWarning() throws {
        let result = Self.compile([
            (
                "t.resolver.json",
                """
                {"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "mode", "default": "a",
                  "contexts": {"a": [{"x": {"$type": "number", "$value": 1}}],
                               "b": [{"x": {"$type": "number", "$value": 2}, "y": {"$type": "number", "$value": 3},
                                      "z": {"$type": "number", "$value": 4}}]}}]}
                """
            )
        ])
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(model.tokens.map(\.path.description) == ["x"])
        let mismatches = result.diagnostics.filter { $0.rule == .contextMismatch }
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.message.hasPrefix("2 tokens ('y', 'z') exist only in mode=b") == true)
        #expect(mismatches.first?.message.contains("left out") == true)
    }

    /// Both shapes mutated as the Figma readers are (``FigmaFuzzTests``): no crash, every error located.
    @Test func mutatedSetFilesAndThemesNeverCrash() throws {
        let plain = [
            ("a.json", #"{"s": {"value": "{t} * 2", "type": "spacing"}, "t": {"value": "4", "type": "sizing"}}"#)
        ]
        for (seed, files) in [plain, Self.ungrouped].enumerated() {
            let parsed = try files.map { try JSONSerialization.jsonObject(with: Data($0.1.utf8)) }
            var generator = SeededGenerator(state: 0x7E57_5E75 ^ UInt64(seed))
            for _ in 0..<150 {
                var mutated = parsed
                let slot = Int.random(in: 0..<mutated.count, using: &generator)
                mutated[slot] = FigmaFuzzTests.mutate(mutated[slot], &generator)
                let sources = try zip(files, mutated).map { file, value in
                    let data = try JSONSerialization.data(
                        withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
                    return SourceFile(path: file.0, format: .json, bytes: Array(data))
                }
                FigmaFuzzTests.compileWithoutCrashing(sources)
            }
        }
    }
}

/// Values real files write where another type's value belongs: each says what it is not, and a Tokens Studio
/// keyword size is text.
@Suite struct MisplacedValueTests {
    @Test func aKeywordSizeInTokensStudioIsTextWithAWarning() throws {
        let result = TokensStudioSetsTests.compile([
            ("s.json", #"{"w": {"value": "auto", "type": "sizing"}, "gap": {"value": "normal", "type": "spacing"}}"#)
        ])
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(model.token(at: TokenPath(dotted: "w"))?.value == .string("auto"))
        #expect(model.token(at: TokenPath(dotted: "gap"))?.value == .string("normal"))
        let warnings = result.diagnostics.filter { $0.rule == .studioType }
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.message.contains("is a CSS keyword, not a size") })
    }

    @Test func aKeywordSizeInDTCGSaysToMakeItAString() {
        let result = Support.compile(json: #"{"w": {"$type": "dimension", "$value": "auto"}}"#)
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.rule == .invalidValue)
        #expect(
            error?.message.hasSuffix(
                #"'auto' is a CSS keyword, not a size: make the token a string ("$type": "string")"#) == true)
    }

    /// A range is an object of sizes, as early drafts write them: a group of its sizes, said once.
    @Test func aRangeIsAGroupOfItsSizes() {
        let result = Support.compile(json: #"{"fluid": {"$type": "dimension", "$value": {"min": 4, "max": 8}}}"#)
        #expect(Support.errors(result).isEmpty, "\(Support.render(result))")
        #expect(Support.value(result, "fluid.max") == .dimension(DimensionValue(value: 8, unit: .px)))
        #expect(
            result.diagnostics.first?.message
                == "dimension written as an object of sizes {min, max}; read as a group of one dimension token per key: DTCG 2025.10 wants a token per size"
        )
        #expect(!result.diagnostics.contains { $0.rule == .unknownProperty }, "one message, not three")
    }

    /// A token whose `calc()` only a browser can resolve is CSS's alone; inside a composite, where a part cannot be
    /// text, it is one located error.
    @Test func aCalcWhoseUnitsOnlyABrowserCombinesIsCSSsAlone() {
        let result = Support.compile(
            json:
                #"{"a": {"$type": "dimension", "$value": "8px"}, "b": {"$type": "dimension", "$value": "calc(100% - {a})"}}"#
        )
        #expect(Support.errors(result).isEmpty, "\(Support.render(result))")
        #expect(Support.value(result, "b") == .string("calc(100% - 8px)"))
        let composite = Support.compile(
            json:
                ##"{"a": {"$type": "dimension", "$value": "8px"}, "b": {"$type": "border", "$value": {"color": "#000000", "style": "solid", "width": "calc(100% - {a})"}}}"##
        )
        #expect(Support.errors(composite).count == 1, "\(Support.render(composite))")
        #expect(composite.diagnostics.contains { $0.message.contains("% minus px") })
    }
}
