/// Figma's variables in the shape of its Variables API: what `GET /v1/files/:key/variables/local` returns (with
/// or without its `{status, error, meta}` envelope; collections and variables keyed by id or listed), and what
/// the Export/Import Variables plugin writes, one collection per file (`{id, name, modes, variableIds,
/// variables: [...]}`, its modes an id → name map, its variables' type in `type`, with `resolvedValuesByMode`).
///
/// Each collection becomes a top-level group and each slash-separated variable name a path below it; values
/// become DTCG values (colors from Figma's 0–1 RGBA, sizes typed by ``FigmaScopes``); a `VARIABLE_ALIAS`
/// becomes a reference to its target, in any collection of any file.
struct FigmaVariables {
    /// One variable collection with the variables in it.
    struct Collection {
        var name: String
        var location: SourceLocation
        /// Mode ids and names, in Figma's order.
        var modes: [(id: String, name: String)]
        var defaultModeID: String?
        var variables: [Variable]
    }

    /// One variable as written.
    struct Variable {
        var id: String?
        var path: [String]
        var location: SourceLocation
        /// `COLOR`, `FLOAT`, `STRING` or `BOOLEAN`.
        var figmaType: String
        var scopes: [String]
        /// Mode id → the value as written.
        var values: [(mode: String, value: Node, keyLocation: SourceLocation)]
        /// Mode id → the plugin's `{resolvedValue, aliasName}` (what an alias to a variable outside the files
        /// stands for).
        var resolved: [String: Node]
        var description: String?
        /// The node itself, for its `scopes`, `codeSyntax` and `hiddenFromPublishing`.
        var node: Node
    }

    var collections: [Collection]

    /// Whether a parsed file is in this shape: an object with `variables` beside `variableCollections` or
    /// `modes` (at the top or inside `meta`), or an array of such collections.
    static func recognizes(_ root: Node) -> Bool {
        if let elements = root.elements { return !elements.isEmpty && elements.allSatisfy(isCollectionFile) }
        if let meta = root["meta"], isResponse(meta) { return true }
        return isResponse(root) || isCollectionFile(root)
    }

    private static func isResponse(_ node: Node) -> Bool {
        node["variables"] != nil && node["variableCollections"] != nil
    }

    private static func isCollectionFile(_ node: Node) -> Bool {
        node["variables"]?.elements != nil && node["modes"] != nil && node["name"]?.string != nil
    }

    /// Reads the collections of a file ``recognizes(_:)`` accepts; what cannot be read is reported where it
    /// was written and left out.
    static func read(_ root: Node, diagnostics: inout DiagnosticBag) -> FigmaVariables {
        if let elements = root.elements {
            return FigmaVariables(collections: elements.compactMap { collectionFile($0, diagnostics: &diagnostics) })
        }
        if isCollectionFile(root) {
            return FigmaVariables(collections: collectionFile(root, diagnostics: &diagnostics).map { [$0] } ?? [])
        }
        let response = root["meta"].flatMap { isResponse($0) ? $0 : nil } ?? root
        var collections: [Collection] = []
        var byID: [String: Int] = [:]
        for node in entries(response["variableCollections"]) {
            guard let collection = collectionHeader(node, diagnostics: &diagnostics) else { continue }
            if let id = node["id"]?.string { byID[id] = collections.count }
            collections.append(collection)
        }
        // Variables in the order their collection lists them (Figma's own order), the rest as written.
        var variables: [String: (collection: Int, variable: Variable)] = [:]
        var unlisted: [(collection: Int, variable: Variable)] = []
        for node in entries(response["variables"]) {
            guard let collectionID = node["variableCollectionId"]?.string, let index = byID[collectionID] else {
                diagnostics.error(
                    .figma, "this variable's 'variableCollectionId' names no collection in 'variableCollections'",
                    at: node["variableCollectionId"]?.location ?? node.location)
                continue
            }
            guard let variable = variable(node, diagnostics: &diagnostics) else { continue }
            if let id = variable.id, variables[id] == nil {
                variables[id] = (index, variable)
            } else {
                unlisted.append((index, variable))
            }
        }
        var placed = Set<String>()
        for (index, node) in entries(response["variableCollections"]).enumerated() where index < collections.count {
            for id in node["variableIds"]?.elements?.compactMap(\.string) ?? [] {
                guard let entry = variables[id], placed.insert(id).inserted else { continue }
                collections[entry.collection].variables.append(entry.variable)
            }
        }
        for (id, entry) in variables.sorted(by: { $0.value.variable.location < $1.value.variable.location })
        where !placed.contains(id) {
            collections[entry.collection].variables.append(entry.variable)
        }
        for entry in unlisted { collections[entry.collection].variables.append(entry.variable) }
        return FigmaVariables(collections: collections)
    }

    /// The values of an object keyed by id, or the elements of an array.
    private static func entries(_ node: Node?) -> [Node] {
        node?.elements ?? node?.members?.map(\.value) ?? []
    }

    /// A collection's name and modes (REST: `modes: [{modeId, name}]`, `defaultModeId`; the plugin: `modes:
    /// {id: name}`, the first the default).
    private static func collectionHeader(_ node: Node, diagnostics: inout DiagnosticBag) -> Collection? {
        guard let name = node["name"]?.string, !FigmaTree.segments(of: name).isEmpty else {
            diagnostics.error(.figma, "a variable collection needs a 'name'", at: node.location)
            return nil
        }
        var modes: [(id: String, name: String)] = []
        if let list = node["modes"]?.elements {
            for mode in list {
                guard let id = mode["modeId"]?.string, let modeName = mode["name"]?.string else {
                    diagnostics.error(.figma, "a mode needs 'modeId' and 'name'", at: mode.location)
                    continue
                }
                modes.append((id, modeName))
            }
        } else if let map = node["modes"]?.members {
            for mode in map {
                guard let modeName = mode.value.string else {
                    diagnostics.error(.figma, "a mode's name must be a string", at: mode.value.location)
                    continue
                }
                modes.append((mode.key, modeName))
            }
        }
        guard !modes.isEmpty else {
            diagnostics.error(.figma, "collection '\(name)' has no modes", at: node["modes"]?.location ?? node.location)
            return nil
        }
        return Collection(
            name: name, location: node.location, modes: modes,
            defaultModeID: node["defaultModeId"]?.string ?? modes[0].id, variables: [])
    }

    /// A collection file as the plugin writes it: the header and its `variables` array.
    private static func collectionFile(_ node: Node, diagnostics: inout DiagnosticBag) -> Collection? {
        guard var collection = collectionHeader(node, diagnostics: &diagnostics) else { return nil }
        collection.variables = (node["variables"]?.elements ?? []).compactMap {
            variable($0, diagnostics: &diagnostics)
        }
        return collection
    }

    private static func variable(_ node: Node, diagnostics: inout DiagnosticBag) -> Variable? {
        guard let name = node["name"]?.string, case let path = FigmaTree.segments(of: name), !path.isEmpty else {
            diagnostics.error(.figma, "a variable needs a 'name'", at: node.location)
            return nil
        }
        guard let type = (node["resolvedType"] ?? node["type"])?.string else {
            diagnostics.error(.figma, "variable '\(name)' needs a 'resolvedType'", at: node.location)
            return nil
        }
        let values = (node["valuesByMode"]?.members ?? []).map { ($0.key, $0.value, $0.keyLocation) }
        var resolved: [String: Node] = [:]
        for mode in node["resolvedValuesByMode"]?.members ?? [] {
            resolved[mode.key] = mode.value
        }
        let description = node["description"]?.string
        return Variable(
            id: node["id"]?.string, path: path, location: node.location, figmaType: type,
            scopes: FigmaScopes.scopes(node["scopes"]), values: values, resolved: resolved,
            description: description?.isEmpty == false ? description : nil, node: node)
    }
}
