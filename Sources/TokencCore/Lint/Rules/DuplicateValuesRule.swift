/// `duplicate-values`: two tokens of one type that are not aliases hold the same value in every context; the
/// later one could alias the first, so that a change to one reaches both. Off by default: primitive palettes
/// repeat values on purpose.
struct DuplicateValuesRule: LintRule {
    static let id = Rule.duplicateValues
    static let defaultLevel = DiagnosticPolicy.Level.ignore
    static let summary = "two non-alias tokens of one type hold the same value in every context (off by default)"

    /// A token's value in every context, comparable across tokens.
    private struct Key: Hashable {
        var value: TokenValue
        var contexts: [[Context]]
        var values: [TokenValue]
    }

    static func check(_ context: inout LintContext) {
        let tokens = context.model.tokens
        var first: [Key: Int] = [:]
        for (index, token) in tokens.enumerated()
        where token.aliasOf == nil && token.references.isEmpty && token.contextValues.allSatisfy({ $0.aliasOf == nil })
        {
            let key = Key(
                value: token.value, contexts: token.contextValues.map(\.contexts),
                values: token.contextValues.map(\.value))
            guard let original = first[key] else {
                first[key] = index
                continue
            }
            let earlier = tokens[original]
            context.report(
                token: index,
                "\(token.path) has the same value as \(earlier.path) in every context; make it an alias (\"{\(earlier.path)}\") if they should change together",
                notes: [Diagnostic.Note("\(earlier.path) is here", at: earlier.valueLocation)])
        }
    }
}
