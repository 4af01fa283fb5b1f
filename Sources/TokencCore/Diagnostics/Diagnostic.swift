/// One problem found in the input, at a place, with related places as notes.
public struct Diagnostic: Sendable, Hashable {
    /// How bad a diagnostic is.
    package enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A related place, printed as a `note:` line under the diagnostic.
    package struct Note: Sendable, Hashable {
        package var location: SourceLocation?
        package var message: String

        package init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    package var severity: Severity
    package var rule: Rule
    package var message: String
    /// Where; nil for problems that belong to no file (a missing input, say).
    package var location: SourceLocation?
    package var notes: [Note]
    /// The conforming spelling that `tokenc fix` writes in place of the value at ``location``, when the
    /// deviation has exactly one.
    package var fix: SourceFix?

    package init(
        _ severity: Severity, _ rule: Rule, _ message: String, at location: SourceLocation?, notes: [Note] = [],
        fix: SourceFix? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.notes = notes
        self.fix = fix
    }
}
