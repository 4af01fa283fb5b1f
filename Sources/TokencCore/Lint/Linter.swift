/// Runs the lint rules on a compiled model: each rule at its configured severity (or its default), skipping
/// tokens that ignore it with `$extensions["dev.tokenc"]: {"lint": {"ignore": ["rule-id", …]}}`.
package enum Linter {
    /// Every rule, in the order the documentation lists them.
    static let rules: [any LintRule.Type] = [
        ContrastRule.self, MinFontSizeRule.self, TouchTargetRule.self,
        ShadowScaleRule.self, MonotonicScaleRule.self, SpringRangeRule.self, RadiusScaleRule.self,
        NamingRule.self, DescriptionsRule.self, DuplicateValuesRule.self, RequiredContextsRule.self,
        GamutRule.self, DeprecatedAliasRule.self, UnusedContextsRule.self, OpacityRangeRule.self,
    ]

    /// What `tokenc.yaml` and the documentation need to know about a rule.
    package struct Entry: Sendable {
        package var id: Rule
        package var defaultLevel: DiagnosticPolicy.Level
        package var summary: String
        package var options: [LintOption]
    }

    /// The rules, with their defaults and options.
    package static var catalog: [Entry] {
        rules.map { Entry(id: $0.id, defaultLevel: $0.defaultLevel, summary: $0.summary, options: $0.options) }
    }

    /// The rule ids.
    package static var ids: [Rule] { rules.map { $0.id } }

    /// The findings of every enabled rule, and errors for ignore marks that cannot be read.
    package static func run(_ model: TokenModel, settings: LintSettings = LintSettings()) -> [Diagnostic] {
        var bag = DiagnosticBag()
        let ignores = readIgnores(model, diagnostics: &bag)
        let enabled = rules.compactMap { rule -> (any LintRule.Type, Diagnostic.Severity, LintSettings.RuleSettings)? in
            let ruleSettings = settings.rules[rule.id] ?? LintSettings.RuleSettings()
            switch ruleSettings.level ?? rule.defaultLevel {
            case .ignore: return nil
            case .warning: return (rule, .warning, ruleSettings)
            case .error: return (rule, .error, ruleSettings)
            }
        }
        let index = LintIndex(model)
        let findings = Parallel.map(enabled.count) { i -> [Diagnostic] in
            let (rule, severity, ruleSettings) = enabled[i]
            var context = LintContext(
                model: model, rule: rule.id, severity: severity, settings: ruleSettings, declared: rule.options,
                ignores: ignores, index: index)
            rule.check(&context)
            return context.findings
        }
        for list in findings { for diagnostic in list { bag.append(diagnostic) } }
        return bag.diagnostics
    }

    /// `"lint": {"ignore": [...]}` of every token that has one.
    private static func readIgnores(_ model: TokenModel, diagnostics: inout DiagnosticBag) -> [Int: Set<Rule>] {
        var ignores: [Int: Set<Rule>] = [:]
        let known = ids.map(\.rawValue)
        for index in model.tokens.indices {
            guard let node = model.tokens[index].extensions?[TokenSyntax.extensionKey]?["lint"] else { continue }
            guard let members = node.members else {
                diagnostics.error(
                    .lintDeclaration, "\"lint\" must be an object such as {\"ignore\": [\"duplicate-values\"]}",
                    at: node.location)
                continue
            }
            for member in members {
                guard member.key == "ignore" else {
                    diagnostics.error(
                        .lintDeclaration,
                        "unknown lint setting '\(member.key)'; the one setting is \"ignore\": [rule ids]",
                        at: member.keyLocation)
                    continue
                }
                for element in member.value.elements ?? [member.value] {
                    guard let name = element.string else {
                        diagnostics.error(
                            .lintDeclaration, "\"ignore\" must list rule ids, such as [\"duplicate-values\"]",
                            at: element.location)
                        continue
                    }
                    guard known.contains(name) else {
                        var message = "unknown lint rule '\(name)'"
                        if let suggestion = Suggestion.closest(to: name, in: known) {
                            message += "; did you mean '\(suggestion)'?"
                        }
                        diagnostics.error(.lintDeclaration, message, at: element.location)
                        continue
                    }
                    ignores[index, default: []].insert(Rule(rawValue: name))
                }
            }
        }
        return ignores
    }
}

extension Linter {
    /// How many contrast pairs `model` and `settings` declare, and how many permutations each is checked in.
    package static func contrastCoverage(_ model: TokenModel, settings: LintSettings) -> (pairs: Int, permutations: Int)
    {
        ContrastRule.coverage(model, settings: settings)
    }

    /// The rules that run under `settings`.
    package static func enabled(_ settings: LintSettings) -> [Rule] {
        rules.filter { (settings.rules[$0.id]?.level ?? $0.defaultLevel) != .ignore }.map { $0.id }
    }
}

extension Linter {
    /// One declared contrast pair measured in one permutation, for the docs' contrast tables.
    struct ContrastMeasure {
        var foreground: Int
        var background: Int
        var level: WCAGContrast.Level
        var largeText: Bool
        /// The WCAG ratio, or APCA Lc with `apca`.
        var measure: Double
        var passes: Bool
        var text: ColorValue
        var back: ColorValue
    }

    /// Every declared pair (next to the tokens and in `settings`) in every permutation, in permutation order;
    /// whether the measure is APCA's.
    static func contrastMeasures(_ model: TokenModel, settings: LintSettings) -> (
        permutations: [[Context]], rows: [[ContrastMeasure]], apca: Bool
    ) {
        var ignored = DiagnosticBag()
        let options = settings.rules[.contrast]?.options ?? [:]
        let level: WCAGContrast.Level =
            if case .text(let text)? = options["level"], let parsed = WCAGContrast.Level(rawValue: text) { parsed } else
            { .aa }
        var configured: [ContrastPairDeclaration] = []
        if case .pairs(let list)? = options["pairs"] { configured = list }
        let apca: Bool = if case .text("apca")? = options["algorithm"] { true } else { false }
        let pairs =
            ContrastRule.declaredPairs(model, defaultLevel: level, diagnostics: &ignored)
            + ContrastRule.configuredPairs(configured, model: model, diagnostics: &ignored)
        guard !pairs.isEmpty else { return ([], [], apca) }
        let permutations = model.permutations
        let rows = permutations.map { selection in
            pairs.compactMap { pair -> ContrastMeasure? in
                guard case .color(let text) = model.tokens[pair.foreground].value(in: selection),
                    case .color(let back) = model.tokens[pair.background].value(in: selection)
                else { return nil }
                let (measure, passes) = ContrastRule.measure(text, on: back, pair: pair, apca: apca)
                return ContrastMeasure(
                    foreground: pair.foreground, background: pair.background, level: pair.level,
                    largeText: pair.largeText, measure: measure, passes: passes, text: text, back: back)
            }
        }
        return (permutations, rows, apca)
    }
}
