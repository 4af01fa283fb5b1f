import Foundation

/// What a build may keep of the last build's preview page. The page's sections are made in runs of at most 256
/// tokens (``PreviewPage/Plan``), and each run gets a key: a digest of everything it is made from (its tokens as
/// the JSON model has them, their ids and names, the number of modifiers, which decides how contexts are
/// labelled, and, where the run opens or closes its section, the section's heading and description). A run whose
/// key the last build recorded is copied out of the page that build wrote, when that page is on disk as it was
/// left, instead of being made again: a one-token change makes the one run that shows the token.
public final class PreviewReuse: @unchecked Sendable {
    /// The last build's runs by key.
    private let previous: [String: BuildRecord.Piece]
    /// The page on disk, when it is as the last build left it.
    private let readPage: @Sendable () -> [UInt8]?
    private let lock = NSLock()
    private var page: [UInt8]??
    private var made: [BuildRecord.Piece] = []

    /// `previous`: the runs the last build recorded; `readPage`: the page it wrote, or nil when the file is not
    /// as it was left.
    public init(previous: [BuildRecord.Piece], readPage: @escaping @Sendable () -> [UInt8]?) {
        self.previous = Dictionary(previous.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        self.readPage = readPage
    }

    /// Each run as this build wrote it, for the next build's record.
    public var runs: [BuildRecord.Piece] { lock.withLock { made } }

    /// The bytes the last build wrote for the run with this key; nil when the run must be made.
    func kept(_ key: String) -> [UInt8]? {
        guard let piece = previous[key] else { return nil }
        let bytes = lock.withLock {
            if page == nil { page = .some(readPage()) }
            return page!
        }
        guard let page = bytes, piece.offset >= 0, piece.length >= 0, piece.offset + piece.length <= page.count else { return nil }
        return Array(page[piece.offset..<piece.offset + piece.length])
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
