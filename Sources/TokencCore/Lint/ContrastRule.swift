/// The `contrast` lint rule: a text color declares the background it is read on, next to its definition,
/// and the pair must reach a WCAG level in **every** permutation of the resolver's contexts (light and dark,
/// standard and increased contrast…), not only the default one:
///
/// ```json
/// "text": {"$value": "#1c1c1e", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.background}", "level": "AA"}}}}
/// ```
///
/// `against` is one background or a list of them; `level` is `AA` (default) or `AAA`; `large: true` applies
/// the large-text minimum. A failing pair is an error at the text color's definition, with a note at the
/// background's, naming the permutation and both colors there (`diagnostics: { contrast: warning }` in
/// tokenc.yaml lowers it). A declaration that cannot be read is a `lint-declaration` error.
public enum ContrastRule {
    /// One declared pair, read from the text color's extensions.
    struct Pair {
        var foreground: Int
        var background: Int
        var level: WCAGContrast.Level
        var largeText: Bool
        /// Where the declaration is written.
        var location: SourceLocation
    }

    /// The diagnostics for every pair declared in `model`: malformed declarations and failing pairs.
    public static func check(_ model: TokenModel) -> [Diagnostic] {
        var diagnostics = DiagnosticBag()
        let pairs = declaredPairs(model, diagnostics: &diagnostics)
        guard !pairs.isEmpty else { return diagnostics.diagnostics }
        let permutations = model.permutations
        for pair in pairs {
            let foreground = model.tokens[pair.foreground]
            let background = model.tokens[pair.background]
            let minimum = pair.level.minimum(largeText: pair.largeText)
            // The first failing permutation is reported, with how many others fail too.
            var failures: [(selection: [Context], ratio: Double, text: ColorValue, back: ColorValue)] = []
            for selection in permutations {
                guard case .color(let text) = foreground.value(in: selection), case .color(let back) = background.value(in: selection) else { continue }
                let ratio = WCAGContrast.ratio(foreground: text, background: back)
                // Ratios are compared as WCAG tools print them.
                if printed(ratio) < minimum { failures.append((selection, ratio, text, back)) }
            }
            guard let first = failures.first else { continue }
            let place = model.modifiers.isEmpty ? "" : " in " + model.describe(permutation: first.selection)
            let others = failures.count > 1 ? " (and \(failures.count - 1) other permutation\(failures.count == 2 ? "" : "s"))" : ""
            let needs = "\(pair.level.rawValue) needs \(ValueDescription.number(minimum)):1\(pair.largeText ? " for large text" : "")"
            diagnostics.error(
                .contrast,
                "contrast of \(foreground.path) on \(background.path) is \(ratioText(first.ratio))\(place)\(others); \(needs)",
                at: foreground.valueLocation,
                notes: [
                    Diagnostic.Note("\(background.path) is \(ColorConversion.hex(first.back, uppercase: true))\(alphaText(first.back)) there, and \(foreground.path) \(ColorConversion.hex(first.text, uppercase: true))\(alphaText(first.text))", at: background.valueLocation),
                    Diagnostic.Note("the pair is declared here", at: pair.location),
                ])
        }
        return diagnostics.diagnostics
    }

    /// How many pairs `model` declares and how many permutations each is checked in (for a summary line).
    public static func coverage(_ model: TokenModel) -> (pairs: Int, permutations: Int) {
        var ignored = DiagnosticBag()
        return (declaredPairs(model, diagnostics: &ignored).count, model.permutations.count)
    }

    /// A ratio as WCAG checkers show it: cut (not rounded) to two decimals, so 4.499 is 4.49 and fails AA.
    static func printed(_ ratio: Double) -> Double { (ratio * 100).rounded(.down) / 100 }

    /// `4.47:1`: ``printed(_:)`` as text.
    static func ratioText(_ ratio: Double) -> String {
        ValueDescription.number(printed(ratio)) + ":1"
    }

    private static func alphaText(_ color: ColorValue) -> String {
        color.alpha < 1 ? " at \(ValueDescription.number((color.alpha * 1000).rounded() / 10)) %" : ""
    }

    /// The pairs that color tokens declare; malformed declarations are located errors.
    static func declaredPairs(_ model: TokenModel, diagnostics: inout DiagnosticBag) -> [Pair] {
        var pairs: [Pair] = []
        for (index, token) in model.tokens.enumerated() {
            guard let node = token.extensions?[AliasResolver.extensionKey]?["contrast"] else { continue }
            guard token.type == .color else {
                diagnostics.error(.lintDeclaration, "only a color can declare a contrast pair; \(token.path) is a \(token.type.rawValue)", at: node.location)
                continue
            }
            guard let members = node.members else {
                diagnostics.error(.lintDeclaration, "\"contrast\" must be an object such as {\"against\": \"{color.background}\", \"level\": \"AA\"}", at: node.location)
                continue
            }
            var level = WCAGContrast.Level.aa
            var largeText = false
            var backgrounds: [Node] = []
            var valid = true
            for member in members {
                switch member.key {
                case "against":
                    backgrounds = member.value.elements ?? [member.value]
                case "level":
                    guard let text = member.value.string, let parsed = WCAGContrast.Level(rawValue: text.uppercased()) else {
                        diagnostics.error(.lintDeclaration, "\"level\" must be \"AA\" or \"AAA\"", at: member.value.location)
                        valid = false
                        continue
                    }
                    level = parsed
                case "large":
                    guard case .bool(let flag) = member.value.kind else {
                        diagnostics.error(.lintDeclaration, "\"large\" must be true or false", at: member.value.location)
                        valid = false
                        continue
                    }
                    largeText = flag
                default:
                    var message = "unknown contrast setting '\(member.key)'"
                    if let suggestion = Suggestion.closest(to: member.key, in: ["against", "level", "large"]) { message += "; did you mean '\(suggestion)'?" }
                    diagnostics.error(.lintDeclaration, message, at: member.keyLocation)
                    valid = false
                }
            }
            if backgrounds.isEmpty {
                diagnostics.error(.lintDeclaration, "\"contrast\" needs \"against\": the background color it is read on, such as \"{color.background}\"", at: node.location)
                continue
            }
            for background in backgrounds {
                guard let text = background.string, let inner = ValueDecoder.aliasPath(text) else {
                    diagnostics.error(.lintDeclaration, "\"against\" must name a color token in braces, such as \"{color.background}\"", at: background.location)
                    continue
                }
                let path = TokenPath(dotted: String(inner))
                guard let target = model.index(of: path) else {
                    var message = "unknown contrast background '\(text)'"
                    let colors = model.tokens.filter { $0.type == .color }.map { $0.path.description }
                    if let suggestion = Suggestion.closest(to: String(inner), in: colors) { message += "; did you mean '{\(suggestion)}'?" }
                    diagnostics.error(.lintDeclaration, message, at: background.location)
                    continue
                }
                guard model.tokens[target].type == .color else {
                    diagnostics.error(.lintDeclaration, "contrast background \(path) is a \(model.tokens[target].type.rawValue), not a color", at: background.location)
                    continue
                }
                if valid { pairs.append(Pair(foreground: index, background: target, level: level, largeText: largeText, location: background.location)) }
            }
        }
        return pairs
    }
}
