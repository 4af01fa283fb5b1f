/// Prints diagnostics as `path:line:column: error: message [rule-id]`, with notes, code frames and color when asked.
public struct DiagnosticRenderer: Sendable {
    /// Whether to print a source line with a caret under each located diagnostic.
    public var showsCodeFrames: Bool
    /// Whether to color the severity with ANSI escapes.
    public var usesColor: Bool
    /// The most diagnostics printed before a `too many` summary line; 0 means no limit.
    public var limit: Int

    public init(showsCodeFrames: Bool = false, usesColor: Bool = false, limit: Int = 200) {
        self.showsCodeFrames = showsCodeFrames
        self.usesColor = usesColor
        self.limit = limit
    }

    /// Renders sorted diagnostics; each line ends with a newline.
    public func render(_ diagnostics: [Diagnostic], sources: SourceManager) -> String {
        var out = ""
        let shown = limit > 0 ? Array(diagnostics.prefix(limit)) : diagnostics
        for diagnostic in shown {
            line(&out, severity: diagnostic.severity, message: diagnostic.message, rule: diagnostic.rule, at: diagnostic.location, sources: sources)
            for note in diagnostic.notes {
                line(&out, severity: .note, message: note.message, rule: nil, at: note.location, sources: sources)
            }
        }
        let rest = diagnostics.count - shown.count
        if rest > 0 {
            let errors = diagnostics.dropFirst(shown.count).count { $0.severity == .error }
            out += "tokenc: \(label(.note)): \(rest) more diagnostic\(rest == 1 ? "" : "s") not shown (\(errors) error\(errors == 1 ? "" : "s")) [\(Rule.tooManyDiagnostics)]\n"
        }
        return out
    }

    private func line(_ out: inout String, severity: Diagnostic.Severity, message: String, rule: Rule?, at location: SourceLocation?, sources: SourceManager) {
        if let location {
            out += "\(sources.path(of: location)):\(location.line):\(location.column): "
        } else {
            out += "tokenc: "
        }
        out += "\(label(severity)): \(message)"
        if let rule { out += " [\(rule)]" }
        out += "\n"
        if showsCodeFrames, let location, let text = sources.lineText(at: location) {
            let number = String(location.line)
            let gutter = String(repeating: " ", count: number.count)
            let printable = String(text.unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
            out += " \(number) | \(printable)\n"
            let caretIndent = String(repeating: " ", count: max(0, Int(location.column) - 1))
            out += " \(gutter) | \(caretIndent)\(usesColor ? "\u{1B}[1;32m^\u{1B}[0m" : "^")\n"
        }
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
