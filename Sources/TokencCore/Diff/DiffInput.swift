import Foundation

/// One side of `tokenc diff`: `git:REF` (the sources as they were at that ref), `git:REF:PATH` (one file or
/// folder at that ref), a `tokenc.yaml`, a folder holding one, or token files and folders. A side is what the read stage makes of it and the options its
/// config gives (`strict-dtcg`, `diagnostics`, `lint`), so `diff` judges a side as `build` does.
package enum DiffInput {
    package struct Side: Sendable {
        package var input: Pipeline.Input
        package var options: Pipeline.Options
        /// The Swift namespace its config gives, under which its names are compared.
        package var swiftNamespace = "DesignTokens"

        /// Compiles the side: every context of its resolver document, or its token files.
        package func compile() -> Pipeline.Result {
            Pipeline.compile(input, options: options)
        }
    }

    /// The side `spec` names; `emptyMessage` is the error when it holds no token files.
    package static func load(_ spec: String, emptyMessage: String, workingDirectory: URL) throws -> Side {
        if spec.hasPrefix("git:") {
            return try gitSide(
                String(spec.dropFirst(4)), emptyMessage: emptyMessage, workingDirectory: workingDirectory)
        }
        let url = URL(fileURLWithPath: spec, relativeTo: workingDirectory).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let configURL: URL? =
            isDirectory.boolValue
            ? [url.appendingPathComponent("tokenc.yaml")].first { FileManager.default.fileExists(atPath: $0.path) }
            : (exists && url.lastPathComponent.hasPrefix("tokenc") && ["yaml", "yml"].contains(url.pathExtension)
                ? url : nil)
        if let configURL {
            switch Project.load(
                configPath: configURL.path, inputs: [], workingDirectory: workingDirectory, strictDTCG: false)
            {
            case .success(let project):
                var input = project.read()
                if case .unreadable(let diagnostics) = input {
                    throw GitSource.Failure(message: diagnostics.diagnostics.first?.message ?? "cannot read \(spec)")
                }
                if case .files(let files, let format, let read, _, let loadFile, let readings) = input {
                    input = .files(
                        files, format: format, read: read, emptyMessage: emptyMessage, loadFile: loadFile,
                        readings: readings)
                }
                return Side(input: input, options: project.options, swiftNamespace: project.swiftNamespace)
            case .failure(.noConfig(let message)):
                throw GitSource.Failure(message: message)
            case .failure(.invalidConfig(let diagnostics, _)):
                throw GitSource.Failure(message: "\(spec): invalid config: " + (diagnostics.first?.message ?? ""))
            }
        }
        if exists, !isDirectory.boolValue, Pipeline.Input.classify(fileAt: url)?.isResolver == true {
            guard let (resolver, loadFile) = InputDiscovery.resolverOnDisk(url, displayBase: workingDirectory) else {
                throw GitSource.Failure(message: "cannot read resolver document \(spec)")
            }
            return Side(
                input: .resolver(resolver, read: DiagnosticBag(), loadFile: loadFile), options: Pipeline.Options())
        }
        let (files, diagnostics) = InputDiscovery.load(
            [spec], relativeTo: workingDirectory, displayBase: workingDirectory)
        return Side(
            input: .classify(
                files, read: diagnostics, emptyMessage: emptyMessage,
                loadFile: InputDiscovery.fileLoader(displayBase: workingDirectory)),
            options: Pipeline.Options())
    }

    /// The sources at a git ref: its `tokenc.yaml` (else the working tree's) says which, and how to read them.
    /// `git:REF:PATH` is one file or folder at that ref (a ref holds no `:`), read with the config's options.
    private static func gitSide(_ spec: String, emptyMessage: String, workingDirectory: URL) throws -> Side {
        var ref = spec
        var path: String?
        if let colon = spec.firstIndex(of: ":") {
            ref = String(spec[..<colon])
            path = String(spec[spec.index(after: colon)...])
            guard path?.isEmpty == false else {
                throw GitSource.Failure(
                    message: "'git:\(spec)' names no path after the ref, e.g. git:main:tokens/colors.json")
            }
        }
        guard !ref.isEmpty else { throw GitSource.Failure(message: "'git:' needs a ref, e.g. git:origin/main") }
        let snapshot = try GitSource.Snapshot(ref: ref, directory: workingDirectory)
        var sources = ["."]
        var formats: [FileFormat?] = []
        var options = Pipeline.Options()
        var namespace = "DesignTokens"
        var diagnostics = DiagnosticBag()
        if let bytes = snapshot.file("tokenc.yaml")
            ?? FileManager.default.contents(atPath: workingDirectory.appendingPathComponent("tokenc.yaml").path)
            .map({ [UInt8]($0) }),
            let config = ProjectConfig.load(
                SourceFile(path: "git:\(ref):tokenc.yaml", format: .yaml, bytes: bytes),
                directory: workingDirectory, diagnostics: &diagnostics)
        {
            sources = config.sources
            formats = config.sourceFormats
            options = config.options
            namespace = config.swift?.namespace ?? namespace
        }
        if let path {
            // The path alone, with the format the config gives the source it is in.
            let source = sources.firstIndex { path == $0 || path.hasPrefix($0 + "/") || $0 == "." }
            formats = [source.flatMap { formats.indices.contains($0) ? formats[$0] : nil }]
            sources = [path]
        }
        let prefix = "git:\(ref):"
        let load: Pipeline.FileLoader = { path in
            guard path.hasPrefix(prefix), let format = SourceFile.Format(fileName: path) else { return nil }
            return snapshot.file(String(path.dropFirst(prefix.count))).map {
                SourceFile(path: path, format: format, bytes: $0)
            }
        }
        // A resolver document named alone (by its name, as `Project.read` takes it, or its content), at the path
        // the files it names are relative to.
        if sources.count == 1, let bytes = snapshot.file(sources[0]) {
            let resolver = SourceFile(
                path: prefix + PointerResolver.normalize(sources[0]),
                format: SourceFile.Format(fileName: sources[0]) ?? .json, bytes: bytes)
            if ProjectConfig.isResolverFileName(sources[0]) || Pipeline.Input.classify([resolver]).isResolver {
                return Side(
                    input: .resolver(resolver, read: diagnostics, loadFile: load), options: options,
                    swiftNamespace: namespace)
            }
        }
        let files = try snapshot.tokenFiles(under: sources, formats: formats)
        if let path, files.isEmpty {
            throw GitSource.Failure(message: "'\(path)' holds no token file at \(ref)")
        }
        return Side(
            input: .classify(files, read: diagnostics, emptyMessage: emptyMessage, loadFile: load), options: options,
            swiftNamespace: namespace)
    }
}
