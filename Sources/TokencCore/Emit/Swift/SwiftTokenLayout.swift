extension SwiftEmitter {
    /// Writes the tokens' declarations inside the namespace enum, in model order (tokens come sorted by path, so
    /// a group's tokens are together): between one token and the next it closes the enums the next is not in,
    /// leaves a blank line, and opens the enums (with their groups' descriptions) it is in. What lies between a
    /// run's first and last token so depends only on the run's tokens, and a run the last build wrote from the
    /// same inputs can be copied whole.
    struct TokenLayout {
        let model: TokenModel
        let names: [Name?]
        let access: String
        /// The types of the enums open below the namespace.
        private var open: [String] = []
        private var wroteToken = false

        init(model: TokenModel, names: [Name?], access: String) {
            self.model = model
            self.names = names
            self.access = access
        }

        /// Writes the run's tokens, or `kept` (what the last build wrote from the run's first token to its
        /// last) in their place; returns where that stretch went in the writer, nil for a run of tokens the
        /// Swift output leaves out.
        mutating func write(_ run: Range<Int>, texts: TokenTexts?, kept: [UInt8]?, into writer: inout SwiftWriter) -> Range<Int>? {
            guard let first = run.first(where: { names[$0] != nil }), let last = run.last(where: { names[$0] != nil }) else { return nil }
            move(to: first, into: &writer)
            let start = writer.bytes.count
            if let kept {
                writer.append(kept)
                open = names[last]!.types
            } else if let texts {
                for index in run {
                    guard names[index] != nil else { continue }
                    if index != first { move(to: index, into: &writer) }
                    writer.append(texts[index])
                }
            }
            return start..<writer.bytes.count
        }

        /// Closes every enum still open.
        mutating func closeAll(into writer: inout SwiftWriter) {
            for _ in open {
                writer.level -= 1
                writer.line("}")
            }
            open = []
        }

        /// From the last token written to token `index`: the enums to close, a blank line, the enums to open.
        private mutating func move(to index: Int, into writer: inout SwiftWriter) {
            let types = names[index]!.types
            let common = TokenLayout.common(open, types)
            for _ in common..<open.count {
                writer.level -= 1
                writer.line("}")
            }
            if wroteToken { writer.line() }
            for depth in common..<types.count {
                if let description = TokenLayout.description(of: index, depth: depth, in: model) { writer.doc([description]) }
                writer.line("\(access)enum \(types[depth]) {")
                writer.level += 1
            }
            open = types
            wroteToken = true
        }

        /// How many leading types two tokens share.
        static func common(_ lhs: [String], _ rhs: [String]) -> Int {
            var count = 0
            while count < lhs.count, count < rhs.count, lhs[count] == rhs[count] { count += 1 }
            return count
        }

        /// The description of the group `depth + 1` components deep along token `index`'s path.
        static func description(of index: Int, depth: Int, in model: TokenModel) -> String? {
            model.groupDescriptions[TokenPath(Array(model.tokens[index].path.components.prefix(depth + 1)))]
        }
    }

    /// The digest of everything the Swift output writes from a run's first token to its last (``PieceReuse``):
    /// the modifiers (contexts and their labels); each token's fingerprint, Swift name and color-set name; for
    /// each token it links to (alias, `$ref`), that token's fingerprint, whether it is `Contextual` and its
    /// name, which decide whether the value is written as a reference; and the descriptions of the groups the
    /// run opens after its first token.
    static func runKey(_ run: Range<Int>, model: TokenModel, names: [Name?], builder: SwiftValueBuilder, fingerprints: [UInt64]) -> String {
        var key = PieceKey("tokenc swift run 1")
        func link(_ target: TokenPath) {
            guard let linked = model.index(of: target) else { return key.add(nil) }
            key.add(fingerprint: fingerprints[linked])
            key.add(builder.contextual[linked] ? "contextual" : "plain")
            key.add(names[linked]?.qualified)
        }
        for modifier in model.modifiers {
            key.add(modifier.name)
            key.add(modifier.defaultContext)
            key.add(String(modifier.contexts.count))
            for context in modifier.contexts { key.add(context) }
        }
        var previous: [String]?
        for index in run {
            guard let name = names[index] else { continue }
            key.add(fingerprint: fingerprints[index])
            key.add(name.scope)
            key.add(name.member)
            key.add(builder.assetNames[model.tokens[index].path])
            if let alias = model.tokens[index].aliasOf { link(alias) }
            for reference in model.tokens[index].references { link(reference.target) }
            if let previous {
                for depth in TokenLayout.common(previous, name.types)..<name.types.count {
                    key.add(TokenLayout.description(of: index, depth: depth, in: model))
                }
            }
            previous = name.types
        }
        return key.finish()
    }
}
