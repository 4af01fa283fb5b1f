import Foundation

/// One side of `tokenc diff`: `git:REF` (the sources as they were at that ref), a `tokenc.yaml`, a folder
/// holding one, or token files and folders.
public enum DiffInput {
    public struct Side: Sendable {
        public var label: String
        public var files: [SourceFile]
        public var diagnostics: DiagnosticBag
        public var strictDTCG: Bool
    }

    public static func load(_ spec: String, workingDirectory: URL) throws -> Side {
        if spec.hasPrefix("git:") {
            let ref = String(spec.dropFirst(4))
            guard !ref.isEmpty else { throw GitSource.Failure(message: "'git:' needs a ref, e.g. git:origin/main") }
            let snapshot = try GitSource.Snapshot(ref: ref, directory: workingDirectory)
            var sources = ["."]
            var strict = false
            var diagnostics = DiagnosticBag()
            if let bytes = snapshot.file("tokenc.yaml")
                ?? FileManager.default.contents(atPath: workingDirectory.appendingPathComponent("tokenc.yaml").path).map({ [UInt8]($0) }),
                let config = ProjectConfig.load(SourceFile(path: "git:\(ref):tokenc.yaml", format: .yaml, bytes: bytes), directory: workingDirectory, diagnostics: &diagnostics)
            {
                sources = config.sources
                strict = config.strictDTCG
            }
            let files = try snapshot.tokenFiles(under: sources)
            return Side(label: spec, files: files, diagnostics: diagnostics, strictDTCG: strict)
        }
        let url = URL(fileURLWithPath: spec, relativeTo: workingDirectory).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let configURL: URL? = isDirectory.boolValue
            ? [url.appendingPathComponent("tokenc.yaml")].first { FileManager.default.fileExists(atPath: $0.path) }
            : (exists && url.lastPathComponent.hasPrefix("tokenc") && ["yaml", "yml"].contains(url.pathExtension) ? url : nil)
        if let configURL {
            switch Project.load(configPath: configURL.path, inputs: [], workingDirectory: workingDirectory, strictDTCG: false) {
            case .success(let project):
                let (files, diagnostics) = InputDiscovery.load(project.config.sources, relativeTo: project.config.directory, displayBase: workingDirectory)
                return Side(label: spec, files: files, diagnostics: diagnostics, strictDTCG: project.config.strictDTCG)
            case .failure(.noConfig(let message)):
                throw GitSource.Failure(message: message)
            case .failure(.invalidConfig(let diagnostics, _)):
                throw GitSource.Failure(message: "\(spec): invalid config: " + (diagnostics.first?.message ?? ""))
            }
        }
        let (files, diagnostics) = InputDiscovery.load([spec], relativeTo: workingDirectory, displayBase: workingDirectory)
        return Side(label: spec, files: files, diagnostics: diagnostics, strictDTCG: false)
    }
}
