import Foundation
import Testing

@testable import TokencCore

/// Files straight from Figma, written from each format's documentation (`Fixtures/figma/`): Figma's own
/// variables export, a REST API response, the Export/Import Variables plugin's collection files and the variables
/// GitHub Action example's files. Each becomes the model a resolver document would: modes as contexts, aliases as
/// references, scoped numbers as px sizes.
@Suite struct FigmaTests {
    /// The files of one fixture folder, in name order, as `figma/<folder>/<name>`.
    static func files(_ folder: String) throws -> [SourceFile] {
        let directory = Support.fixtures.appendingPathComponent("figma/\(folder)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return try names.map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            return SourceFile(path: "figma/\(folder)/\(name)", text: text)
        }
    }

    static func compile(_ files: [SourceFile], selection: [String: String]? = nil) -> Pipeline.Result {
        Pipeline.compile(.classify(files), options: Pipeline.Options(lint: Support.lintOff), selection: selection)
    }

    static func model(_ folder: String) throws -> (TokenModel, Pipeline.Result) {
        let files = try files(folder)
        #expect(Pipeline.Input.classify(files).format == .figma)
        let result = compile(files)
        let model = try #require(result.model, "\(Support.render(result))")
        return (model, result)
    }

    static func value(_ model: TokenModel, _ path: String, _ context: [Context] = []) -> TokenValue? {
        model.token(at: TokenPath(dotted: path))?.value(in: context)
    }

    static let dark = [Context(modifier: "appearance", name: "dark")]
    static func px(_ value: Double) -> TokenValue { .dimension(DimensionValue(value: value, unit: .px)) }

    @Test(arguments: ["native", "rest", "plugin", "action", "design-tokens", "tokens-bruecke"])
    func eachFormatsModelMatchesItsGoldenAndEveryOutputWorks(_ folder: String) throws {
        let (model, result) = try Self.model(folder)
        #expect(!result.diagnostics.contains { $0.severity == .error })
        #expect(result.diagnostics.filter { $0.rule == .figma && $0.severity == .note }.count == 1)
        Support.assertGolden(
            ModelDumper.json(model, sources: result.sources, includesSources: false), "figma/\(folder).json")
        #expect(model.modifiers.contains { $0.name == "appearance" && $0.contexts == ["light", "dark"] })

        let context = EmitContext(model, sources: result.sources)
        let swift = SwiftEmitter.emit(context)
        #expect(!swift.diagnostics.contains { $0.severity == .error })
        let source = try #require(swift.source)
        #expect(source.contains("colorScheme"), "the appearance reaches the Swift")
        let run = SwiftToolchain.typecheck(["DesignTokens.swift": source], stub: true)
        #expect(run.status == 0, "\(run.output.prefix(2_000))")
        let css = try #require(CSSEmitter.emit(context).css)
        #expect(css.contains("prefers-color-scheme: dark"))
        if CSSParser.available { #expect(CSSParser.errors(css).isEmpty) }
        let catalog = AssetCatalogEmitter.emit(model)
        #expect(catalog.files.contains { String(decoding: $0.bytes, as: UTF8.self).contains("\"dark\"") })
    }

    @Test func theNativeExportsModesAreContextsAndItsAliasesReferences() throws {
        let (model, result) = try Self.model("native")
        #expect(model.modifiers.map(\.name) == ["Density", "appearance"])
        let note = try #require(result.diagnostics.first { $0.severity == .note }).message
        #expect(note.contains("Figma's variables export") && note.contains("Density (Comfortable, Compact)"), "\(note)")
        // A cross-collection alias Figma wrote resolved is a reference again; within the collection it was one.
        let background = try #require(model.token(at: TokenPath(dotted: "surface.background")))
        #expect(background.aliasOf == TokenPath(dotted: "gray.0"))
        #expect(Self.value(model, "surface.background", Self.dark) == Self.value(model, "gray.900"))
        #expect(model.token(at: TokenPath(dotted: "surface.accent"))?.aliasOf == TokenPath(dotted: "blue.500"))
        #expect(Self.value(model, "surface.link", Self.dark) == Self.value(model, "blue.700"))
        // Scopes type the numbers: sizes are px, opacity and unscoped numbers stay numbers.
        let compact = [Context(modifier: "Density", name: "Compact")]
        #expect(Self.value(model, "space.gap", compact) == Self.px(8))
        #expect(Self.value(model, "radius.card") == Self.px(10))
        #expect(Self.value(model, "stroke.hairline") == Self.px(1.5))
        #expect(Self.value(model, "text.body", compact) == Self.px(13))
        #expect(Self.value(model, "space.inset", compact) == Self.px(8))
        #expect(Self.value(model, "opacity.disabled") == .number(0.5))
        #expect(Self.value(model, "scale.4") == .number(4))
        #expect(model.token(at: TokenPath(dotted: "font.weight-bold"))?.type == .fontWeight)
        #expect(model.token(at: TokenPath(dotted: "font.family"))?.type == .fontFamily)
        // A helper variable hidden from publishing is built and usable.
        #expect(model.token(at: TokenPath(dotted: "surface._overlay")) != nil)
    }

    @Test func modeFilesAreToldApartByContentNotByName() throws {
        // The same export under names that say nothing: the modes still come from the files.
        let renamed = try Self.files("native").enumerated().map { index, file in
            SourceFile(path: "export/file\(index).json", format: .json, bytes: file.bytes)
        }
        let result = Self.compile(renamed)
        let model = try #require(result.model, "\(Support.render(result))")
        // Density's files give no collection name now: its modes are a `mode` modifier.
        #expect(Set(model.modifiers.map(\.name)) == ["appearance", "mode"], "\(model.modifiers.map(\.name))")
        #expect(model.modifiers.first { $0.name == "mode" }?.contexts.count == 2)
        #expect(Self.value(model, "surface.text", Self.dark) == Self.value(model, "gray.0"))
    }

    @Test func anAliasWhoseResolvedValueDisagreesIsSaidAndTheReferenceKept() throws {
        var files = try Self.files("native")
        let light = try #require(files.firstIndex { $0.path.hasSuffix("/light.tokens.json") })
        let text = String(decoding: files[light].bytes, as: UTF8.self)
            .replacingOccurrences(
                of: ##""components": [1, 1, 1], "alpha": 1, "hex": "#FFFFFF" },"##,
                with: ##""components": [0.9, 0.9, 0.9], "alpha": 1, "hex": "#E6E6E6" },"##)
        files[light] = SourceFile(path: files[light].path, text: text)
        let result = Self.compile(files)
        let warning = try #require(result.diagnostics.first { $0.rule == .figma && $0.severity == .warning })
        #expect(warning.message.contains("#E6E6E6") && warning.message.contains("gray.0"), "\(warning.message)")
        #expect(warning.location?.file == Int32(light) && warning.location?.line == 5)
        let model = try #require(result.model)
        #expect(Self.value(model, "surface.background") == Self.value(model, "gray.0"))
    }

    @Test func theRESTResponsesCollectionsAreGroupsAndItsModesContexts() throws {
        let (model, result) = try Self.model("rest")
        #expect(model.modifiers.map(\.name) == ["Layout", "appearance"])
        #expect(model.modifiers.first { $0.name == "Layout" }?.defaultContext == "Desktop")
        #expect(
            model.token(at: TokenPath(dotted: "Theme.bg.default"))?.aliasOf
                == TokenPath(dotted: "Primitives.color.white"))
        #expect(Self.value(model, "Theme.bg.default", Self.dark) == Self.value(model, "Primitives.color.ink"))
        let mobile = [Context(modifier: "Layout", name: "Mobile")]
        #expect(Self.value(model, "Layout.gutter") == Self.px(16))
        #expect(Self.value(model, "Layout.gutter", mobile) == Self.px(12))
        #expect(Self.value(model, "Layout.columns", mobile) == .number(4))
        #expect(Self.value(model, "Layout.compact", mobile) == .boolean(true))
        #expect(model.token(at: TokenPath(dotted: "Primitives.font.family"))?.type == .fontFamily)
        // A value under a mode id the collection does not have (a known plugin bug) is said, where it is.
        let stray = try #require(result.diagnostics.first { $0.rule == .figma && $0.severity == .warning })
        #expect(stray.message.contains("3932:0") && stray.location?.line == 65)
        // One permutation.
        let chosen = Self.compile(try Self.files("rest"), selection: ["appearance": "dark"])
        let dark = try #require(chosen.model, "\(Support.render(chosen))")
        #expect(Self.value(dark, "Theme.bg.default") == Self.value(model, "Primitives.color.ink"))
    }

    @Test func thePluginsFilesAliasAcrossFilesAndATargetOutsideThemIsSaidOnce() throws {
        let (model, result) = try Self.model("plugin")
        #expect(
            model.token(at: TokenPath(dotted: "Tokens.accent"))?.aliasOf == TokenPath(dotted: "Primitives.blue.500"))
        #expect(Self.value(model, "Tokens.accent", Self.dark) == Self.value(model, "Primitives.blue.300"))
        #expect(
            model.token(at: TokenPath(dotted: "Tokens.card.radius"))?.aliasOf
                == TokenPath(dotted: "Primitives.radius.md"))
        let outside = result.diagnostics.filter { $0.rule == .figma && $0.severity == .warning }
        #expect(outside.count == 1 && outside[0].message.contains("brand/orange"), "\(outside.map(\.message))")
        guard case .color(let orange)? = Self.value(model, "Tokens.brand", Self.dark) else {
            Issue.record("Tokens.brand has no dark color")
            return
        }
        #expect(abs((orange.components[1] ?? 0) - 0.5) < 0.001)
    }

    @Test func theActionsFileNamesGiveCollectionAndMode() throws {
        let (model, result) = try Self.model("action")
        let note = try #require(result.diagnostics.first { $0.severity == .note }).message
        #expect(note.contains("System (Dark, Light) as the appearance modifier"), "\(note)")
        #expect(Self.value(model, "color.brand", Self.dark) == Self.value(model, "palette.brand.3"))
        #expect(Self.value(model, "layout.padding") == Self.px(16))
        #expect(Self.value(model, "layout.disabled-opacity", Self.dark) == .number(0.5))
    }

    @Test func theDesignTokensPluginsStylesAreTypedAndItsModesContexts() throws {
        let (model, result) = try Self.model("design-tokens")
        let note = try #require(result.diagnostics.first { $0.severity == .note }).message
        #expect(note.contains("Design Tokens plugin files") && note.contains("theme (light, dark)"), "\(note)")
        func type(_ path: String) -> TokenType? { model.token(at: TokenPath(dotted: path))?.type }
        #expect(
            type("font.body") == .typography && type("effect.card") == .shadow && type("gradient.sunrise") == .gradient)
        #expect(type("motion.ease") == .transition && type("radius.card") == .dimension)
        // Unitless sizes are Figma's px: a 24 px checkbox is 24, not 24 rem.
        #expect(Self.value(model, "primitives.size.checkbox") == Self.px(24))
        // A group of numbered shadow layers is one layered shadow; its description is not a token.
        guard case .shadow(let layers)? = Self.value(model, "effect.modal") else {
            Issue.record("effect.modal is not a shadow")
            return
        }
        #expect(layers.layers.count == 2 && model.token(at: TokenPath(dotted: "effect.modal.description")) == nil)
        guard case .typography(let body)? = Self.value(model, "font.body") else {
            Issue.record("font.body is not a typography")
            return
        }
        #expect(body.lineHeight == .multiple(1.5) && body.fontSize == DimensionValue(value: 16, unit: .px))
        // The mode segment is gone: one token with a dark context, and references into it follow it.
        #expect(model.token(at: TokenPath(dotted: "theme.light.accent")) == nil)
        #expect(Self.value(model, "theme.accent", Self.dark) == Self.value(model, "primitives.blue.300"))
        #expect(Self.value(model, "components.link", Self.dark) == Self.value(model, "primitives.blue.300"))
        // What has no DTCG type stays as written, in the resolved JSON.
        #expect(type("grid.columns") == .custom && type("radius.sheet") == .custom && type("effect.blurred") == .custom)
    }

    @Test func tokensBrueckesModesColorsAndMissingAliasesAreRead() throws {
        let (model, result) = try Self.model("tokens-bruecke")
        #expect(Self.value(model, "Theme.surface", Self.dark) == Self.value(model, "Primitives.gray.900"))
        // `.$value` at an alias's end names the token.
        #expect(model.token(at: TokenPath(dotted: "Theme.accent"))?.aliasOf == TokenPath(dotted: "Primitives.blue.500"))
        #expect(model.token(at: TokenPath(dotted: "Primitives.gray.900"))?.type == .color)
        guard case .typography(let body)? = Self.value(model, "Typography-styles.body") else {
            Issue.record("no typography")
            return
        }
        #expect(body.lineHeight == .multiple(1.5) && body.letterSpacing == DimensionValue(value: 0, unit: .px))
        let missing = try #require(result.diagnostics.first { $0.rule == .figma && $0.severity == .warning })
        #expect(missing.message.contains("#missing#") && model.token(at: TokenPath(dotted: "Theme.brand")) == nil)
    }

    /// Older versions: a root `$meta`, `type`/`value` keys and `"16px"` strings; and modes split into files.
    @Test func tokensBrueckesOlderShapeAndSplitModesAreRead() throws {
        let older = ##"""
            {"$meta": {"useDTCGKeys": false, "colorMode": "rgba-css", "variableCollections": ["Theme"]},
             "Theme": {
               "bg": {"type": "color", "value": "rgba(255, 255, 255, 1)", "description": "",
                      "extensions": {"mode": {"Light": "rgba(255, 255, 255, 1)", "Dark": "hsla(240, 10%, 8%, 1)"}}},
               "radius": {"type": "dimension", "value": "12px", "description": "", "extensions": {"mode": {}}}}}
            """##
        let result = Self.compile([SourceFile(path: "tokens.json", text: older)])
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(Support.render(result))")
        #expect(Self.value(model, "Theme.radius") == Self.px(12))
        #expect(Self.value(model, "Theme.bg", Self.dark) != Self.value(model, "Theme.bg"))

        let meta = ##""$extensions": {"tokens-bruecke-meta": {"useDTCG": true}}"##
        let light = ##"{"Colors": {"bg": {"$type": "color", "$value": "#ffffff"}}, "## + meta + "}"
        let dark = ##"{"Colors": {"bg": {"$type": "color", "$value": "#111111"}}, "## + meta + "}"
        let split = Self.compile([
            SourceFile(path: "tokens/Colors/Dark.tokens.json", text: dark),
            SourceFile(path: "tokens/Colors/Light.tokens.json", text: light),
        ])
        let modes = try #require(split.model, "\(Support.render(split))")
        #expect(modes.modifiers.map(\.name) == ["appearance"])
        #expect(Self.value(modes, "Colors.bg", Self.dark) == .color(ValueDecoder.parseHex("#111111")!))
        #expect(Self.value(modes, "Colors.bg") == .color(ValueDecoder.parseHex("#ffffff")!))
    }

    /// Versions before 2.0 (its source's `variablesToTokens`): a collection with several modes has a group per
    /// mode, one variable under each (the same `variableId`), and aliases go through the mode. The level is the
    /// collection's modes; an alias into it names the token.
    @Test func tokensBrueckesModeGroupsBeforeTwoPointOAreContexts() throws {
        func token(_ value: String, _ id: String) -> String {
            ##"{"$type": "color", "$value": "\##(value)", "$description": "", "$extensions": {"variableId": "\##(id)"}}"##
        }
        let file = """
            {"Primitives": {"white": \(token("#ffffff", "V:1")), "ink": \(token("#101010", "V:2"))},
             "Theme": {
               "Light": {"surface": \(token("{Primitives.white}", "V:3")), "Light": \(token("#eeeeee", "V:4"))},
               "Dark": {"surface": \(token("{Primitives.ink}", "V:3")), "Light": \(token("#222222", "V:4"))}},
             "Brand": {"Light": {"tint": \(token("#ff0000", "V:5"))}, "Dark": {"tint": \(token("#00ff00", "V:6"))}},
             "Components": {"card": \(token("{Theme.Light.surface}", "V:7"))},
             "$meta": {"useDTCGKeys": true, "colorMode": "hex", "variableCollections": ["Primitives", "Theme"]}}
            """
        let result = Self.compile([SourceFile(path: "tokens.json", text: file)])
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(!result.diagnostics.contains { $0.severity != .note }, "\(Support.render(result))")
        #expect(model.modifiers.map(\.name) == ["appearance"])
        #expect(Self.value(model, "Theme.surface") == Self.value(model, "Primitives.white"))
        #expect(Self.value(model, "Theme.surface", Self.dark) == Self.value(model, "Primitives.ink"))
        // A token named like a mode is a token of the collection, not another level.
        #expect(Self.value(model, "Theme.Light", Self.dark) == .color(ValueDecoder.parseHex("#222222")!))
        let card = try #require(model.token(at: TokenPath(dotted: "Components.card")))
        #expect(card.aliasOf == TokenPath(dotted: "Theme.surface"))
        #expect(Self.value(model, "Components.card", Self.dark) == Self.value(model, "Primitives.ink"))
        // Groups that share no variable are groups, as a designer may name them.
        #expect(Self.value(model, "Brand.Light.tint") == .color(ValueDecoder.parseHex("#ff0000")!))
        #expect(Self.value(model, "Brand.Dark.tint") == .color(ValueDecoder.parseHex("#00ff00")!))
    }

    /// Figma-shaped files that hold no variables tokenc reads: one error that says what the file is and what to
    /// save instead, never a cascade of shape errors.
    @Test(arguments: [
        (#"{"status": 403, "error": true, "message": "Invalid scope"}"#, "error response"),
        (
            #"{"name": "DS", "schemaVersion": 0, "document": {"id": "0:0", "type": "DOCUMENT", "children": []}}"#,
            "GET /v1/files/:key"
        ),
        (
            #"{"meta": {"variableCollections": {"c": {"name": "C"}}, "variables": {"v": {"name": "x", "subscribed_id": "s"}}}}"#,
            "published"
        ),
        (#"{"@primitives": {"$collection_metadata": {"name": "Primitives"}}}"#, "$collection_metadata"),
    ])
    func figmaShapedFilesWithoutVariablesAreOneError(_ text: String, _ says: String) {
        let result = Self.compile([SourceFile(path: "figma.json", text: text)])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1 && errors[0].rule == .figma, "\(Support.render(result))")
        #expect(errors.first?.message.contains(says) == true && errors.first?.location != nil)
    }

    /// Figma's code syntax is shown in the docs; with `figma-code-syntax` it names the Swift member and the CSS
    /// property, where it is a valid name (the others are said once per platform).
    @Test func codeSyntaxIsShownAndNamesWhenAsked() throws {
        let files =
            try Self.files("rest") + [
                SourceFile(
                    path: "figma/extra.json",
                    text: #"""
                        {"variableCollections": [{"id": "x", "name": "Extra", "modes": [{"modeId": "m", "name": "Mode 1"}]}],
                         "variables": [{"id": "e", "name": "odd", "variableCollectionId": "x", "resolvedType": "FLOAT",
                           "valuesByMode": {"m": 1}, "codeSyntax": {"iOS": "not a name!", "WEB": "color/bg/New group/odd"}}]}
                        """#)
            ]
        var options = Pipeline.Options(lint: Support.lintOff)
        options.figmaCodeSyntax = true
        let result = Pipeline.compile(.classify(files), options: options)
        let model = try #require(result.model, "\(Support.render(result))")
        let skipped = result.diagnostics.filter { $0.rule == .figma && $0.message.contains("code syntax") }
        #expect(skipped.count == 2 && skipped.allSatisfy { $0.severity == .warning }, "\(Support.render(result))")
        let context = EmitContext(model, sources: result.sources)
        let swift = try #require(SwiftEmitter.emit(context).source)
        #expect(swift.contains("static var ink:"))
        let css = try #require(CSSEmitter.emit(context).css)
        #expect(css.contains("--ink: #14161c;") && css.contains("var(--ink)"), "\(css)")
        let docs = MarkdownEmitter.emit(context).map(\.contents).joined()
        #expect(docs.contains("Code syntax: WEB <code>") && docs.contains("iOS <code>ink</code>"))
        // Without the setting, the names are the usual ones and the docs still show the code syntax.
        let plain = try #require(Self.compile(files).model)
        let plainCSS = try #require(CSSEmitter.emit(EmitContext(plain)).css)
        #expect(plainCSS.contains("--primitives-color-ink:") && !plainCSS.contains("  --ink:"))
    }

    @Test func aTokenThatIsAlsoAGroupIsTheGroupsRoot() throws {
        let json = #"""
            {"variableCollections": [{"id": "c", "name": "Size", "modes": [{"modeId": "m", "name": "Mode 1"}], "defaultModeId": "m"}],
             "variables": [
               {"id": "a", "name": "icon", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": 24}, "scopes": ["WIDTH_HEIGHT"]},
               {"id": "b", "name": "icon/small", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": 16}, "scopes": ["WIDTH_HEIGHT"]},
               {"id": "d", "name": "button", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "a"}}, "scopes": ["WIDTH_HEIGHT"]}]}
            """#
        let result = Self.compile([SourceFile(path: "variables.json", text: json)])
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(Self.value(model, "Size.icon.$root") == Self.px(24))
        #expect(Self.value(model, "Size.icon.small") == Self.px(16))
        #expect(Self.value(model, "Size.button") == Self.px(24))
        #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(Support.render(result))")
    }

    /// A variable deleted in Figma that something still refers to (`deletedButReferenced`) is in the response,
    /// its collection sometimes gone and its name sometimes taken again: it is no token, and an alias to it means
    /// its last value, with a warning.
    @Test func aVariableDeletedInFigmaIsLeftOutAndAnAliasToItKeepsItsValue() throws {
        let json = #"""
            {"meta": {"variableCollections": {"c": {"id": "c", "name": "Color", "modes": [{"modeId": "l", "name": "Light"}, {"modeId": "d", "name": "Dark"}], "defaultModeId": "l"}},
             "variables": {
               "old": {"id": "old", "name": "accent", "variableCollectionId": "c", "resolvedType": "COLOR", "deletedButReferenced": true,
                 "valuesByMode": {"l": {"r": 1, "g": 0, "b": 0, "a": 1}, "d": {"r": 0, "g": 0, "b": 1, "a": 1}}},
               "gone": {"id": "gone", "name": "legacy/ink", "variableCollectionId": "removed", "resolvedType": "COLOR", "deletedButReferenced": true,
                 "valuesByMode": {"x": {"r": 0, "g": 1, "b": 0, "a": 1}}},
               "new": {"id": "new", "name": "accent", "variableCollectionId": "c", "resolvedType": "COLOR", "deletedButReferenced": false,
                 "valuesByMode": {"l": {"r": 1, "g": 1, "b": 1, "a": 1}, "d": {"r": 0, "g": 0, "b": 0, "a": 1}}},
               "link": {"id": "link", "name": "link", "variableCollectionId": "c", "resolvedType": "COLOR",
                 "valuesByMode": {"l": {"type": "VARIABLE_ALIAS", "id": "old"}, "d": {"type": "VARIABLE_ALIAS", "id": "old"}}},
               "text": {"id": "text", "name": "text", "variableCollectionId": "c", "resolvedType": "COLOR",
                 "valuesByMode": {"l": {"type": "VARIABLE_ALIAS", "id": "gone"}, "d": {"type": "VARIABLE_ALIAS", "id": "new"}}}}}}
            """#
        let result = Self.compile([SourceFile(path: "variables.json", text: json)])
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(model.tokens.map(\.path.description).sorted() == ["Color.accent", "Color.link", "Color.text"])
        func rgb(_ path: String, _ context: [Context] = []) -> [Double?]? {
            guard case .color(let color)? = Self.value(model, path, context) else { return nil }
            return color.components
        }
        #expect(rgb("Color.accent") == [1, 1, 1])
        #expect(rgb("Color.link") == [1, 0, 0])
        #expect(rgb("Color.link", Self.dark) == [0, 0, 1])
        #expect(rgb("Color.text") == [0, 1, 0])
        #expect(rgb("Color.text", Self.dark) == [0, 0, 0])
        #expect(model.token(at: TokenPath(dotted: "Color.link"))?.aliasOf == nil)
        let warnings = result.diagnostics.filter { $0.rule == .figma && $0.severity == .warning }
        #expect(warnings.count == 2, "\(Support.render(result))")
        #expect(warnings.contains { $0.message.contains("('accent') was deleted in Figma") && $0.location?.line == 10 })
        #expect(warnings.contains { $0.message.contains("('legacy/ink') was deleted") && $0.location?.line == 12 })
        #expect(result.diagnostics.contains { $0.message.hasSuffix("2 variables deleted in Figma left out") })
    }

    /// Extended collections (Figma's theming): an extension's modes are more contexts of its root collection, its
    /// overrides their values and everything else its parent's, down a chain of extensions; an extension of a
    /// collection that is not there, and an override of a variable that is not, are said (of one deleted in
    /// Figma, not).
    @Test func anExtendedCollectionsModesAreContextsOfItsRoot() throws {
        let result = Self.compile(try Self.files("rest-extended"))
        let model = try #require(result.model, "\(Support.render(result))")
        let color = try #require(model.modifiers.first { $0.name == "Color" })
        #expect(
            Set(color.contexts)
                == ["Light", "Dark", "Brand B Light", "Brand B Dark", "Brand X Light", "Brand X Dark"])
        #expect(color.defaultContext == "Light")
        func rgb(_ path: String, _ context: String) -> [Double?]? {
            let chosen = [Context(modifier: "Color", name: context)]
            guard case .color(let value)? = Self.value(model, path, chosen) else { return nil }
            return value.components
        }
        #expect(rgb("Color.bg", "Light") == [1, 1, 1])
        #expect(rgb("Color.bg", "Brand B Light") == [1, 0, 0])
        #expect(rgb("Color.bg", "Brand B Dark") == [0, 0, 0])
        #expect(rgb("Color.bg", "Brand X Light") == [1, 0, 0])
        #expect(rgb("Color.fg", "Brand X Light") == [0, 0, 0])
        #expect(rgb("Color.fg", "Brand X Dark") == [0, 1, 0])
        let warnings = result.diagnostics.filter { $0.rule == .figma && $0.severity == .warning }
        #expect(warnings.count == 2, "\(Support.render(result))")
        #expect(warnings.contains { $0.message.hasPrefix("1 variable that collection 'Brand B' overrides is not") })
        #expect(warnings.contains { $0.message.hasPrefix("collection 'Orphan' extends collection 'lib'") })
        #expect(warnings.allSatisfy { $0.location != nil })
    }

    /// A file that uses a library's variables carries a copy of them (`remote`), which may be older than the
    /// library: with the library's own response among the sources, the copy is left out and aliases to it name
    /// the library's variables (by their `key`); alone, the copy is read.
    @Test func aLibrarysCollectionIsReadFromItsOwnFileWhenItIsThere() throws {
        let library = #"""
            {"meta": {"variableCollections": {"L": {"id": "L", "key": "primitives", "name": "Primitives", "remote": false,
               "modes": [{"modeId": "1:0", "name": "Value"}]}},
             "variables": {"V": {"id": "V", "key": "blue", "name": "blue/500", "variableCollectionId": "L", "resolvedType": "COLOR",
               "remote": false, "valuesByMode": {"1:0": {"r": 0, "g": 0.5, "b": 1, "a": 1}}}}}}
            """#
        func product(extending: Bool) -> String {
            let extensionCollection =
                extending
                ? #", "B": {"id": "B", "name": "Brand", "isExtension": true, "parentVariableCollectionId": "R", "modes": [{"modeId": "B/1:0", "parentModeId": "1:0", "name": "Value"}], "variableOverrides": {}}"#
                : ""
            return #"""
                {"meta": {"variableCollections": {
                   "R": {"id": "R", "key": "primitives", "name": "Primitives", "remote": true, "modes": [{"modeId": "1:0", "name": "Value"}]},
                   "S": {"id": "S", "key": "semantic", "name": "Semantic", "remote": false, "modes": [{"modeId": "5:0", "name": "Value"}]}\#(extensionCollection)},
                 "variables": {
                   "RV": {"id": "RV", "key": "blue", "name": "blue/500", "variableCollectionId": "R", "resolvedType": "COLOR",
                     "remote": true, "valuesByMode": {"1:0": {"r": 0, "g": 0.4, "b": 1, "a": 1}}},
                   "RX": {"id": "RX", "key": "red", "name": "red/500", "variableCollectionId": "R", "resolvedType": "COLOR",
                     "remote": true, "valuesByMode": {"1:0": {"r": 1, "g": 0, "b": 0, "a": 1}}},
                   "A": {"id": "A", "key": "accent", "name": "accent", "variableCollectionId": "S", "resolvedType": "COLOR",
                     "remote": false, "valuesByMode": {"5:0": {"type": "VARIABLE_ALIAS", "id": "RV"}}},
                   "D": {"id": "D", "key": "danger", "name": "danger", "variableCollectionId": "S", "resolvedType": "COLOR",
                     "remote": false, "valuesByMode": {"5:0": {"type": "VARIABLE_ALIAS", "id": "RX"}}}}}}
                """#
        }
        func green(_ result: Pipeline.Result) throws -> Double? {
            let model = try #require(result.model, "\(Support.render(result))")
            #expect(
                model.token(at: TokenPath(dotted: "Semantic.accent"))?.aliasOf
                    == TokenPath(dotted: "Primitives.blue.500"))
            guard case .color(let color)? = Self.value(model, "Semantic.accent") else { return nil }
            return color.components[1] ?? nil
        }
        let both = Self.compile([
            SourceFile(path: "library.json", text: library),
            SourceFile(path: "product.json", text: product(extending: false)),
        ])
        #expect(try green(both) == 0.5)
        #expect(both.diagnostics.contains { $0.message.contains("1 library collection that another file copies") })
        // A variable the library no longer has is as one deleted in Figma: its value, with a warning.
        let danger = try #require(both.model?.token(at: TokenPath(dotted: "Semantic.danger")))
        #expect(both.diagnostics.contains { $0.severity == .warning && $0.message.contains("('red/500') was deleted") })
        #expect(danger.aliasOf == nil)
        guard case .color(let red) = danger.value else {
            Issue.record("Semantic.danger is no color")
            return
        }
        #expect(red.components == [1, 0, 0])
        let alone = Self.compile([SourceFile(path: "product.json", text: product(extending: false))])
        #expect(try green(alone) == 0.4)
        // A copy that a local extension extends holds the extension's modes: it is read.
        let extended = Self.compile([
            SourceFile(path: "library.json", text: library),
            SourceFile(path: "product.json", text: product(extending: true)),
        ])
        let model = try #require(extended.model, "\(Support.render(extended))")
        #expect(model.modifiers.first { $0.name == "Primitives" }?.contexts.contains("Brand Value") == true)
    }

    @Test func badValuesAreLocatedErrorsNotCrashes() throws {
        let json = #"""
            {"meta": {"variableCollections": {"c": {"id": "c", "name": "C", "modes": [{"modeId": "m", "name": "Mode 1"}]}},
             "variables": {
               "a": {"id": "a", "name": "x", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": "red"}},
               "b": {"id": "b", "name": "y", "variableCollectionId": "nope", "resolvedType": "FLOAT", "valuesByMode": {"m": 1}},
               "d": {"id": "d", "name": "z", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "gone"}}}}}}
            """#
        let result = Self.compile([SourceFile(path: "variables.json", text: json)])
        #expect(result.model == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 3, "\(Support.render(result))")
        #expect(errors.allSatisfy { $0.rule == .figma && $0.location != nil })
        #expect(errors.contains { $0.message.contains("must be {r, g, b, a}") && $0.location?.line == 3 })
    }

    /// Figma's opacity is a percentage: a number variable scoped to `OPACITY` holds `50` for half opacity, as
    /// its opacity field shows it. It came out as `50` (drawn fully opaque); it is the fraction in every route.
    @Test func anOpacityVariableIsAPercentageInEveryRoute() throws {
        let rest = ##"""
            {"status": 200, "error": false, "meta": {
              "variableCollections": {"C:1": {"id": "C:1", "name": "Base", "modes": [{"modeId": "1:0", "name": "Value"}],
                "defaultModeId": "1:0", "variableIds": ["V:1", "V:2", "V:3"]}},
              "variables": {
                "V:1": {"id": "V:1", "name": "opacity/disabled", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                  "scopes": ["OPACITY"], "valuesByMode": {"1:0": 40}},
                "V:2": {"id": "V:2", "name": "opacity/muted", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                  "scopes": ["OPACITY"], "valuesByMode": {"1:0": {"type": "VARIABLE_ALIAS", "id": "V:1"}}},
                "V:3": {"id": "V:3", "name": "count/max", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                  "scopes": ["ALL_SCOPES"], "valuesByMode": {"1:0": 40}}}}}
            """##
        let native = ##"""
            {"opacity": {"hover": {"$type": "number", "$value": 8,
              "$extensions": {"com.figma.variableId": "VariableID:1:1", "com.figma.scopes": ["OPACITY"]}}},
             "$extensions": {"com.figma.modeName": "Value"}}
            """##
        // The Design Tokens plugin types every number variable `dimension` (its scopes say what it is); a fork's key.
        let plugin = ##"""
            {"base": {
              "fade": {"type": "dimension", "value": 40, "extensions": {"org.acme.figma-export": {"scopes": ["OPACITY"], "variableId": "V:1", "exportKey": "variables"}}},
              "tint": {"type": "dimension", "value": "{base.fade}", "extensions": {"org.acme.figma-export": {"scopes": ["COLOR_OPACITY"], "variableId": "V:2", "exportKey": "variables"}}},
              "bold": {"type": "dimension", "value": 700, "extensions": {"org.acme.figma-export": {"scopes": ["FONT_WEIGHT"], "variableId": "V:3", "exportKey": "variables"}}},
              "gap": {"type": "dimension", "value": 12, "extensions": {"org.acme.figma-export": {"scopes": ["ALL_SCOPES"], "variableId": "V:4", "exportKey": "variables"}}}}}
            """##
        // TokensBrücke divides by 100 itself, or with "percentage opacity" writes "40%" untyped (DTCG) or `string`.
        let bruecke = ##"""
            {"base": {
              "fade": {"$value": "40%", "$extensions": {"figmaType": "FLOAT", "mode": {}}},
              "dim": {"type": "string", "value": "25%", "scopes": ["OPACITY"]},
              "label": {"$type": "string", "$value": "100%"}},
             "$extensions": {"tokens-bruecke-meta": {"useDTCGKeys": true}}}
            """##
        for (name, text, path, expected) in [
            ("variables.json", rest, "Base.opacity.disabled", .number(0.4)),
            ("variables.json", rest, "Base.opacity.muted", .number(0.4)),
            ("variables.json", rest, "Base.count.max", .number(40)),
            ("Base.Value.tokens.json", native, "opacity.hover", .number(0.08)),
            ("plugin.json", plugin, "base.fade", .number(0.4)),
            ("plugin.json", plugin, "base.tint", .number(0.4)),
            ("plugin.json", plugin, "base.bold", .fontWeight(FontWeightValue(weight: 700))),
            ("plugin.json", plugin, "base.gap", .dimension(DimensionValue(value: 12, unit: .px))),
            ("tokens.json", bruecke, "base.fade", .number(0.4)), ("tokens.json", bruecke, "base.dim", .number(0.25)),
            ("tokens.json", bruecke, "base.label", .string("100%")),
        ] as [(String, String, String, TokenValue)] {
            let result = Self.compile([SourceFile(path: name, text: text)])
            #expect(!result.hasErrors, "\(Support.render(result))")
            #expect(Support.value(result, path) == expected, "\(path): \(Support.render(result))")
        }
    }

    /// The Design Tokens plugin writes the referencing token's mode into references to a collection that has no
    /// modes (`{primitives.light.white}`): each is read as the collection's one value, with one warning for the
    /// file. Its group-level `description` and `extensions` (on shadow layers, on a grid) are metadata. Both
    /// were errors or warnings per place, thousands on a real export.
    @Test func designTokensPluginModeReferencesAndGroupMetadata() throws {
        let key = "org.lukasoppermann.figmaDesignTokens"
        let text = ##"""
            {
              "primitives": {
                "white": { "type": "color", "value": "#ffffffff", "extensions": { "\##(key)": { "collection": "primitives", "exportKey": "variables" } } },
                "black": { "type": "color", "value": "#000000ff", "extensions": { "\##(key)": { "collection": "primitives", "exportKey": "variables" } } }
              },
              "semantic": {
                "light": { "bg": { "type": "color", "value": "{primitives.light.white}", "extensions": { "\##(key)": { "collection": "semantic", "mode": "light", "exportKey": "variables" } } } },
                "dark": { "bg": { "type": "color", "value": "{primitives.dark.black}", "extensions": { "\##(key)": { "collection": "semantic", "mode": "dark", "exportKey": "variables" } } } }
              },
              "effect": {
                "raised": {
                  "0": { "type": "custom-shadow", "value": { "shadowType": "dropShadow", "radius": 4, "color": "#0000001a", "offsetX": 0, "offsetY": 1, "spread": 0 } },
                  "1": { "type": "custom-shadow", "value": { "shadowType": "dropShadow", "radius": 8, "color": "#0000000d", "offsetX": 0, "offsetY": 4, "spread": 0 } },
                  "description": "Cards",
                  "extensions": { "\##(key)": { "styleId": "S:1", "exportKey": "effect" } }
                }
              },
              "grid": {
                "columns": {
                  "0": { "type": "custom-grid", "value": { "pattern": "columns", "count": 12 } },
                  "description": "",
                  "extensions": { "\##(key)": { "styleId": "S:2", "exportKey": "grid" } }
                }
              }
            }
            """##
        let result = Self.compile([SourceFile(path: "design-tokens.tokens.json", text: text)])
        #expect(Support.errors(result).isEmpty, "\(Support.render(result))")
        #expect(!result.diagnostics.contains { $0.rule == .dottedName }, "\(Support.render(result))")
        let warnings = result.diagnostics.filter { $0.message.contains("name a mode of a collection that has none") }
        #expect(warnings.count == 1 && warnings[0].message.hasPrefix("2 references"), "\(Support.render(result))")
        let model = try #require(result.model)
        let bg = try #require(model.token(at: TokenPath(dotted: "semantic.bg")))
        #expect(bg.value == .color(ValueDecoder.parseHex("#ffffff")!))
        #expect(
            bg.value(in: [Context(modifier: "appearance", name: "dark")]) == .color(ValueDecoder.parseHex("#000000")!))
        #expect(model.token(at: TokenPath(dotted: "effect.raised"))?.type == .shadow)
        #expect(model.tokens.allSatisfy { !$0.path.description.contains("extensions") })
    }
}
