import Foundation

/// What a successful `tokenc build` read and wrote, kept in `.tokenc/` beside its outputs so that a build with
/// nothing to do skips compiling and emitting. A record matches when its key is this build's (the same tokenc
/// and the same resolved ``Project``), the inputs have the bytes it read, and every output is on disk as it was
/// written; the build then prints the recorded diagnostics again. Anything else builds in full.
package struct BuildRecord: Sendable, Equatable {
    /// A file the build read, by the path its diagnostics show.
    package struct Input: Sendable, Equatable {
        package var path: String
        package var digest: String
    }

    /// A file the build wrote (or found already up to date), with what `stat` said right after.
    package struct Output: Sendable, Equatable {
        package var path: String
        package var size: Int
        /// Last modification, in nanoseconds since 1970.
        package var modified: Int64
        package var digest: String
    }

    /// How far to trust an output's size and modification time.
    package enum OutputCheck: Sendable {
        /// Same size and time: unchanged; otherwise its bytes are compared (what `build` does).
        case timestamps
        /// Every output's bytes are compared (what `check` does: a time can be set by hand).
        case bytes
    }

    /// Bumped when the record's meaning or spelling changes, so old records never match.
    package static let format = 6

    package var format: Int
    /// Digest of everything besides the inputs that decides the outputs and messages (``key(for:environment:)``).
    package var key: String
    package var inputs: [Input]
    package var outputs: [Output]
    package var tokenCount: Int
    /// Diagnostics the build printed, printed again when it is skipped.
    package var messages: String

    /// The record of a build that read `inputs` and left files with these digests (``digest(_:)``) on disk.
    package init(
        key: String, inputs: [SourceFile], outputs: [(path: String, digest: String)], tokenCount: Int, messages: String
    ) {
        self.init(
            key: key, inputs: inputs.map { Input(path: $0.path, digest: Self.digest($0.bytes)) },
            outputs: outputs.map { output in
                let (size, modified) = Self.status(output.path) ?? (-1, -1)
                return Output(path: output.path, size: size, modified: modified, digest: output.digest)
            },
            tokenCount: tokenCount, messages: messages)
    }

    private init(key: String, inputs: [Input], outputs: [Output], tokenCount: Int, messages: String) {
        format = Self.format
        self.key = key
        self.inputs = inputs
        self.outputs = outputs
        self.tokenCount = tokenCount
        self.messages = messages
    }

    /// The key of a build of `project`: the whole resolved project (config, options, paths), so that an option
    /// added to ``Project`` keys the record without being listed here; and `environment`, what else decides the
    /// printed messages (the tokenc executable, whether the terminal shows color, the token files around a
    /// resolver document: ``Pipeline/Input/neighbours``).
    package static func key(for project: Project, environment: [String]) -> String {
        key(["format \(format)", CanonicalDescription.of(project)] + environment)
    }

    /// One digest for the parts, each length-prefixed so that no two lists of parts share a text.
    package static func key(_ parts: [String]) -> String {
        var bytes: [UInt8] = []
        for part in parts {
            bytes += String(part.utf8.count).utf8
            bytes.append(UInt8(ascii: ":"))
            bytes += part.utf8
        }
        return digest(bytes)
    }

    /// XXH64 and the length, in hex: a change detector for files, not a cryptographic hash.
    package static func digest(_ bytes: [UInt8]) -> String {
        let text = String(XXH64.hash(bytes), radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text + "-" + String(bytes.count)
    }

    /// Whether `files`, read now as the build would read them, are the bytes the build read.
    package func inputsMatch(_ files: [SourceFile]) -> Bool {
        files.count == inputs.count
            && zip(files, inputs).allSatisfy { $0.path == $1.path && Self.digest($0.bytes) == $1.digest }
    }

    /// Whether every output is on disk as the build left it.
    package func outputsMatch(_ check: OutputCheck) -> Bool {
        outputs.allSatisfy { output in
            guard let (size, modified) = Self.status(output.path), size == output.size else { return false }
            if check == .timestamps, modified == output.modified { return true }
            guard let bytes = OutputWriter.read(output.path) else { return false }
            return Self.digest(bytes) == output.digest
        }
    }

    /// The record at `url`, or nil when there is none or it cannot be read as one of this format.
    package static func load(from url: URL) -> BuildRecord? {
        OutputWriter.read(url.path).flatMap(decode)
    }

    /// Writes the record atomically, with a `.gitignore` beside it that keeps its folder out of version control
    /// (the record holds this machine's file times).
    package func write(to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ignore = folder.appendingPathComponent(".gitignore")
        let ignoreText = Array("# Written by tokenc: its build record, specific to this machine.\n*\n".utf8)
        if OutputWriter.read(ignore.path) != ignoreText { try OutputWriter.writeAtomically(ignoreText, to: ignore) }
        try OutputWriter.writeAtomically(encoded(), to: url)
    }

    /// The record's JSON text (keys sorted). Modification times are strings of decimal digits: JSON readers
    /// hold numbers as doubles, which cannot hold nanoseconds since 1970 exactly.
    package func encoded() -> [UInt8] {
        let number = { (value: Int) in JSONValue.number(Double(value)) }
        return JSONValue.object([
            ("format", number(format)),
            ("inputs", .array(inputs.map { .object([("digest", .string($0.digest)), ("path", .string($0.path))]) })),
            ("key", .string(key)),
            ("messages", .string(messages)),
            (
                "outputs",
                .array(
                    outputs.map { output in
                        .object([
                            ("digest", .string(output.digest)), ("modified", .string(String(output.modified))),
                            ("path", .string(output.path)), ("size", number(output.size)),
                        ])
                    })
            ),
            ("tokenCount", number(tokenCount)),
        ]).serializedBytes()
    }

    /// The record in ``encoded()``'s text; nil when the text is not a record of this format.
    package static func decode(_ bytes: [UInt8]) -> BuildRecord? {
        var diagnostics = DiagnosticBag()
        guard let root = JSONReader(dialect: .strict).read(bytes, file: 0, diagnostics: &diagnostics),
            !diagnostics.hasErrors,
            root["format"]?.integer == format,
            let key = root["key"]?.string,
            let messages = root["messages"]?.string,
            let tokenCount = root["tokenCount"]?.integer,
            let inputNodes = root["inputs"]?.elements,
            let outputNodes = root["outputs"]?.elements
        else { return nil }
        var inputs: [Input] = []
        for node in inputNodes {
            guard let path = node["path"]?.string, let digest = node["digest"]?.string else { return nil }
            inputs.append(Input(path: path, digest: digest))
        }
        var outputs: [Output] = []
        for node in outputNodes {
            guard let path = node["path"]?.string, let size = node["size"]?.integer,
                let modified = node["modified"]?.string.flatMap({ Int64($0) }), let digest = node["digest"]?.string
            else { return nil }
            outputs.append(Output(path: path, size: size, modified: modified, digest: digest))
        }
        return BuildRecord(key: key, inputs: inputs, outputs: outputs, tokenCount: tokenCount, messages: messages)
    }

    /// A regular file's size and modification time (ns), or nil.
    package static func status(_ path: String) -> (size: Int, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return (Int(info.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}

extension Node {
    /// The number when it is a whole one that `Int` holds.
    fileprivate var integer: Int? {
        guard let number, number.rounded() == number, abs(number) < 0x1p53 else { return nil }
        return Int(number)
    }
}
