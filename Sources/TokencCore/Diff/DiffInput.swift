import Foundation

/// One side of `tokenc diff`: `git:REF` (the sources as they were at that ref), a `tokenc.yaml`, a folder
/// holding one, or token files and folders.
package enum DiffInput {
    package struct Side: Sendable {
        package var label: String
        package var files: [SourceFile]
        package var diagnostics: DiagnosticBag
        package var strictDTCG: Bool
        /// The resolver document, when the side's sources are one; `loadFile` reads the files it names (or those
        /// a `$ref` names), by display path.
        package var resolver: SourceFile?
        package var loadFile: (@Sendable (String) -> SourceFile?)?

        /// Compiles the side: every context of its resolver document, or its token files.
        package func compile(emptyMessage: String) -> Pipeline.Result {
            let options = Pipeline.Options(strictDTCG: strictDTCG)
            if let resolver, let loadFile {
                var result = Pipeline.compile(resolver: resolver, loadFile: loadFile, options: options)
                var bag = diagnostics
                for diagnostic in result.diagnostics { bag.append(diagnostic) }
                result.diagnostics = bag.sorted()
                return result
            }
            return Pipeline.compile(
                files, read: diagnostics, emptyMessage: emptyMessage, loadFile: loadFile, options: options)
        }
    }

    package static func load(_ spec: String, workingDirectory: URL) throws -> Side {
        if spec.hasPrefix("git:") {
            let ref = String(spec.dropFirst(4))
            guard !ref.isEmpty else { throw GitSource.Failure(message: "'git:' needs a ref, e.g. git:origin/main") }
            let snapshot = try GitSource.Snapshot(ref: ref, directory: workingDirectory)
            var sources = ["."]
            var strict = false
            var diagnostics = DiagnosticBag()
            if let bytes = snapshot.file("tokenc.yaml")
                ?? FileManager.default.contents(atPath: workingDirectory.appendingPathComponent("tokenc.yaml").path)
                .map({ [UInt8]($0) }),
                let config = ProjectConfig.load(
                    SourceFile(path: "git:\(ref):tokenc.yaml", format: .yaml, bytes: bytes),
                    directory: workingDirectory, diagnostics: &diagnostics)
            {
                sources = config.sources
                strict = config.strictDTCG
            }
            let prefix = "git:\(ref):"
            let load: @Sendable (String) -> SourceFile? = { path in
                guard path.hasPrefix(prefix), let format = SourceFile.Format(fileName: path) else { return nil }
                return snapshot.file(String(path.dropFirst(prefix.count))).map {
                    SourceFile(path: path, format: format, bytes: $0)
                }
            }
            if sources.count == 1, let bytes = snapshot.file(sources[0]),
                ProjectConfig.isResolverFileName(sources[0])
                    || ResolverDocument.recognizes(
                        SourceFile(
                            path: sources[0], format: SourceFile.Format(fileName: sources[0]) ?? .json, bytes: bytes))
            {
                let resolver = SourceFile(
                    path: prefix + PointerResolver.normalize(sources[0]),
                    format: SourceFile.Format(fileName: sources[0]) ?? .json, bytes: bytes)
                return Side(
                    label: spec, files: [], diagnostics: diagnostics, strictDTCG: strict, resolver: resolver,
                    loadFile: load)
            }
            let files = try snapshot.tokenFiles(under: sources)
            return Side(label: spec, files: files, diagnostics: diagnostics, strictDTCG: strict, loadFile: load)
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
                let strict = project.config.strictDTCG
                switch project.read() {
                case .files(let files, let diagnostics, _):
                    return Side(
                        label: spec, files: files, diagnostics: diagnostics, strictDTCG: strict,
                        loadFile: project.fileLoader)
                case .resolver(let resolver, let loadFile):
                    return Side(
                        label: spec, files: [], diagnostics: DiagnosticBag(), strictDTCG: strict, resolver: resolver,
                        loadFile: loadFile)
                case .unreadable(let diagnostics):
                    throw GitSource.Failure(message: diagnostics.diagnostics.first?.message ?? "cannot read \(spec)")
                }
            case .failure(.noConfig(let message)):
                throw GitSource.Failure(message: message)
            case .failure(.invalidConfig(let diagnostics, _)):
                throw GitSource.Failure(message: "\(spec): invalid config: " + (diagnostics.first?.message ?? ""))
            }
        }
        if exists, !isDirectory.boolValue, ResolverDocument.recognizes(fileAt: url) {
            return try local(
                spec, relativeTo: workingDirectory, label: spec, workingDirectory: workingDirectory, strictDTCG: false)
        }
        let (files, diagnostics) = InputDiscovery.load(
            [spec], relativeTo: workingDirectory, displayBase: workingDirectory)
        return Side(
            label: spec, files: files, diagnostics: diagnostics, strictDTCG: false,
            loadFile: InputDiscovery.fileLoader(displayBase: workingDirectory))
    }

    /// A side whose sources are a resolver document on disk.
    private static func local(
        _ path: String, relativeTo directory: URL, label: String, workingDirectory: URL, strictDTCG: Bool
    ) throws -> Side {
        let url = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
        guard let (resolver, loadFile) = InputDiscovery.resolverOnDisk(url, displayBase: workingDirectory) else {
            throw GitSource.Failure(message: "cannot read resolver document \(path)")
        }
        return Side(
            label: label, files: [], diagnostics: DiagnosticBag(), strictDTCG: strictDTCG, resolver: resolver,
            loadFile: loadFile)
    }
}
