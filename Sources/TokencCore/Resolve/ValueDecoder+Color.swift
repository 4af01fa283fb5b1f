/// Colors: DTCG's object form in its 14 color spaces, hex strings, and CSS color functions.
extension ValueDecoder {
    /// Whether `text` is a CSS gradient (`linear-gradient(…)`, radial, conic, repeating), which files put in color
    /// tokens and no color is.
    static func isCSSGradient(_ text: String) -> Bool {
        guard text.hasSuffix(")") else { return false }
        var name = text.prefix(36).lowercased()
        if name.hasPrefix("repeating-") { name.removeFirst("repeating-".count) }
        return ["linear-gradient(", "radial-gradient(", "conic-gradient("].contains { name.hasPrefix($0) }
    }

    func color(_ node: Node, pointer: String) -> ColorValue? {
        let aliased = typed(node, .color, pointer, { if case .color(let c) = $0 { c } else { nil } })
        if aliased.isThisForm { return aliased.value }
        if rules.allowsMath, case let expression = expressionColor(node), expression.isThisForm {
            return expression.value
        }
        if case .string(let text) = node.kind, text.hasSuffix(")"), !text.contains("{"),
            let parsed = Self.cssColorFunction(text)
        {
            guard
                deviation(
                    .cssColor,
                    "color written as the CSS string \"\(text)\"; DTCG 2025.10 wants an object such as \(Self.conformingColor(parsed))",
                    node.location)
            else { return nil }
            return parsed
        }
        if case .string(let text) = node.kind, ["transparent", "currentcolor"].contains(text.lowercased()) {
            guard text.lowercased() == "transparent" else {
                invalid(
                    "'\(text)' is not a color: in CSS it is the color of the element's text, which a token cannot know; write the color it should be",
                    node)
                return nil
            }
            guard
                deviation(
                    .colorKeyword,
                    "the CSS keyword 'transparent' is read as sRGB black with alpha 0; DTCG 2025.10 wants {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0], \"alpha\": 0}",
                    node.location)
            else { return nil }
            return ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0)
        }
        if case .string(let text) = node.kind, let hex = CSSNamedColor.hex(named: text),
            let named = Self.parseHex(hex)
        {
            guard
                deviation(
                    .colorKeyword,
                    "the CSS color name '\(text)' is read as \(hex); DTCG 2025.10 wants \(Self.conformingColor(named))",
                    node.location)
            else { return nil }
            return named
        }
        if case .string(let text) = node.kind {
            if text.hasPrefix("#") {
                if let color = Self.parseHex(text) { return color }
                invalid("'\(text)' is not a hex color; write #rgb, #rgba, #rrggbb or #rrggbbaa", node)
            } else {
                invalid(
                    "expected a color object {\"colorSpace\", \"components\", \"alpha\"?, \"hex\"?} or a hex string, found \(describe(node))",
                    node)
            }
            return nil
        }
        var node = node
        if let members = node.members, let index = members.firstIndex(where: { $0.key == "channels" }),
            !members.contains(where: { $0.key == "components" })
        {
            guard
                deviation(
                    .colorChannels,
                    "'channels' is an earlier draft's name for a color's 'components', as DTCG 2025.10 calls them",
                    members[index].keyLocation)
            else { return nil }
            var renamed = members
            renamed[index].key = "components"
            node = Node(.object(renamed), at: node.location)
        }
        guard let f = fields(node, "a color", required: Keys.colorRequired, optional: Keys.colorOptional) else {
            return nil
        }
        guard case .string(let spaceName) = f["colorSpace"]!.kind, let space = ColorValue.Space.named(spaceName) else {
            let written = f["colorSpace"]!.string.map { "'\($0)'" } ?? describe(f["colorSpace"]!)
            var message = "unknown colorSpace \(written)"
            if let name = f["colorSpace"]!.string,
                let suggestion = Suggestion.closest(to: name, in: ColorValue.Space.allCases.map(\.rawValue))
            {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of \(ColorValue.Space.allCases.map(\.rawValue).joined(separator: ", "))"
            }
            invalid(message, f["colorSpace"]!)
            return nil
        }
        guard let componentNodes = f["components"]!.elements, componentNodes.count == 3 else {
            invalid(
                "components must be an array of 3 numbers (or \"none\") for \(space.rawValue), found \(describe(f["components"]!))",
                f["components"]!)
            return nil
        }
        var components: [Double?] = []
        var ok = true
        for (index, componentNode) in componentNodes.enumerated() {
            let range = space.componentRanges[index]
            switch componentNode.kind {
            case .string("none"):
                components.append(nil)
            case .number(let value):
                let tooLow = range.min.map { value < $0 - 1e-9 } ?? false
                let tooHigh = range.max.map { range.isHue ? value >= $0 : value > $0 + 1e-9 } ?? false
                if tooLow || tooHigh {
                    let low = range.min.map { JSONValue.format($0) } ?? "-∞"
                    let high = range.max.map { JSONValue.format($0) } ?? "∞"
                    invalid(
                        "\(space.rawValue) component \(index + 1) is \(JSONValue.format(value)), outside \(range.isHue ? "[\(low), \(high))" : "[\(low), \(high)]")",
                        componentNode)
                    ok = false
                }
                components.append(value)
            default:
                invalid("color component must be a number or \"none\", found \(describe(componentNode))", componentNode)
                ok = false
            }
        }
        var alpha = 1.0
        if let alphaNode = f["alpha"] {
            guard case .number(let value) = alphaNode.kind, value >= 0, value <= 1 else {
                invalid("alpha must be a number from 0 to 1, found \(describe(alphaNode))", alphaNode)
                return nil
            }
            alpha = value
        }
        var hex: String?
        if let hexNode = f["hex"] {
            guard case .string(let text) = hexNode.kind, let parsed = Self.parseHex(text) else {
                invalid("hex must be a 6-digit CSS hex color such as \"#0066cc\", found \(describe(hexNode))", hexNode)
                return nil
            }
            // `#rrggbbaa` (or `#rgba`) whose alpha is not the color's says two things at once.
            let statesAlpha = text.utf8.count == 5 || text.utf8.count == 9
            if statesAlpha, abs(parsed.alpha - alpha) > 0.5 / 255 + 1e-9 {
                invalid(
                    "hex fallback '\(text)' has alpha \(JSONValue.format((parsed.alpha * 1000).rounded() / 1000)), but the color's alpha is \(JSONValue.format(alpha)); write the 6-digit \"\(parsed.hex ?? text)\"",
                    hexNode)
                return nil
            }
            if text.utf8.count != 7 {
                guard
                    deviation(
                        .shortHex,
                        "hex fallback '\(text)' has \(text.utf8.count - 1) digits; DTCG 2025.10 wants 6: write \"\(parsed.hex ?? text)\"",
                        hexNode.location, fix: parsed.hex.map(SourceFix.Replacement.string))
                else { return nil }
            }
            hex = parsed.hex
        }
        return ok ? ColorValue(space: space, components: components, alpha: alpha, hex: hex) : nil
    }

    /// A CSS color function with literal arguments, as early drafts wrote colors (see `CSSColorFunction`); nil
    /// for anything else.
    static func cssColorFunction(_ text: String) -> ColorValue? {
        guard let function = CSSColorFunction(text), function.arguments.count == 3 else { return nil }
        var components: [Double?] = []
        for (index, argument) in function.arguments.enumerated() {
            if argument == "none" {
                components.append(nil)
                continue
            }
            let percent = argument.hasSuffix("%")
            let number =
                percent ? argument.dropLast() : argument.hasSuffix("deg") ? argument.dropLast(3) : Substring(argument)
            guard let value = Double(number), value.isFinite else { return nil }
            components.append(function.component(value, percent: percent, at: index))
        }
        var alpha = 1.0
        if let alphaText = function.alpha {
            let percent = alphaText.hasSuffix("%")
            guard let value = Double(percent ? String(alphaText.dropLast()) : alphaText), value.isFinite else {
                return nil
            }
            alpha = min(1, max(0, percent ? value / 100 : value))
        }
        return ColorValue(space: function.space, components: components, alpha: alpha)
    }

    /// A color as the DTCG object a file should write, for messages.
    static func conformingColor(_ color: ColorValue) -> String {
        let components = color.components.map { $0.map(JSONValue.format) ?? "\"none\"" }.joined(separator: ", ")
        let alpha = color.alpha == 1 ? "" : ", \"alpha\": \(JSONValue.format(color.alpha))"
        return "{\"colorSpace\": \"\(color.space.rawValue)\", \"components\": [\(components)]\(alpha)}"
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as an sRGB color. Only ASCII hex digits count (not
    /// their fullwidth forms, which `Character.isHexDigit` would also accept).
    static func parseHex(_ text: String) -> ColorValue? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), [4, 5, 7, 9].contains(bytes.count) else { return nil }
        var nibbles: [UInt8] = []
        for byte in bytes.dropFirst() {
            guard let value = byte.hexDigitValue else { return nil }
            nibbles.append(value)
        }
        // Each channel as 0…255: `#rgb` doubles every digit (`a` is `aa`).
        let channels =
            nibbles.count <= 4
            ? nibbles.map { $0 &* 17 }
            : stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] &* 16 &+ nibbles[$0 + 1] }
        let rgb = channels.prefix(3).map { Optional(Double($0) / 255) }
        let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
        var color = ColorValue(space: .srgb, components: Array(rgb), alpha: alpha)
        color.hex = ColorConversion.hex(color)
        return color
    }
}
