import Foundation

/// One file an emitter produced, not yet written.
package struct OutputFile: Sendable, Hashable {
    /// Where it goes.
    package var url: URL
    /// The path shown to people.
    package var displayPath: String
    /// The file's bytes.
    package var contents: [UInt8]

    package init(url: URL, displayPath: String, contents: [UInt8]) {
        self.url = url
        self.displayPath = displayPath
        self.contents = contents
    }

    package init(url: URL, displayPath: String, text: String) {
        self.init(url: url, displayPath: displayPath, contents: Array(text.utf8))
    }
}
