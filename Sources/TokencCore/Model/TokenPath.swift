/// The dotted path of a token or group, e.g. `color.accent.$root`.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The names from the root group down.
    public var components: [String]

    public init(_ components: [String]) { self.components = components }

    /// Parses `a.b.c`; no validation.
    public init(dotted: String) { self.components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    public var description: String {
        if components.count == 1 { return components[0] }
        var text = ""
        for (index, component) in components.enumerated() {
            if index > 0 { text += "." }
            text += component
        }
        return text
    }
    /// The alias spelling, `{a.b.c}`.
    public var aliasSyntax: String { "{\(description)}" }
    /// The last name.
    public var name: String { components.last ?? "" }
    /// The enclosing group's path.
    public var parent: TokenPath { TokenPath(Array(components.dropLast())) }

    public func appending(_ name: String) -> TokenPath {
        var components = self.components
        components.append(name)
        return TokenPath(components)
    }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.components.lexicographicallyPrecedes(rhs.components) }
}
