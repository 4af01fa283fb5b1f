/// The lint rules' configuration for one compile: `tokenc.yaml`'s `lint` section.
public struct LintSettings: Sendable {
    /// What one rule is set to.
    public struct RuleSettings: Sendable, Hashable {
        /// nil: the rule's default.
        public var level: DiagnosticPolicy.Level?
        public var options: [String: LintOptionValue] = [:]

        public init(level: DiagnosticPolicy.Level? = nil, options: [String: LintOptionValue] = [:]) {
            self.level = level
            self.options = options
        }
    }

    public var rules: [Rule: RuleSettings]
    /// The config file, for findings located in it (pairs declared in `tokenc.yaml`).
    public var configFile: SourceFile?

    public init(rules: [Rule: RuleSettings] = [:], configFile: SourceFile? = nil) {
        self.rules = rules
        self.configFile = configFile
    }
}
