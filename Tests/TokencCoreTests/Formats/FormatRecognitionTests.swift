import Foundation
import Testing

@testable import TokencCore

/// Each file read as what it is: recognised on its own markers, a marker several formats show never deciding
/// alone or for another file, folder markers deciding for their folder, and the user's `format:` word.
@Suite struct FormatRecognitionTests {
    static func compile(_ files: [SourceFile]) -> Pipeline.Result {
        Pipeline.compile(.classify(files), options: Pipeline.Options(lint: Support.lintOff))
    }

    static func compile(_ files: [(String, String)]) -> Pipeline.Result {
        compile(files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    /// The diagnostics and every token's value, as the golden holds them.
    static func summary(_ result: Pipeline.Result) -> String {
        var text = Support.render(result)
        if let model = result.model {
            text += "\n" + ModelDumper.json(model, sources: result.sources, includesSources: false)
        }
        return text
    }

    static let designTokensStyles = #"""
        { "effect": { "card": { "type": "custom-shadow",
            "value": { "shadowType": "dropShadow", "radius": 8, "color": "#00000033", "offsetX": 0, "offsetY": 2, "spread": 0 },
            "extensions": { "org.lukasoppermann.figmaDesignTokens": { "styleId": "S:1", "exportKey": "effect" } } } } }
        """#
    /// The plugin's variables file: `type`/`value`, no extension data, sizes in Figma's px without a unit.
    static let designTokensVariables = #"""
        { "spacing": { "sm": { "type": "dimension", "value": 8, "description": "" }, "md": { "type": "dimension", "value": 16 } },
          "surface": { "type": "color", "value": "{color.white}" }, "color": { "white": { "type": "color", "value": "#ffffffff" } } }
        """#
    static let styleDictionary = #"""
        { "color": { "brand": { "value": "#3366ff" }, "text": { "value": "{ color.brand.value }" } },
          "size": { "gap": { "value": "1" } } }
        """#
    static let dtcg = #"""
        { "radius": { "$type": "dimension", "card": { "$value": { "value": 12, "unit": "px" } } } }
        """#

    @Test func aFolderMixingDTCGStyleDictionaryAndDesignTokensPluginFilesBuildsEachAsWhatItIs() throws {
        let result = Self.compile([
            ("tokens/core.tokens.json", Self.dtcg), ("tokens/legacy.json", Self.styleDictionary),
            ("tokens/styles.json", Self.designTokensStyles), ("tokens/variables.json", Self.designTokensVariables),
        ])
        #expect(Support.errors(result).isEmpty, "\(Support.render(result))")
        let notes = Support.render(result).split(separator: "\n").filter { $0.hasSuffix("[source-format]") }
        #expect(
            notes == [
                "tokens/legacy.json:1:25: note: 1 file read as Style Dictionary: legacy 'value' and no '$value' here; 1 as DTCG [source-format]",
                "tokens/styles.json:3:22: note: 2 files read as Figma: the Design Tokens plugin's extension here; 1 as DTCG [source-format]",
            ], "\(Support.render(result))")
        // The plugin's unitless sizes are Figma's px; Style Dictionary's are rem, as its size/rem transform reads them.
        #expect(Support.value(result, "spacing.md") == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(Support.value(result, "size.gap") == .dimension(DimensionValue(value: 1, unit: .rem)))
        #expect(result.model?.token(at: TokenPath(dotted: "color.text"))?.aliasOf == TokenPath(dotted: "color.brand"))
        Support.assertGolden(Self.summary(result), "formats/mixed-folder.txt")
    }

    /// Was read as Tokens Studio sets because a few strings look like its math: "token has no $type" for every
    /// token whose type Style Dictionary infers from its category.
    @Test func aStyleDictionarySetWhoseStringsLookLikeMathIsStyleDictionary() throws {
        let colors = #"""
            { "color": { "base": { "white": { "value": "#ffffff" }, "black": { "value": "#000000" } },
                "bg": { "value": "{color.base.white.value}" } },
              "size": { "sm": { "value": "4" }, "label": { "value": "{size.sm.value} * 2" } },
              "content": { "hint": { "value": "{content.count.value} + 2 more" }, "count": { "value": "3" } } }
            """#
        let dark = #"{ "color": { "bg": { "value": "{color.base.black.value}" } } }"#
        let result = Self.compile([("tokens/colors.json", colors), ("tokens/modes/dark.json", dark)])
        #expect(Support.errors(result).isEmpty, "\(Support.render(result))")
        #expect(!result.diagnostics.contains { $0.rule == .tokensStudio })
        #expect(
            result.diagnostics.contains {
                $0.rule == .sourceFormat && $0.message.hasPrefix("2 files read as Style Dictionary")
            })
        // Its dark file is the dark appearance, not a silent replacement of the base values.
        let model = try #require(result.model)
        let bg = try #require(model.token(at: TokenPath(dotted: "color.bg")))
        #expect(bg.value == .color(ValueDecoder.parseHex("#ffffff")!))
        #expect(
            bg.value(in: [Context(modifier: "appearance", name: "dark")]) == .color(ValueDecoder.parseHex("#000000")!))
        Support.assertGolden(Self.summary(result), "formats/style-dictionary-math.txt")
    }

    /// Files that override files: a later file that defines again most tokens of an earlier one, its name not
    /// saying `dark`, wins as Style Dictionary merges files, and one note names the files and the resolver
    /// document that would make them contexts; the document it gives compiles to that modifier.
    @Test func aFileThatRedefinesMostOfAnotherIsNamedWithTheResolverDocumentForIt() throws {
        let base =
            ##"{"color": {"bg": {"value": "#ffffff"}, "fg": {"value": "#000000"}, "line": {"value": "#cccccc"}}}"##
        let brand = ##"{"color": {"bg": {"value": "#fafafa"}, "fg": {"value": "#111111"}}}"##
        let result = Self.compile([("tokens/base.json", base), ("tokens/brand-b.json", brand)])
        #expect(Support.errors(result).isEmpty)
        #expect(Support.value(result, "color.bg") == .color(ValueDecoder.parseHex("#fafafa")!))
        let note = try #require(result.diagnostics.first { $0.message.contains("define") && $0.severity == .note })
        #expect(note.message.hasPrefix("tokens/brand-b.json defines again most tokens of tokens/base.json"))
        let document = try #require(
            note.message.split(separator: "this one would: ", maxSplits: 1).last.map(String.init))
        let files = ["tokens/base.json": base, "tokens/brand-b.json": brand]
        let themed = Pipeline.compile(
            .resolver(
                SourceFile(path: "tokens.resolver.json", text: document), read: DiagnosticBag(),
                loadFile: { path in files[path].map { SourceFile(path: path, text: $0) } }),
            options: Pipeline.Options(lint: Support.lintOff))
        let model = try #require(themed.model, "\(Support.render(themed))")
        #expect(model.modifiers.map(\.name) == ["tokens"] && model.modifiers[0].contexts == ["base", "brand-b"])
        #expect(
            model.token(at: TokenPath(dotted: "color.bg"))?.value(in: [Context(modifier: "tokens", name: "brand-b")])
                == .color(ValueDecoder.parseHex("#fafafa")!))
        // A file that adds tokens, redefining few, is an override: no note.
        let adds =
            ##"{"color": {"bg": {"value": "#fafafa"}, "a": {"value": "#1"}, "b": {"value": "#2"}, "c": {"value": "#3"}}}"##
        let added = Self.compile([("tokens/base.json", base), ("tokens/more.json", adds)])
        #expect(!added.diagnostics.contains { $0.message.contains("defines again most") })
    }

    /// Math beside legacy `value` syntax typed throughout, with references that name no `.value`, as Tokens
    /// Studio exports a set: two markers together, so the set computes its math (Style Dictionary's own files
    /// leave types to their categories).
    @Test func mathInASetTypedThroughoutIsTokensStudio() throws {
        let set =
            #"{"base": {"unit": {"value": "4", "type": "number"}}, "break": {"sm": {"value": "{base.unit} * 80", "type": "number"}}}"#
        var diagnostics = DiagnosticBag()
        let readings = FormatRecognition.readings(
            of: [SourceFile(path: "b.json", text: set)], diagnostics: &diagnostics)
        #expect(readings.map(\.format) == [.tokensStudio] && readings[0].strength == .own)
        let result = Self.compile([("b.json", set)])
        #expect(Support.value(result, "break.sm") == .number(320), "\(Support.render(result))")
    }

    /// An early DTCG draft's own keys beside `$value` (its build's color step) were read as Tokens Studio's
    /// modifier once some string looked like math: 200+ errors. Kept, each key warned, the file read as DTCG.
    @Test func aDTCGDraftWithItsOwnModifyAndSourceKeysIsDTCG() throws {
        let draft = #"""
            { "color": { "base": { "$type": "color", "$value": "#336699" },
                "veil": { "$type": "color", "$value": "{color.base}", "modify": [{ "type": "alpha", "amount": 0.5 }], "source": "figma" } },
              "space": { "$type": "dimension", "sm": { "$value": "4px" }, "md": { "$value": "calc({space.sm} * 2)" } },
              "gap": { "label": { "$type": "string", "$value": "{space.sm} * 2 apart" } },
              "scrim": { "$type": "color", "$value": "#000000", "modify": [{ "type": "alpha", "amount": 0.4 }] } }
            """#
        let plain = #"{ "radius": { "$type": "dimension", "card": { "$value": "{space.md}" } } }"#
        let result = Self.compile([("draft/colors.json", draft), ("draft/radius.json", plain)])
        #expect(Support.errors(result).isEmpty, "\(Support.render(result))")
        // One warning per key, however many tokens carry it; the keys are kept in the token's extensions.
        let keys = result.diagnostics.filter { $0.rule == .tokenProperty }.map(\.message)
        #expect(keys.count == 2)
        #expect(keys.first?.contains("'modify' beside \"$value\" (as do 1 other token)") == true)
        #expect(result.model?.token(at: TokenPath(dotted: "scrim"))?.extensions?["modify"] != nil)
        #expect(!result.diagnostics.contains { $0.rule == .tokensStudio })
        #expect(Support.value(result, "color.veil") == .color(ValueDecoder.parseHex("#336699")!))
        Support.assertGolden(Self.summary(result), "formats/dtcg-draft-keys.txt")
    }

    /// One file's math never decides for another: a Tokens Studio set in DTCG syntax beside a plain DTCG file
    /// computes its math, and the DTCG file keeps DTCG's reading (a missing reference is an error there).
    @Test func aTokensStudioSetBesideDTCGFilesDecidesOnlyForItself() throws {
        let set =
            #"{ "space": { "sm": { "$type": "dimension", "$value": "4px" }, "md": { "$type": "dimension", "$value": "{space.sm} * 2" } } }"#
        let plain =
            #"{ "radius": { "$type": "dimension", "card": { "$value": "{space.md}" }, "lost": { "$value": "{space.none}" } } }"#
        let result = Self.compile([("a/set.json", set), ("a/plain.tokens.json", plain)])
        #expect(Support.errors(result) == ["1:93 unknown-alias"], "\(Support.render(result))")
        var diagnostics = DiagnosticBag()
        let readings = FormatRecognition.readings(
            of: [SourceFile(path: "set.json", text: set), SourceFile(path: "plain.tokens.json", text: plain)],
            diagnostics: &diagnostics)
        #expect(readings.map(\.format) == [.tokensStudio, .dtcg])
        let ok = Self.compile([
            ("a/set.json", set),
            (
                "a/plain.tokens.json",
                plain.replacingOccurrences(of: #", "lost": { "$value": "{space.none}" }"#, with: "")
            ),
        ])
        #expect(
            Support.value(ok, "radius.card") == .dimension(DimensionValue(value: 8, unit: .px)), "\(Support.render(ok))"
        )
    }

    /// A fork of the Design Tokens plugin writes its data under its own key: known by its shape, its unitless
    /// sizes are px (were read as Style Dictionary's rem, 16× too large, exit 0).
    @Test func aDesignTokensPluginForkIsKnownByTheShapeOfItsData() throws {
        let fork = #"""
            { "size": { "xl": { "type": "dimension", "value": 56, "description": "",
              "extensions": { "org.acme.ds-figma-export": { "scopes": ["WIDTH_HEIGHT"], "variableId": "VariableID:1:2", "exportKey": "variables" } } } },
              "lead": { "extensions": { "org.acme.ds-figma-export": { "exportKey": "variables", "variableId": "x" } },
                "md": { "type": "dimension", "value": 24 } } }
            """#
        let result = Self.compile([("fork.json", fork)])
        #expect(Support.errors(result).isEmpty, "\(Support.render(result))")
        #expect(Support.value(result, "size.xl") == .dimension(DimensionValue(value: 56, unit: .px)))
        #expect(Support.value(result, "lead.md") == .dimension(DimensionValue(value: 24, unit: .px)))
        #expect(result.model?.token(at: TokenPath(dotted: "lead.extensions")) == nil)
    }

    /// Figma-shaped files tokenc does not read: one located error naming what the file is and what to export.
    @Test(arguments: [
        (
            #"[ { "id": "VariableID:1:2", "name": "color/bg", "resolvedType": "COLOR", "variableCollectionId": "C:1", "valuesByMode": { "1:0": { "r": 1, "g": 1, "b": 1, "a": 1 } } } ]"#,
            "plugin API"
        ),
        (
            ##"{ "version": "1.0.4", "metadata": {}, "collections": [ { "name": "Colors", "modes": [ { "name": "Light", "variables": [ { "name": "bg", "type": "color", "isAlias": false, "value": "#ffffff" } ] } ] } ] }"##,
            "variables2json"
        ),
    ])
    func aFigmaShapedFileTokencCannotReadIsOneErrorNamingIt(_ text: String, _ kind: String) throws {
        let result = Self.compile([("figma.json", text)])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(Support.render(result))")
        #expect(errors.first?.rule == .figma && errors.first?.message.contains(kind) == true)
        #expect(errors.first?.location != nil)
    }

    /// A wrong guess is caught: read as Tokens Studio (by a type only it has), a Style Dictionary file has an
    /// error per untyped token; read as Style Dictionary it has none, and a note says so and how to select it.
    @Test func aReadingWithManyErrorsThatAnotherFormatWouldNotGiveIsNamed() throws {
        var tokens = #""radius": {"card": {"value": "8", "type": "borderRadius"}}"#
        for index in 0..<6 { tokens += ##", "c\##(index)": {"value": "#11223\##(index)"}"## }
        let result = Self.compile([("tokens/sd.json", "{\"color\": {\(tokens)}}")])
        #expect(Support.errors(result).count == 6)
        let note = try #require(
            result.diagnostics.first { $0.rule == .sourceFormat && $0.message.hasPrefix("read as") })
        #expect(
            note.message
                == "read as Tokens Studio, this file has 6 errors; as Style Dictionary, 0: if it is, say so: sources: [{ path: tokens/sd.json, format: style-dictionary }] in tokenc.yaml, or --source-format style-dictionary"
        )
        var told = SourceFile(path: "tokens/sd.json", text: "{\"color\": {\(tokens)}}")
        told.declaredFormat = .styleDictionary
        #expect(Support.errors(Self.compile([told])).isEmpty)
    }

    /// References into files that are not among the sources are errors in one reading and tokens left out in
    /// Tokens Studio's: that reading loses the same tokens, so it is not named as a better one.
    @Test func aReadingThatLeavesTheSameTokensOutIsNotNamed() {
        let tokens = (0..<6).map { #""s\#($0)": {"value": "{base.unit\#($0)}", "type": "number"}"# }
        let result = Self.compile([("sys/space.json", "{\"space\": {" + tokens.joined(separator: ", ") + "}}")])
        #expect(Support.errors(result).count == 6)
        #expect(!result.diagnostics.contains { $0.rule == .sourceFormat && $0.message.hasPrefix("read as") })
    }

    // MARK: The user's word

    @Test func formatInTokencYAMLDecidesForItsFilesAndAWrongOneIsOneLocatedError() throws {
        let folder = SwiftToolchain.temporaryDirectory("source-format")
        defer { SwiftToolchain.remove(folder) }
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try Self.designTokensVariables.write(
            to: folder.appendingPathComponent("tokens/variables.json"), atomically: true, encoding: .utf8)
        try Self.dtcg.write(
            to: folder.appendingPathComponent("tokens/core.tokens.json"), atomically: true, encoding: .utf8)
        func build(_ yaml: String) throws -> Pipeline.Result {
            try yaml.write(to: folder.appendingPathComponent("tokenc.yaml"), atomically: true, encoding: .utf8)
            guard
                case .success(let project) = Project.load(
                    configPath: nil, inputs: [], workingDirectory: folder, strictDTCG: false)
            else {
                Issue.record("tokenc.yaml did not load")
                return Pipeline.Result(model: nil, diagnostics: [], sources: SourceManager())
            }
            return project.compile()
        }
        // Alone, the variables file reads as Style Dictionary (sizes rem); the user's word makes it the plugin's.
        let guessed = try build("sources: [tokens]\n")
        #expect(Support.value(guessed, "spacing.md") == .dimension(DimensionValue(value: 16, unit: .rem)))
        let told = try build(
            "sources:\n  - { path: tokens/variables.json, format: figma }\n  - tokens/core.tokens.json\n")
        #expect(Support.errors(told).isEmpty, "\(Support.render(told))")
        #expect(Support.value(told, "spacing.md") == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(Support.value(told, "radius.card") == .dimension(DimensionValue(value: 12, unit: .px)))

        let wrong = try build("sources:\n  - { path: tokens/core.tokens.json, format: style-dictionary }\n")
        #expect(Support.errors(wrong) == ["1:48 source-format"], "\(Support.render(wrong))")
        #expect(Support.render(wrong).contains("tokens/core.tokens.json:1:48: error: 'format: style-dictionary' says"))

        var diagnostics = DiagnosticBag()
        let config = ProjectConfig.load(
            SourceFile(path: "tokenc.yaml", text: "sources:\n  - { path: tokens, format: tokens_studio }\n"),
            directory: folder, diagnostics: &diagnostics)
        #expect(config == nil)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "'format' must be one of dtcg, style-dictionary, tokens-studio, figma; did you mean 'tokens-studio'?"
            ])
    }

    /// `--source-format` on the command line: the paths given are read as that format.
    @Test func theCommandLinesSourceFormatDecidesForThePathsGiven() throws {
        let folder = SwiftToolchain.temporaryDirectory("cli-source-format")
        defer { SwiftToolchain.remove(folder) }
        try Self.designTokensVariables.write(
            to: folder.appendingPathComponent("variables.json"), atomically: true, encoding: .utf8)
        for (format, unit) in [(FileFormat?.none, DimensionValue.Unit.rem), (.figma, .px)] {
            guard
                case .success(let project) = Project.load(
                    configPath: nil, inputs: ["variables.json"], inputFormat: format, workingDirectory: folder,
                    strictDTCG: false)
            else {
                Issue.record("no project")
                return
            }
            let result = project.compile()
            #expect(Support.value(result, "spacing.md") == .dimension(DimensionValue(value: 16, unit: unit)))
        }
    }
}
