/// An output's `include`, `exclude` and `types`: which tokens it writes. A pattern is a glob on the dotted path,
/// `*` within one name and `**` across any number of them, and it matches a token when it matches the token's
/// path or one of its groups (`color` and `color.**` both take every color token). With `include`, a token must
/// match one of its patterns; with `types`, be of one of them; and it must match no `exclude` pattern.
package struct TokenFilter: Sendable, Hashable {
    package var include: [String] = []
    package var exclude: [String] = []
    package var types: Set<TokenType>?
    /// Several outputs' filters as one (what one file holding all their tokens admits): a token any of them
    /// admits; the other fields are then unused.
    package var anyOf: [TokenFilter]?

    /// What any of `filters` admits; nil (every token) when one of them is nil.
    package static func union(_ filters: [TokenFilter?]) -> TokenFilter? {
        let present = filters.compactMap { $0 }
        guard present.count == filters.count, !present.isEmpty else { return nil }
        return present.count == 1 ? present[0] : TokenFilter(anyOf: present)
    }

    /// Whether the output writes the token at `path`, of `type`.
    package func admits(_ path: TokenPath, type: TokenType) -> Bool {
        if let anyOf { return anyOf.contains { $0.admits(path, type: type) } }
        if let types, !types.contains(type) { return false }
        if !include.isEmpty, !include.contains(where: { Self.matches($0, path) }) { return false }
        return !exclude.contains { Self.matches($0, path) }
    }

    /// Whether `pattern` matches `path` or one of its groups.
    static func matches(_ pattern: String, _ path: TokenPath) -> Bool {
        let segments = pattern.split(separator: ".", omittingEmptySubsequences: false)
        return matches(segments[...], path.components[...], prefix: true)
    }

    /// Segments against names; with `prefix`, the names may go on after the segments end (a group matched).
    private static func matches(_ segments: ArraySlice<Substring>, _ names: ArraySlice<String>, prefix: Bool) -> Bool {
        guard let first = segments.first else { return names.isEmpty || prefix }
        if first == "**" {
            let rest = segments.dropFirst()
            for start in names.startIndex...names.endIndex where matches(rest, names[start...], prefix: prefix) {
                return true
            }
            return false
        }
        guard let name = names.first, matchesName(first[...], name[...]) else { return false }
        return matches(segments.dropFirst(), names.dropFirst(), prefix: prefix)
    }

    /// `*` (any run) and `?` (one character) within one name.
    private static func matchesName(_ pattern: Substring, _ name: Substring) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            let rest = pattern.dropFirst()
            var tail = name
            while true {
                if matchesName(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        case "?": return !name.isEmpty && matchesName(pattern.dropFirst(), name.dropFirst())
        default: return name.first == first && matchesName(pattern.dropFirst(), name.dropFirst())
        }
    }
}
