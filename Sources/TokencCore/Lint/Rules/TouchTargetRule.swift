/// `touch-target`: sizes meant for hit targets are at least 44 pt (Apple's minimum) in every context. A
/// dimension is one when its name says so (`hitTarget`, `touch-target`, `tapTarget`, `minTouch`…) or it
/// carries `$extensions["dev.tokenc"]: {"touchTarget": true}`.
struct TouchTargetRule: LintRule {
    static let id = Rule.touchTarget
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "dimensions marked or named as hit targets are at least 44 pt in every context"
    static let options = [
        LintOption("minimum", .number(44), "the least size in points"),
        LintOption(
            "names", .names(["hittarget", "touchtarget", "taptarget", "mintouch", "minhit"]),
            "name parts (letters only, any case) that mark a hit target"),
    ]

    static func check(_ context: inout LintContext) {
        let minimum = context.number("minimum") ?? 44
        let names = context.names("names").map(\.asciiLettersLowercased)
        var targetNames = NameMatcher { component in
            let text = component.asciiLettersLowercased
            return names.contains { text.containsBytes($0) }
        }
        let tokens = context.model.tokens
        for index in context.tokens(of: .dimension) {
            let named = tokens[index].path.components.contains { targetNames.matches($0) }
            guard named || isMarked(tokens[index].extensions) else { continue }
            let token = tokens[index]
            for (contexts, value) in context.values(of: token) {
                guard case .dimension(let size) = value, size.isAbsolute, size.points < minimum else { continue }
                context.report(
                    token: index,
                    "hit target \(token.path) is \(ValueDescription.number(size.points)) pt\(context.place(contexts)), below the \(ValueDescription.number(minimum)) pt minimum"
                )
            }
        }
    }

    /// Whether a token's `$extensions` carry `"touchTarget": true`.
    static func isMarked(_ extensions: Node?) -> Bool {
        if case .bool(true)? = extensions?[TokenSyntax.extensionKey]?["touchTarget"]?.kind { return true }
        return false
    }
}
