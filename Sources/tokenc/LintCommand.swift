import ArgumentParser
import Foundation
import TokencCore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Compile the tokens and run the lint rules, writing nothing.",
        discussion:
            "tokenc.yaml's lint section sets each rule's severity and options (lint: { rules: { naming: [warning, { style: kebab-case }] } }); a token skips rules with $extensions[\"dev.tokenc\"]: {\"lint\": {\"ignore\": [\"rule-id\"]}}. build and check run the same rules. --rules lists them. Exits 1 on errors."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, github, sarif
    }

    @OptionGroup var options: SharedOptions

    @Option(
        help:
            "text (diagnostics on standard error), github (workflow commands on standard output, which GitHub Actions shows as annotations on the pull request) or sarif (a SARIF 2.1.0 log on standard output, for code scanning)."
    )
    var format: Format = .text

    @Flag(help: "List the rules, their default severity and options, and exit.")
    var rules = false

    func run() throws {
        if rules {
            Terminal.standardOutput.write(Self.ruleList())
            return
        }
        let project = try options.loadProject()
        switch format {
        case .text:
            let model = try options.run(project, emits: false).model
            let enabled = Linter.enabled(project.config.lint)
            let (pairs, permutations) = Linter.contrastCoverage(model, settings: project.config.lint)
            var summary = "\(model.tokens.count) tokens, \(enabled.count) of \(Linter.ids.count) rules"
            if enabled.contains(.contrast) {
                summary +=
                    pairs == 0
                    ? "; no contrast pairs declared"
                    : "; \(pairs) contrast pair\(pairs == 1 ? "" : "s") checked in \(permutations == 1 ? "the one permutation" : "all \(permutations) permutations") of contexts"
            }
            Terminal.standardOutput.write(summary + "\n")
        case .github, .sarif:
            let result = project.compile()
            let text =
                format == .github
                ? GitHubAnnotations.render(result.diagnostics, sources: result.sources)
                : SARIFLog.render(result.diagnostics, sources: result.sources, toolVersion: Tokenc.version)
            Terminal.standardOutput.write(text)
            if result.hasErrors || result.model == nil { throw ExitCode.failure }
            try options.checkWarnings(project, count: result.diagnostics.count { $0.severity == .warning })
        }
    }

    /// `contrast  error  …` with the options under each rule.
    static func ruleList() -> String {
        var out = ""
        for entry in Linter.catalog {
            let level = entry.defaultLevel == .ignore ? "off" : entry.defaultLevel.rawValue
            out +=
                "\(entry.id.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0)) \(level.padding(toLength: 8, withPad: " ", startingAt: 0)) \(entry.summary)\n"
            for option in entry.options {
                let value = option.defaultText.map { " (default \($0))" } ?? ""
                out += "    \(option.name)\(value): \(option.summary)\n"
            }
        }
        return out
    }
}
