/// `min-font-size`: text no smaller than a legible size (11 pt, Apple's smallest text style, by default) in
/// every context: typography tokens' `fontSize`, and dimensions in a group named for font sizes.
struct MinFontSizeRule: LintRule {
    static let id = Rule.minFontSize
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "typography and font-size dimensions are at least a legible size in every context"
    static let options = [LintOption("minimum", .number(11), "the least font size in points (px; 1 rem = 16)")]

    static func check(_ context: inout LintContext) {
        let minimum = context.number("minimum") ?? 11
        let tokens = context.model.tokens
        let candidates = (context.tokens(of: .typography) + context.tokens(of: .dimension)).sorted()
        var fontSizeGroups = NameMatcher(isFontSizeName)
        for index in candidates {
            guard
                tokens[index].type == .typography
                    || tokens[index].path.components.dropLast().contains(where: { fontSizeGroups.matches($0) })
            else { continue }
            let token = tokens[index]
            for (contexts, value) in context.values(of: token) {
                let size: DimensionValue
                switch value {
                case .typography(let typography): size = typography.fontSize
                case .dimension(let dimension): size = dimension
                default: continue
                }
                guard size.isAbsolute, size.points < minimum else { continue }
                context.report(
                    token: index,
                    "font size of \(token.path) is \(ValueDescription.number(size.points)) pt\(context.place(contexts)), below the \(ValueDescription.number(minimum)) pt minimum"
                )
            }
        }
    }

    /// `fontSize`, `font-size`, `font_sizes`, `text-size`…
    static func isFontSizeName(_ name: String) -> Bool {
        let text = name.lowercased().filter { $0.isLetter }
        return text.hasPrefix("fontsize") || text.hasPrefix("textsize")
    }
}
