/// One stop of a DTCG gradient; `position` is clamped to 0...1.
public struct GradientStop: Sendable, Hashable {
    public var color: ColorValue
    public var position: Double
}
