import Foundation

/// What a build may keep of the last build's preview page. The page's sections are made in runs of at most 256
/// tokens (``PreviewPage/Plan``), and each run gets a key: a digest of everything it is made from (its tokens as
/// the JSON model has them, their ids and names, the number of modifiers, which decides how contexts are
/// labelled, and, where the run opens or closes its section, the section's heading and description). A run whose
/// key the last build recorded is read back from the page that build wrote, when that page is on disk as it was
/// left, instead of being made again: a one-token change makes the one run that shows the token.
public final class PreviewReuse: @unchecked Sendable {
    /// The last build's runs by key.
    private let previous: [String: BuildRecord.Piece]
    /// The page the last build wrote, when it is on disk as that build left it.
    private let page: String?
    private let lock = NSLock()
    /// The page, opened when a run is first read from it (-1: not yet; -2: it cannot be opened).
    private var descriptor: Int32 = -1
    private var made: [BuildRecord.Piece] = []

    /// `previous`: the runs the last build recorded; `page`: the path of the page it wrote, or nil when that
    /// file is not as it was left.
    public init(previous: [BuildRecord.Piece], page: String?) {
        self.previous = Dictionary(previous.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        self.page = page
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Each run as this build wrote it, for the next build's record.
    public var runs: [BuildRecord.Piece] { lock.withLock { made } }

    /// The bytes the last build wrote for the run with this key; nil when the run must be made.
    func kept(_ key: String) -> [UInt8]? {
        guard let piece = previous[key], let page, piece.offset >= 0, piece.length >= 0 else { return nil }
        let descriptor = lock.withLock {
            if self.descriptor == -1 {
                let opened = open(page, O_RDONLY)
                self.descriptor = opened >= 0 ? opened : -2
            }
            return self.descriptor
        }
        guard descriptor >= 0 else { return nil }
        return OutputWriter.read(descriptor, at: piece.offset, count: piece.length)
    }

    /// Starts the record of this build's runs over.
    func begin() {
        lock.withLock { made = [] }
    }

    /// Records where a run went in this build's page.
    func record(_ piece: BuildRecord.Piece) {
        lock.withLock { made.append(piece) }
    }
}
