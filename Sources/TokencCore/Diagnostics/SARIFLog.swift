/// Diagnostics as a SARIF 2.1.0 log (the format GitHub code scanning and other review tools import): one run
/// of tokenc, with every rule that reported (lint rules with their summary and default severity), each result
/// at its file, line and column (columns count Unicode scalars: `unicodeCodePoints`), notes as related
/// locations. Paths are the diagnostics' own, relative to `%SRCROOT%` when they are relative.
package enum SARIFLog {
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The log as JSON text, ending with a newline.
    package static func render(_ diagnostics: [Diagnostic], sources: SourceManager, toolVersion: String) -> String {
        var ruleIDs: [Rule] = []
        for diagnostic in diagnostics where !ruleIDs.contains(diagnostic.rule) { ruleIDs.append(diagnostic.rule) }
        let catalog = Linter.catalog
        let rules: [JSONValue] = ruleIDs.map { id in
            var members: [(String, JSONValue)] = [("id", .string(id.rawValue))]
            if let entry = catalog.first(where: { $0.id == id }) {
                members.append(("shortDescription", .object([("text", .string(entry.summary))])))
                members.append(("defaultConfiguration", .object([("level", .string(level(entry.defaultLevel)))])))
            }
            return .object(members)
        }
        let results: [JSONValue] = diagnostics.map { diagnostic in
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.rule.rawValue)),
                ("ruleIndex", .number(Double(ruleIDs.firstIndex(of: diagnostic.rule)!))),
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
            ]
            if let location = diagnostic.location {
                members.append(
                    ("locations", .array([.object([("physicalLocation", physical(location, sources: sources))])])))
            }
            let related = diagnostic.notes.enumerated().map { index, note -> JSONValue in
                var entry: [(String, JSONValue)] = [("id", .number(Double(index)))]
                if let location = note.location {
                    entry.append(("physicalLocation", physical(location, sources: sources)))
                }
                entry.append(("message", .object([("text", .string(note.message))])))
                return .object(entry)
            }
            if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
            return .object(members)
        }
        let run: JSONValue = .object([
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("tokenc")),
                            ("version", .string(toolVersion)),
                            ("rules", .array(rules)),
                        ])
                    )
                ])
            ),
            (
                "originalUriBaseIds",
                .object([
                    ("%SRCROOT%", .object([("description", .object([("text", .string("The folder tokenc ran in."))]))]))
                ])
            ),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        let log: JSONValue = .object([
            ("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([run])),
        ])
        return log.serialized() + "\n"
    }

    private static func level(_ level: DiagnosticPolicy.Level) -> String {
        switch level {
        case .ignore: "none"
        case .warning: "warning"
        case .error: "error"
        }
    }

    private static func physical(_ location: SourceLocation, sources: SourceManager) -> JSONValue {
        let path = sources.path(of: location)
        var artifact: [(String, JSONValue)] = [("uri", .string(uri(path)))]
        if !path.hasPrefix("/") { artifact.append(("uriBaseId", .string("%SRCROOT%"))) }
        return .object([
            ("artifactLocation", .object(artifact)),
            (
                "region",
                .object([
                    ("startLine", .number(Double(location.line))), ("startColumn", .number(Double(location.column))),
                ])
            ),
        ])
    }

    /// A path as a URI reference: `/` separators, other reserved and non-ASCII bytes percent-encoded;
    /// absolute paths as `file://` URIs.
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-._~/".unicodeScalars.contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
