import Foundation

/// One file an emitter produced, not yet written: its bytes in pieces as the emitter made them (a big file is
/// made in runs on all cores), written one after another and never joined on the way to the disk.
public struct OutputFile: Sendable, Hashable {
    /// Where it goes.
    public var url: URL
    /// The path shown to people.
    public var displayPath: String
    /// The file's bytes are these, one after another.
    public var pieces: [[UInt8]]

    /// The file's bytes in one array (joined when it was made in pieces).
    public var contents: [UInt8] {
        pieces.count == 1 ? pieces[0] : Parallel.concatenate(pieces)
    }

    /// How many bytes the file has.
    public var count: Int {
        pieces.reduce(0) { $0 + $1.count }
    }

    public init(url: URL, displayPath: String, contents: [UInt8]) {
        self.init(url: url, displayPath: displayPath, pieces: [contents])
    }

    public init(url: URL, displayPath: String, pieces: [[UInt8]]) {
        self.url = url
        self.displayPath = displayPath
        self.pieces = pieces
    }

    /// A file made piece by piece (``OutputSink/take(streaming:displayPath:slot:make:)``), its pieces kept.
    public init(url: URL, displayPath: String, made make: (_ write: ([UInt8]) -> Void) -> Void) {
        var pieces: [[UInt8]] = []
        make { pieces.append($0) }
        self.init(url: url, displayPath: displayPath, pieces: pieces)
    }

    public init(url: URL, displayPath: String, text: String) {
        self.init(url: url, displayPath: displayPath, contents: Array(text.utf8))
    }

    /// Whether `bytes` are the file's bytes.
    public func hasContents(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == count else { return false }
        return bytes.withUnsafeBytes { whole in
            var offset = 0
            for piece in pieces {
                let same = piece.withUnsafeBytes { piece in piece.isEmpty || memcmp(whole.baseAddress! + offset, piece.baseAddress!, piece.count) == 0 }
                guard same else { return false }
                offset += piece.count
            }
            return true
        }
    }

    public static func == (left: OutputFile, right: OutputFile) -> Bool {
        left.url == right.url && left.displayPath == right.displayPath && left.contents == right.contents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(displayPath)
    }
}
