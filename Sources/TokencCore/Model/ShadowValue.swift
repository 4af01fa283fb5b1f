/// A DTCG shadow: one layer, or a list of layers drawn together.
public struct ShadowValue: Sendable, Hashable {
    /// One shadow layer.
    public struct Layer: Sendable, Hashable {
        public var color: ColorValue
        public var offsetX: DimensionValue
        public var offsetY: DimensionValue
        public var blur: DimensionValue
        public var spread: DimensionValue
        public var inset: Bool
    }

    public var layers: [Layer]
    /// Whether `$value` was written as an array (kept so output can round-trip the source shape).
    public var isLayered: Bool
}
