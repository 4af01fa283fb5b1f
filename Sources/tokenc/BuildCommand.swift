import ArgumentParser
import Foundation
import TokencCore

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile the tokens and write every configured output.",
        discussion: "Nothing is written when there is any error. Each file is written atomically, and only when its bytes change."
    )

    @OptionGroup var options: SharedOptions

    @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
    var quiet = false

    func run() throws {
        let project = try options.loadProject()
        let (model, sources) = try options.compile(project)
        let (files, diagnostics) = project.outputs(for: model, sources: sources)
        options.report(diagnostics, sources: sources)
        if diagnostics.contains(where: { $0.severity == .error }) {
            Terminal.standardError.write("tokenc: errors in the outputs; no output written\n")
            throw ExitCode.failure
        }
        let results: [(OutputFile, OutputWriter.Outcome)]
        do {
            results = try OutputWriter.write(files)
        } catch {
            Terminal.standardError.write("tokenc: error: cannot write output: \(error.localizedDescription) [\(Rule.ioError)]\n")
            throw ExitCode.failure
        }
        guard !quiet else { return }
        let written = results.filter { $0.1 == .written }.count
        for (file, outcome) in results where outcome == .written {
            Terminal.standardOutput.write("wrote \(file.displayPath)\n")
        }
        Terminal.standardOutput.write("\(model.tokens.count) tokens; \(written) file\(written == 1 ? "" : "s") written, \(results.count - written) unchanged\n")
    }
}
