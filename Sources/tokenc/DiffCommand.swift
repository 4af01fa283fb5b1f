import ArgumentParser
import Foundation
import TokencCore

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two versions of the tokens and report what breaks, what changed, and the semver bump.",
        discussion: """
            Each side is a token file or folder, a tokenc.yaml (or a folder holding one), git:REF for the \
            sources as they were at that ref, or git:REF:PATH for one file or folder at that ref (read from git, \
            the work tree untouched):
              tokenc diff git:origin/main .
              tokenc diff git:v2.0:tokens/color.json tokens/color.json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case markdown, json, text, html }
    enum FailOn: String, ExpressibleByArgument, CaseIterable { case breaking, any, none }

    @Argument(help: ArgumentHelp("The old side.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The new side.", valueName: "new"))
    var new: String

    @Option(
        help:
            "Output format: markdown (a PR comment), json (for tools), text (a terminal), html (a page that draws each change)."
    )
    var format: Format = .text

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file.", valueName: "path"))
    var output: String?

    @Option(help: "Exit 1 when there are breaking changes, any changes, or never.")
    var failOn: FailOn = .none

    @Option(
        help: ArgumentHelp("Link token names to their anchors in the docs published at this URL.", valueName: "url"))
    var docsURL: String?

    @Option(name: .long, help: ArgumentHelp("Print at most this many diagnostics (0: no limit).", valueName: "n"))
    var maxDiagnostics = 200

    @Flag(help: "Print every warning of both sides, not only those the change introduces.")
    var allWarnings = false

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let oldSide = try compile(old, side: "old", cwd: cwd)
        let newSide = try compile(new, side: "new", cwd: cwd)
        report(old: (oldSide.model, oldSide.result), new: (newSide.model, newSide.result))
        var diff = TokenDiff.compare(
            old: oldSide.model, new: newSide.model, unresolved: newSide.result.unresolved,
            namespaces: (oldSide.namespace, newSide.namespace))
        diff.problems = newSide.result.diagnostics.filter { $0.severity == .error }.map { error in
            TokenDiff.Problem(
                location: error.location.map { Self.place($0, in: newSide.result.sources) } ?? new,
                message: error.message, rule: error.rule.rawValue)
        }
        let report: String
        switch format {
        case .markdown: report = DiffRenderer.markdown(diff, old: old, new: new, docsURL: docsURL)
        case .json: report = DiffRenderer.json(diff, old: old, new: new)
        case .html:
            report = DiffPage.render(
                diff, old: DiffPage.Side(model: oldSide.model, label: old, settings: oldSide.options.lint),
                new: DiffPage.Side(model: newSide.model, label: new, settings: newSide.options.lint))
        case .text:
            let color = output == nil && Terminal.standardOutput.isInteractive && Terminal.allowsColor
            report = DiffRenderer.text(diff, old: old, new: new, color: color)
        }
        if let output {
            let url = URL(fileURLWithPath: output, relativeTo: cwd).standardizedFileURL
            do {
                _ = try OutputWriter.write([OutputFile(url: url, displayPath: output, text: report)])
            } catch {
                Terminal.standardError.write(
                    "tokenc: error: cannot write \(output): \(error.localizedDescription) [\(Rule.ioError)]\n")
                throw ExitCode.failure
            }
        } else {
            Terminal.standardOutput.write(report)
        }
        switch failOn {
        case .breaking where diff.breaks: throw ExitCode.failure
        case .any where !diff.changes.isEmpty || !diff.problems.isEmpty: throw ExitCode.failure
        default: return
        }
    }

    /// `path:line:column` of a place in a side's files.
    private static func place(_ location: SourceLocation, in sources: SourceManager) -> String {
        "\(sources.files[Int(location.file)].path):\(location.line):\(location.column)"
    }

    /// Prints each side's errors, and the warnings the change introduces (a warning of the new side whose rule
    /// and message the old side does not have as often), or every warning with --all-warnings.
    private func report(
        old: (model: TokenModel, result: Pipeline.Result), new: (model: TokenModel, result: Pipeline.Result)
    ) {
        if allWarnings {
            for side in [old.result, new.result] {
                Terminal.report(side.diagnostics, sources: side.sources, limit: maxDiagnostics, warningsPerRule: 5)
            }
            return
        }
        Terminal.report(
            old.result.diagnostics.filter { $0.severity == .error }, sources: old.result.sources, limit: maxDiagnostics,
            warningsPerRule: 5)
        var before: [String: Int] = [:]
        for diagnostic in old.result.diagnostics where diagnostic.severity == .warning {
            before["\(diagnostic.rule) \(diagnostic.message)", default: 0] += 1
        }
        var introduced: [Diagnostic] = []
        for diagnostic in new.result.diagnostics {
            let key = "\(diagnostic.rule) \(diagnostic.message)"
            if diagnostic.severity == .warning, let count = before[key], count > 0 {
                before[key] = count - 1
                continue
            }
            if diagnostic.severity != .note { introduced.append(diagnostic) }
        }
        Terminal.report(introduced, sources: new.result.sources, limit: maxDiagnostics, warningsPerRule: 5)
    }

    /// A side's model: complete, or when the side has errors, the tokens that did resolve.
    private func compile(_ spec: String, side: String, cwd: URL) throws -> (
        model: TokenModel, result: Pipeline.Result, namespace: String, options: Pipeline.Options
    ) {
        let input: DiffInput.Side
        do {
            input = try DiffInput.load(
                spec, emptyMessage: "no token files in the \(side) side '\(spec)'", workingDirectory: cwd)
        } catch let failure as GitSource.Failure {
            Terminal.standardError.write(
                "tokenc: error: \(side) side '\(spec)': \(failure.message) [\(Rule.ioError)]\n")
            throw ExitCode.failure
        }
        let result = input.compile()
        guard let model = result.model ?? result.partialModel else {
            Terminal.report(result.diagnostics, sources: result.sources, limit: maxDiagnostics, warningsPerRule: 5)
            Terminal.standardError.write("tokenc: the \(side) side '\(spec)' could not be read; nothing compared\n")
            throw ExitCode.failure
        }
        return (model, result, input.swiftNamespace, input.options)
    }
}
