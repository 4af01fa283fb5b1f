/// Collects the diagnostics of one compile; ``sorted()`` gives them sorted and deduplicated.
public struct DiagnosticBag: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    package var errorCount: Int { diagnostics.count { $0.severity == .error } }

    package mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    package mutating func append(contentsOf other: DiagnosticBag) { diagnostics.append(contentsOf: other.diagnostics) }

    package mutating func error(
        _ rule: Rule, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(Diagnostic(.error, rule, message, at: location, notes: notes))
    }

    package mutating func warning(
        _ rule: Rule, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(Diagnostic(.warning, rule, message, at: location, notes: notes))
    }

    package mutating func append(contentsOf diagnostics: [Diagnostic]) {
        self.diagnostics.append(contentsOf: diagnostics)
    }

    /// The diagnostics sorted by place (unplaced first), then severity, rule and message, with exact repeats removed.
    ///
    /// Positions are sorted rather than the diagnostics themselves (moving a diagnostic copies its strings), with
    /// the original order breaking ties. Exact repeats then sit among diagnostics of the same sort key, where the
    /// first of them is kept: the result of removing repeats first and then sorting stably.
    package func sorted() -> [Diagnostic] {
        let order = diagnostics.indices.sorted { a, b in
            let left = diagnostics[a]
            let right = diagnostics[b]
            if Self.precedes(left, right) { return true }
            if Self.precedes(right, left) { return false }
            return a < b
        }
        var result: [Diagnostic] = []
        result.reserveCapacity(order.count)
        // Where the diagnostics with the last one's sort key start in `result`.
        var keyStart = 0
        for index in order {
            let diagnostic = diagnostics[index]
            if let last = result.last, Self.precedes(last, diagnostic) { keyStart = result.count }
            guard !result[keyStart...].contains(diagnostic) else { continue }
            result.append(diagnostic)
        }
        return result
    }

    /// The order of ``sorted()``: place (unplaced first), then severity, rule and message.
    private static func precedes(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        switch (a.location, b.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case (.some(let l), .some(let r)) where l != r: return l < r
        default:
            if a.severity != b.severity { return a.severity < b.severity }
            if a.rule != b.rule { return a.rule < b.rule }
            return a.message < b.message
        }
    }
}
