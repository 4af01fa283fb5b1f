/// The lint rules' configuration for one compile: `tokenc.yaml`'s `lint` section.
public struct LintSettings: Sendable {
    /// What one rule is set to.
    public struct RuleSettings: Sendable, Hashable {
        /// nil: the rule's default.
        package var level: DiagnosticPolicy.Level?
        package var options: [String: LintOptionValue] = [:]

        package init(level: DiagnosticPolicy.Level? = nil, options: [String: LintOptionValue] = [:]) {
            self.level = level
            self.options = options
        }
    }

    package var rules: [Rule: RuleSettings]
    /// The config file, for findings located in it (pairs declared in `tokenc.yaml`).
    package var configFile: SourceFile?

    public init(rules: [Rule: RuleSettings] = [:], configFile: SourceFile? = nil) {
        self.rules = rules
        self.configFile = configFile
    }
}
