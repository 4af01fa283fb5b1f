/// One context of one modifier, e.g. `appearance=dark`: a variation under which a token may take another value.
package struct Context: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var modifier: String
    package var name: String

    package init(modifier: String, name: String) {
        self.modifier = modifier
        self.name = name
    }

    package var description: String { "\(modifier)=\(name)" }

    package static func < (lhs: Context, rhs: Context) -> Bool { (lhs.modifier, lhs.name) < (rhs.modifier, rhs.name) }

    /// `appearance=dark, contrast=increased`: a context key as people read it.
    package static func describe(_ key: [Context]) -> String {
        key.map(\.description).joined(separator: ", ")
    }

    /// Orders context keys: fewer contexts first, then by their contexts.
    package static func precedes(_ lhs: [Context], _ rhs: [Context]) -> Bool {
        lhs.count != rhs.count ? lhs.count < rhs.count : lhs.lexicographicallyPrecedes(rhs)
    }
}

/// A modifier (an axis of variation, e.g. `appearance`) with its contexts and the default one.
package struct Modifier: Sendable, Hashable {
    package var name: String
    /// The context names, default first, then sorted (or in the order a resolver document gives them).
    package var contexts: [String]
    package var defaultContext: String
    /// Where a resolver document declares each context (not part of the modifier's identity).
    package var contextLocations: [String: SourceLocation] = [:]

    package static func == (lhs: Modifier, rhs: Modifier) -> Bool {
        lhs.name == rhs.name && lhs.contexts == rhs.contexts && lhs.defaultContext == rhs.defaultContext
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(contexts)
        hasher.combine(defaultContext)
    }

    package init(name: String, contexts: [String], defaultContext: String, keepingOrder: Bool = false) {
        self.name = name
        self.defaultContext = defaultContext
        let others = contexts.filter { $0 != defaultContext }
        self.contexts = [defaultContext] + (keepingOrder ? others : others.sorted())
    }
}
