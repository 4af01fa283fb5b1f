/// Figma's variables in the shape of its Variables API: what `GET /v1/files/:key/variables/local` returns (with
/// or without its `{status, error, meta}` envelope; collections and variables keyed by id or listed), and what
/// the Export/Import Variables plugin writes, one collection per file (`{id, name, modes, variableIds,
/// variables: [...]}`, its modes an id → name map, its variables' type in `type`, with `resolvedValuesByMode`).
///
/// Each collection becomes a top-level group and each slash-separated variable name a path below it; values
/// become DTCG values (colors from Figma's 0–1 RGBA, sizes typed by ``FigmaScopes``); a `VARIABLE_ALIAS`
/// becomes a reference to its target, in any collection of any file. A variable deleted in Figma that something
/// still refers to (`deletedButReferenced`) is kept out of the collections, in ``deleted``; an extended
/// collection's modes join its root's (``FigmaCollectionExtensions``).
struct FigmaVariables {
    /// One variable collection with the variables in it.
    struct Collection {
        var name: String
        var location: SourceLocation
        /// Mode ids and names, in Figma's order.
        var modes: [(id: String, name: String)]
        var defaultModeID: String?
        var variables: [Variable]
        /// Figma's `key`, the same in a library's file and in the files that use it, where the collection is
        /// `remote`.
        var key: String?
        var isRemote = false
        /// Whether extended collections' modes were merged into this one.
        var isExtended = false
        /// An extended collection's (``FigmaCollectionExtensions``): its parent's id, each mode's parent mode
        /// (mode id → parent mode id) and its `variableOverrides`.
        var parentID: String?
        var parentModes: [String: String] = [:]
        var overrides: Node?
    }

    /// One variable as written: a class, since every stage of the reader passes it on.
    final class Variable {
        var id: String?
        /// Figma's `key`, the same in a library's file and in the files that use it.
        var key: String?
        /// The collection's id, in a REST response.
        var collectionID: String?
        /// The name's segments, and below the collection's group the token's dotted path (set by the reader).
        var path: [String] = []
        var dotted = ""
        let location: SourceLocation
        /// `COLOR`, `FLOAT`, `STRING` or `BOOLEAN`.
        var figmaType = ""
        var scopes: [String] = []
        /// Mode id → the value as written.
        var values: [(mode: String, value: Node, keyLocation: SourceLocation)] = []
        /// Mode id → the plugin's `{resolvedValue, aliasName}` (what an alias to a variable outside the files
        /// stands for).
        var resolved: [String: Node] = [:]
        var description: String?
        /// Figma's data as written, kept in the token's `$extensions`.
        var scopesNode: Node?
        var codeSyntax: Node?
        var hidden: Node?
        /// Deleted in Figma, and still the target of an alias or a bound value (`deletedButReferenced`).
        var isDeleted = false

        init(location: SourceLocation) { self.location = location }
    }

    var collections: [Collection]
    /// The variables deleted in Figma that the file still carries, by id: not tokens, but what an alias to one
    /// stands for.
    var deleted: [String: Variable] = [:]

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
        // Each variable's place in its collection's `variableIds` (roughly Figma's own order).
        var rank: [String: Int] = [:]
        for node in entries(response["variableCollections"]) {
            guard let collection = collectionHeader(node, diagnostics: &diagnostics) else { continue }
            if let id = node["id"]?.string { byID[id] = collections.count }
            for (position, id) in (node["variableIds"]?.elements ?? []).enumerated() {
                if let id = id.string, rank[id] == nil { rank[id] = position }
            }
            collections.append(collection)
        }
        var members: [[(rank: Int, variable: Variable)]] = collections.map { _ in [] }
        var deleted: [String: Variable] = [:]
        for node in entries(response["variables"]) {
            guard let variable = variable(node, diagnostics: &diagnostics) else { continue }
            if variable.isDeleted {
                if let id = variable.id { deleted[id] = variable }
                continue
            }
            guard let index = variable.collectionID.flatMap({ byID[$0] }) else {
                diagnostics.error(
                    .figma, "this variable's 'variableCollectionId' names no collection in 'variableCollections'",
                    at: node["variableCollectionId"]?.location ?? node.location)
                continue
            }
            members[index].append((variable.id.flatMap { rank[$0] } ?? Int.max, variable))
        }
        for index in collections.indices {
            // Stable: variables the collection does not list keep the order they are written in.
            collections[index].variables = members[index].enumerated().sorted {
                ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset)
            }.map(\.element.variable)
        }
        var extensions = FigmaCollectionExtensions(collections: collections, ids: byID, deleted: Set(deleted.keys))
        collections = extensions.merged(diagnostics: &diagnostics)
        return FigmaVariables(collections: collections, deleted: deleted)
    }

    /// Leaves out the copies of a library's collections in the files that use them (`remote`) when the library's
    /// own file is among `files` too (the same collection `key`): the copy may be older than the library. Returns
    /// each left-out variable's id with the id of the library's own (by variable `key`), for aliases to it, the
    /// left-out variables the library no longer has (by id: deleted there), and how many collections were left
    /// out.
    static func readingLibrariesOnce(_ files: inout [FigmaVariables])
        -> (ids: [String: String], gone: [String: Variable], collections: Int)
    {
        let owned = files.flatMap(\.collections).filter { !$0.isRemote }
        let keys = Set(owned.compactMap(\.key))
        guard files.contains(where: { $0.collections.contains { $0.isRemote && $0.key.map(keys.contains) == true } })
        else { return ([:], [:], 0) }
        var idsByKey: [String: String] = [:]
        for variable in owned.flatMap(\.variables) {
            if let key = variable.key, let id = variable.id, idsByKey[key] == nil { idsByKey[key] = id }
        }
        var ids: [String: String] = [:]
        var gone: [String: Variable] = [:]
        var count = 0
        for index in files.indices {
            files[index].collections.removeAll { collection in
                // A copy that a local extension extends holds that extension's modes too: it stays.
                guard collection.isRemote, !collection.isExtended, let key = collection.key, keys.contains(key)
                else { return false }
                for variable in collection.variables {
                    guard let id = variable.id else { continue }
                    if let own = variable.key.flatMap({ idsByKey[$0] }) { ids[id] = own } else { gone[id] = variable }
                }
                count += 1
                return true
            }
        }
        return (ids, gone, count)
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
        var parentModes: [String: String] = [:]
        if let list = node["modes"]?.elements {
            for mode in list {
                guard let id = mode["modeId"]?.string, let modeName = mode["name"]?.string else {
                    diagnostics.error(.figma, "a mode needs 'modeId' and 'name'", at: mode.location)
                    continue
                }
                modes.append((id, modeName))
                if let parent = mode["parentModeId"]?.string { parentModes[id] = parent }
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
            defaultModeID: node["defaultModeId"]?.string ?? modes[0].id, variables: [], key: node["key"]?.string,
            isRemote: node["remote"]?.bool == true,
            parentID: node["parentVariableCollectionId"]?.string, parentModes: parentModes,
            overrides: node["variableOverrides"])
    }

    /// A collection file as the plugin writes it: the header and its `variables` array.
    private static func collectionFile(_ node: Node, diagnostics: inout DiagnosticBag) -> Collection? {
        guard var collection = collectionHeader(node, diagnostics: &diagnostics) else { return nil }
        collection.variables = (node["variables"]?.elements ?? []).compactMap {
            variable($0, diagnostics: &diagnostics)
        }
        return collection
    }

    /// One variable, its members read in one pass.
    private static func variable(_ node: Node, diagnostics: inout DiagnosticBag) -> Variable? {
        var name: String?
        let variable = Variable(location: node.location)
        var resolvedType: String?
        var type: String?
        for member in node.members ?? [] {
            switch member.key {
            case "id": variable.id = member.value.string
            case "key": variable.key = member.value.string
            case "name": name = member.value.string
            case "variableCollectionId": variable.collectionID = member.value.string
            case "resolvedType": resolvedType = member.value.string
            case "type": type = member.value.string
            case "valuesByMode":
                variable.values = (member.value.members ?? []).map { ($0.key, $0.value, $0.keyLocation) }
            case "resolvedValuesByMode":
                for mode in member.value.members ?? [] { variable.resolved[mode.key] = mode.value }
            case "description":
                if let text = member.value.string, !text.isEmpty { variable.description = text }
            case "scopes":
                variable.scopes = FigmaScopes.scopes(member.value)
                variable.scopesNode = member.value
            case "codeSyntax": variable.codeSyntax = member.value
            case "hiddenFromPublishing": variable.hidden = member.value
            case "deletedButReferenced": variable.isDeleted = member.value.bool == true
            default: break
            }
        }
        guard let name, case let path = FigmaTree.segments(of: name), !path.isEmpty else {
            diagnostics.error(.figma, "a variable needs a 'name'", at: node.location)
            return nil
        }
        guard let figmaType = resolvedType ?? type else {
            diagnostics.error(.figma, "variable '\(name)' needs a 'resolvedType'", at: node.location)
            return nil
        }
        variable.path = path
        variable.figmaType = figmaType
        return variable
    }
}
