import Foundation

/// Turns the paths a user names (files and folders) into source files, in a stable order.
///
/// `$themes.json` or `$metadata.json` named as a path reads its folder (a Tokens Studio export). In a folder,
/// tokenc reads `*.tokens.json`, `*.tokens`, `*.json`, `*.jsonc`, `*.json5`, `*.tokens.yaml`
/// and `*.tokens.yml`, recursively, sorted by path; it skips resolver documents (by name or content) and hidden
/// entries.
/// A file named explicitly is read whatever its token-file extension.
package enum InputDiscovery {
    /// The largest file tokenc reads.
    package static let maxFileSize = 256 << 20

    /// Reads the named paths, resolved against `directory`; paths are shown relative to `displayBase`
    /// (absolute when it is nil, as tools like Xcode need to place diagnostics on files).
    /// `locations`: where each path is written (in `tokenc.yaml`), for the error when it does not exist;
    /// `formats`: what each path's files are said to be (``SourceFile/declaredFormat``).
    package static func load(
        _ paths: [String], formats: [FileFormat?] = [], relativeTo directory: URL, displayBase: URL?,
        locations: [SourceLocation] = []
    ) -> (files: [SourceFile], diagnostics: DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        var files: [SourceFile] = []
        var seen = Set<String>()
        let manager = FileManager.default
        let base = URL(fileURLWithPath: directory.path, isDirectory: true)
        for (position, path) in paths.enumerated() {
            var url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                let location = locations.indices.contains(position) ? locations[position] : nil
                let shown = displayPath(url, base: displayBase)
                diagnostics.error(
                    .ioError,
                    "no such file or folder: \(path)" + (location == nil || shown == path ? "" : " (\(shown))"),
                    at: location)
                continue
            }
            // `$themes.json` or `$metadata.json` named alone stands for the Tokens Studio export around it.
            if !isDirectory.boolValue, TokensStudioExport.isProjectFile(url.lastPathComponent) {
                url.deleteLastPathComponent()
                isDirectory = true
            }
            let candidates: [URL]
            if isDirectory.boolValue {
                candidates = folderContents(url).filter { isTokenFileName($0.lastPathComponent) }
                if candidates.isEmpty {
                    diagnostics.warning(
                        .noInputs, "folder \(path) has no token files (*.tokens.json, *.json, *.tokens.yaml, …)",
                        at: nil)
                }
            } else {
                guard SourceFile.Format(fileName: url.lastPathComponent) != nil else {
                    diagnostics.error(
                        .unknownFileType,
                        "\(path): unknown file type; tokenc reads .json, .tokens, .jsonc, .json5, .yaml and .yml",
                        at: nil)
                    continue
                }
                candidates = [url]
            }
            for candidate in candidates where seen.insert(candidate.path).inserted {
                let display = displayPath(candidate, base: displayBase)
                // Read straight into the bytes the parser takes: no `Data` to copy from, no attribute dictionary.
                let descriptor = open(candidate.path, O_RDONLY)
                guard descriptor >= 0 else {
                    diagnostics.error(.ioError, "cannot read \(display): \(String(cString: strerror(errno)))", at: nil)
                    continue
                }
                defer { close(descriptor) }
                var status = stat()
                guard fstat(descriptor, &status) == 0 else {
                    diagnostics.error(.ioError, "cannot read \(display): \(String(cString: strerror(errno)))", at: nil)
                    continue
                }
                let size = Int(status.st_size)
                guard size <= maxFileSize else {
                    diagnostics.error(
                        .inputTooLarge,
                        "\(display) is larger than \(maxFileSize >> 20) MiB, the most tokenc reads from one file",
                        at: nil)
                    continue
                }
                guard let bytes = OutputWriter.read(descriptor, at: 0, count: size) else {
                    diagnostics.error(
                        .ioError, "cannot read \(display): it is not a readable file, or it changed while being read",
                        at: nil)
                    continue
                }
                var file = SourceFile(
                    path: display, format: SourceFile.Format(fileName: candidate.lastPathComponent)!, bytes: bytes)
                file.declaredFormat = formats.indices.contains(position) ? formats[position] : nil
                // A resolver document in a folder is not a token file, whatever it is called.
                if isDirectory.boolValue, file.declaredFormat == nil, ResolverDocument.recognizes(file) { continue }
                files.append(file)
            }
        }
        return (files, diagnostics)
    }

    /// Reads a resolver document from disk, with a reader for the files it names. Those come by display
    /// path (relative to `displayBase`, or absolute when it is nil or they lie outside it).
    package static func resolverOnDisk(_ url: URL, displayBase: URL?) -> (
        resolver: SourceFile, loadFile: @Sendable (String) -> SourceFile?
    )? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let resolver = SourceFile(
            path: displayPath(url, base: displayBase),
            format: SourceFile.Format(fileName: url.lastPathComponent) ?? .json, bytes: [UInt8](data))
        return (resolver, fileLoader(displayBase: displayBase))
    }

    /// Reads a token file a resolver document names, by display path (relative to `displayBase`, or absolute);
    /// nil when it cannot be read.
    package static func fileLoader(displayBase: URL?) -> @Sendable (String) -> SourceFile? {
        // A folder URL whatever the caller made it from, so relative paths resolve inside it.
        let base = URL(fileURLWithPath: (displayBase ?? URL(fileURLWithPath: "/")).path, isDirectory: true)
        return { path in
            let target =
                path.hasPrefix("/")
                ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
            guard let bytes = FileManager.default.contents(atPath: target.path),
                let format = SourceFile.Format(fileName: target.lastPathComponent)
            else { return nil }
            return SourceFile(path: path, format: format, bytes: [UInt8](bytes))
        }
    }

    /// Whether a file found in a folder is read as tokens.
    package static func isTokenFileName(_ name: String) -> Bool {
        let lower = name.lowercased()
        if lower.hasPrefix(".") || lower.hasSuffix(".resolver.json") || lower == "package.json"
            || lower == "package.resolved"
        {
            return false
        }
        return lower.hasSuffix(".json") || lower.hasSuffix(".tokens") || lower.hasSuffix(".jsonc")
            || lower.hasSuffix(".json5")
            || lower.hasSuffix(".tokens.yaml") || lower.hasSuffix(".tokens.yml")
    }

    /// The token files a resolver document at `url` is expected to name: those in its folder and below named as
    /// token files by the DTCG's recommended extensions (`*.tokens.json`, …; `node_modules` aside), but for the
    /// files another resolver document there names (a folder may hold one per product).
    package static func neighbours(ofResolverAt url: URL) -> [URL] {
        let folder = url.deletingLastPathComponent()
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        var named: Set<String> = []
        for case let file as URL in enumerator {
            let name = file.lastPathComponent
            if name == "node_modules" {
                enumerator.skipDescendants()
            } else if isNamedTokenFile(name) {
                files.append(file.standardizedFileURL)
            } else if ProjectConfig.isResolverFileName(name), file.standardizedFileURL != url.standardizedFileURL,
                let bytes = OutputWriter.read(file.path)
            {
                var diagnostics = DiagnosticBag()
                let other = SourceFile(
                    path: file.path, format: SourceFile.Format(fileName: name) ?? .json, bytes: bytes)
                guard let root = Pipeline.parse(other, index: 0, diagnostics: &diagnostics),
                    let document = ResolverDocument.read(root, diagnostics: &diagnostics)
                else { continue }
                for path in document.filePaths { named.insert(PointerResolver.join(path, from: file.path)) }
            }
        }
        return files.filter { !named.contains($0.path) }.sorted { $0.path < $1.path }
    }

    /// Whether a file name has one of the DTCG's recommended extensions (`*.tokens.json`, `*.tokens.yaml`, …).
    package static func isNamedTokenFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return isTokenFileName(lower) && (lower.hasSuffix(".tokens") || lower.contains(".tokens."))
    }

    private static func folderContents(_ url: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var result: [URL] = []
        for case let file as URL in enumerator {
            if (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                result.append(file.standardizedFileURL)
            }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// `url` relative to `base` when it lies below it, else absolute.
    package static func displayPath(_ url: URL, base: URL?) -> String {
        let path = url.standardizedFileURL.path
        guard let base else { return path }
        let prefix = base.standardizedFileURL.path
        if path.hasPrefix(prefix + "/") { return String(path.dropFirst(prefix.count + 1)) }
        return path
    }
}
