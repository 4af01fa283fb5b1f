/// One lint rule: a stable id, a default severity, the options `tokenc.yaml` may set, and the check itself.
///
/// A rule reads the compiled model and reports through ``LintContext``, which applies the configured severity
/// and the tokens' own `"lint": {"ignore": [...]}` marks.
protocol LintRule: Sendable {
    static var id: Rule { get }
    /// The severity when `tokenc.yaml` does not set one; `.ignore` means off until configured.
    static var defaultLevel: DiagnosticPolicy.Level { get }
    /// One line for the documentation and `tokenc lint --rules`.
    static var summary: String { get }
    static var options: [LintOption] { get }
    static func check(_ context: inout LintContext)
}

extension LintRule {
    static var options: [LintOption] { [] }
}
