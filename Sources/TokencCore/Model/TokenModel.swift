/// The resolved model of one compile: every token by path, and the modifiers whose contexts they vary by.
public struct TokenModel: Sendable {
    /// Tokens sorted by path.
    package var tokens: [Token]
    /// Modifiers, sorted by name.
    package var modifiers: [Modifier]
    /// Display paths of the inputs, in the order read.
    package var inputs: [String]
    /// `$description` of each group that has one (the root group's path is empty).
    package var groupDescriptions: [TokenPath: String] = [:]
    /// tokenc's `$extensions` entry of each group that chooses its own Swift or CSS name (`swiftName`, `cssName`).
    package var groupNames: [TokenPath: Node] = [:]

    package init(tokens: [Token], modifiers: [Modifier], inputs: [String]) {
        let isSorted = zip(tokens, tokens.dropFirst()).allSatisfy { $0.path < $1.path }
        self.tokens = isSorted ? tokens : tokens.sorted { $0.path < $1.path }
        self.modifiers = modifiers.sorted { $0.name < $1.name }
        self.inputs = inputs
    }

    /// A model from tokens the caller guarantees are already sorted by path.
    init(sortedTokens: [Token], modifiers: [Modifier], inputs: [String]) {
        self.tokens = sortedTokens
        self.modifiers = modifiers.sorted { $0.name < $1.name }
        self.inputs = inputs
    }

    /// The token at `path`, by binary search.
    package func token(at path: TokenPath) -> Token? {
        index(of: path).map { tokens[$0] }
    }

    /// The index in ``tokens`` of the token at `path`, by binary search.
    package func index(of path: TokenPath) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].path < path { low = mid + 1 } else { high = mid }
        }
        return low < tokens.count && tokens[low].path == path ? low : nil
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
