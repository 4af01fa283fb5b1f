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
    /// Without a config: the resolver document among the target's files, which tokenc compiles instead of
    /// ``tokenFiles``.
    var resolver: URL?
    /// Files outside ``tokenFiles`` that the build reads (what `tokenc.yaml`'s `sources` name, a resolver
    /// document and the files it `$ref`s), so changing them rebuilds.
    var externalFiles: [URL]
    /// The folders `tokenc.yaml`'s `sources` name and every folder below them. A folder is an input too: its
    /// modification time changes when a file is added or removed in it, so the build runs again for a token file
    /// added outside the target, which SwiftPM's plan would not see until it plans again.
    var externalFolders: [URL] = []
    /// Plan-time problems, each with its fix.
    var problems: [String]
    /// Swift files among the target's own that tokenc generated (the command plugin's, committed): the build
    /// plugin generating the same declarations beside them is a duplicate.
    var committedSwift: [URL] = []

    /// The token files tokenc compiles: a resolver document's files when there is one, the config's
    /// `sources` when there is a config, else the target's token files.
    var compiledFiles: [URL] = []

    /// Every file the generated code depends on.
    var allInputs: [URL] { tokenFiles + externalFiles + (config.map { [$0] } ?? []) }

    /// Reads a target: its token files among `files` and its config in `directory`.
    init(targetName: String, directory: URL?, files: [URL]) {
        self.targetName = targetName
        tokenFiles = files.filter { Self.isTokenFile($0.lastPathComponent) }.sorted { $0.path < $1.path }
        committedSwift = files.filter { $0.pathExtension == "swift" && Self.isGeneratedSwift(at: $0) }
            .sorted { $0.path < $1.path }
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
                let url = URL(fileURLWithPath: source, relativeTo: config.deletingLastPathComponent())
                    .standardizedFileURL
                let contents = Self.contents(at: url)
                externalFolders += contents.folders
                var found = contents.files
                if found.count == 1, Self.isResolverDocument(at: found[0]) {
                    let referenced = Self.referencedFiles(from: found[0])
                    compiledFiles += referenced
                    found += referenced
                } else {
                    compiledFiles += found
                }
                for file in found where !(tokenFiles + externalFiles).contains(where: { $0.path == file.path }) {
                    externalFiles.append(file)
                }
            }
        } else {
            // Without a config, a resolver document among the target's files is what tokenc compiles.
            let resolvers = files.filter { Self.isResolverDocument(at: $0) }.sorted { $0.path < $1.path }
            if resolvers.count > 1 {
                problems.append(
                    "target '\(targetName)' has more than one resolver document (\(resolvers.map(\.lastPathComponent).joined(separator: ", "))); add a tokenc.yaml whose 'sources' names the one to compile"
                )
            }
            if let first = resolvers.first {
                resolver = first
                compiledFiles = Self.referencedFiles(from: first)
                externalFiles =
                    [first]
                    + compiledFiles.filter { file in
                        !tokenFiles.contains { $0.standardizedFileURL.path == file.path }
                    }
            } else {
                compiledFiles = tokenFiles
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

    /// Whether the file at `url` is a resolver document by its content, whatever it is called. The rule is
    /// tokenc's own (`ResolverDocument.recognizes`, which a plugin cannot link): an object with the members
    /// `version` and `resolutionOrder`, the two that DTCG 2025.10 requires of one.
    static func isResolverDocument(at url: URL) -> Bool {
        let lower = url.lastPathComponent.lowercased()
        guard [".json", ".jsonc", ".json5", ".yaml", ".yml"].contains(where: { lower.hasSuffix($0) }),
            let data = FileManager.default.contents(atPath: url.path),
            let text = String(data: data, encoding: .utf8), text.contains("resolutionOrder")
        else { return false }
        let keys = lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") ? topLevelYAMLKeys(text) : topLevelJSONKeys(text)
        return keys.contains("version") && keys.contains("resolutionOrder")
    }

    /// The member names of a JSON, JSONC or JSON5 text's root object (quoted or bare), skipping strings and
    /// comments.
    static func topLevelJSONKeys(_ text: String) -> Set<String> {
        let scalars = Array(text.unicodeScalars)
        var keys: Set<String> = []
        var depth = 0
        var index = 0
        /// The next index after white space and comments from `start`.
        func skipSpace(_ start: Int) -> Int {
            var at = start
            while at < scalars.count {
                if scalars[at].properties.isWhitespace {
                    at += 1
                } else if scalars[at] == "/", at + 1 < scalars.count, scalars[at + 1] == "/" {
                    while at < scalars.count, scalars[at] != "\n" { at += 1 }
                } else if scalars[at] == "/", at + 1 < scalars.count, scalars[at + 1] == "*" {
                    at += 2
                    while at + 1 < scalars.count, !(scalars[at] == "*" && scalars[at + 1] == "/") { at += 1 }
                    at += 2
                } else {
                    break
                }
            }
            return at
        }
        while true {
            index = skipSpace(index)
            guard index < scalars.count else { break }
            let scalar = scalars[index]
            var word: String?
            if scalar == "\"" || scalar == "'" {
                var text = String.UnicodeScalarView()
                index += 1
                while index < scalars.count, scalars[index] != scalar {
                    if scalars[index] == "\\" { index += 1 }
                    if index < scalars.count { text.append(scalars[index]) }
                    index += 1
                }
                index += 1
                word = String(text)
            } else if scalar.properties.isAlphabetic || scalar == "_" || scalar == "$" {
                var text = String.UnicodeScalarView()
                while index < scalars.count,
                    scalars[index].properties.isAlphabetic || scalars[index] == "_" || scalars[index] == "$"
                        || ("0"..."9").contains(scalars[index])
                {
                    text.append(scalars[index])
                    index += 1
                }
                word = String(text)
            } else {
                if scalar == "{" || scalar == "[" { depth += 1 }
                if scalar == "}" || scalar == "]" { depth -= 1 }
                index += 1
                continue
            }
            let next = skipSpace(index)
            if depth == 1, let word, next < scalars.count, scalars[next] == ":" { keys.insert(word) }
        }
        return keys
    }

    /// The keys of a YAML text's root mapping: those on lines that are not indented.
    static func topLevelYAMLKeys(_ text: String) -> Set<String> {
        Set(
            text.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") }.map {
                ($0.split(separator: ":").first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
            })
    }

    /// The files `document` names in its `$ref`s, and the files those name in theirs, once each, existing ones
    /// only (tokenc reports a missing one). A pointer's file part is relative to the file that holds it.
    static func referencedFiles(from document: URL, limit: Int = 256) -> [URL] {
        var found: [URL] = []
        var pending = [document.standardizedFileURL]
        var seen: Set<String> = [document.standardizedFileURL.path]
        while let file = pending.popLast(), found.count < limit {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for reference in references(in: text) {
                let path = String(reference.prefix { $0 != "#" })
                guard !path.isEmpty, !path.contains("://") else { continue }
                let url = URL(fileURLWithPath: path, relativeTo: file.deletingLastPathComponent()).standardizedFileURL
                guard seen.insert(url.path).inserted, FileManager.default.fileExists(atPath: url.path) else {
                    continue
                }
                found.append(url)
                pending.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The values of `$ref` members in a JSON or YAML text: `"$ref": "x"`, `$ref: x`, `'$ref': 'x'`.
    static func references(in text: String) -> [String] {
        var result: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "$ref") {
            rest = rest[range.upperBound...]
            var value = rest.drop { $0 == "\"" || $0 == "'" || $0 == " " || $0 == "\t" }
            guard value.first == ":" else { continue }
            value = value.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard let quote = value.first else { break }
            if quote == "\"" || quote == "'" {
                let body = value.dropFirst().prefix { $0 != quote && $0 != "\n" }
                result.append(String(body))
            } else {
                let body = value.prefix { $0 != "," && $0 != "}" && $0 != "\n" && $0 != "#" }
                result.append(body.trimmingCharacters(in: .whitespaces))
            }
        }
        return result
    }

    /// What a `sources` path holds, in one walk: the file itself, or a folder's token files (recursively), and
    /// the folder with every folder below it, hidden ones aside.
    static func contents(at url: URL) -> (files: [URL], folders: [URL]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return ([], []) }
        guard isDirectory.boolValue else { return ([url], []) }
        guard
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return ([], []) }
        var files: [URL] = []
        var folders = [url.standardizedFileURL]
        for case let item as URL in enumerator {
            if (try? item.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                folders.append(item.standardizedFileURL)
            } else if isTokenFile(item.lastPathComponent) || item.pathExtension.lowercased() == "json"
                || item.pathExtension.lowercased() == "yaml"
            {
                files.append(item.standardizedFileURL)
            }
        }
        return (files.sorted { $0.path < $1.path }, folders.sorted { $0.path < $1.path })
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

    /// Whether a Swift file starts as tokenc's generated Swift does (`// Generated by tokenc`).
    static func isGeneratedSwift(at url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 32)) ?? Data()
        return head.starts(with: Data("// Generated by tokenc".utf8))
    }

    /// How many Swift files the build plugin declares, from the inputs' size (a plan is made before tokenc reads
    /// a token): one that declares, and one per ~72 kB of token files (about 600 DTCG tokens, a file the compiler
    /// redoes in well under a second), at most 16 in all; so that an edited value recompiles one small file.
    var swiftParts: Int {
        let bytes = allInputs.reduce(0) { total, url in
            total + ((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        }
        return 1 + min(15, max(1, (bytes + 71_999) / 72_000))
    }

    /// The build plugin's problems: ``problems``, and tokenc's Swift committed in the target beside what the
    /// plugin generates (both plugins on one target), which would declare every token twice.
    var buildProblems: [String] {
        problems
            + committedSwift.map {
                "target '\(targetName)' holds \($0.lastPathComponent), which tokenc generated, and the build plugin generates the same declarations; delete it (and tokenc.yaml's swift output) or remove the build plugin"
            }
    }

    /// The arguments for `tokenc build` writing only the Swift file to `output`: the config alone (tokenc reads
    /// its `sources` as `tokenc build` does), else the target's resolver document, else its token files; `plan`,
    /// the file that lists ``allInputs`` for tokenc to compare with what it reads.
    func buildArguments(output: URL, parts: Int = 1, plan: URL? = nil) -> [String] {
        let arguments =
            ["build", "--quiet", "--absolute-paths", "--swift-output", output.path]
            + (parts > 1 ? ["--swift-parts", String(parts)] : [])
            + (plan.map { ["--planned-inputs", $0.path] } ?? [])
        if let config { return arguments + ["--config", config.path] }
        if let resolver { return arguments + [resolver.path] }
        return arguments + tokenFiles.map(\.path)
    }
}

/// Stops planning after the problems have been reported through the plugin diagnostics API.
struct TokenPluginError: Error, CustomStringConvertible {
    var description: String
}
