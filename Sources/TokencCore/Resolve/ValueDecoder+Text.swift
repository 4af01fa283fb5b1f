/// The peer tools' types: text (with `{path}` references inside), boolean and link.
extension ValueDecoder {
    func string(_ node: Node) -> String? {
        let aliased = typed(node, .string, "", { if case .string(let s) = $0 { s } else { nil } })
        if aliased.isThisForm { return aliased.value }
        guard case .string(let text) = node.kind else {
            invalid("a string token's value must be a string, found \(describe(node))", node)
            return nil
        }
        return interpolated(text, at: node)
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
            guard TokenSyntax.isValidAliasPath(inner), namesToken(inner) else {
                if TokenSyntax.isValidAliasPath(inner) {
                    diagnostics.warning(
                        .embeddedAlias, "'{\(inner)}' inside this string names no token; it stays as written",
                        at: node.location)
                }
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
        let aliased = typed(node, .boolean, "", { if case .boolean(let b) = $0 { b } else { nil } })
        if aliased.isThisForm { return aliased.value }
        guard case .bool(let flag) = node.kind else {
            invalid("a boolean token's value must be true or false, found \(describe(node))", node)
            return nil
        }
        return flag
    }

    func link(_ node: Node) -> String? {
        let aliased = typed(node, .link, "", { if case .link(let l) = $0 { l } else { nil } })
        if aliased.isThisForm { return aliased.value }
        guard case .string(let text) = node.kind, !text.isEmpty,
            !text.unicodeScalars.contains(where: { $0.value < 0x21 || $0 == "\u{7F}" })
        else {
            invalid("a link token's value must be a URL without spaces, found \(describe(node))", node)
            return nil
        }
        return text
    }
}
