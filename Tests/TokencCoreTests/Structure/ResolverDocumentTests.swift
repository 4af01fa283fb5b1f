import Foundation
import Testing

@testable import TokencCore

/// A resolver document and its token files, in memory.
struct ResolverFixture {
    var resolver: String
    var files: [String: String]

    func compile(_ selection: [String: String]? = nil, strict: Bool = false) -> Pipeline.Result {
        let documents = files
        let input = Pipeline.Input.resolver(SourceFile(path: "t.resolver.json", text: resolver), read: DiagnosticBag())
        { path in
            documents[path].map { SourceFile(path: path, text: $0) }
        }
        return Pipeline.compile(input, selection: selection)
    }

    /// Three modifiers, 2 × 2 × 3 contexts: appearance and contrast both touch `color.accent` (the last one
    /// merged wins, so their combination decides it); density touches only spacing.
    static let themed = ResolverFixture(
        resolver: """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": {
                "appearance": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "dark" },
                "contrast": { "contexts": { "standard": [], "increased": [{ "$ref": "hc.tokens.json" }] }, "default": "standard" },
                "density": {
                  "contexts": {
                    "regular": [],
                    "compact": [{ "space": { "$type": "dimension", "gap": { "$value": { "value": 6, "unit": "px" } } } }],
                    "spacious": [{ "space": { "$type": "dimension", "gap": { "$value": { "value": 12, "unit": "px" } } } }]
                  },
                  "default": "regular"
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" }, { "$ref": "#/modifiers/contrast" }, { "$ref": "#/modifiers/density" }]
            }
            """,
        files: [
            "base.tokens.json": """
            {"color": {"$type": "color", "blue": {"$value": "#0a84ff"}, "blueHC": {"$value": "#0040dd"}},
             "space": {"$type": "dimension", "gap": {"$value": {"value": 8, "unit": "px"}}, "pad": {"$value": "{space.gap}"}},
             "shadow": {"$type": "shadow", "card": {"$value": {"color": "{color.label}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": "{space.gap}", "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}
            """,
            "light.tokens.json":
                ##"{"color": {"$type": "color", "label": {"$value": "#000000"}, "accent": {"$value": "{color.blue}"}}}"##,
            "dark.tokens.json":
                ##"{"color": {"$type": "color", "label": {"$value": "#ffffff"}, "accent": {"$value": "#409cff"}}}"##,
            "hc.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "{color.blueHC}"}}}"##,
        ]
    )

    /// Every permutation of the model's modifiers, as a selection and as the non-default contexts.
    /// Every permutation as `--context` selects it and as the model keys it (``TokenModel/permutations``).
    static func permutations(_ model: TokenModel) -> [(selection: [String: String], key: [Context])] {
        model.permutations.map { permutation in
            let selection = Dictionary(
                uniqueKeysWithValues: model.modifiers.map { modifier in
                    (modifier.name, permutation.first { $0.modifier == modifier.name }?.name ?? modifier.defaultContext)
                })
            return (selection, permutation.sorted())
        }
    }
}

@Suite("Resolver documents")
struct ResolverDocumentTests {
    @Test func dumpListsEveryPermutation() throws {
        let run = try CLI().run([
            "dump", "--permutations", "--config", Support.packageRoot.appendingPathComponent("tokenc.yaml").path,
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "appearance=dark contrast=standard\nappearance=dark contrast=increased\nappearance=light contrast=standard\nappearance=light contrast=increased\n",
            "\(run.stdout)\(run.stderr)")
    }

    @Test func oneModelHoldsEveryPermutation() throws {
        let result = ResolverFixture.themed.compile()
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(model.modifiers.map(\.name) == ["appearance", "contrast", "density"])
        let permutations = ResolverFixture.permutations(model)
        #expect(permutations.count == 12)
        // Each permutation compiled on its own gives the values the one model gives for it.
        for permutation in permutations {
            let single = ResolverFixture.themed.compile(permutation.selection)
            let alone = try #require(single.model, "\(permutation.selection): \(Support.render(single))")
            #expect(alone.tokens.map(\.path) == model.tokens.map(\.path))
            for token in model.tokens {
                #expect(
                    token.value(in: permutation.key) == alone.token(at: token.path)?.value,
                    "\(token.path) in \(permutation.selection)")
            }
        }
    }

    /// Brand × theme, where the theme's tokens alias the brand's: every such token has combined values, said in
    /// one warning for the pair of modifiers, not one per token.
    @Test func combinationsAreOneWarningPerSetOfModifiers() throws {
        func brand(_ hex: String, _ deep: String) -> String {
            ##"[{"brand": {"$type": "color", "main": {"$value": "\##(hex)"}, "deep": {"$value": "\##(deep)"}}}]"##
        }
        func theme(_ target: String) -> String {
            ##"[{"ui": {"bg": {"$value": "{brand.\##(target)}"}, "fg": {"$value": "{brand.\##(target)}"}, "line": {"$value": "{brand.\##(target)}"}}}]"##
        }
        let document = """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "modifier", "name": "brand", "default": "a",
               "contexts": {"a": \(brand("#111111", "#222222")), "b": \(brand("#333333", "#444444"))}},
              {"type": "modifier", "name": "theme", "default": "light",
               "contexts": {"light": \(theme("main")), "dark": \(theme("deep"))}}]}
            """
        let result = Pipeline.compile(
            .classify([SourceFile(path: "t.resolver.json", text: document)]),
            options: Pipeline.Options(lint: Support.lintOff))
        let model = try #require(result.model, "\(Support.render(result))")
        let bg = try #require(model.token(at: TokenPath(dotted: "ui.bg")))
        #expect(
            bg.value(in: [Context(modifier: "brand", name: "b"), Context(modifier: "theme", name: "dark")])
                == .color(ValueDecoder.parseHex("#444444")!))
        let warnings = result.diagnostics.filter { $0.rule == .contextCombination }
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.message.hasPrefix(
                "3 tokens ('ui.bg', 'ui.fg', 'ui.line') depend on brand and theme together") == true)
    }

    @Test func orthogonalModifiersStayLinearAndCombinationsAreReported() throws {
        let result = ResolverFixture.themed.compile()
        let model = try #require(result.model)
        // Accent depends on appearance and contrast at once (both set it; the later one wins), and the shadow
        // on appearance (its color) and density (its offset); everything else on one modifier.
        let combined = model.tokens.filter { $0.contextValues.contains { $0.contexts.count > 1 } }.map(
            \.path.description)
        #expect(combined == ["color.accent", "shadow.card"])
        let warnings = result.diagnostics.filter { $0.rule == .contextCombination }
        #expect(warnings.count == 2)
        #expect(
            warnings.contains {
                $0.message.contains("'color.accent' depends on appearance and contrast together")
                    && result.sources.path(of: $0.location!) == "dark.tokens.json"
            })
        #expect(warnings.contains { $0.message.contains("'shadow.card' depends on appearance and density together") })
        // Accent under increased contrast is the contrast file's color in either appearance.
        let accent = try #require(model.token(at: TokenPath(dotted: "color.accent")))
        let light = Context(modifier: "appearance", name: "light")
        let increased = Context(modifier: "contrast", name: "increased")
        #expect(accent.value(in: [light, increased]) == accent.value(in: [increased]))
        #expect(accent.value(in: [light]) != accent.value(in: [increased]))
        let gap = try #require(model.token(at: TokenPath(dotted: "space.gap")))
        #expect(gap.contextValues.map { Context.describe($0.contexts) } == ["density=compact", "density=spacious"])
    }

    @Test func inputsAreCaseInsensitiveAndChecked() {
        #expect(
            ResolverFixture.themed.compile(["APPEARANCE": "Light"]).model?.token(at: TokenPath(dotted: "color.label"))?
                .value == .color(ValueDecoder.parseHex("#000000")!))
        let unknown = ResolverFixture.themed.compile(["apperance": "light", "contrast": "most"])
        #expect(unknown.diagnostics.map(\.rule) == [.contextInput, .contextInput])
        #expect(
            unknown.diagnostics.contains {
                $0.message == "there is no modifier 'apperance'; did you mean 'appearance'?"
            })
        #expect(
            unknown.diagnostics.contains {
                $0.message.hasPrefix(
                    "modifier 'contrast' has no context 'most'; its contexts are 'standard', 'increased'")
            })
        var noDefault = ResolverFixture.themed
        noDefault.resolver = noDefault.resolver.replacingOccurrences(
            of: ##""default": "regular""##, with: ##""description": "no default""##)
        let missing = noDefault.compile(["appearance": "light"])
        #expect(missing.diagnostics.map(\.rule) == [.contextInput])
        #expect(missing.diagnostics.first?.message.contains("modifier 'density' has no \"default\"") == true)
        #expect(missing.diagnostics.first?.location != nil)
        // Compiling every context needs no input: the first context stands in for the default.
        #expect(noDefault.compile().model?.modifiers.first { $0.name == "density" }?.defaultContext == "regular")
    }

    /// Every MUST of the Resolver module, each a located error with its rule.
    @Test(arguments: [
        (##"{"resolutionOrder": []}"##, "resolver", "1:1", "needs \"version\""),
        (##"{"version": "2025.1", "resolutionOrder": []}"##, "resolver", "1:13", "must be \"2025.10\""),
        (##"{"version": "2025.10"}"##, "resolver", "1:1", "needs \"resolutionOrder\""),
        (
            ##"{"version": "2025.10", "composition": [], "resolutionOrder": []}"##, "resolver", "1:24",
            "'resolutionOrder'"
        ),
        (
            ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
            "resolver", "1:56", "has no contexts"
        ),
        (
            ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
            "resolver", "1:56", "has one context"
        ),
        (
            ##"{"version": "2025.10", "modifiers": {"m": {"context": {"a": [], "b": []}}}, "resolutionOrder": []}"##,
            "resolver", "1:44", "did you mean 'contexts'?"
        ),
        (
            ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [], "b": []}, "default": "c"}}, "resolutionOrder": []}"##,
            "resolver", "1:87", "must name one of its contexts"
        ),
        (
            ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "sources": []}]}"##, "resolver", "1:44",
            "needs \"name\""
        ),
        (
            ##"{"version": "2025.10", "resolutionOrder": [{"name": "a", "sources": []}]}"##, "resolver", "1:44",
            "needs \"type\""
        ),
        (
            ##"{"version": "2025.10", "resolutionOrder": [{"name": "a", "type": "set", "sources": []}, {"name": "a", "type": "set", "sources": []}]}"##,
            "resolver", "1:98", "used twice"
        ),
        (
            ##"{"version": "2025.10", "resolutionOrder": [{"name": "a", "type": "group", "sources": []}]}"##,
            "resolver", "1:66", "must be \"set\" or \"modifier\""
        ),
        (
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/modifiers/m"}]}}, "modifiers": {"m": {"contexts": {"a": [], "b": []}}}, "resolutionOrder": []}"##,
            "resolver", "1:60", "must not include a modifier"
        ),
        (
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/resolutionOrder/0"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
            "resolver", "1:60", "points into \"resolutionOrder\""
        ),
        (
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/resolutionOrder/0"}]}"##, "resolver", "1:53",
            "points into \"resolutionOrder\""
        ),
        (
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": []}"##,
            "ref-cycle", "1:", "circular $ref"
        ),
        (
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "https://example.com/t.json"}]}}, "resolutionOrder": []}"##,
            "resolver", "1:60", "remote reference"
        ),
        (
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "missing.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
            "io-error", "1:60", "cannot read 'missing.tokens.json'"
        ),
        (
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/nope"}]}"##, "resolver", "1:53",
            "there is no set 'nope'"
        ),
        (
            ##"{"version": "2025.10", "sets": {"s": {"sources": {}}}, "resolutionOrder": []}"##, "resolver", "1:50",
            "must be an array"
        ),
        (
            ##"{"version": "2025.10", "sets": {"s": {"sources": []}}, "resolutionOrder": [], "$extensions": 3}"##,
            "resolver", "1:94", "$extensions must be an object"
        ),
    ])
    func invalidDocumentsAreLocatedErrors(_ json: String, _ rule: String, _ place: String, _ message: String) {
        let result = ResolverFixture(resolver: json, files: [:]).compile()
        #expect(result.model == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        let match = errors.first { $0.rule.rawValue == rule && $0.message.contains(message) }
        #expect(match != nil, "\(Support.render(result))")
        if let location = match?.location {
            #expect("\(location.line):\(location.column)".hasPrefix(place), "\(Support.render(result))")
            #expect(result.sources.path(of: location) == "t.resolver.json")
        }
    }

    @Test func aTokenKeepsItsTypeInEveryContext() {
        var fixture = ResolverFixture.themed
        fixture.files["hc.tokens.json"] =
            ##"{"color": {"accent": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}}"##
        let result = fixture.compile()
        #expect(
            result.diagnostics.contains {
                $0.rule == .contextMismatch && $0.severity == .error
                    && $0.message.contains("is a dimension in contrast=increased but a color by default")
            })
    }

    /// Token files and a resolver document take one path (a one-set document for the files), so both report a
    /// structural error and an error it does not cause together.
    @Test func everyErrorIsReportedAtOnceAsForTokenFiles() throws {
        let tokens = """
            {"c": {"$type": "color",
              "bad{name}": {"$value": "#000000"},
              "missing": {"$value": "{c.nowhere}"}}}
            """
        let resolver = """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "t.tokens.json"}]}]}
            """
        let composed = ResolverFixture(resolver: resolver, files: ["t.tokens.json": tokens]).compile()
        let files = Support.compile([("t.tokens.json", tokens)])
        #expect(Support.errors(files) == ["2:3 invalid-name", "3:25 unknown-alias"], "\(Support.render(files))")
        #expect(Support.errors(composed) == Support.errors(files), "\(Support.render(composed))")
        #expect(composed.model == nil && files.model == nil)
    }

    @Test func setsMergeInOrderLastWinsAndInlineItemsWork() throws {
        let resolver = """
            {"version": "2025.10",
             "resolutionOrder": [
               {"type": "set", "name": "base", "sources": [
                 {"c": {"$type": "color", "text": {"$value": "#000000", "$extensions": {"com.example": {"keep": true}}}}},
                 {"c": {"text": {"$value": "#1a1a1a"}}}]},
               {"type": "modifier", "name": "mode", "contexts": {"a": [], "b": [{"$ref": "#/$defs/b"}]}, "default": "a"}],
             "$defs": {"b": {"c": {"text": {"$value": "#ffffff"}}}}}
            """
        let result = ResolverFixture(resolver: resolver, files: [:]).compile()
        let model = try #require(result.model, "\(Support.render(result))")
        let text = try #require(model.token(at: TokenPath(dotted: "c.text")))
        #expect(text.value == .color(ValueDecoder.parseHex("#1a1a1a")!), "the later source wins")
        #expect(text.value(in: Context(modifier: "mode", name: "b")) == .color(ValueDecoder.parseHex("#ffffff")!))
        #expect(text.type == .color, "the group $type of an earlier source still applies")
    }

    @Test func theGeneratedValueLayerResolvesEveryPermutation() throws {
        let model = try #require(ResolverFixture.themed.compile().model)
        let output = SwiftEmitter.emit(EmitContext(model), options: SwiftEmitter.Options(includesSwiftUI: false))
        let source = try #require(output.source, "\(output.diagnostics)")
        var main = ""
        var expected: [String] = []
        let accent = try #require(model.token(at: TokenPath(dotted: "color.accent")))
        let gap = try #require(model.token(at: TokenPath(dotted: "space.gap")))
        for permutation in ResolverFixture.permutations(model) {
            let arguments = model.modifiers.map { "\($0.name): .\(permutation.selection[$0.name]!)" }.joined(
                separator: ", ")
            main +=
                "do { let c = DesignTokens.Context(\(arguments)); let k = DesignTokens.Color.accent.components(in: c); "
            main += "print(Int((k.blue * 255).rounded()), DesignTokens.Space.gap.value(in: c)) }\n"
            guard case .color(let color) = accent.value(in: permutation.key),
                case .dimension(let d) = gap.value(in: permutation.key)
            else { continue }
            expected.append("\(Int((ColorConversion.rgb(color).blue * 255).rounded())) \(d.points)")
        }
        let run = SwiftToolchain.compileAndRun(["Tokens.swift": source, "main.swift": main])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }

    @Test func theSwiftUILayerWithContextsTypeChecks() throws {
        let model = try #require(ResolverFixture.themed.compile().model)
        let source = try #require(SwiftEmitter.emit(EmitContext(model)).source)
        let consumer = """
            import SwiftUI

            struct Row: View {
                @Environment(\\.designTokensContext) private var context

                var body: some View {
                    Text("Row")
                        .padding(DesignTokens.Space.gap.value(in: context))
                        .foregroundStyle(.accent)
                        .designTokensContext(DesignTokens.Context(density: .compact))
                }
            }
            """
        let run = SwiftToolchain.typecheck(["DesignTokens.swift": source, "Consumer.swift": consumer], stub: true)
        #expect(run.status == 0, "\(run.output)")
    }
}

@Suite(
    "Resolver documents in ../shared/corpus", .enabled(if: Corpus.root != nil, "set TOKENC_CORPUS to the corpus folder")
)
struct ResolverCorpusTests {
    static func compile(_ resolverPath: String, selection: [String: String]? = nil) -> Pipeline.Result {
        let input = Pipeline.Input.resolver(Corpus.file(resolverPath), read: DiagnosticBag()) { path in
            let url = Corpus.root!.appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: url.path),
                let format = SourceFile.Format(fileName: path)
            else { return nil }
            return SourceFile(path: path, format: format, bytes: [UInt8](data))
        }
        return Pipeline.compile(input, selection: selection)
    }

    /// Every permutation of every design system resolves with no error by default (their departures from the
    /// spec are warnings, see ``Corpus/designSystemDeviations``).
    @Test(arguments: ["figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris", "yaml-dtcg"])
    func everyPermutationResolves(_ system: String) throws {
        let resolver =
            system == "yaml-dtcg"
            ? "yaml-dtcg/packages/tokens/src/terrazzo.resolver.yml" : "design-systems/\(system).resolver.json"
        let whole = Self.compile(resolver)
        #expect(!whole.hasErrors, "\(Support.render(whole).split(separator: "\n").prefix(10).joined(separator: "\n"))")
        #expect(whole.diagnostics.allSatisfy { $0.location != nil })
        // The permutations, from the document itself (the model is nil when a deviation is an error).
        var bag = DiagnosticBag()
        let root = try #require(Pipeline.parse(Corpus.file(resolver), index: 0, diagnostics: &bag))
        let document = try #require(ResolverDocument.read(root, diagnostics: &bag))
        var selections: [[String: String]] = [[:]]
        for modifier in document.modifiers {
            selections = selections.flatMap { partial in
                modifier.contexts.map { partial.merging([modifier.name: $0.name]) { $1 } }
            }
        }
        #expect(selections.count == document.modifiers.reduce(1) { $0 * $1.contexts.count })
        for selection in selections {
            let result = Self.compile(resolver, selection: selection)
            #expect(
                !result.hasErrors,
                "\(selection): \(Support.render(result).split(separator: "\n").prefix(10).joined(separator: "\n"))")
            #expect((result.model?.tokens.count ?? 0) > 50)
        }
        let model = try #require(whole.model)
        #expect(model.modifiers.count == document.modifiers.count)
    }

    /// Each design system's whole model (every context) gives Swift that type-checks against the SwiftUI
    /// stub, CSS that a real CSS parser reads without errors, and docs that render.
    @Test(arguments: ["figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris", "yaml-dtcg"])
    func everyOutputOfEachDesignSystemWorks(_ system: String) throws {
        let resolver =
            system == "yaml-dtcg"
            ? "yaml-dtcg/packages/tokens/src/terrazzo.resolver.yml" : "design-systems/\(system).resolver.json"
        try Self.checkEveryOutput(try #require(Self.compile(resolver).model), system)
    }

    /// Swift that type-checks against the SwiftUI stub, CSS a real CSS parser reads without errors, a preview,
    /// and docs that render with a table row per token and every picture written.
    static func checkEveryOutput(_ model: TokenModel, _ system: String) throws {
        let swift = SwiftEmitter.emit(EmitContext(model))
        #expect(!swift.diagnostics.contains { $0.severity == .error })
        let source = try #require(swift.source)
        let run = SwiftToolchain.typecheck(["DesignTokens.swift": source], stub: true)
        #expect(run.status == 0, "\(system): \(run.output.prefix(2_000))")
        let css = CSSEmitter.emit(EmitContext(model))
        let stylesheet = try #require(css.bytes)
        #expect(!PreviewPage.render(EmitContext(model), stylesheet: stylesheet).isEmpty)
        if CSSParser.available {
            let errors = CSSParser.errors(String(decoding: stylesheet, as: UTF8.self))
            #expect(errors.isEmpty, "\(system): \(errors)")
        }
        let pages = MarkdownEmitter.emit(EmitContext(model), options: MarkdownEmitter.Options())
        #expect(pages.contains { $0.path == "index.md" })
        let written = Set(pages.map(\.path))
        var rows = 0
        for page in pages where page.path.hasSuffix(".md") && page.path != "index.md" {
            if MarkdownRenderer.available {
                let html = MarkdownRenderer.html(page.contents)
                rows += html.components(separatedBy: "<tr>").count - html.components(separatedBy: "<table>").count
                for image in html.components(separatedBy: "<img src=\"").dropFirst() {
                    let link = String(image.prefix { $0 != "\"" && $0 != "#" })
                    #expect(written.contains(link), "\(system): \(page.path) shows \(link), which is not written")
                }
            }
        }
        if MarkdownRenderer.available {
            #expect(rows == model.tokens.count { $0.type != .custom }, "\(system): a table row per token")
        }
    }

    /// The spec's own whole resolver example (two inline sources, the last wins) compiles.
    @Test func theSpecsConflictExampleResolvesToTheLastSource() throws {
        let result = Self.compile("dtcg-spec-examples/resolver/resolver__resolution-logic__01.json")
        // The example omits "version", which the spec makes required: reported, located.
        #expect(result.diagnostics.map(\.rule) == [.resolver])
        #expect(result.diagnostics.first?.message.contains("needs \"version\"") == true)
        var fixed = Corpus.file("dtcg-spec-examples/resolver/resolver__resolution-logic__01.json")
        fixed.bytes = Array(
            String(decoding: fixed.bytes, as: UTF8.self).replacingOccurrences(
                of: "{\n  \"$schema\"", with: "{\n  \"version\": \"2025.10\",\n  \"$schema\""
            ).utf8)
        let model = try #require(
            Pipeline.compile(.resolver(fixed, read: DiagnosticBag(), loadFile: { _ in nil })).model)
        guard case .color(let color)? = model.token(at: TokenPath(dotted: "color.text.default"))?.value else {
            Issue.record("no color.text.default")
            return
        }
        #expect(color.components == [0.1, 0.1, 0.1] as [Double?])
    }
}
