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

    /// Locations inside the config file use this file index until a compile adds the config to its sources
    /// (only when a finding points there), so they never mix with the token files' indexes.
    public static let configFileIndex: Int32 = -1

    public var rules: [Rule: RuleSettings]
    /// The config file, for findings located in it (pairs declared in `tokenc.yaml`).
    public var configFile: SourceFile?

    public init(rules: [Rule: RuleSettings] = [:], configFile: SourceFile? = nil) {
        self.rules = rules
        self.configFile = configFile
    }
}
