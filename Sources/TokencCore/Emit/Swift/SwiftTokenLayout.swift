extension SwiftEmitter {
    /// Writes the tokens' declarations inside the namespace enum, in model order (the order written, in which a
    /// group's tokens are together): between one token and the next it closes the enums the next is not in,
    /// leaves a blank line, and opens the enums (with their groups' descriptions) it is in.
    struct TokenLayout {
        let model: TokenModel
        let names: [Name?]
        let access: String
        /// How many of a token's enums are declared outside the block written in (a file of several extends them).
        let base: Int
        /// The types of the enums open below the namespace (below the `base` ones).
        private var open: [String] = []
        private var wroteToken = false

        init(model: TokenModel, names: [Name?], access: String, base: Int = 0) {
            self.model = model
            self.names = names
            self.access = access
            self.base = base
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
        mutating func move(to index: Int, into writer: inout SwiftWriter) {
            let types = Array(names[index]!.types.dropFirst(base))
            let common = TokenLayout.common(open, types)
            for _ in common..<open.count {
                writer.level -= 1
                writer.line("}")
            }
            if wroteToken { writer.line() }
            for depth in common..<types.count {
                if let description = TokenLayout.description(of: index, depth: base + depth, in: model) {
                    writer.doc([description])
                }
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
}
