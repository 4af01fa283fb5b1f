/// A DTCG transition: duration, delay and timing curve.
package struct TransitionValue: Sendable, Hashable {
    package var duration: DurationValue
    package var delay: DurationValue
    package var timingFunction: CubicBezierValue
}
