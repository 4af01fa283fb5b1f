import Foundation

/// Figma's code syntax: the names a designer gives a variable per platform (`iOS`, `WEB`, `ANDROID`). It goes to
/// the token's `$extensions["dev.tokenc"].codeSyntax`, which the docs show; with `figma-code-syntax` in
/// `tokenc.yaml`, the iOS name becomes the token's `swiftName` (its last component: `Color.surfaceBackground` →
/// `surfaceBackground`) and the web name its `cssName` (`var(--surface-bg)` → `--surface-bg`), each where it is a
/// valid name; the others are counted and said once per platform.
final class FigmaCodeSyntax {
    let names: Bool
    private var skipped: [String: (count: Int, first: SourceLocation)] = [:]

    init(names: Bool) { self.names = names }

    /// The `dev.tokenc` member for a token whose code syntax is `node`; nil when it has none.
    func member(_ node: Node?) -> Node.Member? {
        guard let node, let entries = node.members, !entries.isEmpty else { return nil }
        let at = node.location
        var members: [(String, Node)] = [("codeSyntax", node)]
        if names {
            for entry in entries {
                guard let text = entry.value.string else { continue }
                switch entry.key.uppercased() {
                case "IOS":
                    if let name = Self.swiftName(text) {
                        members.append(("swiftName", Node(.string(name), at: entry.value.location)))
                    } else {
                        skip("iOS", at: entry.value.location)
                    }
                case "WEB":
                    if let name = Self.cssName(text) {
                        members.append(("cssName", Node(.string(name), at: entry.value.location)))
                    } else {
                        skip("WEB", at: entry.value.location)
                    }
                default: break
                }
            }
        }
        return Node.Member(
            key: TokenSyntax.extensionKey, keyLocation: at, value: FigmaValueNode.object(members, at: at))
    }

    /// `extensions` with the code syntax member added (a `dev.tokenc` already there is kept as written).
    func adding(_ node: Node?, to extensions: Node) -> Node {
        guard var members = extensions.members, !members.contains(where: { $0.key == TokenSyntax.extensionKey }),
            let member = member(node)
        else { return extensions }
        members.append(member)
        return Node(.object(members), at: extensions.location)
    }

    private func skip(_ platform: String, at location: SourceLocation) {
        let previous = skipped[platform]
        skipped[platform] = ((previous?.count ?? 0) + 1, previous?.first ?? location)
    }

    /// One warning per platform whose code syntax was not a name, at its first.
    func report(into diagnostics: inout DiagnosticBag) {
        for (platform, skip) in skipped.sorted(by: { $0.key < $1.key }) {
            let what = platform == "iOS" ? "Swift names" : "CSS custom property names"
            diagnostics.warning(
                .figma,
                "\(skip.count) \(platform) code syntax value\(skip.count == 1 ? " is" : "s are") not \(what), this the first: \(skip.count == 1 ? "it is" : "they are") shown in the docs and the usual name is used",
                at: skip.first)
        }
    }

    /// The Swift member a code syntax names: its last component after `.` or `/`, when it is an identifier.
    static func swiftName(_ text: String) -> String? {
        let last = text.split(whereSeparator: { $0 == "." || $0 == "/" }).last.map(String.init) ?? ""
        guard SwiftNaming.isIdentifier(last), !SwiftNaming.unqualifiable.contains(last) else { return nil }
        return last
    }

    /// The custom property a web code syntax names: `var(--x)` or `--x` or `x`, when it is one (by the rule a
    /// `cssName` follows).
    static func cssName(_ text: String) -> String? {
        var name = text.trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("var("), name.hasSuffix(")") { name = String(name.dropFirst(4).dropLast()) }
        return CSSNaming.customProperty(name)
    }
}
