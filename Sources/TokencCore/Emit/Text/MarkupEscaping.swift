/// Text from token files made safe for HTML and XML (SVG): element content and quoted attribute values.
enum MarkupEscaping {
    /// `&`, `<`, `>`, `"` and `'` as entities; characters XML 1.0 forbids (C0 controls other than tab, line
    /// feed and carriage return; U+FFFE, U+FFFF) and Unicode format characters (bidi overrides) dropped.
    static func text(_ text: String) -> String {
        // Most text (names, values) needs nothing: return it as is when every byte is plain printable ASCII.
        if isPlain(text) { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``text(_:)``'s result for `text` to a byte buffer.
    static func append(_ text: String, to out: inout [UInt8]) {
        if isPlain(text) {
            out += text.utf8
        } else {
            appendEscaped(text, to: &out)
        }
    }

    /// Appends ``text(_:)``'s result for the text whose UTF-8 is `text`.
    static func append(_ text: [UInt8], to out: inout [UInt8]) {
        if text.withUnsafeBufferPointer(isPlain) {
            out += text
        } else {
            appendEscaped(String(decoding: text, as: UTF8.self), to: &out)
        }
    }

    /// Whether every byte is printable ASCII that needs no entity.
    private static func isPlain(_ text: String) -> Bool {
        text.withUTF8Buffer(isPlain)
    }

    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes
        where byte < 0x20 || byte >= 0x7F || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22
            || byte == 0x27
        {
            return false
        }
        return true
    }

    private static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;".utf8
            case "<": out += "&lt;".utf8
            case ">": out += "&gt;".utf8
            case "\"": out += "&quot;".utf8
            case "'": out += "&#39;".utf8
            case "\t", "\n", "\r": out.append(UInt8(scalar.value))
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    continue
                }
                if scalar.isASCII {
                    out.append(UInt8(scalar.value))
                    continue
                }
                if scalar.properties.generalCategory == .format, scalar.value != 0x200D { continue }
                out += UTF8.encode(scalar)!
            }
        }
    }
}
