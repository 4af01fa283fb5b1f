import Testing

@testable import TokencCore

@Suite("Source files")
struct SourceFileTests {
    /// The read stage's quick test finds a word wherever it is: at either end, overlapping a near miss, sharing
    /// a first byte with another, longer than the file, empty.
    @Test func mentionsFindsAWordWhereverItIs() {
        var generator = SeededGenerator(state: 42)
        let alphabet = Array(#"ab"{ }$"#.utf8)
        let words = ["", "a", "ab", "ba", "aab", "\"{ ", " }\"", "$a", "$ab\"", "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"]
        for _ in 0..<500 {
            let length = Int.random(in: 0..<40, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let file = SourceFile(path: "t.json", format: .json, bytes: bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            for word in words {
                let expected = word.isEmpty || text.utf8.firstRange(of: word.utf8) != nil
                #expect(file.mentions(word) == expected, "\(word) in \(text)")
                let offset = text.utf8.firstRange(of: word.utf8).map {
                    text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound)
                }
                if !word.isEmpty { #expect(file.offset(of: word) == offset, "\(word) in \(text)") }
            }
        }
    }
}
