import ArgumentParser
import Foundation
import TokencCore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Compile the tokens and run the lint rules, writing nothing.",
        discussion: "Rules so far: contrast (a text color's declared backgrounds reach their WCAG level in every permutation of contexts). build, check and dump run them too. Exits 1 on errors."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, github
    }

    @OptionGroup var options: SharedOptions

    @Option(help: "text (diagnostics on standard error) or github (workflow commands on standard output, which GitHub Actions shows as annotations on the pull request).")
    var format: Format = .text

    func run() throws {
        let project = try options.loadProject()
        switch format {
        case .text:
            let (model, _, warnings, _) = try options.compile(project)
            try options.checkWarnings(project, count: warnings)
            let (pairs, permutations) = ContrastRule.coverage(model)
            let checked = pairs == 0 ? "no contrast pairs declared" : "\(pairs) contrast pair\(pairs == 1 ? " passes" : "s pass") in \(permutations == 1 ? "the one permutation" : "all \(permutations) permutations") of contexts"
            Terminal.standardOutput.write("\(model.tokens.count) tokens; \(checked)\n")
        case .github:
            let result = project.compile(selection: try options.selection())
            Terminal.standardOutput.write(GitHubAnnotations.render(result.diagnostics, sources: result.sources))
            if result.hasErrors || result.model == nil { throw ExitCode.failure }
            try options.checkWarnings(project, count: result.diagnostics.count { $0.severity == .warning })
        }
    }
}
