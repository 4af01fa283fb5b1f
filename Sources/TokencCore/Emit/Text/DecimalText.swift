/// Numbers written for people and stylesheets: rounded to a few decimals, without trailing zeros, and without
/// a sign on zero.
enum DecimalText {
    /// Appends `value` rounded to `decimals` places (0…6) to a byte buffer.
    static func append(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        if withDigits(of: value, decimals: decimals, { out.appendBytes($0) }) == nil {
            out += format(value, decimals: decimals).utf8
        }
    }

    /// The most bytes ``write(_:decimals:to:)`` writes (the longest general form, `-1.7976931348623157e+308`).
    static let maximumLength = 24

    /// Writes ``append(_:decimals:to:)``'s text to memory with room for ``maximumLength`` bytes; returns how many
    /// it wrote (for hot loops that fill a buffer of their own).
    static func write(_ value: Double, decimals: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
        func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            assert(bytes.count <= maximumLength)
            start.update(from: bytes.baseAddress!, count: bytes.count)
            return bytes.count
        }
        return withDigits(of: value, decimals: decimals, copy) ?? format(value, decimals: decimals).withUTF8Buffer(copy)
    }

    /// `value` rounded to `decimals` places (0…6), as text.
    static func text(_ value: Double, decimals: Int) -> String {
        withDigits(of: value, decimals: decimals) { String(decoding: $0, as: UTF8.self) } ?? format(value, decimals: decimals)
    }

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

    /// `body` with the digits of `value` rounded to `decimals` places, written right to left into a small buffer
    /// on the stack; nil, without calling `body`, at or beyond 10¹³ units of the last place. Below that, the
    /// shortest text of the rounded value is its fixed-point digits with trailing zeros dropped (well within a
    /// double's precision), written here without the general shortest-form printer.
    private static func withDigits<Result>(of value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let scaled = (value * scale(decimals)).rounded()
        guard scaled.magnitude < 1e13 else { return nil }
        let place = UInt64(scale(decimals))
        var units = Int64(scaled).magnitude
        var fraction = units % place
        var digits = decimals
        units /= place
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &text) { buffer in
            var start = buffer.count
            if digits > 0 {
                for _ in 0..<digits {
                    start -= 1
                    buffer[start] = UInt8(ascii: "0") + UInt8(fraction % 10)
                    fraction /= 10
                }
                start -= 1
                buffer[start] = UInt8(ascii: ".")
            }
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(units % 10)
                units /= 10
            } while units > 0
            if scaled < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            return body(UnsafeRawBufferPointer(rebasing: buffer[start...]).bindMemory(to: UInt8.self))
        }
    }
}
