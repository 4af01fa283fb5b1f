/// A DTCG border: color, width and stroke style.
package struct BorderValue: Sendable, Hashable {
    package var color: ColorValue
    package var width: DimensionValue
    package var style: StrokeStyleValue
}
