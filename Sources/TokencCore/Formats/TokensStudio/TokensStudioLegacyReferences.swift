/// Tokens Studio's older reference spelling, `$colors.red` for `{colors.red}`, which the plugin still reads.
///
/// A `$` followed by a path (letters, digits, `_`, `-`, `.`) is a reference only where the path names a token of
/// the export, so text such as `"$5 off"` stays text. Each one becomes `{path}` before the sets are translated,
/// with a located warning giving that spelling.
enum TokensStudioLegacyReferences {
    /// `sets` with their legacy references rewritten.
    static func rewrite(_ sets: [Node], diagnostics: inout DiagnosticBag) -> [Node] {
        guard sets.contains(where: mentionsDollar) else { return sets }
        var paths = Set<String>()
        for set in sets { TokensStudioTranslator.forEachToken(in: set) { path, _ in paths.insert(path) } }
        // Values are rewritten; descriptions and other properties stay as written.
        return sets.map { set in
            TokensStudioTranslator.mapTokens(in: set) { _, token in
                guard var members = token.members else { return token }
                for index in members.indices where members[index].key == "value" || members[index].key == "$value" {
                    members[index].value = rewriteValue(members[index].value, paths: paths, diagnostics: &diagnostics)
                }
                return Node(.object(members), at: token.location)
            }
        }
    }

    private static func mentionsDollar(_ node: Node) -> Bool {
        switch node.kind {
        case .string(let text): text.utf8.contains(UInt8(ascii: "$"))
        case .object(let members): members.contains { mentionsDollar($0.value) }
        case .array(let elements): elements.contains(where: mentionsDollar)
        default: false
        }
    }

    private static func rewriteValue(_ node: Node, paths: Set<String>, diagnostics: inout DiagnosticBag) -> Node {
        switch node.kind {
        case .string(let text) where text.utf8.contains(UInt8(ascii: "$")):
            let rewritten = rewriteText(text, paths: paths)
            guard rewritten != text else { return node }
            diagnostics.warning(
                .studioType,
                "\"\(text)\" uses Tokens Studio's older reference spelling; it is read as \"\(rewritten)\", as the plugin reads it: write that",
                at: node.location)
            return Node(.string(rewritten), at: node.location)
        case .object(var members):
            for index in members.indices {
                members[index].value = rewriteValue(members[index].value, paths: paths, diagnostics: &diagnostics)
            }
            return Node(.object(members), at: node.location)
        case .array(let elements):
            return Node(
                .array(elements.map { rewriteValue($0, paths: paths, diagnostics: &diagnostics) }), at: node.location)
        default:
            return node
        }
    }

    /// `text` with each `$path` that names a token as `{path}`.
    static func rewriteText(_ text: String, paths: Set<String>) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "$" else {
                result.append(characters[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, isPathCharacter(characters[end]) { end += 1 }
            var path = String(characters[(index + 1)..<end])
            // A sentence's full stop or a dash after the name is no part of it.
            while let last = path.last, last == "." || last == "-" { path.removeLast() }
            if paths.contains(path) {
                result += "{\(path)}"
                index += 1 + path.count
            } else {
                result.append("$")
                index += 1
            }
        }
        return result
    }

    private static func isPathCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "_-.".contains(character))
    }
}
