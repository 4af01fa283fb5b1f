import Foundation
import Testing

@testable import TokencCore

/// Tokens Studio exports: the fixture in Fixtures/tokens-studio/export has every plugin type, math, color
/// modifiers with references, a themes file with two groups (one light/dark), `source`, `enabled` and
/// `disabled` sets, a folder named in the set order, a set a theme names that does not exist, the DTCG
/// spelling, a composition and an unknown type.
@Suite struct TokensStudioTests {
    static let folder = Support.fixtures.appendingPathComponent("tokens-studio/export")

    static func files(_ folder: URL = folder) -> [SourceFile] {
        let (files, bag) = InputDiscovery.load(
            [folder.path], relativeTo: folder, displayBase: folder.deletingLastPathComponent())
        #expect(bag.diagnostics.isEmpty)
        return files
    }

    static func compile(selection: [String: String]? = nil) -> Pipeline.Result {
        Pipeline.compile(.classify(files()), options: Pipeline.Options(lint: Support.lintOff), selection: selection)
    }

    @Test func theExportIsReadByContent() {
        func isExport(_ files: [SourceFile]) -> Bool {
            var diagnostics = DiagnosticBag()
            return FormatRecognition.readings(of: files, diagnostics: &diagnostics).allSatisfy {
                $0.format == .tokensStudio && $0.strength == .folder
            }
        }
        #expect(isExport(Self.files()))
        #expect(!isExport([SourceFile(path: "tokens.json", text: #"{"a": {"$value": 1, "$type": "number"}}"#)]))
        #expect(isExport([SourceFile(path: "tokens.json", text: #"{"global": {}, "$themes": []}"#)]))
    }

    /// The whole model (every theme as a context) and every diagnostic, as a golden.
    @Test func theWholeExportAsAModel() throws {
        let result = Self.compile()
        let model = try #require(result.model, "\(Support.render(result))")
        Support.assertGolden(
            ModelDumper.json(model, sources: result.sources) + "\n" + Support.render(result), "tokens-studio/export.txt"
        )
    }

    @Test func themesAreModifiersAndSourceSetsServeOnlyReferences() throws {
        let model = try #require(Self.compile().model)
        #expect(model.modifiers.map(\.name) == ["Brand", "Mode"])
        #expect(model.modifiers.first { $0.name == "Mode" }?.contexts == ["Light", "Dark"])
        // `palette` is a source in every Mode theme: its tokens resolve references but are not built.
        #expect(model.token(at: TokenPath(dotted: "palette.white")) == nil)
        #expect(
            model.token(at: TokenPath(dotted: "color.white"))?.aliasOf == nil,
            "its target is not built, so no output may name it")
        #expect(
            model.token(at: TokenPath(dotted: "button.radius"))?.value
                == .dimension(DimensionValue(value: 8, unit: .px)))
        let surface = try #require(model.token(at: TokenPath(dotted: "surface")))
        #expect(surface.aliasOf == TokenPath(dotted: "color.white"))
        #expect(surface.value(in: Context(modifier: "Mode", name: "Dark")) == .color(ValueDecoder.parseHex("#C14242")!))
        let accent = try #require(model.token(at: TokenPath(dotted: "button.accent")))
        #expect(
            accent.value(in: Context(modifier: "Brand", name: "Forest")) == .color(ValueDecoder.parseHex("#228b22")!))
    }

    @Test(arguments: [
        ["Mode": "Light", "Brand": "Ocean"], ["Mode": "Dark", "Brand": "Ocean"], ["Mode": "Light", "Brand": "Forest"],
        ["Mode": "dark", "Brand": "forest"],
    ])
    func everyPermutationCompiles(_ selection: [String: String]) throws {
        let result = Self.compile(selection: selection)
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect((result.model?.tokens.count ?? 0) > 5)
    }

    /// Math over tokens that two theme groups change is kept for their combination.
    @Test func mathOverTwoGroupsKeepsTheCombination() throws {
        let text = """
            {
              "base": { "a": { "value": "1", "type": "number" }, "b": { "value": "10", "type": "number" },
                        "sum": { "value": "{a} + {b}", "type": "number" } },
              "dark": { "a": { "value": "2", "type": "number" } },
              "brand-b": { "b": { "value": "20", "type": "number" } },
              "$themes": [
                { "name": "Light", "group": "Mode", "selectedTokenSets": { "base": "enabled" } },
                { "name": "Dark", "group": "Mode", "selectedTokenSets": { "base": "enabled", "dark": "enabled" } },
                { "name": "A", "group": "Brand", "selectedTokenSets": { "base": "enabled" } },
                { "name": "B", "group": "Brand", "selectedTokenSets": { "base": "enabled", "brand-b": "enabled" } }
              ]
            }
            """
        let result = Pipeline.compile(
            .classify([SourceFile(path: "tokens.json", text: text)]), options: Pipeline.Options(lint: Support.lintOff))
        let sum = try #require(result.model?.token(at: TokenPath(dotted: "sum")), "\(Support.render(result))")
        #expect(sum.value == .number(11))
        #expect(sum.value(in: [Context(modifier: "Mode", name: "Dark")]) == .number(12))
        #expect(sum.value(in: [Context(modifier: "Brand", name: "B")]) == .number(21))
        #expect(
            sum.value(in: [Context(modifier: "Brand", name: "B"), Context(modifier: "Mode", name: "Dark")])
                == .number(22))
    }

    /// The stylesheet of an export with the three shapes whose CSS sd-transforms' pipeline writes and tokenc
    /// wrote otherwise, as a golden: an alias whose target changes by theme while its value does not (`title`
    /// follows `size.lg` on desktop, which the Scale theme changes); a set one theme enables and the default uses
    /// as a source (`semantic`, built); an alias read as another type (`hair`, a border width naming a number,
    /// is `0.5px`).
    @Test func theStylesheetFollowsThePipelinesReading() throws {
        let text = """
            {
              "core": { "size": { "md": { "value": "18", "type": "fontSizes" }, "lg": { "value": "18", "type": "fontSizes" } },
                        "title": { "value": "{size.md}", "type": "fontSizes" },
                        "half": { "value": "0.5", "type": "number" }, "hair": { "value": "{half}", "type": "borderWidth" } },
              "desktop": { "title": { "value": "{size.lg}", "type": "fontSizes" } },
              "large": { "size": { "lg": { "value": "22", "type": "fontSizes" } } },
              "semantic": { "caption": { "value": "{size.md}", "type": "fontSizes" } },
              "$themes": [
                { "name": "Mobile", "group": "Device", "selectedTokenSets": { "core": "enabled", "semantic": "source" } },
                { "name": "Desktop", "group": "Device",
                  "selectedTokenSets": { "core": "enabled", "desktop": "enabled", "semantic": "enabled" } },
                { "name": "Regular", "group": "Scale", "selectedTokenSets": { "core": "enabled" } },
                { "name": "Large", "group": "Scale", "selectedTokenSets": { "core": "enabled", "large": "enabled" } }
              ]
            }
            """
        let result = Pipeline.compile(
            .classify([SourceFile(path: "tokens.json", text: text)]), options: Pipeline.Options(lint: Support.lintOff))
        let model = try #require(result.model, "\(Support.render(result))")
        let css = try #require(CSSEmitter.emit(EmitContext(model)).css)
        Support.assertGolden(css, "tokens-studio/pipeline-reading.css")
        let title = try #require(model.token(at: TokenPath(dotted: "title")))
        #expect(
            title.value(in: [Context(modifier: "Device", name: "Desktop"), Context(modifier: "Scale", name: "Large")])
                == .dimension(DimensionValue(value: 22, unit: .px)))
    }

    /// A set one theme enables and another (the default) uses as a source is built, as the plugin builds it:
    /// enabled wins. Its tokens were left out of the default build.
    @Test func aSetEnabledInOneThemeAndSourceInAnotherIsBuilt() throws {
        let text = """
            {
              "core": { "gray": { "value": "#eeeeee", "type": "color" }, "ink": { "value": "#111111", "type": "color" } },
              "semantic": { "surface": { "value": "{gray}", "type": "color" } },
              "dark": { "gray": { "value": "#222222", "type": "color" } },
              "$themes": [
                { "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "semantic": "source" } },
                { "name": "Dark", "group": "Mode",
                  "selectedTokenSets": { "core": "source", "dark": "enabled", "semantic": "enabled" } }
              ]
            }
            """
        let result = Pipeline.compile(
            .classify([SourceFile(path: "tokens.json", text: text)]), options: Pipeline.Options(lint: Support.lintOff))
        let model = try #require(result.model, "\(Support.render(result))")
        let surface = try #require(model.token(at: TokenPath(dotted: "surface")), "\(Support.render(result))")
        #expect(surface.value == .color(ValueDecoder.parseHex("#eeeeee")!))
        #expect(surface.value(in: Context(modifier: "Mode", name: "Dark")) == .color(ValueDecoder.parseHex("#222222")!))
        // `core` is a source in every theme: its tokens serve references only.
        #expect(model.token(at: TokenPath(dotted: "ink")) == nil)
    }

    @Test func aThemeGroupOfLightAndDarkIsTheAppearanceOfTheAssetCatalog() throws {
        let model = try #require(Self.compile().model)
        let (files, _) = AssetCatalogEmitter.emit(model)
        let surface = try #require(files.first { $0.path.hasSuffix("surface.colorset/Contents.json") })
        let text = String(decoding: surface.bytes, as: UTF8.self)
        #expect(text.contains("\"luminosity\""), "\(text)")
        #expect(text.contains("\"dark\""))
    }

    /// The same sets and themes in one file (the plugin's single-file sync) give the same tokens and values.
    @Test func aSingleFileExportIsTheSameProject() throws {
        var members: [String] = []
        for file in Self.files() {
            let text = String(decoding: file.bytes, as: UTF8.self)
            let name = String(file.path.dropFirst("export/".count).dropLast(".json".count))
            members.append("\"\(name)\": \(text)")
        }
        let single = SourceFile(path: "tokens.json", text: "{" + members.joined(separator: ",\n") + "}")
        let result = Pipeline.compile(.classify([single]), options: Pipeline.Options(lint: Support.lintOff))
        #expect(!result.hasErrors, "\(Support.render(result))")
        let model = try #require(result.model)
        let folder = try #require(Self.compile().model)
        #expect(
            ModelDumper.json(model, sources: result.sources, includesSources: false)
                == ModelDumper.json(folder, sources: Self.compile().sources, includesSources: false))
        #expect(
            result.diagnostics.contains {
                $0.severity == .note && $0.message.contains("single-file Tokens Studio export")
            })
    }

    @Test func namingThemesFileAsTheSourceReadsItsFolder() throws {
        let (files, bag) = InputDiscovery.load(["$themes.json"], relativeTo: Self.folder, displayBase: Self.folder)
        #expect(bag.diagnostics.isEmpty)
        #expect(files.count == Self.files().count)
    }

    /// The plugin's older reference spelling, `$colors.red`, is read where it names a token, with a warning.
    @Test func legacyDollarReferencesAreRead() throws {
        let text = """
            {
              "$themes": [],
              "core": {
                "colors": { "red": { "value": "#ff0000", "type": "color" } },
                "spacing": { "base": { "value": "8", "type": "spacing" } },
                "whole": { "value": "$colors.red", "type": "color" },
                "math": { "value": "$spacing.base * 2", "type": "spacing" },
                "faded": { "value": "rgba($colors.red, 0.5)", "type": "color" },
                "price": { "value": "$5 off, $spacing.base.", "type": "text" }
              }
            }
            """
        let result = Pipeline.compile(
            .classify([SourceFile(path: "tokens.json", text: text)]), options: Pipeline.Options(lint: Support.lintOff))
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect(result.diagnostics.filter { $0.rule == .studioType }.count == 4, "\(Support.render(result))")
        #expect(Support.value(result, "whole") == Support.value(result, "colors.red"))
        #expect(result.model?.token(at: TokenPath(dotted: "whole"))?.aliasOf == TokenPath(dotted: "colors.red"))
        #expect(Support.value(result, "math") == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(Support.value(result, "faded") == .color(ColorValue(space: .srgb, components: [1, 0, 0], alpha: 0.5)))
        #expect(Support.value(result, "price") == .string("$5 off, 8px."))
        #expect(TokensStudioLegacyReferences.rewriteText("$a.b-c. $x $a", paths: ["a.b-c", "a"]) == "{a.b-c}. $x {a}")
    }

    /// Math, references and modifiers that have no value: each a located error naming the expression, once.
    @Test func brokenValuesAreLocatedOnce() {
        let text = """
            {
              "$themes": [],
              "core": {
                "base": { "value": "8", "type": "sizing" },
                "zero": { "value": "{base} / 0", "type": "sizing" },
                "units": { "value": "{base} + 1rem", "type": "sizing" },
                "dangling": { "value": "{base} *", "type": "sizing" },
                "missing": { "value": "{nope} * 2", "type": "sizing" },
                "typo": { "value": "{bsae}", "type": "sizing" },
                "uses-missing": { "value": "{missing}", "type": "sizing" },
                "bad-modifier": {
                  "value": "#ff0000", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "brighten", "value": "0.2", "space": "srgb" } } }
                },
                "bad-space": {
                  "value": "#ff0000", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "cmyk" } } }
                },
                "no-space": {
                  "value": "#ff0000", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2" } } }
                },
                "color-math": { "value": "rgba({base}, 2)", "type": "color" },
                "loop-a": { "value": "{loop-b} * 2", "type": "sizing" },
                "loop-b": { "value": "{loop-a}", "type": "sizing" },
                "wrong-type": { "value": "8", "type": "sizeing" }
              }
            }
            """
        let result = Pipeline.compile(
            .classify([SourceFile(path: "tokens.json", text: text)]), options: Pipeline.Options(lint: Support.lintOff))
        Support.assertGolden(Support.render(result), "tokens-studio/broken.txt")
    }

    /// What the fuzzer found: a themes file read as a whole export (an array, not an object of sets).
    @Test(arguments: ["[]", "[{\"name\": \"Light\"}]", "42", "{\"$themes\": 3, \"$metadata\": []}", "{\"set\": 1}"])
    func exportsOfTheWrongShapeAreErrorsNotCrashes(_ text: String) {
        let result = Pipeline.compile(
            .files(
                [SourceFile(path: "tokens.json", text: text)], format: .tokensStudio, read: DiagnosticBag(),
                emptyMessage: nil, loadFile: nil))
        #expect(result.hasErrors || result.model?.tokens.isEmpty == true, "\(text)")
        #expect(result.diagnostics.allSatisfy { $0.location != nil || $0.severity != .error })
    }

    /// A text token referenced as a size or a duration reads its units as a literal value would: `pt` is px.
    @Test func referencedTextTakesTheUnitsOfALiteral() throws {
        let text = """
            {
              "$themes": [],
              "core": {
                "gap-text": { "value": "8pt", "type": "text" }, "gap": { "value": "{gap-text}", "type": "spacing" },
                "wait-text": { "value": "0.2s", "type": "text" }, "wait": { "value": "{wait-text}", "type": "duration" }
              }
            }
            """
        let result = Pipeline.compile(
            .files(
                [SourceFile(path: "tokens.json", text: text)], format: .tokensStudio, read: DiagnosticBag(),
                emptyMessage: nil, loadFile: nil))
        #expect(!result.hasErrors, "\(Support.render(result))")
        let model = try #require(result.model)
        #expect(model.token(at: TokenPath(dotted: "gap"))?.value == .dimension(DimensionValue(value: 8, unit: .px)))
        #expect(model.token(at: TokenPath(dotted: "wait"))?.value == .duration(DurationValue(value: 0.2, unit: .s)))
    }

    /// Color functions with nothing, or only a slash, inside: `rgb()` once crashed the reader.
    @Test(arguments: ["rgb()", "rgb(/)", "rgba( )", "hsl(,)", "rgb(1 2 / )"])
    func emptyColorFunctionsAreErrorsNotCrashes(_ value: String) {
        let text = "{\"$themes\": [], \"core\": {\"c\": {\"value\": \"\(value)\", \"type\": \"color\"}}}"
        let result = Pipeline.compile(
            .files(
                [SourceFile(path: "tokens.json", text: text)], format: .tokensStudio, read: DiagnosticBag(),
                emptyMessage: nil, loadFile: nil))
        #expect(result.hasErrors, "\(value)")
        #expect(result.diagnostics.allSatisfy { $0.location != nil || $0.severity != .error })
    }

    @Test(arguments: [
        ("Bold", 700.0, nil as String?), ("Semi Bold", 600, nil), ("SemiBold", 600, nil),
        ("Bold Italic", 700, "italic"),
        ("ExtraLight Italic", 200, "italic"), ("Italic", 400, "italic"), ("Kräftig", 500, nil), ("Regular", 400, nil),
        ("600", 600, nil), ("Black Oblique", 900, "oblique"), ("extra-bold", 800, nil),
    ])
    func fontWeightNames(_ text: String, _ weight: Double, _ style: String?) throws {
        let parsed = try #require(FontWeightName.parse(text))
        #expect(parsed.weight == weight)
        #expect(parsed.style == style)
    }

    @Test func unknownWeightNamesAreNotWeights() {
        #expect(FontWeightName.parse("Chunky") == nil)
        #expect(FontWeightName.parse("2000") == nil)
    }

    /// Every type the plugin has is in the documentation's table, and maps to a DTCG type.
    @Test func theTypeTableCoversThePlugin() {
        let plugin = [
            "other", "color", "borderRadius", "sizing", "spacing", "text", "typography", "opacity", "borderWidth",
            "boxShadow", "fontFamilies", "fontWeights", "lineHeights", "fontSizes", "letterSpacing", "paragraphSpacing",
            "paragraphIndent", "textDecoration", "textCase", "composition", "dimension", "border", "asset", "boolean",
            "number", "duration", "cubicBezier",
        ]
        let names = Set(TokensStudioTranslator.types.map(\.name))
        #expect(plugin.allSatisfy(names.contains), "\(plugin.filter { !names.contains($0) })")
        let docs =
            (try? String(
                contentsOf: Support.packageRoot.appendingPathComponent("Documentation/SourceFormats.md"),
                encoding: .utf8)) ?? ""
        for name in plugin { #expect(docs.contains("`\(name)`"), "\(name) is missing from SourceFormats.md") }
    }
}
