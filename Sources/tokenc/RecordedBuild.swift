import Foundation
import TokencCore

/// The build record as the commands use it: its key (this executable, the invocation, the config file, how
/// diagnostics print), whether a recorded build is still up to date, and saving one after a full build.
struct RecordedBuild {
    let project: Project
    let key: String
    let url: URL?
    /// The record on disk (of any invocation), or nil.
    let previous: BuildRecord?

    /// `extra` are the command's own options that change what it writes (the build plugin's Swift-only mode).
    init(project: Project, options: SharedOptions, extra: [String?] = []) {
        self.project = project
        url = project.recordURL
        previous = url.flatMap(BuildRecord.load(from:))
        let cwd = FileManager.default.currentDirectoryPath
        let configPath = options.config.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: cwd)).standardizedFileURL.path } ?? (options.inputs.isEmpty ? cwd + "/tokenc.yaml" : "")
        let configBytes = configPath.isEmpty ? [] : OutputWriter.read(configPath) ?? []
        var parts = ["format \(BuildRecord.format)", Self.toolIdentity, cwd, configPath, BuildRecord.digest(configBytes)]
        parts += ["\(options.strictDtcg)", "\(options.maxDiagnostics)", "\(options.warningsPerRule ?? -1)", "\(options.maxWarnings ?? -1)", "\(options.absolutePaths)"]
        parts += options.context + ["--"] + options.inputs + ["--"]
        // A plain build and `check` share the record; the plugin's Swift-only build has its own.
        if extra.contains(where: { $0 != nil }) { parts += extra.map { $0 ?? "-" } }
        let interactive = Terminal.standardError.isInteractive
        parts += ["\(interactive)", "\(interactive && Terminal.allowsColor)"]
        key = BuildRecord.key(parts)
    }

    /// The version and this executable's path, size and modification time: a rebuilt tokenc never trusts
    /// records an earlier build of it wrote, even at the same version number.
    static let toolIdentity: String = {
        let path = executablePath ?? CommandLine.arguments[0]
        guard let (size, modified) = BuildRecord.status(path) else { return "tokenc \(Tokenc.version) \(path)" }
        return "tokenc \(Tokenc.version) \(path) \(size) \(modified)"
    }()

    /// This executable's path. On Linux it is `/proc/self/exe`'s target: `Bundle.main` would find the same, but
    /// CoreFoundation lists the executable's folder twice to do so (9 ms a build for a tokenc in a folder of
    /// 7,000 entries, such as `/tmp` or a crowded `bin`).
    private static var executablePath: String? {
        #if os(Linux)
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        Bundle.main.executablePath
        #endif
    }

    /// The record, when it matches this invocation, the inputs read now and the outputs on disk (nil means
    /// compile in full); and the configured inputs as read to find out, when they were, for the compile.
    func upToDate(_ check: BuildRecord.OutputCheck) -> (record: BuildRecord?, read: [SourceFile]?) {
        guard let record = previous, record.key == key, let inputs = project.currentInputs(like: record) else { return (nil, nil) }
        let read = project.config.resolver == nil ? inputs : nil
        guard record.inputsMatch(inputs), record.outputsMatch(check),
            OutputWriter.orphans(in: project.ownedFolders, keeping: Set(record.outputs.map(\.path))).isEmpty
        else { return (nil, read) }
        return (record, read)
    }

    /// Records a full build that succeeded. A record that cannot be written only costs the next build its
    /// shortcut, so that is not an error.
    func save(inputs: [SourceFile], outputs: [OutputStage.Entry], tokenCount: Int, messages: String, reused: (docsPages: [String: String], pieces: [String: [BuildRecord.Piece]])) {
        guard let url else { return }
        let written = outputs.map { (path: $0.path, digest: $0.digest) }
        try? BuildRecord(key: key, inputs: inputs, outputs: written, tokenCount: tokenCount, messages: messages, docsPages: reused.docsPages, pieces: reused.pieces).write(to: url)
    }

    /// The last build's record when it ran as this one does (same tokenc, invocation and config): only then can
    /// its docs pages and the runs of its other files be kept. Nil without such a record.
    var previousOfThisInvocation: BuildRecord? {
        guard let previous, previous.key == key else { return nil }
        return previous
    }
}
