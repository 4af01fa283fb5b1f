import ArgumentParser
import Foundation
import TokencCore

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile the tokens and write every configured output.",
        discussion:
            "Nothing is written when there is any error. Each file is written atomically, and only when its bytes change. A record of the last build (.tokenc/ beside the first output) lets a build with nothing to do skip compiling: same tokenc, options and config, same input bytes, outputs as written."
    )

    @OptionGroup var options: SharedOptions

    @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "List every file written or removed, not only the counts per output.")
    var verbose = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write only the Swift file, to this path (what the build plugin declares); namespace and access come from tokenc.yaml when there is one.",
            valueName: "path"))
    var swiftOutput: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --swift-output, write this many files that compile together (the path the first, the others <name>+1.swift… beside it), so that an edited value recompiles one of them.",
            valueName: "n"))
    var swiftParts: Int?

    @Option(name: .long, help: ArgumentHelp("The Swift namespace, with --swift-output.", valueName: "name"))
    var namespace: String?

    @Option(name: .long, help: ArgumentHelp("public or internal, with --swift-output.", valueName: "level"))
    var access: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A file listing the inputs a build plan declared, one path per line (the build plugin's): a file the build reads that it does not list is a warning, since editing it would not rebuild.",
            valueName: "path"))
    var plannedInputs: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write no Swift output inside this folder, since the build plugin generates that target's Swift (the command plugin's); repeatable.",
            valueName: "folder"))
    var leaveSwiftIn: [String] = []

    func validate() throws {
        if let access, access != "public", access != "internal" {
            throw ValidationError("--access must be public or internal")
        }
        if namespace != nil || access != nil || swiftParts != nil, swiftOutput == nil {
            throw ValidationError("--namespace, --access and --swift-parts go with --swift-output")
        }
        if let swiftParts, !(1...64).contains(swiftParts) {
            throw ValidationError("--swift-parts must be 1 to 64")
        }
        if swiftParts != nil, swiftOutput?.hasSuffix(".swift") == false {
            throw ValidationError("--swift-parts takes the path of the first file, ending in .swift")
        }
    }

    func run() throws {
        var project = try options.loadProject()
        if let plannedInputs, let text = try? String(contentsOfFile: plannedInputs, encoding: .utf8) {
            project.plannedInputs = text.split(separator: "\n").map { URL(fileURLWithPath: String($0)) }
        }
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let leftOut = project.removeSwiftOutputs(
            inside: leaveSwiftIn.map { URL(fileURLWithPath: $0, relativeTo: workingDirectory) })
        for output in leftOut {
            let alone = ConfiguredOutput.all(for: project).isEmpty ? "; the config has no other output to write" : ""
            Terminal.standardError.write(
                "tokenc: note: \(output) is not written, since the build plugin generates this target's Swift on every build\(alone)\n"
            )
        }
        if let swiftOutput {
            project.restrictToSwift(
                output: swiftOutput, namespace: namespace, access: access, parts: swiftParts,
                workingDirectory: workingDirectory)
        }
        // Interrupted (Ctrl-C, a build system's SIGTERM): what was staged goes, the targets stay as they were.
        let interruptions = onInterruption { signalNumber in
            OutputStage.abandonAll()
            Terminal.standardError.write("tokenc: interrupted; what this build had staged was removed\n")
            Foundation.exit(128 + signalNumber)
        }
        defer { for source in interruptions { source.cancel() } }
        guard
            Self.build(
                project, options: options, quiet: quiet, verbose: verbose, plan: plannedInputs,
                warnsWithoutOutputs: leftOut.isEmpty)
        else {
            throw ExitCode.failure
        }
    }

    /// Warns, at tokenc.yaml, when the build read files (`read`) that the build plan listed in `plan` does not:
    /// SwiftPM plans only when the package or the target's files change, so a `sources` edited since goes
    /// unnoticed by the plan until then.
    static func warnAboutUnplannedInputs(_ project: Project, read: [String], plan: String) {
        guard let text = try? String(contentsOfFile: plan, encoding: .utf8) else { return }
        func canonical(_ path: some StringProtocol) -> String {
            URL(fileURLWithPath: String(path)).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let planned = Set(text.split(separator: "\n").map(canonical))
        let unplanned = read.filter { !planned.contains(canonical($0)) }
        guard let first = unplanned.first else { return }
        // Absolute, as build systems place the line at the file.
        let place =
            project.config.lint.configFile.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path } ?? "tokenc"
        Terminal.standardError.write(
            "\(place): warning: the build read \(unplanned.count) file\(unplanned.count == 1 ? "" : "s") that the build plan does not list as inputs (\(first)\(unplanned.count > 1 ? ", …" : "")), so editing \(unplanned.count == 1 ? "it" : "them") will not rebuild; SwiftPM plans again when the package changes: touch Package.swift (in Xcode: File > Packages > Reset Package Caches)\n"
        )
    }

    /// Builds the project once and prints what happened (per output, or with `verbose` file by file), and what it
    /// read that the build plan in `plan` does not list, and (`warnsWithoutOutputs`) that no output is configured;
    /// whether it succeeded. `tokenc watch` builds this way too.
    static func build(
        _ project: Project, options: SharedOptions, quiet: Bool, verbose: Bool = false, plan: String? = nil,
        warnsWithoutOutputs: Bool = true
    ) -> Bool {
        let outcome = Pipeline.build(project, environment: BuildEnvironment.parts) { diagnostics, sources in
            options.report(diagnostics, sources: sources, project: project)
        }
        switch outcome {
        case .upToDate(let record):
            // Nothing changed since the recorded build: its messages again, and no work.
            Terminal.standardError.write(record.messages)
            if let plan { warnAboutUnplannedInputs(project, read: record.inputs.map(\.path), plan: plan) }
            if !quiet {
                Terminal.standardOutput.write(
                    "\(record.tokenCount) tokens; 0 files written, \(record.outputs.count) unchanged (build record)\n")
            }
        case .failed(let failure):
            SharedOptions.failed(failure)
            return false
        case .built(let tokenCount, let files, let removed, let failed, let inputs):
            if let plan { warnAboutUnplannedInputs(project, read: inputs, plan: plan) }
            defer {
                if !failed.isEmpty {
                    Terminal.standardError.write(
                        "tokenc: errors in the \(failed.joined(separator: ", ")) output\(failed.count == 1 ? "" : "s"), left as \(failed.count == 1 ? "it was" : "they were"); the other outputs were written\n"
                    )
                }
            }
            if warnsWithoutOutputs, ConfiguredOutput.all(for: project).isEmpty {
                Terminal.standardError.write(
                    "tokenc: warning: no outputs are configured, so the tokens were checked and nothing was written; run tokenc init to write a tokenc.yaml with every output, or give --swift-output PATH\n"
                )
            }
            guard !quiet else { return failed.isEmpty }
            let written = files.filter { $0.outcome == .written }
            if verbose {
                for entry in written {
                    Terminal.standardOutput.write("wrote \(entry.displayPath)\n")
                }
                for url in removed {
                    Terminal.standardOutput.write("removed \(project.displayPath(url)) (no longer generated)\n")
                }
            } else {
                Terminal.standardOutput.write(summary(project, files: files, removed: removed))
            }
            let removedText = removed.isEmpty ? "" : ", \(removed.count) removed"
            Terminal.standardOutput.write(
                "\(tokenCount) tokens; \(written.count) file\(written.count == 1 ? "" : "s") written, \(files.count - written.count) unchanged\(removedText)\n"
            )
            return failed.isEmpty
        }
        return true
    }

    /// One line per output that wrote or removed files (`markdown: 12 written, 40 unchanged`), in the config's
    /// order.
    static func summary(_ project: Project, files: [OutputStage.Entry], removed: [URL]) -> String {
        var counts: [String: (written: Int, unchanged: Int, removed: Int)] = [:]
        let names = project.outputNames(ofFilesAt: files.map(\.path) + removed.map(\.path)).map { $0 ?? "other" }
        for (entry, name) in zip(files, names) {
            if entry.outcome == .written {
                counts[name, default: (0, 0, 0)].written += 1
            } else {
                counts[name, default: (0, 0, 0)].unchanged += 1
            }
        }
        for name in names.dropFirst(files.count) { counts[name, default: (0, 0, 0)].removed += 1 }
        var out = ""
        for name in ConfiguredOutput.all(for: project).map(\.name) + ["other"] {
            guard let count = counts.removeValue(forKey: name), count.written + count.removed > 0 else { continue }
            let parts = [
                count.written > 0 ? "\(count.written) written" : nil,
                count.unchanged > 0 ? "\(count.unchanged) unchanged" : nil,
                count.removed > 0 ? "\(count.removed) removed" : nil,
            ].compactMap { $0 }
            out += "\(name): \(parts.joined(separator: ", "))\n"
        }
        return out
    }
}
