/// `spring-range`: springs feel like the platform's: a damping fraction and a response inside configured
/// bounds (by default 0.5…1 and 0.1…1.5 s, around SwiftUI's own presets), in every context; a spring with no
/// damping never comes to rest, whatever the bounds.
struct SpringRangeRule: LintRule {
    static let id = Rule.springRange
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "springs keep damping fraction and response inside bounds; an undamped spring never settles"
    static let options = [
        LintOption(
            "damping-fraction", .range(0.5...1), "bounds of the damping ratio ζ (SwiftUI's dampingFraction; 1 − bounce)"
        ),
        LintOption("response", .range(0.1...1.5), "bounds of the response (SwiftUI's duration) in seconds"),
    ]

    static func check(_ context: inout LintContext) {
        let damping = context.range("damping-fraction") ?? 0.5...1
        let response = context.range("response") ?? 0.1...1.5
        for index in context.tokens(of: .spring) {
            let token = context.model.tokens[index]
            for (contexts, value) in context.values(of: token) {
                guard case .spring(let spring) = value else { continue }
                let zeta = spring.dampingFraction
                let place = context.place(contexts)
                if zeta <= 0 {
                    context.report(
                        token: index,
                        "spring \(token.path) has no damping\(place): it oscillates forever and never settles")
                } else if !damping.contains(zeta) {
                    context.report(
                        token: index,
                        "spring \(token.path) has damping fraction \(text(zeta))\(place), outside \(text(damping.lowerBound))…\(text(damping.upperBound))"
                    )
                }
                if !response.contains(spring.response) {
                    context.report(
                        token: index,
                        "spring \(token.path) has response \(text(spring.response)) s\(place), outside \(text(response.lowerBound))…\(text(response.upperBound)) s"
                    )
                }
            }
        }
    }

    private static func text(_ value: Double) -> String {
        ValueDescription.number((value * 1000).rounded() / 1000)
    }
}
