import Foundation
import Testing

@testable import TokencCore

/// Test helpers: compile in-memory files, render diagnostics, find marked positions, compare goldens.
enum Support {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/TokencCoreTests/Fixtures")
    static let goldens = packageRoot.appendingPathComponent("Tests/TokencCoreTests/Golden")

    /// Compiles files given as (path, text); the format comes from the path.
    static func compile(_ files: [(String, String)], strict: Bool = false, lint: LintSettings = LintSettings())
        -> Pipeline.Result
    {
        Pipeline.compile(
            .classify(files.map { SourceFile(path: $0.0, text: $0.1) }),
            options: Pipeline.Options(strictDTCG: strict, lint: lint))
    }

    /// Every lint rule off.
    static let lintOff = LintSettings(
        rules: Dictionary(uniqueKeysWithValues: Rule.lint.map { ($0, LintSettings.RuleSettings(level: .ignore)) }))

    static func compile(json: String, strict: Bool = false) -> Pipeline.Result {
        compile([("tokens.json", json)], strict: strict)
    }

    /// Diagnostics as the CLI prints them without a terminal.
    static func render(_ result: Pipeline.Result) -> String {
        DiagnosticRenderer(limit: 0).render(result.diagnostics, sources: result.sources)
    }

    /// Errors as "line:column rule" strings.
    static func errors(_ result: Pipeline.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map { d in
            d.location.map { "\($0.line):\($0.column) \(d.rule)" } ?? "- \(d.rule)"
        }
    }

    static func rules(_ result: Pipeline.Result) -> Set<String> {
        Set(result.diagnostics.filter { $0.severity == .error }.map(\.rule.rawValue))
    }

    /// The value of the token at `path`.
    static func value(_ result: Pipeline.Result, _ path: String) -> TokenValue? {
        result.model?.token(at: TokenPath(dotted: path))?.value
    }

    /// Removes the emoji markers 1️⃣…9️⃣ from `text` and returns each marker's "line:column".
    static func marked(_ text: String) -> (text: String, markers: [String]) {
        let markerScalars: [Unicode.Scalar] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
        var output = ""
        var found: [Int: String] = [:]
        var line = 1
        var column = 1
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            if let index = markerScalars.firstIndex(of: scalar), scalars.count >= 3,
                scalars[scalars.startIndex + 1] == "\u{FE0F}", scalars[scalars.startIndex + 2] == "\u{20E3}"
            {
                found[index + 1] = "\(line):\(column)"
                scalars = scalars.dropFirst(3)
                continue
            }
            output.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            scalars = scalars.dropFirst()
        }
        return (output, found.keys.sorted().map { found[$0]! })
    }

    /// Compares `actual` with the golden file. `TOKENC_RECORD=1` rewrites a golden that differs instead, and the
    /// test fails all the same, so that a recording run is never a passing one: run again without it.
    static func assertGolden(
        _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let url = goldens.appendingPathComponent(name)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if ProcessInfo.processInfo.environment["TOKENC_RECORD"] == "1", expected != actual {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record(
                    "recorded golden \(name); review it and run the tests again without TOKENC_RECORD",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected else {
            Issue.record(
                "missing golden \(name); run TOKENC_RECORD=1 swift test to record it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let diff = UnifiedDiff.render(old: expected, new: actual, oldName: "golden/\(name)", newName: "actual")
            Issue.record(
                "output differs from golden \(name) (TOKENC_RECORD=1 swift test re-records):\n\(diff)",
                sourceLocation: sourceLocation)
        }
    }
}
