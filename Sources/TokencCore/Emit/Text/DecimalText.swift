/// Numbers written for people and stylesheets: rounded to a few decimals, without trailing zeros, and without
/// a sign on zero.
enum DecimalText {
    /// Appends `value` rounded to `decimals` places (0…4) to a byte buffer.
    static func append(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        let scale: Double
        switch decimals {
        case 0: scale = 1
        case 1: scale = 10
        case 2: scale = 100
        case 3: scale = 1_000
        case 4: scale = 10_000
        default: preconditionFailure("DecimalText writes 0 to 4 decimals, not \(decimals)")
        }
        let scaled = (value * scale).rounded()
        // Below 10¹³ units of the last place, the shortest text of the rounded value is its fixed-point digits
        // with trailing zeros dropped (well within a double's precision), written here without the general
        // shortest-form printer.
        guard scaled.magnitude < 1e13 else {
            let rounded = scaled / scale
            out += JSONValue.format(rounded == 0 ? 0 : rounded).utf8
            return
        }
        var units = Int64(scaled).magnitude
        if units == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        var fraction: UInt64 = 0
        var digits = decimals
        var place: UInt64 = 1
        for _ in 0..<decimals { place *= 10 }
        fraction = units % place
        units /= place
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // Written right to left into a small buffer on the stack, then appended at once.
        var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &text) { buffer in
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
            out.appendBytes(UnsafeRawBufferPointer(rebasing: buffer[start...]).bindMemory(to: UInt8.self))
        }
    }
}
