/// A DTCG cubic Bézier timing curve `[P1x, P1y, P2x, P2y]`, x in 0...1.
public struct CubicBezierValue: Sendable, Hashable {
    public var p1x: Double
    public var p1y: Double
    public var p2x: Double
    public var p2y: Double

    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        self.p1x = p1x
        self.p1y = p1y
        self.p2x = p2x
        self.p2y = p2y
    }
}
