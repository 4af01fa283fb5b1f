/// How token files write references, and where tokenc keeps its own data in them: shared by the stages that read
/// token files (structure, resolve, formats, lint, diff), so none reaches into another for it.
enum TokenSyntax {
    /// The `$extensions` key of tokenc's own data (`{"dev.tokenc": {"contexts": …, "id": …}}`).
    static let extensionKey = "dev.tokenc"
    /// The `$extensions` key under which a format's own per-token contexts are read (as tokenc's `contexts`),
    /// for resolution only: outputs keep the token's extensions as written.
    static let readContextsKey = "dev.tokenc.read"

    /// A token's `$extensions` as outputs show it: without what was read for resolution only.
    static func written(_ extensions: Node?) -> Node? {
        guard let extensions, let members = extensions.members, members.contains(where: { $0.key == readContextsKey })
        else { return extensions }
        let kept = members.filter { $0.key != readContextsKey }
        return kept.isEmpty ? nil : Node(.object(kept), at: extensions.location)
    }

    /// A token's `$extensions` (`existing`, if any) with `dark` as its value in the dark appearance
    /// (`"dev.tokenc": {"contexts": {"appearance": {"dark": …}}}`), for formats that write it beside the value.
    static func darkAppearance(_ dark: Node, at: SourceLocation, into existing: Node.Member?) -> Node.Member {
        contexts(
            "appearance", Node(.object([Node.Member(key: "dark", keyLocation: at, value: dark)]), at: at), at: at,
            into: existing)
    }

    /// A token's `$extensions` (`existing`, if any) with `values` (`{context: value}`) as its values in contexts
    /// of `modifier` (`"dev.tokenc": {"contexts": {modifier: values}}`), merged into what is there.
    static func contexts(
        _ modifier: String, _ values: Node, at: SourceLocation, into existing: Node.Member?, key: String = extensionKey
    ) -> Node.Member {
        func member(_ key: String, _ value: Node) -> Node.Member {
            Node.Member(key: key, keyLocation: at, value: value)
        }
        /// `members` with `key`'s object given `add`'s members (appended), or `key` added.
        func merged(_ members: [Node.Member], _ key: String, _ add: [Node.Member]) -> [Node.Member] {
            var members = members
            guard let slot = members.firstIndex(where: { $0.key == key }), let own = members[slot].value.members else {
                return members + [member(key, Node(.object(add), at: at))]
            }
            members[slot].value = Node(.object(own + add), at: members[slot].value.location)
            return members
        }
        let vendor = existing?.value.members?.first { $0.key == key }?.value.members ?? []
        let contexts = vendor.first { $0.key == "contexts" }?.value.members ?? []
        let newContexts = merged(contexts, modifier, values.members ?? [])
        var newVendor = vendor.filter { $0.key != "contexts" }
        newVendor.append(member("contexts", Node(.object(newContexts), at: at)))
        var members = (existing?.value.members ?? []).filter { $0.key != key }
        members.append(member(key, Node(.object(newVendor), at: at)))
        return Node.Member(
            key: "$extensions", keyLocation: existing?.keyLocation ?? at, value: Node(.object(members), at: at))
    }

    /// The inner path of a curly alias string such as `{color.primary}`, or nil when `text` is not one.
    static func aliasPath(_ text: String) -> Substring? {
        let bytes = text.utf8
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        return text[bytes.index(after: bytes.startIndex)..<bytes.index(before: bytes.endIndex)]
    }

    /// Whether a string that starts with `{` and ends with `}` holds references inside longer text (`{w} solid
    /// {c}`, `{a} + {b}`) rather than one alias: what is between the outer braces is no path, but references are
    /// found inside.
    static func holdsEmbeddedReferences(_ text: String) -> Bool {
        guard let inner = aliasPath(text), !isValidAliasPath(inner) else { return false }
        return !embeddedAliasPaths(text).isEmpty
    }

    /// The path of a string that is one well-formed reference and nothing else (`{a.b}`, not `{a} + {b}`).
    static func referencePath(_ text: String) -> Substring? {
        aliasPath(text).flatMap { isValidAliasPath($0) ? $0 : nil }
    }

    /// Non-empty dot-separated names, none empty, no braces; one pass over the bytes.
    static func isValidAliasPath(_ inner: Substring) -> Bool {
        inner.utf8.withContiguousStorageIfAvailable(isValidAliasPath)
            ?? Array(inner.utf8).withUnsafeBufferPointer(isValidAliasPath)
    }

    private static func isValidAliasPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var segmentLength = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "}"): return false
            case UInt8(ascii: "."):
                if segmentLength == 0 { return false }
                segmentLength = 0
            default: segmentLength += 1
            }
        }
        return segmentLength > 0
    }

    /// A legacy dimension string split into number and unit (`"0.16px"` → 0.16, "px"; `"0"` → 0, ""); nil when
    /// it is not a number followed by letters or `%`.
    static func splitDimensionString(_ text: String) -> (Double, String)? {
        let unitStart = text.firstIndex { $0.isLetter || $0 == "%" } ?? text.endIndex
        let numberText = text[..<unitStart]
        let unitText = text[unitStart...]
        guard !numberText.isEmpty,
            numberText.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
            let value = Double(numberText), value.isFinite,
            unitText.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "%") })
        else { return nil }
        return (value, String(unitText))
    }

    /// `{path}` references inside a string, as peer tools write them (`"inset 0 0 0 {borderWidth.thin}"`), in
    /// order; only well-formed paths.
    static func embeddedAliasPaths(_ text: String) -> [Substring] {
        var paths: [Substring] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inner = rest[rest.index(after: open)..<close]
            if isValidAliasPath(inner) {
                paths.append(inner)
                rest = rest[rest.index(after: close)...]
            } else {
                rest = rest[rest.index(after: open)...]
            }
        }
        return paths
    }
}
