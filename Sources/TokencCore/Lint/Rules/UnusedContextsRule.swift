/// `unused-contexts`: a context of a resolver document's modifier in which no token differs from the default:
/// its sources change nothing (a file left empty, or the wrong file named), yet every output carries it.
struct UnusedContextsRule: LintRule {
    static let id = Rule.unusedContexts
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "a resolver context in which no token differs from the default"

    static func check(_ context: inout LintContext) {
        var used = Set<Context>()
        for index in context.model.tokens.indices {
            for contextValue in context.model.tokens[index].contextValues { used.formUnion(contextValue.contexts) }
        }
        for modifier in context.model.modifiers {
            for name in modifier.contexts
            where name != modifier.defaultContext && !used.contains(Context(modifier: modifier.name, name: name)) {
                context.report(
                    "context \(name) of modifier \(modifier.name) changes no token: every value is the same as in \(modifier.defaultContext)",
                    at: modifier.contextLocations[name])
            }
        }
    }
}
