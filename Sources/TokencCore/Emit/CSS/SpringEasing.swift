/// A spring as CSS: a `linear()` easing sampled from the closed-form step response over its settling time,
/// simplified (``CurveSimplification``) until dropping another point would move the curve more than
/// ``tolerance``, and that settling time as the duration. A spring then looks the same on the web as in SwiftUI.
struct SpringEasing: Sendable {
    /// Seconds until the spring stays within 0.001 of its target (``SpringValue/settlingDuration(epsilon:)``).
    let duration: Double
    /// The kept points: progress of time (0…1) and position.
    let points: [(time: Double, position: Double)]

    /// The largest distance the simplified curve may stray from the sampled one.
    static let tolerance = 0.002
    /// Samples per oscillation (at least 400 over the whole curve, at most 8,000).
    static let samplesPerPeriod = 48.0

    /// Nil when the spring never settles (no damping), which no finite CSS transition can show.
    init?(_ spring: SpringValue) {
        let settle = spring.settlingDuration()
        guard settle.isFinite, settle > 0 else { return nil }
        duration = settle
        let zeta = spring.dampingFraction
        let period = zeta < 1 ? spring.response / (1 - zeta * zeta).squareRoot() : spring.response
        let count = Int(min(8_000, max(400, (settle / period * Self.samplesPerPeriod).rounded(.up))))
        // Evenly spaced samples from rest (0) to the target (1) at the settling time.
        var positions = spring.positions(every: settle / Double(count), count: count + 1)
        positions[0] = 0
        positions[count] = 1
        let times = (0...count).map { Double($0) / Double(count) }
        points = CurveSimplification.keptIndices(xs: times, ys: positions, tolerance: Self.tolerance).map {
            (times[$0], positions[$0])
        }
    }

    /// The `linear()` function: the first and last points bare, the others with their time as a percentage.
    var css: String {
        var bytes: [UInt8] = []
        appendCSS(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``css``'s UTF-8 to a byte buffer.
    func appendCSS(to bytes: inout [UInt8]) {
        bytes.reserveForAppending(points.count * 16 + 8)
        bytes += "linear("
        for (index, point) in points.enumerated() {
            if index > 0 { bytes += ", " }
            CSSText.appendNumber(point.position, to: &bytes)
            if index > 0, index < points.count - 1 {
                bytes.append(UInt8(ascii: " "))
                CSSText.appendNumber(point.time * 100, to: &bytes)
                bytes.append(UInt8(ascii: "%"))
            }
        }
        bytes.append(UInt8(ascii: ")"))
    }

    /// Appends the duration in milliseconds, as CSS.
    func appendDurationCSS(to bytes: inout [UInt8]) {
        CSSText.appendNumber((duration * 1000).rounded(), to: &bytes)
        bytes += "ms"
    }
}
