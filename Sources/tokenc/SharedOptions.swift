import ArgumentParser
import Foundation
import TokencCore

/// Options every command takes: where the tokens are, and how to print diagnostics.
struct SharedOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The config file to read instead of ./tokenc.yaml.", valueName: "path"))
    var config: String?

    @Flag(
        name: .long,
        help:
            "The spec's letter: the deviations real files make (3-digit hex, \"16px\" strings, em/%/dp units…; see Documentation/SourceFormats.md) and tokenc's extension types (spring, material, glass) are errors."
    )
    var strictDtcg = false

    @Option(name: .long, help: ArgumentHelp("Print at most this many diagnostics (0: no limit).", valueName: "n"))
    var maxDiagnostics = 200

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Print at most this many warnings of one rule, then one summary line for it (0: no limit; default 5, or tokenc.yaml's warnings-per-rule).",
            valueName: "n"))
    var warningsPerRule: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Fail (exit 1, nothing written) when there are more warnings than this; 0 for a clean tree (default: no limit, or tokenc.yaml's max-warnings).",
            valueName: "n"))
    var maxWarnings: Int?

    @Flag(
        name: .long,
        help: "Show absolute paths in diagnostics (what Xcode needs to place them on files; the build plugin sets it).")
    var absolutePaths = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Compile only this permutation of the contexts (a resolver document's, a Tokens Studio export's themes, Figma's modes, $extensions modes, dark-mode files), e.g. --context appearance=dark (repeat for each modifier; case-insensitive; others keep their default).",
            valueName: "modifier=context"))
    var context: [String] = []

    @Argument(
        help: ArgumentHelp("Token files or folders to compile instead of the config's sources.", valueName: "path"))
    var inputs: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "What the token files or folders given as paths are (\(FileFormat.names)), instead of what their content says; tokenc.yaml says it per source with { path, format }.",
            valueName: "format"))
    var sourceFormat: FileFormat?

    func validate() throws {
        if let warningsPerRule, warningsPerRule < 0 { throw ValidationError("--warnings-per-rule must be 0 or more") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
        if sourceFormat != nil, inputs.isEmpty {
            throw ValidationError(
                "--source-format applies to the paths given on the command line; in tokenc.yaml write a source as { path: …, format: … }"
            )
        }
    }

    /// Loads the project, printing config errors; throws the matching exit code.
    func loadProject() throws -> Project {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        switch Project.load(
            configPath: config, inputs: inputs, inputFormat: sourceFormat, workingDirectory: cwd, strictDTCG: strictDtcg
        )
        {
        case .success(var project):
            project.absolutePaths = absolutePaths
            project.maxDiagnostics = maxDiagnostics
            project.selection = try selection()
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

    /// ``Pipeline/run(_:input:emits:into:report:)`` printing as these options ask; throws exit code 1 after
    /// printing why it failed.
    func run(_ project: Project, input: Pipeline.Input? = nil, emits: Bool) throws -> Pipeline.Run {
        switch Pipeline.run(project, input: input, emits: emits, report: { report($0, sources: $1, project: project) })
        {
        case .success(let run) where !run.failedOutputs.isEmpty:
            Self.failed(.outputErrors(run.failedOutputs))
            throw ExitCode.failure
        case .success(let run): return run
        case .failure(let failure):
            Self.failed(failure)
            throw ExitCode.failure
        }
    }

    /// Prints why nothing was written.
    static func failed(_ failure: Pipeline.BuildFailure) {
        let line =
            switch failure {
            case .errors(let count): "tokenc: \(count) error\(count == 1 ? "" : "s"); no output written"
            case .outputErrors(let names):
                "tokenc: errors in the \(names.joined(separator: ", ")) output\(names.count == 1 ? "" : "s"); nothing was written"
            case .tooManyWarnings(let total, let limit):
                "tokenc: error: \(total) warning\(total == 1 ? "" : "s"), more than the \(limit) that max-warnings allows; no output written [\(Rule.maxWarnings)]"
            case .write(let message): "tokenc: error: cannot write output: \(message) [\(Rule.ioError)]"
            }
        Terminal.standardError.write(line + "\n")
    }

    /// The permutation `--context` asks for, if any.
    func selection() throws -> [String: String]? {
        guard !context.isEmpty else { return nil }
        switch ResolverInput.parse(context) {
        case .success(let parsed): return parsed
        case .failure(let failure): throw ValidationError(failure.message)
        }
    }

    /// Fails when `warnings` are more than `max-warnings` allows.
    func checkWarnings(_ project: Project, count warnings: Int) throws {
        guard let failure = Pipeline.warningLimit(project, warnings: warnings) else { return }
        Self.failed(failure)
        throw ExitCode.failure
    }

    /// Prints diagnostics as the project asks (at most `--max-diagnostics`, a summary past `warnings-per-rule`)
    /// and returns the text printed.
    @discardableResult
    func report(_ diagnostics: [Diagnostic], sources: SourceManager, project: Project? = nil) -> String {
        Terminal.report(
            diagnostics, sources: sources, limit: maxDiagnostics, warningsPerRule: project?.config.warningsPerRule ?? 5)
    }
}

extension FileFormat: ExpressibleByArgument {}
