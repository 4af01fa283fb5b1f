import Foundation

/// References written with spaces inside their braces (`{ color.accent }`), as Style Dictionary reads them (it
/// trims them): the spaces are taken out of every value (`$value`, Style Dictionary's `value` and `darkValue`, a
/// value per context or mode in `$extensions`) with a `reference-spaces` deviation, before a format's adapter
/// reads the file, so every later stage sees `{color.accent}`.
enum ReferenceSpacing {
    /// Whether a parsed file may hold such a reference: some string holds a `{` (known from the parse, so files
    /// whose references are objects, as Figma's variables are, are not scanned) and a quoted string starts with
    /// `{ ` or ends with ` }` (a quick test before walking it; JSON's own `{ "` and YAML's flow mappings do not
    /// match).
    static func mayApply(to file: SourceFile, root: Node) -> Bool {
        root.mayContainAlias
            && (file.mentions("\"{ ") || file.mentions(" }\"") || file.mentions("'{ ") || file.mentions(" }'"))
    }

    /// `root` with the spaces trimmed inside every reference of every `$value`.
    static func trim(_ root: Node, strict: Bool, diagnostics: inout DiagnosticBag) -> Node {
        guard root.mayContainAlias, let members = root.members else { return root }
        let trimmed = members.map { member -> Node.Member in
            guard member.value.mayContainAlias, member.key != "$description" else { return member }
            let value: Node
            switch member.key {
            case "$value", "value", "darkValue", "mode", "contexts":
                value = references(member.value, strict: strict, diagnostics: &diagnostics)
            default:
                value = trim(member.value, strict: strict, diagnostics: &diagnostics)
            }
            return Node.Member(key: member.key, keyLocation: member.keyLocation, value: value)
        }
        return Node(.object(trimmed), at: root.location)
    }

    private static func references(_ node: Node, strict: Bool, diagnostics: inout DiagnosticBag) -> Node {
        node.respellingReferences { text, location in
            guard let inner = TokenSyntax.aliasPath(text), inner.first == " " || inner.last == " ",
                case let path = inner.trimmingCharacters(in: .whitespaces), TokenSyntax.isValidAliasPath(path[...])
            else { return nil }
            guard
                diagnostics.deviation(
                    .referenceSpaces,
                    "'\(text)' has spaces inside its braces, which Style Dictionary trims; read as '{\(path)}': write it so",
                    at: location, strict: strict)
            else { return nil }
            return "{\(path)}"
        }
    }
}
