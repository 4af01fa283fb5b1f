/// `monotonic-scale`: a group named as an ordered scale (`xs` … `xxl`, `50` … `900`, `1` … `n`,
/// `spacing-01` …) rises or falls consistently along it, in every context: `space.md` below `space.sm` is a
/// typo more often than a choice. Lengths, numbers, durations, font weights and typography font sizes; corner
/// radii are `radius-scale`'s.
struct MonotonicScaleRule: LintRule {
    static let id = Rule.monotonicScale
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "groups named as ordered scales (xs…xxl, 50…900, 1…n) rise or fall consistently"

    static func check(_ context: inout LintContext) {
        let types: Set<TokenType> = [.dimension, .number, .duration, .fontWeight, .typography]
        let tokens = context.model.tokens
        for scale in context.scales(of: types) where !scale.parent.namesCornerRadius {
            // One type per scale: a mixed group is not a scale of one quantity.
            guard Set(scale.members.map { tokens[$0].type }).count == 1 else { continue }
            guard let turn = ScaleOrder.firstTurn(scale, rising: false, context: context) else { continue }
            let current = tokens[scale.members[turn.position]]
            let previous = tokens[scale.members[turn.position - 1]]
            let place = turn.selection.isEmpty ? "" : " in " + context.model.describe(permutation: turn.selection)
            let order = scale.members.map { tokens[$0].path.components.last! }.joined(separator: " < ")
            context.report(
                token: scale.members[turn.position],
                "\(current.path) (\(ValueDescription.number(turn.values[turn.position]))) breaks the order of the scale \(scale.parent) (\(order)) after \(previous.path) (\(ValueDescription.number(turn.values[turn.position - 1])))\(place)",
                notes: [Diagnostic.Note("\(previous.path) is here", at: previous.valueLocation)])
        }
    }
}
