/// `descriptions`: every token (or every token of the listed types) says what it is for in `$description`,
/// which the Swift doc comments and the docs show. Off by default: most systems describe only some tokens.
struct DescriptionsRule: LintRule {
    static let id = Rule.descriptions
    static let defaultLevel = DiagnosticPolicy.Level.ignore
    static let summary = "tokens have a $description (off by default; `types` narrows it)"
    static let options = [
        LintOption("types", .names([]), "the token types that need one (all when empty)"),
        LintOption("aliases", .flag(false), "aliases need one too (they show their target's otherwise)"),
    ]

    static func check(_ context: inout LintContext) {
        let types = Set(context.names("types"))
        let aliases = context.flag("aliases")
        let tokens = context.model.tokens
        for index in tokens.indices {
            guard types.isEmpty || types.contains(tokens[index].type.rawValue), aliases || tokens[index].aliasOf == nil
            else { continue }
            guard (tokens[index].description ?? "").allSatisfy(\.isWhitespace) else { continue }
            context.report(token: index, "\(tokens[index].path) has no $description", at: tokens[index].location)
        }
    }
}
