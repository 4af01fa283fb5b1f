/// Decodes and validates a `$value` node as a given type, following aliases through a lookup the resolver
/// provides. Every problem is reported at the exact node with what was expected.
final class ValueDecoder {
    /// Finds an alias target's value: (dotted path, expected type, where the alias is written); a nil type takes
    /// the target's value whatever its type (math reads numbers and dimensions alike). Returns nil after
    /// reporting, or silently when the target itself failed.
    typealias Lookup = (Substring, TokenType?, SourceLocation) -> (value: TokenValue, target: TokenPath)?

    var diagnostics = DiagnosticBag()
    var lookup: Lookup
    /// The `$type` as written of the token being decoded when it is `custom`.
    var customTypeName = ""
    /// The type of the token at a dotted path, when it has resolved (no diagnostics).
    var typeOf: (Substring) -> TokenType? = { _ in nil }
    /// Whether a dotted path names a token (resolved or not).
    var namesToken: (Substring) -> Bool = { _ in false }
    /// The style a Tokens Studio weight name gave the token at a dotted path (`Bold Italic` → `italic`), through
    /// aliases.
    var fontStyleOf: (Substring) -> String? = { _ in nil }
    /// Aliases met while decoding; pointer "" is the whole value.
    var references: [Token.Reference] = []
    /// Whether some `$ref` failed earlier, so values may still hold one (checked only then).
    var mayHoldFailedReferences = false
    /// Whether the value is tokenc's own, kept in its `$extensions` entry: the spec's letter does not apply.
    var readsExtension = false

    /// Whether deviations from the spec's letter are errors (`--strict-dtcg`) rather than warnings.
    let strictDTCG: Bool
    /// How the source format writes values where it differs from DTCG.
    let rules: ValueRules

    init(strictDTCG: Bool = false, rules: ValueRules = .dtcg, lookup: @escaping Lookup) {
        self.strictDTCG = strictDTCG
        self.rules = rules
        self.lookup = lookup
    }

    /// Whether a `$ref` that could not be resolved (and was reported) remains anywhere in `node`.
    static func holdsFailedReference(_ node: Node) -> Bool {
        switch node.kind {
        case .object(let members): members.contains { $0.key == "$ref" || holdsFailedReference($0.value) }
        case .array(let elements): elements.contains(where: holdsFailedReference)
        default: false
        }
    }

    /// The inner path of a curly alias string such as `{color.primary}`, or nil when `text` is not one.
    static func aliasPath(_ text: String) -> Substring? {
        let bytes = text.utf8
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        return text[bytes.index(after: bytes.startIndex)..<bytes.index(before: bytes.endIndex)]
    }

    /// The path of a string that is one well-formed reference and nothing else (`{a.b}`, not `{a} + {b}`).
    static func referencePath(_ text: String) -> Substring? {
        aliasPath(text).flatMap { isValidAliasPath($0) ? $0 : nil }
    }

    /// Decodes `node` as `type`; `pointer` is the JSON pointer of `node` within `$value`.
    func decode(_ node: Node, as type: TokenType, pointer: String = "") -> TokenValue? {
        if mayHoldFailedReferences, Self.holdsFailedReference(node) { return nil }
        if let aliased = alias(node, type, pointer) { return aliased.value }
        switch type {
        case .color: return color(node, pointer: pointer).map(TokenValue.color)
        case .dimension: return dimension(node, pointer: pointer).map(TokenValue.dimension)
        case .duration: return duration(node, pointer: pointer).map(TokenValue.duration)
        case .cubicBezier: return cubicBezier(node, pointer: pointer).map(TokenValue.cubicBezier)
        case .number: return number(node, pointer: pointer).map(TokenValue.number)
        case .fontFamily: return fontFamily(node, pointer: pointer).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(node, pointer: pointer).map(TokenValue.fontWeight)
        case .strokeStyle: return strokeStyle(node, pointer: pointer).map(TokenValue.strokeStyle)
        case .border: return border(node, pointer: pointer).map(TokenValue.border)
        case .transition: return transition(node, pointer: pointer).map(TokenValue.transition)
        case .shadow: return shadow(node, pointer: pointer).map(TokenValue.shadow)
        case .gradient: return gradient(node, pointer: pointer).map(TokenValue.gradient)
        case .typography: return typography(node, pointer: pointer).map(TokenValue.typography)
        case .spring: return spring(node, pointer: pointer).map(TokenValue.spring)
        case .material: return material(node, pointer: pointer).map(TokenValue.material)
        case .blur: return blur(node, pointer: pointer).map(TokenValue.blur)
        case .glass: return glass(node, pointer: pointer).map(TokenValue.glass)
        case .string: return string(node).map(TokenValue.string)
        case .boolean: return boolean(node).map(TokenValue.boolean)
        case .link: return link(node).map(TokenValue.link)
        case .custom: return .custom(CustomValue(typeName: customTypeName, json: JSONValue(node)))
        }
    }

    // MARK: Aliases

    /// When `node` is an alias string: (looked-up value or nil). When it is not: nil.
    private func alias(_ node: Node, _ type: TokenType, _ pointer: String) -> (value: TokenValue?, Void)? {
        guard case .string(let text) = node.kind, let inner = Self.aliasPath(text) else { return nil }
        // `{a} + {b}` is math in Tokens Studio, not a malformed alias.
        if rules.allowsMath, !Self.isValidAliasPath(inner) { return nil }
        guard Self.isValidAliasPath(inner) else {
            error(
                .aliasSyntax,
                "'\(text)' is not a valid alias; write '{group.token}' with non-empty names and no nested braces", node)
            return (nil, ())
        }
        guard let found = lookup(inner, type, node.location) else { return (nil, ()) }
        references.append(Token.Reference(pointer: pointer, target: found.target))
        return (found.value, ())
    }

    /// Non-empty dot-separated names, none empty, no braces; one pass over the bytes.
    static func isValidAliasPath(_ inner: Substring) -> Bool {
        inner.utf8.withContiguousStorageIfAvailable(isValidAliasPath)
            ?? Array(inner.utf8).withUnsafeBufferPointer(isValidAliasPath)
    }

    private static func isValidAliasPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var segmentLength = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "}"): return false
            case UInt8(ascii: "."):
                if segmentLength == 0 { return false }
                segmentLength = 0
            default: segmentLength += 1
            }
        }
        return segmentLength > 0
    }

    private func typed<T>(_ node: Node, _ type: TokenType, _ pointer: String, _ extract: (TokenValue) -> T?) -> T?? {
        guard let aliased = alias(node, type, pointer) else { return nil }
        return .some(aliased.value.flatMap(extract))
    }

    // MARK: Helpers

    func error(_ rule: Rule, _ message: String, _ node: Node) {
        diagnostics.error(rule, message, at: node.location)
    }

    func invalid(_ message: String, _ node: Node) {
        diagnostics.error(.invalidValue, message, at: node.location)
    }

    /// A deviation from the spec's letter at `location`: a warning (and true, read on) by default, an error
    /// (and false) under `--strict-dtcg`.
    private func deviation(
        _ rule: Rule, _ message: String, _ location: SourceLocation, fix: SourceFix.Replacement? = nil
    ) -> Bool {
        // What the DTCG letter calls a deviation is how Tokens Studio writes values, and how tokenc keeps in its
        // own extension what DTCG cannot say.
        if rules.ownSpelling || readsExtension { return true }
        return diagnostics.deviation(rule, message, at: location, strict: strictDTCG, fix: fix)
    }

    func describe(_ node: Node) -> String {
        switch node.kind {
        case .string(let text): "the string \"\(text.count > 40 ? text.prefix(40) + "…" : Substring(text))\""
        case .number(let value): "the number \(JSONValue.format(value))"
        case .bool(let value): "\(value)"
        case .null: "null"
        case .object: "an object"
        case .array: "an array"
        }
    }

    /// Key lists, built once rather than on every call.
    enum Keys {
        static let colorRequired = ["colorSpace", "components"]
        static let colorOptional = ["alpha", "hex"]
        static let valueUnit = ["value", "unit"]
        static let shadowRequired = ["color", "offsetX", "offsetY", "blur", "spread"]
        static let shadowOptional = ["inset"]
        static let typography = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        static let typographyCSS = ["fontStyle", "fontVariant", "textDecoration", "textTransform"]
        static let border = ["color", "width", "style"]
        static let gradientStop = ["color", "position"]
        static let transition = ["duration", "delay", "timingFunction"]
        static let none: [String] = []
    }

    /// The members of an object value, looked up by a linear scan (value objects have a handful of keys).
    struct Fields {
        let members: [Node.Member]
        subscript(key: String) -> Node? {
            for member in members where member.key == key { return member.value }
            return nil
        }
    }

    /// The members of an object value, after checking required and allowed keys.
    private func fields(_ node: Node, _ what: String, required: [String], optional: [String] = Keys.none) -> Fields? {
        guard let members = node.members else {
            invalid(
                "expected \(what) object with \(required.map { "'\($0)'" }.joined(separator: ", ")), found \(describe(node))",
                node)
            return nil
        }
        var ok = true
        for member in members where !required.contains(member.key) && !optional.contains(member.key) {
            let allowed = required + optional
            var message = "unknown property '\(member.key)' in \(what) value\(strictDTCG ? "" : " is ignored")"
            if let suggestion = Suggestion.closest(to: member.key, in: allowed) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
            }
            _ = deviation(.unknownProperty, message, member.keyLocation)
        }
        var present = 0
        for key in required where members.contains(where: { $0.key == key }) { present += 1 }
        if present < required.count {
            let missing = required.filter { key in !members.contains { $0.key == key } }
            invalid("\(what) value is missing \(missing.map { "'\($0)'" }.joined(separator: ", "))", node)
            ok = false
        }
        return ok ? Fields(members: members) : nil
    }

    private func rawNumber(_ node: Node, _ what: String) -> Double? {
        guard case .number(let value) = node.kind else {
            invalid("\(what) must be a number, found \(describe(node))", node)
            return nil
        }
        return value
    }

    // MARK: Primitive types

    func number(_ node: Node, pointer: String) -> Double? {
        if let aliased = typed(node, .number, pointer, { if case .number(let n) = $0 { n } else { nil } }) {
            return aliased
        }
        if rules.allowsMath, case .string(let text) = node.kind { return studioNumber(text, at: node) }
        if case .string(let text) = node.kind, let value = Double(text.trimmingCharacters(in: .whitespaces)),
            value.isFinite
        {
            guard
                deviation(
                    .numberString,
                    "number written as the string \"\(text)\"; DTCG 2025.10 wants the number \(JSONValue.format(value))",
                    node.location, fix: .number(value))
            else { return nil }
            return value
        }
        return rawNumber(node, "a number value")
    }

    func color(_ node: Node, pointer: String) -> ColorValue? {
        if let aliased = typed(node, .color, pointer, { if case .color(let c) = $0 { c } else { nil } }) {
            return aliased
        }
        if rules.allowsMath, let studio = studioColor(node) { return studio }
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

    func dimension(_ node: Node, pointer: String) -> DimensionValue? {
        if let aliased = typed(node, .dimension, pointer, { if case .dimension(let d) = $0 { d } else { nil } }) {
            return aliased
        }
        switch node.kind {
        case .number(let value):
            let conforming = Self.conformingDimension(value, unit: "px")
            guard
                deviation(
                    .legacyDimension,
                    "dimension written as the bare number \(JSONValue.format(value)) is read as px; DTCG 2025.10 wants \(conforming)",
                    node.location, fix: .dimension(value: value, unit: "px"))
            else { return nil }
            return DimensionValue(value: value, unit: .px)
        case .string(let text) where rules.allowsMath:
            return studioDimension(text, at: node)
        case .string(let text):
            guard let (value, unitName) = Self.splitDimensionString(text) else {
                invalid(
                    "expected a dimension object such as {\"value\": 16, \"unit\": \"px\"}, found \(describe(node))",
                    node)
                return nil
            }
            guard let unit = self.unit(unitName, node: node, checked: false) else { return nil }
            let conforming = Self.conformingDimension(value, unit: unit.rawValue)
            guard
                deviation(
                    .legacyDimension, "dimension written as the string \"\(text)\"; DTCG 2025.10 wants \(conforming)",
                    node.location, fix: .dimension(value: value, unit: unit.rawValue))
            else { return nil }
            if unitName != unit.rawValue, !unitName.isEmpty {
                guard
                    deviation(
                        .nonstandardUnit,
                        "unit '\(unitName)' is read as Apple points (px); DTCG 2025.10 units are px and rem",
                        node.location)
                else { return nil }
            } else if !unit.isAbsolute {
                guard deviation(.nonstandardUnit, Self.relativeUnitMessage(unit), node.location) else { return nil }
            }
            return DimensionValue(value: value, unit: unit)
        default:
            break
        }
        guard let f = fields(node, "a dimension", required: Keys.valueUnit) else { return nil }
        guard let value = rawNumber(f["value"]!, "a dimension's value") else { return nil }
        guard case .string(let unitName) = f["unit"]!.kind else {
            invalid("dimension unit must be \"px\" or \"rem\", found \(describe(f["unit"]!))", f["unit"]!)
            return nil
        }
        guard let unit = unit(unitName, node: f["unit"]!, checked: true) else { return nil }
        return DimensionValue(value: value, unit: unit)
    }

    /// A dimension unit as written: px and rem as the spec says; leniently, `dp`, `pt` and an empty unit as px
    /// and the CSS relative units as themselves, each reported once (`checked`) as `[nonstandard-unit]`.
    private func unit(_ name: String, node: Node, checked: Bool) -> DimensionValue.Unit? {
        switch name {
        case "px": return .px
        case "rem": return .rem
        case "dp", "pt", "":
            if checked {
                let written = name.isEmpty ? "an empty unit" : "unit '\(name)'"
                guard
                    deviation(
                        .nonstandardUnit,
                        "\(written) is read as Apple points (px); DTCG 2025.10 units are px and rem: write \"unit\": \"px\"",
                        node.location, fix: .string("px"))
                else { return nil }
            }
            return .px
        default:
            guard let unit = DimensionValue.Unit(rawValue: name) else {
                invalid("dimension unit must be \"px\" or \"rem\", found \(describe(node))", node)
                return nil
            }
            if checked {
                guard deviation(.nonstandardUnit, Self.relativeUnitMessage(unit), node.location) else { return nil }
            }
            return unit
        }
    }

    private static func relativeUnitMessage(_ unit: DimensionValue.Unit) -> String {
        let meaning =
            switch unit {
            case .em: "relative to the font size"
            case .percent: "relative to its container"
            default: "relative to the viewport"
            }
        return
            "unit '\(unit.rawValue)' (\(meaning)) is not a DTCG 2025.10 unit; it is kept for CSS and JSON, and outputs that need a fixed length say so; the spec allows px and rem"
    }

    /// `{"value": 16, "unit": "px"}` as a suggestion.
    static func conformingDimension(_ value: Double, unit: String) -> String {
        "{\"value\": \(JSONValue.format(value)), \"unit\": \"\(unit)\"}"
    }

    /// A legacy dimension string split into number and unit (`"0.16px"` → 0.16, "px"; `"0"` → 0, ""); nil when
    /// it is not a number followed by letters or `%`.
    static func splitDimensionString(_ text: String) -> (Double, String)? {
        let unitStart = text.firstIndex { $0.isLetter || $0 == "%" } ?? text.endIndex
        let numberText = text[..<unitStart]
        let unitText = text[unitStart...]
        guard !numberText.isEmpty,
            numberText.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
            let value = Double(numberText), value.isFinite,
            unitText.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "%") })
        else { return nil }
        return (value, String(unitText))
    }

    func duration(_ node: Node, pointer: String) -> DurationValue? {
        if let aliased = typed(node, .duration, pointer, { if case .duration(let d) = $0 { d } else { nil } }) {
            return aliased
        }
        if rules.allowsMath, let studio = studioDuration(node) { return studio }
        if case .string(let text) = node.kind, let (value, unitName) = Self.splitDimensionString(text),
            let unit = DurationValue.Unit(rawValue: unitName)
        {
            guard
                deviation(
                    .legacyDimension,
                    "duration written as the string \"\(text)\"; DTCG 2025.10 wants \(Self.conformingDimension(value, unit: unitName))",
                    node.location, fix: .dimension(value: value, unit: unitName))
            else { return nil }
            return DurationValue(value: value, unit: unit)
        }
        // Only 0 means the same in every unit.
        if case .number(0) = node.kind {
            guard
                deviation(
                    .legacyDimension,
                    "duration written as the bare number 0; DTCG 2025.10 wants \(Self.conformingDimension(0, unit: "ms"))",
                    node.location, fix: .dimension(value: 0, unit: "ms"))
            else { return nil }
            return DurationValue(value: 0, unit: .ms)
        }
        guard let f = fields(node, "a duration", required: Keys.valueUnit) else { return nil }
        guard let value = rawNumber(f["value"]!, "a duration's value") else { return nil }
        if value < 0 {
            guard
                deviation(
                    .negativeDuration,
                    "a negative duration (\(JSONValue.format(value))) is kept as written (a CSS delay may be negative); DTCG 2025.10 durations are zero or more",
                    f["value"]!.location)
            else { return nil }
        }
        guard case .string(let unitName) = f["unit"]!.kind, let unit = DurationValue.Unit(rawValue: unitName) else {
            invalid("duration unit must be \"ms\" or \"s\", found \(describe(f["unit"]!))", f["unit"]!)
            return nil
        }
        return DurationValue(value: value, unit: unit)
    }

    func cubicBezier(_ node: Node, pointer: String) -> CubicBezierValue? {
        if let aliased = typed(node, .cubicBezier, pointer, { if case .cubicBezier(let c) = $0 { c } else { nil } }) {
            return aliased
        }
        guard let elements = node.elements, elements.count == 4 else {
            invalid("expected a cubicBezier array [P1x, P1y, P2x, P2y] of 4 numbers, found \(describe(node))", node)
            return nil
        }
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            let value: Double
            if case .string(let text) = element.kind, Self.aliasPath(text) != nil {
                guard
                    deviation(
                        .coordinateAlias,
                        "an alias inside a cubicBezier's coordinates; DTCG 2025.10 allows aliases only for the whole curve: write the number",
                        element.location)
                else { return nil }
                guard let aliased = number(element, pointer: pointer + "/\(index)") else { return nil }
                value = aliased
            } else {
                guard let number = rawNumber(element, "a cubicBezier coordinate") else { return nil }
                value = number
            }
            if index % 2 == 0, value < 0 || value > 1 {
                invalid(
                    "cubicBezier \(index == 0 ? "P1x" : "P2x") must be from 0 to 1, found \(JSONValue.format(value))",
                    element)
                return nil
            }
            numbers.append(value)
        }
        return CubicBezierValue(p1x: numbers[0], p1y: numbers[1], p2x: numbers[2], p2y: numbers[3])
    }

    func fontFamily(_ node: Node, pointer: String) -> [String]? {
        if let aliased = typed(node, .fontFamily, pointer, { if case .fontFamily(let f) = $0 { f } else { nil } }) {
            return aliased
        }
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
                if Self.aliasPath(name) != nil {
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
        if let aliased = typed(node, .fontWeight, pointer, { if case .fontWeight(let w) = $0 { w } else { nil } }) {
            return aliased
        }
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
            if rules.weightNames, let (weight, _) = FontWeightName.parse(keyword) {
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

    /// The families of a CSS font stack, `'Helvetica Neue', Arial, sans-serif`: split at commas outside quotes,
    /// each trimmed and unquoted.
    static func fontStack(_ text: String) -> [String] {
        var families: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
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

    func strokeStyle(_ node: Node, pointer: String) -> StrokeStyleValue? {
        if let aliased = typed(node, .strokeStyle, pointer, { if case .strokeStyle(let s) = $0 { s } else { nil } }) {
            return aliased
        }
        if case .string(let name) = node.kind {
            if let keyword = StrokeStyleValue.Keyword(rawValue: name) { return .keyword(keyword) }
            invalid(
                "unknown strokeStyle '\(name)'; expected one of \(StrokeStyleValue.Keyword.allCases.map(\.rawValue).joined(separator: ", "))",
                node)
            return nil
        }
        guard let f = fields(node, "a strokeStyle", required: ["dashArray", "lineCap"]) else { return nil }
        guard let dashNodes = f["dashArray"]!.elements, !dashNodes.isEmpty else {
            invalid(
                "dashArray must be a non-empty array of dimensions, found \(describe(f["dashArray"]!))", f["dashArray"]!
            )
            return nil
        }
        var dashes: [DimensionValue] = []
        for (index, dash) in dashNodes.enumerated() {
            guard let value = dimension(dash, pointer: pointer + "/dashArray/\(index)") else { return nil }
            dashes.append(value)
        }
        guard case .string(let capName) = f["lineCap"]!.kind, let cap = StrokeStyleValue.LineCap(rawValue: capName)
        else {
            invalid(
                "lineCap must be \"round\", \"butt\" or \"square\", found \(describe(f["lineCap"]!))", f["lineCap"]!)
            return nil
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    // MARK: Composite types

    func border(_ node: Node, pointer: String) -> BorderValue? {
        if let aliased = typed(node, .border, pointer, { if case .border(let b) = $0 { b } else { nil } }) {
            return aliased
        }
        guard let f = fields(node, "a border", required: Keys.border) else { return nil }
        let color = color(f["color"]!, pointer: pointer + "/color")
        let width = dimension(f["width"]!, pointer: pointer + "/width")
        let style = strokeStyle(f["style"]!, pointer: pointer + "/style")
        guard let color, let width, let style else { return nil }
        return BorderValue(color: color, width: width, style: style)
    }

    func transition(_ node: Node, pointer: String) -> TransitionValue? {
        if let aliased = typed(node, .transition, pointer, { if case .transition(let t) = $0 { t } else { nil } }) {
            return aliased
        }
        guard let node = withDefaults(node, Self.transitionDefaults, rule: .transitionDefault, of: "a transition"),
            let f = fields(node, "a transition", required: Keys.transition)
        else { return nil }
        let duration = duration(f["duration"]!, pointer: pointer + "/duration")
        let delay = self.duration(f["delay"]!, pointer: pointer + "/delay")
        let timing = cubicBezier(f["timingFunction"]!, pointer: pointer + "/timingFunction")
        guard let duration, let delay, let timing else { return nil }
        return TransitionValue(duration: duration, delay: delay, timingFunction: timing)
    }

    func shadow(_ node: Node, pointer: String) -> ShadowValue? {
        if let aliased = typed(node, .shadow, pointer, { if case .shadow(let s) = $0 { s } else { nil } }) {
            return aliased
        }
        if let elements = node.elements {
            guard !elements.isEmpty else {
                invalid("a shadow list needs at least one layer", node)
                return nil
            }
            var layers: [ShadowValue.Layer] = []
            var ok = true
            for (index, element) in elements.enumerated() {
                let layerPointer = pointer + "/\(index)"
                if let aliased = typed(
                    element, .shadow, layerPointer, { if case .shadow(let s) = $0 { s } else { nil } })
                {
                    guard let shadow = aliased else {
                        ok = false
                        continue
                    }
                    guard shadow.layers.count == 1 else {
                        invalid(
                            "a shadow list cannot contain an alias to a layered shadow (lists do not flatten); alias a single-layer shadow or write the layers out",
                            element)
                        ok = false
                        continue
                    }
                    layers.append(shadow.layers[0])
                } else if let layer = shadowLayer(element, pointer: layerPointer) {
                    layers.append(layer)
                } else {
                    ok = false
                }
            }
            return ok ? ShadowValue(layers: layers, isLayered: true) : nil
        }
        return shadowLayer(node, pointer: pointer).map { ShadowValue(layers: [$0], isLayered: false) }
    }

    private func shadowLayer(_ node: Node, pointer: String) -> ShadowValue.Layer? {
        guard let node = withDefaults(node, Self.shadowDefaults, rule: .shadowDefault, of: "a shadow"),
            let f = fields(node, "a shadow", required: Keys.shadowRequired, optional: Keys.shadowOptional)
        else { return nil }
        let color = color(f["color"]!, pointer: pointer + "/color")
        let offsetX = dimension(f["offsetX"]!, pointer: pointer + "/offsetX")
        let offsetY = dimension(f["offsetY"]!, pointer: pointer + "/offsetY")
        let blur = dimension(f["blur"]!, pointer: pointer + "/blur")
        let spread = dimension(f["spread"]!, pointer: pointer + "/spread")
        var inset = false
        if let insetNode = f["inset"] {
            guard case .bool(let flag) = insetNode.kind else {
                invalid("inset must be true or false, found \(describe(insetNode))", insetNode)
                return nil
            }
            inset = flag
        }
        guard let color, let offsetX, let offsetY, let blur, let spread else { return nil }
        if blur.value < 0 {
            invalid("shadow blur cannot be negative", f["blur"]!)
            return nil
        }
        return ShadowValue.Layer(
            color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    func gradient(_ node: Node, pointer: String) -> [GradientStop]? {
        if let aliased = typed(node, .gradient, pointer, { if case .gradient(let g) = $0 { g } else { nil } }) {
            return aliased
        }
        guard let elements = node.elements, !elements.isEmpty else {
            invalid(
                "expected a gradient: a non-empty array of {\"color\", \"position\"} stops, found \(describe(node))",
                node)
            return nil
        }
        var stops: [GradientStop] = []
        var ok = true
        for (index, element) in elements.enumerated() {
            if let aliased = typed(
                element, .gradient, pointer + "/\(index)", { if case .gradient(let g) = $0 { g } else { nil } })
            {
                guard let stopList = aliased else {
                    ok = false
                    continue
                }
                guard stopList.count == 1 else {
                    invalid(
                        "a gradient stop list cannot contain an alias to a gradient of \(stopList.count) stops (lists do not flatten); alias a one-stop gradient",
                        element)
                    ok = false
                    continue
                }
                stops.append(stopList[0])
                continue
            }
            guard let f = fields(element, "a gradient stop", required: Keys.gradientStop) else {
                ok = false
                continue
            }
            let color = color(f["color"]!, pointer: pointer + "/\(index)/color")
            let position = number(f["position"]!, pointer: pointer + "/\(index)/position")
            guard let color, let position else {
                ok = false
                continue
            }
            stops.append(GradientStop(color: color, position: min(1, max(0, position))))
        }
        return ok ? stops : nil
    }

    func typography(_ node: Node, pointer: String) -> TypographyValue? {
        if let aliased = typed(node, .typography, pointer, { if case .typography(let t) = $0 { t } else { nil } }) {
            return aliased
        }
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
        if rules.weightNames, f["fontStyle"] == nil, let text = f["fontWeight"]!.string,
            let inner = Self.referencePath(text)
        {
            typography.fontStyle = fontStyleOf(inner)
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

    /// A transition's delay, 0 when left out, as CSS's `transition-delay` starts.
    static let transitionDefaults: [(key: String, written: String, value: @Sendable (SourceLocation) -> Node)] = [
        ("delay", "{\"value\": 0, \"unit\": \"ms\"}", { dimensionNode(0, "ms", at: $0) })
    ]

    /// A shadow's blur and spread, 0 when left out, as CSS reads a shadow.
    static let shadowDefaults: [(key: String, written: String, value: @Sendable (SourceLocation) -> Node)] = [
        ("blur", "{\"value\": 0, \"unit\": \"px\"}", { dimensionNode(0, "px", at: $0) }),
        ("spread", "{\"value\": 0, \"unit\": \"px\"}", { dimensionNode(0, "px", at: $0) }),
    ]

    /// A `{"value", "unit"}` node: a dimension, or a duration.
    static func dimensionNode(_ value: Double, _ unit: String, at location: SourceLocation) -> Node {
        Node(
            .object([
                Node.Member(key: "value", keyLocation: location, value: Node(.number(value), at: location)),
                Node.Member(key: "unit", keyLocation: location, value: Node(.string(unit), at: location)),
            ]), at: location)
    }

    /// `node` with each of `defaults` it leaves out added, each reported as a deviation; nil when one is an
    /// error (`--strict-dtcg`). Nodes that are not objects come back as they are.
    private func withDefaults(
        _ node: Node, _ defaults: [(key: String, written: String, value: @Sendable (SourceLocation) -> Node)],
        rule: Rule,
        of what: String
    ) -> Node? {
        guard var members = node.members else { return node }
        // CSS's `normal` for a property that has a default is that default.
        for (index, member) in members.enumerated() where member.value.string == "normal" {
            guard let entry = defaults.first(where: { $0.key == member.key }) else { continue }
            guard
                deviation(
                    rule,
                    "\(member.key) 'normal' is read as CSS reads it, \(entry.written); DTCG 2025.10 wants a value",
                    member.value.location)
            else { return nil }
            members[index] = Node.Member(
                key: member.key, keyLocation: member.keyLocation, value: entry.value(member.value.location))
        }
        var added = members
        for entry in defaults where !members.contains(where: { $0.key == entry.key }) {
            guard
                deviation(
                    rule,
                    "\(what) value without '\(entry.key)' takes \(entry.key == "fontFamily" ? "" : "its CSS initial value, ")\(entry.written); DTCG 2025.10 requires it",
                    node.location)
            else { return nil }
            added.append(Node.Member(key: entry.key, keyLocation: node.location, value: entry.value(node.location)))
        }
        return Node(.object(added), at: node.location)
    }

    /// The keywords each CSS-only typography property accepts (nil: any CSS keywords).
    static let cssKeywords: [String: Set<String>?] = [
        "fontStyle": ["normal", "italic", "oblique"],
        "fontVariant": nil,
        "textDecoration": ["none", "underline", "line-through", "overline"],
        "textTransform": ["none", "uppercase", "lowercase", "capitalize"],
    ]

    /// A CSS-only typography property's keywords (space-separated words of letters, digits and `-`), written or
    /// through an alias to a string token.
    private func cssKeyword(_ node: Node, _ key: String, pointer: String) -> String? {
        var node = node
        if let aliased = typed(node, .string, pointer, { if case .string(let s) = $0 { s } else { nil } }) {
            guard let aliased else { return nil }
            node = Node(.string(aliased), at: node.location)
        }
        let words = node.string?.split(separator: " ") ?? []
        let allowed = Self.cssKeywords[key] ?? nil
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

    /// A typography line height: DTCG's number (a multiple of the font size), or leniently a dimension
    /// (`{"value": 24, "unit": "px"}`, `"150%"`), reported as `[line-height-dimension]`.
    private func lineHeight(_ node: Node, pointer: String) -> TypographyValue.LineHeight? {
        switch node.kind {
        case .number(let pixels) where rules.bareNumbersArePx:
            // Figma's line height without a unit is pixels.
            return .length(DimensionValue(value: pixels, unit: .px))
        case .number(let multiple):
            return .multiple(multiple)
        case .string(let text) where rules.referencesCoerce && Self.referencePath(text) != nil:
            guard let inner = Self.referencePath(text), typeOf(inner) != .number else {
                return number(node, pointer: pointer).map { .length(DimensionValue(value: $0, unit: .px)) }
            }
            return dimension(node, pointer: pointer).map(Self.lineHeight(of:))
        case .string(let text) where Self.aliasPath(text) != nil:
            guard let inner = Self.aliasPath(text), typeOf(inner) == .dimension else {
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
            guard let quantity = studioQuantity(text, at: node) else { return nil }
            switch quantity.unit {
            case "%": return .multiple(quantity.value / 100)
            case "em": return .multiple(quantity.value)
            default: return studioDimension(quantity, at: node).map(TypographyValue.LineHeight.length)
            }
        case .string(let text):
            if let (value, unit) = Self.splitDimensionString(text), unit == "%" {
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

    // MARK: Peer tools' types

    func string(_ node: Node) -> String? {
        if let aliased = typed(node, .string, "", { if case .string(let s) = $0 { s } else { nil } }) { return aliased }
        guard case .string(let text) = node.kind else {
            invalid("a string token's value must be a string, found \(describe(node))", node)
            return nil
        }
        return interpolated(text, at: node)
    }

    /// `{path}` references inside a string, as peer tools write them (`"inset 0 0 0 {borderWidth.thin}"`), in
    /// order; only well-formed paths.
    static func embeddedAliasPaths(_ text: String) -> [Substring] {
        var paths: [Substring] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inner = rest[rest.index(after: open)..<close]
            if isValidAliasPath(inner) {
                paths.append(inner)
                rest = rest[rest.index(after: close)...]
            } else {
                rest = rest[rest.index(after: open)...]
            }
        }
        return paths
    }

    /// A string token's text with each `{path}` that names a token replaced by that token's value as CSS
    /// writes it (`1px`, `#0a84ff`, `200ms`), as peer tools interpolate; a reference to a composite value
    /// stays as written, with a warning.
    private func interpolated(_ text: String, at node: Node) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inner = rest[rest.index(after: open)..<close]
            guard Self.isValidAliasPath(inner), namesToken(inner) else {
                result += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += rest[..<open]
            rest = rest[rest.index(after: close)...]
            let type = typeOf(inner)
            if let type, let found = lookup(inner, type, node.location), let piece = found.value.interpolationText {
                result += piece
                continue
            }
            result += "{" + inner + "}"
            if let type, !TokenValue.interpolates(type) {
                diagnostics.warning(
                    .embeddedAlias,
                    "'{\(inner)}' is a \(type.rawValue) token, which has no one-line text; it stays as written inside this string",
                    at: node.location)
            }
        }
        return result + rest
    }

    func boolean(_ node: Node) -> Bool? {
        if let aliased = typed(node, .boolean, "", { if case .boolean(let b) = $0 { b } else { nil } }) {
            return aliased
        }
        guard case .bool(let flag) = node.kind else {
            invalid("a boolean token's value must be true or false, found \(describe(node))", node)
            return nil
        }
        return flag
    }

    func link(_ node: Node) -> String? {
        if let aliased = typed(node, .link, "", { if case .link(let l) = $0 { l } else { nil } }) { return aliased }
        guard case .string(let text) = node.kind, !text.isEmpty,
            !text.unicodeScalars.contains(where: { $0.value < 0x21 || $0 == "\u{7F}" })
        else {
            invalid("a link token's value must be a URL without spaces, found \(describe(node))", node)
            return nil
        }
        return text
    }

    // MARK: Extension types

    func spring(_ node: Node, pointer: String) -> SpringValue? {
        if let aliased = typed(node, .spring, pointer, { if case .spring(let s) = $0 { s } else { nil } }) {
            return aliased
        }
        let forms = [["response", "dampingFraction"], ["duration", "bounce"], ["mass", "stiffness", "damping"]]
        guard let members = node.members else {
            invalid(
                "expected a spring object: {\"response\", \"dampingFraction\"}, {\"duration\", \"bounce\"} or {\"mass\", \"stiffness\", \"damping\"}, found \(describe(node))",
                node)
            return nil
        }
        let keys = Set(members.map(\.key))
        let matching = forms.filter { $0.contains(where: keys.contains) }
        guard matching.count == 1, let form = matching.first else {
            invalid(
                matching.isEmpty
                    ? "a spring needs one parameter form: {\"response\", \"dampingFraction\"}, {\"duration\", \"bounce\"} or {\"mass\", \"stiffness\", \"damping\"}"
                    : "a spring mixes parameter forms (\(matching.map { $0.joined(separator: "/") }.joined(separator: " and "))); use exactly one",
                node)
            return nil
        }
        guard let f = fields(node, "a spring", required: form, optional: ["blendDuration"]) else { return nil }
        var blend: Double?
        if let blendNode = f["blendDuration"] {
            guard let seconds = seconds(blendNode, pointer: pointer + "/blendDuration", what: "blendDuration") else {
                return nil
            }
            blend = seconds
        }
        func positive(_ key: String, allowZero: Bool = false) -> Double? {
            guard let value = number(f[key]!, pointer: pointer + "/" + key) else { return nil }
            guard allowZero ? value >= 0 : value > 0 else {
                invalid(
                    "spring \(key) must be \(allowZero ? "zero or more" : "greater than zero"), found \(JSONValue.format(value))",
                    f[key]!)
                return nil
            }
            return value
        }
        switch form[0] {
        case "response":
            let response = seconds(f["response"]!, pointer: pointer + "/response", what: "response")
            let fraction = positive("dampingFraction", allowZero: true)
            guard let response, let fraction else { return nil }
            guard response > 0 else {
                invalid("spring response must be greater than zero", f["response"]!)
                return nil
            }
            return SpringValue(.response(response: response, dampingFraction: fraction), blendDuration: blend)
        case "duration":
            let duration = seconds(f["duration"]!, pointer: pointer + "/duration", what: "duration")
            let bounce = number(f["bounce"]!, pointer: pointer + "/bounce")
            guard let duration, let bounce else { return nil }
            guard duration > 0 else {
                invalid("spring duration must be greater than zero", f["duration"]!)
                return nil
            }
            guard bounce > -1, bounce <= 1 else {
                invalid(
                    "spring bounce must be greater than -1 and at most 1, found \(JSONValue.format(bounce))",
                    f["bounce"]!)
                return nil
            }
            return SpringValue(.duration(duration: duration, bounce: bounce), blendDuration: blend)
        default:
            let mass = positive("mass")
            let stiffness = positive("stiffness")
            let damping = positive("damping", allowZero: true)
            guard let mass, let stiffness, let damping else { return nil }
            return SpringValue(.physical(mass: mass, stiffness: stiffness, damping: damping), blendDuration: blend)
        }
    }

    /// Seconds from a DTCG duration object (or alias), or a plain number of seconds.
    private func seconds(_ node: Node, pointer: String, what: String) -> Double? {
        if case .number(let value) = node.kind {
            guard value >= 0 else {
                invalid("spring \(what) cannot be negative, found \(JSONValue.format(value))", node)
                return nil
            }
            return value
        }
        return duration(node, pointer: pointer)?.seconds
    }

    func material(_ node: Node, pointer: String) -> MaterialValue? {
        if let aliased = typed(node, .material, pointer, { if case .material(let m) = $0 { m } else { nil } }) {
            return aliased
        }
        guard case .string(let name) = node.kind, let material = MaterialValue(rawValue: name) else {
            var message =
                "expected a material: one of \(MaterialValue.allCases.map(\.rawValue).joined(separator: ", ")), found \(describe(node))"
            if let name = node.string,
                let suggestion = Suggestion.closest(to: name, in: MaterialValue.allCases.map(\.rawValue))
            {
                message += "; did you mean '\(suggestion)'?"
            }
            invalid(message, node)
            return nil
        }
        return material
    }

    func blur(_ node: Node, pointer: String) -> BlurValue? {
        if let aliased = typed(node, .blur, pointer, { if case .blur(let b) = $0 { b } else { nil } }) {
            return aliased
        }
        guard let f = fields(node, "a blur", required: ["radius"], optional: ["progressive"]) else { return nil }
        guard let radius = dimension(f["radius"]!, pointer: pointer + "/radius") else { return nil }
        guard radius.value >= 0 else {
            invalid(
                "a blur radius cannot be negative, found \(ValueDescription.describe(.dimension(radius)))", f["radius"]!
            )
            return nil
        }
        var blur = BlurValue(radius: radius)
        if let progressiveNode = f["progressive"] {
            guard
                let p = fields(
                    progressiveNode, "a progressive blur", required: ["direction"], optional: ["startOffset"])
            else { return nil }
            guard case .string(let name) = p["direction"]!.kind, let direction = BlurValue.Direction(rawValue: name)
            else {
                var message =
                    "progressive blur direction must be top, bottom, leading or trailing, found \(describe(p["direction"]!))"
                if let name = p["direction"]!.string,
                    let suggestion = Suggestion.closest(to: name, in: BlurValue.Direction.allCases.map(\.rawValue))
                {
                    message += "; did you mean '\(suggestion)'?"
                }
                invalid(message, p["direction"]!)
                return nil
            }
            var startOffset = 0.0
            if let offsetNode = p["startOffset"] {
                guard let offset = number(offsetNode, pointer: pointer + "/progressive/startOffset") else { return nil }
                guard (0...1).contains(offset) else {
                    invalid(
                        "startOffset is the fraction of the view's length where the blur starts to fade: 0 to 1, found \(describe(offsetNode))",
                        offsetNode)
                    return nil
                }
                startOffset = offset
            }
            blur.progressive = BlurValue.Progressive(direction: direction, startOffset: startOffset)
        }
        return blur
    }

    func glass(_ node: Node, pointer: String) -> GlassValue? {
        if let aliased = typed(node, .glass, pointer, { if case .glass(let g) = $0 { g } else { nil } }) {
            return aliased
        }
        if case .string(let name) = node.kind {
            guard let variant = GlassValue.Variant(rawValue: name) else {
                invalid("expected a glass variant: regular, clear or identity, found \(describe(node))", node)
                return nil
            }
            return GlassValue(variant: variant)
        }
        guard let f = fields(node, "a glass", required: ["variant"], optional: ["tint", "interactive", "fallback"])
        else { return nil }
        guard case .string(let name) = f["variant"]!.kind, let variant = GlassValue.Variant(rawValue: name) else {
            invalid(
                "glass variant must be \"regular\", \"clear\" or \"identity\", found \(describe(f["variant"]!))",
                f["variant"]!)
            return nil
        }
        var glass = GlassValue(variant: variant)
        if let tintNode = f["tint"] {
            guard let tint = color(tintNode, pointer: pointer + "/tint") else { return nil }
            glass.tint = tint
        }
        if let interactiveNode = f["interactive"] {
            guard case .bool(let flag) = interactiveNode.kind else {
                invalid("interactive must be true or false, found \(describe(interactiveNode))", interactiveNode)
                return nil
            }
            glass.interactive = flag
        }
        if let fallbackNode = f["fallback"] {
            guard let fallback = material(fallbackNode, pointer: pointer + "/fallback") else { return nil }
            glass.fallback = fallback
        }
        return glass
    }
}
