import Foundation
import Testing

@testable import TokencCore

/// Parses CSS with a real CSS parser (tinycss2 from PyPI, installed by .ci/run) and lists every parse error.
enum CSSParser {
    static let available: Bool = SwiftToolchain.run(["python3", "-c", "import tinycss2"]).status == 0

    /// Parse errors in a stylesheet, at every level (rules, declarations, nested blocks); empty when clean.
    static func errors(_ css: String) -> [String] {
        let directory = SwiftToolchain.temporaryDirectory("css")
        defer { SwiftToolchain.remove(directory) }
        let input = directory.appendingPathComponent("in.css")
        try? css.write(to: input, atomically: true, encoding: .utf8)
        let script = """
            import sys, tinycss2
            errors = []
            def walk(nodes):
                for node in nodes:
                    if node.type == 'error':
                        errors.append(f'{node.source_line}:{node.source_column}: {node.message}')
                    elif node.type in ('qualified-rule', 'at-rule') and node.content is not None:
                        if node.type == 'at-rule' and node.lower_at_keyword in ('media', 'supports'):
                            walk(tinycss2.parse_rule_list(node.content, skip_whitespace=True, skip_comments=True))
                        else:
                            walk(tinycss2.parse_declaration_list(node.content, skip_whitespace=True, skip_comments=True))
                    elif node.type == 'declaration':
                        walk([token for token in node.value if token.type == 'error'])
            walk(tinycss2.parse_stylesheet(open(sys.argv[1], encoding='utf-8').read(), skip_whitespace=True, skip_comments=True))
            print('\\n'.join(errors))
            """
        let run = SwiftToolchain.run(["python3", "-c", script, input.path])
        guard run.status == 0 else { return ["tinycss2 failed: \(run.output)"] }
        return run.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}

@Suite("CSS custom properties")
struct CSSEmitterTests {
    static func css(_ json: String, options: CSSEmitter.Options = CSSEmitter.Options()) throws -> (
        css: String, diagnostics: [Diagnostic]
    ) {
        let result = Support.compile(json: json)
        #expect(!result.hasErrors, "\(Support.render(result))")
        let output = CSSEmitter.emit(EmitContext(try #require(result.model)), options: options)
        return (try #require(output.css, "\(output.diagnostics)"), output.diagnostics)
    }

    static func reference() throws -> (model: TokenModel, output: CSSEmitter.Output) {
        let project = Project(
            config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
            displayBase: Support.packageRoot)
        let model = try #require(project.compile().model)
        return (model, CSSEmitter.emit(EmitContext(model)))
    }

    /// A typography's letter spacing in percent of its font size (Figma's and Tokens Studio's unit) is written in
    /// em, which browsers read: `-0.5%` is `-0.005em`; other units as written.
    @Test func percentLetterSpacingIsWrittenInEm() throws {
        let json = #"""
            {"type": {"$type": "typography",
              "tight": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                "letterSpacing": {"value": -0.5, "unit": "%"}, "lineHeight": 1.5}},
              "wide": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.5}}}}
            """#
        let (css, _) = try Self.css(json)
        #expect(css.contains("--type-tight-letter-spacing: -0.005em;"), "\(css)")
        #expect(css.contains("--type-wide-letter-spacing: 0.5px;"), "\(css)")
    }

    /// An early draft's `calc()` over references stays a `calc()` of the custom properties, so the stylesheet
    /// keeps the relation (and follows a context's new value of a reference); where a reference is left out of the
    /// stylesheet, its value is written.
    @Test func aCalcKeepsItsReferencesAsCustomProperties() throws {
        let json = """
            {"space": {"$type": "dimension", "a": {"$value": "8px"}, "_b": {"$value": "4px"},
              "sum": {"$value": "calc({space.a} * 2)"}, "mixed": {"$value": "calc({space.a} + {space._b})"}}}
            """
        let (css, _) = try Self.css(json)
        #expect(css.contains("--space-sum: calc(var(--space-a) * 2);"), "\(css)")
        #expect(css.contains("--space-mixed: calc(var(--space-a) + var(--space-_b));"), "\(css)")
        let result = Support.compile(json: json)
        let model = try #require(result.model)
        #expect(
            model.token(at: TokenPath(dotted: "space.sum"))?.value == .dimension(DimensionValue(value: 16, unit: .px)))
        let filtered = EmitContext(model).filtered(TokenFilter(exclude: ["**._*"]))
        let partial = try #require(CSSEmitter.emit(filtered).css)
        #expect(partial.contains("--space-mixed: 12px;"), "\(partial)")
        if CSSParser.available { #expect(CSSParser.errors(css).isEmpty) }
    }

    /// An alias read as another type (a Tokens Studio border width naming a number) writes the value its own type
    /// writes, `0.5px`: a `var()` would give the number, as sd-transforms' output does not.
    @Test func anAliasReadAsAnotherTypeWritesItsOwnValue() throws {
        let text = """
            {"core": {"half": {"value": "0.5", "type": "number"}, "hair": {"value": "{half}", "type": "borderWidth"},
              "same": {"value": "{half}", "type": "number"}}, "$themes": []}
            """
        let result = Pipeline.compile(
            .classify([SourceFile(path: "tokens.json", text: text)]), options: Pipeline.Options(lint: Support.lintOff))
        let model = try #require(result.model)
        let css = try #require(CSSEmitter.emit(EmitContext(model)).css)
        #expect(css.contains("--hair: 0.5px;"), "\(css)")
        #expect(css.contains("--same: var(--half);"), "\(css)")
    }

    /// A `calc()` whose units tokenc cannot add as CSS does: rem and px compute with rem as 16 px for the other
    /// outputs; a term in em, % or a viewport unit makes the token CSS's alone (a string with its references'
    /// values), which the Swift output leaves out, saying why. CSS keeps each `calc()` with its references.
    @Test func aCalcMixingUnitsStaysCSSAndComputesWhereTokencCan() throws {
        let json = """
            {"space": {"$type": "dimension", "a": {"$value": "1rem"}, "b": {"$value": "4px"},
              "mixed": {"$value": "calc({space.a} - {space.b})"}, "font": {"$value": "calc(1em + {space.a})"},
              "box": {"$value": "calc(100% - {space.b})"}, "view": {"$value": "calc(50vh - 2rem)"}},
             "color": {"$type": "color", "inherited": {"$value": "inherit"}}}
            """
        let (css, _) = try Self.css(json)
        #expect(css.contains("--space-mixed: calc(var(--space-a) - var(--space-b));"), "\(css)")
        #expect(css.contains("--space-font: calc(1em + var(--space-a));"), "\(css)")
        #expect(css.contains("--space-box: calc(100% - var(--space-b));"), "\(css)")
        #expect(css.contains("--space-view: calc(50vh - 2rem);"), "\(css)")
        #expect(css.contains("--color-inherited: inherit;"), "\(css)")
        let result = Support.compile(json: json)
        #expect(Support.value(result, "space.mixed") == .dimension(DimensionValue(value: 12, unit: .px)))
        #expect(Support.value(result, "space.box") == .string("calc(100% - 4px)"))
        #expect(Support.value(result, "space.font") == .string("calc(1em + 1rem)"))
        let model = try #require(result.model)
        let swift = SwiftEmitter.emit(EmitContext(model))
        let source = try #require(swift.source)
        #expect(source.contains("mixed") && !source.contains("view") && !source.contains("inherited"))
        let leftOut = swift.diagnostics.filter { $0.rule == .swiftUnsupported }.map(\.message)
        #expect(leftOut.count == 4, "\(leftOut)")
        #expect(leftOut.contains { $0.contains("'space.box'") && $0.contains("a term in %") })
        #expect(leftOut.contains { $0.contains("'color.inherited'") && $0.contains("CSS keyword") })
        // With aliases inlined, the stylesheet writes the text with the values the references name.
        let inlined = try #require(CSSEmitter.emit(EmitContext(model), options: .init(inlinesAliases: true)).css)
        #expect(inlined.contains("--space-box: calc(100% - 4px);"), "\(inlined)")
        #expect(Support.compile(json: json, strict: true).hasErrors)
        if CSSParser.available { #expect(CSSParser.errors(css).isEmpty) }
    }

    /// The fixed-point number writer gives the shortest form of the value rounded to four decimals, as the
    /// general printer does.
    @Test func numbersMatchTheShortestFormOfTheRoundedValue() {
        var generator = SystemRandomNumberGenerator()
        let fixed: [Double] = [
            0, -0.0, 0.00004, 0.00005, -0.00005, 1, -1, 0.1, 0.5, 12.5, 999_999_999.9999, 1e9, 1e12, -3.14159,
            100.00001, 0.30000000000000004,
            // Halves and the boundary of the fixed-point path (10¹³ units of the last place).
            0.000025, -0.000025, 0.49999999999999994e-4, 1.00005, -1.00005, 999_999_999.99995, -999_999_999.99995,
            999_999_999.99994,
        ]
        let random = (0..<5_000).map { _ in
            Double.random(in: -1...1, using: &generator) * pow(10, Double(Int.random(in: -5...10, using: &generator)))
        }
        for value in fixed + random {
            let rounded = (value * 10_000).rounded() / 10_000
            #expect(CSSText.number(value) == JSONValue.format(rounded == 0 ? 0 : rounded), "\(value)")
            // The pictures' coordinates: the same writer at two decimals.
            let hundredths = (value * 100).rounded() / 100
            #expect(SVGDocument.n(value) == JSONValue.format(hundredths == 0 ? 0 : hundredths), "\(value)")
        }
    }

    @Test(arguments: SwiftFixtures.sets.map(\.0))
    func eachTypeMatchesItsGolden(_ type: TokenType) throws {
        Support.assertGolden(try Self.css(SwiftFixtures.sets.first { $0.0 == type }!.1).css, "css/\(type.rawValue).css")
    }

    /// A font stack in one string is the stack: the same CSS as the array, families quoted only when CSS needs it.
    @Test func aFontStackStringGivesTheSameCSSAsTheArray() throws {
        let string = try Self.css(
            #"{"f": {"$type": "fontFamily", "mono": {"$value": "ui-monospace, SFMono-Regular, 'Cascadia Code', \"Roboto Mono\", monospace"}, "i": {"$value": "inherit"}, "odd": {"$value": ["3D Font", "--x", "Default"]}}}"#
        ).css
        let array = try Self.css(
            #"{"f": {"$type": "fontFamily", "mono": {"$value": ["ui-monospace", "SFMono-Regular", "Cascadia Code", "Roboto Mono", "monospace"]}, "i": {"$value": "inherit"}, "odd": {"$value": ["3D Font", "--x", "Default"]}}}"#
        ).css
        #expect(string == array)
        #expect(
            string.contains("--f-mono: ui-monospace, SFMono-Regular, Cascadia Code, Roboto Mono, monospace;"),
            "\(string)")
        #expect(string.contains("--f-i: inherit;"))
        #expect(string.contains(#"--f-odd: "3D Font", "--x", "Default";"#))
    }

    @Test func colorsKeepTheirSpaceWithAnSRGBValueFirst() throws {
        let (css, _) = try Self.css(
            #"{"c": {"$type": "color", "p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0.5, 0], "alpha": 0.5}}, "ok": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.15, "none"]}}, "hsl": {"$value": {"colorSpace": "hsl", "components": [210, 50, 40]}}}}"#
        )
        // gamut-mapped into sRGB (CSS Color 4): P3 orange is outside it
        #expect(css.contains("  --c-p3: #ff7d0080;\n"), "\(css)")
        #expect(
            css.contains(
                "@supports (color: color(display-p3 0 0 0)) {\n  :root {\n    --c-p3: color(display-p3 1 0.5 0 / 0.5);")
        )
        #expect(css.contains("--c-ok: oklch(0.7 0.15 none);"))
        #expect(css.contains("--c-hsl: hsl(210 50% 40%);"))
        let rootEnd = try #require(css.range(of: "\n}\n"))
        #expect(css[..<rootEnd.lowerBound].contains("--c-ok: #"), "the sRGB value comes first, in :root")
    }

    @Test func aliasesStayLinkedUnlessInlined() throws {
        let json =
            #"{"r": {"$type": "dimension", "md": {"$value": {"value": 12, "unit": "px"}}, "card": {"$value": "{r.md}"}}}"#
        #expect(try Self.css(json).css.contains("--r-card: var(--r-md);"))
        #expect(try Self.css(json, options: CSSEmitter.Options(inlinesAliases: true)).css.contains("--r-card: 12px;"))
    }

    @Test func darkValuesGoUnderTheMediaQueryAndTheAttributeAndPullTheirReadersAlong() throws {
        let (css, _) = try Self.css(SwiftFixtures.sets.first { $0.0 == .shadow }!.1)
        let media = try #require(
            css.range(of: "@media (prefers-color-scheme: dark) {\n  :root:not([data-appearance]) {"))
        let attribute = try #require(css.range(of: "\n[data-appearance=\"dark\"] {"))
        #expect(attribute.upperBound < media.lowerBound)
        let darkBlock = css[attribute.upperBound...]
        #expect(darkBlock.contains("--color-ink: #f2f2f7;"))
        // The shadow reads the ink color through var(), so it is redeclared where ink changes.
        #expect(darkBlock.contains("--shadow-soft: 0 2px 8px 1px var(--color-ink);"))
        #expect(!darkBlock.contains("--color-brand"), "unchanged tokens are not repeated")
    }

    @Test func aBlankDescriptionWritesNoComment() throws {
        let result = Support.compile(
            json:
                #"{"size": {"$type": "number", "a": {"$value": 1, "$description": "  "}, "b": {"$value": 2, "$description": ""}, "c": {"$value": 3, "$description": "Three."}}}"#
        )
        let model = try #require(result.model)
        let css = try #require(CSSEmitter.emit(EmitContext(model)).css)
        #expect(css.contains(":root {\n  --size-a: 1;\n  --size-b: 2;\n  /* Three. */\n  --size-c: 3;\n}"), "\(css)")
    }

    /// `selectors` and `media-queries`: the team's selector picks a context (`.dark`), a combination joins
    /// them, the media query applies where the page picks none of the modifier's selectors; without media
    /// queries, only the selectors.
    @Test func teamSelectorsPickContextsAndMediaQueriesAreAnOption() throws {
        let model = try #require(MarkdownEmitterTests.referenceModel())
        // The reference system's appearance defaults to dark.
        let selectors = [
            "appearance": ["dark": ":root", "light": ".light"], "contrast": ["increased": "[data-contrast=more]"],
        ]
        let options = CSSEmitter.Options(selectors: selectors)
        let css = try #require(CSSEmitter.emit(EmitContext(model), options: options).css)
        Support.assertGolden(css, "css/selectors.css")
        #expect(css.contains("\n.light {\n") && css.contains("\n[data-contrast=more] {\n"), "\(css)")
        // A combination joins the two contexts' selectors into one compound selector.
        let combined = CSSEmitter.rules(
            for: [Context(modifier: "appearance", name: "light"), Context(modifier: "contrast", name: "increased")],
            axes: [:], selectors: selectors)
        #expect(combined.map(\.selectors) == [[".light[data-contrast=more]"]])
        #expect(css.contains("@media (prefers-color-scheme: light) {\n  :root:not(.light) {"))
        #expect(!css.contains("data-appearance"))
        let plain = try #require(
            CSSEmitter.emit(EmitContext(model), options: CSSEmitter.Options(selectors: selectors, mediaQueries: false))
                .css)
        #expect(!plain.contains("@media (prefers-") && plain.contains("\n.light {\n"))
        if CSSParser.available { #expect(CSSParser.errors(css).isEmpty && CSSParser.errors(plain).isEmpty) }
    }

    /// Selectors that name a modifier or a context the tokens do not have are errors at them, which hold back the
    /// CSS alone.
    @Test func selectorsForUnknownContextsAreLocatedErrors() throws {
        let cli = try CLI()
        let run = try cli.build(
            settings:
                "json: { output: out/m.json }\ncss:\n  output: out/t.css\n  selectors: { apperance: { dark: .dark } }",
            tokens: #"{"a": {"$type": "number", "$value": 1}}"#)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "tokenc.yaml:5:16: error: css selectors name the modifier 'apperance', which the tokens do not have"),
            "\(run.stderr)")
        #expect(cli.read("out/m.json") != nil && cli.read("out/t.css") == nil)
    }

    /// `css: { prefix: ds }`: every name the rule makes starts with it, in the stylesheet, its `var()`s, the
    /// preview and the docs; a name a token chose stays as written.
    @Test func aPrefixStartsEveryPropertyName() throws {
        let result = Support.compile(
            json:
                ##"{"color": {"$type": "color", "accent": {"$value": "#0a84ff"}, "link": {"$value": "{color.accent}"}, "chosen": {"$value": "#000000", "$extensions": {"dev.tokenc": {"cssName": "--brand-ink"}}}}, "space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}}}"##
        )
        let context = EmitContext(try #require(result.model), cssPrefix: "ds")
        let css = try #require(CSSEmitter.emit(context).css)
        Support.assertGolden(css, "css/prefix.css")
        #expect(css.contains("--ds-color-link: var(--ds-color-accent);") && css.contains("--brand-ink: #000000;"))
        #expect(!css.contains("  --color-") && !css.contains("  --space-"))
        let page = String(decoding: PreviewPage.render(context, stylesheet: Array(css.utf8)), as: UTF8.self)
        #expect(page.contains("--ds-space-sm"))
        let docs = MarkdownEmitter.emit(context).map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(docs.contains("--ds-color-accent"))
        // A name made distinct by spelling its symbols keeps the prefix too.
        let spelled = Support.compile(
            json:
                #"{"desktop": {"$type": "number", "h1": {"$value": 1}}, "🔠 desktop": {"$type": "number", "h1": {"$value": 2}}}"#
        )
        let names = EmitContext(try #require(spelled.model), cssPrefix: "ds").names.css
        #expect(Set(names.compactMap { $0 }) == ["--ds-desktop-h1", "--ds-u1f520-desktop-h1"], "\(names)")
        if CSSParser.available { #expect(CSSParser.errors(css).isEmpty) }
    }

    /// `css: { name-case: camel | snake }`: every name the rule makes, its suffixed properties, the `var()`s and
    /// the names the docs and preview show, in that case after the prefix; a chosen name stays as written, and
    /// names that meet only in that case (`1` after a word, and `1` as a word of its own) are made distinct.
    @Test(arguments: [
        (
            CSSNameCase.camel, "--dsColorLink: var(--dsColorAccent);", "--dsMotionSnappyDuration:",
            "--dsTypeBodyLetterSpacing:", "--dsSpace1Alt: 8px;"
        ),
        (
            CSSNameCase.snake, "--ds_color_link: var(--ds_color_accent);", "--ds_motion_snappy_duration:",
            "--ds_type_body_letter_spacing:", "--ds_space1: 8px;"
        ),
    ])
    func nameCaseSpellsEveryProperty(
        _ nameCase: CSSNameCase, _ alias: String, _ spring: String, _ typography: String, _ met: String
    ) throws {
        let result = Support.compile(
            json:
                ##"{"color": {"$type": "color", "accent": {"$value": "#0a84ff"}, "link": {"$value": "{color.accent}"}, "chosen": {"$value": "#000000", "$extensions": {"dev.tokenc": {"cssName": "--brand-ink"}}}}, "motion": {"snappy": {"$type": "spring", "$value": {"response": 0.3, "dampingFraction": 0.8}}}, "type": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0.1, "unit": "px"}, "lineHeight": 1.5}}}, "space": {"$type": "dimension", "1": {"$value": {"value": 4, "unit": "px"}}}, "space1": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}"##
        )
        let context = EmitContext(try #require(result.model), cssPrefix: "ds", cssCase: nameCase)
        let output = CSSEmitter.emit(context)
        let css = try #require(output.css)
        Support.assertGolden(css, "css/name-case-\(nameCase.rawValue).css")
        for expected in [alias, spring, typography, met, "--brand-ink: #000000;"] {
            #expect(css.contains(expected), "\(expected) in\n\(css)")
        }
        // Camel case meets `space.1` and `space1` at one name: the later in path order moves, with the warning.
        #expect(output.diagnostics.map(\.rule) == (nameCase == .camel ? [.cssName] : []), "\(output.diagnostics)")
        let page = String(decoding: PreviewPage.render(context, stylesheet: Array(css.utf8)), as: UTF8.self)
        let docs = MarkdownEmitter.emit(context).map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        let suffixed = String(spring.dropLast())
        // The docs escape `_` in their table cells.
        #expect(
            page.contains("var(\(suffixed))")
                && docs.contains("var(\(suffixed.replacingOccurrences(of: "_", with: "\\_")))"))
        if CSSParser.available { #expect(CSSParser.errors(css).isEmpty) }
    }

    /// `name-case` in tokenc.yaml reaches the stylesheet, the preview and every later stylesheet of the list.
    @Test func nameCaseComesFromTheConfig() throws {
        let cli = try CLI()
        try cli.write("tokens/t.tokens.json", CLI.validTokens)
        try cli.write(
            "tokenc.yaml",
            "sources: [tokens]\ncss:\n  - { output: out/a.css, preview: out/a.html, name-case: camel }\n  - { output: out/b.css }\n"
        )
        #expect(try cli.run(["build"]).status == 0)
        #expect(cli.read("out/a.css")?.contains("--radiusSheet: var(--radiusCard);") == true)
        #expect(cli.read("out/b.css")?.contains("--radiusSheet: var(--radiusCard);") == true)
        #expect(cli.read("out/a.html")?.contains("--radiusCard") == true)
    }

    @Test func namesThatCollideAreMadeDistinctWithOneWarning() throws {
        let collide = Support.compile(
            json: #"{"a": {"$type": "number", "bC": {"$value": 1}, "b-c": {"$value": 2}, "B_C": {"$value": 3}}}"#)
        let distinct = CSSEmitter.emit(EmitContext(try #require(collide.model)))
        let css = try #require(distinct.css)
        // Path order (`B_C` < `b-c` < `bC`) decides which keeps the plain name, not file order.
        #expect(
            css.contains("  --a-b-c: 3;\n") && css.contains("  --a-b-c-alt: 2;\n")
                && css.contains("  --a-b-c-alt-2: 1;\n"), "\(css)")
        #expect(distinct.diagnostics.map(\.rule) == [.cssName, .cssName])
        #expect(
            distinct.diagnostics.allSatisfy { $0.severity == .warning && $0.location != nil && $0.notes.count == 1 })
        #expect(
            distinct.diagnostics.map(\.message).contains(
                "token 'a.b-c' and token 'a.B_C' both make the CSS property '--a-b-c'; 'a.B_C' keeps it and 'a.b-c' is '--a-b-c-alt'"
            ))
        if CSSParser.available { #expect(CSSParser.errors(css).isEmpty) }

        // A token named like another's suffixed property: the later in path order gets `-alt` on its main name
        // and so on its own suffixed ones, with one warning naming the property they met at.
        let result = Support.compile(
            json:
                #"{"s": {"$type": "spring", "x": {"$value": {"response": 0.3, "dampingFraction": 0.7}}, "x-duration": {"$value": {"response": 0.3, "dampingFraction": 0.7}}}}"#
        )
        let output = CSSEmitter.emit(EmitContext(try #require(result.model)))
        let springs = try #require(output.css)
        for property in ["--s-x:", "--s-x-duration:", "--s-x-duration-alt:", "--s-x-duration-alt-duration:"] {
            #expect(springs.contains("  \(property) "), "\(property) in \(springs)")
        }
        #expect(
            output.diagnostics.map(\.message) == [
                "token 's.x-duration' and token 's.x' both make the CSS property '--s-x-duration'; 's.x' keeps it and 's.x-duration' is '--s-x-duration-alt'"
            ])
        #expect(output.diagnostics.allSatisfy { $0.severity == .warning && $0.location != nil && !$0.notes.isEmpty })

        // A token whose own name is another's suffixed property, coming first in path order: it keeps its name
        // and the spring's main name (so every suffixed one) moves.
        let reversed = Support.compile(
            json:
                #"{"A": {"b": {"duration": {"$type": "number", "$value": 1}}}, "a": {"b": {"$type": "spring", "$value": {"response": 0.3, "dampingFraction": 0.7}}}}"#
        )
        let clash = CSSEmitter.emit(EmitContext(try #require(reversed.model)))
        let moved = try #require(clash.css)
        #expect(
            moved.contains("  --a-b-duration: 1;") && moved.contains("  --a-b-alt: ")
                && moved.contains("  --a-b-alt-duration: "), "\(moved)")
        #expect(
            clash.diagnostics.map(\.message) == [
                "token 'a.b' and token 'A.b.duration' both make the CSS property '--a-b-duration'; 'A.b.duration' keeps it and 'a.b' is '--a-b-alt'"
            ])
        #expect(clash.diagnostics.first?.location?.line == 1 && clash.diagnostics.first?.notes.count == 1)
        if CSSParser.available { #expect(CSSParser.errors(springs + moved).isEmpty) }
        // Names do not depend on values that fail: a spring that never settles still holds its names.
        let unsettled = Support.compile(
            json:
                #"{"a": {"b-duration": {"$type": "spring", "$value": {"response": 0.3, "dampingFraction": 0}}, "b": {"$type": "spring", "$value": {"response": 0.3, "dampingFraction": 0.7}}}}"#
        )
        #expect(
            CSSEmitter.emit(EmitContext(try #require(unsettled.model))).diagnostics.map(\.rule) == [
                .cssName, .cssOutput,
            ])
    }

    @Test func undampedSpringsAreLocatedErrors() throws {
        let result = Support.compile(
            json: #"{"s": {"$type": "spring", "forever": {"$value": {"response": 0.5, "dampingFraction": 0}}}}"#)
        let output = CSSEmitter.emit(EmitContext(try #require(result.model)))
        #expect(output.css == nil)
        #expect(
            output.diagnostics.map { "\($0.rule) \($0.location.map { "\($0.line):\($0.column)" } ?? "")" } == [
                "css-output 1:49"
            ])
    }

    @Test(arguments: [
        SpringValue(.response(response: 0.3, dampingFraction: 0.7)),
        SpringValue(.response(response: 0.5, dampingFraction: 0.15)),
        SpringValue(.duration(duration: 0.5, bounce: 0)), SpringValue(.physical(mass: 1, stiffness: 170, damping: 26)),
        SpringValue(.duration(duration: 0.4, bounce: -0.5)), SpringValue(.response(response: 1, dampingFraction: 0.05)),
    ])
    func springEasingsFollowTheClosedFormWithin0_01(_ spring: SpringValue) throws {
        let easing = try #require(SpringEasing(spring))
        #expect(easing.duration == spring.settlingDuration())
        // Read the stops back from the CSS text, as a browser would.
        let inner = easing.css.dropFirst("linear(".count).dropLast()
        var stops: [(Double, Double)] = []
        for (index, part) in inner.split(separator: ",").enumerated() {
            let fields = part.split(separator: " ")
            let output = try #require(Double(fields[0]))
            let input = fields.count > 1 ? try #require(Double(fields[1].dropLast())) / 100 : (index == 0 ? 0 : 1)
            stops.append((input, output))
        }
        #expect(stops.first! == (0, 0) && stops.last! == (1, 1))
        var worst = 0.0
        for step in 0...2_000 {
            let x = Double(step) / 2_000
            let upper = stops.firstIndex { $0.0 >= x } ?? stops.count - 1
            let lower = max(0, upper - 1)
            let (x0, y0) = stops[lower]
            let (x1, y1) = stops[upper]
            let y = x1 == x0 ? y1 : y0 + (y1 - y0) * (x - x0) / (x1 - x0)
            worst = max(worst, abs(y - spring.position(at: x * easing.duration)))
        }
        #expect(worst <= 0.01, "max deviation \(worst)")
        // Simplification keeps a few dozen stops per visible oscillation, not hundreds of samples.
        let oscillations = easing.duration / spring.response
        #expect(Double(stops.count) < 30 + 16 * oscillations, "simplified to \(stops.count) stops")
    }

    /// Every token is on the preview page once, under its own section, in large and small sections alike.
    @Test func previewShowsEveryTokenOnceUnderItsSection() throws {
        var groups: [String] = []
        for (group, count) in [("big", 600), ("small", 3), ("mid", 300)] {
            let members = (0..<count).map { index in
                switch index % 3 {
                case 0:
                    ##""t\##(index)": {"$type": "color", "$value": "#\##(String(format: "%06x", index * 997 % 0xFFFFFF))"}"##
                case 1:
                    #""t\#(index)": {"$type": "spring", "$value": {"response": \#(0.2 + Double(index % 7) / 10), "dampingFraction": 0.6}}"#
                default: #""t\#(index)": {"$type": "dimension", "$value": {"value": \#(index), "unit": "px"}}"#
                }
            }
            groups.append(#""\#(group)": {\#(members.joined(separator: ", "))}"#)
        }
        let result = Support.compile(json: "{\(groups.joined(separator: ", "))}")
        let model = try #require(result.model)
        let output = CSSEmitter.emit(EmitContext(model))
        let page = PreviewPage.render(EmitContext(model), stylesheet: try #require(output.bytes))
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.components(separatedBy: "<li class=\"token\"").count - 1 == 903)
        #expect(
            html.components(separatedBy: "<section ").count - 1 == 3
                && html.components(separatedBy: "</section>").count - 1 == 3)
        for (group, last) in [("big", 599), ("small", 2), ("mid", 299)] {
            #expect(html.components(separatedBy: "id=\"\(group)-t\(last)\"").count - 1 == 1, "\(group).t\(last)")
        }
    }

    @Test func outputIsDeterministic() throws {
        let (model, first) = try Self.reference()
        #expect(first.css == CSSEmitter.emit(EmitContext(model)).css)
    }

    @Test(.enabled(if: CSSParser.available, "needs python3 with tinycss2"))
    func everyStylesheetParsesWithoutErrors() throws {
        var sheets = [try #require(try Self.reference().output.css)]
        for (_, json) in SwiftFixtures.sets { sheets.append(try Self.css(json).css) }
        sheets.append(try Self.css(try SwiftFixtures.file("css/hostile.tokens.json")).css)
        for sheet in sheets {
            let errors = CSSParser.errors(sheet)
            #expect(errors.isEmpty, "\(errors)\n\(sheet)")
        }
        #expect(!CSSParser.errors(":root { --a: 1; } }").isEmpty, "the parser reports errors")
    }

    /// A string token that is a plain CSS value is written as it is, so it works where the property is used;
    /// anything that could end a declaration, open a comment or a string, or raise the priority is quoted.
    @Test func stringTokensThatArePlainValuesAreWrittenAsTheyAre() throws {
        let plain = [
            "normal", "-15px", "0 1px 2px rgb(0 0 0 / 0.2)", "inset 0 0 0 1px #00000080", "calc(100% - 2rem)",
            "a_b, c-d",
        ]
        let quoted = [
            "a;b", "}", "x { y", "/* c */", "x !important", "<b>", "f(", ")(", " padded", "", "Acme \"Pro\"", "a:b",
            "it's", "Résumé",
        ]
        var members: [String] = []
        for (index, text) in (plain + quoted).enumerated() {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            members.append("\"t\(index)\": {\"$type\": \"string\", \"$value\": \"\(escaped)\"}")
        }
        let (css, _) = try Self.css("{\"s\": {" + members.joined(separator: ", ") + "}}")
        for (index, text) in plain.enumerated() {
            #expect(css.contains("--s-t\(index): \(text);"), "\(text)\n\(css)")
        }
        for (offset, text) in quoted.enumerated() {
            #expect(css.contains("--s-t\(plain.count + offset): \(CSSText.string(text));"), "\(text)\n\(css)")
        }
        if CSSParser.available {
            let errors = CSSParser.errors(css)
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func hostileStringsCannotEndADeclarationOrTheStyleElement() throws {
        let (css, _) = try Self.css(try SwiftFixtures.file("css/hostile.tokens.json"))
        #expect(!css.contains("</style"))
        #expect(!css.contains("<script"))
        // The family name stays one quoted string with its quote escaped.
        #expect(
            css.contains(
                #"--font-evil: "x\"; } body { background: red } /* \3c /style\3e  \3c script\3e alert(1)\3c /script\3e ", serif;"#
            ), "\(css)")
        #expect(css.contains("/* ‹/style› * / ‹script›alert(1)‹/script› */"), "\(css)")
        // Inlined in the page, any `</` that still reached a stylesheet is written `<\/`, so it cannot end `<style>`.
        for (sheet, inlined) in [("a</style>b</", "a<\\/style>b<\\/"), ("</x", "<\\/x"), ("<", "<"), ("", "")] {
            var out: [UInt8] = []
            PreviewPage.appendInlined(Array(sheet.utf8), to: &out)
            #expect(String(decoding: out, as: UTF8.self) == inlined, "\(sheet)")
        }
    }
}
