import ArgumentParser
import Foundation
import TokencCore

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile the tokens and write every configured output.",
        discussion: "Nothing is written when there is any error. Each file is written atomically, and only when its bytes change. A record of the last build (.tokenc/ beside the first output) lets a build with nothing to do skip compiling: same tokenc, options and config, same input bytes, outputs as written."
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
        let record = RecordedBuild(project: project, options: options, extra: [swiftOutput, namespace, access])
        let (recorded, read) = record.upToDate(.timestamps)
        if let done = recorded {
            // Nothing changed since the recorded build: its messages again, and no work.
            Terminal.standardError.write(done.messages)
            if !quiet { Terminal.standardOutput.write("\(done.tokenCount) tokens; 0 files written, \(done.outputs.count) unchanged (build record)\n") }
            return
        }
        let (model, sources, warnings, compileMessages, inputs) = try options.compile(project, read: read)
        // Outputs the last build left untouched are known by their recorded digests, not read again.
        let stage = OutputStage(recorded: record.previous?.outputs ?? [])
        // Docs pages, and runs of the Swift file, the preview page and the JSON model, whose inputs did not change
        // since the recorded build are kept as they are on disk. A build without a record of this invocation (the
        // first, or after another tokenc) makes everything, and does not spend time on keys that only a next
        // build would read: that build makes them.
        if let last = record.previousOfThisInvocation { project.reuse(from: last, isIntact: { stage.isIntact($0) }) }
        let outputMessages = try options.stageOutputs(of: project, model: model, sources: sources, compileWarnings: warnings, into: stage)
        let results: [OutputStage.Entry]
        let orphans: [URL]
        do {
            (results, orphans) = try stage.commit(findingOrphansIn: project.ownedFolders)
            try OutputWriter.remove(orphans)
        } catch {
            Terminal.standardError.write("tokenc: error: cannot write output: \(error.localizedDescription) [\(Rule.ioError)]\n")
            throw ExitCode.failure
        }
        record.save(inputs: inputs, outputs: results, tokenCount: model.tokens.count, messages: compileMessages + outputMessages, reused: project.reuseKeys)
        // The last build's record and runs, and what the stage kept of this one's files: freed by the system.
        keepUntilExit((project, record, stage))
        guard !quiet else { return }
        let written = results.filter { $0.outcome == .written }.count
        for entry in results where entry.outcome == .written {
            Terminal.standardOutput.write("wrote \(entry.displayPath)\n")
        }
        for url in orphans {
            Terminal.standardOutput.write("removed \(project.displayPath(url)) (no longer generated)\n")
        }
        let removed = orphans.isEmpty ? "" : ", \(orphans.count) removed"
        Terminal.standardOutput.write("\(model.tokens.count) tokens; \(written) file\(written == 1 ? "" : "s") written, \(results.count - written) unchanged\(removed)\n")
    }
}
