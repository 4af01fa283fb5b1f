/// Terrazzo's per-token modes: `$extensions.mode` (`{"light": …, "dark": …}`), each mode a context of one modifier
/// for the whole input, rewritten before resolution into tokenc's per-token contexts
/// (``TokenSyntax/readContextsKey``), so every later stage (`--context`, CSS selectors, Swift, the preview) sees
/// them as any modifier's. A mode that is the modifier's default is the token's `$value`, which the modes a token
/// leaves out fall back to. The outputs keep the `mode` entry as written.
enum TerrazzoModes {
    /// The documents with every token's modes as contexts of one modifier: `appearance` when every mode in the
    /// files is `light` or `dark`, else `mode`. `mayHoldModes`: the documents whose files mention `mode`.
    static func apply(to documents: inout [Int32: Node], mayHoldModes: Set<Int32>, diagnostics: inout DiagnosticBag) {
        var names = Set<String>()
        for index in mayHoldModes {
            guard let root = documents[index] else { continue }
            walk(root) { modes in names.formUnion(modes.map { $0.key.lowercased() }) }
        }
        guard !names.isEmpty else { return }
        let modifier = names.isSubset(of: ["light", "dark"]) ? "appearance" : "mode"
        for index in mayHoldModes {
            guard let root = documents[index] else { continue }
            documents[index] = rewrite(root, modifier: modifier, diagnostics: &diagnostics)
        }
    }

    /// Calls `body` with the members of each token's `$extensions.mode`.
    private static func walk(_ node: Node, _ body: ([Node.Member]) -> Void) {
        guard let members = node.members else { return }
        if node["$value"] != nil {
            if let modes = node["$extensions"]?["mode"]?.members { body(modes) }
            return
        }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" { walk(member.value, body) }
    }

    private static func rewrite(_ node: Node, modifier: String, diagnostics: inout DiagnosticBag) -> Node {
        guard var members = node.members else { return node }
        guard let value = node["$value"] else {
            for index in members.indices where !members[index].key.hasPrefix("$") || members[index].key == "$root" {
                members[index].value = rewrite(members[index].value, modifier: modifier, diagnostics: &diagnostics)
            }
            return Node(.object(members), at: node.location)
        }
        guard let slot = members.firstIndex(where: { $0.key == "$extensions" }),
            let modes = members[slot].value["mode"]?.members
        else { return node }
        let fallback = AliasResolver.defaultContext(of: modifier)
        var contexts: [Node.Member] = []
        for mode in modes {
            let name = modifier == "appearance" ? mode.key.lowercased() : mode.key
            guard name != fallback else {
                if !sameValue(mode.value, value) {
                    diagnostics.warning(
                        .invalidContext,
                        "mode '\(mode.key)' is the default appearance, whose value is \"$value\"; this one differs from it and is not used: make them the same",
                        at: mode.keyLocation)
                }
                continue
            }
            contexts.append(Node.Member(key: name, keyLocation: mode.keyLocation, value: mode.value))
        }
        guard !contexts.isEmpty else { return node }
        members[slot] = TokenSyntax.contexts(
            modifier, Node(.object(contexts), at: members[slot].value.location), at: members[slot].keyLocation,
            into: members[slot], key: TokenSyntax.readContextsKey)
        return Node(.object(members), at: node.location)
    }

    /// Whether two value nodes are written the same (a mode that repeats `$value`).
    private static func sameValue(_ a: Node, _ b: Node) -> Bool {
        switch (a.kind, b.kind) {
        case (.string(let x), .string(let y)): x.lowercased() == y.lowercased()
        case (.number(let x), .number(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.null, .null): true
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1) }
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && sameValue($0.value, $1.value) }
        default: false
        }
    }
}
