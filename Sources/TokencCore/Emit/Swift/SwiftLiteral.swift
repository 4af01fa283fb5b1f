/// Swift literals and comment text that no token string can break out of.
enum SwiftLiteral {
    /// A string literal: `"…"` with backslash, quote, control and line-separator characters escaped,
    /// so a token string can neither end the literal nor interpolate.
    static func string(_ value: String) -> String {
        // Most strings are printable ASCII with nothing to escape.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return "\"" + value + "\""
        }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar.properties.generalCategory == .format
                {
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
        if abs(value) < 100_000 {
            if value == value.rounded() { return String(Int64(value)) }
            guard abs(value) >= 1e-4 else { return slowNumber(value) }
            return shortDecimal(value) ?? "\(value)"
        }
        return slowNumber(value)
    }

    /// The shortest text of a value within 10⁻⁴…10⁵ that has at most six decimals, without the general printer:
    /// with the fewest decimals `d` at which `round(value · 10ᵈ) / 10ᵈ` gives the value back, those digits read
    /// back as the value (a correctly rounded division, as parsing is) and no shorter text does.
    private static func shortDecimal(_ value: Double) -> String? {
        var scale = 1.0
        for decimals in 1...6 {
            scale *= 10
            if (value * scale).rounded() / scale == value { return DecimalText.text(value, decimals: decimals) }
        }
        return nil
    }

    private static func slowNumber(_ value: Double) -> String {
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

    /// The width comment text wraps at.
    static let commentWidth = 92

    /// One line of free text as comment lines, appended to `lines`: control and format characters (such as
    /// bidirectional overrides, which could make a comment read differently than it compiles) dropped, and the
    /// line wrapped at spaces so it stays readable; a blank result is one empty line. Works on Unicode scalars,
    /// not grapheme clusters.
    static func appendLine(_ line: Substring, width: Int, to lines: inout [String]) {
        let utf8 = line.utf8
        if utf8.count <= width, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }), utf8.first != 0x20, utf8.last != 0x20 {
            lines.append(String(line))
            return
        }
        if utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) {
            lines.append(String(line))
            return
        }
        var current = String.UnicodeScalarView()
        var word = String.UnicodeScalarView()
        var length = 0
        func endWord() {
            guard !word.isEmpty else { return }
            if length > 0, length + 1 + word.count > width {
                lines.append(String(current))
                current = String.UnicodeScalarView()
                length = 0
            }
            if length > 0 {
                current.append(" ")
                length += 1
            }
            current.append(contentsOf: word)
            length += word.count
            word = String.UnicodeScalarView()
        }
        func endLine() {
            endWord()
            lines.append(String(current))
            current = String.UnicodeScalarView()
            length = 0
        }
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x0D, 0x2028, 0x2029: endLine()
            case 0x20: endWord()
            case 0x21..<0x7F: word.append(scalar)
            case 0..<0x20, 0x7F, 0x80...0x9F: continue
            default:
                if scalar.properties.generalCategory != .format { word.append(scalar) }
            }
        }
        endLine()
    }
}
