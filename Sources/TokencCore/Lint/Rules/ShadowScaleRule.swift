/// `shadow-scale`: shadows stay subtle and consistent, as Apple-style design systems keep them: each layer's
/// opacity under a ceiling, no horizontal offset, and along an elevation scale (`shadow.sm` … `shadow.xl`,
/// `elevation.1` … `elevation.5`) opacity and blur that never fall as elevation rises, in every context.
struct ShadowScaleRule: LintRule {
    static let id = Rule.shadowScale
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary =
        "shadows: opacity under a ceiling, no x offset, opacity and blur rising along an elevation scale"
    static let options = [
        LintOption("max-opacity", .number(0.15), "the highest opacity of a shadow color (1 turns the check off)"),
        LintOption("zero-x", .flag(true), "outer shadows have no horizontal offset"),
        LintOption("rising", .flag(true), "along an elevation scale, opacity and blur never fall"),
    ]

    static func check(_ context: inout LintContext) {
        let ceiling = context.number("max-opacity") ?? 1
        let zeroX = context.flag("zero-x")
        for index in context.tokens(of: .shadow) {
            let token = context.model.tokens[index]
            for (contexts, value) in context.values(of: token) {
                guard case .shadow(let shadow) = value else { continue }
                if let heaviest = shadow.layers.map(\.color.alpha).max(), heaviest > ceiling + 1e-9 {
                    context.report(
                        token: index,
                        "shadow \(token.path) has opacity \(ValueDescription.number(heaviest))\(context.place(contexts)), above the \(ValueDescription.number(ceiling)) ceiling"
                    )
                }
                if zeroX, let layer = shadow.layers.first(where: { !$0.inset && $0.offsetX.value != 0 }) {
                    context.report(
                        token: index,
                        "shadow \(token.path) is offset \(ValueDescription.number(layer.offsetX.points)) pt horizontally\(context.place(contexts)); keep x at 0 so light falls from above"
                    )
                }
            }
        }
        guard context.flag("rising") else { return }
        for scale in context.scales(of: [.shadow]) {
            checkRising(scale, context: &context)
        }
    }

    /// Reports the first step of the scale where opacity or blur falls, in the first permutation it does.
    private static func checkRising(_ scale: ScaleOrder.Scale, context: inout LintContext) {
        let tokens = context.model.tokens
        for selection in context.permutations(of: scale.members) {
            let steps = scale.members.map { index -> (opacity: Double, blur: Double)? in
                guard case .shadow(let shadow) = tokens[index].value(in: selection) else { return nil }
                return (shadow.layers.map(\.color.alpha).max() ?? 0, shadow.layers.map(\.blur.points).max() ?? 0)
            }
            for i in 1..<steps.count {
                guard let previous = steps[i - 1], let current = steps[i] else { continue }
                let falls =
                    current.opacity < previous.opacity - 1e-9
                    ? "opacity" : current.blur < previous.blur - 1e-9 ? "blur" : nil
                guard let falls else { continue }
                let lower = tokens[scale.members[i - 1]]
                let (was, now) =
                    falls == "opacity" ? (previous.opacity, current.opacity) : (previous.blur, current.blur)
                let place =
                    context.model.modifiers.isEmpty || selection.isEmpty
                    ? "" : " in " + context.model.describe(permutation: selection)
                context.report(
                    token: scale.members[i],
                    "\(falls) falls along the elevation scale \(scale.parent): \(tokens[scale.members[i]].path) has \(ValueDescription.number(now)) after \(lower.path)'s \(ValueDescription.number(was))\(place)",
                    notes: [Diagnostic.Note("\(lower.path) is here", at: lower.valueLocation)])
                return
            }
        }
    }
}
