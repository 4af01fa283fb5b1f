/// A dimension token written as an object of several sizes (`{"x": "4px", "y": "8px"}`, `{"position-x": …,
/// "offset-y": …}`), as early drafts write a point or an offset: DTCG's dimension is one size, so the token is read
/// as a group of one dimension token per key (`p.x`, `p.y`), with a `legacy-value` deviation. A reference to one
/// size names it (`{p.x}`); a token that aliases the whole becomes a group of aliases to each size.
enum SizeGroups {
    /// A token rewritten as a group: its path in its document and its sizes' keys.
    struct Found: Sendable {
        var path: [String]
        var keys: [String]
    }

    /// The document with each such token rewritten as its group, the deviation for each, and what was rewritten.
    static func rewrite(_ root: Node, strict: Bool, diagnostics: inout DiagnosticBag) -> (Node, [Found]) {
        var found: [Found] = []
        let rewritten =
            rewrite(root, path: [], inherited: nil, strict: strict, found: &found, diagnostics: &diagnostics) ?? root
        return (rewritten, found)
    }

    /// The node rewritten; nil when nothing in it changed (so untouched trees are not copied).
    private static func rewrite(
        _ node: Node, path: [String], inherited: String?, strict: Bool, found: inout [Found],
        diagnostics: inout DiagnosticBag
    ) -> Node? {
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
            found.append(Found(path: path, keys: sizes.map(\.key)))
            return group(of: node, sizes: sizes.map { ($0.key, $0.keyLocation, $0.value) }, at: value.location)
        }
        var changed = false
        for index in members.indices where !members[index].key.hasPrefix("$") {
            guard
                let rewritten = rewrite(
                    members[index].value, path: path + [members[index].key], inherited: type, strict: strict,
                    found: &found, diagnostics: &diagnostics)
            else { continue }
            members[index].value = rewritten
            changed = true
        }
        return changed ? Node(.object(members), at: node.location) : nil
    }

    /// The token `node` as a dimension group of `sizes`, its other keys (description, extensions) kept.
    private static func group(
        of node: Node, sizes: [(key: String, keyLocation: SourceLocation, value: Node)], at location: SourceLocation
    ) -> Node {
        var group = (node.members ?? []).filter { $0.key != "$value" && $0.key != "$type" }
        group.insert(
            Node.Member(key: "$type", keyLocation: location, value: Node(.string("dimension"), at: location)), at: 0)
        for size in sizes {
            let token = Node(
                .object([Node.Member(key: "$value", keyLocation: size.keyLocation, value: size.value)]),
                at: size.value.location)
            group.append(Node.Member(key: size.key, keyLocation: size.keyLocation, value: token))
        }
        return Node(.object(group), at: node.location)
    }

    /// Each token in `documents` that aliases one of the rewritten tokens as a whole (`{space.offset}`), as a
    /// group of aliases to its sizes (`{space.offset.x}`, …), said once per token.
    static func rewriteAliases(
        in documents: inout [Int32: Node], to found: [Found], strict: Bool, diagnostics: inout DiagnosticBag
    ) {
        let groups = Dictionary(
            found.map { ($0.path.joined(separator: "."), $0.keys) }, uniquingKeysWith: { a, _ in a })
        func rewrite(_ node: Node) -> Node? {
            guard node.mayContainAlias, var members = node.members else { return nil }
            if let value = node["$value"] {
                guard let text = value.string, let target = TokenSyntax.aliasPath(text),
                    let keys = groups[String(target)]
                else { return nil }
                guard
                    diagnostics.deviation(
                        .legacyValue,
                        "'{\(target)}' names an object of sizes, read as a group of one dimension token per key: this token is read as a group of aliases to each size ({\(target).\(keys[0])}, …)",
                        at: value.location, strict: strict)
                else { return nil }
                let sizes = keys.map {
                    (
                        key: $0, keyLocation: value.location,
                        value: Node(.string("{\(target).\($0)}"), at: value.location)
                    )
                }
                return group(of: node, sizes: sizes, at: value.location)
            }
            var changed = false
            for index in members.indices where !members[index].key.hasPrefix("$") {
                guard let rewritten = rewrite(members[index].value) else { continue }
                members[index].value = rewritten
                changed = true
            }
            return changed ? Node(.object(members), at: node.location) : nil
        }
        for (index, root) in documents {
            if let rewritten = rewrite(root) { documents[index] = rewritten }
        }
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
