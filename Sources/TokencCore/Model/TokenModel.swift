/// The resolved model of one compile: every token by path, and the modifiers whose contexts they vary by.
public struct TokenModel: Sendable {
    /// Tokens in the order written: a walk of the groups in which each group's members come as first written
    /// (a group first written in an earlier file or set comes first), so a group's tokens are contiguous. The
    /// outputs list tokens in this order. A token's fields may change, its path not (``pathOrder`` is made once).
    package var tokens: [Token]
    /// Indices into ``tokens`` sorted by path: the order that decides which of two colliding names keeps its
    /// spelling, whatever the order of the files, and that ``index(of:)`` searches.
    package private(set) var pathOrder: [Int]
    /// Modifiers, sorted by name.
    package var modifiers: [Modifier]
    /// Display paths of the inputs, in the order read.
    package var inputs: [String]
    /// `$description` of each group that has one (the root group's path is empty).
    package var groupDescriptions: [TokenPath: String] = [:]
    /// tokenc's `$extensions` entry of each group that chooses its own Swift or CSS name (`swiftName`, `cssName`).
    package var groupNames: [TokenPath: Node] = [:]

    /// A model from tokens in any order: each group's tokens are brought together where the group first
    /// appears, keeping the order given otherwise.
    package init(tokens: [Token], modifiers: [Modifier], inputs: [String]) {
        self.init(treeOrderedTokens: Self.grouped(tokens), modifiers: modifiers, inputs: inputs)
    }

    /// A model from tokens the caller guarantees are in tree order (a flattened tree's), each group contiguous.
    init(treeOrderedTokens tokens: [Token], modifiers: [Modifier], inputs: [String]) {
        self.tokens = tokens
        let isSorted = zip(tokens, tokens.dropFirst()).allSatisfy { $0.path < $1.path }
        self.pathOrder = isSorted ? Array(tokens.indices) : tokens.indices.sorted { tokens[$0].path < tokens[$1].path }
        self.modifiers = modifiers.sorted { $0.name < $1.name }
        self.inputs = inputs
    }

    /// `tokens` with each group's tokens contiguous, where the group first appears.
    private static func grouped(_ tokens: [Token]) -> [Token] {
        final class Group {
            var members: [(name: String, group: Group?, token: Int?)] = []
            var positions: [String: Int] = [:]
        }
        let root = Group()
        for (index, token) in tokens.enumerated() {
            var group = root
            for component in token.path.components.dropLast() {
                if let position = group.positions[component], let child = group.members[position].group {
                    group = child
                } else {
                    let child = Group()
                    group.positions[component] = group.members.count
                    group.members.append((component, child, nil))
                    group = child
                }
            }
            group.members.append((token.path.name, nil, index))
        }
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        func walk(_ group: Group) {
            for member in group.members {
                if let token = member.token { result.append(tokens[token]) }
                if let child = member.group { walk(child) }
            }
        }
        walk(root)
        return result
    }

    /// The token at `path`, by binary search.
    package func token(at path: TokenPath) -> Token? {
        index(of: path).map { tokens[$0] }
    }

    /// The index in ``tokens`` of the token at `path`, by binary search of ``pathOrder``.
    package func index(of path: TokenPath) -> Int? {
        var low = 0
        var high = pathOrder.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[pathOrder[mid]].path < path { low = mid + 1 } else { high = mid }
        }
        return low < pathOrder.count && tokens[pathOrder[low]].path == path ? pathOrder[low] : nil
    }
}

extension TokenModel {
    /// Every permutation of the modifiers' contexts (one context per modifier, in modifier and context order),
    /// each given as the non-default contexts it selects: what ``Token/value(in:)`` takes. One empty permutation
    /// without modifiers.
    package var permutations: [[Context]] {
        permutations(of: nil)
    }

    /// ``permutations``, over only the named modifiers (the others at their defaults); all with nil.
    package func permutations(of names: Set<String>?) -> [[Context]] {
        var result: [[Context]] = [[]]
        for modifier in modifiers where names?.contains(modifier.name) ?? true {
            result = result.flatMap { partial in
                modifier.contexts.map { name in
                    name == modifier.defaultContext ? partial : partial + [Context(modifier: modifier.name, name: name)]
                }
            }
        }
        return result
    }

    /// `appearance=light, contrast=standard`: every modifier's context in a permutation, defaults included.
    package func describe(permutation: [Context], separator: String = ", ") -> String {
        modifiers.map { modifier in
            "\(modifier.name)=" + (permutation.first { $0.modifier == modifier.name }?.name ?? modifier.defaultContext)
        }.joined(separator: separator)
    }
}
