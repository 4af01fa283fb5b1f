import ArgumentParser
import Foundation
import TokencCore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Compile the tokens and run the lint rules, writing nothing.",
        discussion: "Rules so far: contrast (a text color's declared backgrounds reach their WCAG level in every permutation of contexts). build, check and dump run them too. Exits 1 on errors."
    )

    @OptionGroup var options: SharedOptions

    func run() throws {
        let project = try options.loadProject()
        let (model, _, warnings, _) = try options.compile(project)
        try options.checkWarnings(project, count: warnings)
        let (pairs, permutations) = ContrastRule.coverage(model)
        let checked = pairs == 0 ? "no contrast pairs declared" : "\(pairs) contrast pair\(pairs == 1 ? " passes" : "s pass") in \(permutations == 1 ? "the one permutation" : "all \(permutations) permutations") of contexts"
        Terminal.standardOutput.write("\(model.tokens.count) tokens; \(checked)\n")
    }
}
