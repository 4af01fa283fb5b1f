/// A dimension token written as an object of several sizes (`{"x": "4px", "y": "8px"}`, `{"position-x": …,
/// "offset-y": …}`), as early drafts write a point or an offset: DTCG's dimension is one size, so the token is read
/// as a group of one dimension token per key (`p.x`, `p.y`), with a `legacy-value` deviation. A reference to one
/// size names it (`{p.x}`); the whole is a group, which no alias names.
enum SizeGroups {
    /// The document with each such token rewritten as its group, and the deviation for each.
    static func rewrite(_ root: Node, strict: Bool, diagnostics: inout DiagnosticBag) -> Node {
        rewrite(root, inherited: nil, strict: strict, diagnostics: &diagnostics) ?? root
    }

    /// The node rewritten; nil when nothing in it changed (so untouched trees are not copied).
    private static func rewrite(_ node: Node, inherited: String?, strict: Bool, diagnostics: inout DiagnosticBag)
        -> Node?
    {
        guard var members = node.members else { return nil }
        let type = node["$type"]?.string ?? inherited
        if let value = node["$value"] {
            guard type == "dimension", let sizes = value.members, isSizes(sizes) else { return nil }
            let keys = sizes.map(\.key).joined(separator: ", ")
            guard
                diagnostics.deviation(
                    .legacyValue,
                    "dimension written as an object of sizes {\(keys)}; read as a group of one dimension token per key: DTCG 2025.10 wants a token per size",
                    at: value.location, strict: strict)
            else { return nil }
            var group = members.filter { $0.key != "$value" && $0.key != "$type" }
            group.insert(
                Node.Member(
                    key: "$type", keyLocation: value.location, value: Node(.string("dimension"), at: value.location)),
                at: 0)
            for size in sizes {
                let token = Node(
                    .object([Node.Member(key: "$value", keyLocation: size.keyLocation, value: size.value)]),
                    at: size.value.location)
                group.append(Node.Member(key: size.key, keyLocation: size.keyLocation, value: token))
            }
            return Node(.object(group), at: node.location)
        }
        var changed = false
        for index in members.indices where !members[index].key.hasPrefix("$") {
            guard
                let rewritten = rewrite(
                    members[index].value, inherited: type, strict: strict, diagnostics: &diagnostics)
            else { continue }
            members[index].value = rewritten
            changed = true
        }
        return changed ? Node(.object(members), at: node.location) : nil
    }

    /// Whether an object's members are sizes (not a dimension's `value` and `unit`): two or more, each a size
    /// string (`"4px"`), a number, a reference or a dimension object.
    private static func isSizes(_ members: [Node.Member]) -> Bool {
        guard members.count >= 2, !members.contains(where: { $0.key == "value" || $0.key == "unit" }) else {
            return false
        }
        return members.allSatisfy { member in
            switch member.value.kind {
            case .number: return true
            case .string(let text):
                return TokenSyntax.aliasPath(text) != nil
                    || TokenSyntax.splitDimensionString(text.trimmingCharacters(in: .whitespaces)) != nil
            case .object: return member.value["value"] != nil && member.value["unit"] != nil
            default: return false
            }
        }
    }
}
