import Foundation

/// What `tokenc init` finds in a folder and the `tokenc.yaml` it writes for it: the sources (a resolver
/// document, else a Tokens Studio export, else the folders and files that hold token files) and every output at
/// its usual path.
package struct ProjectSetup: Sendable {
    /// The sources, relative to the folder.
    package var sources: [String]
    /// What the sources are, for the message: "a resolver document", "a Tokens Studio export", "token folders"…
    package var kind: String
    /// The format written beside a source whose files were recognised only by a marker other formats show too
    /// (``FormatRecognition/Strength/shared``), so the next reading does not rest on a guess; and why.
    package var formats: [String: (format: FileFormat, marker: String)] = [:]
    /// The Swift package target the folder holds (`Sources/NAME` with Swift files, beside `Package.swift`), for
    /// whose module the config offers a DocC catalog.
    package var swiftTarget: String?

    package init(sources: [String], kind: String) {
        (self.sources, self.kind) = (sources, kind)
    }

    /// Folders never searched: version control, build products, dependencies, and outputs.
    static let skippedFolders: Set<String> = [
        "node_modules", "generated", "build", "dist", "out", "Pods", "DerivedData",
    ]

    /// The setup for `directory`, or nil when it holds no token files.
    package static func find(in directory: URL) -> ProjectSetup? {
        var setup = findSources(in: directory)
        setup?.swiftTarget = swiftTarget(in: directory)
        return setup
    }

    /// The first target, by name, under `Sources/` of a Swift package in `directory` that holds Swift files.
    static func swiftTarget(in directory: URL) -> String? {
        let manager = FileManager.default
        guard manager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) else { return nil }
        let sources = directory.appendingPathComponent("Sources")
        let names = ((try? manager.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
        return names.first { name in
            guard !name.hasPrefix("."), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return false
            }
            let files = (try? manager.contentsOfDirectory(atPath: sources.appendingPathComponent(name).path)) ?? []
            return files.contains { $0.hasSuffix(".swift") }
        }
    }

    private static func findSources(in directory: URL) -> ProjectSetup? {
        let files = tokenFiles(in: directory, relativePath: "", depth: 0)
        let kinds = Dictionary(
            uniqueKeysWithValues: files.map {
                ($0, Pipeline.Input.classify(fileAt: directory.appendingPathComponent($0)))
            })
        let resolvers = files.filter { kinds[$0]??.isResolver == true }
        if let resolver = resolvers.min(by: shallowerThenSorted) {
            return ProjectSetup(sources: [resolver], kind: "a resolver document")
        }
        let studioFolders = files.filter { TokensStudioExport.isProjectFile($0) }.map { parent(of: $0) }
        if let studio = studioFolders.min(by: shallowerThenSorted) {
            return ProjectSetup(sources: [studio], kind: "a Tokens Studio export")
        }
        let tokens = files.filter { InputDiscovery.isTokenFileName(($0 as NSString).lastPathComponent) }
        // A single-file Tokens Studio export: its sets, `$themes` and `$metadata` at the top level of one file.
        let singleFile = tokens.first { kinds[$0]??.format == .tokensStudio }
        if let singleFile { return ProjectSetup(sources: [singleFile], kind: "a Tokens Studio export in one file") }
        guard !tokens.isEmpty else { return nil }
        // Files that came out of Figma are named by the route they came by.
        var figma: [String] = []
        for file in tokens where kinds[file]??.format == .figma {
            guard let bytes = OutputWriter.read(directory.appendingPathComponent(file).path),
                let kind = FigmaSources.kind(of: SourceFile(path: file, format: .json, bytes: bytes)),
                !figma.contains(kind)
            else { continue }
            figma.append(kind)
        }
        // A top-level folder stands for every token file below it; files at the top are named one by one.
        var sources: [String] = []
        for file in tokens {
            let source = file.contains("/") ? String(file.prefix { $0 != "/" }) : file
            if sources.last != source, !sources.contains(source) { sources.append(source) }
        }
        let folders = sources.filter { source in tokens.contains { $0.hasPrefix(source + "/") } }.count
        var kind = folders == sources.count ? "token folders" : folders == 0 ? "token files" : "token folders and files"
        if !figma.isEmpty { kind = figma.joined(separator: " and ") }
        var setup = ProjectSetup(sources: sources, kind: kind)
        for source in sources {
            let files = tokens.filter { $0 == source || $0.hasPrefix(source + "/") }.compactMap { path in
                OutputWriter.read(directory.appendingPathComponent(path).path).flatMap { bytes in
                    SourceFile.Format(fileName: path).map { SourceFile(path: path, format: $0, bytes: bytes) }
                }
            }
            if let guessed = guessedFormat(of: files) { setup.formats[source] = guessed }
        }
        return setup
    }

    /// The one format other than DTCG that `files` are read as when no marker of theirs is that format's alone
    /// (legacy `value` says Style Dictionary, but Tokens Studio's sets and a plugin write it too); nil when a
    /// marker decides or the files are read as several formats.
    static func guessedFormat(of files: [SourceFile]) -> (format: FileFormat, marker: String)? {
        var diagnostics = DiagnosticBag()
        let readings = FormatRecognition.readings(of: files, diagnostics: &diagnostics)
        guard let first = readings.first, first.format != .dtcg,
            readings.allSatisfy({ $0.format == first.format && $0.strength == .shared })
        else { return nil }
        return (first.format, first.marker)
    }

    /// The config's text: the sources, then every built-in output under `generated/`, and the bundled templates
    /// as a comment to take up.
    package var configText: String {
        let list = sources.map { source in
            formats[source].map { "{ path: \(Self.quoted(source)), format: \($0.format.rawValue) }" }
                ?? Self.quoted(source)
        }.joined(separator: ", ")
        return """
            # Written by tokenc init. Every setting: Documentation/Configuration.md in tokenc's repository.
            sources: [\(list)]
            json:     { output: generated/tokens.resolved.json }
            swift:    { output: generated/swift/DesignTokens.swift, namespace: DesignTokens, access: public }
            markdown: { output: generated/docs }
            css:      { output: generated/css/tokens.css, preview: generated/css/preview.html }
            xcassets: { output: generated/DesignTokens.xcassets }
            \(swiftTarget.map { "# A DocC catalog for \($0), whose Swift compiles these tokens (Documentation/DocsOutput.md):\n# docc: { output: Sources/\($0)/\($0).docc }\n" } ?? "")# For the web and Android teams (Documentation/Templates.md):
            # templates:
            #   - { bundled: typescript, output: generated/web/tokens.ts }
            #   - { bundled: compose, output: generated/android/DesignTokens.kt, params: { package: com.example.tokens } }

            """
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\x%02X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Paths of the files below `directory` that tokenc could read, sorted, hidden and skipped folders left out.
    private static func tokenFiles(in directory: URL, relativePath: String, depth: Int) -> [String] {
        guard depth < 8,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        else { return [] }
        var found: [String] = []
        for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let url = directory.appendingPathComponent(name)
            let path = relativePath.isEmpty ? name : relativePath + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if !name.hasSuffix(".xcassets") { found += tokenFiles(in: url, relativePath: path, depth: depth + 1) }
            } else if InputDiscovery.isTokenFileName(name) || ProjectConfig.isResolverFileName(name) {
                found.append(path)
            }
        }
        return found
    }

    private static func parent(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Fewer folders deep first, then by path.
    private static func shallowerThenSorted(_ a: String, _ b: String) -> Bool {
        let (depthA, depthB) = (a.split(separator: "/").count, b.split(separator: "/").count)
        return depthA != depthB ? depthA < depthB : a < b
    }
}
