/// A DTCG border: color, width and stroke style.
public struct BorderValue: Sendable, Hashable {
    public var color: ColorValue
    public var width: DimensionValue
    public var style: StrokeStyleValue
}
