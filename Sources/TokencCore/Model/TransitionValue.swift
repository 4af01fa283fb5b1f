/// A DTCG transition: duration, delay and timing curve.
public struct TransitionValue: Sendable, Hashable {
    public var duration: DurationValue
    public var delay: DurationValue
    public var timingFunction: CubicBezierValue
}
