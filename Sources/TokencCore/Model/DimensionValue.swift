/// A DTCG dimension: a number with `px` (Apple points) or `rem`.
public struct DimensionValue: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable { case px, rem }
    public var value: Double
    public var unit: Unit

    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The value in points, with 1 rem = 16 px.
    public var points: Double { unit == .px ? value : value * 16 }
}
