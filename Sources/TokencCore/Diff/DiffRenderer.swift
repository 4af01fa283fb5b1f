import Foundation

/// Renders a ``TokenDiff`` as a Markdown PR comment, stable JSON for tools, or terminal text.
package enum DiffRenderer {
    /// GitHub-flavored Markdown: a summary table, then a collapsible section per kind of change. Every
    /// token string is escaped, so none can break a table or inject HTML.
    package static func markdown(_ diff: TokenDiff, old: String, new: String, docsURL: String? = nil) -> String {
        var out = "### Token changes: **\(diff.semver)**\n\n"
        out +=
            "\(MarkdownEscaping.cell(diff.summary)) (\(MarkdownEscaping.cell(old)) → \(MarkdownEscaping.cell(new)))\n\n"
        guard !diff.changes.isEmpty || !diff.problems.isEmpty else { return out }
        out += "| Kind | Count |\n|---|---:|\n"
        if !diff.problems.isEmpty { out += "| Errors in the new version | \(diff.problems.count) |\n" }
        for section in TokenDiff.Section.allCases where diff.count(section) > 0 {
            out += "| \(section.title) | \(diff.count(section)) |\n"
        }
        if !diff.problems.isEmpty {
            out +=
                "\n<details open><summary><b>Errors in the new version (\(diff.problems.count)): broken references and the like</b></summary>\n\n"
            out += "| Where | Problem |\n|---|---|\n"
            for problem in diff.problems {
                out +=
                    "| \(MarkdownEscaping.cell(problem.location)) | \(MarkdownEscaping.cell(problem.message)) `[\(MarkdownEscaping.cell(problem.rule))]` |\n"
            }
            out += "\n</details>\n"
        }
        let propagated = Dictionary(grouping: diff.changes.filter { $0.kind == .aliasPropagated }, by: { $0.via! })
        for section in TokenDiff.Section.allCases {
            let changes = diff.changes.filter { $0.kind.section == section && $0.kind != .aliasPropagated }
            guard !changes.isEmpty else { continue }
            let through = section == .changed ? diff.changes.count { $0.kind == .aliasPropagated } : 0
            let count =
                through > 0
                ? "\(changes.count + through): \(changes.count) direct, \(through) through aliases" : "\(changes.count)"
            out +=
                "\n<details\(section == .breaking ? " open" : "")><summary><b>\(section.title) (\(count))</b></summary>\n\n"
            if section == .changed {
                out += "| Token | Context | Before | After | Change |\n|---|---|---|---|---|\n"
                for change in changes {
                    let via =
                        propagated[change.path].map {
                            " Also changes " + $0.map { token($0.path, docsURL) }.joined(separator: ", ")
                                + " through aliases."
                        } ?? ""
                    let rows =
                        change.values.isEmpty
                        ? [(context: "", before: String?.none, after: String?.none)] : change.values
                    for (index, row) in rows.enumerated() {
                        let name = index == 0 ? token(change.path, docsURL) : ""
                        let detail = index == 0 ? Self.detail(change.detail) + via : ""
                        let before = valueCell(change, row.context, row.before, old: true)
                        let after = valueCell(change, row.context, row.after, old: false)
                        out +=
                            "| \(name) | \(MarkdownEscaping.cell(row.context)) | \(before) | \(after) | \(detail) |\n"
                    }
                }
            } else {
                out += "| Token | Type | Change |\n|---|---|---|\n"
                for change in changes {
                    out +=
                        "| \(token(change.path, docsURL)) | \(change.type.rawValue) | **\(change.kind.rawValue)**: \(Self.detail(change.detail)) |\n"
                }
            }
            out += "\n</details>\n"
        }
        return out
    }

    /// The JSON report (schema `tokenc-diff/1`, documented in Documentation/Diff.md).
    package static func json(_ diff: TokenDiff, old: String, new: String) -> String {
        let changes: [JSONValue] = diff.changes.map { change in
            var members: [(String, JSONValue)] = [
                ("kind", .string(change.kind.rawValue)), ("section", .string(change.kind.section.rawValue)),
                ("path", .string(change.path.description)), ("type", .string(change.type.rawValue)),
                ("detail", .string(change.detail)),
            ]
            if let oldPath = change.oldPath { members.append(("oldPath", .string(oldPath.description))) }
            if let via = change.via { members.append(("via", .string(via.description))) }
            if !change.values.isEmpty {
                members.append(
                    (
                        "values",
                        .array(
                            change.values.map { row in
                                .object([
                                    ("context", .string(row.context)),
                                    ("before", row.before.map(JSONValue.string) ?? .null),
                                    ("after", row.after.map(JSONValue.string) ?? .null),
                                ])
                            })
                    ))
            }
            return .object(members)
        }
        return JSONValue.object([
            ("schema", .string("tokenc-diff/1")),
            ("old", .string(old)), ("new", .string(new)),
            ("semver", .string(diff.semver)), ("summary", .string(diff.summary)),
            (
                "counts",
                .object(
                    [("errors", .number(Double(diff.problems.count)))]
                        + TokenDiff.Section.allCases.map { ($0.rawValue, .number(Double(diff.count($0)))) })
            ),
            (
                "errors",
                .array(
                    diff.problems.map {
                        .object([
                            ("location", .string($0.location)), ("message", .string($0.message)),
                            ("rule", .string($0.rule)),
                        ])
                    })
            ),
            ("changes", .array(changes)),
        ]).serialized()
    }

    /// Plain text for a terminal, section titles colored when asked.
    package static func text(_ diff: TokenDiff, old: String, new: String, color: Bool) -> String {
        func bold(_ text: String, _ code: String) -> String { color ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text }
        var out = "tokenc diff \(old) → \(new): \(diff.summary)\n"
        let marks: [TokenDiff.Section: (String, String)] = [
            .breaking: ("!", "31"), .changed: ("~", "33"), .deprecation: ("-", "35"), .added: ("+", "32"),
            .metadata: ("·", "36"),
        ]
        if !diff.problems.isEmpty {
            out += "\n" + bold("Errors in the new version (\(diff.problems.count))", "31") + "\n"
            for problem in diff.problems {
                out += "  ! \(problem.location): \(plain(problem.message)) [\(problem.rule)]\n"
            }
        }
        for section in TokenDiff.Section.allCases {
            let changes = diff.changes.filter { $0.kind.section == section }
            guard !changes.isEmpty else { continue }
            let (mark, code) = marks[section]!
            out += "\n" + bold("\(section.title) (\(changes.count))", code) + "\n"
            for change in changes {
                let via = change.via.map { " (through \($0))" } ?? ""
                let values = change.values.map {
                    "\($0.context == "default" ? "" : $0.context + " ")\($0.before ?? "—") → \($0.after ?? "—")"
                }
                let detail =
                    change.detail == "changed" && !values.isEmpty ? values.joined(separator: "; ") : change.detail
                out += "  \(mark) \(change.path)  \(change.kind.rawValue): \(plain(detail))\(via)\n"
            }
        }
        return out
    }

    /// A swatch GitHub renders anywhere (it shows no data-URI images in comments): the nearest of the
    /// colored square emoji, by CIELAB distance, beside the color's hex.
    /// A color as GitHub draws a chip beside it: its sRGB `#RRGGBB` in a code span.
    static func swatch(_ color: ColorValue) -> String {
        "`" + ColorConversion.hex(color, uppercase: true) + "`"
    }

    /// A before or after cell: the value, its color first as a chip where it has one (the hex the value starts
    /// with is not written twice).
    private static func valueCell(_ change: TokenDiff.Change, _ context: String, _ text: String?, old: Bool) -> String {
        let text = text ?? "—"
        guard let color = (old ? change.oldColors : change.newColors)[context] else {
            return MarkdownEscaping.cell(text)
        }
        let hex = ColorConversion.hex(color, uppercase: true)
        let rest = text.hasPrefix(hex) ? String(text.dropFirst(hex.count)) : " " + text
        return swatch(color) + MarkdownEscaping.cell(rest)
    }

    /// A detail's text with what it writes in backticks as code (`` `a.b` → `a.c` ``), the rest escaped.
    private static func detail(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 1
                ? "<code>" + MarkdownEscaping.cell(String(part)) + "</code>" : MarkdownEscaping.cell(String(part))
        }.joined()
    }

    private static func token(_ path: TokenPath, _ docsURL: String?) -> String {
        let code = "<code>\(MarkdownEscaping.cell(path.description))</code>"
        guard let docsURL else { return code }
        return "[\(code)](\(docsURL)#\(anchor(path)))"
    }

    /// The docs anchor of a token: its path, lowercased, with runs of other characters as `-`.
    package static func anchor(_ path: TokenPath) -> String {
        // Lowercasing can turn a non-ASCII character into ASCII letters (`İ` → `i̇`), so it comes first; ASCII
        // letters are lowered byte by byte.
        let dotted = path.description
        var out: [UInt8] = []
        out.reserveCapacity(dotted.utf8.count)
        for byte in (dotted.utf8.allSatisfy { $0 < 0x80 } ? dotted : dotted.lowercased()).utf8 {
            appendAnchorByte(byte, to: &out)
        }
        let start = out.firstIndex { $0 != UInt8(ascii: "-") } ?? out.endIndex
        let end = out.lastIndex { $0 != UInt8(ascii: "-") }.map { $0 + 1 } ?? start
        return String(decoding: out[start..<max(start, end)], as: UTF8.self)
    }

    /// Appends a byte of lowercased text by the anchor rule: letters and digits kept, anything else one `-`.
    private static func appendAnchorByte(_ byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): out.append(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(byte + 32)
        default:
            // Continuation bytes of one non-ASCII character join the same run of `-`.
            if out.last != UInt8(ascii: "-") { out.append(UInt8(ascii: "-")) }
        }
    }

    private static func plain(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { $0.value >= 0x20 && $0.properties.generalCategory != .format }))
    }
}
