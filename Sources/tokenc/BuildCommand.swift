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

    @Option(name: .long, help: ArgumentHelp("Write only the Swift file, to this path (what the build plugin declares); namespace and access come from tokenc.yaml when there is one.", valueName: "path"))
    var swiftOutput: String?

    @Option(name: .long, help: ArgumentHelp("The Swift namespace, with --swift-output.", valueName: "name"))
    var namespace: String?

    @Option(name: .long, help: ArgumentHelp("public or internal, with --swift-output.", valueName: "level"))
    var access: String?

    func validate() throws {
        if let access, access != "public", access != "internal" { throw ValidationError("--access must be public or internal") }
        if (namespace != nil || access != nil), swiftOutput == nil { throw ValidationError("--namespace and --access go with --swift-output") }
    }

    func run() throws {
        var project = try options.loadProject()
        if let swiftOutput {
            project.restrictToSwift(output: swiftOutput, namespace: namespace, access: access, workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }
        let (model, sources, warnings) = try options.compile(project)
        let files = try options.outputs(of: project, model: model, sources: sources, compileWarnings: warnings)
        let results: [(OutputFile, OutputWriter.Outcome)]
        let orphans = OutputWriter.orphans(in: project.ownedFolders, keeping: files)
        do {
            results = try OutputWriter.write(files)
            try OutputWriter.remove(orphans)
        } catch {
            Terminal.standardError.write("tokenc: error: cannot write output: \(error.localizedDescription) [\(Rule.ioError)]\n")
            throw ExitCode.failure
        }
        guard !quiet else { return }
        let written = results.filter { $0.1 == .written }.count
        for (file, outcome) in results where outcome == .written {
            Terminal.standardOutput.write("wrote \(file.displayPath)\n")
        }
        for url in orphans {
            Terminal.standardOutput.write("removed \(project.displayPath(url)) (no longer generated)\n")
        }
        let removed = orphans.isEmpty ? "" : ", \(orphans.count) removed"
        Terminal.standardOutput.write("\(model.tokens.count) tokens; \(written) file\(written == 1 ? "" : "s") written, \(results.count - written) unchanged\(removed)\n")
    }
}
