/// Prints diagnostics as `path:line:column: error: message [rule-id]`, with notes, code frames and color when asked.
public struct DiagnosticRenderer: Sendable {
    /// Whether to print a source line with a caret under each located diagnostic.
    package var showsCodeFrames: Bool
    /// Whether to color the severity with ANSI escapes.
    package var usesColor: Bool
    /// The most diagnostics printed before a `too many` summary line; 0 means no limit.
    package var limit: Int
    /// The most warnings of one rule printed before the rest are summed up in one line; 0 means no limit.
    /// Errors are always printed.
    package var warningsPerRule: Int

    public init(showsCodeFrames: Bool = false, usesColor: Bool = false, limit: Int = 200, warningsPerRule: Int = 0) {
        self.showsCodeFrames = showsCodeFrames
        self.usesColor = usesColor
        self.limit = limit
        self.warningsPerRule = warningsPerRule
    }

    /// Renders sorted diagnostics; each line ends with a newline. Past ``warningsPerRule`` warnings of a rule,
    /// one line per rule gives how many more there are and where the first of them is.
    public func render(_ diagnostics: [Diagnostic], sources: SourceManager) -> String {
        var out = ""
        var kept: [Diagnostic] = []
        var held: [Rule: (count: Int, first: Diagnostic)] = [:]
        var heldOrder: [Rule] = []
        var perRule: [Rule: Int] = [:]
        for diagnostic in diagnostics {
            guard warningsPerRule > 0, diagnostic.severity == .warning else {
                kept.append(diagnostic)
                continue
            }
            let count = perRule[diagnostic.rule, default: 0] + 1
            perRule[diagnostic.rule] = count
            if count <= warningsPerRule {
                kept.append(diagnostic)
            } else if let existing = held[diagnostic.rule] {
                held[diagnostic.rule] = (existing.count + 1, existing.first)
            } else {
                held[diagnostic.rule] = (1, diagnostic)
                heldOrder.append(diagnostic.rule)
            }
        }
        let shown = limit > 0 ? Array(kept.prefix(limit)) : kept
        for diagnostic in shown {
            line(
                &out, severity: diagnostic.severity, message: diagnostic.message, rule: diagnostic.rule,
                at: diagnostic.location, sources: sources)
            for note in diagnostic.notes {
                line(&out, severity: .note, message: note.message, rule: nil, at: note.location, sources: sources)
            }
        }
        for rule in heldOrder {
            let (count, first) = held[rule]!
            let total = perRule[rule]!
            line(
                &out, severity: .note,
                message:
                    "\(count) more [\(rule)] warning\(count == 1 ? "" : "s") not shown (\(total) in all), the first of them here; 'warnings-per-rule' in tokenc.yaml or --warnings-per-rule shows more",
                rule: .warningSummary, at: first.location, sources: sources, frame: false)
        }
        let rest = kept.count - shown.count
        if rest > 0 {
            let errors = kept.dropFirst(shown.count).count { $0.severity == .error }
            out +=
                "tokenc: \(label(.note)): \(rest) more diagnostic\(rest == 1 ? "" : "s") not shown (\(errors) error\(errors == 1 ? "" : "s")) [\(Rule.tooManyDiagnostics)]\n"
        }
        return out
    }

    private func line(
        _ out: inout String, severity: Diagnostic.Severity, message: String, rule: Rule?, at location: SourceLocation?,
        sources: SourceManager, frame: Bool = true
    ) {
        let place = location.map { "\(sources.path(of: $0)):\($0.line):\($0.column): " } ?? "tokenc: "
        out += place
        let parts = Self.clauses(of: message)
        out += "\(label(severity)): \(parts[0])"
        if let rule { out += " [\(rule)]" }
        out += "\n"
        if showsCodeFrames, frame, let location, let text = sources.lineText(at: location) {
            let number = String(location.line)
            let gutter = String(repeating: " ", count: number.count)
            let printable = String(text.unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
            out += " \(number) | \(printable)\n"
            let caretIndent = String(repeating: " ", count: max(0, Int(location.column) - 1))
            out += " \(gutter) | \(caretIndent)\(usesColor ? "\u{1B}[1;32m^\u{1B}[0m" : "^")\n"
        }
        for part in parts.dropFirst() { out += "\(place)\(label(.note)): \(part)\n" }
    }

    /// The longest message a line holds before its later clauses go on `note:` lines of their own.
    static let lineLength = 200

    /// `message` as lines of at most ``lineLength`` characters where it can be: whole clauses (split at `; `
    /// outside quotes and brackets), as many to a line as fit; a clause longer than that (a path, a document to
    /// copy) stays whole.
    static func clauses(of message: String) -> [String] {
        guard message.count > lineLength else { return [message] }
        var clauses: [Substring] = []
        var depth = 0
        var quoted = false
        var start = message.startIndex
        var index = message.startIndex
        while index < message.endIndex {
            let character = message[index]
            if character == "\"" {
                quoted.toggle()
            } else if !quoted, "([{".contains(character) {
                depth += 1
            } else if !quoted, ")]}".contains(character) {
                depth = max(0, depth - 1)
            } else if !quoted, depth == 0, character == ";", message[index...].hasPrefix("; ") {
                clauses.append(message[start..<index])
                start = message.index(index, offsetBy: 2)
                index = start
                continue
            }
            index = message.index(after: index)
        }
        clauses.append(message[start...])
        var lines: [String] = []
        for clause in clauses {
            if let last = lines.last, last.count + 2 + clause.count <= lineLength {
                lines[lines.count - 1] = last + "; " + clause
            } else {
                lines.append(String(clause))
            }
        }
        return lines
    }

    private func label(_ severity: Diagnostic.Severity) -> String {
        guard usesColor else { return severity.rawValue }
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;35mwarning\u{1B}[0m"
        case .note: return "\u{1B}[1;36mnote\u{1B}[0m"
        }
    }
}
