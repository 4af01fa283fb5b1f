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

    /// Decodes `node` as `type`; `pointer` is the JSON pointer of `node` within `$value`.
    func decode(_ node: Node, as type: TokenType, pointer: String = "") -> TokenValue? {
        if mayHoldFailedReferences, Self.holdsFailedReference(node) { return nil }
        let aliased = alias(node, type, pointer)
        if aliased.isThisForm { return aliased.value }
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

    /// `node` as an alias string: the looked-up value, or a reported failure.
    private func alias(_ node: Node, _ type: TokenType, _ pointer: String) -> Decoded<TokenValue> {
        guard case .string(let text) = node.kind, let inner = TokenSyntax.aliasPath(text) else { return .notThisForm }
        // `{a} + {b}` is math in Tokens Studio, not a malformed alias; `{w} solid {c}` is text with references.
        if rules.allowsMath, !TokenSyntax.isValidAliasPath(inner) { return .notThisForm }
        if TokenSyntax.holdsEmbeddedReferences(text) { return .notThisForm }
        guard TokenSyntax.isValidAliasPath(inner) else {
            error(
                .aliasSyntax,
                "'\(text)' is not a valid alias; write '{group.token}' with non-empty names and no nested braces", node)
            return .failed
        }
        guard let found = lookup(inner, type, node.location) else { return .failed }
        references.append(Token.Reference(pointer: pointer, target: found.target))
        return .decoded(found.value)
    }

    /// `node` as an alias to a value of `type`, taken out of the looked-up value by `extract`.
    func typed<T>(_ node: Node, _ type: TokenType, _ pointer: String, _ extract: (TokenValue) -> T?)
        -> Decoded<T>
    {
        switch alias(node, type, pointer) {
        case .notThisForm: .notThisForm
        case .failed: .failed
        case .decoded(let value): Decoded(extract(value))
        }
    }

    func error(_ rule: Rule, _ message: String, _ node: Node) {
        diagnostics.error(rule, message, at: node.location)
    }

    func invalid(_ message: String, _ node: Node) {
        diagnostics.error(.invalidValue, message, at: node.location)
    }

    /// A deviation from the spec's letter at `location`: a warning (and true, read on) by default, an error
    /// (and false) under `--strict-dtcg`.
    func deviation(
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
    func fields(_ node: Node, _ what: String, required: [String], optional: [String] = Keys.none) -> Fields? {
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
            message += Suggestion.unknownKeyHint(member.key, known: allowed)
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

    func rawNumber(_ node: Node, _ what: String) -> Double? {
        guard case .number(let value) = node.kind else {
            invalid("\(what) must be a number, found \(describe(node))", node)
            return nil
        }
        return value
    }
}
