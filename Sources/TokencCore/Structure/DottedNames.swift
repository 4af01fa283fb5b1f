import Foundation

/// Token and group names with a `.` in them (`"0.5"` and `"1.5"` in a spacing scale), which a DTCG name cannot
/// hold and hand-written Style Dictionary files often do: each is read with `-` for every `.` (`0-5`, the name
/// Style Dictionary's kebab-case CSS gives it) with a `dotted-name` deviation, and every reference that spells
/// it with its dots (`{spacing.0.5}`) names the new spelling, in every file. A name whose new spelling a sibling
/// already has is left as written (the tree builder's `invalid-name` error), as are all of them under
/// `--strict-dtcg`.
enum DottedNames {
    /// The dotted names a file gives, and those whose new spelling a sibling already has.
    typealias Found = (names: Set<String>, clashing: Set<String>)

    /// The names with a `.` among a file's token and group names: not `$`-prefixed keys, nor anything inside a
    /// token (its value, type, `$extensions`), nor its root keys unless `rootKeysAreNames` (a format's set names
    /// are kept as its themes name them).
    static func names(in root: Node, rootKeysAreNames: Bool = true) -> Found {
        var found: Found = ([], [])
        collect(root, collectsKeys: rootKeysAreNames, into: &found)
        return found
    }

    private static func collect(_ group: Node, collectsKeys: Bool, into found: inout Found) {
        guard let members = group.members, !isToken(members) else { return }
        for member in members where !member.key.hasPrefix("$") && !isVendorData(member) {
            if collectsKeys, member.key.utf8.contains(UInt8(ascii: ".")) {
                let spelling = renamed(member.key)
                if members.contains(where: { $0.key == spelling }) {
                    found.clashing.insert(member.key)
                } else {
                    found.names.insert(member.key)
                }
            }
            collect(member.value, collectsKeys: true, into: &found)
        }
    }

    /// Whether a member is a group's vendor data in the legacy spelling, `extensions` without the `$` (keyed by
    /// reverse-DNS names, `org.example.tool`, as Style Dictionary files and Figma plugins write it): no names.
    private static func isVendorData(_ member: Node.Member) -> Bool {
        member.key == "extensions"
            && member.value.members?.contains { $0.key.utf8.contains(UInt8(ascii: ".")) && $0.value.members != nil }
                == true
    }

    /// Whether an object's members are a token's (DTCG's `$value`, or Style Dictionary's and Tokens Studio's
    /// `value`), whose keys are no names.
    private static func isToken(_ members: [Node.Member]) -> Bool {
        members.contains { $0.key == "$value" || $0.key == "value" }
    }

    /// The name as DTCG can hold it: each `.` a `-`.
    static func renamed(_ name: String) -> String {
        String(decoding: name.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    /// `root` with `names` (from every file's ``names(in:)``) respelled where they name a token or group, each
    /// with a deviation, and in every reference that spells one with its dots.
    static func rename(
        _ root: Node, names: Set<String>, rootKeysAreNames: Bool = true, diagnostics: inout DiagnosticBag
    ) -> Node {
        let longest = names.map { $0.utf8.count { $0 == UInt8(ascii: ".") } + 1 }.max() ?? 1
        var renaming = Renaming(names: names, longest: longest)
        let renamed = renaming.group(root, renamesKeys: rootKeysAreNames)
        diagnostics.append(contentsOf: renaming.diagnostics)
        return renamed
    }

    private struct Renaming {
        let names: Set<String>
        /// The most path segments one of the names spans.
        let longest: Int
        var diagnostics = DiagnosticBag()

        mutating func group(_ node: Node, renamesKeys: Bool) -> Node {
            guard let members = node.members else { return references(node) }
            if isToken(members) { return references(node) }
            let renamed = members.map { member -> Node.Member in
                var key = member.key
                if renamesKeys, names.contains(key) {
                    key = DottedNames.renamed(key)
                    diagnostics.deviation(
                        .dottedName,
                        "name '\(member.key)' contains '.', which a DTCG name cannot; read as '\(key)', as are the references that spell it with dots: write it so",
                        at: member.keyLocation, strict: false)
                }
                let value =
                    member.key.hasPrefix("$") ? references(member.value) : group(member.value, renamesKeys: true)
                return Node.Member(key: key, keyLocation: member.keyLocation, value: value)
            }
            return Node(.object(renamed), at: node.location)
        }

        /// `node` with every reference that spells one of the names with its dots respelled; descriptions are
        /// prose and stay as written.
        func references(_ node: Node) -> Node {
            node.respellingReferences(skipping: ["$description", "description"]) { text, _ in respelled(text) }
        }

        /// The text with each `{…}` respelled where its segments spell a name; nil when none does.
        private func respelled(_ text: String) -> String? {
            var result = ""
            var changed = false
            var rest = text[...]
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                result += rest[..<open]
                let inner = rest[rest.index(after: open)..<close]
                let path = self.path(inner)
                changed = changed || path != nil
                result += "{" + (path ?? String(inner)) + "}"
                rest = rest[rest.index(after: close)...]
            }
            guard changed else { return nil }
            return result + rest
        }

        /// A reference's path with each run of segments that spells a name joined into its new spelling.
        private func path(_ inner: Substring) -> String? {
            let segments = inner.split(separator: ".", omittingEmptySubsequences: false)
            guard segments.count > 1 else { return nil }
            var parts: [String] = []
            var index = 0
            var changed = false
            while index < segments.count {
                var matched = false
                for length in stride(from: min(longest, segments.count - index), through: 2, by: -1) {
                    let candidate = segments[index..<index + length].joined(separator: ".")
                    if names.contains(candidate) {
                        parts.append(DottedNames.renamed(candidate))
                        index += length
                        matched = true
                        break
                    }
                }
                if !matched {
                    parts.append(String(segments[index]))
                    index += 1
                }
                changed = changed || matched
            }
            return changed ? parts.joined(separator: ".") : nil
        }
    }
}
