/// How token files write references, and where tokenc keeps its own data in them: shared by the stages that read
/// token files (structure, resolve, formats, lint, diff), so none reaches into another for it.
enum TokenSyntax {
    /// The `$extensions` key of tokenc's own data (`{"dev.tokenc": {"contexts": …, "id": …}}`).
    static let extensionKey = "dev.tokenc"

    /// A token's `$extensions` (`existing`, if any) with `dark` as its value in the dark appearance
    /// (`"dev.tokenc": {"contexts": {"appearance": {"dark": …}}}`), for formats that write it beside the value.
    static func darkAppearance(_ dark: Node, at: SourceLocation, into existing: Node.Member?) -> Node.Member {
        func object(_ key: String, _ value: Node) -> Node {
            Node(.object([Node.Member(key: key, keyLocation: at, value: value)]), at: at)
        }
        let contexts = Node.Member(key: "contexts", keyLocation: at, value: object("appearance", object("dark", dark)))
        var members = existing?.value.members ?? []
        if let slot = members.firstIndex(where: { $0.key == extensionKey }) {
            var own = members[slot].value.members ?? []
            own.append(contexts)
            members[slot].value = Node(.object(own), at: members[slot].value.location)
        } else {
            members.append(Node.Member(key: extensionKey, keyLocation: at, value: Node(.object([contexts]), at: at)))
        }
        return Node.Member(key: "$extensions", keyLocation: at, value: Node(.object(members), at: at))
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
