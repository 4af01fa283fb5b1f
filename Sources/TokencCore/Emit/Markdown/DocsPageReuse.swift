import Foundation

/// What a build may keep of the last build's docs. Each group page gets a key: a digest of everything its
/// page and picture files are made from (its tokens as the JSON model has them, their names, anchors and
/// picture files, the targets of their links, the page's headings, columns and header). A page whose key is
/// the one the last build recorded, and whose files are all on disk as that build left them, is not rendered
/// again: a one-token change renders the one page that shows the token. The index and the contrast page,
/// which summarise every page, are always made.
public final class DocsPageReuse: @unchecked Sendable {
    /// The last build's key of each page, by its path in the docs folder.
    private let previous: [String: String]
    /// Whether a file, by its path in the docs folder, is on disk as the last build left it.
    private let isIntact: @Sendable (String) -> Bool
    private let lock = NSLock()
    private var made: [String: String] = [:]

    public init(previous: [String: String], isIntact: @escaping @Sendable (String) -> Bool) {
        self.previous = previous
        self.isIntact = isIntact
    }

    /// Each page's key as this build made it, for the next build's record.
    public var keys: [String: String] { lock.withLock { made } }

    /// Records `key` for the page at `path`; whether the page and its `files` can be kept as they are.
    func keeps(page path: String, key: String, files: [String]) -> Bool {
        lock.withLock { made[path] = key }
        return previous[path] == key && isIntact(path) && files.allSatisfy(isIntact)
    }
}
