import Foundation

/// Diagnostics as GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), which a
/// runner turns into annotations on the pull request's changed lines. Notes follow the message on lines of
/// their own. Escaping follows the runner's rules: `%`, CR and LF in the message; also `:` and `,` in
/// property values.
package enum GitHubAnnotations {
    /// One command per diagnostic, each ending with a newline.
    package static func render(_ diagnostics: [Diagnostic], sources: SourceManager) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            var properties: [String] = []
            if let location = diagnostic.location {
                properties += [
                    "file=" + property(sources.path(of: location)), "line=\(location.line)", "col=\(location.column)",
                ]
            }
            properties.append("title=" + property("tokenc [\(diagnostic.rule)]"))
            var message = diagnostic.message
            for note in diagnostic.notes {
                let place = note.location.map { "\(sources.path(of: $0)):\($0.line):\($0.column): " } ?? ""
                message += "\n" + place + "note: " + note.message
            }
            out += "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
        }
        return out
    }

    /// A message escaped for a workflow command.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value escaped for a workflow command.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
