/// A DTCG duration: a number with `ms` or `s`.
public struct DurationValue: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable { case ms, s }
    public var value: Double
    public var unit: Unit

    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds.
    public var seconds: Double { unit == .s ? value : value / 1000 }
}
