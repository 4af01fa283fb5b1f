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
}

/// A modifier (an axis of variation, e.g. `appearance`) with its contexts and the default one.
public struct Modifier: Sendable, Hashable {
    public var name: String
    /// The context names, default first, then sorted.
    public var contexts: [String]
    public var defaultContext: String

    public init(name: String, contexts: [String], defaultContext: String) {
        self.name = name
        self.defaultContext = defaultContext
        self.contexts = [defaultContext] + contexts.filter { $0 != defaultContext }.sorted()
    }
}
