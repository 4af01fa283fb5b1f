/// A shadow, border or timing function written as the CSS text a stylesheet would hold (`"0 1px 2px
/// rgba(0, 0, 0, 0.1)"`, `"1px solid #e5e5e5"`, `"ease-in-out"`), as files written for Style Dictionary keep
/// them under a DTCG `$type`: read into the DTCG value it spells, at the string's place, for the value decoder
/// to check as if it had been written so. nil for text that is not such CSS (or holds a reference).
enum CSSValueText {
    /// `box-shadow`'s syntax: layers at top-level commas, each `inset`? with two to four lengths (x, y, blur,
    /// spread) and a color, in any order; one layer is a shadow object, several a list. `none` (the first step
    /// of many elevation scales) is one transparent layer with no offset, blur or spread, which draws nothing.
    static func shadow(_ text: String, at location: SourceLocation) -> Node? {
        guard !text.contains("{") else { return nil }
        if text.trimmingCharacters(in: .whitespaces).lowercased() == "none" {
            return shadow("0 0 0 0 #00000000", at: location)
        }
        var layers: [Node] = []
        for layer in split(text, at: ",") {
            var lengths: [Node] = []
            var color: Node?
            var inset = false
            for word in split(layer, at: " ") {
                if word.lowercased() == "inset", !inset {
                    inset = true
                } else if let length = length(word, at: location) {
                    lengths.append(length)
                } else if color == nil, isColor(word) {
                    color = Node(.string(word), at: location)
                } else {
                    return nil
                }
            }
            guard let color, (2...4).contains(lengths.count) else { return nil }
            while lengths.count < 4 { lengths.append(length("0", at: location)!) }
            var members = [("color", color)] + zip(["offsetX", "offsetY", "blur", "spread"], lengths).map { ($0, $1) }
            if inset { members.append(("inset", Node(.bool(true), at: location))) }
            layers.append(object(members, at: location))
        }
        guard let first = layers.first else { return nil }
        return layers.count == 1 ? first : Node(.array(layers), at: location)
    }

    /// `border`'s shorthand: a width, a line style and a color, in any order.
    static func border(_ text: String, at location: SourceLocation) -> Node? {
        guard !text.contains("{") else { return nil }
        var width: Node?
        var style: Node?
        var color: Node?
        for word in split(text, at: " ") {
            if width == nil, let length = length(word, at: location) {
                width = length
            } else if style == nil, StrokeStyleValue.Keyword(rawValue: word.lowercased()) != nil {
                style = Node(.string(word.lowercased()), at: location)
            } else if color == nil, isColor(word) {
                color = Node(.string(word), at: location)
            } else {
                return nil
            }
        }
        guard let width, let style, let color else { return nil }
        return object([("color", color), ("width", width), ("style", style)], at: location)
    }

    /// `cubic-bezier(x1, y1, x2, y2)` or one of CSS's named curves, as its four numbers.
    static func timingFunction(_ text: String) -> [Double]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let curve = keywords[trimmed] { return curve }
        guard trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
        let numbers = trimmed.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        return numbers.count == 4 ? numbers : nil
    }

    /// CSS Easing's named curves.
    private static let keywords: [String: [Double]] = [
        "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
        "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1],
    ]

    /// The parts of `text` between `separator`s outside parentheses, trimmed, empty ones dropped.
    private static func split(_ text: some StringProtocol, at separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if depth == 0, character == separator || (separator == " " && character.isWhitespace) {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A CSS length as a DTCG dimension object; a bare `0` is 0 px.
    private static func length(_ word: String, at location: SourceLocation) -> Node? {
        guard let (value, unit) = TokenSyntax.splitDimensionString(word), !unit.isEmpty || value == 0,
            unit.isEmpty || DimensionValue.Unit(rawValue: unit) != nil
        else { return nil }
        return object(
            [
                ("value", Node(.number(value), at: location)),
                ("unit", Node(.string(unit.isEmpty ? "px" : unit), at: location)),
            ],
            at: location)
    }

    /// Whether a word reads as a color: a hex color, a CSS color function or a named color.
    private static func isColor(_ word: String) -> Bool {
        word.hasPrefix("#") || word.hasSuffix(")") || CSSNamedColor.hex(named: word) != nil
            || word.lowercased() == "transparent"
    }

    private static func object(_ members: [(String, Node)], at location: SourceLocation) -> Node {
        Node(.object(members.map { Node.Member(key: $0.0, keyLocation: location, value: $0.1) }), at: location)
    }
}
