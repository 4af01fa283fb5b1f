/// Numbers written for people and stylesheets: rounded to a few decimals, without trailing zeros, and without
/// a sign on zero.
enum DecimalText {
    /// Appends `value` rounded to `decimals` places (0…6) to a byte buffer.
    static func append(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        guard let units = units(of: value, decimals: decimals) else {
            out += format(value, decimals: decimals).utf8
            return
        }
        // The fixed-point digits with trailing zeros dropped: the shortest text of the rounded value (well within
        // a double's precision), without the general shortest-form printer.
        let place = UInt64(scale(decimals))
        var fraction = units.magnitude % place
        var digits = decimals
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        if units.negative { out.append(UInt8(ascii: "-")) }
        let integer = units.magnitude / place
        var integerDigits = 1
        var rest = integer / 10
        while rest > 0 {
            integerDigits += 1
            rest /= 10
        }
        appendDigits(integer, count: integerDigits, to: &out)
        guard digits > 0 else { return }
        out.append(UInt8(ascii: "."))
        appendDigits(fraction, count: digits, to: &out)
    }

    /// The last `count` decimal digits of `value`, with leading zeros.
    private static func appendDigits(_ value: UInt64, count: Int, to out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var rest = value
        var position = out.count
        while rest > 0, position > out.count - count {
            position -= 1
            out[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
    }

    /// `value` rounded to `decimals` places (0…6), as text.
    static func text(_ value: Double, decimals: Int) -> String {
        var out: [UInt8] = []
        append(value, decimals: decimals, to: &out)
        return String(decoding: out, as: UTF8.self)
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
}
