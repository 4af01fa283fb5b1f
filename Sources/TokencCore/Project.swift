import Foundation

/// A compile job as the CLI and plugins see it: a `tokenc.yaml` (or explicit inputs), the compiled model,
/// and the output files its configuration asks for.
public struct Project: Sendable {
    /// The configuration; for explicit inputs without a config, only `sources` is set.
    public var config: ProjectConfig
    /// The folder paths are shown relative to.
    public var displayBase: URL

    public init(config: ProjectConfig, displayBase: URL) {
        self.config = config
        self.displayBase = displayBase
    }

    /// How loading a project went wrong, for the CLI to map onto exit codes.
    public enum LoadFailure: Error, Sendable {
        /// No config and no inputs: a usage problem.
        case noConfig(String)
        /// The config has errors, located in its own sources.
        case invalidConfig(diagnostics: [Diagnostic], sources: SourceManager)
    }

    /// Finds the configuration: `--config`, else explicit inputs, else `tokenc.yaml` in `workingDirectory`.
    public static func load(configPath: String?, inputs: [String], workingDirectory: URL, strictDTCG: Bool) -> Result<Project, LoadFailure> {
        let configURL: URL?
        if let configPath {
            configURL = URL(fileURLWithPath: configPath, relativeTo: workingDirectory).standardizedFileURL
        } else if inputs.isEmpty {
            let candidate = workingDirectory.appendingPathComponent("tokenc.yaml")
            guard FileManager.default.fileExists(atPath: candidate.path) else {
                return .failure(.noConfig("no tokenc.yaml in \(workingDirectory.path); pass token files or folders, or --config PATH"))
            }
            configURL = candidate
        } else {
            configURL = nil
        }
        var config = ProjectConfig(directory: workingDirectory, sources: inputs)
        if let configURL {
            guard let data = FileManager.default.contents(atPath: configURL.path) else {
                return .failure(.noConfig("cannot read config \(configURL.path)"))
            }
            let file = SourceFile(path: InputDiscovery.displayPath(configURL, base: workingDirectory), format: .yaml, bytes: [UInt8](data))
            var diagnostics = DiagnosticBag()
            var sources = SourceManager()
            sources.add(file)
            guard let loaded = ProjectConfig.load(file, directory: configURL.deletingLastPathComponent(), diagnostics: &diagnostics) else {
                return .failure(.invalidConfig(diagnostics: diagnostics.sorted(), sources: sources))
            }
            config = loaded
            if !inputs.isEmpty {
                config.sources = inputs.map { URL(fileURLWithPath: $0, relativeTo: workingDirectory).standardizedFileURL.path }
            }
        }
        if strictDTCG { config.strictDTCG = true }
        return .success(Project(config: config, displayBase: workingDirectory))
    }

    /// Makes the project write only its Swift file, to `output` (relative to `workingDirectory`), keeping the
    /// config's namespace and access unless given: what the build plugin asks for.
    public mutating func restrictToSwift(output: String, namespace: String?, access: String?, workingDirectory: URL) {
        var swift = config.swift ?? ProjectConfig.SwiftOutput(output: output)
        swift.output = URL(fileURLWithPath: output, relativeTo: workingDirectory).standardizedFileURL.path
        if let namespace { swift.namespace = namespace }
        if let access { swift.access = access }
        config.swift = swift
        config.json = nil
        config.markdown = nil
        config.css = nil
        // The catalog is a resource the app bundles: `tokenc build` (or the command plugin) writes it.
        config.xcassets = nil
        allowsNoInputs = true
    }

    /// Whether diagnostics show absolute paths (for Xcode, through the build plugin).
    public var absolutePaths = false

    /// Whether an empty token set is fine (the build plugin still writes its declared, empty file).
    public var allowsNoInputs = false

    /// What the outputs may keep of the last build (``reuse(from:isIntact:)``): docs pages, and runs of the Swift
    /// file, the preview page and the JSON model.
    private var docsReuse: DocsPageReuse?
    private var swiftReuse: PieceReuse?
    private var previewReuse: PieceReuse?
    private var jsonReuse: PieceReuse?

    /// Lets the outputs keep what the last build (`last`, a record of this same invocation) made of them: docs
    /// pages, their runs of rows and picture files whose keys still match and whose files are as that build
    /// left them, and runs of the Swift file, the preview page and the JSON model whose keys still match, read
    /// back from the file it wrote while that file is as it was left (`isIntact`, by absolute path).
    public mutating func reuse(from last: BuildRecord, isIntact: @escaping @Sendable (String) -> Bool) {
        if let markdown = config.markdown {
            let folder = place(markdown.output).url.path
            var pageRuns: [String: [BuildRecord.Piece]] = [:]
            for (path, runs) in last.pieces where path.hasPrefix(folder + "/") { pageRuns[String(path.dropFirst(folder.count + 1))] = runs }
            docsReuse = DocsPageReuse(folder: folder, previous: last.docsPages, runs: pageRuns, isIntact: { isIntact(folder + "/" + $0) })
        }
        func runs(of output: String?) -> PieceReuse? {
            guard let output else { return nil }
            let path = place(output).url.path
            return PieceReuse(previous: last.pieces[path] ?? [], file: isIntact(path) ? path : nil)
        }
        swiftReuse = runs(of: config.swift?.output)
        previewReuse = runs(of: config.css?.preview)
        jsonReuse = runs(of: config.json?.output)
    }

    /// The docs page and picture file keys and the runs (by file, the docs pages' too) this build made while
    /// keeping what it could of the last one, for the next build's record; empty without
    /// ``reuse(from:isIntact:)``.
    public var reuseKeys: (docsPages: [String: String], pieces: [String: [BuildRecord.Piece]]) {
        var pieces: [String: [BuildRecord.Piece]] = [:]
        for (output, reuse) in [(config.swift?.output, swiftReuse), (config.css?.preview, previewReuse), (config.json?.output, jsonReuse)] {
            if let output, let reuse { pieces[place(output).url.path] = reuse.pieces }
        }
        if let markdown = config.markdown, let docsReuse {
            let folder = place(markdown.output).url.path
            for (page, runs) in docsReuse.runs { pieces[folder + "/" + page] = runs }
        }
        return (docsReuse?.keys ?? [:], pieces)
    }

    /// Reads the sources and compiles them; with a resolver document, `selection` (modifier → context)
    /// compiles that one permutation instead of every context. `read` is the configured files as
    /// ``currentInputs(like:)`` already read them, so that a build comparing them with its record does not read
    /// them twice (a resolver document's files are found by compiling, so there it is not used).
    public func compile(selection: [String: String]? = nil, read: [SourceFile]? = nil) -> Pipeline.Result {
        var clock = StageClock()
        if let resolver = config.resolver {
            let url = URL(fileURLWithPath: resolver, relativeTo: config.directory).standardizedFileURL
            guard let (file, loadFile) = InputDiscovery.resolverOnDisk(url, displayBase: absolutePaths ? nil : displayBase) else {
                var bag = DiagnosticBag()
                bag.error(.ioError, "cannot read resolver document \(InputDiscovery.displayPath(url, base: absolutePaths ? nil : displayBase))", at: nil)
                return Pipeline.Result(model: nil, diagnostics: bag.sorted(), sources: SourceManager())
            }
            var result = Pipeline.compile(resolver: file, loadFile: loadFile, selection: selection, options: Pipeline.Options(strictDTCG: config.strictDTCG, levels: config.diagnosticLevels, lint: config.lint))
            result.timings = clock.laps + result.timings
            return result
        }
        if selection != nil {
            var bag = DiagnosticBag()
            bag.error(.contextInput, "--context needs a resolver document as the source (sources: [tokens.resolver.json])", at: nil)
            return Pipeline.Result(model: nil, diagnostics: bag.sorted(), sources: SourceManager())
        }
        let (files, readDiagnostics) = read.map { ($0, DiagnosticBag()) }
            ?? InputDiscovery.load(config.sources, relativeTo: config.directory, displayBase: absolutePaths ? nil : displayBase)
        clock.lap("read")
        let empty = allowsNoInputs ? nil : "no token files found in \(config.sources.joined(separator: ", "))"
        var result = Pipeline.compile(files, read: readDiagnostics, emptyMessage: empty, options: Pipeline.Options(strictDTCG: config.strictDTCG, levels: config.diagnosticLevels, lint: config.lint))
        result.timings = clock.laps + result.timings
        return result
    }

    /// The files the configuration asks for, and what the emitters reported (an error means no files).
    public func outputs(for model: TokenModel, sources: SourceManager) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let made = Made()
        let diagnostics = outputs(for: model, sources: sources, into: made)
        return (diagnostics.contains { $0.severity == .error } ? [] : made.files, diagnostics)
    }

    /// Makes the configured outputs on all cores, the costliest first so that two cores share them evenly, and
    /// hands each output's files to `sink` on its own thread as soon as they are made (the docs a few pages at a
    /// time, the preview page piece by piece, so that neither is ever all in memory), with a slot that orders
    /// the outputs as the config lists them (JSON, Swift, docs, CSS, asset catalog). Returns what the emitters
    /// reported; when that holds an error, the files handed over must not be written. (An emitter's own
    /// parallel loops then run on its one core: libdispatch gives a loop nested in another a single thread.
    /// Whole emitters side by side, each staging its files as it finishes, measured faster than emitters in
    /// turn with parallel loops, which joined their pieces and wrote everything at the end.)
    public func outputs(for model: TokenModel, sources: SourceManager, into sink: any OutputSink) -> [Diagnostic] {
        // The JSON model, the cheapest, is made last in quarters, so that no output runs alone on one core at
        // the end while the other idles.
        let json = (jsonOutput(parts: 4) ?? []).map { (slot: 0, emit: Optional($0)) }
        let emitters: [(slot: Int, emit: OutputEmitter?)] = [(2, markdownOutput), (3, cssOutput), (1, swiftOutput)] + json + [(4, assetCatalogOutput)]
        let names = sharedNames(for: model)
        let reported = Parallel.map(emitters.count) { index -> (slot: Int, diagnostics: [Diagnostic]) in
            let (slot, emit) = emitters[index]
            guard let emit else { return (slot, []) }
            return (slot, emit(model, sources, names, SlotSink(sink: sink, slot: slot)))
        }
        // Freeing every token's names takes milliseconds on one core once the outputs are made; another thread
        // does it while the caller goes on to commit the files.
        if let names { BackgroundRelease.release(consume names) }
        return DiagnosticPolicy(levels: config.diagnosticLevels).apply(to: reported.sorted { $0.slot < $1.slot }.flatMap(\.diagnostics))
    }

    /// Files handed over from several threads, kept in memory in slot order.
    private final class Made: OutputSink, @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Int: [OutputFile]] = [:]

        func take(_ files: [OutputFile], slot: Int) {
            lock.withLock { slots[slot, default: []] += files }
        }

        func take(streaming url: URL, displayPath: String, slot: Int, make: (_ write: ([UInt8]) -> Void) -> Void) {
            take([OutputFile(url: url, displayPath: displayPath, made: make)], slot: slot)
        }

        /// A kept file is what is on disk.
        func keep(_ files: [(url: URL, displayPath: String)], slot: Int) {
            take(files.map { OutputFile(url: $0.url, displayPath: $0.displayPath, contents: OutputWriter.read($0.url.path) ?? []) }, slot: slot)
        }

        var files: [OutputFile] {
            lock.withLock { slots.keys.sorted().flatMap { slots[$0]! } }
        }
    }

    /// What one configured output makes of the model (with the names it shares with other outputs): its files,
    /// handed to the sink as they are made, and what it reports.
    private typealias OutputEmitter = @Sendable (TokenModel, SourceManager, TokenNames?, _ sink: SlotSink) -> [Diagnostic]

    /// The Swift and CSS names, made once on both cores before the outputs when more than one output shows
    /// them (the Swift file, the docs, the preview page); nil when each is made by one output at most.
    private func sharedNames(for model: TokenModel) -> TokenNames? {
        let swiftUsers = [config.swift != nil, config.markdown != nil, config.css?.preview != nil].filter { $0 }.count
        let cssUsers = [config.css != nil, config.markdown != nil].filter { $0 }.count
        // Keeping pieces of the last build takes every token's fingerprint, made with the names.
        guard swiftUsers > 1 || cssUsers > 1 || isReusing else { return nil }
        return TokenNames(model, swiftNamespace: swiftNamespace, fingerprints: isReusing)
    }

    /// Whether some output keeps pieces of the last build.
    private var isReusing: Bool {
        docsReuse != nil || swiftReuse != nil || previewReuse != nil || jsonReuse != nil
    }

    /// The sink as one output sees it: every file goes under that output's slot.
    private struct SlotSink {
        let sink: any OutputSink
        let slot: Int

        func deliver(_ files: [OutputFile]) {
            if !files.isEmpty { sink.take(files, slot: slot) }
        }

        func deliver(streaming place: (url: URL, displayPath: String), make: (_ write: ([UInt8]) -> Void) -> Void) {
            sink.take(streaming: place.url, displayPath: place.displayPath, slot: slot, make: make)
        }

        func keep(_ files: [(url: URL, displayPath: String)]) {
            if !files.isEmpty { sink.keep(files, slot: slot) }
        }
    }

    /// The docs and the preview name each token's Swift constant as the Swift output would.
    private var swiftNamespace: String { config.swift?.namespace ?? "DesignTokens" }

    /// The JSON model made in `parts` parts, each its own emitter; whichever finishes last hands over the file.
    private func jsonOutput(parts: Int) -> [OutputEmitter]? {
        guard let json = config.json else { return nil }
        let made = Parts(count: parts)
        let reuse = jsonReuse
        return (0..<parts).map { part in
            { model, sources, names, sink in
                let runs = reuse.map { ($0, names?.fingerprints ?? TokenFingerprints.make(model)) }
                let pieces = ModelDumper.jsonPieces(model, sources: sources, includesSources: true, part: part, of: parts, reuse: runs)
                guard let whole = made.add(pieces, as: part) else { return [] }
                if let reuse {
                    // Where each run went in the file, for the next build.
                    reuse.begin()
                    var offset = 0
                    for piece in whole {
                        if let key = piece.key { reuse.record(BuildRecord.Piece(key: key, offset: offset, length: piece.bytes.count)) }
                        offset += piece.bytes.count
                    }
                }
                sink.deliver([file(json.output, pieces: whole.map(\.bytes))])
                return []
            }
        }
    }

    /// The parts of one file made on different threads, put together once the last arrives.
    private final class Parts: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [[(bytes: [UInt8], key: String?)]?]

        init(count: Int) { parts = Array(repeating: nil, count: count) }

        /// The whole file's pieces when `pieces` was the last part missing; nil before.
        func add(_ pieces: [(bytes: [UInt8], key: String?)], as part: Int) -> [(bytes: [UInt8], key: String?)]? {
            lock.withLock {
                parts[part] = pieces
                return parts.contains { $0 == nil } ? nil : parts.flatMap { $0! }
            }
        }
    }

    private var swiftOutput: OutputEmitter? {
        guard let swift = config.swift else { return nil }
        let reuse = swiftReuse
        return { model, _, names, sink in
            let options = SwiftEmitter.Options(
                namespace: swift.namespace, isPublic: swift.access == "public", includesSwiftUI: swift.swiftUI, swatches: swift.swatches,
                colorAssets: swift.colorsFromCatalog ? AssetCatalogEmitter.assetNames(model) : nil, assetBundle: "." + swift.bundle)
            let output = SwiftEmitter.emit(model, inputs: model.inputs, options: options, names: names, reuse: reuse)
            if let bytes = output.bytes { sink.deliver([file(swift.output, contents: bytes)]) }
            return output.diagnostics
        }
    }

    private var markdownOutput: OutputEmitter? {
        guard let markdown = config.markdown else { return nil }
        let options = MarkdownEmitter.Options(swiftNamespace: swiftNamespace, lint: config.lint)
        // Thousands of pictures: place them under the folder by string, not by resolving a URL each.
        let folder = URL(fileURLWithPath: markdown.output, relativeTo: config.directory).standardizedFileURL
        let display = InputDiscovery.displayPath(folder, base: displayBase)
        let reuse = docsReuse
        return { model, _, names, sink in
            let keep = { (paths: [String]) in
                sink.keep(paths.map { (URL(fileURLWithPath: folder.path + "/" + $0, isDirectory: false), display + "/" + $0) })
            }
            MarkdownEmitter.emit(model, options: options, names: names, reuse: reuse, keep: keep) { pages in
                sink.deliver(pages.map { page in
                    OutputFile(url: URL(fileURLWithPath: folder.path + "/" + page.path, isDirectory: false), displayPath: display + "/" + page.path, contents: page.bytes)
                })
            }
            return []
        }
    }

    private var cssOutput: OutputEmitter? {
        guard let css = config.css else { return nil }
        let options = CSSEmitter.Options(inlinesAliases: css.inlinesAliases, previewSwiftNamespace: css.preview == nil ? nil : swiftNamespace)
        let reuse = previewReuse
        return { model, _, names, sink in
            let output = CSSEmitter.emit(model, options: options, names: names, previewReuse: reuse)
            guard let stylesheet = output.bytes else { return output.diagnostics }
            sink.deliver([file(css.output, contents: stylesheet)])
            if let preview = css.preview, let page = output.previewPage {
                sink.deliver(streaming: place(preview), make: page.write)
            }
            return output.diagnostics
        }
    }

    private var assetCatalogOutput: OutputEmitter? {
        guard let catalog = config.xcassets else { return nil }
        let folder = URL(fileURLWithPath: catalog.output, relativeTo: config.directory).standardizedFileURL
        let display = InputDiscovery.displayPath(folder, base: displayBase)
        return { model, _, _, sink in
            var diagnostics: [Diagnostic] = []
            for modifier in [catalog.luminosity, catalog.contrast].compactMap({ $0 }) where !model.modifiers.contains(where: { $0.name == modifier }) {
                var message = "xcassets names the modifier '\(modifier)', which the tokens do not have"
                if let suggestion = Suggestion.closest(to: modifier, in: model.modifiers.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.append(Diagnostic(.error, .config, message, at: catalog.modifierLocations[modifier]))
            }
            var output = AssetCatalogEmitter.emit(model, options: AssetCatalogEmitter.Options(luminosityModifier: catalog.luminosity, contrastModifier: catalog.contrast))
            if !catalog.colors { output.files = Array(output.files.prefix(1)) }
            diagnostics += output.diagnostics
            sink.deliver(output.files.map { asset in
                OutputFile(url: URL(fileURLWithPath: folder.path + "/" + asset.path, isDirectory: false), displayPath: display + "/" + asset.path, contents: asset.bytes)
            })
            return diagnostics
        }
    }

    /// Folders tokenc owns (the docs folder, the asset catalog): files in them that tokenc generated but no longer produces
    /// are stale, and `build` removes them.
    public var ownedFolders: [URL] {
        [config.markdown?.output, config.xcassets?.output].compactMap { $0 }.map { URL(fileURLWithPath: $0, relativeTo: config.directory).standardizedFileURL }
    }

    /// Where the build record lives: a `.tokenc/` folder beside the first configured output (the Swift file's
    /// folder for the build plugin, whose sandbox allows writing there and nowhere else); nil without outputs.
    public var recordURL: URL? {
        let first = [config.json?.output, config.swift?.output, config.css?.output].compactMap { $0 }.first
        let folder: URL
        if let first {
            folder = URL(fileURLWithPath: first, relativeTo: config.directory).standardizedFileURL.deletingLastPathComponent()
        } else if let markdown = config.markdown {
            folder = URL(fileURLWithPath: markdown.output, relativeTo: config.directory).standardizedFileURL
        } else {
            return nil
        }
        return folder.appendingPathComponent(".tokenc/build-record.json")
    }

    /// The inputs as a build would read them now, to compare with a record: the configured files and folders,
    /// or the resolver document and the files `record` says it read. Nil when any cannot be read.
    public func currentInputs(like record: BuildRecord) -> [SourceFile]? {
        let base = absolutePaths ? nil : displayBase
        if let resolver = config.resolver {
            let url = URL(fileURLWithPath: resolver, relativeTo: config.directory).standardizedFileURL
            guard let (file, loadFile) = InputDiscovery.resolverOnDisk(url, displayBase: base) else { return nil }
            var files = [file]
            for input in record.inputs.dropFirst() {
                guard let loaded = loadFile(input.path) else { return nil }
                files.append(loaded)
            }
            return files
        }
        let (files, diagnostics) = InputDiscovery.load(config.sources, relativeTo: config.directory, displayBase: base)
        return diagnostics.diagnostics.isEmpty ? files : nil
    }

    /// A path as diagnostics and messages show it.
    public func displayPath(_ url: URL) -> String {
        InputDiscovery.displayPath(url, base: displayBase)
    }

    private func file(_ path: String, contents: [UInt8]) -> OutputFile {
        file(path, pieces: [contents])
    }

    private func file(_ path: String, pieces: [[UInt8]]) -> OutputFile {
        let (url, displayPath) = place(path)
        return OutputFile(url: url, displayPath: displayPath, pieces: pieces)
    }

    /// Where a configured output path goes, and how it is shown.
    private func place(_ path: String) -> (url: URL, displayPath: String) {
        let url = URL(fileURLWithPath: path, relativeTo: config.directory).standardizedFileURL
        return (url, InputDiscovery.displayPath(url, base: displayBase))
    }
}
