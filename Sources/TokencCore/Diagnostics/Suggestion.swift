/// "Did you mean …?" suggestions by edit distance.
enum Suggestion {
    /// The end of a message about an unknown key, the same for every object tokenc checks (token values,
    /// token properties, resolver documents, tokenc.yaml and its lint section): "; did you mean 'x'?" for a
    /// plausible typo of one of `known`, else `otherwise` (by default "; expected 'a', 'b'").
    static func unknownKeyHint(_ key: String, known: [String], otherwise: String? = nil) -> String {
        if let suggestion = closest(to: key, in: known) { return "; did you mean '\(suggestion)'?" }
        return otherwise ?? "; expected " + known.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// The candidate closest to `word`, when it is close enough to be a plausible typo. In a dotted path, a last
    /// name that abbreviates exactly one sibling's (`{radius.md}` for `radius.medium`) names that sibling.
    static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        if let abbreviated = expansion(of: word, in: candidates) { return abbreviated }
        let limit = max(1, word.count / 3)
        var best: (String, Int)?
        let target = Array(word.lowercased().unicodeScalars)
        for candidate in candidates {
            if abs(candidate.count - word.count) > limit { continue }
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// The one candidate with the same parent path whose last name starts like `word`'s and holds its letters in
    /// order, if there is exactly one.
    private static func expansion<S: Sequence>(of word: String, in candidates: S) -> String? where S.Element == String {
        guard let dot = word.lastIndex(of: "."), word.index(after: dot) < word.endIndex else { return nil }
        let parent = word[...dot]
        let short = Array(word[word.index(after: dot)...].lowercased())
        guard short.count >= 2 else { return nil }
        var found: String?
        for candidate in candidates where candidate.hasPrefix(parent) {
            let name = Array(candidate.dropFirst(parent.count).lowercased())
            guard !name.contains("."), name.count > short.count, name.first == short.first else { continue }
            var rest = name[...]
            let holds = short.allSatisfy { letter in
                guard let at = rest.firstIndex(of: letter) else { return false }
                rest = rest[rest.index(after: at)...]
                return true
            }
            guard holds else { continue }
            if found != nil { return nil }
            found = candidate
        }
        return found
    }

    /// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), giving up
    /// (returning `limit + 1`) once it must exceed `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
