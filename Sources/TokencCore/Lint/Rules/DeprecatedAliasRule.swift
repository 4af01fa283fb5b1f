/// `deprecated-alias`: a token that is not deprecated itself refers to one that is, so the deprecation will
/// break it; it should point at the replacement.
struct DeprecatedAliasRule: LintRule {
    static let id = Rule.deprecatedAlias
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "a token that is not deprecated refers to a deprecated one"

    static func check(_ context: inout LintContext) {
        let model = context.model
        // Most systems deprecate nothing, and then nothing can refer to a deprecated token.
        guard model.tokens.contains(where: { $0.deprecation != nil }) else { return }
        for index in model.tokens.indices where model.tokens[index].deprecation == nil {
            var targets: [TokenPath] = []
            if let target = model.tokens[index].aliasOf { targets.append(target) }
            for reference in model.tokens[index].references { targets.append(reference.target) }
            for contextValue in model.tokens[index].contextValues {
                if let target = contextValue.aliasOf { targets.append(target) }
                for reference in contextValue.references { targets.append(reference.target) }
            }
            guard !targets.isEmpty else { continue }
            let path = model.tokens[index].path
            var seen = Set<TokenPath>()
            for target in targets where seen.insert(target).inserted {
                guard let referenced = model.index(of: target), let deprecation = model.tokens[referenced].deprecation
                else { continue }
                let reason = deprecation.reason.map { $0.isEmpty ? "" : ": \($0)" } ?? ""
                context.report(
                    token: index,
                    "\(path) refers to \(target), which is deprecated\(reason)",
                    notes: [Diagnostic.Note("\(target) is deprecated here", at: model.tokens[referenced].location)])
            }
        }
    }
}
