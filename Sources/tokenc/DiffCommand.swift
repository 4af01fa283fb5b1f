import ArgumentParser
import Foundation
import TokencCore

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two versions of the tokens and report what breaks, what changed, and the semver bump.",
        discussion: """
            Each side is a token file or folder, a tokenc.yaml (or a folder holding one), or git:REF for the \
            sources as they were at that ref (read from git, the work tree untouched):
              tokenc diff git:origin/main .
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case markdown, json, text }
    enum FailOn: String, ExpressibleByArgument, CaseIterable { case breaking, any, none }

    @Argument(help: ArgumentHelp("The old side.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The new side.", valueName: "new"))
    var new: String

    @Option(help: "Output format: markdown (a PR comment), json (for tools), text (a terminal).")
    var format: Format = .text

    @Option(help: "Exit 1 when there are breaking changes, any changes, or never.")
    var failOn: FailOn = .none

    @Option(
        help: ArgumentHelp("Link token names to their anchors in the docs published at this URL.", valueName: "url"))
    var docsURL: String?

    @Option(name: .long, help: ArgumentHelp("Print at most this many diagnostics (0: no limit).", valueName: "n"))
    var maxDiagnostics = 200

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let oldModel = try compile(old, side: "old", cwd: cwd)
        let newModel = try compile(new, side: "new", cwd: cwd)
        let diff = TokenDiff.compare(old: oldModel, new: newModel)
        switch format {
        case .markdown: Terminal.standardOutput.write(DiffRenderer.markdown(diff, old: old, new: new, docsURL: docsURL))
        case .json: Terminal.standardOutput.write(DiffRenderer.json(diff, old: old, new: new))
        case .text:
            let color = Terminal.standardOutput.isInteractive && Terminal.allowsColor
            Terminal.standardOutput.write(DiffRenderer.text(diff, old: old, new: new, color: color))
        }
        switch failOn {
        case .breaking where diff.count(.breaking) > 0: throw ExitCode.failure
        case .any where !diff.changes.isEmpty: throw ExitCode.failure
        default: return
        }
    }

    private func compile(_ spec: String, side: String, cwd: URL) throws -> TokenModel {
        let input: DiffInput.Side
        do {
            input = try DiffInput.load(spec, workingDirectory: cwd)
        } catch let failure as GitSource.Failure {
            Terminal.standardError.write(
                "tokenc: error: \(side) side '\(spec)': \(failure.message) [\(Rule.ioError)]\n")
            throw ExitCode.failure
        }
        let result = input.compile(emptyMessage: "no token files in the \(side) side '\(spec)'")
        Terminal.report(result.diagnostics, sources: result.sources, limit: maxDiagnostics, warningsPerRule: 5)
        guard let model = result.model, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            Terminal.standardError.write("tokenc: the \(side) side '\(spec)' has errors; nothing compared\n")
            throw ExitCode.failure
        }
        return model
    }
}
