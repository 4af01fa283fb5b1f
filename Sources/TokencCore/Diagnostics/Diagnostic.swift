/// One problem found in the input, at a place, with related places as notes.
public struct Diagnostic: Sendable, Hashable {
    /// How bad a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A related place, printed as a `note:` line under the diagnostic.
    public struct Note: Sendable, Hashable {
        public var location: SourceLocation?
        public var message: String

        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var rule: Rule
    public var message: String
    /// Where; nil for problems that belong to no file (a missing input, say).
    public var location: SourceLocation?
    public var notes: [Note]
    /// The conforming spelling that `tokenc fix` writes in place of the value at ``location``, when the
    /// deviation has exactly one.
    public var fix: SourceFix?

    public init(_ severity: Severity, _ rule: Rule, _ message: String, at location: SourceLocation?, notes: [Note] = [], fix: SourceFix? = nil) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.notes = notes
        self.fix = fix
    }
}
