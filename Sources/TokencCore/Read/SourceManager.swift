/// The files of one compile, by index, so that a ``SourceLocation`` stays three small integers.
public struct SourceManager: Sendable {
    /// The files, in the order they were added.
    package private(set) var files: [SourceFile] = []
    /// The index of `tokenc.yaml` among ``files``, once a diagnostic about it made it one (``attach(_:to:)``).
    package private(set) var configIndex: Int32?

    /// The files the compile read: ``files`` without the config file.
    package var inputFiles: [SourceFile] {
        guard let configIndex else { return files }
        return files.enumerated().filter { $0.offset != Int(configIndex) }.map(\.element)
    }

    package init() {}

    /// Adds a file and returns its index.
    @discardableResult
    package mutating func add(_ file: SourceFile) -> Int32 {
        files.append(file)
        return Int32(files.count - 1)
    }

    /// The file index that places in `tokenc.yaml` carry until a diagnostic about them is shown: the config is
    /// read before, and apart from, the token files.
    package static let configFileIndex: Int32 = -1

    /// The file index that places in the `n`th template of `templates` (0-based) carry until a diagnostic about
    /// them is shown (``attach(_:at:to:)``).
    package static func templateFileIndex(_ n: Int) -> Int32 { -2 - Int32(n) }

    /// Adds `config` (once) when a diagnostic points into it (at ``configFileIndex``), and moves those places to
    /// its index.
    package mutating func attach(_ config: SourceFile?, to diagnostics: inout [Diagnostic]) {
        guard let config else { return }
        if let index = attach(config, at: Self.configFileIndex, to: &diagnostics) { configIndex = index }
    }

    /// Adds `file` when a diagnostic points into it (at `placeholder`), moves those places to its index, and
    /// returns the index (nil when none does).
    @discardableResult
    package mutating func attach(_ file: SourceFile, at placeholder: Int32, to diagnostics: inout [Diagnostic])
        -> Int32?
    {
        let inFile = { (location: SourceLocation?) in location?.file == placeholder }
        guard diagnostics.contains(where: { inFile($0.location) || $0.notes.contains { inFile($0.location) } })
        else { return nil }
        let index = placeholder == Self.configFileIndex ? (configIndex ?? add(file)) : add(file)
        for i in diagnostics.indices {
            if inFile(diagnostics[i].location) { diagnostics[i].location?.file = index }
            for j in diagnostics[i].notes.indices where inFile(diagnostics[i].notes[j].location) {
                diagnostics[i].notes[j].location?.file = index
            }
        }
        return index
    }

    /// The display path of a location's file.
    package func path(of location: SourceLocation) -> String {
        let index = Int(location.file)
        return files.indices.contains(index) ? files[index].path : "<unknown>"
    }

    /// The text of one line (1-based) of a location's file, without its line break, for code frames.
    package func lineText(at location: SourceLocation) -> String? {
        let index = Int(location.file)
        guard files.indices.contains(index), location.line >= 1 else { return nil }
        let bytes = files[index].bytes
        var line: Int32 = 1
        var start = 0
        var i = 0
        while i < bytes.count, line < location.line {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                start = i + 1
            }
            i += 1
        }
        guard line == location.line else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        guard end - start <= 400 else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
