/// Figma's extended collections (its theming, on the Enterprise plan): an extension inherits every variable and
/// mode of its parent collection and overrides some values (`variableOverrides`: variable id → extended mode id
/// → value), each of its modes naming its parent's (`parentModeId`).
///
/// Modifiers that each pick a context cannot say "this value for brand B when dark", so each extension's modes
/// become more modes of the collection at the root of its chain, named `<extension> <mode>`; in each, every
/// variable takes its override, else its value in the parent's mode. An extension whose parent is not in the
/// response, and overrides of variables that are not, are warnings: nothing is dropped unsaid.
struct FigmaCollectionExtensions {
    private var collections: [FigmaVariables.Collection]
    /// Collection id → index in `collections`.
    private let ids: [String: Int]
    /// Variables deleted in Figma, whose overrides are not missed.
    private let deleted: Set<String>

    init(collections: [FigmaVariables.Collection], ids: [String: Int], deleted: Set<String>) {
        self.collections = collections
        self.ids = ids
        self.deleted = deleted
    }

    /// The collections with every extension merged into its root, parents first, in the order they are written.
    mutating func merged(diagnostics: inout DiagnosticBag) -> [FigmaVariables.Collection] {
        let extensions = collections.indices.filter { collections[$0].parentID != nil }
        guard !extensions.isEmpty else { return collections }
        // Extension → the collection its modes went into.
        var roots: [Int: Int] = [:]
        var merging = true
        while merging {
            merging = false
            for index in extensions where roots[index] == nil {
                guard let parent = collections[index].parentID.flatMap({ ids[$0] }),
                    let root = collections[parent].parentID == nil ? parent : roots[parent]
                else { continue }
                merge(index, parent: parent, into: root, diagnostics: &diagnostics)
                roots[index] = root
                merging = true
            }
        }
        for index in extensions where roots[index] == nil {
            let collection = collections[index]
            diagnostics.warning(
                .figma,
                "collection '\(collection.name)' extends collection '\(collection.parentID ?? "")', which is not in the response (a library's, or one of a cycle): its modes and overrides are not read; save the response of the file that holds both",
                at: collection.location)
        }
        let merged = Set(extensions)
        return collections.indices.filter { !merged.contains($0) }.map { collections[$0] }
    }

    /// Adds the modes of extension `index` to collection `root`, whose modes hold those of `parent` by now.
    private mutating func merge(_ index: Int, parent: Int, into root: Int, diagnostics: inout DiagnosticBag) {
        let collection = collections[index]
        let parentModes = collections[parent].modes.map(\.id)
        var names = Set(collections[root].modes.map(\.name))
        // Each mode with the parent mode it falls back to (by `parentModeId`, else by position).
        var modes: [(id: String, parent: String?)] = []
        for (position, mode) in collection.modes.enumerated() {
            var name = mode.name.hasPrefix(collection.name) ? mode.name : "\(collection.name) \(mode.name)"
            var suffix = 2
            while names.contains(name) {
                name = "\(collection.name) \(mode.name) \(suffix)"
                suffix += 1
            }
            names.insert(name)
            collections[root].modes.append((mode.id, name))
            let fallback = position < parentModes.count ? parentModes[position] : parentModes.first
            modes.append((mode.id, collection.parentModes[mode.id] ?? fallback))
        }
        let overrides = overrides(of: collection, modes: modes, diagnostics: &diagnostics)
        var unread = overrides.count
        for variable in collections[root].variables {
            let own = variable.id.flatMap { overrides[$0] }
            if own != nil { unread -= 1 }
            for mode in modes {
                if let value = own?[mode.id] {
                    variable.values.append((mode.id, value.node, value.keyLocation))
                } else if let inherited = variable.values.first(where: { $0.mode == mode.parent }) {
                    variable.values.append((mode.id, inherited.value, inherited.keyLocation))
                }
            }
        }
        collections[root].variables += collection.variables
        collections[root].isExtended = true
        if unread > 0 {
            diagnostics.warning(
                .figma,
                "\(unread) variable\(unread == 1 ? "" : "s") that collection '\(collection.name)' overrides \(unread == 1 ? "is" : "are") not among its parent's variables: \(unread == 1 ? "its override is" : "their overrides are") not read",
                at: collection.overrides?.location ?? collection.location)
        }
    }

    /// `variableOverrides` by variable id, then by the extension's mode id (a key may name the mode or its parent
    /// mode); a `null` override is none. Variables deleted in Figma are left out.
    private func overrides(
        of collection: FigmaVariables.Collection, modes: [(id: String, parent: String?)],
        diagnostics: inout DiagnosticBag
    ) -> [String: [String: (node: Node, keyLocation: SourceLocation)]] {
        var modeIDs: [String: String] = [:]
        for mode in modes { modeIDs[mode.id] = mode.id }
        for mode in modes { if let parent = mode.parent, modeIDs[parent] == nil { modeIDs[parent] = mode.id } }
        var result: [String: [String: (node: Node, keyLocation: SourceLocation)]] = [:]
        for variable in collection.overrides?.members ?? [] where !deleted.contains(variable.key) {
            var values: [String: (node: Node, keyLocation: SourceLocation)] = [:]
            for value in variable.value.members ?? [] {
                if case .null = value.value.kind { continue }
                guard let mode = modeIDs[value.key] else {
                    diagnostics.warning(
                        .figma,
                        "mode '\(value.key)' is not one of collection '\(collection.name)''s modes: this override is not read",
                        at: value.keyLocation)
                    continue
                }
                values[mode] = (value.value, value.keyLocation)
            }
            result[variable.key] = values
        }
        return result
    }
}
