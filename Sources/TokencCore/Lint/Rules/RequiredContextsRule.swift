/// `required-contexts`: in a group where most colors change with a modifier (light and dark, standard and
/// increased contrast), a color that stays the same was probably never given its value there: it shows its
/// default in every context. Aliases count by what they resolve to.
struct RequiredContextsRule: LintRule {
    static let id = Rule.requiredContexts
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "in a group where most colors change with a modifier, one that does not is missing values"
    static let options = [
        LintOption("modifiers", .names([]), "the modifiers every such token must follow (all when empty)"),
        LintOption("types", .names(["color"]), "the token types checked"),
    ]

    static func check(_ context: inout LintContext) {
        let model = context.model
        let types = Set(context.names("types"))
        let wanted = Set(context.names("modifiers"))
        let modifiers = model.modifiers.filter { $0.contexts.count > 1 && (wanted.isEmpty || wanted.contains($0.name)) }
        guard !modifiers.isEmpty else { return }
        var siblings: [TokenPath: [Int]] = [:]
        var order: [TokenPath] = []
        for (index, token) in model.tokens.enumerated() where types.contains(token.type.rawValue) {
            // A fully transparent color is the same in every context by nature.
            if case .color(let color) = token.value, color.alpha == 0, token.contextValues.isEmpty { continue }
            let parent = TokenPath(Array(token.path.components.dropLast()))
            if siblings[parent] == nil { order.append(parent) }
            siblings[parent, default: []].append(index)
        }
        for parent in order {
            let members = siblings[parent]!
            guard members.count >= 2 else { continue }
            for modifier in modifiers {
                let varying = members.filter { index in
                    model.tokens[index].contextValues.contains { $0.contexts.contains { $0.modifier == modifier.name } }
                }
                // Most of the group follows the modifier, and some token does not.
                guard varying.count * 2 > members.count, varying.count < members.count else { continue }
                let others = modifier.contexts.filter { $0 != modifier.defaultContext }.joined(separator: ", ")
                for index in members where !varying.contains(index) {
                    let token = model.tokens[index]
                    context.report(
                        token: index,
                        "\(token.path) is the same in every \(modifier.name) while \(varying.count) of its \(members.count - 1) siblings change; give it a value for \(others), or ignore the rule on it if it is meant to stay",
                        notes: [Diagnostic.Note("\(model.tokens[varying[0]].path) changes, for one", at: model.tokens[varying[0]].valueLocation)])
                }
            }
        }
    }
}
