/// Collects the diagnostics of one compile; ``sorted()`` gives them sorted and deduplicated.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    public mutating func append(contentsOf other: DiagnosticBag) { diagnostics.append(contentsOf: other.diagnostics) }

    public mutating func error(_ rule: Rule, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.error, rule, message, at: location, notes: notes))
    }

    public mutating func warning(_ rule: Rule, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.warning, rule, message, at: location, notes: notes))
    }

    /// The diagnostics sorted by place (unplaced first), then severity, rule and message, with exact repeats removed.
    public func sorted() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.sorted { a, b in
            switch (a.location, b.location) {
            case (nil, .some): return true
            case (.some, nil): return false
            case let (.some(l), .some(r)) where l != r: return l < r
            default:
                if a.severity != b.severity { return a.severity < b.severity }
                if a.rule != b.rule { return a.rule < b.rule }
                return a.message < b.message
            }
        }
    }
}
