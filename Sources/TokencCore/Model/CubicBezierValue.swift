/// A DTCG cubic Bézier timing curve `[P1x, P1y, P2x, P2y]`, x in 0...1.
package struct CubicBezierValue: Sendable, Hashable {
    package var p1x: Double
    package var p1y: Double
    package var p2x: Double
    package var p2y: Double

    package init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        self.p1x = p1x
        self.p1y = p1y
        self.p2x = p2x
        self.p2y = p2y
    }
}
