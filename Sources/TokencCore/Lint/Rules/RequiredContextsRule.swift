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
        let groups = context.index.groups(of: Set(types.compactMap(TokenType.init(rawValue:))), in: model).compactMap {
            group -> LintIndex.Group? in
            // A fully transparent color is the same in every context by nature.
            let members = group.members.filter { index in
                guard case .color(let color) = model.tokens[index].value, color.alpha == 0 else { return true }
                return !model.tokens[index].contextValues.isEmpty
            }
            return members.isEmpty ? nil : LintIndex.Group(parent: group.parent, members: members)
        }
        for group in groups.sorted(by: { $0.members[0] < $1.members[0] }) {
            let members = group.members
            guard members.count >= 2 else { continue }
            for modifier in modifiers {
                let varying = members.filter { index in
                    model.tokens[index].contextValues.contains { $0.contexts.contains { $0.modifier == modifier.name } }
                }
                // Most of the group follows the modifier, and some token does not.
                guard varying.count * 2 > members.count, varying.count < members.count else { continue }
                let others = modifier.contexts.filter { $0 != modifier.defaultContext }.joined(separator: ", ")
                let follows = Set(varying)
                for index in members where !follows.contains(index) {
                    let token = model.tokens[index]
                    context.report(
                        token: index,
                        "\(token.path) is the same in every \(modifier.name) while \(varying.count) of its \(members.count - 1) siblings change; give it a value for \(others), or ignore the rule on it if it is meant to stay",
                        notes: [
                            Diagnostic.Note(
                                "\(model.tokens[varying[0]].path) changes, for one",
                                at: model.tokens[varying[0]].valueLocation)
                        ])
                }
            }
        }
    }
}
