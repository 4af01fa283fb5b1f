/// `deprecated-alias`: a token that is not deprecated itself refers to one that is, so the deprecation will
/// break it; it should point at the replacement.
struct DeprecatedAliasRule: LintRule {
    static let id = Rule.deprecatedAlias
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "a token that is not deprecated refers to a deprecated one"

    static func check(_ context: inout LintContext) {
        let model = context.model
        for (index, token) in model.tokens.enumerated() where token.deprecation == nil {
            var targets = [token.aliasOf].compactMap { $0 } + token.references.map(\.target)
            for contextValue in token.contextValues { targets += [contextValue.aliasOf].compactMap { $0 } + contextValue.references.map(\.target) }
            var seen = Set<TokenPath>()
            for target in targets where seen.insert(target).inserted {
                guard let referenced = model.token(at: target), let deprecation = referenced.deprecation else { continue }
                let reason = deprecation.reason.map { $0.isEmpty ? "" : ": \($0)" } ?? ""
                context.report(
                    token: index,
                    "\(token.path) refers to \(target), which is deprecated\(reason)",
                    notes: [Diagnostic.Note("\(target) is deprecated here", at: referenced.location)])
            }
        }
    }
}
