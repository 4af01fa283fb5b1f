import Foundation
import Testing
@testable import TokencCore

/// Staged output writing: files wait beside their targets under temporary names while other outputs are made,
/// go into place together, and leave the targets untouched when anything fails.
@Suite("Output stage: written as made, put in place together")
struct OutputStageTests {
    let directory = SwiftToolchain.temporaryDirectory("stage")

    func file(_ path: String, _ text: String) -> OutputFile {
        OutputFile(url: directory.appendingPathComponent(path), displayPath: path, text: text)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under the folder, by relative path.
    func listing() -> [String] {
        let walker = FileManager.default.enumerator(atPath: directory.path)
        return (walker?.allObjects as? [String] ?? []).filter { !$0.hasSuffix("/") }.sorted()
    }

    @Test func commitPutsFilesInPlaceInSlotOrderAndSkipsUnchangedOnes() throws {
        defer { SwiftToolchain.remove(directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try "same\n".write(to: directory.appendingPathComponent("docs/same.md"), atomically: true, encoding: .utf8)
        let stage = OutputStage()
        // Later slots may be staged first (outputs finish in any order).
        stage.stage([file("docs/same.md", "same\n"), file("docs/images/new.svg", "<svg/>\n")], slot: 2)
        stage.stage([file("model.json", "{}\n")], slot: 0)
        // Nothing is in place before the commit, only hidden temporary files.
        #expect(read("model.json") == nil && read("docs/images/new.svg") == nil)
        #expect(listing().filter { $0.hasSuffix(".tmp") }.count == 2, "\(listing())")
        let entries = try stage.commit()
        #expect(entries.map(\.displayPath) == ["model.json", "docs/same.md", "docs/images/new.svg"])
        #expect(entries.map(\.outcome) == [.written, .unchanged, .written])
        #expect(entries.map(\.digest) == ["{}\n", "same\n", "<svg/>\n"].map { BuildRecord.digest(Array($0.utf8)) })
        #expect(read("model.json") == "{}\n" && read("docs/images/new.svg") == "<svg/>\n")
        #expect(listing() == ["docs", "docs/images", "docs/images/new.svg", "docs/same.md", "model.json"], "\(listing())")
    }

    @Test func discardLeavesTheTargetsAsTheyWere() throws {
        defer { SwiftToolchain.remove(directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "old\n".write(to: directory.appendingPathComponent("model.json"), atomically: true, encoding: .utf8)
        let stage = OutputStage()
        stage.stage([file("model.json", "new\n"), file("Tokens.swift", "let x = 1\n")], slot: 0)
        stage.stage([file("Tokens.xcassets/color/ink.colorset/Contents.json", "{}\n")], slot: 4)
        stage.discard()
        #expect(read("model.json") == "old\n")
        // The folders made for staged files go too.
        #expect(listing() == ["model.json"], "\(listing())")
    }

    @Test func aFileThatCannotBeStagedFailsTheCommitAndNothingIsWritten() throws {
        defer { SwiftToolchain.remove(directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "old\n".write(to: directory.appendingPathComponent("model.json"), atomically: true, encoding: .utf8)
        // A plain file where the docs folder should be: the page cannot be staged.
        try "not a folder\n".write(to: directory.appendingPathComponent("docs"), atomically: true, encoding: .utf8)
        let stage = OutputStage()
        stage.stage([file("model.json", "new\n")], slot: 0)
        stage.stage([file("docs/radius.md", "# Radius\n")], slot: 2)
        #expect(throws: (any Error).self) { try stage.commit() }
        #expect(read("model.json") == "old\n")
        #expect(listing() == ["docs", "model.json"], "\(listing())")
    }

    @Test func twoOutputsAimedAtOnePathDoNotShareATemporaryFile() throws {
        defer { SwiftToolchain.remove(directory) }
        let stage = OutputStage()
        stage.stage([file("out.txt", "first\n")], slot: 0)
        stage.stage([file("out.txt", "second\n")], slot: 1)
        _ = try stage.commit()
        #expect(read("out.txt") == "second\n")
        #expect(listing() == ["out.txt"], "\(listing())")
    }

    @Test func aRecordedFileIsKnownByItsDigestUntilItsSizeOrTimeChanges() throws {
        defer { SwiftToolchain.remove(directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("model.json").path
        try "abc\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (size, modified) = try #require(BuildRecord.status(path))
        // The record says the file holds other bytes of the same size: trusted while size and time match, so
        // the file is rewritten without being read...
        let record = BuildRecord.Output(path: path, size: size, modified: modified, digest: BuildRecord.digest(Array("xyz\n".utf8)))
        var stage = OutputStage(recorded: [record])
        stage.stage([file("model.json", "abc\n")], slot: 0)
        #expect(try stage.commit().map(\.outcome) == [.written])
        // ...and a record that says the bytes are the same means unchanged.
        let (_, rewritten) = try #require(BuildRecord.status(path))
        let matching = BuildRecord.Output(path: path, size: size, modified: rewritten, digest: BuildRecord.digest(Array("abc\n".utf8)))
        stage = OutputStage(recorded: [matching])
        stage.stage([file("model.json", "abc\n")], slot: 0)
        #expect(try stage.commit().map(\.outcome) == [.unchanged])
        // Another time (the file was touched or edited): the bytes are read and compared.
        stage = OutputStage(recorded: [BuildRecord.Output(path: path, size: size, modified: rewritten - 1, digest: record.digest)])
        stage.stage([file("model.json", "abc\n")], slot: 0)
        #expect(try stage.commit().map(\.outcome) == [.unchanged])
    }

    @Test func aFileInPiecesComparesAsItsBytes() {
        let pieces: [[UInt8]] = [Array("ab".utf8), [], Array("cde".utf8), Array("f".utf8)]
        let made = OutputFile(url: directory.appendingPathComponent("x"), displayPath: "x", pieces: pieces)
        #expect(made.contents == Array("abcdef".utf8) && made.count == 6)
        #expect(made.hasContents(Array("abcdef".utf8)))
        for other in ["abcdeg", "abcde", "abcdefg", "", "bbcdef"] {
            #expect(!made.hasContents(Array(other.utf8)), "\(other)")
        }
        #expect(OutputFile(url: made.url, displayPath: "x", pieces: []).hasContents([]))
        #expect(made == OutputFile(url: made.url, displayPath: "x", text: "abcdef"))
    }

    /// Stages `text` as a file made piece by piece, a few bytes a piece.
    func stream(_ stage: OutputStage, _ path: String, _ text: String, slot: Int) {
        let bytes = Array(text.utf8)
        stage.stage(streaming: directory.appendingPathComponent(path), displayPath: path, slot: slot) { write in
            for start in stride(from: 0, to: bytes.count, by: 3) { write(Array(bytes[start..<min(bytes.count, start + 3)])) }
        }
    }

    /// A file made piece by piece waits under a temporary name like any other, is known unchanged by its bytes
    /// or by a record, keeps its slot's order behind whole files, and goes with a discard.
    @Test func aStreamedFileIsStagedComparedAndDiscardedLikeAWholeOne() throws {
        defer { SwiftToolchain.remove(directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "<p>same</p>\n".write(to: directory.appendingPathComponent("same.html"), atomically: true, encoding: .utf8)
        var stage = OutputStage()
        stage.stage([file("tokens.css", ":root {}\n")], slot: 3)
        stream(stage, "preview.html", "<html>new page</html>\n", slot: 3)
        stream(stage, "same.html", "<p>same</p>\n", slot: 3)
        // Before the commit only hidden temporary files exist beside the targets; an unchanged one has gone.
        #expect(listing().filter { !$0.hasPrefix(".") } == ["same.html"], "\(listing())")
        #expect(listing().filter { $0.hasPrefix(".") }.count == 2, "\(listing())")
        let entries = try stage.commit()
        #expect(entries.map(\.displayPath) == ["tokens.css", "preview.html", "same.html"])
        #expect(entries.map(\.outcome) == [.written, .written, .unchanged])
        #expect(entries[1].digest == BuildRecord.digest(Array("<html>new page</html>\n".utf8)))
        #expect(read("preview.html") == "<html>new page</html>\n")
        #expect(listing() == ["preview.html", "same.html", "tokens.css"], "\(listing())")

        // A record that matches the file on disk: unchanged without reading; a different page is written.
        let path = directory.appendingPathComponent("preview.html").path
        let (size, modified) = try #require(BuildRecord.status(path))
        let recorded = [BuildRecord.Output(path: path, size: size, modified: modified, digest: entries[1].digest)]
        stage = OutputStage(recorded: recorded)
        stream(stage, "preview.html", "<html>new page</html>\n", slot: 3)
        #expect(try stage.commit().map(\.outcome) == [.unchanged])
        stage = OutputStage(recorded: recorded)
        stream(stage, "preview.html", "<html>newer page</html>\n", slot: 3)
        stage.discard()
        #expect(read("preview.html") == "<html>new page</html>\n")
        #expect(listing() == ["preview.html", "same.html", "tokens.css"], "\(listing())")
    }

    /// A streamed file that cannot be staged fails the commit, and nothing is written.
    @Test func aStreamedFileThatCannotBeStagedFailsTheCommit() throws {
        defer { SwiftToolchain.remove(directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "old\n".write(to: directory.appendingPathComponent("model.json"), atomically: true, encoding: .utf8)
        try "not a folder\n".write(to: directory.appendingPathComponent("site"), atomically: true, encoding: .utf8)
        let stage = OutputStage()
        stage.stage([file("model.json", "new\n")], slot: 0)
        stream(stage, "site/preview.html", "<html></html>\n", slot: 3)
        #expect(throws: (any Error).self) { try stage.commit() }
        #expect(read("model.json") == "old\n")
        #expect(listing() == ["model.json", "site"], "\(listing())")
    }

    @Test func aKeptFileIsUnchangedWithItsRecordedDigestAndAnUnknownOneFailsTheCommit() throws {
        defer { SwiftToolchain.remove(directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let page = directory.appendingPathComponent("docs/page.md")
        try "kept\n".write(to: page, atomically: true, encoding: .utf8)
        let (size, modified) = try #require(BuildRecord.status(page.path))
        let recorded = BuildRecord.Output(path: page.path, size: size, modified: modified, digest: "recorded")
        let stage = OutputStage(recorded: [recorded])
        #expect(stage.isIntact(page.path))
        #expect(!stage.isIntact(directory.appendingPathComponent("docs/other.md").path))
        stage.stage([file("docs/index.md", "index\n")], slot: 2)
        stage.keep([(page, "docs/page.md")], slot: 2)
        let entries = try stage.commit()
        #expect(entries.map(\.displayPath) == ["docs/index.md", "docs/page.md"])
        #expect(entries.map(\.outcome) == [.written, .unchanged] && entries[1].digest == "recorded")
        #expect(read("docs/page.md") == "kept\n")
        // Another size or time: no longer as recorded.
        try "kept, edited\n".write(to: page, atomically: true, encoding: .utf8)
        #expect(!OutputStage(recorded: [recorded]).isIntact(page.path))

        // Keeping a file the record does not list writes nothing.
        let unknown = OutputStage(recorded: [recorded])
        unknown.stage([file("docs/new.md", "new\n")], slot: 2)
        unknown.keep([(directory.appendingPathComponent("docs/other.md"), "docs/other.md")], slot: 2)
        #expect(throws: (any Error).self) { try unknown.commit() }
        #expect(read("docs/new.md") == nil && !listing().contains { $0.hasSuffix(".tmp") }, "\(listing())")
    }
}
