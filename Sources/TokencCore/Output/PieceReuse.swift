import Foundation

/// What a build may keep of a file the last build wrote in runs: the Swift file's declarations, the preview
/// page's sections and the JSON model's tokens are each made in runs of a few hundred tokens, and each run gets
/// a key (``PieceKey``), a digest of everything it is made from (its tokens' fingerprints,
/// ``TokenFingerprints``, and whatever else the run shows). The build record keeps each run's key and place in
/// the file; a run whose key the last build recorded is read back from that file, when it is on disk as the
/// last build left it, instead of being made again: a one-token change makes the one run that shows the token.
public final class PieceReuse: @unchecked Sendable {
    /// The last build's runs by key.
    private let previous: [String: BuildRecord.Piece]
    /// The file the last build wrote, when it is on disk as that build left it.
    private let file: String?
    private let lock = NSLock()
    /// The file, opened when a run is first read from it (-1: not yet; -2: it cannot be opened).
    private var descriptor: Int32 = -1
    private var made: [BuildRecord.Piece] = []

    /// `previous`: the runs the last build recorded; `file`: the path of the file it wrote, or nil when that
    /// file is not as it was left.
    public init(previous: [BuildRecord.Piece], file: String?) {
        self.previous = Dictionary(previous.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        self.file = file
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Each run as this build wrote it, in file order, for the next build's record.
    public var pieces: [BuildRecord.Piece] { lock.withLock { made.sorted { $0.offset < $1.offset } } }

    /// The bytes the last build wrote for the run with this key; nil when the run must be made.
    func kept(_ key: String) -> [UInt8]? {
        guard let piece = previous[key], let file, piece.offset >= 0, piece.length >= 0 else { return nil }
        let descriptor = lock.withLock {
            if self.descriptor == -1 {
                let opened = open(file, O_RDONLY)
                self.descriptor = opened >= 0 ? opened : -2
            }
            return self.descriptor
        }
        guard descriptor >= 0 else { return nil }
        return OutputWriter.read(descriptor, at: piece.offset, count: piece.length)
    }

    /// Starts the record of this build's runs over (a file made again).
    func begin() {
        lock.withLock { made = [] }
    }

    /// Records where a run went in this build's file.
    func record(_ piece: BuildRecord.Piece) {
        lock.withLock { made.append(piece) }
    }
}
