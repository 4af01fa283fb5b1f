import ArgumentParser
import Foundation
import TokencCore

/// Options every command takes: where the tokens are, and how to print diagnostics.
struct SharedOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The config file to read instead of ./tokenc.yaml.", valueName: "path"))
    var config: String?

    @Flag(name: .long, help: "Reject tokenc's extension types (spring, material, glass) for strict DTCG interoperability.")
    var strictDtcg = false

    @Option(name: .long, help: ArgumentHelp("Print at most this many diagnostics (0: no limit).", valueName: "n"))
    var maxDiagnostics = 200

    @Argument(help: ArgumentHelp("Token files or folders to compile instead of the config's sources.", valueName: "path"))
    var inputs: [String] = []

    /// Loads the project, printing config errors; throws the matching exit code.
    func loadProject() throws -> Project {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        switch Project.load(configPath: config, inputs: inputs, workingDirectory: cwd, strictDTCG: strictDtcg) {
        case .success(let project):
            return project
        case .failure(.noConfig(let message)):
            throw ValidationError(message)
        case .failure(.invalidConfig(let diagnostics, let sources)):
            report(diagnostics, sources: sources)
            throw ExitCode.failure
        }
    }

    /// Compiles the project and prints its diagnostics; throws exit code 1 on errors.
    func compile(_ project: Project) throws -> (TokenModel, SourceManager) {
        let result = project.compile()
        report(result.diagnostics, sources: result.sources)
        guard let model = result.model, !result.hasErrors else {
            let errors = result.diagnostics.count { $0.severity == .error }
            Terminal.standardError.write("tokenc: \(errors) error\(errors == 1 ? "" : "s"); no output written\n")
            throw ExitCode.failure
        }
        return (model, result.sources)
    }

    func report(_ diagnostics: [Diagnostic], sources: SourceManager) {
        guard !diagnostics.isEmpty else { return }
        let interactive = Terminal.standardError.isInteractive
        let renderer = DiagnosticRenderer(showsCodeFrames: interactive, usesColor: interactive && Terminal.allowsColor, limit: maxDiagnostics)
        Terminal.standardError.write(renderer.render(diagnostics, sources: sources))
    }
}
