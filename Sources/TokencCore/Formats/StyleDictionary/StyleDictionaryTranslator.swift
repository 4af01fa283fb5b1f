import Foundation

/// Rewrites a token file in Style Dictionary's own format as the DTCG tree the later stages read, keeping every
/// node's place.
///
/// A token is an object with `value` (and no `$value` in the file); `type`, `comment` (or `description`) and
/// the other keys (`attributes`, `themeable`…) are read as `$type`, `$description` and
/// `$extensions["style-dictionary"]`. References may name the value (`{color.base.red.value}`). A token without
/// a type takes the one Style Dictionary's category/type/item naming gives it (`color…` → color, `size…` →
/// dimension, `time…` → duration, `content…` and `asset…` → string), with an `[inferred-type]` warning, and a
/// token whose category says nothing is read as text the same way. A size without a unit is rem and a time is
/// milliseconds, as Style Dictionary's `size/rem` and `time/seconds` transforms read them, each said by a
/// warning.
struct StyleDictionaryTranslator {
    /// Style Dictionary's type names and the DTCG type each is.
    static let types: [String: TokenType] = [
        "color": .color, "dimension": .dimension, "size": .dimension, "fontSize": .dimension, "spacing": .dimension,
        "time": .duration, "duration": .duration, "fontFamily": .fontFamily,
        "fontWeight": .fontWeight, "number": .number, "opacity": .number, "cubicBezier": .cubicBezier,
        "typography": .typography, "shadow": .shadow, "border": .border, "transition": .transition,
        "gradient": .gradient, "strokeStyle": .strokeStyle, "string": .string, "boolean": .boolean,
    ]

    /// The categories whose tokens Style Dictionary's transforms know without a type, and the type each gives.
    static let categories: [String: String] = [
        "color": "color", "size": "dimension", "time": "duration", "content": "content", "asset": "asset",
    ]

    /// What marks a file as Style Dictionary's: no `$value` anywhere and a `value` key, a marker shared with the
    /// other formats that write legacy `value` (Tokens Studio's sets, the Design Tokens plugin's files). A byte
    /// pass; ``recognizes(_:root:)`` confirms it on the parsed file.
    static func marker(of file: SourceFile) -> FormatRecognition? {
        guard !file.mentions("$value"), let offset = file.offset(of: "\"value\"") ?? file.offset(of: "value:")
        else { return nil }
        return FormatRecognition(.styleDictionary, .shared, marker: "legacy 'value' and no '$value'", offset: offset)
    }

    /// How a value of its own kind that no type fits is kept.
    private static func customFallback(_ name: String) -> String {
        "the custom type '\(name)', kept in the resolved JSON and, where its elements are plain values, in CSS as a comma-separated list (the Swift output leaves it out)"
    }

    /// Whether a parsed file is in Style Dictionary's format: none of its tokens is written with `$value`, and some
    /// object has a `value` (in any syntax: JSON, JSONC, JSON5's bare keys, YAML).
    static func recognizes(_ file: SourceFile, root: Node) -> Bool {
        !file.mentions("$value") && holdsValue(root)
    }

    private static func holdsValue(_ node: Node) -> Bool {
        guard let members = node.members else { return false }
        return members.contains { $0.key == "value" || holdsValue($0.value) }
    }

    var diagnostics = DiagnosticBag()
    let strictDTCG: Bool

    init(strictDTCG: Bool) {
        self.strictDTCG = strictDTCG
    }

    /// The file's tokens as DTCG groups.
    mutating func translate(_ root: Node) -> Node {
        group(root, path: [])
    }

    private mutating func group(_ node: Node, path: [String]) -> Node {
        guard let members = node.members else { return node }
        var result: [Node.Member] = []
        for member in members {
            guard member.value.members != nil else {
                // `comment` and other plain keys on a group are Style Dictionary's notes, not tokens.
                if member.key.hasPrefix("$") { result.append(member) }
                if member.key == "comment" || member.key == "description", member.value.string != nil {
                    result.append(Self.renamed(member, "$description"))
                }
                continue
            }
            if member.value.member("value") != nil {
                result.append(token(member, path: path + [member.key]))
            } else {
                result.append(Self.renamed(member, member.key, value: group(member.value, path: path + [member.key])))
            }
        }
        return Node(.object(result), at: node.location)
    }

    private mutating func token(_ member: Node.Member, path: [String]) -> Node.Member {
        let node = member.value
        var value = Self.unreferencingValue(node.member("value")!)
        var members: [Node.Member] = []
        var vendor: [Node.Member] = []
        var description: Node.Member?
        var type: TokenType?
        var dark: Node.Member?
        var typeLocation = member.keyLocation
        for other in node.members! where other.key != "value" {
            switch other.key {
            case "type":
                typeLocation = other.value.location
                if let name = other.value.string, let known = Self.types[name] ?? TokenType.named(name) {
                    type = known
                } else {
                    // `content`, `asset` and types of a team's own (`ratio`): kept, and reported as a peer tool's
                    // type or an unknown one is.
                    if let name = other.value.string, let foreign = TokenType.foreign(name) {
                        value = withUnits(value, type: foreign, path: path)
                    }
                    members.append(Self.renamed(other, "$type"))
                }
            case "comment", "description":
                if other.value.string != nil, description == nil || other.key == "description" {
                    description = Self.renamed(other, "$description")
                }
            case "$extensions", "$deprecated":
                members.append(other)
            case "darkValue":
                // The dark-mode pattern of Style Dictionary's own examples: the value in the dark appearance.
                dark = Self.unreferencingValue(other)
            default:
                vendor.append(other)
            }
        }
        // A reference without a type takes its target's, as in DTCG: nothing to infer.
        let isReference = value.value.string.flatMap(TokenSyntax.referencePath) != nil
        if type == nil, !isReference, !members.contains(where: { $0.key == "$type" }) {
            let category = path.first ?? ""
            var inferred = Self.categories[category]
            let dotted = path.joined(separator: ".")
            var message =
                inferred.map {
                    "token '\(dotted)' has no type; read as a \($0), the type Style Dictionary gives tokens in the '\(category)' category"
                }
                ?? "token '\(dotted)' has no type, and Style Dictionary's naming gives it none; read as text (a string)"
            if let type = inferred, !Self.value(value.value, fits: type) {
                // Only a name gave the type, so a value that is not of it says the name was wrong.
                // It falls back to the value's own kind: text, a boolean, or a list (a custom type, kept in the
                // resolved JSON).
                let own: String? =
                    switch value.value.kind {
                    case .string, .number: nil
                    case .bool: "boolean"
                    case .array: "list"
                    default: category
                    }
                inferred = own
                message =
                    "token '\(dotted)' has no type, and its value is not a \(type) as the '\(category)' category would make it; read as "
                    + (own == nil ? "text (a string)" : own == "boolean" ? "a boolean" : Self.customFallback(own!))
            }
            if diagnostics.deviation(
                .inferredType, message + "; write \"type\" to say it", at: member.keyLocation, strict: strictDTCG)
            {
                let name = inferred ?? "string"
                let inferredType = TokenType.named(name) ?? TokenType.foreign(name) ?? .string
                value = withUnits(value, type: inferredType, path: path)
                members.append(
                    Node.Member(
                        key: "$type", keyLocation: typeLocation, value: Node(.string(name), at: typeLocation)))
            }
        }
        if type == .color, let text = value.value.string,
            ["linear-gradient(", "radial-gradient(", "conic-gradient("].contains(where: text.lowercased().hasPrefix),
            diagnostics.deviation(
                .cssColor,
                "a CSS gradient in a color token is read as text (a string), which CSS writes as it is; a DTCG gradient token gives it to the other outputs too",
                at: value.value.location, strict: strictDTCG)
        {
            type = .string
            typeLocation = member.keyLocation  // a type the reader chose, said where the token is named
        }
        if let type {
            value = withUnits(value, type: type, path: path)
            members.append(
                Node.Member(
                    key: "$type", keyLocation: typeLocation, value: Node(.string(type.rawValue), at: typeLocation)))
        }
        members.insert(Node.Member(key: "$value", keyLocation: value.keyLocation, value: value.value), at: 0)
        if var dark {
            if let type = type ?? members.first(where: { $0.key == "$type" })?.value.string.flatMap(TokenType.named) {
                dark = withUnits(dark, type: type, path: path)
            }
            let slot = members.firstIndex { $0.key == "$extensions" }
            let merged = TokenSyntax.darkAppearance(dark.value, at: dark.keyLocation, into: slot.map { members[$0] })
            if let slot { members[slot] = merged } else { members.append(merged) }
        }
        if let description { members.append(description) }
        if !vendor.isEmpty {
            let location = member.keyLocation
            members.append(
                Node.Member(
                    key: "$extensions", keyLocation: location,
                    value: Node(
                        .object([
                            Node.Member(
                                key: "style-dictionary", keyLocation: location,
                                value: Node(.object(vendor), at: location))
                        ]), at: location)))
        }
        return Node.Member(
            key: member.key, keyLocation: member.keyLocation, value: Node(.object(members), at: node.location))
    }

    private static let colorFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
    ]

    /// Whether a value can be of the type a category infers (a reference always can): a color is a hex, a CSS
    /// function or color name, or an object; a size or a time is a number, a number with a unit, or an object.
    private static func value(_ node: Node, fits type: String) -> Bool {
        switch (type, node.kind) {
        case ("color", .string(let text)):
            let function = text.split(separator: "(", maxSplits: 1).first.map { $0.lowercased() } ?? ""
            return text.hasPrefix("#") || CSSNamedColor.hex(named: text) != nil
                || (text.hasSuffix(")") && Self.colorFunctions.contains(function))
                || text.lowercased() == "transparent" || TokenSyntax.referencePath(text) != nil
        case ("dimension", .string(let text)), ("duration", .string(let text)):
            return TokenSyntax.splitDimensionString(text.trimmingCharacters(in: .whitespaces)) != nil
                || TokenSyntax.referencePath(text) != nil
        case ("dimension", .number), ("duration", .number), (_, .object): return true
        case ("color", _), ("dimension", _), ("duration", _): return false
        default: return true
        }
    }

    /// `member` with its value given ``unitless(_:type:path:)``'s unit where it needs one.
    private mutating func withUnits(_ member: Node.Member, type: TokenType, path: [String]) -> Node.Member {
        unitless(member.value, type: type, path: path).map { Self.renamed(member, member.key, value: $0) } ?? member
    }

    /// A size or a time written as a bare number, as Style Dictionary's transforms read it (rem, milliseconds).
    private mutating func unitless(_ node: Node, type: TokenType, path: [String]) -> Node? {
        let number: Double
        switch node.kind {
        case .number(let value): number = value
        case .string(let text):
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
            number = value
        default: return nil
        }
        let unit: String
        let meaning: String
        switch type {
        case .dimension:
            unit = "rem"
            meaning = "Style Dictionary's size/rem transform reads a size without a unit as rem"
        case .duration:
            unit = "ms"
            meaning = "Style Dictionary's times are milliseconds"
        case .string:
            return Node(.string(JSONValue.format(number)), at: node.location)
        case .number:
            return Node(.number(number), at: node.location)
        default:
            return nil
        }
        let written = ValueDecoder.conformingDimension(number, unit: unit)
        guard
            diagnostics.deviation(
                .legacyDimension,
                "'\(JSONValue.format(number))' is read as \(JSONValue.format(number))\(unit): \(meaning); write \(written)",
                at: node.location, strict: strictDTCG, fix: .dimension(value: number, unit: unit))
        else { return nil }
        return Node(
            .object([
                Node.Member(key: "value", keyLocation: node.location, value: Node(.number(number), at: node.location)),
                Node.Member(key: "unit", keyLocation: node.location, value: Node(.string(unit), at: node.location)),
            ]), at: node.location)
    }

    /// The value with every `{path.value}` reference written `{path}`.
    private static func unreferencingValue(_ member: Node.Member) -> Node.Member {
        renamed(member, member.key, value: unreferencing(member.value))
    }

    private static func unreferencing(_ node: Node) -> Node {
        node.respellingReferences { text, _ in
            text.contains(".value}") ? text.replacingOccurrences(of: ".value}", with: "}") : nil
        }
    }

    private static func renamed(_ member: Node.Member, _ key: String, value: Node? = nil) -> Node.Member {
        Node.Member(key: key, keyLocation: member.keyLocation, value: value ?? member.value)
    }
}
