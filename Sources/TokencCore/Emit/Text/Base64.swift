/// Standard Base64 (RFC 4648, with padding) appended to a byte buffer, for `data:` URLs written as bytes.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
        out.reserveForAppending((bytes.count + 2) / 3 * 4)
        Self.alphabet.withUnsafeBufferPointer { alphabet in
            var index = 0
            while index + 3 <= bytes.count {
                let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                out.append(alphabet[Int(group >> 18)])
                out.append(alphabet[Int(group >> 12 & 0x3F)])
                out.append(alphabet[Int(group >> 6 & 0x3F)])
                out.append(alphabet[Int(group & 0x3F)])
                index += 3
            }
            let rest = bytes.count - index
            guard rest > 0 else { return }
            let group = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            out.append(alphabet[Int(group >> 18)])
            out.append(alphabet[Int(group >> 12 & 0x3F)])
            out.append(rest == 2 ? alphabet[Int(group >> 6 & 0x3F)] : UInt8(ascii: "="))
            out.append(UInt8(ascii: "="))
        }
    }
}
