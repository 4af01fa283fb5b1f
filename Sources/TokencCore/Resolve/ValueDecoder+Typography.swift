/// Font families, font weights and typography, with its line height and CSS keywords.
extension ValueDecoder {
    func fontFamily(_ node: Node, pointer: String) -> [String]? {
        let aliased = typed(node, .fontFamily, pointer, { if case .fontFamily(let f) = $0 { f } else { nil } })
        if aliased.isThisForm { return aliased.value }
        switch node.kind {
        case .string(let name) where name.contains(","):
            // A CSS font stack in one string names no font: it is the list it spells.
            let families = Self.fontStack(name)
            guard !families.isEmpty,
                deviation(
                    .fontStack,
                    "the font stack \"\(name)\" is one string, which no font is called; read as the list \(families.map { "\"\($0)\"" }.joined(separator: ", ")): write it as that array",
                    node.location)
            else {
                if families.isEmpty { invalid("\"\(name)\" names no font family", node) }
                return nil
            }
            return families
        case .string(let name) where !name.isEmpty:
            return [name]
        case .array(let elements) where !elements.isEmpty:
            var names: [String] = []
            for element in elements {
                guard case .string(let name) = element.kind, !name.isEmpty else {
                    invalid("fontFamily names must be non-empty strings, found \(describe(element))", element)
                    return nil
                }
                if TokenSyntax.aliasPath(name) != nil {
                    error(
                        .aliasSyntax, "aliases cannot appear inside a fontFamily list; alias the whole value instead",
                        element)
                    return nil
                }
                names.append(name)
            }
            return names
        default:
            invalid("expected a font family name or a non-empty array of names, found \(describe(node))", node)
            return nil
        }
    }

    func fontWeight(_ node: Node, pointer: String) -> FontWeightValue? {
        let aliased = typed(node, .fontWeight, pointer, { if case .fontWeight(let w) = $0 { w } else { nil } })
        if aliased.isThisForm { return aliased.value }
        switch node.kind {
        case .number(let weight):
            guard weight >= 1, weight <= 1000 else {
                invalid("fontWeight must be from 1 to 1000, found \(JSONValue.format(weight))", node)
                return nil
            }
            return FontWeightValue(weight: weight)
        case .string(let keyword):
            if let weight = FontWeightValue.keywords[keyword] {
                return FontWeightValue(weight: weight, keyword: keyword)
            }
            // `"700"`, as Tokens Studio and Style Dictionary files write weights.
            if let weight = Double(keyword.trimmingCharacters(in: .whitespaces)), weight >= 1, weight <= 1000 {
                guard
                    deviation(
                        .numberString,
                        "fontWeight written as the string \"\(keyword)\"; DTCG 2025.10 wants the number \(JSONValue.format(weight))",
                        node.location, fix: .number(weight))
                else { return nil }
                return FontWeightValue(weight: weight)
            }
            // `"SemiBold"`, `"Bold Italic"`: a font's style name, as Figma and its plugins write weights.
            if let (weight, style, width) = FontWeightName.parse(keyword) {
                let number = JSONValue.format(weight)
                var message =
                    "fontWeight '\(keyword)' is a font's style name, not one of DTCG 2025.10's weight names; "
                    + "read as \(number): write \(number)"
                if let style {
                    message += " (the '\(style)' is a font style, which a typography's fontStyle holds)"
                }
                if let width {
                    message += " ('\(width)' is the font's width, which no weight holds: name it in the family)"
                }
                guard deviation(.weightName, message, node.location, fix: style == nil ? .number(weight) : nil)
                else { return nil }
                return FontWeightValue(weight: weight)
            }
            var message = "unknown fontWeight '\(keyword)'"
            if let suggestion = Suggestion.closest(to: keyword, in: FontWeightValue.keywords.keys) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; use a number from 1 to 1000 or a DTCG weight name such as 'bold'"
            }
            invalid(message, node)
            return nil
        default:
            invalid("expected a fontWeight number or name, found \(describe(node))", node)
            return nil
        }
    }

    /// The families of a CSS font stack, `'Helvetica Neue', Arial, sans-serif`: split at commas outside quotes
    /// (which open only where a family starts), each trimmed and unquoted.
    static func fontStack(_ text: String) -> [String] {
        var families: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'", current.allSatisfy(\.isWhitespace) {
                // A quote opens only at a family's start: `Suisse Int'l` keeps its apostrophe.
                quote = character
            } else if character == "," {
                families.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        families.append(current)
        return families.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func typography(_ node: Node, pointer: String) -> TypographyValue? {
        let aliased = typed(node, .typography, pointer, { if case .typography(let t) = $0 { t } else { nil } })
        if aliased.isThisForm { return aliased.value }
        guard let node = withDefaults(node, Self.typographyDefaults, rule: .typographyDefault, of: "a typography"),
            let f = fields(node, "a typography", required: Keys.typography, optional: Keys.typographyCSS)
        else { return nil }
        let family = fontFamily(f["fontFamily"]!, pointer: pointer + "/fontFamily")
        let size = dimension(f["fontSize"]!, pointer: pointer + "/fontSize")
        let weight = fontWeight(f["fontWeight"]!, pointer: pointer + "/fontWeight")
        let spacing = dimension(f["letterSpacing"]!, pointer: pointer + "/letterSpacing")
        let lineHeight = lineHeight(f["lineHeight"]!, pointer: pointer + "/lineHeight")
        guard let family, let size, let weight, let spacing, let lineHeight else { return nil }
        var typography = TypographyValue(
            fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
        if f["fontStyle"] == nil, let text = f["fontWeight"]!.string {
            if let style = FontWeightName.parse(text)?.style {
                typography.fontStyle = style
            } else if rules.weightStyleExtension != nil, let inner = TokenSyntax.referencePath(text) {
                typography.fontStyle = fontStyleOf(inner)
            }
        }
        for key in Keys.typographyCSS {
            guard let valueNode = f[key] else { continue }
            guard let member = f.members.first(where: { $0.key == key }),
                deviation(
                    .typographyProperty,
                    "'\(key)' is a CSS property, not one of DTCG 2025.10's five typography properties; it reaches CSS, and SwiftUI where SwiftUI has it",
                    member.keyLocation)
            else { return nil }
            guard let keyword = cssKeyword(valueNode, key, pointer: pointer + "/" + key) else { return nil }
            switch key {
            case "fontStyle": typography.fontStyle = keyword
            case "fontVariant": typography.fontVariant = keyword
            case "textDecoration": typography.textDecoration = keyword
            default: typography.textTransform = keyword
            }
        }
        return typography
    }

    /// The CSS initial value of each typography property a real file may leave out; the family, whose initial
    /// value CSS leaves to the browser, is the platform's system font.
    static let typographyDefaults: [(key: String, written: String, value: @Sendable (SourceLocation) -> Node)] = [
        (
            "fontFamily", "the platform's system font, [\"system-ui\"] (CSS leaves the initial family to the browser)",
            { Node(.array([Node(.string("system-ui"), at: $0)]), at: $0) }
        ),
        ("fontSize", "{\"value\": 16, \"unit\": \"px\"} (CSS's medium)", { dimensionNode(16, "px", at: $0) }),
        ("fontWeight", "400 (normal)", { Node(.number(400), at: $0) }),
        ("letterSpacing", "{\"value\": 0, \"unit\": \"px\"} (normal)", { dimensionNode(0, "px", at: $0) }),
        ("lineHeight", "1.2 (normal)", { Node(.number(1.2), at: $0) }),
    ]

    /// The keywords each CSS-only typography property accepts (nil: any CSS keywords).
    static let cssKeywords: [String: Set<String>?] = [
        "fontStyle": ["normal", "italic", "oblique"],
        "fontVariant": nil,
        "textDecoration": ["none", "underline", "line-through", "overline"],
        "textTransform": ["none", "uppercase", "lowercase", "capitalize"],
    ]

    /// The initial value of each CSS-only typography property, what an unset one is.
    static let cssInitialKeywords: [String: String] = [
        "fontStyle": "normal", "fontVariant": "normal", "textDecoration": "none", "textTransform": "none",
    ]

    /// A CSS-only typography property's keywords (space-separated words of letters, digits and `-`), written or
    /// through an alias to a string token.
    private func cssKeyword(_ node: Node, _ key: String, pointer: String) -> String? {
        var node = node
        if case let aliased = typed(node, .string, pointer, { if case .string(let s) = $0 { s } else { nil } }),
            aliased.isThisForm
        {
            guard let text = aliased.value else { return nil }
            node = Node(.string(text), at: node.location)
        }
        let allowed = Self.cssKeywords[key] ?? nil
        // `"null"` (as Tokens Studio exports an unset one), `null`, `""`, or a `none` the property lacks: its initial value.
        let unset = ["null", "", "none"].contains(node.string?.lowercased() ?? "null")
        if unset, let initial = Self.cssInitialKeywords[key], node.string != initial {
            guard
                deviation(
                    .typographyProperty,
                    "\(key) \(node.string.map { "'\($0)'" } ?? "null") is unset: read as its initial value, '\(initial)': write that, or leave the property out",
                    node.location)
            else { return nil }
            return initial
        }
        let words = node.string?.split(separator: " ") ?? []
        let valid =
            !words.isEmpty
            && words.allSatisfy { word in
                word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
                    && (allowed?.contains(String(word)) ?? true)
            }
        guard valid, key == "textDecoration" || words.count == 1 || allowed == nil else {
            let expected = allowed.map { "one of " + $0.sorted().joined(separator: ", ") } ?? "CSS keywords"
            invalid("\(key) must be \(expected), found \(describe(node))", node)
            return nil
        }
        return words.joined(separator: " ")
    }

    /// A line height Figma's tools write without a unit: pixels in Figma, but a value below 5 is a multiple of the
    /// font size (no text is set 1.4 px apart; the format's reference pipeline writes it as CSS's multiple).
    static func unitlessLineHeight(_ value: Double) -> TypographyValue.LineHeight {
        value < 5 ? .multiple(value) : .length(DimensionValue(value: value, unit: .px))
    }

    /// A typography line height: DTCG's number (a multiple of the font size), or leniently a dimension
    /// (`{"value": 24, "unit": "px"}`, `"150%"`), reported as `[line-height-dimension]`.
    private func lineHeight(_ node: Node, pointer: String) -> TypographyValue.LineHeight? {
        switch node.kind {
        case .number(let value) where rules.bareNumbersArePx:
            return Self.unitlessLineHeight(value)
        case .number(let multiple):
            return .multiple(multiple)
        case .string(let text) where rules.referencesCoerce && TokenSyntax.referencePath(text) != nil:
            guard let inner = TokenSyntax.referencePath(text), typeOf(inner) != .number else {
                return number(node, pointer: pointer).map(Self.unitlessLineHeight)
            }
            return dimension(node, pointer: pointer).map(Self.lineHeight(of:))
        case .string(let text) where TokenSyntax.aliasPath(text) != nil:
            guard let inner = TokenSyntax.aliasPath(text), typeOf(inner) == .dimension else {
                return number(node, pointer: pointer).map(TypographyValue.LineHeight.multiple)
            }
            guard
                deviation(
                    .lineHeightDimension,
                    "lineHeight aliases a dimension; DTCG 2025.10 makes lineHeight a number (a multiple of the font size)",
                    node.location)
            else { return nil }
            return dimension(node, pointer: pointer).map(Self.lineHeight(of:))
        case .string(let text) where rules.allowsMath:
            guard let quantity = quantity(text, at: node) else { return nil }
            switch quantity.unit {
            case "%": return .multiple(quantity.value / 100)
            case "em": return .multiple(quantity.value)
            case "" where rules.bareNumbersArePx: return Self.unitlessLineHeight(quantity.value)
            default: return expressionDimension(quantity, at: node).map(TypographyValue.LineHeight.length)
            }
        case .string(let text):
            // `"1.5"`: unitless, as in CSS, the multiple DTCG writes as a number.
            if let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite {
                guard
                    deviation(
                        .numberString,
                        "lineHeight written as the string \"\(text)\"; DTCG 2025.10 wants the number \(JSONValue.format(value)) (a multiple of the font size)",
                        node.location, fix: .number(value))
                else { return nil }
                return .multiple(value)
            }
            if let (value, unit) = TokenSyntax.splitDimensionString(text), unit == "%" {
                guard
                    deviation(
                        .lineHeightDimension,
                        "lineHeight written as \"\(text)\"; DTCG 2025.10 makes lineHeight a number: write \(JSONValue.format(value / 100))",
                        node.location, fix: .number(value / 100))
                else { return nil }
                return .multiple(value / 100)
            }
        case .object:
            break
        default:
            invalid("lineHeight must be a number (a multiple of the font size), found \(describe(node))", node)
            return nil
        }
        guard
            deviation(
                .lineHeightDimension,
                "lineHeight written as a dimension; DTCG 2025.10 makes lineHeight a number (a multiple of the font size): a px line height becomes SwiftUI line spacing and stays px in CSS",
                node.location)
        else { return nil }
        return dimension(node, pointer: pointer).map(Self.lineHeight(of:))
    }

    /// A line height given as a size: `%` and `em` are a multiple of the font size, other units a length.
    private static func lineHeight(of length: DimensionValue) -> TypographyValue.LineHeight {
        switch length.unit {
        case .percent: .multiple(length.value / 100)
        case .em: .multiple(length.value)
        default: .length(length)
        }
    }
}
