/// One edit `tokenc fix` makes: the value written at a place becomes its conforming spelling.
package struct SourceFix: Sendable, Hashable {
    /// What the value becomes.
    package enum Replacement: Sendable, Hashable {
        case string(String)
        case number(Double)
        /// A DTCG dimension object, `{"value": 16, "unit": "px"}`.
        case dimension(value: Double, unit: String)
    }

    /// Where the value to replace starts (a string, a number or a plain scalar).
    package var location: SourceLocation
    package var replacement: Replacement

    package init(location: SourceLocation, replacement: Replacement) {
        self.location = location
        self.replacement = replacement
    }
}
