import Foundation

/// A compile job as the CLI and plugins see it: a `tokenc.yaml` (or explicit inputs) and how this run reads and
/// prints. Everything that decides what a build writes or prints lives here, which is what keys the build record
/// (``BuildRecord/key(for:environment:)``).
package struct Project: Sendable {
    /// The configuration; for explicit inputs without a config, only `sources` is set.
    package var config: ProjectConfig
    /// The folder paths are shown relative to.
    package var displayBase: URL
    /// Whether diagnostics show absolute paths (for Xcode, through the build plugin).
    package var absolutePaths = false
    /// Whether an empty token set is fine (the build plugin still writes its declared, empty file).
    package var allowsNoInputs = false
    /// With a resolver document: the one permutation to compile (modifier → context), instead of every context.
    package var selection: [String: String]?
    /// Print at most this many diagnostics (0: no limit).
    package var maxDiagnostics = 200
    /// The files a build plan lists (the build plugin's): its token files are the target's, which a resolver
    /// document should name.
    package var plannedInputs: [URL] = []

    package init(config: ProjectConfig, displayBase: URL) {
        self.config = config
        self.displayBase = displayBase
    }

    /// How loading a project went wrong, for the CLI to map onto exit codes.
    package enum LoadFailure: Error, Sendable {
        /// No config and no inputs: a usage problem.
        case noConfig(String)
        /// The config has errors, located in its own sources.
        case invalidConfig(diagnostics: [Diagnostic], sources: SourceManager)
    }

    /// Finds the configuration: `--config`, else explicit inputs, else `tokenc.yaml` in `workingDirectory`.
    /// `inputFormat`: what the explicit inputs are (`--source-format`), instead of what their content says.
    package static func load(
        configPath: String?, inputs: [String], inputFormat: FileFormat? = nil, workingDirectory: URL, strictDTCG: Bool
    ) -> Result<Project, LoadFailure> {
        let configURL: URL?
        if let configPath {
            configURL = URL(fileURLWithPath: configPath, relativeTo: workingDirectory).standardizedFileURL
        } else if inputs.isEmpty {
            let candidate = workingDirectory.appendingPathComponent("tokenc.yaml")
            guard FileManager.default.fileExists(atPath: candidate.path) else {
                return .failure(
                    .noConfig(
                        "no tokenc.yaml in \(workingDirectory.path); pass token files or folders, or --config PATH"))
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
            let file = SourceFile(
                path: InputDiscovery.displayPath(configURL, base: workingDirectory), format: .yaml, bytes: [UInt8](data)
            )
            var diagnostics = DiagnosticBag()
            var sources = SourceManager()
            sources.add(file)
            guard
                let loaded = ProjectConfig.load(
                    file, directory: configURL.deletingLastPathComponent(), diagnostics: &diagnostics)
            else {
                return .failure(.invalidConfig(diagnostics: diagnostics.sorted(), sources: sources))
            }
            config = loaded
            if !inputs.isEmpty {
                config.sources = inputs.map {
                    URL(fileURLWithPath: $0, relativeTo: workingDirectory).standardizedFileURL.path
                }
                config.sourceFormats = []
                config.sourceLocations = []
            }
        }
        if !inputs.isEmpty, let inputFormat { config.sourceFormats = inputs.map { _ in inputFormat } }
        if strictDTCG { config.strictDTCG = true }
        return .success(Project(config: config, displayBase: workingDirectory))
    }

    /// Leaves out the Swift outputs inside `folders` (targets whose Swift the build plugin generates) and
    /// returns their paths as shown.
    package mutating func removeSwiftOutputs(inside folders: [URL]) -> [String] {
        let prefixes = folders.map { $0.standardizedFileURL.path + "/" }
        let inside = config.swiftOutputs.map { swift in
            prefixes.contains { place(swift.output).url.path.hasPrefix($0) }
        }
        let removed = zip(config.swiftOutputs, inside).filter(\.1).map { place($0.0.output).displayPath }
        config.swiftOutputs = zip(config.swiftOutputs, inside).filter { !$0.1 }.map(\.0)
        return removed
    }

    /// Makes the project write only its Swift file, to `output` (relative to `workingDirectory`), keeping the
    /// config's namespace and access unless given: what the build plugin asks for.
    package mutating func restrictToSwift(
        output: String, namespace: String?, access: String?, parts: Int? = nil, workingDirectory: URL
    ) {
        var swift = config.swift ?? ProjectConfig.SwiftOutput(output: output)
        // One file holds what every Swift output writes.
        swift.filter = TokenFilter.union(config.swiftOutputs.map(\.filter))
        swift.output = URL(fileURLWithPath: output, relativeTo: workingDirectory).standardizedFileURL.path
        if let namespace { swift.namespace = namespace }
        if let access { swift.access = access }
        swift.parts = parts.flatMap { $0 > 1 ? $0 : nil }
        config.swift = swift
        config.json = nil
        config.markdown = nil
        config.doccOutputs = []
        config.css = nil
        // The catalog is a resource the app bundles: `tokenc build` (or the command plugin) writes it.
        config.xcassets = nil
        config.templateOutputs = []
        allowsNoInputs = true
    }

    /// The pipeline's options for this project.
    package var options: Pipeline.Options { config.options }

    /// Where paths in diagnostics are shown relative to; nil for absolute paths.
    private var shownBase: URL? { absolutePaths ? nil : displayBase }

    /// Reads a file by display path: one a `$ref` names that is not among the sources.
    package var fileLoader: @Sendable (String) -> SourceFile? { InputDiscovery.fileLoader(displayBase: shownBase) }

    /// The read stage: the resolver document the config names, else the configured token files and folders as
    /// ``Pipeline/Input/classify(_:read:emptyMessage:loadFile:)`` finds them.
    package func read() -> Pipeline.Input {
        if let resolver = config.resolver {
            let url = URL(fileURLWithPath: resolver, relativeTo: config.directory).standardizedFileURL
            guard let (file, loadFile) = InputDiscovery.resolverOnDisk(url, displayBase: shownBase) else {
                var bag = DiagnosticBag()
                bag.error(
                    .ioError, "cannot read resolver document \(InputDiscovery.displayPath(url, base: shownBase))",
                    at: config.sourceLocations.first)
                return .unreadable(bag)
            }
            return .resolver(file, read: DiagnosticBag(), loadFile: loadFile, neighbours: neighbours(of: url))
        }
        let (files, diagnostics) = InputDiscovery.load(
            config.sources, formats: config.sourceFormats, relativeTo: config.directory, displayBase: shownBase,
            locations: config.sourceLocations)
        let input = Pipeline.Input.classify(
            files, read: diagnostics,
            emptyMessage: allowsNoInputs ? nil : "no token files found in \(config.sources.joined(separator: ", "))",
            loadFile: fileLoader)
        guard case .resolver(let file, let read, let loadFile, _) = input, config.sources.count == 1 else {
            return input
        }
        let url = URL(fileURLWithPath: config.sources[0], relativeTo: config.directory).standardizedFileURL
        return .resolver(file, read: read, loadFile: loadFile, neighbours: neighbours(of: url))
    }

    /// The token files a resolver document at `url` is expected to name, as display paths: those around it
    /// (``InputDiscovery/neighbours(ofResolverAt:)``) and the build plan's (``plannedInputs``).
    private func neighbours(of url: URL) -> [String] {
        let found =
            InputDiscovery.neighbours(ofResolverAt: url)
            + plannedInputs.filter { InputDiscovery.isNamedTokenFile($0.lastPathComponent) }
        var seen: Set<String> = [url.standardizedFileURL.path]
        return found.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }.map {
            InputDiscovery.displayPath($0, base: shownBase)
        }
    }

    /// Compiles the sources (`input`, when they were already read) in this project's options and permutation.
    package func compile(_ input: Pipeline.Input? = nil) -> Pipeline.Result {
        Pipeline.compile(input ?? read(), options: options, selection: selection)
    }

    /// The Swift namespace every output names tokens under.
    package var swiftNamespace: String { config.swift?.namespace ?? "DesignTokens" }

    /// Folders tokenc owns (the docs folder, the asset catalog): files in them that tokenc generated but no longer
    /// produces are stale, and `build` removes them.
    package var ownedFolders: [URL] { ownedFolders(excluding: []) }

    /// Every configured output in the config's order of kinds (JSON, Swift, docs, CSS, catalog, templates): its name
    /// (the kind, followed by its path where the config has several of that kind), the files it writes at paths
    /// of their own, and the folder it owns (docs, catalog).
    package var outputs: [(name: String, files: [String], folder: String?)] {
        var result: [(name: String, files: [String], folder: String?)] = []
        func add(_ kind: String, _ paths: [(output: String, files: [String], folder: String?)]) {
            for path in paths {
                let name = paths.count == 1 ? kind : "\(kind) \(place(path.output).displayPath)"
                result.append((name, path.files, path.folder))
            }
        }
        add("json", config.jsonOutputs.map { ($0.output, [$0.output], nil) })
        add(
            "swift",
            config.swiftOutputs.map { swift in
                let parts = (1..<max(1, swift.parts ?? 1)).map { ConfiguredOutput.partURL(swift.output, $0) }
                return (swift.output, [swift.output] + parts, swift.folder)
            })
        add("markdown", config.markdownOutputs.map { ($0.output, [], $0.output) })
        add("docc", config.doccOutputs.map { ($0.output, [], $0.output) })
        add("css", config.cssOutputs.map { ($0.output, [$0.output] + ($0.preview.map { [$0] } ?? []), nil) })
        add("xcassets", config.catalogOutputs.map { ($0.output, [], $0.output) })
        add("template", config.templateOutputs.map { ($0.output, [$0.output], nil) })
        return result
    }

    /// The folders the single-file outputs are written into (the JSON model, Swift, CSS and the preview).
    package var outputFileFolders: [URL] {
        Array(
            Set(
                outputs.flatMap(\.files).map {
                    URL(fileURLWithPath: $0, relativeTo: config.directory).standardizedFileURL
                        .deletingLastPathComponent()
                })
        ).sorted { $0.path < $1.path }
    }

    /// ``ownedFolders`` but those of the outputs named in `outputs` (``ConfiguredOutput/name``).
    package func ownedFolders(excluding names: [String]) -> [URL] {
        outputs.filter { !names.contains($0.name) }.compactMap(\.folder).map {
            URL(fileURLWithPath: $0, relativeTo: config.directory).standardizedFileURL
        }
    }

    /// Where the build record lives: a `.tokenc/` folder beside the first configured output (the Swift file's
    /// folder for the build plugin, whose sandbox allows writing there and nowhere else); nil without outputs.
    package var recordURL: URL? {
        let first =
            config.jsonOutputs.first?.output ?? config.swiftOutputs.first?.output ?? config.cssOutputs.first?.output
        let folder: URL
        if let first {
            folder = URL(fileURLWithPath: first, relativeTo: config.directory).standardizedFileURL
                .deletingLastPathComponent()
        } else if let markdown = config.markdown {
            folder = URL(fileURLWithPath: markdown.output, relativeTo: config.directory).standardizedFileURL
        } else {
            return nil
        }
        return folder.appendingPathComponent(".tokenc/build-record.json")
    }

    /// The inputs as the read stage found them (`input`), to compare with a record: the configured files and
    /// folders, or the resolver document and the files `record` says it read. Nil when any cannot be read.
    func currentInputs(_ input: Pipeline.Input, like record: BuildRecord) -> [SourceFile]? {
        switch input {
        case .files(var files, _, let diagnostics, _, _, _):
            guard diagnostics.diagnostics.isEmpty else { return nil }
            // Files a `$ref` named come after the sources in the record.
            for input in record.inputs.dropFirst(files.count) {
                guard let loaded = fileLoader(input.path) else { return nil }
                files.append(loaded)
            }
            return files
        case .resolver(let file, _, let loadFile, _):
            var files = [file]
            for input in record.inputs.dropFirst() {
                guard let loaded = loadFile(input.path) else { return nil }
                files.append(loaded)
            }
            return files
        case .unreadable:
            return nil
        }
    }

    /// Each `templates` entry's template as a file diagnostics can point into: its path as shown, or
    /// `bundled:NAME`.
    package var templateFiles: [SourceFile] {
        config.templateOutputs.map { template in
            let path = template.path.map { place($0).displayPath } ?? "bundled:" + (template.bundled?.rawValue ?? "")
            // The format is not read: the template is shown, not parsed, through this file.
            return SourceFile(path: path, format: .yaml, bytes: template.text)
        }
    }

    /// A path as diagnostics and messages show it.
    package func displayPath(_ url: URL) -> String {
        InputDiscovery.displayPath(url, base: displayBase)
    }

    /// Where a configured output path goes, and how it is shown.
    /// The configured output (``ConfiguredOutput/name``) that writes each file at `paths` (absolute), if any.
    package func outputNames(ofFilesAt paths: [String]) -> [String?] {
        var files: [String: String] = [:]
        for output in outputs { for file in output.files { files[place(file).url.path] = output.name } }
        let folders = outputs.compactMap { output in output.folder.map { (output.name, place($0).url.path + "/") } }
        return paths.map { path in files[path] ?? folders.first { path.hasPrefix($0.1) }?.0 }
    }

    func place(_ path: String) -> (url: URL, displayPath: String) {
        let url = URL(fileURLWithPath: path, relativeTo: config.directory).standardizedFileURL
        return (url, InputDiscovery.displayPath(url, base: displayBase))
    }
}
