import Foundation
import Testing
@testable import TokencCore

/// Runs of the preview page copied from the last build: a run whose inputs did not change is taken from the page
/// on disk, and whatever the change, the page is the one a build from scratch makes.
@Suite("Preview runs kept from the last build")
struct PreviewReuseTests {
    /// The preview page of `model`, made with `reuse`.
    func page(_ model: TokenModel, reuse: PreviewReuse? = nil) throws -> [UInt8] {
        let output = CSSEmitter.emit(model, options: CSSEmitter.Options(previewSwiftNamespace: "DesignTokens"), previewReuse: reuse)
        return Parallel.concatenate(try #require(output.previewPieces))
    }

    /// `bytes` written to a file of their own, as the last build's page.
    func onDisk(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).html")
        try Data(bytes).write(to: url)
        return url.path
    }

    /// `page` with every recorded run overwritten by `x`: what a kept run brings in shows where it came from.
    func marked(_ page: [UInt8], runs: [BuildRecord.Piece]) -> [UInt8] {
        var marked = page
        for run in runs { marked.replaceSubrange(run.offset..<run.offset + run.length, with: repeatElement(UInt8(ascii: "x"), count: run.length)) }
        return marked
    }

    @Test func runsWithTheKeysOfTheLastBuildAreCopiedAndOnlyTheChangedOneIsMade() throws {
        let model = try #require(MarkdownEmitterTests.referenceModel())
        let full = try page(model)
        // A first build has nothing to copy: it makes the page as without reuse and records every run in order.
        let first = PreviewReuse(previous: [], page: nil)
        let firstPage = try page(model, reuse: first)
        #expect(firstPage == full)
        let runs = first.runs
        #expect(runs.count > 10)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.offset + $0.length == $1.offset })
        #expect(Set(runs.map(\.key)).count == runs.count)

        // The same model: every run comes from the last page (here marked, to show that it was copied).
        let old = marked(full, runs: runs)
        let oldPage = try onDisk(old)
        defer { try? FileManager.default.removeItem(atPath: oldPage) }
        let again = PreviewReuse(previous: runs, page: oldPage)
        let copied = try page(model, reuse: again)
        #expect(copied == old)
        #expect(again.runs == runs)

        // One token changed: its run alone is made, and the page is the one a build from scratch makes there.
        var changed = model
        let index = try #require(changed.tokens.firstIndex { if case .dimension = $0.value { $0.aliasOf == nil } else { false } })
        guard case .dimension(var dimension) = changed.tokens[index].value else { return }
        dimension.value += 1
        changed.tokens[index].value = .dimension(dimension)
        let changedFull = try page(changed)
        let partial = PreviewReuse(previous: runs, page: oldPage)
        let made = try page(changed, reuse: partial)
        let remade = partial.runs.filter { run in made[run.offset..<run.offset + run.length].contains { $0 != UInt8(ascii: "x") } }
        #expect(remade.count == 1)
        for run in remade { #expect(made[run.offset..<run.offset + run.length] == changedFull[run.offset..<run.offset + run.length]) }
        #expect(marked(made, runs: partial.runs) == marked(changedFull, runs: partial.runs))
        #expect(made.count == changedFull.count)
    }

    @Test func aPageNotAsRecordedIsMadeWhole() throws {
        let model = try #require(MarkdownEmitterTests.referenceModel())
        let full = try page(model)
        let first = PreviewReuse(previous: [], page: nil)
        _ = try page(model, reuse: first)
        let unread = try page(model, reuse: PreviewReuse(previous: first.runs, page: nil))
        #expect(unread == full)
        // A recorded run that reaches past the end of the page on disk is made, not copied.
        let short = try onDisk(Array(full.prefix(first.runs[first.runs.count / 2].offset)))
        defer { try? FileManager.default.removeItem(atPath: short) }
        let cut = try page(model, reuse: PreviewReuse(previous: first.runs, page: short))
        #expect(cut == full)
    }

    @Test func aRunKeyFollowsWhatTheRunShows() throws {
        func keys(_ text: String) throws -> [String] {
            let model = try #require(Pipeline.compile([SourceFile(path: "t.tokens.json", format: .json, bytes: Array(text.utf8))]).model)
            let reuse = PreviewReuse(previous: [], page: nil)
            _ = try page(model, reuse: reuse)
            return reuse.runs.map(\.key)
        }
        let base = #"{"a": {"$description": "Sizes", "n": {"$type": "number", "$value": 1}}, "b": {"x-y": {"$type": "number", "$value": 2}}, "c": {"link": {"$type": "number", "$value": "{a.n}"}}}"#
        let old = try keys(base)
        let same = try keys(base)
        #expect(old.count == 3 && same == old)
        // A value, a description, a group's description: the run that shows it changes, no other.
        let value = try keys(base.replacingOccurrences(of: #""$value": 1"#, with: #""$value": 3"#))
        #expect(value[0] != old[0] && value[2] != old[2] && value[1] == old[1], "the alias shows its target's value")
        let described = try keys(base.replacingOccurrences(of: #""$value": 2"#, with: #""$value": 2, "$description": "Two""#))
        #expect(described[1] != old[1] && described[0] == old[0] && described[2] == old[2])
        let group = try keys(base.replacingOccurrences(of: "Sizes", with: "Sizes and more"))
        #expect(group[0] != old[0] && group[1] == old[1] && group[2] == old[2])
        // A new token in the first section takes the id the next section had (`group-c`): that section's run
        // changes too, though its tokens did not.
        let ids = #"{"Group": {"n": {"$type": "number", "$value": 1}}, "c": {"n": {"$type": "number", "$value": 2}}, "d": {"n": {"$type": "number", "$value": 3}}}"#
        let before = try keys(ids)
        let taken = try keys(ids.replacingOccurrences(of: #""Group": {"#, with: #""Group": {"c": {"$type": "number", "$value": 4}, "#))
        #expect(taken[0] != before[0] && taken[1] != before[1] && taken[2] == before[2])
    }
}
