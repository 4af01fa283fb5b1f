/// How the diagnostics of one compile are graded: deviations from the spec's letter become errors under
/// `--strict-dtcg`, and `tokenc.yaml`'s `diagnostics` section sets the severity of any rule that is a warning
/// by default, or of a lint rule (`ignore` drops it).
///
/// The value decoder already reports its deviations as errors under `--strict-dtcg`, because it must stop
/// reading the value there (so strict mode reports what the spec rejects, and nothing decoded past it);
/// stages that do not know the mode (the group tree's `token-property`) report warnings, which this raises.
public struct DiagnosticPolicy: Sendable, Hashable {
    /// What a rule's diagnostics become.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case ignore, warning, error
    }

    /// Deviations are errors.
    package var strictDTCG: Bool
    /// Severity per rule, for rules that are warnings by default.
    package var levels: [Rule: Level]

    package init(strictDTCG: Bool = false, levels: [Rule: Level] = [:]) {
        self.strictDTCG = strictDTCG
        self.levels = levels
    }

    /// The diagnostics graded by this policy, in the same order. Errors stay errors (a rule the spec makes an
    /// error cannot be lowered), except the lint rules' findings, which are a team's own policy.
    package func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard strictDTCG || !levels.isEmpty else { return diagnostics }
        var graded: [Diagnostic] = []
        graded.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            if diagnostic.severity == .warning || Rule.lint.contains(diagnostic.rule) {
                if strictDTCG, Deviation.isDeviation(diagnostic.rule) {
                    diagnostic.severity = .error
                } else if let level = levels[diagnostic.rule] {
                    switch level {
                    case .ignore: continue
                    case .warning: diagnostic.severity = .warning
                    case .error: diagnostic.severity = .error
                    }
                }
            }
            graded.append(diagnostic)
        }
        return graded
    }
}
