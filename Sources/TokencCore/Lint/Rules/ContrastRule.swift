/// The `contrast` lint rule: a text color declares the background it is read on, next to its definition,
/// and the pair must reach a WCAG level in **every** permutation of the resolver's contexts (light and dark,
/// standard and increased contrast…), not only the default one:
///
/// ```json
/// "text": {"$value": "#1c1c1e", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.background}", "level": "AA"}}}}
/// ```
///
/// `against` is one background or a list of them; `level` is `AA` (the default, or the rule's `level` option)
/// or `AAA`; `large: true` applies the large-text minimum. Pairs may also be listed in `tokenc.yaml`
/// (`lint: { rules: { contrast: [error, { pairs: [{ foreground: "{color.text}", background: "{color.bg}" }] }] } }`).
/// With `algorithm: apca` the measure is APCA's Lc instead of the WCAG 2 ratio: AA asks for Lc 60 (45 for large
/// text), AAA for Lc 75 (60), APCA's levels for content and body text. A failing pair is an error at the text
/// color's definition, with a note at the background's, naming the permutation and both colors there. A
/// declaration that cannot be read is a `lint-declaration` error.
struct ContrastRule: LintRule {
    static let id = Rule.contrast
    static let defaultLevel = DiagnosticPolicy.Level.error
    static let summary =
        "declared text/background pairs reach WCAG AA (or AAA, or APCA Lc) in every permutation of contexts"
    static let options = [
        LintOption(
            "pairs", .pairs,
            "pairs besides those declared next to the tokens: [{ foreground: \"{color.text}\", background: \"{color.bg}\", level: AA, large: false }]"
        ),
        LintOption("level", .choice(["AA", "AAA"], "AA"), "the level of pairs that do not name one"),
        LintOption(
            "algorithm", .choice(["wcag", "apca"], "wcag"),
            "wcag: the WCAG 2.2 ratio; apca: APCA lightness contrast (Lc)"),
    ]

    /// One declared pair.
    struct Pair {
        var foreground: Int
        var background: Int
        var level: WCAGContrast.Level
        var largeText: Bool
        /// Where the declaration is written.
        var location: SourceLocation
    }

    static func check(_ context: inout LintContext) {
        let defaultLevel = WCAGContrast.Level(rawValue: context.choice("level")) ?? .aa
        var bag = DiagnosticBag()
        var pairs = declaredPairs(context.model, defaultLevel: defaultLevel, diagnostics: &bag)
        pairs += configuredPairs(context.pairs("pairs"), model: context.model, diagnostics: &bag)
        for diagnostic in bag.diagnostics { context.declarationError(diagnostic.message, at: diagnostic.location) }
        let apca = context.choice("algorithm") == "apca"
        let model = context.model
        for pair in pairs {
            let foreground = model.tokens[pair.foreground]
            let background = model.tokens[pair.background]
            // The first failing permutation is reported, with how many others fail too.
            var failures: [(selection: [Context], measure: Double, text: ColorValue, back: ColorValue)] = []
            for selection in context.permutations(of: [pair.foreground, pair.background]) {
                guard case .color(let text) = foreground.value(in: selection),
                    case .color(let back) = background.value(in: selection)
                else { continue }
                let (measure, passes) = measure(text, on: back, pair: pair, apca: apca)
                if !passes { failures.append((selection, measure, text, back)) }
            }
            guard let first = failures.first else { continue }
            let place = model.modifiers.isEmpty ? "" : " in " + model.describe(permutation: first.selection)
            let others =
                failures.count > 1
                ? " (and \(failures.count - 1) other permutation\(failures.count == 2 ? "" : "s"))" : ""
            let large = pair.largeText ? " for large text" : ""
            let (measured, needs) =
                apca
                ? (
                    "Lc \(ValueDescription.number((first.measure * 10).rounded() / 10))",
                    "\(pair.level.rawValue) needs Lc \(ValueDescription.number(apcaMinimum(pair.level, largeText: pair.largeText)))\(large)"
                )
                : (
                    ratioText(first.measure),
                    "\(pair.level.rawValue) needs \(ValueDescription.number(pair.level.minimum(largeText: pair.largeText))):1\(large)"
                )
            context.report(
                token: pair.foreground,
                "contrast of \(foreground.path) on \(background.path) is \(measured)\(place)\(others); \(needs)",
                notes: [
                    Diagnostic.Note(
                        "\(background.path) is \(ColorConversion.hex(first.back, uppercase: true))\(alphaText(first.back)) there, and \(foreground.path) \(ColorConversion.hex(first.text, uppercase: true))\(alphaText(first.text))",
                        at: background.valueLocation),
                    Diagnostic.Note("the pair is declared here", at: pair.location),
                ])
        }
    }

    /// The WCAG ratio (or APCA Lc) of `text` on `back`, and whether it reaches the pair's level.
    static func measure(_ text: ColorValue, on back: ColorValue, pair: Pair, apca: Bool) -> (
        measure: Double, passes: Bool
    ) {
        if apca {
            let lc = APCAContrast.lightnessContrast(foreground: text, background: back)
            return (lc, abs(lc).rounded(.down) >= apcaMinimum(pair.level, largeText: pair.largeText))
        }
        let ratio = WCAGContrast.ratio(foreground: text, background: back)
        return (ratio, printed(ratio) >= pair.level.minimum(largeText: pair.largeText))
    }

    /// The least APCA Lc for a pair: APCA's levels for content text (60) and body text (75), 15 less for
    /// large text.
    static func apcaMinimum(_ level: WCAGContrast.Level, largeText: Bool) -> Double {
        (level == .aa ? 60 : 75) - (largeText ? 15 : 0)
    }

    /// How many pairs `model` declares next to its tokens and how many permutations each is checked in.
    static func coverage(_ model: TokenModel, settings: LintSettings) -> (pairs: Int, permutations: Int) {
        (pairs(model, settings: settings).count, model.permutations.count)
    }

    /// The pairs declared next to `model`'s tokens and listed in `settings`, malformed ones left out (the check
    /// reports them).
    static func pairs(_ model: TokenModel, settings: LintSettings) -> [Pair] {
        var ignored = DiagnosticBag()
        var configured: [ContrastPairDeclaration] = []
        if case .pairs(let list)? = settings.rules[id]?.options["pairs"] { configured = list }
        return declaredPairs(model, defaultLevel: .aa, diagnostics: &ignored)
            + configuredPairs(configured, model: model, diagnostics: &ignored)
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
    static func declaredPairs(_ model: TokenModel, defaultLevel: WCAGContrast.Level, diagnostics: inout DiagnosticBag)
        -> [Pair]
    {
        var pairs: [Pair] = []
        for index in model.tokens.indices {
            guard let node = model.tokens[index].extensions?[TokenSyntax.extensionKey]?["contrast"] else { continue }
            let token = model.tokens[index]
            guard token.type == .color else {
                diagnostics.error(
                    .lintDeclaration,
                    "only a color can declare a contrast pair; \(token.path) is a \(token.type.rawValue)",
                    at: node.location)
                continue
            }
            guard let members = node.members else {
                diagnostics.error(
                    .lintDeclaration,
                    "\"contrast\" must be an object such as {\"against\": \"{color.background}\", \"level\": \"AA\"}",
                    at: node.location)
                continue
            }
            var level = defaultLevel
            var largeText = false
            var backgrounds: [Node] = []
            var valid = true
            for member in members {
                switch member.key {
                case "against":
                    backgrounds = member.value.elements ?? [member.value]
                case "level":
                    guard let text = member.value.string, let parsed = WCAGContrast.Level(rawValue: text.uppercased())
                    else {
                        diagnostics.error(
                            .lintDeclaration, "\"level\" must be \"AA\" or \"AAA\"", at: member.value.location)
                        valid = false
                        continue
                    }
                    level = parsed
                case "large":
                    guard case .bool(let flag) = member.value.kind else {
                        diagnostics.error(
                            .lintDeclaration, "\"large\" must be true or false", at: member.value.location)
                        valid = false
                        continue
                    }
                    largeText = flag
                default:
                    var message = "unknown contrast setting '\(member.key)'"
                    if let suggestion = Suggestion.closest(to: member.key, in: ["against", "level", "large"]) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    diagnostics.error(.lintDeclaration, message, at: member.keyLocation)
                    valid = false
                }
            }
            if backgrounds.isEmpty {
                diagnostics.error(
                    .lintDeclaration,
                    "\"contrast\" needs \"against\": the background color it is read on, such as \"{color.background}\"",
                    at: node.location)
                continue
            }
            for background in backgrounds {
                guard
                    let target = colorToken(
                        background.string ?? "", role: "background", model: model, at: background.location,
                        diagnostics: &diagnostics)
                else { continue }
                if valid {
                    pairs.append(
                        Pair(
                            foreground: index, background: target, level: level, largeText: largeText,
                            location: background.location))
                }
            }
        }
        return pairs
    }

    /// The pairs listed in `tokenc.yaml`; unknown tokens are errors located there.
    static func configuredPairs(
        _ declarations: [ContrastPairDeclaration], model: TokenModel, diagnostics: inout DiagnosticBag
    ) -> [Pair] {
        var pairs: [Pair] = []
        for declaration in declarations {
            guard
                let foreground = colorToken(
                    declaration.foreground, role: "foreground", model: model, at: declaration.foregroundLocation,
                    diagnostics: &diagnostics)
            else { continue }
            for (text, location) in zip(declaration.backgrounds, declaration.backgroundLocations) {
                guard
                    let background = colorToken(
                        text, role: "background", model: model, at: location, diagnostics: &diagnostics)
                else { continue }
                pairs.append(
                    Pair(
                        foreground: foreground, background: background, level: declaration.level,
                        largeText: declaration.largeText, location: declaration.location))
            }
        }
        return pairs
    }

    /// The index of the color token that `text` (`{color.background}`) names, or nil after reporting why not.
    private static func colorToken(
        _ text: String, role: String, model: TokenModel, at location: SourceLocation, diagnostics: inout DiagnosticBag
    ) -> Int? {
        guard let inner = TokenSyntax.aliasPath(text) else {
            diagnostics.error(
                .lintDeclaration, "a contrast \(role) must name a color token in braces, such as \"{color.\(role)}\"",
                at: location)
            return nil
        }
        let path = TokenPath(dotted: String(inner))
        guard let target = model.index(of: path) else {
            var message = "unknown contrast \(role) '\(text)'"
            let colors = model.tokens.filter { $0.type == .color }.map { $0.path.description }
            if let suggestion = Suggestion.closest(to: String(inner), in: colors) {
                message += "; did you mean '{\(suggestion)}'?"
            }
            diagnostics.error(.lintDeclaration, message, at: location)
            return nil
        }
        guard model.tokens[target].type == .color else {
            diagnostics.error(
                .lintDeclaration, "contrast \(role) \(path) is a \(model.tokens[target].type.rawValue), not a color",
                at: location)
            return nil
        }
        return target
    }
}
