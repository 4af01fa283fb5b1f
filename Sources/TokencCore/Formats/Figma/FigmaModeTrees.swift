/// The tokens of each mode of each collection, as a plugin's file writes them one token at a time: a
/// ``FigmaTree`` per collection and mode, in the order each was first written.
struct FigmaModeTrees {
    private var trees: [String: [String: FigmaTree]] = [:]
    private var order: [(collection: String, modes: [String])] = []

    /// Adds a token to `mode` of `collection` at `path`.
    mutating func add(_ token: Node, mode: String, collection: String, at path: [String], keyLocation: SourceLocation) {
        if trees[collection] == nil { order.append((collection, [])) }
        if trees[collection]?[mode] == nil {
            trees[collection, default: [:]][mode] = FigmaTree(location: keyLocation)
            order[order.firstIndex { $0.collection == collection }!].modes.append(mode)
        }
        trees[collection]![mode]!.add(token, at: path, keyLocation: keyLocation)
    }

    /// Each collection and its modes' trees as nodes.
    var collections: [(name: String, modes: [(name: String, node: Node)])] {
        order.map { entry in (entry.collection, entry.modes.map { ($0, trees[entry.collection]![$0]!.node) }) }
    }
}
