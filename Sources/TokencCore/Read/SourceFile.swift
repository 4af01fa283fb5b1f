import Foundation

/// One input file as read from disk: its display path, the format chosen from its name, and its bytes.
public struct SourceFile: Sendable {
    /// How a file's bytes are parsed, chosen from its file name.
    public enum Format: String, Sendable, CaseIterable {
        /// RFC 8259 JSON: `.json`, `.tokens`.
        case json
        /// JSON with comments and trailing commas: `.jsonc`.
        case jsonc
        /// JSON5: `.json5`.
        case json5
        /// YAML 1.2: `.yaml`, `.yml`.
        case yaml

        /// The format for a file name, or nil when tokenc does not read files with that name.
        public init?(fileName: String) {
            let name = fileName.lowercased()
            if name.hasSuffix(".json") || name.hasSuffix(".tokens") {
                self = .json
            } else if name.hasSuffix(".jsonc") {
                self = .jsonc
            } else if name.hasSuffix(".json5") {
                self = .json5
            } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                self = .yaml
            } else {
                return nil
            }
        }
    }

    /// The path shown in diagnostics (relative to the working directory when possible).
    public var path: String
    /// The parse format.
    package var format: Format
    /// The raw bytes.
    package var bytes: [UInt8]
    /// The format the user said the file is in (`format:` in `tokenc.yaml`, `--format`); nil: known by its content.
    package var declaredFormat: FileFormat?

    public init(path: String, format: Format, bytes: [UInt8]) {
        self.path = path
        self.format = format
        self.bytes = bytes
    }

    /// Creates a file from text, for tests and in-memory inputs.
    package init(path: String, format: Format? = nil, text: String) {
        self.init(path: path, format: format ?? Format(fileName: path) ?? .json, bytes: Array(text.utf8))
    }
}

extension SourceFile {
    /// Whether the file's bytes contain `text` anywhere: a quick test before a stage that only some files need.
    func mentions(_ text: String) -> Bool { text.isEmpty || offset(of: text) != nil }
}

extension SourceFile {
    /// Where `text` first occurs in the bytes, from `start`; nil when it does not. Found by its rarest byte (a
    /// token file's quotes, spaces and braces are everywhere, so a needle that opens with `"` would stop at every
    /// string) with the C library's `memchr` and `memcmp`: the build plugin runs tokenc built for debugging,
    /// where a search in Swift took a third of an edit's rebuild (0.6 s of 1.9 s at 10,000 tokens).
    func offset(of text: String, from start: Int = 0) -> Int? {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, start >= 0, start < bytes.count else { return nil }
        let anchor = needle.indices.max { Self.rarity(needle[$0]) < Self.rarity(needle[$1]) }!
        return bytes.withUnsafeBytes { haystack -> Int? in
            needle.withUnsafeBytes { needleBytes -> Int? in
                guard let base = haystack.baseAddress, let pattern = needleBytes.baseAddress else { return nil }
                var from = start + anchor
                while from < haystack.count,
                    let found = memchr(base + from, Int32(needle[anchor]), haystack.count - from)
                {
                    let begin = base.distance(to: UnsafeRawPointer(found)) - anchor
                    if begin + needle.count <= haystack.count, memcmp(base + begin, pattern, needle.count) == 0 {
                        return begin
                    }
                    from = begin + anchor + 1
                }
                return nil
            }
        }
    }

    /// Whether a file in legacy `value` syntax is typed throughout, as tools write their exports and people
    /// rarely do: every `value` has a `type` beside it, and no reference names a `.value` (as Style Dictionary's
    /// do). A byte count, before any parse.
    var isTypedThroughout: Bool {
        func count(_ word: String) -> Int {
            var count = 0
            var from = 0
            while let found = offset(of: word, from: from) {
                count += 1
                from = found + 1
            }
            return count
        }
        return !mentions(".value}") && count("\"type\"") >= count("\"value\"")
    }

    /// How rarely a byte occurs in token files, roughly: JSON's and YAML's punctuation least, then the letters
    /// by their frequency in English, then everything else (capitals, digits, `$`, `.`, `-`).
    private static func rarity(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: " "), 0x0A, 0x09, UInt8(ascii: ":"), UInt8(ascii: ","),
            UInt8(ascii: "{"), UInt8(ascii: "}"):
            return 0
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            let common = Array("etaoinsrhldcumfpgwybvkxjqz".utf8)
            return 1 + (common.firstIndex(of: byte) ?? 0)
        default:
            return 30
        }
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
