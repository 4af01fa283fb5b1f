/// `opacity-range`: a number named as an opacity (a name holding `opacity`, `alpha` or `transparency`, any case)
/// lies between 0 and 1 in every context, as DTCG numbers, CSS `opacity` and SwiftUI's `.opacity(_:)` take it;
/// a value such as 50 is a percentage written as the number (as Figma shows opacity), which draws fully opaque.
struct OpacityRangeRule: LintRule {
    static let id = Rule.opacityRange
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "numbers named as opacities lie in 0…1 (50 is a percentage written as the number)"
    static let options = [
        LintOption(
            "names", .names(["opacity", "alpha", "transparency"]),
            "name parts (letters only, any case) that mark an opacity")
    ]

    static func check(_ context: inout LintContext) {
        let names = context.names("names").map(\.asciiLettersLowercased)
        for index in context.tokens(of: .number) {
            let token = context.model.tokens[index]
            let text = token.path.components.joined(separator: " ").asciiLettersLowercased
            guard names.contains(where: { text.containsBytes($0) }) else { continue }
            for (contexts, value) in context.values(of: token) {
                guard case .number(let number) = value, number < 0 || number > 1 else { continue }
                let hint =
                    number > 1 && number <= 100 ? ": a percentage? write \(ValueDescription.number(number / 100))" : ""
                context.report(
                    token: index,
                    "opacity \(token.path) is \(ValueDescription.number(number))\(context.place(contexts)), outside 0…1\(hint)"
                )
            }
        }
    }
}
