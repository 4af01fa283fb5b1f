/// What one rule sees while it runs: the model, its options, and a place to report findings, which applies the
/// rule's severity and skips tokens that ignore the rule.
struct LintContext {
    let model: TokenModel
    let rule: Rule
    let severity: Diagnostic.Severity
    let settings: LintSettings.RuleSettings
    let declared: [LintOption]
    /// Rules each token ignores, by token index.
    let ignores: [Int: Set<Rule>]
    /// Tokens by type and sibling groups, shared by every rule of the run.
    let index: LintIndex
    private(set) var findings: [Diagnostic] = []

    init(
        model: TokenModel, rule: Rule, severity: Diagnostic.Severity, settings: LintSettings.RuleSettings,
        declared: [LintOption], ignores: [Int: Set<Rule>], index: LintIndex
    ) {
        self.model = model
        self.rule = rule
        self.severity = severity
        self.settings = settings
        self.declared = declared
        self.ignores = ignores
        self.index = index
    }

    /// The indices of the tokens of `type`, ascending.
    func tokens(of type: TokenType) -> [Int] { index.tokens(of: type) }

    /// The scales among the tokens of the given types (``ScaleOrder/scales(in:index:types:minimum:)``).
    func scales(of types: Set<TokenType>) -> [ScaleOrder.Scale] {
        ScaleOrder.scales(in: model, index: index, types: types)
    }

    /// A finding about the token at `index`, at its value unless `location` says otherwise.
    mutating func report(
        token index: Int, _ message: String, at location: SourceLocation? = nil, notes: [Diagnostic.Note] = []
    ) {
        guard ignores[index]?.contains(rule) != true else { return }
        findings.append(
            Diagnostic(severity, rule, message, at: location ?? model.tokens[index].valueLocation, notes: notes))
    }

    /// A finding about something other than one token (a context, a pair declared in the config).
    mutating func report(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        findings.append(Diagnostic(severity, rule, message, at: location, notes: notes))
    }

    /// A declaration that cannot be read: always an error, whatever the rule's severity.
    mutating func declarationError(_ message: String, at location: SourceLocation?) {
        findings.append(Diagnostic(.error, .lintDeclaration, message, at: location))
    }

    // Options, with the rule's defaults.

    func number(_ name: String) -> Double? {
        if case .number(let value)? = settings.options[name] { return value }
        if case .number(let value)? = kind(name) { return value }
        return nil
    }

    func range(_ name: String) -> ClosedRange<Double>? {
        if case .range(let value)? = settings.options[name] { return value }
        if case .range(let value)? = kind(name) { return value }
        return nil
    }

    func flag(_ name: String) -> Bool {
        if case .flag(let value)? = settings.options[name] { return value }
        if case .flag(let value)? = kind(name) { return value }
        return false
    }

    func choice(_ name: String) -> String {
        if case .text(let value)? = settings.options[name] { return value }
        if case .choice(_, let value)? = kind(name) { return value }
        return ""
    }

    func names(_ name: String) -> [String] {
        if case .names(let value)? = settings.options[name] { return value }
        if case .names(let value)? = kind(name) { return value }
        return []
    }

    func pairs(_ name: String) -> [ContrastPairDeclaration] {
        if case .pairs(let value)? = settings.options[name] { return value }
        return []
    }

    private func kind(_ name: String) -> LintOption.Kind? {
        declared.first { $0.name == name }?.kind
    }

    // Values, per context.

    /// Every value the token takes, each with the contexts that select it (empty for the default), so that a
    /// rule about one token's value checks every permutation by checking each distinct value once.
    func values(of token: Token) -> [(contexts: [Context], value: TokenValue)] {
        [([], token.value)] + token.contextValues.map { ($0.contexts, $0.value) }
    }

    /// ` in appearance=dark`: where a context value applies, for a message; empty for the default value.
    func place(_ contexts: [Context]) -> String {
        contexts.isEmpty ? "" : " in " + contexts.map(\.description).joined(separator: ", ")
    }

    /// The permutations that can tell the given tokens' values apart: those of the modifiers they vary by,
    /// other modifiers at their defaults.
    func permutations(of indexes: [Int]) -> [[Context]] {
        var varying = Set<String>()
        for index in indexes {
            for contextValue in model.tokens[index].contextValues {
                for context in contextValue.contexts { varying.insert(context.modifier) }
            }
        }
        return model.permutations(of: varying)
    }
}
