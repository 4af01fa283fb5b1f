import Foundation

/// Rewrites a Tokens Studio token set as the DTCG tree the later stages read, keeping every node's place.
///
/// Both spellings are read: `value`/`type`/`description` and `$value`/`$type`/`$description`. Each Tokens Studio
/// type becomes a DTCG type (``types``), and what only the Tokens Studio type says is settled here: a `%` letter
/// spacing is `em`, a `%` line height or opacity a plain number, a box shadow's `x`/`y`/`type` are
/// `offsetX`/`offsetY`/`inset`, a typography's `textCase` is `textTransform` and its missing properties their CSS
/// initial values. Values with references or math stay as written: the resolver evaluates them
/// (``ValueRules/tokensStudio``). `composition` tokens are left out, each with a warning.
struct TokensStudioTranslator {
    /// What a Tokens Studio type becomes.
    enum Target: Sendable {
        case dtcg(TokenType)
        case letterSpacing
        case lineHeight
        case opacity
        case string
        case composition
    }

    /// Every Tokens Studio type, with the DTCG type it becomes (the documentation's table).
    static let types: [(name: String, target: Target)] = [
        ("color", .dtcg(.color)),
        ("sizing", .dtcg(.dimension)), ("spacing", .dtcg(.dimension)), ("borderRadius", .dtcg(.dimension)),
        ("borderWidth", .dtcg(.dimension)), ("dimension", .dtcg(.dimension)), ("fontSizes", .dtcg(.dimension)),
        ("paragraphSpacing", .dtcg(.dimension)), ("paragraphIndent", .dtcg(.dimension)),
        ("letterSpacing", .letterSpacing), ("lineHeights", .lineHeight), ("opacity", .opacity),
        ("number", .dtcg(.number)), ("fontFamilies", .dtcg(.fontFamily)), ("fontWeights", .dtcg(.fontWeight)),
        ("typography", .dtcg(.typography)), ("boxShadow", .dtcg(.shadow)), ("border", .dtcg(.border)),
        ("duration", .dtcg(.duration)), ("cubicBezier", .dtcg(.cubicBezier)), ("boolean", .dtcg(.boolean)),
        ("text", .string), ("other", .string), ("textCase", .string), ("textDecoration", .string),
        ("asset", .string), ("composition", .composition),
    ]

    private static let byName: [String: Target] = {
        var result: [String: Target] = [:]
        for type in TokenType.declarable { result[type.rawValue] = .dtcg(type) }
        for (name, target) in types { result[name] = target }
        return result
    }()

    /// The same names, lowercased without `-` and `_`, for spellings such as `cubic-bezier` or `font_sizes`.
    private static let byLooseName: [String: Target] = {
        var result: [String: Target] = [:]
        for (name, target) in byName { result[loose(name)] = target }
        return result
    }()

    private static func loose(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" })
    }

    /// Whether an object of a set is a token (it has a value, in either spelling) rather than a group.
    static func isToken(_ node: Node) -> Bool {
        node.member("value") != nil || node.member("$value") != nil
    }

    /// Each token of a set (a group) with its dotted path, in the order written; a pass that reads every set
    /// before they are translated.
    static func forEachToken(in group: Node, prefix: String = "", _ body: (String, Node.Member) -> Void) {
        for member in group.members ?? [] where !member.key.hasPrefix("$") && member.value.members != nil {
            let path = prefix.isEmpty ? member.key : prefix + "." + member.key
            if isToken(member.value) {
                body(path, member)
            } else {
                forEachToken(in: member.value, prefix: path, body)
            }
        }
    }

    /// A set (a group) with each token, by its dotted path, replaced by what `transform` makes of it, or left
    /// out where that is nil; groups and properties stay as written.
    static func mapTokens(in group: Node, prefix: String = "", _ transform: (String, Node) -> Node?) -> Node {
        guard let members = group.members else { return group }
        var kept: [Node.Member] = []
        for var member in members {
            if !member.key.hasPrefix("$"), member.value.members != nil {
                let path = prefix.isEmpty ? member.key : prefix + "." + member.key
                if isToken(member.value) {
                    guard let token = transform(path, member.value) else { continue }
                    member.value = token
                } else {
                    member.value = mapTokens(in: member.value, prefix: path, transform)
                }
            }
            kept.append(member)
        }
        return Node(.object(kept), at: group.location)
    }

    var diagnostics = DiagnosticBag()
    /// Where each token's name is written, in the order translated.
    private(set) var tokenLocations: [SourceLocation] = []

    /// The set's tokens as a DTCG group. A group's `$type` (the plugin's W3C spelling puts one on a group) is a
    /// Tokens Studio type its tokens without their own take, so it is translated on each of them.
    mutating func translate(_ group: Node, groupType: Node.Member? = nil) -> Node {
        guard let members = group.members else { return group }
        let groupType = members.first { $0.key == "$type" && $0.value.string != nil } ?? groupType
        var result: [Node.Member] = []
        result.reserveCapacity(members.count)
        for member in members {
            if member.key.hasPrefix("$") {
                if ["$description", "$extensions", "$deprecated"].contains(member.key) {
                    result.append(member)
                } else if member.key == "$type", member.value.string == nil {
                    result.append(member)  // not a type name: reported where groups are read
                }
                continue
            }
            guard member.value.members != nil else {
                if member.key == "description", member.value.string != nil {
                    result.append(
                        Node.Member(key: "$description", keyLocation: member.keyLocation, value: member.value))
                }
                continue
            }
            if Self.isToken(member.value) {
                if let token = token(member, groupType: groupType) { result.append(token) }
            } else {
                result.append(
                    Node.Member(
                        key: member.key, keyLocation: member.keyLocation,
                        value: translate(member.value, groupType: groupType)))
            }
        }
        return Node(.object(result), at: group.location)
    }

    // MARK: Tokens

    private mutating func token(_ member: Node.Member, groupType: Node.Member?) -> Node.Member? {
        let node = member.value
        let dtcg = node.member("$value") != nil
        let valueMember = node.member(dtcg ? "$value" : "value")!
        let typeMember = node.member(dtcg ? "$type" : "type") ?? groupType
        var value = valueMember.value
        var typeName: String?
        var target: Target?
        if let typeMember {
            guard let name = typeMember.value.string else {
                diagnostics.error(
                    .invalidProperty, "a token's type must be a string, not a \(typeMember.value.kindName)",
                    at: typeMember.value.location)
                return nil
            }
            target = Self.byName[name] ?? Self.byLooseName[Self.loose(name)]
            if target == nil {
                var message = "unknown Tokens Studio type '\(name)'; its tokens are read as text (a string)"
                if let suggestion = Suggestion.closest(to: name, in: Self.types.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.warning(.studioType, message, at: typeMember.value.location)
                target = .string
            }
        }
        var extensions: [Node.Member] = []
        var studio: [Node.Member] = []
        var description: Node.Member?
        var deprecated: Node.Member?
        for other in node.members! where other.key != valueMember.key && other.key != typeMember?.key {
            switch other.key {
            case "description", "$description":
                if other.value.string != nil {
                    description = Node.Member(key: "$description", keyLocation: other.keyLocation, value: other.value)
                }
            case "$extensions":
                for vendor in other.value.members ?? [] {
                    if vendor.key == "studio.tokens" {
                        studio += vendor.value.members ?? []
                    } else {
                        extensions.append(vendor)
                    }
                }
            case "$deprecated":
                deprecated = other
            default:
                // The plugin's own bookkeeping (`id`, `deprecatedValues`, …): kept with its extensions.
                studio.append(other)
            }
        }

        switch target {
        case .composition:
            diagnostics.warning(
                .studioType,
                "composition token '\(member.key)' is left out: a composition applies several properties to a Figma layer, which no output of tokenc has",
                at: typeMember!.value.location)
            return nil
        case .letterSpacing:
            value = Self.map(value) { node in
                Self.percent(node).map { Self.dimension($0 / 100, "em", at: node.location) }
            }
            typeName = TokenType.dimension.rawValue
        case .lineHeight:
            // Figma's line heights are a percentage of the font size, pixels (no unit too) or AUTO.
            if let text = value.string, ["auto", "normal"].contains(text.lowercased()) {
                typeName = TokenType.string.rawValue
                value = Node(.string("normal"), at: value.location)
            } else if let text = value.string, TokenSyntax.referencePath(text) != nil {
                typeName = nil  // the referenced token's type
            } else if let percent = Self.percent(value) {
                // A share of the font size: the multiple CSS and SwiftUI take.
                value = Node(.number(percent / 100), at: value.location)
                typeName = TokenType.number.rawValue
            } else if let number = value.number ?? value.string.flatMap({ Double($0) }), number < 5 {
                // Pixels in Figma, but no text is set 1.4 px apart: a multiple (ValueDecoder.unitlessLineHeight).
                value = Node(.number(number), at: value.location)
                typeName = TokenType.number.rawValue
            } else {
                typeName = TokenType.dimension.rawValue
            }
        case .opacity:
            value = Self.map(value) { node in Self.percent(node).map { Node(.number($0 / 100), at: node.location) } }
            typeName = TokenType.number.rawValue
        case .string:
            typeName = TokenType.string.rawValue
            if case .number(let number) = value.kind {
                value = Node(.string(JSONValue.format(number)), at: value.location)
            }
        case .dtcg(let type):
            typeName = type.rawValue
            switch type {
            case .dimension:
                if let text = value.string, ValueDecoder.sizeKeywords.contains(text.lowercased()) {
                    diagnostics.warning(
                        .studioType,
                        "'\(text)' is a CSS keyword, not a size; it is read as text (a string), which CSS writes as it is and Swift as a String",
                        at: value.location)
                    typeName = TokenType.string.rawValue
                    break
                }
                // References stand in as a size, so `{space.sm} {space.lg}` is two values, as `4px 8px` is.
                if let text = value.string,
                    case .failure(.syntax(let reason)) = MathExpression.evaluate(
                        text, reference: { _ in MathExpression.Quantity(1, unit: "px") }),
                    reason.contains("more than one value")
                {
                    diagnostics.warning(
                        .studioType,
                        "'\(text)' holds several values (a shorthand such as padding); one size is one value, so it is read as text (a string)\(text.contains("{") ? " with its references filled in" : "")",
                        at: value.location)
                    typeName = TokenType.string.rawValue
                }
            case .typography:
                let (translated, extra) = typography(value)
                value = translated
                studio += extra
            case .shadow: value = Self.map(value) { Self.shadow($0) }
            case .boolean:
                if let text = value.string, text == "true" || text == "false" {
                    value = Node(.bool(text == "true"), at: value.location)
                }
            case .cubicBezier:
                value = Self.cubicBezier(value)
            case .fontWeight:
                if let text = value.string, let style = FontWeightName.parse(text)?.style {
                    studio.append(
                        Node.Member(
                            key: "fontStyle", keyLocation: value.location,
                            value: Node(.string(style), at: value.location)))
                }
            case .color:
                if let text = value.string, ValueDecoder.isCSSGradient(text) {
                    diagnostics.warning(
                        .studioType,
                        "a gradient in a color token is read as text (a string), kept for CSS; write a DTCG gradient token for the other outputs",
                        at: value.location)
                    typeName = TokenType.string.rawValue
                } else if let modify = studio.first(where: { $0.key == "modify" }) {
                    value = Node(
                        .object([
                            Node.Member(key: "color", keyLocation: value.location, value: value),
                            Node.Member(key: "modify", keyLocation: modify.keyLocation, value: modify.value),
                        ]), at: value.location)
                }
            default: break
            }
        case nil:
            break
        }

        tokenLocations.append(member.keyLocation)
        var members = [Node.Member(key: "$value", keyLocation: valueMember.keyLocation, value: value)]
        if let typeName, let typeMember {
            members.append(
                Node.Member(
                    key: "$type", keyLocation: typeMember.keyLocation,
                    value: Node(.string(typeName), at: typeMember.value.location)))
        }
        if let description { members.append(description) }
        if let deprecated { members.append(deprecated) }
        if !studio.isEmpty {
            extensions.append(
                Node.Member(
                    key: "studio.tokens", keyLocation: member.keyLocation,
                    value: Node(.object(studio), at: member.keyLocation)))
        }
        if !extensions.isEmpty {
            members.append(
                Node.Member(
                    key: "$extensions", keyLocation: member.keyLocation,
                    value: Node(.object(extensions), at: member.keyLocation)))
        }
        return Node.Member(
            key: member.key, keyLocation: member.keyLocation, value: Node(.object(members), at: node.location))
    }

    // MARK: Values

    /// `transform` applied to a value, or to each element of a list; elements it returns nil for stay as written.
    private static func map(_ node: Node, _ transform: (Node) -> Node?) -> Node {
        if let elements = node.elements {
            return Node(.array(elements.map { transform($0) ?? $0 }), at: node.location)
        }
        return transform(node) ?? node
    }

    /// The number of a literal percentage (`"150%"` → 150).
    private static func percent(_ node: Node) -> Double? {
        guard let text = node.string, text.hasSuffix("%"), let quantity = MathExpression.constant(text),
            quantity.unit == "%"
        else { return nil }
        return quantity.value
    }

    private static func dimension(_ value: Double, _ unit: String, at location: SourceLocation) -> Node {
        Node(
            .object([
                Node.Member(key: "value", keyLocation: location, value: Node(.number(value), at: location)),
                Node.Member(key: "unit", keyLocation: location, value: Node(.string(unit), at: location)),
            ]), at: location)
    }

    private static func renamed(_ member: Node.Member, _ key: String) -> Node.Member {
        Node.Member(key: key, keyLocation: member.keyLocation, value: member.value)
    }

    /// A box shadow layer `{x, y, blur, spread, color, type}` as a DTCG shadow; spread and blur default to 0.
    private static func shadow(_ node: Node) -> Node? {
        guard let members = node.members else { return nil }
        var result: [Node.Member] = []
        for member in members {
            switch member.key {
            case "x": result.append(renamed(member, "offsetX"))
            case "y": result.append(renamed(member, "offsetY"))
            case "type":
                let inset = member.value.string == "innerShadow"
                result.append(
                    Node.Member(
                        key: "inset", keyLocation: member.keyLocation,
                        value: Node(.bool(inset), at: member.value.location)))
            case "blendMode": continue
            default: result.append(member)
            }
        }
        for key in ["offsetX", "offsetY", "blur", "spread"] where !result.contains(where: { $0.key == key }) {
            result.append(Node.Member(key: key, keyLocation: node.location, value: Node(.number(0), at: node.location)))
        }
        return Node(.object(result), at: node.location)
    }

    /// A typography: Tokens Studio's property names, `%` spacing and line height, a weight name that holds a
    /// style, and the CSS initial value of each property left out.
    /// Paragraph spacing and indent, which no output has, come back apart, to be kept with the extensions.
    private func typography(_ node: Node) -> (Node, [Node.Member]) {
        guard let members = node.members else { return (node, []) }
        var result: [Node.Member] = []
        var extra: [Node.Member] = []
        for member in members {
            switch member.key {
            case "textCase":
                let keyword = member.value.string.map { $0 == "title" ? "capitalize" : $0 } ?? ""
                if keyword == "small-caps" {
                    result.append(Node.Member(key: "fontVariant", keyLocation: member.keyLocation, value: member.value))
                } else {
                    result.append(
                        Node.Member(
                            key: "textTransform", keyLocation: member.keyLocation,
                            value: Node(.string(keyword), at: member.value.location)))
                }
            case "letterSpacing":
                let value = Self.percent(member.value).map { Self.dimension($0 / 100, "em", at: member.value.location) }
                result.append(
                    Node.Member(key: member.key, keyLocation: member.keyLocation, value: value ?? member.value))
            case "lineHeight":
                if let text = member.value.string, ["auto", "normal"].contains(text.lowercased()) { continue }
                result.append(member)
            case "fontWeight":
                result.append(member)
                if let text = member.value.string, let style = FontWeightName.parse(text)?.style {
                    result.append(
                        Node.Member(
                            key: "fontStyle", keyLocation: member.keyLocation,
                            value: Node(.string(style), at: member.value.location)))
                }
            case "paragraphSpacing", "paragraphIndent":
                extra.append(member)
            default:
                result.append(member)
            }
        }
        let location = node.location
        let defaults: [(String, Node)] = [
            ("fontWeight", Node(.number(400), at: location)),
            ("letterSpacing", Self.dimension(0, "px", at: location)),
            ("lineHeight", Node(.number(1.2), at: location)),
        ]
        for (key, value) in defaults where !result.contains(where: { $0.key == key }) {
            result.append(Node.Member(key: key, keyLocation: location, value: value))
        }
        return (Node(.object(result), at: location), extra)
    }

    /// `"0.4, 0, 0.2, 1"` or `"cubic-bezier(0.4, 0, 0.2, 1)"` as the array of four numbers.
    private static func cubicBezier(_ node: Node) -> Node {
        guard var text = node.string, !text.contains("{") else { return node }
        if text.hasPrefix("cubic-bezier("), text.hasSuffix(")") { text = String(text.dropFirst(13).dropLast()) }
        let numbers = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else { return node }
        return Node(.array(numbers.map { Node(.number($0!), at: node.location) }), at: node.location)
    }
}
