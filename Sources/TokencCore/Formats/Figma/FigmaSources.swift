/// Token files that came out of Figma, read into one resolver document: each variable collection a set, or with
/// several modes a modifier whose contexts are its modes (a light/dark pair the `appearance` modifier, every
/// such collection's pair in one), so every output sees them as it sees a DTCG resolver document's.
///
/// Reads ``FigmaVariables`` files (the REST API, the Export/Import Variables plugin), ``FigmaModeFile``s
/// (Figma's variables export, the GitHub Action example), ``TokensBrueckeFile``s and ``DesignTokensPluginFile``s;
/// any other file among them is a set of plain DTCG tokens, and one that looks like Figma's but holds no
/// variables is one error (``unreadable(_:)``). Mode files of one collection are told apart by the collection
/// their names give, or else by sharing token paths in different modes.
struct FigmaSources {
    var document: ResolverDocument
    /// What the note says about how the files were read; nil when no file was Figma's after all.
    var summary: String?

    /// What marks a file as Figma's: words only its files write (`com.figma`, `valuesByMode`, the plugins' keys,
    /// the Design Tokens plugin's data under a fork's own key: `variableId` with `exportKey`), or a shape of
    /// Figma's that holds no variables tokenc reads (``unreadable(_:)``, said as one error). Byte passes; only
    /// a file that may be one of the latter is parsed.
    static func marker(of file: SourceFile) -> FormatRecognition? {
        let words: [(String, String)] = [
            ("com.figma", "Figma's 'com.figma' extension"), ("valuesByMode", "Figma's 'valuesByMode'"),
            ("variableCollections", "Figma's 'variableCollections'"),
            (DesignTokensPluginFile.extensionKey, "the Design Tokens plugin's extension"),
            ("tokens-bruecke-meta", "TokensBrücke's extension"),
        ]
        for (word, marker) in words {
            if let offset = file.offset(of: word) {
                return FormatRecognition(.figma, .own, marker: marker, offset: offset)
            }
        }
        if let offset = file.offset(of: "\"$meta\""), file.mentions("colorMode") || file.mentions("useDTCG") {
            return FormatRecognition(.figma, .own, marker: "TokensBrücke's '$meta'", offset: offset)
        }
        if let offset = file.offset(of: "\"exportKey\""), file.mentions("\"variableId\"") {
            return FormatRecognition(
                .figma, .own, marker: "the Design Tokens plugin's data ('variableId', 'exportKey')", offset: offset)
        }
        guard
            file.mentions("$collection_metadata")
                || (file.mentions("\"schemaVersion\"") && file.mentions("\"DOCUMENT\""))
                || (file.bytes.count < 4096 && file.mentions("\"status\"") && file.mentions("\"error\""))
                || (file.mentions("\"collections\"") && file.mentions("\"isAlias\""))
        else { return nil }
        var diagnostics = DiagnosticBag()
        guard Pipeline.parse(file, index: 0, diagnostics: &diagnostics).flatMap(unreadable) != nil else { return nil }
        return FormatRecognition(.figma, .own, marker: "a shape of Figma's", offset: 0)
    }

    /// Whether a file in legacy `value` syntax may be one of the Design Tokens plugin's variables files, which
    /// carry no extension data: typed throughout, as the plugin writes them (``SourceFile/isTypedThroughout``).
    static func mayBeDesignTokensVariablesFile(_ file: SourceFile) -> Bool { file.isTypedThroughout }

    /// Whether the file is one the Design Tokens plugin writes (its extension, or its data under a fork's key).
    static func isDesignTokensPluginFile(_ file: SourceFile) -> Bool {
        file.mentions(DesignTokensPluginFile.extensionKey)
            || (file.mentions("\"exportKey\"") && file.mentions("\"variableId\""))
    }

    /// What a file that looks like Figma's but holds no variables tokenc reads is, and what to export instead;
    /// nil for any other file. Such a file is one error, not a cascade of shape errors.
    static func unreadable(_ root: Node) -> String? {
        if let status = root["status"]?.number, case .bool(true)? = root["error"]?.kind {
            let message = root["message"]?.string ?? root["err"]?.string ?? "no message"
            return
                "this is an error response of Figma's REST API (status \(Int(status)): \(message)), not variables: the request that saved it failed (the Variables API needs an Enterprise plan and a token with file_variables:read)"
        }
        if root["document"]?["type"]?.string == "DOCUMENT", root["schemaVersion"] != nil {
            return
                "this is a Figma file as the REST API's GET /v1/files/:key returns it (its layers), which holds no variables: save GET /v1/files/:key/variables/local, or use Figma's \"Export variables\""
        }
        let response = root["meta"] ?? root
        if let variables = response["variables"]?.members?.map(\.value) ?? response["variables"]?.elements,
            response["variableCollections"] != nil, !variables.isEmpty,
            !variables.contains(where: { $0["valuesByMode"] != nil })
        {
            return
                "this is Figma's published variables response (GET /v1/files/:key/variables/published), which has no values: save GET /v1/files/:key/variables/local instead"
        }
        if let elements = root.elements, !elements.isEmpty,
            elements.allSatisfy({ $0["valuesByMode"] != nil && $0["resolvedType"] != nil })
        {
            return
                "this is a JSON array of Figma's plugin API variables (figma.variables.getLocalVariablesAsync()), which carries neither collection nor mode names: export with Figma's \"Export variables\" (DTCG), the REST API (GET /v1/files/:key/variables/local) or the Export/Import Variables plugin"
        }
        if let collections = root["collections"]?.elements, !collections.isEmpty,
            collections.allSatisfy({ $0["modes"]?.elements?.allSatisfy { $0["variables"] != nil } == true })
        {
            return
                "this is a variables2json plugin file (collections of modes of variables), which tokenc does not read: export with Figma's \"Export variables\" (DTCG), or the Export/Import Variables plugin"
        }
        if root.members?.contains(where: { $0.value["$collection_metadata"] != nil }) == true {
            return
                "this file's collections carry '$collection_metadata' (a variables plugin's own shape), which tokenc does not read: export with Figma's \"Export variables\" (DTCG), or the Export/Import Variables plugin"
        }
        return nil
    }

    /// Which of Figma's routes a parsed file came by, as messages name it; nil for any other file.
    static func kind(of root: Node) -> String? {
        if FigmaVariables.recognizes(root) {
            return root["variableCollections"] ?? root["meta"] != nil
                ? "Figma's REST API variables" : "Export/Import Variables plugin files"
        }
        if root["$extensions"]?["com.figma.modeName"] != nil { return "Figma's variables export" }
        if DesignTokensPluginFile.recognizes(root) { return "Design Tokens plugin files" }
        if TokensBrueckeFile.recognizes(root) { return "TokensBrücke files" }
        return nil
    }

    /// ``kind(of:)`` for a file, with the Action example's files, which only their name and content tell.
    package static func kind(of file: SourceFile) -> String? {
        var diagnostics = DiagnosticBag()
        guard let root = Pipeline.parse(file, index: 0, diagnostics: &diagnostics) else { return nil }
        if let kind = kind(of: root) { return kind }
        return FigmaModeFile.read(file, index: 0, root: root) != nil ? "Figma's variables GitHub Action files" : nil
    }

    /// One collection as the document will hold it.
    private struct Collection {
        var name: String?
        var location: SourceLocation
        var modes: [(name: String, sources: [Node], location: SourceLocation)]
        var defaultMode: String?
        /// For grouping mode files: their token paths and variable ids.
        var paths: Set<String> = []
        var ids: Set<String> = []
        /// The mode files' names, which stand for a collection no file names.
        var files: [String] = []
    }

    /// `formats`: each file's (``FormatRecognition``); a file of Figma's that no reader knows by its data but
    /// that is written as tokens with `type`/`value` is a Design Tokens plugin variables file.
    static func read(
        _ files: [SourceFile], documents: [Node?], formats: [FileFormat] = [],
        codeSyntax: FigmaCodeSyntax = FigmaCodeSyntax(names: false), diagnostics: inout DiagnosticBag
    ) -> FigmaSources {
        var modeFiles: [FigmaModeFile] = []
        var variableFiles: [FigmaVariables] = []
        var plain: [Node] = []
        var pluginCollections: [Collection] = []
        var others = 0
        var kinds: [String] = []
        for (index, root) in documents.enumerated() {
            guard let root else { continue }
            if let problem = unreadable(root) {
                diagnostics.error(.figma, problem, at: root.location)
                continue
            }
            if let kind = kind(of: root), !kinds.contains(kind) { kinds.append(kind) }
            if FigmaVariables.recognizes(root) {
                variableFiles.append(FigmaVariables.read(root, diagnostics: &diagnostics))
            } else if let file = FigmaModeFile.read(files[index], index: index, root: root) {
                modeFiles.append(file)
                let action = "Figma's variables GitHub Action files"
                if root["$extensions"]?["com.figma.modeName"] == nil, !kinds.contains(action) { kinds.append(action) }
            } else if TokensBrueckeFile.recognizes(root) {
                let parts = files[index].path.split(separator: "/").map(String.init)
                let file = TokensBrueckeFile.read(
                    root, fileName: parts.last ?? "", folder: parts.count > 1 ? parts[parts.count - 2] : nil,
                    codeSyntax: codeSyntax, diagnostics: &diagnostics)
                plain.append(file.base)
                for collection in file.collections {
                    // Split by mode, a collection's modes come one file each.
                    if let index = pluginCollections.firstIndex(where: { $0.name == collection.name }) {
                        for mode in collection.modes {
                            if let slot = pluginCollections[index].modes.firstIndex(where: { $0.name == mode.name }) {
                                pluginCollections[index].modes[slot].sources.append(mode.node)
                            } else {
                                pluginCollections[index].modes.append((mode.name, [mode.node], mode.node.location))
                            }
                        }
                        continue
                    }
                    pluginCollections.append(
                        Collection(
                            name: collection.name, location: root.location,
                            modes: collection.modes.map { ($0.name, [$0.node], $0.node.location) }))
                }
            } else if DesignTokensPluginFile.recognizes(root)
                || (formats.indices.contains(index) && formats[index] == .figma
                    && StyleDictionaryTranslator.recognizes(files[index], root: root))
            {
                let plugin = "Design Tokens plugin files"
                if !kinds.contains(plugin) { kinds.append(plugin) }
                let file = DesignTokensPluginFile.read(root)
                if file.modeReferences.count > 0 {
                    let count = file.modeReferences.count
                    diagnostics.warning(
                        .figma,
                        "\(count) reference\(count == 1 ? "" : "s") (the first '\(file.modeReferences.first)') name\(count == 1 ? "s" : "") a mode of a collection that has none, as the Design Tokens plugin writes the referencing token's mode into them: each is read as the collection's one value",
                        at: file.modeReferences.location)
                }
                plain.append(file.base)
                for collection in file.collections {
                    pluginCollections.append(
                        Collection(
                            name: collection.name, location: root.location,
                            modes: collection.modes.map { ($0.name, [$0.node], $0.node.location) }))
                }
            } else {
                plain.append(root)
                others += 1
            }
        }

        let libraries = FigmaVariables.readingLibrariesOnce(&variableFiles)
        // Every variable's path, by id and as written, so an alias in any file finds its target in any other.
        var pathByID: [String: String] = [:]
        var nodesByPath: [String: [Node]] = [:]
        var setNames: [String: String] = [:]
        // A variable whose path is also a group's (`icon` beside `icon/small`) is that group's `$root`.
        var groupPrefixes = Set<String>()
        for file in variableFiles {
            for collection in file.collections {
                let top = FigmaTree.segments(of: collection.name)
                for variable in collection.variables {
                    variable.path = top + variable.path
                    var prefix = ""
                    for segment in variable.path.dropLast() {
                        prefix += prefix.isEmpty ? segment : "." + segment
                        groupPrefixes.insert(prefix)
                    }
                }
            }
        }
        for file in variableFiles {
            for collection in file.collections {
                for variable in collection.variables {
                    let joined = variable.path.joined(separator: ".")
                    variable.dotted = groupPrefixes.contains(joined) ? joined + ".$root" : joined
                    if let id = variable.id { pathByID[id] = variable.dotted }
                }
            }
        }
        for (copy, own) in libraries.ids { pathByID[copy] = pathByID[own] }
        for file in modeFiles {
            for token in file.tokens {
                nodesByPath[token.path, default: []].append(token.node)
                if let id = FigmaModeFile.figmaData(token.node, "variableId")?.string { pathByID[id] = token.path }
                if let alias = FigmaModeFile.figmaData(token.node, "aliasData"),
                    let id = alias["targetVariableId"]?.string, let set = alias["targetVariableSetName"]?.string
                {
                    setNames[id] = set
                }
            }
        }
        var translator = FigmaModeTranslator(pathByID: pathByID, nodesByPath: nodesByPath, codeSyntax: codeSyntax)

        var collections: [Collection] = []
        let deleted = variableFiles.reduce(into: libraries.gone) { $0.merge($1.deleted) { first, _ in first } }
        for file in variableFiles {
            for collection in file.collections {
                collections.append(
                    variableCollection(
                        collection, pathByID: pathByID, deleted: deleted, codeSyntax: codeSyntax,
                        diagnostics: &diagnostics))
            }
        }
        // Mode files: by the collection their names give, then by shared paths in a mode not yet there.
        var modeCollections: [Collection] = []
        for file in modeFiles {
            let node = translator.translate(file.root, isRoot: true)
            let paths = Set(file.tokens.map(\.path))
            let ids = Set(file.tokens.compactMap { FigmaModeFile.figmaData($0.node, "variableId")?.string })
            let location = SourceLocation(file: Int32(file.file), line: 1, column: 1)
            let joins = modeCollections.firstIndex { collection in
                if let name = file.collection { return collection.name == name }
                return !collection.paths.isDisjoint(with: paths) && !collection.modes.contains { $0.name == file.mode }
            }
            if let index = joins {
                if let mode = modeCollections[index].modes.firstIndex(where: { $0.name == file.mode }) {
                    modeCollections[index].modes[mode].sources.append(node)
                } else {
                    modeCollections[index].modes.append((file.mode, [node], location))
                }
                modeCollections[index].paths.formUnion(paths)
                modeCollections[index].files.append(fileName(files[file.file]))
                modeCollections[index].ids.formUnion(ids)
            } else {
                modeCollections.append(
                    Collection(
                        name: file.collection, location: location, modes: [(file.mode, [node], location)],
                        defaultMode: nil, paths: paths, ids: ids, files: [fileName(files[file.file])]))
            }
        }
        collections += pluginCollections
        for var collection in modeCollections {
            if collection.name == nil {
                // Sorted, so that the same files always give the same name.
                collection.name = collection.ids.sorted().lazy.compactMap { setNames[$0] }.first
            }
            collections.append(collection)
        }
        diagnostics.append(contentsOf: translator.diagnostics)

        let (document, described) = document(collections, plain: plain)
        guard !kinds.isEmpty else { return FigmaSources(document: document, summary: nil) }
        var summary = "read as " + kinds.joined(separator: " and ")
        if !described.isEmpty { summary += ": " + described.joined(separator: "; ") }
        if others > 0 {
            summary +=
                "; \(others) other file\(others == 1 ? "" : "s") as token sets of \(others == 1 ? "its" : "their") own"
        }
        if libraries.collections > 0 {
            let count = libraries.collections
            summary +=
                "; \(count) library collection\(count == 1 ? "" : "s") that another file copies read from the library's own file"
        }
        if !deleted.isEmpty {
            summary += "; \(deleted.count) variable\(deleted.count == 1 ? "" : "s") deleted in Figma left out"
        }
        return FigmaSources(document: document, summary: summary)
    }

    /// A collection's variables as one tree per mode.
    private static func variableCollection(
        _ collection: FigmaVariables.Collection, pathByID: [String: String],
        deleted: [String: FigmaVariables.Variable], codeSyntax: FigmaCodeSyntax, diagnostics: inout DiagnosticBag
    ) -> Collection {
        var slots: [String: Int] = [:]
        for (slot, mode) in collection.modes.enumerated() where slots[mode.id] == nil { slots[mode.id] = slot }
        var trees = collection.modes.map { _ in FigmaTree(location: collection.location) }
        let defaultSlot = collection.defaultModeID.flatMap { slots[$0] } ?? 0
        for variable in collection.variables {
            let type = FigmaScopes.type(variable.figmaType, scopes: variable.scopes)
            var values = [Node?](repeating: nil, count: collection.modes.count)
            for entry in variable.values {
                guard let slot = slots[entry.mode] else {
                    diagnostics.warning(
                        .figma,
                        "mode '\(entry.mode)' is not one of collection '\(collection.name)''s modes (\(collection.modes.map(\.name).joined(separator: ", "))): this value is not read",
                        at: entry.keyLocation)
                    continue
                }
                values[slot] = entry.value
            }
            guard let fallback = values[defaultSlot] ?? values.lazy.compactMap({ $0 }).first else {
                diagnostics.error(.figma, "variable has no value in any mode", at: variable.location)
                continue
            }
            let parts = tokenParts(variable, type: type, codeSyntax: codeSyntax)
            // What one variable reports, once however many of its modes say it.
            var reported = DiagnosticBag()
            for (slot, mode) in collection.modes.enumerated() {
                if values[slot] == nil {
                    reported.warning(
                        .figma, "variable has no value in mode '\(mode.name)': the default mode's value is used",
                        at: variable.location)
                }
                guard
                    let value = FigmaModeTranslator.value(
                        values[slot] ?? fallback, of: variable, type: type, mode: mode.id, pathByID: pathByID,
                        deleted: deleted, diagnostics: &reported)
                else { continue }
                let token = FigmaValueNode.object(parts.head + [("$value", value)] + parts.tail, at: variable.location)
                trees[slot].add(token, at: variable.path, keyLocation: variable.location)
            }
            var seen = Set<String>()
            for diagnostic in reported.diagnostics where seen.insert(diagnostic.message).inserted {
                diagnostics.append(diagnostic)
            }
        }
        return Collection(
            name: collection.name, location: collection.location,
            modes: collection.modes.indices.map { (collection.modes[$0].name, [trees[$0].node], collection.location) },
            defaultMode: collection.modes[defaultSlot].name)
    }

    /// A variable's token members but its `$value`, the same in every mode: its type before the value, its
    /// description and Figma data (kept in `$extensions["com.figma"]`) after it.
    private static func tokenParts(_ variable: FigmaVariables.Variable, type: String, codeSyntax: FigmaCodeSyntax)
        -> (head: [(String, Node)], tail: [(String, Node)])
    {
        let at = variable.location
        var tail: [(String, Node)] = []
        if let description = variable.description {
            tail.append(("$description", Node(.string(description), at: at)))
        }
        var figma: [(String, Node)] = []
        if let id = variable.id { figma.append(("variableId", Node(.string(id), at: at))) }
        if let scopes = variable.scopesNode { figma.append(("scopes", scopes)) }
        if let codeSyntax = variable.codeSyntax { figma.append(("codeSyntax", codeSyntax)) }
        if let hidden = variable.hidden { figma.append(("hiddenFromPublishing", hidden)) }
        let extensions = FigmaValueNode.object([("com.figma", FigmaValueNode.object(figma, at: at))], at: at)
        tail.append(("$extensions", codeSyntax.adding(variable.codeSyntax, to: extensions)))
        return ([("$type", Node(.string(type), at: at))], tail)
    }

    /// The resolver document: other files first as one set, then each collection in turn, a set when it has
    /// one mode and a modifier when it has more; and what was made of each collection, for the note.
    private static func document(_ collections: [Collection], plain: [Node]) -> (ResolverDocument, [String]) {
        var document = ResolverDocument(name: nil, stages: [], modifiers: [])
        var described: [String] = []
        if !plain.isEmpty { document.stages.append(.set(name: "token files", sources: plain.map { .inline($0) })) }
        var appearance: Int?
        var used = Set<String>()
        for collection in collections {
            // A collection no file names is its files' modes, a `mode` modifier.
            let name = collection.name ?? "mode"
            let label = collection.name ?? "the collection of " + collection.files.joined(separator: ", ")
            let modeList = collection.modes.map(\.name).joined(separator: ", ")
            guard collection.modes.count > 1 else {
                document.stages.append(
                    .set(name: name, sources: collection.modes.flatMap(\.sources).map { .inline($0) }))
                described.append(label)
                continue
            }
            let sides = collection.modes.map { appearanceSide($0.name) }
            if Set(sides.compactMap { $0 }) == ["light", "dark"], sides.count == 2 {
                if appearance == nil {
                    document.modifiers.append(
                        ResolverDocument.Modifier(
                            name: "appearance",
                            contexts: [("light", [], collection.location), ("dark", [], collection.location)],
                            declaredDefault: "light", description: nil, location: collection.location))
                    appearance = document.modifiers.count - 1
                    document.stages.append(.modifier(appearance!))
                    used.insert("appearance")
                }
                for (mode, side) in zip(collection.modes, sides) {
                    let slot = side == "light" ? 0 : 1
                    document.modifiers[appearance!].contexts[slot].sources += mode.sources.map { .inline($0) }
                }
                described.append("\(label) (\(modeList)) as the appearance modifier")
                continue
            }
            var modifier = name
            var suffix = 2
            while used.contains(modifier) {
                modifier = "\(name) \(suffix)"
                suffix += 1
            }
            used.insert(modifier)
            let fallback = collection.defaultMode ?? collection.modes[0].name
            let contexts = collection.modes.map {
                mode -> (name: String, sources: [ResolverDocument.Source], location: SourceLocation) in
                (mode.name, mode.sources.map { .inline($0) }, mode.location)
            }
            document.modifiers.append(
                ResolverDocument.Modifier(
                    name: modifier, contexts: contexts,
                    declaredDefault: fallback, description: nil, location: collection.location))
            document.stages.append(.modifier(document.modifiers.count - 1))
            described.append("\(label) (\(modeList)) as modifier '\(modifier)', default '\(fallback)'")
        }
        return (document, described)
    }

    private static func fileName(_ file: SourceFile) -> String {
        file.path.split(separator: "/").last.map(String.init) ?? file.path
    }

    /// `light` or `dark` when a mode's name says so (`Light`, `Dark Mode`, `dark-theme`).
    static func appearanceSide(_ mode: String) -> String? {
        var name = FigmaModeFile.normalized(mode)
        for suffix in ["mode", "theme", "appearance", "scheme"] where name.hasSuffix(suffix) && name != suffix {
            name = String(name.dropLast(suffix.count))
        }
        return name == "light" || name == "dark" ? name : nil
    }
}
