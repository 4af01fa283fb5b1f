/// One context of one modifier, e.g. `appearance=dark`: a variation under which a token may take another value.
public struct Context: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var modifier: String
    public var name: String

    public init(modifier: String, name: String) {
        self.modifier = modifier
        self.name = name
    }

    public var description: String { "\(modifier)=\(name)" }

    public static func < (lhs: Context, rhs: Context) -> Bool { (lhs.modifier, lhs.name) < (rhs.modifier, rhs.name) }

    /// `appearance=dark, contrast=increased`: a context key as people read it.
    public static func describe(_ key: [Context]) -> String {
        key.map(\.description).joined(separator: ", ")
    }

    /// Orders context keys: fewer contexts first, then by their contexts.
    public static func precedes(_ lhs: [Context], _ rhs: [Context]) -> Bool {
        lhs.count != rhs.count ? lhs.count < rhs.count : lhs.lexicographicallyPrecedes(rhs)
    }
}

/// A modifier (an axis of variation, e.g. `appearance`) with its contexts and the default one.
public struct Modifier: Sendable, Hashable {
    public var name: String
    /// The context names, default first, then sorted (or in the order a resolver document gives them).
    public var contexts: [String]
    public var defaultContext: String
    /// Where a resolver document declares each context (not part of the modifier's identity).
    public var contextLocations: [String: SourceLocation] = [:]

    public static func == (lhs: Modifier, rhs: Modifier) -> Bool {
        lhs.name == rhs.name && lhs.contexts == rhs.contexts && lhs.defaultContext == rhs.defaultContext
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(contexts)
        hasher.combine(defaultContext)
    }

    public init(name: String, contexts: [String], defaultContext: String, keepingOrder: Bool = false) {
        self.name = name
        self.defaultContext = defaultContext
        let others = contexts.filter { $0 != defaultContext }
        self.contexts = [defaultContext] + (keepingOrder ? others : others.sorted())
    }
}
