import ArgumentParser
import Foundation
import TokencCore

/// Options every command takes: where the tokens are, and how to print diagnostics.
struct SharedOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The config file to read instead of ./tokenc.yaml.", valueName: "path"))
    var config: String?

    @Flag(name: .long, help: "The spec's letter: the deviations real files make (3-digit hex, \"16px\" strings, em/%/dp units…; see the README's table) and tokenc's extension types (spring, material, glass) are errors.")
    var strictDtcg = false

    @Option(name: .long, help: ArgumentHelp("Print at most this many diagnostics (0: no limit).", valueName: "n"))
    var maxDiagnostics = 200

    @Option(name: .long, help: ArgumentHelp("Print at most this many warnings of one rule, then one summary line for it (0: no limit; default 5, or tokenc.yaml's warnings-per-rule).", valueName: "n"))
    var warningsPerRule: Int?

    @Option(name: .long, help: ArgumentHelp("Fail (exit 1, nothing written) when there are more warnings than this; 0 for a clean tree (default: no limit, or tokenc.yaml's max-warnings).", valueName: "n"))
    var maxWarnings: Int?

    @Flag(name: .long, help: "Show absolute paths in diagnostics (what Xcode needs to place them on files; the build plugin sets it).")
    var absolutePaths = false

    @Option(name: .long, help: ArgumentHelp("With a resolver document: compile only this permutation, e.g. --context appearance=dark (repeat for each modifier; case-insensitive; others keep their default).", valueName: "modifier=context"))
    var context: [String] = []

    @Argument(help: ArgumentHelp("Token files or folders to compile instead of the config's sources.", valueName: "path"))
    var inputs: [String] = []

    func validate() throws {
        if let warningsPerRule, warningsPerRule < 0 { throw ValidationError("--warnings-per-rule must be 0 or more") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
    }

    /// Loads the project, printing config errors; throws the matching exit code.
    func loadProject() throws -> Project {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        switch Project.load(configPath: config, inputs: inputs, workingDirectory: cwd, strictDTCG: strictDtcg) {
        case .success(var project):
            project.absolutePaths = absolutePaths
            if let warningsPerRule { project.config.warningsPerRule = warningsPerRule }
            if let maxWarnings { project.config.maxWarnings = maxWarnings }
            return project
        case .failure(.noConfig(let message)):
            throw ValidationError(message)
        case .failure(.invalidConfig(let diagnostics, let sources)):
            report(diagnostics, sources: sources)
            throw ExitCode.failure
        }
    }

    /// Compiles the project and prints its diagnostics; throws exit code 1 on errors. `read`: the configured
    /// inputs when the build record's check has just read them.
    /// The model, its sources, how many warnings the compile printed, and what it printed.
    func compile(_ project: Project, read: [SourceFile]? = nil) throws -> (model: TokenModel, sources: SourceManager, warnings: Int, messages: String, inputs: [SourceFile]) {
        let result = project.compile(selection: try selection(), read: read)
        // Kept until the process ends: the system takes the memory back at once, where freeing a 100k-token
        // model object by object took about 0.1 s on one core after the work was done.
        keepUntilExit(result)
        let messages = report(result.diagnostics, sources: result.sources, project: project)
        guard let model = result.model, !result.hasErrors else {
            let errors = result.diagnostics.count { $0.severity == .error }
            Terminal.standardError.write("tokenc: \(errors) error\(errors == 1 ? "" : "s"); no output written\n")
            throw ExitCode.failure
        }
        return (model, result.sources, result.diagnostics.count { $0.severity == .warning }, messages, result.inputFiles)
    }

    /// The files the project writes, after printing what the emitters reported (also returned); throws exit
    /// code 1 on errors.
    func outputs(of project: Project, model: TokenModel, sources: SourceManager, compileWarnings: Int) throws -> (files: [OutputFile], messages: String) {
        let (files, diagnostics) = project.outputs(for: model, sources: sources)
        return (files, try reportOutputs(diagnostics, of: project, sources: sources, compileWarnings: compileWarnings))
    }

    /// Makes the project's outputs into `stage` as each is made, then prints what the emitters reported (also
    /// returned); on errors discards what was staged and throws exit code 1.
    func stageOutputs(of project: Project, model: TokenModel, sources: SourceManager, compileWarnings: Int, into stage: OutputStage) throws -> String {
        let diagnostics = project.outputs(for: model, sources: sources, into: stage)
        do {
            return try reportOutputs(diagnostics, of: project, sources: sources, compileWarnings: compileWarnings)
        } catch {
            stage.discard()
            throw error
        }
    }

    /// Prints what the emitters reported, config settings the outputs cannot honour located in tokenc.yaml;
    /// throws exit code 1 on an error or too many warnings.
    private func reportOutputs(_ reported: [Diagnostic], of project: Project, sources: SourceManager, compileWarnings: Int) throws -> String {
        var diagnostics = reported
        var shown = sources
        shown.attach(project.config.lint.configFile, to: &diagnostics)
        let messages = report(diagnostics, sources: shown, project: project)
        if diagnostics.contains(where: { $0.severity == .error }) {
            Terminal.standardError.write("tokenc: errors in the outputs; no output written\n")
            throw ExitCode.failure
        }
        try checkWarnings(project, count: compileWarnings + diagnostics.count { $0.severity == .warning })
        return messages
    }

    /// The permutation `--context` asks for, if any.
    func selection() throws -> [String: String]? {
        guard !context.isEmpty else { return nil }
        switch ResolverInput.parse(context) {
        case .success(let parsed): return parsed
        case .failure(let failure): throw ValidationError(failure.message)
        }
    }

    /// Fails when the compile and the outputs warned more often than `max-warnings` allows.
    func checkWarnings(_ project: Project, count total: Int) throws {
        guard let limit = project.config.maxWarnings, total > limit else { return }
        Terminal.standardError.write("tokenc: error: \(total) warning\(total == 1 ? "" : "s"), more than the \(limit) that max-warnings allows; no output written [\(Rule.maxWarnings)]\n")
        throw ExitCode.failure
    }

    @discardableResult
    func report(_ diagnostics: [Diagnostic], sources: SourceManager, project: Project? = nil) -> String {
        Terminal.report(diagnostics, sources: sources, limit: maxDiagnostics, warningsPerRule: project?.config.warningsPerRule ?? 5)
    }
}

/// Keeps `value` until the process ends: the system takes the memory back at once, where freeing a large
/// structure object by object costs milliseconds on one core after the work is done.
func keepUntilExit(_ value: Any) {
    _ = Unmanaged.passRetained(KeptUntilExit(value))
}

/// A value nothing frees (see ``keepUntilExit(_:)``).
private final class KeptUntilExit {
    let value: Any
    init(_ value: Any) { self.value = value }
}
