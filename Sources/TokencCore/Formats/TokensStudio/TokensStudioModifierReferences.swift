/// A color modifier kept in a token of its own and named by reference: `"modify": "{fade}"` in a color's
/// `studio.tokens` extension, where `fade` is a token with no type whose value is the modifier object
/// (`{"type": "alpha", "value": "{alpha}", "space": "srgb"}`), as the reference pipeline resolves it.
///
/// Before the sets are translated, each such reference becomes the object itself (located where the holder
/// writes it, references inside it resolved as any modifier's), and the holders leave the sets: they hold no
/// value of a type an output writes. Each holder is said once, with the colors that use it.
enum TokensStudioModifierReferences {
    /// `sets` with modifier references replaced by the modifiers they name, and the holders taken out.
    static func inline(_ sets: [Node], diagnostics: inout DiagnosticBag) -> [Node] {
        var holders: [String: Node.Member] = [:]
        for set in sets {
            TokensStudioTranslator.forEachToken(in: set) { path, token in
                if isHolder(token.value) { holders[path] = token }
            }
        }
        guard !holders.isEmpty else { return sets }
        var users: [String: [String]] = [:]
        let inlined = sets.map { set in
            TokensStudioTranslator.mapTokens(in: set) { path, token in
                guard holders[path] == nil else { return nil }
                guard let named = modifierReference(in: token), let holder = holders[named] else { return token }
                users[named, default: []].append(path)
                return replacingModifier(of: token, with: holder)
            }
        }
        for (path, holder) in holders.sorted(by: { $0.key < $1.key }) {
            let used = users[path] ?? []
            let shown = used.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (used.count > 3 ? "…" : "")
            diagnostics.warning(
                .studioType,
                used.isEmpty
                    ? "token '\(path)' holds a color modifier that no color names (\"modify\": \"{\(path)}\"); it holds no value of a type tokenc writes, so it is left out"
                    : "token '\(path)' holds a color modifier that \(shown) name\(used.count == 1 ? "s" : "") with \"modify\": \"{\(path)}\"; it is applied there, and the token, which holds no value of a type tokenc writes, is left out",
                at: holder.keyLocation)
        }
        return inlined
    }

    /// Whether a token is a modifier's holder: no type, and a value that is an object naming a modifier kind.
    private static func isHolder(_ token: Node) -> Bool {
        guard token.member("type") == nil, token.member("$type") == nil,
            let value = (token.member("value") ?? token.member("$value"))?.value,
            let kind = value["type"]?.string
        else { return false }
        return ColorModifier.Kind(rawValue: kind) != nil
    }

    /// The path a token's `$extensions["studio.tokens"].modify` names, when it is a reference.
    private static func modifierReference(in token: Node) -> String? {
        guard let text = token["$extensions"]?["studio.tokens"]?["modify"]?.string,
            let path = TokenSyntax.referencePath(text)
        else { return nil }
        return String(path)
    }

    private static func replacingModifier(of token: Node, with holder: Node.Member) -> Node {
        guard let modifier = (holder.value.member("value") ?? holder.value.member("$value"))?.value else {
            return token
        }
        func replacing(_ node: Node, key: String, with transform: (Node) -> Node) -> Node {
            guard var members = node.members, let index = members.firstIndex(where: { $0.key == key }) else {
                return node
            }
            members[index].value = transform(members[index].value)
            return Node(.object(members), at: node.location)
        }
        return replacing(token, key: "$extensions") { extensions in
            replacing(extensions, key: "studio.tokens") { studio in
                replacing(studio, key: "modify") { _ in modifier }
            }
        }
    }
}
