/// `radius-scale`: corner radii grow with the element, so a radius scale (`radius.sm` … `radius.xl`,
/// `corner.1` … `corner.n`) never falls along its order, in every context; no radius is negative, and an
/// optional `max` keeps radii from the oversized corners Apple-style designs avoid.
struct RadiusScaleRule: LintRule {
    static let id = Rule.radiusScale
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "corner-radius scales rise with the element; no negative radius; optional maximum"
    static let options = [LintOption("max", .number(nil), "the largest radius in points, besides full/pill radii")]

    static func check(_ context: inout LintContext) {
        let tokens = context.model.tokens
        let maximum = context.number("max")
        for index in context.tokens(of: .dimension) where tokens[index].path.namesCornerRadius {
            let token = tokens[index]
            let isFull = ScaleOrder.sizeRank(token.path.components.last!) == 100
            for (contexts, value) in context.values(of: token) {
                guard case .dimension(let radius) = value, radius.isAbsolute else { continue }
                if radius.points < 0 {
                    context.report(
                        token: index,
                        "corner radius \(token.path) is negative (\(ValueDescription.number(radius.points)) pt)\(context.place(contexts))"
                    )
                } else if let maximum, !isFull, radius.points > maximum {
                    context.report(
                        token: index,
                        "corner radius \(token.path) is \(ValueDescription.number(radius.points)) pt\(context.place(contexts)), above the \(ValueDescription.number(maximum)) pt maximum"
                    )
                }
            }
        }
        for scale in context.scales(of: [.dimension]) where scale.parent.namesCornerRadius {
            guard let turn = ScaleOrder.firstTurn(scale, rising: true, context: context) else { continue }
            let current = tokens[scale.members[turn.position]]
            let previous = tokens[scale.members[turn.position - 1]]
            let place = turn.selection.isEmpty ? "" : " in " + context.model.describe(permutation: turn.selection)
            context.report(
                token: scale.members[turn.position],
                "corner radius \(current.path) (\(ValueDescription.number(turn.values[turn.position])) pt) is smaller than \(previous.path) (\(ValueDescription.number(turn.values[turn.position - 1])) pt) before it on the scale\(place); radii grow with the element",
                notes: [Diagnostic.Note("\(previous.path) is here", at: previous.valueLocation)])
        }
    }
}
