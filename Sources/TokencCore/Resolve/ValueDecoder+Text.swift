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
                // `rgba({color.x}, 0.5)` means the color's channels with that alpha, as Tokens Studio writes it.
                if case .color(let color) = found.value, Self.opensRGBFunction(result),
                    rest.drop(while: \.isWhitespace).first == ","
                {
                    result += Self.channels(color)
                } else {
                    result += piece
                }
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

    /// Whether text ends inside an opened `rgb(` or `rgba(`, before its first argument.
    private static func opensRGBFunction(_ text: String) -> Bool {
        let head = String(text.lowercased().reversed().drop(while: \.isWhitespace).reversed())
        return head.hasSuffix("rgba(") || head.hasSuffix("rgb(")
    }

    /// A color's sRGB channels as CSS's `rgb()` takes them: `16, 132, 255`.
    private static func channels(_ color: ColorValue) -> String {
        let hex = Array(ColorConversion.hex(color).utf8.dropFirst())
        return stride(from: 0, to: 6, by: 2).map { index in
            String(Int(String(decoding: hex[index..<index + 2], as: UTF8.self), radix: 16) ?? 0)
        }.joined(separator: ", ")
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
