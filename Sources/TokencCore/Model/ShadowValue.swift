/// A DTCG shadow: one layer, or a list of layers drawn together.
package struct ShadowValue: Sendable, Hashable {
    /// One shadow layer.
    package struct Layer: Sendable, Hashable {
        package var color: ColorValue
        package var offsetX: DimensionValue
        package var offsetY: DimensionValue
        package var blur: DimensionValue
        package var spread: DimensionValue
        package var inset: Bool
    }

    package var layers: [Layer]
    /// Whether `$value` was written as an array (kept so output can round-trip the source shape).
    package var isLayered: Bool
}
