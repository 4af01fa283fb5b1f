/// CSS text from token values and strings: numbers, colors in their own color space, quoted strings and
/// comments that nothing in a token file can break out of.
enum CSSText {
    /// A number with at most four decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``number(_:)``'s text for `value` to a byte buffer.
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        DecimalText.append(value, decimals: 4, to: &out)
    }

    static func dimension(_ dimension: DimensionValue) -> String {
        dimension.value == 0 ? "0" : number(dimension.value) + dimension.unit.rawValue
    }

    static func duration(_ duration: DurationValue) -> String {
        number(duration.value) + duration.unit.rawValue
    }

    /// `#rrggbb` (or `#rrggbbaa`) in sRGB: the value for sRGB colors and the fallback for every other space.
    static func srgb(_ color: ColorValue) -> String {
        var hex = ColorConversion.hex(color)
        if color.alpha < 1 {
            let byte = Int((color.alpha * 255).rounded())
            let digits = Array("0123456789abcdef")
            hex.append(digits[byte / 16])
            hex.append(digits[byte % 16])
        }
        return hex
    }

    /// The color in its own space with CSS Color 4 syntax, or nil when sRGB hex says it exactly.
    static func native(_ color: ColorValue) -> String? {
        func c(_ index: Int) -> String { color.components[index].map(number) ?? "none" }
        func percent(_ index: Int) -> String { color.components[index].map { number($0) + "%" } ?? "none" }
        let alpha = color.alpha < 1 ? " / " + number(color.alpha) : ""
        switch color.space {
        case .srgb: return nil
        case .hsl: return "hsl(\(c(0)) \(percent(1)) \(percent(2))\(alpha))"
        case .hwb: return "hwb(\(c(0)) \(percent(1)) \(percent(2))\(alpha))"
        case .lab: return "lab(\(c(0)) \(c(1)) \(c(2))\(alpha))"
        case .lch: return "lch(\(c(0)) \(c(1)) \(c(2))\(alpha))"
        case .oklab: return "oklab(\(c(0)) \(c(1)) \(c(2))\(alpha))"
        case .oklch: return "oklch(\(c(0)) \(c(1)) \(c(2))\(alpha))"
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65:
            return "color(\(color.space.rawValue) \(c(0)) \(c(1)) \(c(2))\(alpha))"
        }
    }

    /// The `@supports` condition under which a color space's syntax is understood.
    static func support(_ space: ColorValue.Space) -> String {
        switch space {
        case .srgb: "color: #000"
        case .hsl, .hwb: "color: \(space.rawValue)(0 0% 0%)"
        case .lab, .lch, .oklab, .oklch: "color: \(space.rawValue)(0 0 0)"
        default: "color: color(\(space.rawValue) 0 0 0)"
        }
    }

    /// A quoted CSS string: quotes and backslashes escaped, line breaks and `<` as hex escapes (so the text
    /// cannot end a `<style>` element it is inlined in), other control characters dropped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": out += "\\" + String(scalar)
            case "\n", "\r", "\u{0C}", "<", ">", "&": out += "\\" + String(scalar.value, radix: 16) + " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (!scalar.isASCII && scalar.properties.generalCategory == .format) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A font stack: each family quoted unless it is a generic family keyword.
    static func fontFamilies(_ families: [String]) -> String {
        families.map { generics.contains($0) ? $0 : string($0) }.joined(separator: ", ")
    }

    static let generics: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace",
        "ui-rounded", "math", "emoji", "fangsong", "-apple-system",
    ]

    /// Text for inside a `/* … */` comment: one line, no `*/`, no `<` (the CSS may be inlined in HTML).
    static func comment(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x3C && $0 != 0x3E && $0 != 0x2A }) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}", "\t": out += " "
            case "<": out += "‹"
            case ">": out += "›"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (!scalar.isASCII && scalar.properties.generalCategory == .format) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        while out.contains("*/") { out = out.replacingOccurrences(of: "*/", with: "* /") }
        return out
    }
}
