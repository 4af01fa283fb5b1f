import Foundation

/// `tokenc.yaml`: which sources to read and which outputs to write, paths relative to the config's folder.
package struct ProjectConfig: Sendable {
    /// An output with only a path (`json`, `markdown`).
    package struct PathOutput: Sendable, Hashable {
        package var output: String
        /// Which tokens it writes (nil: all).
        package var filter: TokenFilter?
    }

    /// The `docc` section: a documentation catalog for the module that compiles the generated Swift.
    package struct DocCOutput: Sendable, Hashable {
        package var output: String
        /// The module the catalog documents; nil: the catalog's name without `.docc`.
        package var module: String?
        package var filter: TokenFilter?

        /// The module's name.
        package var moduleName: String {
            module ?? String(URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent)
        }
    }

    /// The `swift` section.
    package struct SwiftOutput: Sendable, Hashable {
        package var output: String
        package var namespace: String = "DesignTokens"
        package var access: String = "public"
        package var swiftUI: Bool = true
        /// `swatches`: a color swatch image in each color's doc comment.
        package var swatches: Bool = false
        /// `colors: catalog`: SwiftUI colors come from the `xcassets` output's color sets.
        package var colorsFromCatalog = false
        /// `bundle`: the bundle holding the catalog, `main` or `module` (a Swift package's resources).
        package var bundle = "main"
        package var filter: TokenFilter?
        /// `style: extensions`: sizes and typography also as `CGFloat` and `Font` statics (``SwiftEmitter/Options``).
        package var extensionStyle = false
        /// Files that compile together (``SwiftEmitter/emitParts(_:options:count:)``): `output` is the first,
        /// the others `<name>+1.swift`… beside it. nil: one file; 0: as many as the tokens' size calls for (a
        /// folder `output`, `parts: auto`).
        package var parts: Int?
        /// The folder given as `output`, which tokenc then owns: a part no longer written is removed.
        package var folder: String?
        /// Where the section (or its list element) is written, for errors about the output as a whole.
        package var location: SourceLocation?
    }

    /// The `css` section.
    package struct CSSOutput: Sendable, Hashable {
        package var output: String
        package var preview: String?
        /// Write aliases' values instead of `var(--target)`.
        package var inlinesAliases = false
        /// `prefix`: the word every custom property starts with (`ds` → `--ds-color-accent`).
        package var prefix: String?
        /// `name-case`: how custom properties are spelled (`kebab`, `camel`, `snake`).
        package var nameCase = CSSNameCase.kebab
        /// `selectors`: the selector that picks a context, by modifier and context (`appearance: {dark: .dark}`).
        package var selectors: [String: [String: String]] = [:]
        /// Where each modifier (key `modifier`) and context (`modifier.context`) of ``selectors`` is written.
        package var selectorLocations: [String: SourceLocation] = [:]
        /// `media-queries`: whether contexts that follow a system setting apply under its media query too.
        package var mediaQueries = true
        package var filter: TokenFilter?
    }

    /// The `xcassets` section.
    package struct AssetCatalogOutput: Sendable, Hashable {
        package var output: String
        /// `colors`: a color set per color token (the only kind of asset so far).
        package var colors = true
        /// `luminosity` and `contrast`: the modifiers to map, when their names do not say it.
        package var luminosity: String?
        package var contrast: String?
        /// Where each modifier name is written (``SourceManager/configFileIndex`` places), for errors about it.
        package var modifierLocations: [String: SourceLocation] = [:]
        package var filter: TokenFilter?
    }

    /// An entry of `templates`: a Stencil template rendered into one file.
    package struct TemplateOutput: Sendable, Hashable {
        package var output: String
        /// `template`: the template's path (nil for a bundled one).
        package var path: String?
        /// `bundled`: the bundled template rendered (nil for one of the team's own).
        package var bundled: BundledTemplate?
        /// The template's text, read with the config: it is part of what decides the build's outputs.
        package var text: [UInt8]
        /// `params`: names and texts the template reads as `params.NAME` (`package: com.example.tokens`).
        package var params: [String: String] = [:]
        package var filter: TokenFilter?
        /// Where the entry is written, for errors about the output as a whole.
        package var location: SourceLocation?
    }

    /// The folder the config file is in; relative paths start there.
    package var directory: URL
    package var sources: [String]
    /// The format each of ``sources`` is said to be in (`{ path, format }`); nil where its content says.
    package var sourceFormats: [FileFormat?] = []
    /// Where each of ``sources`` is written (``SourceManager/configFileIndex`` places), for errors about it.
    package var sourceLocations: [SourceLocation] = []
    /// The outputs of each kind, in the order written: a section is one output or a list of them.
    package var jsonOutputs: [PathOutput] = []
    package var swiftOutputs: [SwiftOutput] = []
    package var markdownOutputs: [PathOutput] = []
    package var cssOutputs: [CSSOutput] = []
    package var catalogOutputs: [AssetCatalogOutput] = []
    package var doccOutputs: [DocCOutput] = []
    /// `templates`, in the order written.
    package var templateOutputs: [TemplateOutput] = []

    /// The first output of each kind; setting one makes it the only one of its kind.
    package var json: PathOutput? {
        get { jsonOutputs.first }
        set { jsonOutputs = newValue.map { [$0] } ?? [] }
    }
    package var swift: SwiftOutput? {
        get { swiftOutputs.first }
        set { swiftOutputs = newValue.map { [$0] } ?? [] }
    }
    package var markdown: PathOutput? {
        get { markdownOutputs.first }
        set { markdownOutputs = newValue.map { [$0] } ?? [] }
    }
    package var css: CSSOutput? {
        get { cssOutputs.first }
        set { cssOutputs = newValue.map { [$0] } ?? [] }
    }
    package var xcassets: AssetCatalogOutput? {
        get { catalogOutputs.first }
        set { catalogOutputs = newValue.map { [$0] } ?? [] }
    }
    package var strictDTCG: Bool = false
    /// `figma-code-syntax`: Swift and CSS names follow the code syntax Figma's variables carry.
    package var figmaCodeSyntax: Bool = false
    /// `diagnostics`: the severity of rules that are warnings by default.
    package var diagnosticLevels: [Rule: DiagnosticPolicy.Level] = [:]
    /// `warnings-per-rule`: how many warnings of one rule are printed before a summary line.
    package var warningsPerRule: Int?
    /// `max-warnings`: more warnings than this fail the command.
    package var maxWarnings: Int?
    /// `lint`: the lint rules' severities and options.
    package var lint = LintSettings()

    /// How the pipeline reads and grades the sources: `strict-dtcg`, `figma-code-syntax`, `diagnostics` and
    /// `lint`.
    package var options: Pipeline.Options {
        var options = Pipeline.Options(strictDTCG: strictDTCG, levels: diagnosticLevels, lint: lint)
        options.figmaCodeSyntax = figmaCodeSyntax
        return options
    }

    /// The resolver document the sources name, when they are one (`*.resolver.json`, `.yaml`, `.yml`).
    package var resolver: String? {
        guard sources.count == 1, Self.isResolverFileName(sources[0]) else { return nil }
        return sources[0]
    }

    /// Whether a file name is a resolver document's.
    package static func isResolverFileName(_ path: String) -> Bool {
        let name = path.lowercased()
        return [".resolver.json", ".resolver.jsonc", ".resolver.json5", ".resolver.yaml", ".resolver.yml"].contains {
            name.hasSuffix($0)
        }
    }

    package init(directory: URL, sources: [String]) {
        // A directory URL, so relative paths resolve inside it whether or not it existed when the URL was made.
        self.directory = URL(fileURLWithPath: directory.path, isDirectory: true)
        self.sources = sources
    }

    /// Reads and checks a config file; problems are located in it.
    package static func load(_ file: SourceFile, directory: URL, diagnostics: inout DiagnosticBag) -> ProjectConfig? {
        var sources = SourceManager()
        let index = sources.add(file)
        guard let root = YAMLReader().read(file.bytes, file: index, diagnostics: &diagnostics) else { return nil }
        var config = decode(root, directory: directory, diagnostics: &diagnostics)
        config?.lint.configFile = file
        return config
    }

    /// `location` as a place in the config file that a diagnostic can carry past this reader.
    private static func inConfig(_ location: SourceLocation) -> SourceLocation {
        var location = location
        location.file = SourceManager.configFileIndex
        return location
    }

    static func decode(_ root: Node, directory: URL, diagnostics: inout DiagnosticBag) -> ProjectConfig? {
        guard let members = root.members else {
            diagnostics.error(.config, "tokenc.yaml must be a mapping with 'sources' and outputs", at: root.location)
            return nil
        }
        var config = ProjectConfig(directory: directory, sources: [])
        var ok = true
        // Every path an output writes, where it is written: two outputs writing one path is an error.
        var written: [String: SourceLocation] = [:]
        func claim(_ path: String, at location: SourceLocation, by section: String) {
            let key = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL.path
            if let first = written[key] {
                diagnostics.error(
                    .config, "two outputs write '\(path)'; give each output a path of its own (\(section))",
                    at: location,
                    notes: [Diagnostic.Note("the other output writing it", at: first)])
                ok = false
            }
            written[key] = location
        }
        var swiftElements: [Node] = []
        var cssElements: [Node] = []
        // An output section is one output or a list of them, each with its own filter.
        func readOutputs(_ member: Node.Member) {
            guard member.value.elements?.isEmpty != true else {
                diagnostics.error(
                    .config, "'\(member.key)' must be a mapping such as { output: path }, or a list of them",
                    at: member.value.location)
                ok = false
                return
            }
            for value in member.value.elements ?? [member.value] {
                guard let read = readFilter(value, section: member.key, diagnostics: &diagnostics) else {
                    ok = false
                    continue
                }
                let filter = read == TokenFilter() ? nil : read
                switch member.key {
                case "json", "markdown":
                    guard let f = fields(value, member.key, diagnostics: &diagnostics),
                        let output = f["output"]!.string
                    else {
                        ok = false
                        continue
                    }
                    claim(output, at: f["output"]!.location, by: member.key)
                    if member.key == "json" {
                        config.jsonOutputs.append(PathOutput(output: output, filter: filter))
                    } else {
                        config.markdownOutputs.append(PathOutput(output: output, filter: filter))
                    }
                case "swift":
                    guard
                        let f = fields(value, "swift", diagnostics: &diagnostics), let output = f["output"]!.string
                    else {
                        ok = false
                        continue
                    }
                    var swift = SwiftOutput(output: output)
                    if let namespace = f["namespace"] {
                        guard let text = namespace.string, isIdentifier(text) else {
                            diagnostics.error(
                                .config, "'namespace' must be a Swift type name such as DesignTokens",
                                at: namespace.location)
                            ok = false
                            continue
                        }
                        swift.namespace = text
                    }
                    if let access = f["access"] {
                        guard let text = access.string, text == "public" || text == "internal" else {
                            diagnostics.error(.config, "'access' must be 'public' or 'internal'", at: access.location)
                            ok = false
                            continue
                        }
                        swift.access = text
                    }
                    if let flag = f["swiftui"] {
                        guard let enabled = bool(flag, "swiftui", diagnostics: &diagnostics) else {
                            ok = false
                            continue
                        }
                        swift.swiftUI = enabled
                    }
                    if let colors = f["colors"] {
                        guard let text = colors.string, text == "catalog" || text == "components" else {
                            diagnostics.error(
                                .config,
                                "'colors' must be 'components' (colors from their values) or 'catalog' (from the xcassets output's color sets)",
                                at: colors.location)
                            ok = false
                            continue
                        }
                        swift.colorsFromCatalog = text == "catalog"
                        if swift.colorsFromCatalog, !members.contains(where: { $0.key == "xcassets" }) {
                            diagnostics.error(
                                .config,
                                "'colors: catalog' reads colors from an asset catalog; add xcassets: { output: … }",
                                at: colors.location)
                            ok = false
                            continue
                        }
                    }
                    if let bundle = f["bundle"] {
                        guard let text = bundle.string, text == "main" || text == "module" else {
                            diagnostics.error(
                                .config, "'bundle' must be 'main' (the app) or 'module' (a Swift package's resources)",
                                at: bundle.location)
                            ok = false
                            continue
                        }
                        swift.bundle = text
                    }
                    if let style = f["style"] {
                        guard let text = style.string, text == "namespace" || text == "extensions" else {
                            diagnostics.error(
                                .config,
                                "'style' must be 'namespace' (tokens in the namespace's enums) or 'extensions' (also statics of CGFloat and Font)",
                                at: style.location)
                            ok = false
                            continue
                        }
                        swift.extensionStyle = text == "extensions"
                    }
                    if let flag = f["swatches"] {
                        guard let enabled = bool(flag, "swatches", diagnostics: &diagnostics) else {
                            ok = false
                            continue
                        }
                        swift.swatches = enabled
                    }
                    // A folder holds the namespace's files, as many as the tokens' size calls for.
                    if !output.hasSuffix(".swift") {
                        swift.output = (output.hasSuffix("/") ? output : output + "/") + swift.namespace + ".swift"
                        swift.parts = 0
                        swift.folder = output
                    }
                    if let parts = f["parts"] {
                        if parts.string == "auto" {
                            swift.parts = 0
                        } else if let count = parts.number, count >= 1, count <= 64, count == count.rounded() {
                            swift.parts = count == 1 ? nil : Int(count)
                        } else {
                            diagnostics.error(
                                .config,
                                "'parts' must be 'auto' or a number of files from 1 to 64 (the first declares, the others hold the tokens)",
                                at: parts.location)
                            ok = false
                            continue
                        }
                    }
                    swift.filter = filter
                    swift.location = Self.inConfig(value.location)
                    claim(output, at: f["output"]!.location, by: "swift")
                    config.swiftOutputs.append(swift)
                    swiftElements.append(value)
                case "css":
                    guard
                        let f = fields(value, "css", diagnostics: &diagnostics), let output = f["output"]!.string
                    else {
                        ok = false
                        continue
                    }
                    var css = CSSOutput(output: output, preview: f["preview"]?.string)
                    if let flag = f["inline-aliases"] {
                        guard let inline = bool(flag, "inline-aliases", diagnostics: &diagnostics) else {
                            ok = false
                            continue
                        }
                        css.inlinesAliases = inline
                    }
                    if let node = f["prefix"] {
                        guard let prefix = node.string, Self.isCSSPrefix(prefix) else {
                            diagnostics.error(
                                .config,
                                "'prefix' of 'css' must be a word of letters, digits, - and _ that starts with a letter, such as ds (for --ds-color-accent)",
                                at: node.location)
                            ok = false
                            continue
                        }
                        css.prefix = prefix
                    }
                    if let node = f["name-case"] {
                        guard let text = node.string, let nameCase = CSSNameCase(rawValue: text) else {
                            diagnostics.error(
                                .config,
                                "'name-case' of 'css' must be kebab (--color-brand-primary), camel (--colorBrandPrimary) or snake (--color_brand_primary)",
                                at: node.location)
                            ok = false
                            continue
                        }
                        css.nameCase = nameCase
                    }
                    if let flag = f["media-queries"] {
                        guard let enabled = bool(flag, "media-queries", diagnostics: &diagnostics) else {
                            ok = false
                            continue
                        }
                        css.mediaQueries = enabled
                    }
                    if let node = f["selectors"] {
                        guard readSelectors(node, into: &css, diagnostics: &diagnostics) else {
                            ok = false
                            continue
                        }
                    }
                    css.filter = filter
                    claim(output, at: f["output"]!.location, by: "css")
                    if let preview = f["preview"] { claim(css.preview!, at: preview.location, by: "css preview") }
                    config.cssOutputs.append(css)
                    cssElements.append(value)
                case "templates":
                    guard let f = fields(value, "templates", diagnostics: &diagnostics),
                        let output = f["output"]!.string,
                        let template = readTemplate(f, in: value, directory: directory, diagnostics: &diagnostics)
                    else {
                        ok = false
                        continue
                    }
                    var entry = template
                    (entry.output, entry.filter, entry.location) = (output, filter, Self.inConfig(value.location))
                    if let node = f["params"] {
                        guard let members = node.members, members.allSatisfy({ $0.value.string != nil }) else {
                            diagnostics.error(
                                .config,
                                "'params' of 'templates' must map names to texts, such as { package: com.example.tokens }",
                                at: node.location)
                            ok = false
                            continue
                        }
                        for member in members { entry.params[member.key] = member.value.string! }
                    }
                    claim(output, at: f["output"]!.location, by: "templates")
                    config.templateOutputs.append(entry)
                case "docc":
                    guard let f = fields(value, "docc", diagnostics: &diagnostics), let output = f["output"]!.string
                    else {
                        ok = false
                        continue
                    }
                    var docc = DocCOutput(output: output, filter: filter)
                    if let module = f["module"] {
                        guard let name = module.string, isIdentifier(name) else {
                            diagnostics.error(
                                .config, "'module' must be a Swift module name such as DesignSystem",
                                at: module.location)
                            ok = false
                            continue
                        }
                        docc.module = name
                    }
                    guard output.hasSuffix(".docc"), docc.module != nil || isIdentifier(docc.moduleName) else {
                        diagnostics.error(
                            .config,
                            "'output' of 'docc' must be a folder ending in .docc named for its module, such as Sources/DesignSystem/DesignSystem.docc (or give 'module')",
                            at: f["output"]!.location)
                        ok = false
                        continue
                    }
                    claim(output, at: f["output"]!.location, by: "docc")
                    config.doccOutputs.append(docc)
                case "xcassets":
                    guard
                        let f = fields(value, "xcassets", diagnostics: &diagnostics), let output = f["output"]!.string
                    else {
                        ok = false
                        continue
                    }
                    guard output.hasSuffix(".xcassets") else {
                        diagnostics.error(
                            .config,
                            "'output' of 'xcassets' must be a folder ending in .xcassets, such as generated/DesignTokens.xcassets",
                            at: f["output"]!.location)
                        ok = false
                        continue
                    }
                    var catalog = AssetCatalogOutput(output: output)
                    if let flag = f["colors"] {
                        guard let enabled = bool(flag, "colors", diagnostics: &diagnostics) else {
                            ok = false
                            continue
                        }
                        catalog.colors = enabled
                    }
                    for key in ["luminosity", "contrast"] {
                        guard let node = f[key] else { continue }
                        guard let name = node.string, !name.isEmpty else {
                            diagnostics.error(
                                .config, "'\(key)' must name a modifier of the resolver document", at: node.location)
                            ok = false
                            continue
                        }
                        if key == "luminosity" { catalog.luminosity = name } else { catalog.contrast = name }
                        catalog.modifierLocations[name] = Self.inConfig(node.location)
                    }
                    catalog.filter = filter
                    claim(output, at: f["output"]!.location, by: "xcassets")
                    config.catalogOutputs.append(catalog)
                default:
                    break
                }
            }
        }
        for member in members {
            if outputFields[member.key] != nil {
                readOutputs(member)
                continue
            }
            let value = member.value
            switch member.key {
            case "sources":
                if let single = value.string {
                    config.sources = [single]
                    config.sourceLocations = [Self.inConfig(value.location)]
                } else if let elements = value.elements, !elements.isEmpty {
                    for element in elements {
                        guard let (path, format) = source(element, diagnostics: &diagnostics) else {
                            ok = false
                            continue
                        }
                        config.sources.append(path)
                        config.sourceFormats.append(format)
                        config.sourceLocations.append(Self.inConfig(element.location))
                    }
                } else {
                    diagnostics.error(
                        .config, "'sources' must be a path or a list of paths (files and folders)",
                        at: value.location)
                    ok = false
                }
            case "resolver":
                guard let path = value.string, isResolverFileName(path) else {
                    diagnostics.error(
                        .config,
                        "'resolver' must be the path of a resolver document (*.resolver.json, *.resolver.yaml)",
                        at: value.location)
                    ok = false
                    continue
                }
                if members.contains(where: { $0.key == "sources" }) {
                    diagnostics.error(
                        .config, "give either 'sources' or 'resolver'; the resolver document names its own sources",
                        at: member.keyLocation)
                    ok = false
                }
                config.sources = [path]
                config.sourceLocations = [Self.inConfig(value.location)]
            case "strict-dtcg":
                guard let flag = bool(value, "strict-dtcg", diagnostics: &diagnostics) else {
                    ok = false
                    continue
                }
                config.strictDTCG = flag
            case "figma-code-syntax":
                guard let flag = bool(value, "figma-code-syntax", diagnostics: &diagnostics) else {
                    ok = false
                    continue
                }
                config.figmaCodeSyntax = flag
            case "diagnostics":
                guard let levels = diagnosticLevels(value, diagnostics: &diagnostics) else {
                    ok = false
                    continue
                }
                config.diagnosticLevels = levels
            case "lint":
                guard let lint = LintConfigReader.read(value, diagnostics: &diagnostics) else {
                    ok = false
                    continue
                }
                config.lint = lint
            case "warnings-per-rule", "max-warnings":
                guard let number = value.number, number >= 0, number == number.rounded(), number < 1e9 else {
                    diagnostics.error(
                        .config, "'\(member.key)' must be a whole number, 0 or more", at: value.location)
                    ok = false
                    continue
                }
                if member.key == "max-warnings" {
                    config.maxWarnings = Int(number)
                } else {
                    config.warningsPerRule = Int(number)
                }
            default:
                let message =
                    "unknown setting '\(member.key)'"
                    + Suggestion.unknownKeyHint(
                        member.key, known: sections,
                        otherwise: "; expected one of \(sections.joined(separator: ", "))")
                diagnostics.error(.config, message, at: member.keyLocation)
                ok = false
            }
        }
        ok = shareSettings(&config, swift: swiftElements, css: cssElements, diagnostics: &diagnostics) && ok
        if config.sources.isEmpty, ok {
            diagnostics.error(
                .config,
                "tokenc.yaml needs 'sources' (the token files or folders to compile) or 'resolver' (a resolver document)",
                at: root.location)
            ok = false
        }
        return ok ? config : nil
    }

    /// Several Swift outputs are one set of files that compile together (the first declares the namespace and
    /// the support types), so they share the settings that shape those; several stylesheets share the names
    /// their tokens take, so the prefix. Later entries take these from the first; one written differently there
    /// is an error.
    private static func shareSettings(
        _ config: inout ProjectConfig, swift: [Node], css: [Node], diagnostics: inout DiagnosticBag
    ) -> Bool {
        var ok = true
        if config.swiftOutputs.count > 1,
            let split = config.swiftOutputs.indices.first(where: { config.swiftOutputs[$0].parts != nil })
        {
            diagnostics.error(
                .config,
                "a Swift output split into parts (a folder output, or 'parts') is the only Swift output: its files already compile together; write one swift output",
                at: swift[split]["parts"]?.location ?? swift[split]["output"]?.location
                    ?? config.swiftOutputs[split].location)
            ok = false
        }
        if let first = config.swiftOutputs.first {
            for index in config.swiftOutputs.indices.dropFirst() {
                let output = config.swiftOutputs[index]
                let differ = [
                    ("namespace", output.namespace != first.namespace), ("access", output.access != first.access),
                    ("swiftui", output.swiftUI != first.swiftUI),
                    ("colors", output.colorsFromCatalog != first.colorsFromCatalog),
                    ("bundle", output.bundle != first.bundle), ("style", output.extensionStyle != first.extensionStyle),
                ].filter { $0.1 && swift[index][$0.0] != nil }.map(\.0)
                if !differ.isEmpty {
                    diagnostics.error(
                        .config,
                        "Swift outputs compile together, so they share \(differ.map { "'\($0)'" }.joined(separator: ", ")) with the first; write \(differ.count == 1 ? "it" : "them") on the first only",
                        at: swift[index][differ[0]]!.location)
                    ok = false
                }
                config.swiftOutputs[index].namespace = first.namespace
                config.swiftOutputs[index].access = first.access
                config.swiftOutputs[index].swiftUI = first.swiftUI
                config.swiftOutputs[index].colorsFromCatalog = first.colorsFromCatalog
                config.swiftOutputs[index].bundle = first.bundle
                config.swiftOutputs[index].extensionStyle = first.extensionStyle
            }
        }
        if let first = config.cssOutputs.first {
            for index in config.cssOutputs.indices.dropFirst() {
                for key in ["prefix", "name-case"] {
                    let differs =
                        key == "prefix"
                        ? config.cssOutputs[index].prefix != first.prefix
                        : config.cssOutputs[index].nameCase != first.nameCase
                    if let written = css[index][key], differs {
                        diagnostics.error(
                            .config,
                            "stylesheets share their custom properties' names, so their '\(key)'; write it on the first only",
                            at: written.location)
                        ok = false
                    }
                }
                config.cssOutputs[index].prefix = first.prefix
                config.cssOutputs[index].nameCase = first.nameCase
            }
        }
        return ok
    }

    /// A `templates` entry's template: the file `template` names, read now, or the `bundled` one; nil after
    /// reporting what is wrong.
    private static func readTemplate(
        _ fields: [String: Node], in node: Node, directory: URL, diagnostics: inout DiagnosticBag
    ) -> TemplateOutput? {
        switch (fields["template"], fields["bundled"]) {
        case (let path?, nil):
            guard let text = path.string, !text.isEmpty else {
                diagnostics.error(.config, "'template' must be the path of a Stencil template", at: path.location)
                return nil
            }
            let url = URL(fileURLWithPath: text, relativeTo: directory).standardizedFileURL
            guard let bytes = FileManager.default.contents(atPath: url.path) else {
                diagnostics.error(
                    .config, "cannot read the template '\(text)' (\(url.path))", at: path.location)
                return nil
            }
            return TemplateOutput(output: "", path: text, text: [UInt8](bytes))
        case (nil, let name?):
            guard let text = name.string, let bundled = BundledTemplate(rawValue: text) else {
                let names = BundledTemplate.allCases.map(\.rawValue)
                let hint = name.string.flatMap { Suggestion.closest(to: $0, in: names) }
                diagnostics.error(
                    .config,
                    "'bundled' names a template tokenc ships: \(hint.map { "did you mean '\($0)'? " } ?? "")one of \(names.joined(separator: ", "))",
                    at: name.location)
                return nil
            }
            return TemplateOutput(output: "", bundled: bundled, text: Array(bundled.text.utf8))
        case (let path?, _?):
            diagnostics.error(
                .config, "give either 'template' (a template of your own) or 'bundled' (one tokenc ships), not both",
                at: path.location)
            return nil
        case (nil, nil):
            diagnostics.error(
                .config,
                "a 'templates' entry needs 'template' (the path of a Stencil template) or 'bundled' (typescript or compose)",
                at: node.location)
            return nil
        }
    }

    /// A setting written as one value or a list of them, as its elements.
    private static func oneOrMore(_ node: Node) -> [Node] {
        node.elements ?? (node.string != nil ? [node] : [])
    }

    /// An output section's `include`, `exclude` and `types` (``TokenFilter``); nil after reporting what is wrong.
    private static func readFilter(_ node: Node, section: String, diagnostics: inout DiagnosticBag) -> TokenFilter? {
        var filter = TokenFilter()
        var ok = true
        func patterns(_ key: String) -> [String] {
            guard let value = node[key] else { return [] }
            let elements = oneOrMore(value)
            guard !elements.isEmpty,
                elements.allSatisfy({ $0.string.map { !$0.isEmpty && !$0.contains("{") && !$0.contains("}") } == true })
            else {
                diagnostics.error(
                    .config,
                    "'\(key)' of '\(section)' must be a token path pattern or a list of them, such as [color.*, spacing.**] (* within a name, ** across names)",
                    at: value.location)
                ok = false
                return []
            }
            return elements.map { $0.string! }
        }
        filter.include = patterns("include")
        filter.exclude = patterns("exclude")
        if let value = node["types"] {
            let elements = oneOrMore(value)
            var types: Set<TokenType> = []
            for element in elements {
                guard let name = element.string, let type = TokenType(rawValue: name) else {
                    let hint = element.string.flatMap {
                        Suggestion.closest(to: $0, in: TokenType.allCases.map(\.rawValue))
                    }
                    diagnostics.error(
                        .config,
                        "'types' of '\(section)' names a token type: \(hint.map { "did you mean '\($0)'? " } ?? "")one of \(TokenType.allCases.map(\.rawValue).joined(separator: ", "))",
                        at: element.location)
                    ok = false
                    continue
                }
                types.insert(type)
            }
            if elements.isEmpty {
                diagnostics.error(
                    .config, "'types' of '\(section)' must name at least one token type", at: value.location)
                ok = false
            }
            filter.types = types
        }
        return ok ? filter : nil
    }

    /// `diagnostics: { short-hex: ignore, legacy-dimension: error }`: rules that are warnings by default, each
    /// with `ignore`, `warning` or `error`.
    private static func diagnosticLevels(_ node: Node, diagnostics: inout DiagnosticBag) -> [Rule: DiagnosticPolicy
        .Level]?
    {
        guard let members = node.members else {
            diagnostics.error(
                .config,
                "'diagnostics' must be a mapping of rule ids to ignore, warning or error, such as { short-hex: ignore }",
                at: node.location)
            return nil
        }
        var levels: [Rule: DiagnosticPolicy.Level] = [:]
        var ok = true
        let names = Rule.adjustable.map(\.rawValue)
        for member in members {
            guard Rule.adjustable.contains(Rule(rawValue: member.key)) else {
                var message = "'\(member.key)' is not a rule whose severity can be set"
                if let suggestion = Suggestion.closest(to: member.key, in: names) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; rules that are warnings by default: \(names.joined(separator: ", "))"
                }
                diagnostics.error(.config, message, at: member.keyLocation)
                ok = false
                continue
            }
            guard let text = member.value.string, let level = DiagnosticPolicy.Level(rawValue: text) else {
                diagnostics.error(
                    .config, "the severity of '\(member.key)' must be ignore, warning or error",
                    at: member.value.location)
                ok = false
                continue
            }
            levels[Rule(rawValue: member.key)] = level
        }
        return ok ? levels : nil
    }

    /// `selectors: {modifier: {context: selector}}` into `css`; false after reporting what is wrong. A selector is
    /// one compound selector that can stand on the root element (`.dark`, `[data-theme="dark"]`, `:root`), so
    /// that two contexts' selectors can be joined for a combination.
    private static func readSelectors(_ node: Node, into css: inout CSSOutput, diagnostics: inout DiagnosticBag)
        -> Bool
    {
        guard let modifiers = node.members else {
            diagnostics.error(
                .config,
                "'selectors' of 'css' must map modifiers to their contexts' selectors, such as appearance: { dark: .dark }",
                at: node.location)
            return false
        }
        var ok = true
        for modifier in modifiers {
            css.selectorLocations[modifier.key] = inConfig(modifier.keyLocation)
            guard let contexts = modifier.value.members else {
                diagnostics.error(
                    .config, "'\(modifier.key)' in 'selectors' must map contexts to selectors, such as { dark: .dark }",
                    at: modifier.value.location)
                ok = false
                continue
            }
            for context in contexts {
                guard let selector = context.value.string, isCompoundSelector(selector) else {
                    diagnostics.error(
                        .config,
                        "the selector of '\(modifier.key).\(context.key)' must be one compound selector without spaces or commas, starting with '.', '[', ':' or '#', such as .dark or [data-theme=\"dark\"]",
                        at: context.value.location)
                    ok = false
                    continue
                }
                css.selectors[modifier.key, default: [:]][context.key] = selector
                css.selectorLocations[modifier.key + "." + context.key] = inConfig(context.keyLocation)
            }
        }
        return ok
    }

    /// Whether `text` is a compound selector tokenc can join with another: classes, attributes, ids and
    /// pseudo-classes, no whitespace, comma, braces or semicolon.
    static func isCompoundSelector(_ text: String) -> Bool {
        guard let first = text.first, ".[:#".contains(first) else { return false }
        return !text.contains { $0.isWhitespace || ",{};>+~".contains($0) }
    }

    /// A CSS prefix: an ASCII letter, then letters, digits, `-` and `_`, not ending in `-`.
    static func isCSSPrefix(_ text: String) -> Bool {
        guard let first = text.utf8.first, first | 0x20 >= 0x61, first | 0x20 <= 0x7A, text.utf8.last != 0x2D else {
            return false
        }
        return text.utf8.allSatisfy {
            ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F
        }
    }

    /// A `true`/`false` setting, or nil after reporting that it is not one.
    /// One entry of `sources`: a path, or `{ path, format }`.
    private static func source(_ node: Node, diagnostics: inout DiagnosticBag) -> (String, FileFormat?)? {
        if let path = node.string { return (path, nil) }
        guard let members = node.members, let path = node["path"]?.string else {
            diagnostics.error(
                .config, "a source is a path, or { path: …, format: \(FileFormat.names) }", at: node.location)
            return nil
        }
        for member in members where member.key != "path" && member.key != "format" {
            diagnostics.error(
                .config, "unknown key '\(member.key)' in a source; it takes 'path' and 'format'", at: member.keyLocation
            )
            return nil
        }
        guard let formatNode = node["format"] else { return (path, nil) }
        guard let name = formatNode.string, let format = FileFormat(rawValue: name) else {
            diagnostics.error(
                .config,
                "'format' must be one of \(FileFormat.names)"
                    + (formatNode.string.flatMap { Suggestion.closest(to: $0, in: FileFormat.allCases.map(\.rawValue)) }
                        .map { "; did you mean '\($0)'?" } ?? ""),
                at: formatNode.location)
            return nil
        }
        return (path, format)
    }

    private static func bool(_ node: Node, _ name: String, diagnostics: inout DiagnosticBag) -> Bool? {
        guard case .bool(let flag) = node.kind else {
            diagnostics.error(.config, "'\(name)' must be true or false", at: node.location)
            return nil
        }
        return flag
    }

    /// The top-level settings `tokenc.yaml` accepts (Documentation/tokenc.schema.json describes each; a test
    /// keeps the two in step).
    package static let sections = [
        "sources", "resolver", "json", "swift", "markdown", "docc", "css", "xcassets", "templates", "strict-dtcg",
        "figma-code-syntax",
        "diagnostics", "lint", "warnings-per-rule", "max-warnings",
    ]

    /// The settings of each output section: `output` is required, the rest optional.
    /// The settings every output section takes for ``TokenFilter``.
    package static let filterFields = ["include", "exclude", "types"]

    package static let outputFields: [String: [String]] = [
        "json": ["output"] + filterFields,
        "markdown": ["output"] + filterFields,
        "docc": ["output", "module"] + filterFields,
        "swift": ["output", "namespace", "access", "swiftui", "swatches", "colors", "bundle", "style", "parts"]
            + filterFields,
        "css": ["output", "preview", "inline-aliases", "prefix", "name-case", "selectors", "media-queries"]
            + filterFields,
        "xcassets": ["output", "colors", "luminosity", "contrast"] + filterFields,
        "templates": ["output", "template", "bundled", "params"] + filterFields,
    ]

    /// An output section's settings by name, with unknown and missing ones reported.
    private static func fields(_ node: Node, _ section: String, diagnostics: inout DiagnosticBag) -> [String: Node]? {
        let known = outputFields[section]!
        let required = ["output"]
        guard let members = node.members else {
            diagnostics.error(
                .config, "'\(section)' must be a mapping such as { output: path }, or a list of them", at: node.location
            )
            return nil
        }
        var result: [String: Node] = [:]
        var ok = true
        for member in members {
            guard known.contains(member.key) else {
                let message =
                    "unknown setting '\(member.key)' in '\(section)'"
                    + Suggestion.unknownKeyHint(member.key, known: known, otherwise: "")
                diagnostics.error(.config, message, at: member.keyLocation)
                ok = false
                continue
            }
            if member.key == "output" || member.key == "preview", member.value.string?.isEmpty ?? true {
                diagnostics.error(.config, "'\(member.key)' must be a non-empty path", at: member.value.location)
                ok = false
            }
            result[member.key] = member.value
        }
        for key in required where result[key] == nil {
            diagnostics.error(.config, "'\(section)' needs '\(key)'", at: node.location)
            ok = false
        }
        return ok ? result : nil
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.properties.isAlphabetic && first.isASCII)
        else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}
