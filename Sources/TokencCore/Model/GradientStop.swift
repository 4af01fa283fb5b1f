/// One stop of a DTCG gradient; `position` is clamped to 0...1.
package struct GradientStop: Sendable, Hashable {
    package var color: ColorValue
    package var position: Double
}
