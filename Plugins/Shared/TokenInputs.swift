import Foundation

/// What the tokenc plugins find in a target: its token files, its `tokenc.yaml`, and the problems that
/// stop planning. Shared by the build and command plugins (each plugin folder links to this file).
struct TokenInputs {
    /// File names the plugins treat as token files.
    static func isTokenFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".tokens.json") || lower.hasSuffix(".tokens") || lower.hasSuffix(".tokens.yaml")
            || lower.hasSuffix(".tokens.yml") || lower.hasSuffix(".tokens.jsonc") || lower.hasSuffix(".tokens.json5")
    }

    static let configNames = ["tokenc.yaml", "tokenc.yml"]

    var targetName: String
    /// Token files, sorted by path.
    var tokenFiles: [URL]
    /// The target's `tokenc.yaml`, if any.
    var config: URL?
    /// Files outside the target that `tokenc.yaml`'s `sources` name (so changing them rebuilds).
    var externalFiles: [URL]
    /// Plan-time problems, each with its fix.
    var problems: [String]

    /// Every file the generated code depends on.
    var allInputs: [URL] { tokenFiles + externalFiles + (config.map { [$0] } ?? []) }

    /// Reads a target: its token files among `files` and its config in `directory`.
    init(targetName: String, directory: URL?, files: [URL]) {
        self.targetName = targetName
        tokenFiles = files.filter { Self.isTokenFile($0.lastPathComponent) }.sorted { $0.path < $1.path }
        let configs =
            files.filter { Self.configNames.contains($0.lastPathComponent) }
            + (directory.map { directory in
                Self.configNames.map { directory.appendingPathComponent($0) }.filter {
                    FileManager.default.fileExists(atPath: $0.path)
                }
            } ?? [])
        var unique: [URL] = []
        for config in configs
        where !unique.contains(where: { $0.standardizedFileURL.path == config.standardizedFileURL.path }) {
            unique.append(config)
        }
        config = unique.first
        externalFiles = []
        problems = []
        if unique.count > 1 {
            problems.append(
                "target '\(targetName)' has more than one tokenc config (\(unique.map(\.lastPathComponent).joined(separator: ", "))); keep one tokenc.yaml"
            )
        }
        if let config {
            for source in Self.sources(inConfig: config) {
                var url = URL(fileURLWithPath: source, relativeTo: config.deletingLastPathComponent())
                    .standardizedFileURL
                if Self.isResolverDocument(url.lastPathComponent) {
                    // The files a resolver document names lie beside it: watch the document and its folder.
                    externalFiles.append(url)
                    url = url.deletingLastPathComponent()
                }
                externalFiles += Self.tokenFiles(at: url).filter { file in
                    !tokenFiles.contains { $0.standardizedFileURL.path == file.path }
                }
            }
        }
        if tokenFiles.isEmpty, externalFiles.isEmpty {
            problems.append(
                "target '\(targetName)' uses the tokenc plugin but has no token files; add *.tokens.json or *.tokens.yaml files to the target, or a tokenc.yaml whose 'sources' names them (for tokens at the package root: sources: [../../tokens])"
            )
        }
    }

    /// Whether a file name is a resolver document's.
    static func isResolverDocument(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [".resolver.json", ".resolver.jsonc", ".resolver.json5", ".resolver.yaml", ".resolver.yml"].contains {
            lower.hasSuffix($0)
        }
    }

    /// Token files at a path: the file itself, or those in a folder, recursively.
    static func tokenFiles(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [url] }
        guard
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let file as URL in enumerator
        where isTokenFile(file.lastPathComponent) || file.pathExtension.lowercased() == "json"
            || file.pathExtension.lowercased() == "yaml"
        {
            if !isResolverDocument(file.lastPathComponent) { files.append(file.standardizedFileURL) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The `sources` of a tokenc.yaml, read without a YAML library: `sources: [a, b]`, `sources: a`, or a
    /// block list of `- a` lines. tokenc itself validates the whole file when it runs.
    static func sources(inConfig config: URL) -> [String] {
        guard let text = try? String(contentsOf: config, encoding: .utf8) else { return [] }
        var result: [String] = []
        var inBlock = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line =
                rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
                ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inBlock {
                if trimmed.hasPrefix("- ") {
                    result.append(unquote(String(trimmed.dropFirst(2))))
                    continue
                }
                if trimmed.isEmpty { continue }
                inBlock = false
            }
            if line.hasPrefix("resolver:") {
                result.append(unquote(line.dropFirst("resolver:".count).trimmingCharacters(in: .whitespaces)))
                continue
            }
            guard line.hasPrefix("sources:") else { continue }
            let value = line.dropFirst("sources:".count).trimmingCharacters(in: .whitespaces)
            if value.isEmpty {
                inBlock = true
            } else if value.hasPrefix("["), value.hasSuffix("]") {
                result += value.dropFirst().dropLast().split(separator: ",").map {
                    unquote($0.trimmingCharacters(in: .whitespaces))
                }.filter { !$0.isEmpty }
            } else {
                result.append(unquote(value))
            }
        }
        return result
    }

    private static func unquote(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The arguments for `tokenc build` writing only the Swift file to `output`.
    func buildArguments(output: URL) -> [String] {
        var arguments = ["build", "--quiet", "--absolute-paths", "--swift-output", output.path]
        if let config { arguments += ["--config", config.path] }
        arguments += tokenFiles.map(\.path) + externalFiles.map(\.path)
        return arguments
    }
}

/// Stops planning after the problems have been reported through the plugin diagnostics API.
struct TokenPluginError: Error, CustomStringConvertible {
    var description: String
}
