import ArgumentParser
import Foundation
import TokencCore

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the resolved model as JSON: every token's type, value per context, aliases and source place."
    )

    @OptionGroup var options: SharedOptions

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Where to write the JSON; - for standard output.", valueName: "path"))
    var output = "-"

    @Flag(name: .long, help: "List the permutations (one context per modifier) instead of the model, one per line.")
    var permutations = false

    func run() throws {
        let project = try options.loadProject()
        let run = try options.run(project, emits: false)
        let (model, sources) = (run.model, run.sources)
        if permutations {
            let lines =
                model.modifiers.isEmpty
                ? ["(one permutation: no modifiers)"]
                : model.permutations.map { model.describe(permutation: $0, separator: " ") }
            Terminal.standardOutput.write(lines.joined(separator: "\n") + "\n")
            return
        }
        let json = ModelDumper.jsonBytes(model, sources: sources)
        if output == "-" {
            Terminal.standardOutput.write(bytes: json)
            return
        }
        let url = URL(fileURLWithPath: output)
        do {
            _ = try OutputWriter.write([OutputFile(url: url, displayPath: output, contents: json)])
        } catch {
            Terminal.standardError.write(
                "tokenc: error: cannot write \(output): \(error.localizedDescription) [\(Rule.ioError)]\n")
            throw ExitCode.failure
        }
    }
}
