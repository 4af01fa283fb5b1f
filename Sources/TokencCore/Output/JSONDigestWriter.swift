/// Writes a JSON value in a compact binary form for digests, not for reading back: a tag byte before every
/// value, member and closing bracket, strings after their length, numbers as their 8 bytes. Values that
/// ``JSONTextWriter`` writes differently give different bytes, without the cost of formatting numbers as text.
struct JSONDigestWriter: JSONSink {
    var out: [UInt8] = []

    init() {
        out.reserveCapacity(1_024)
    }

    private mutating func appendString(_ string: String) {
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: string.utf8.count).littleEndian) { out += $0 }
        out += string.utf8
    }

    mutating func beginObject() { out.append(UInt8(ascii: "{")) }

    mutating func key(_ key: String) {
        out.append(UInt8(ascii: ":"))
        appendString(key)
    }

    mutating func endObject() { out.append(UInt8(ascii: "}")) }

    // Inline or not, the text holds the same values.
    mutating func beginArray(inline: Bool) { out.append(UInt8(ascii: "[")) }

    mutating func endArray() { out.append(UInt8(ascii: "]")) }

    mutating func string(_ string: String) {
        out.append(UInt8(ascii: "\""))
        appendString(string)
    }

    mutating func number(_ number: Double) {
        out.append(UInt8(ascii: "#"))
        // -0 and 0 write the same text, so they give the same bytes too.
        withUnsafeBytes(of: (number == 0 ? 0 : number).bitPattern.littleEndian) { out += $0 }
    }

    mutating func bool(_ bool: Bool) { out.append(bool ? UInt8(ascii: "t") : UInt8(ascii: "f")) }

    mutating func null() { out.append(UInt8(ascii: "n")) }
}
