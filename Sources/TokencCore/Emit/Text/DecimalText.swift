/// Numbers written for people and stylesheets: rounded to a few decimals, without trailing zeros, and without
/// a sign on zero.
enum DecimalText {
    /// Appends `value` rounded to `decimals` places (0…6) to a byte buffer.
    @inline(__always)
    static func append(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        guard let units = units(of: value, decimals: decimals) else {
            out += format(value, decimals: decimals).utf8
            return
        }
        var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &text) { buffer in
            let start = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            out.appendBytes(UnsafeBufferPointer(start: start, count: write(units, decimals: decimals, to: start)))
        }
    }

    /// The most bytes ``write(_:decimals:to:)`` writes (the longest general form, `-1.7976931348623157e+308`).
    static let maximumLength = 24

    /// Writes ``append(_:decimals:to:)``'s text to memory with room for ``maximumLength`` bytes; returns how many
    /// it wrote (for hot loops that fill a buffer of their own).
    @inline(__always)
    static func write(_ value: Double, decimals: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
        if let units = units(of: value, decimals: decimals) { return write(units, decimals: decimals, to: start) }
        return format(value, decimals: decimals).withUTF8Buffer { bytes in
            assert(bytes.count <= maximumLength)
            start.update(from: bytes.baseAddress!, count: bytes.count)
            return bytes.count
        }
    }

    /// `value` rounded to `decimals` places (0…6), as text.
    static func text(_ value: Double, decimals: Int) -> String {
        guard let units = units(of: value, decimals: decimals) else { return format(value, decimals: decimals) }
        return String(unsafeUninitializedCapacity: maximumLength) {
            write(units, decimals: decimals, to: $0.baseAddress!)
        }
    }

    @inline(__always)
    private static func scale(_ decimals: Int) -> Double {
        switch decimals {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        default: preconditionFailure("DecimalText writes 0 to 6 decimals, not \(decimals)")
        }
    }

    /// The general form, for values at or beyond 10¹³ units of the last place (and infinities and NaN).
    private static func format(_ value: Double, decimals: Int) -> String {
        let rounded = (value * scale(decimals)).rounded() / scale(decimals)
        return JSONValue.format(rounded == 0 ? 0 : rounded)
    }

    /// `value` in units of the last place, rounded half away from zero as `rounded()` does, with its sign
    /// (none on a value that rounds to zero); nil at or beyond 10¹³ units, infinities and NaN included.
    @inline(__always)
    private static func units(of value: Double, decimals: Int) -> (magnitude: UInt64, negative: Bool)? {
        let scaled = value * scale(decimals)
        let magnitude = scaled.magnitude
        guard magnitude < 1e13 else { return nil }
        // Below 2⁵² a double's fraction is exact, so this is `rounded()` without the library call.
        var units = UInt64(magnitude)
        if magnitude - Double(units) >= 0.5 { units += 1 }
        guard units < 10_000_000_000_000 else { return nil }
        return (units, scaled < 0 && units > 0)
    }

    /// Writes the fixed-point digits of `units` with trailing zeros dropped: the shortest text of the rounded
    /// value (well within a double's precision), without the general shortest-form printer. Returns the length.
    @inline(__always)
    private static func write(
        _ units: (magnitude: UInt64, negative: Bool), decimals: Int, to start: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let place = UInt64(scale(decimals))
        var integer = units.magnitude / place
        var fraction = units.magnitude % place
        var digits = decimals
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var integerDigits = 1
        var rest = integer / 10
        while rest > 0 {
            integerDigits += 1
            rest /= 10
        }
        let length = (units.negative ? 1 : 0) + integerDigits + (digits > 0 ? digits + 1 : 0)
        var position = length
        if digits > 0 {
            for _ in 0..<digits {
                position -= 1
                start[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            position -= 1
            start[position] = UInt8(ascii: ".")
        }
        repeat {
            position -= 1
            start[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: integer % 10)
            integer /= 10
        } while integer > 0
        if units.negative { start[0] = UInt8(ascii: "-") }
        return length
    }
}
