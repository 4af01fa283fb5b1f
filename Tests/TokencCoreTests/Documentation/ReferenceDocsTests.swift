import Foundation
import Testing

@testable import TokencCore

/// The parts of `Documentation/` that the code knows better than prose: each sits between
/// `<!-- generated: NAME -->` and `<!-- end generated -->` and is made here from the code; `TOKENC_RECORD=1`
/// rewrites them.
@Suite("Documentation generated from the code")
struct ReferenceDocsTests {
    /// The lint rules' table, from each rule's definition (what `tokenc lint --rules` prints).
    static var lintRules: String {
        var out = "| rule | default | what it checks | options (defaults) |\n|---|---|---|---|\n"
        for entry in Linter.catalog {
            let level = entry.defaultLevel == .ignore ? "off" : entry.defaultLevel.rawValue
            let options = entry.options.map { option in
                "`\(option.name)`" + (option.defaultText.map { " (\($0))" } ?? "") + ": " + option.summary
            }
            out +=
                "| `\(entry.id.rawValue)` | \(level) | \(cell(entry.summary)) | \(cell(options.joined(separator: "; "))) |\n"
        }
        return out
    }

    /// The rules whose severity `tokenc.yaml`'s `diagnostics` may set.
    static var adjustableRules: String {
        Rule.adjustable.map { "`\($0.rawValue)`" }.joined(separator: ", ") + "\n"
    }

    /// Text safe in a Markdown table cell.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    @Test(arguments: [("LintRules.md", "lint-rules"), ("Diagnostics.md", "adjustable-rules")])
    func generatedSectionsAreCurrent(file: String, name: String) throws {
        let url = Support.packageRoot.appendingPathComponent("Documentation/\(file)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- generated: \(name) -->\n"
        let end = "<!-- end generated -->"
        let start = try #require(text.range(of: begin), "\(file) has no section \(name)")
        let finish = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
        let generated = name == "lint-rules" ? Self.lintRules : Self.adjustableRules
        if ProcessInfo.processInfo.environment["TOKENC_RECORD"] == "1" {
            try (text[..<start.upperBound] + generated + text[finish.lowerBound...]).write(
                to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(text[start.upperBound..<finish.lowerBound]) == generated,
            "\(file) is stale: TOKENC_RECORD=1 swift test rewrites it")
    }
}
