/// Swift literals and comment text that no token string can break out of.
enum SwiftLiteral {
    /// A string literal: `"…"` with backslash, quote, control and line-separator characters escaped,
    /// so a token string can neither end the literal nor interpolate.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar.properties.generalCategory == .format {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A number literal: integers without a fraction, others in shortest form, long integer parts grouped
    /// with underscores (as swift-format wants).
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        let text: String
        if value == value.rounded(), abs(value) < 1e15 {
            text = String(Int64(value))
        } else {
            text = "\(value)"
        }
        guard !text.contains("e") else { return text }
        let negative = text.hasPrefix("-")
        let unsigned = negative ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: ".", maxSplits: 1)
        var integer = String(parts[0])
        if integer.count > 5 {
            var grouped = ""
            for (index, character) in integer.reversed().enumerated() {
                if index > 0, index % 3 == 0 { grouped.append("_") }
                grouped.append(character)
            }
            integer = String(grouped.reversed())
        }
        return (negative ? "-" : "") + integer + (parts.count > 1 ? "." + parts[1] : "")
    }

    /// Comment lines from free text: one line per line of the text, control and format characters (such as
    /// bidirectional overrides, which could make a comment read differently than it compiles) dropped, and
    /// lines wrapped at word boundaries so they stay readable.
    static func commentLines(_ text: String, width: Int = 92) -> [String] {
        var lines: [String] = []
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            let cleaned = String(String.UnicodeScalarView(rawLine.unicodeScalars.filter {
                $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) && $0.properties.generalCategory != .format
            }))
            var current = ""
            for word in cleaned.split(separator: " ", omittingEmptySubsequences: true) {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    lines.append(current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            lines.append(current)
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}
