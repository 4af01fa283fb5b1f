/// CSS text from token values and strings: numbers, colors in their own color space, quoted strings and
/// comments that nothing in a token file can break out of.
enum CSSText {
    /// A number with at most four decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        DecimalText.text(value, decimals: 4)
    }

    /// Appends ``number(_:)``'s text for `value` to a byte buffer.
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        DecimalText.append(value, decimals: 4, to: &out)
    }

    /// A dimension: `0` bare, anything else with its unit (`px`, `rem`).
    static func appendDimension(_ dimension: DimensionValue, to out: inout [UInt8]) {
        if dimension.value == 0 {
            out.append(UInt8(ascii: "0"))
        } else {
            appendNumber(dimension.value, to: &out)
            out += dimension.unit.rawValue.utf8
        }
    }

    /// A duration with its unit (`ms`, `s`).
    static func appendDuration(_ duration: DurationValue, to out: inout [UInt8]) {
        appendNumber(duration.value, to: &out)
        out += duration.unit.rawValue.utf8
    }

    /// `#rrggbb` (or `#rrggbbaa`) in sRGB: the value for sRGB colors and the fallback for every other space.
    static func appendSRGB(_ color: ColorValue, to out: inout [UInt8]) {
        ColorConversion.appendHex(color, to: &out)
        if color.alpha < 1 {
            let byte = Int((color.alpha * 255).rounded())
            let digits: StaticString = "0123456789abcdef"
            out.append(digits.utf8Start[byte / 16])
            out.append(digits.utf8Start[byte % 16])
        }
    }

    /// Appends the color in its own space with CSS Color 4 syntax; false, appending nothing, when sRGB hex
    /// says it exactly.
    static func appendNative(_ color: ColorValue, to out: inout [UInt8]) -> Bool {
        let function: String
        var percents = false
        switch color.space {
        case .srgb: return false
        case .hsl, .hwb:
            function = color.space.rawValue
            percents = true
        case .lab, .lch, .oklab, .oklch: function = color.space.rawValue
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65: function = "color"
        }
        out += function.utf8
        out.append(UInt8(ascii: "("))
        if function == "color" {
            out += color.space.rawValue.utf8
            out.append(UInt8(ascii: " "))
        }
        for index in 0..<3 {
            if index > 0 { out.append(UInt8(ascii: " ")) }
            if let component = color.components[index] {
                appendNumber(component, to: &out)
                if percents, index > 0 { out.append(UInt8(ascii: "%")) }
            } else {
                out += "none"
            }
        }
        if color.alpha < 1 {
            out += " / "
            appendNumber(color.alpha, to: &out)
        }
        out.append(UInt8(ascii: ")"))
        return true
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

    /// A string token's value: as written when it is a plain CSS value, so that `normal`, `-15px` or
    /// `0 1px 2px rgb(0 0 0 / 0.2)` work where the property is used; else a quoted CSS string (``string(_:)``).
    /// Plain means ASCII letters, digits, spaces and `- _ . , % # + / ( )` with balanced parentheses, and no
    /// space at either end: nothing that could end the declaration or the rule (`;`, braces), open a comment
    /// (`/*`), start a string or an escape, raise the priority (`!`), or close a `<style>` element.
    static func value(_ text: String) -> String {
        var depth = 0
        let plain =
            !text.isEmpty && text.first != " " && text.last != " "
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    return true
                case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ","),
                    UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                    return true
                case UInt8(ascii: "("):
                    depth += 1
                    return true
                case UInt8(ascii: ")"):
                    depth -= 1
                    return depth >= 0
                default:
                    return false
                }
            } && depth == 0
        return plain ? text : string(text)
    }

    /// A list of plain values (`["#ff0000", "#00ff00"]`, `[4, 8]`) as CSS writes one, comma-separated, each
    /// element as ``value(_:)`` writes text; nil for anything else (an empty list, objects, lists in lists).
    static func list(_ json: JSONValue) -> String? {
        guard case .array(let elements) = json, !elements.isEmpty else { return nil }
        var parts: [String] = []
        for element in elements {
            switch element {
            case .string(let text): parts.append(value(text))
            case .number(let number): parts.append(JSONValue.format(number))
            default: return nil
            }
        }
        return parts.joined(separator: ", ")
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
                if scalar.value < 0x20 || scalar.value == 0x7F
                    || (!scalar.isASCII && scalar.properties.generalCategory == .format)
                {
                    continue
                }
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A font stack: generic families and CSS-wide keywords as they are, a family that is a sequence of CSS
    /// identifiers (`Helvetica Neue`, `SFMono-Regular`) as written, any other quoted as a CSS string.
    static func fontFamilies(_ families: [String]) -> String {
        families.map { family in
            generics.contains(family) || wideKeywords.contains(family.lowercased()) || isIdentifierSequence(family)
                ? family : string(family)
        }.joined(separator: ", ")
    }

    /// CSS-wide keywords, which are never a family name.
    static let wideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]

    /// Whether `family` is words of CSS identifier characters that CSS reads as that family without quotes: no
    /// word starts with a digit or `--`, none is a keyword a family may not be called unquoted.
    private static func isIdentifierSequence(_ family: String) -> Bool {
        let words = family.split(separator: " ", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            guard let first = word.first, !first.isNumber, !word.hasPrefix("--"),
                !(first == "-" && word.dropFirst().first?.isNumber == true)
            else { return false }
            return word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
                && !wideKeywords.contains(word.lowercased()) && word.lowercased() != "default"
                && !generics.contains(String(word).lowercased())
        }
    }

    static let generics: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace",
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
                if scalar.value < 0x20 || scalar.value == 0x7F
                    || (!scalar.isASCII && scalar.properties.generalCategory == .format)
                {
                    continue
                }
                out.unicodeScalars.append(scalar)
            }
        }
        while out.contains("*/") { out = out.replacingOccurrences(of: "*/", with: "* /") }
        return out
    }
}
