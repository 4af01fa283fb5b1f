/// One edit `tokenc fix` makes: the value written at a place becomes its conforming spelling.
public struct SourceFix: Sendable, Hashable {
    /// What the value becomes.
    public enum Replacement: Sendable, Hashable {
        case string(String)
        case number(Double)
        /// A DTCG dimension object, `{"value": 16, "unit": "px"}`.
        case dimension(value: Double, unit: String)
    }

    /// Where the value to replace starts (a string, a number or a plain scalar).
    public var location: SourceLocation
    public var replacement: Replacement

    public init(location: SourceLocation, replacement: Replacement) {
        self.location = location
        self.replacement = replacement
    }
}
