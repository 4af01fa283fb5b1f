import Foundation

/// What a build may keep of the last build's docs, at three sizes, each by a key: a digest of everything the
/// piece is made from (its tokens as the JSON model has them, ``TokenFingerprints``, their names, anchors and
/// pictures, the targets of their links, headings and columns).
///
/// - A group page whose key is the one the last build recorded, with all its files on disk as that build left
///   them, is not rendered again, nor are its picture files.
/// - Otherwise the page is made in runs of rows; a run whose key the last build recorded is read back from the
///   page file on disk (``PieceReuse``) instead of being rendered.
/// - And each of its picture files whose key matches, on disk as it was left, is kept as it is.
///
/// A one-token change so renders one run of rows and one picture file. The index and the contrast page, which
/// summarise every page, are always made.
public final class DocsPageReuse: @unchecked Sendable {
    /// The docs folder.
    private let folder: String
    /// The last build's key of each page and picture file, by its path in the docs folder.
    private let previous: [String: String]
    /// The last build's runs of rows of each page, by the page's path in the docs folder.
    private let previousRuns: [String: [BuildRecord.Piece]]
    /// Whether a file, by its path in the docs folder, is on disk as the last build left it.
    private let isIntact: @Sendable (String) -> Bool
    private let lock = NSLock()
    private var made: [String: String] = [:]
    private var madeRuns: [String: [BuildRecord.Piece]] = [:]

    /// `previous`: the keys the last build recorded; `runs`: its runs of rows by page; both by path in `folder`.
    public init(folder: String = "", previous: [String: String], runs: [String: [BuildRecord.Piece]] = [:], isIntact: @escaping @Sendable (String) -> Bool) {
        self.folder = folder
        self.previous = previous
        self.previousRuns = runs
        self.isIntact = isIntact
    }

    /// Each page's and picture file's key as this build made it, for the next build's record.
    public var keys: [String: String] { lock.withLock { made } }

    /// Each page's runs of rows as this build wrote them, for the next build's record.
    public var runs: [String: [BuildRecord.Piece]] { lock.withLock { madeRuns } }

    /// Records `key` for the page at `path`; whether the page and its `files` can be kept as they are (their
    /// keys and runs then carry over to the next build's record).
    func keeps(page path: String, key: String, files: [String]) -> Bool {
        let kept = previous[path] == key && isIntact(path) && files.allSatisfy(isIntact)
        lock.withLock {
            made[path] = key
            guard kept else { return }
            for file in files { made[file] = previous[file] }
            madeRuns[path] = previousRuns[path]
        }
        return kept
    }

    /// Records `key` for the picture file at `path`; whether it can be kept as it is.
    func keeps(pictures path: String, key: String) -> Bool {
        lock.withLock { made[path] = key }
        return previous[path] == key && isIntact(path)
    }

    /// The runs of rows the last build wrote into the page at `path`, readable while that page is on disk as it
    /// was left; record this build's runs in it and hand it back with ``record(_:of:)``.
    func rows(of path: String) -> PieceReuse {
        PieceReuse(previous: previousRuns[path] ?? [], file: isIntact(path) ? folder + "/" + path : nil)
    }

    /// Keeps the runs this build wrote into the page at `path`, for the next build's record.
    func record(_ rows: PieceReuse, of path: String) {
        let pieces = rows.pieces
        lock.withLock { madeRuns[path] = pieces }
    }
}
