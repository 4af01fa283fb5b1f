import Foundation

/// A tree of groups and tokens built from slash-separated Figma names (`color/blue/500`), in the order the
/// names first appear. A name that is both a token and a group (`size` beside `size/sm`, which Figma allows)
/// puts the token in the group's `$root`.
struct FigmaTree {
    private struct Group {
        var location: SourceLocation
        /// Member keys in first-seen order.
        var keys: [String] = []
        var groups: [String: Int] = [:]
        var tokens: [String: Node.Member] = [:]
    }

    /// Every group, the root first; children refer to them by index.
    private var groups: [Group]

    init(location: SourceLocation) {
        groups = [Group(location: location)]
    }

    /// Adds a token at `path` (never empty); a later token at the same path replaces the earlier one.
    mutating func add(_ token: Node, at path: [String], keyLocation: SourceLocation) {
        var current = 0
        for segment in path.dropLast() {
            if let next = groups[current].groups[segment] {
                current = next
                continue
            }
            groups.append(Group(location: keyLocation))
            let created = groups.count - 1
            if let existing = groups[current].tokens.removeValue(forKey: segment) {
                groups[created].keys.append("$root")
                groups[created].tokens["$root"] = Node.Member(
                    key: "$root", keyLocation: existing.keyLocation, value: existing.value)
            } else {
                groups[current].keys.append(segment)
            }
            groups[current].groups[segment] = created
            current = created
        }
        let last = path[path.count - 1]
        if let group = groups[current].groups[last] {
            if groups[group].tokens["$root"] == nil { groups[group].keys.append("$root") }
            groups[group].tokens["$root"] = Node.Member(key: "$root", keyLocation: keyLocation, value: token)
            return
        }
        if groups[current].tokens[last] == nil { groups[current].keys.append(last) }
        groups[current].tokens[last] = Node.Member(key: last, keyLocation: keyLocation, value: token)
    }

    /// The tree as a node: a group object whose members are in first-seen order.
    var node: Node { node(0) }

    private func node(_ index: Int) -> Node {
        let group = groups[index]
        let members = group.keys.map { key in
            if let token = group.tokens[key] { return token }
            let child = group.groups[key]!
            return Node.Member(key: key, keyLocation: groups[child].location, value: node(child))
        }
        return Node(.object(members), at: group.location)
    }

    /// The path segments of a Figma name: split at `/`, each trimmed, empty ones dropped, and the characters a
    /// DTCG name cannot hold (`.`, `{`, `}`) and a leading `$` made `_`.
    static func segments(of name: String) -> [String] {
        // Most names need no change: split them without looking at characters twice.
        let plain = !name.utf8.contains { $0 == 0x20 || $0 == 0x2E || $0 == 0x7B || $0 == 0x7D || $0 == 0x24 }
        if plain { return name.utf8.split(separator: 0x2F).map { String(Substring($0)) } }
        return name.split(separator: "/").compactMap { part in
            var segment = part.trimmingCharacters(in: .whitespaces)
            guard !segment.isEmpty else { return nil }
            segment = String(segment.map { "{}.".contains($0) ? "_" : $0 })
            if segment.hasPrefix("$") { segment = "_" + segment.dropFirst() }
            return segment
        }
    }
}

/// Building DTCG value nodes from Figma's values, each at the place its source was written.
enum FigmaValueNode {
    static func object(_ members: [(String, Node)], at location: SourceLocation) -> Node {
        Node(.object(members.map { Node.Member(key: $0.0, keyLocation: location, value: $0.1) }), at: location)
    }

    /// `{"value": n, "unit": "px"}` for a number node.
    static func pixels(_ number: Node) -> Node {
        object([("value", number), ("unit", Node(.string("px"), at: number.location))], at: number.location)
    }

    /// A DTCG sRGB color from Figma's `{r, g, b, a}` (each 0–1); nil when it is not one.
    static func color(rgba node: Node) -> Node? {
        guard let r = node["r"]?.number, let g = node["g"]?.number, let b = node["b"]?.number else { return nil }
        let alpha = node["a"]?.number ?? 1
        let at = node.location
        let components = Node(.array([r, g, b].map { Node(.number($0), at: at) }), at: at)
        return object(
            [
                ("colorSpace", Node(.string("srgb"), at: at)), ("components", components),
                ("alpha", Node(.number(alpha), at: at)),
            ],
            at: at)
    }

    /// A DTCG reference to `path` (dotted).
    static func reference(_ path: String, at location: SourceLocation) -> Node {
        Node(.string("{\(path)}"), at: location)
    }
}
