import Foundation

/// One file an emitter produced, not yet written.
public struct OutputFile: Sendable, Hashable {
    /// Where it goes.
    public var url: URL
    /// The path shown to people.
    public var displayPath: String
    /// The file's bytes.
    public var contents: [UInt8]

    public init(url: URL, displayPath: String, contents: [UInt8]) {
        self.url = url
        self.displayPath = displayPath
        self.contents = contents
    }

    public init(url: URL, displayPath: String, text: String) {
        self.init(url: url, displayPath: displayPath, contents: Array(text.utf8))
    }
}
