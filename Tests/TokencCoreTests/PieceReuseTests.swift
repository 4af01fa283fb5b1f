import Foundation
import Testing
@testable import TokencCore

/// Runs of the preview page and of the JSON model read back from the last build's files: a run whose inputs did
/// not change is taken from the file on disk, and whatever the change, the file is the one a build from scratch
/// makes.
@Suite("Runs of files kept from the last build")
struct PieceReuseTests {
    /// The preview page of `model`, made with `reuse`.
    func page(_ model: TokenModel, reuse: PieceReuse? = nil) throws -> [UInt8] {
        let output = CSSEmitter.emit(model, options: CSSEmitter.Options(previewSwiftNamespace: "DesignTokens"), previewReuse: reuse)
        return Parallel.concatenate(try #require(output.previewPieces))
    }

    /// `bytes` written to a file of their own, as the last build's page.
    func onDisk(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).html")
        try Data(bytes).write(to: url)
        return url.path
    }

    /// The runs of `bytes` that were made, not copied from a file of `marked` runs.
    func remade(_ bytes: [UInt8], runs: [BuildRecord.Piece]) -> [BuildRecord.Piece] {
        runs.filter { run in bytes[run.offset..<run.offset + run.length].contains { $0 != UInt8(ascii: "x") } }
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
        let first = PieceReuse(previous: [], file: nil)
        let firstPage = try page(model, reuse: first)
        #expect(firstPage == full)
        let runs = first.pieces
        #expect(runs.count > 10)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.offset + $0.length == $1.offset })
        #expect(Set(runs.map(\.key)).count == runs.count)

        // The same model: every run comes from the last page (here marked, to show that it was copied).
        let old = marked(full, runs: runs)
        let oldPage = try onDisk(old)
        defer { try? FileManager.default.removeItem(atPath: oldPage) }
        let again = PieceReuse(previous: runs, file: oldPage)
        let copied = try page(model, reuse: again)
        #expect(copied == old)
        #expect(again.pieces == runs)

        // One token changed: its run alone is made, and the page is the one a build from scratch makes there.
        var changed = model
        let index = try #require(changed.tokens.firstIndex { if case .dimension = $0.value { $0.aliasOf == nil } else { false } })
        guard case .dimension(var dimension) = changed.tokens[index].value else { return }
        dimension.value += 1
        changed.tokens[index].value = .dimension(dimension)
        let changedFull = try page(changed)
        let partial = PieceReuse(previous: runs, file: oldPage)
        let made = try page(changed, reuse: partial)
        let remade = remade(made, runs: partial.pieces)
        #expect(remade.count == 1)
        for run in remade { #expect(made[run.offset..<run.offset + run.length] == changedFull[run.offset..<run.offset + run.length]) }
        #expect(marked(made, runs: partial.pieces) == marked(changedFull, runs: partial.pieces))
        #expect(made.count == changedFull.count)
    }

    @Test func aPageNotAsRecordedIsMadeWhole() throws {
        let model = try #require(MarkdownEmitterTests.referenceModel())
        let full = try page(model)
        let first = PieceReuse(previous: [], file: nil)
        _ = try page(model, reuse: first)
        let unread = try page(model, reuse: PieceReuse(previous: first.pieces, file: nil))
        #expect(unread == full)
        // A recorded run that reaches past the end of the page on disk is made, not copied.
        let short = try onDisk(Array(full.prefix(first.pieces[first.pieces.count / 2].offset)))
        defer { try? FileManager.default.removeItem(atPath: short) }
        let cut = try page(model, reuse: PieceReuse(previous: first.pieces, file: short))
        #expect(cut == full)
    }

    @Test func aRunKeyFollowsWhatTheRunShows() throws {
        func keys(_ text: String) throws -> [String] {
            let model = try #require(Pipeline.compile([SourceFile(path: "t.tokens.json", format: .json, bytes: Array(text.utf8))]).model)
            let reuse = PieceReuse(previous: [], file: nil)
            _ = try page(model, reuse: reuse)
            return reuse.pieces.map(\.key)
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

    /// The JSON model of `model` as the build writes it (in four parts), and each run's key and place.
    func json(_ model: TokenModel, sources: SourceManager, reuse: PieceReuse? = nil) -> (bytes: [UInt8], runs: [BuildRecord.Piece]) {
        let fingerprints = TokenFingerprints.make(model)
        // Without runs to copy, an empty reuse still gives each run its key.
        let reuse = reuse ?? PieceReuse(previous: [], file: nil)
        let pieces = (0..<4).flatMap { ModelDumper.jsonPieces(model, sources: sources, includesSources: true, part: $0, of: 4, reuse: (reuse, fingerprints)) }
        var runs: [BuildRecord.Piece] = []
        var offset = 0
        for piece in pieces {
            if let key = piece.key { runs.append(BuildRecord.Piece(key: key, offset: offset, length: piece.bytes.count)) }
            offset += piece.bytes.count
        }
        return (pieces.flatMap(\.bytes), runs)
    }

    /// A model of `count` numbers in one file, one per line in path order (`n0000`, `n0001`, …), and its sources.
    func numbers(_ count: Int, changing changed: Int? = nil, extraLineBefore: Int? = nil) throws -> (TokenModel, SourceManager) {
        var text = "{\n"
        for index in 0..<count {
            if index == extraLineBefore { text += "\n" }
            text += "\"n\(String(repeating: "0", count: 4 - String(index).count))\(index)\": {\"$type\": \"number\", \"$value\": \(index == changed ? -1 : index)}\(index == count - 1 ? "" : ",")\n"
        }
        let result = Pipeline.compile([SourceFile(path: "n.tokens.json", format: .json, bytes: Array((text + "}\n").utf8))])
        return (try #require(result.model), result.sources)
    }

    @Test func jsonRunsWithTheKeysOfTheLastBuildAreCopiedAndOnlyTheChangedOneIsMade() throws {
        // 1,500 tokens: three runs of 512, spread over the four parts.
        let (model, sources) = try numbers(1_500)
        let full = json(model, sources: sources)
        #expect(full.bytes == ModelDumper.jsonBytes(model, sources: sources))
        #expect(full.runs.count == 3 && Set(full.runs.map(\.key)).count == 3)
        let old = marked(full.bytes, runs: full.runs)
        let oldFile = try onDisk(old)
        defer { try? FileManager.default.removeItem(atPath: oldFile) }
        #expect(json(model, sources: sources, reuse: PieceReuse(previous: full.runs, file: oldFile)).bytes == old)

        // Token n0007 changed: its run alone is made again.
        let (changed, changedSources) = try numbers(1_500, changing: 7)
        let scratch = ModelDumper.jsonBytes(changed, sources: changedSources)
        let partial = json(changed, sources: changedSources, reuse: PieceReuse(previous: full.runs, file: oldFile))
        let remade = remade(partial.bytes, runs: partial.runs)
        #expect(remade.count == 1)
        #expect(marked(partial.bytes, runs: partial.runs) == marked(scratch, runs: partial.runs) && partial.bytes.count == scratch.count)
        for run in remade { #expect(partial.bytes[run.offset..<run.offset + run.length] == scratch[run.offset..<run.offset + run.length]) }

        // The document shows where each token is written: a line added before token 1,000 changes the keys of
        // the runs holding the tokens after it (lines 1,000 on: the second and third), not of the first.
        let (moved, movedSources) = try numbers(1_500, extraLineBefore: 1_000)
        let shifted = json(moved, sources: movedSources)
        #expect(zip(full.runs, shifted.runs).map { $0.key == $1.key } == [true, false, false])
        #expect(json(moved, sources: movedSources, reuse: PieceReuse(previous: full.runs, file: oldFile)).bytes.count == shifted.bytes.count)
    }

    /// The Swift file of `model`, made with `reuse` (an empty one without), and each run's key and place.
    func swift(_ model: TokenModel, reuse: PieceReuse? = nil) throws -> (bytes: [UInt8], runs: [BuildRecord.Piece]) {
        let reuse = reuse ?? PieceReuse(previous: [], file: nil)
        let bytes = try #require(SwiftEmitter.emit(model, inputs: model.inputs, reuse: reuse).bytes)
        return (bytes, reuse.pieces)
    }

    /// 1,500 numbers in nested groups (three runs of 512 by path), every tenth an alias of an earlier one.
    func nested(changing changed: Int? = nil, describing g1: String = "Group g1") throws -> TokenModel {
        var groups: [String: [String]] = [:]
        for index in 0..<1_500 {
            let name = "t" + String(repeating: "0", count: 4 - String(index).count) + String(index)
            let value = index % 10 == 9 ? "\"{g\((index - 9) % 3).s\((index - 9) % 5).t" + String(repeating: "0", count: 4 - String(index - 9).count) + String(index - 9) + "}\"" : String(index == changed ? -1 : index)
            groups["g\(index % 3)", default: []].append("\"s\(index % 5)\": {\"\(name)\": {\"$type\": \"number\", \"$value\": \(value)}}")
        }
        // Sibling groups of the same name merge, so each token can sit in its own object.
        var text = "{"
        for (offset, group) in groups.keys.sorted().enumerated() {
            text += (offset > 0 ? ", " : "") + "\"\(group)\": {\"$description\": \"\(group == "g1" ? g1 : "Group " + group)\"}"
        }
        let members = groups.keys.sorted().flatMap { group in groups[group]!.map { "\"\(group)\": {\($0)}" } }
        let files = [SourceFile(path: "groups.tokens.json", format: .json, bytes: Array((text + "}").utf8))]
            + members.enumerated().map { SourceFile(path: "t\($0.offset).tokens.json", format: .json, bytes: Array("{\($0.element)}".utf8)) }
        return try #require(Pipeline.compile(files).model)
    }

    @Test func swiftRunsWithTheKeysOfTheLastBuildAreCopiedAndOnlyTheChangedOnesAreMade() throws {
        let model = try nested()
        let plain = try #require(SwiftEmitter.emit(model, inputs: model.inputs).bytes)
        let full = try swift(model)
        #expect(full.bytes == plain)
        #expect(full.runs.count == 3 && Set(full.runs.map(\.key)).count == 3)
        let old = marked(full.bytes, runs: full.runs)
        let oldFile = try onDisk(old)
        defer { try? FileManager.default.removeItem(atPath: oldFile) }
        #expect(try swift(model, reuse: PieceReuse(previous: full.runs, file: oldFile)).bytes == old)

        // One value changed: its run, and those of the aliases that show it, are made again; the file is the one
        // a build from scratch makes there, and everything else comes from the last file.
        let changed = try nested(changing: 600)
        let scratch = try swift(changed)
        let partial = try swift(changed, reuse: PieceReuse(previous: full.runs, file: oldFile))
        let remade = remade(partial.bytes, runs: partial.runs)
        #expect(!remade.isEmpty && remade.count < 3)
        #expect(partial.runs.map(\.key) == scratch.runs.map(\.key))
        #expect(marked(partial.bytes, runs: partial.runs) == marked(scratch.bytes, runs: partial.runs) && partial.bytes.count == scratch.bytes.count)
        for run in remade { #expect(partial.bytes[run.offset..<run.offset + run.length] == scratch.bytes[run.offset..<run.offset + run.length]) }
    
        // A group's description shows above its enum: g1 opens inside the first run, which is made again.
        let described = try nested(describing: "Second group")
        let fresh = try swift(described)
        let again = try swift(described, reuse: PieceReuse(previous: full.runs, file: oldFile))
        #expect(again.runs.map(\.key) == fresh.runs.map(\.key) && again.runs[0].key != full.runs[0].key)
        #expect(again.bytes[again.runs[0].offset..<again.runs[0].offset + again.runs[0].length] == fresh.bytes[fresh.runs[0].offset..<fresh.runs[0].offset + fresh.runs[0].length])
        #expect(marked(again.bytes, runs: again.runs) == marked(fresh.bytes, runs: again.runs))
    }

    /// The SwiftUI statics of each kind (`Color.…`, `Animation.…`) are kept like runs: a color's new description
    /// makes the colors' extension again, as a build from scratch makes it, and keeps the springs'.
    @Test func swiftStaticsOfAKindAreKeptUntilOneOfItsTokensChanges() throws {
        let model = try #require(MarkdownEmitterTests.referenceModel())
        let full = try swift(model)
        #expect(full.bytes == SwiftEmitter.emit(model, inputs: model.inputs).bytes)
        func statics(_ bytes: [UInt8], _ runs: [BuildRecord.Piece]) -> [String: BuildRecord.Piece] {
            var found: [String: BuildRecord.Piece] = [:]
            for run in runs {
                let text = String(decoding: bytes[run.offset..<run.offset + run.length], as: UTF8.self)
                for header in ["extension SwiftUI.ShapeStyle where Self == SwiftUI.Color", "extension SwiftUI.Animation", "extension SwiftUI.Spring"] where text.contains(header) { found[header] = run }
            }
            return found
        }
        let kinds = statics(full.bytes, full.runs)
        #expect(kinds.count == 3, "\(kinds.keys)")
        let old = marked(full.bytes, runs: full.runs)
        let oldFile = try onDisk(old)
        defer { try? FileManager.default.removeItem(atPath: oldFile) }
        #expect(try swift(model, reuse: PieceReuse(previous: full.runs, file: oldFile)).bytes == old)

        var changed = model
        let color = try #require(changed.tokens.firstIndex { $0.type == .color && $0.contextValues.isEmpty && $0.description != nil })
        changed.tokens[color].description = "A new description"
        let scratch = try swift(changed)
        let partial = try swift(changed, reuse: PieceReuse(previous: full.runs, file: oldFile))
        #expect(partial.bytes.count == scratch.bytes.count)
        let remadeStatics = statics(scratch.bytes, scratch.runs)
        let colors = try #require(remadeStatics["extension SwiftUI.ShapeStyle where Self == SwiftUI.Color"])
        #expect(partial.bytes[colors.offset..<colors.offset + colors.length] == scratch.bytes[colors.offset..<colors.offset + colors.length])
        #expect(String(decoding: partial.bytes[colors.offset..<colors.offset + colors.length], as: UTF8.self).contains("A new description"))
        let springs = try #require(partial.runs.first { $0.key == kinds["extension SwiftUI.Spring"]?.key })
        #expect(partial.bytes[springs.offset..<springs.offset + springs.length].allSatisfy { $0 == UInt8(ascii: "x") }, "the springs' statics are copied from the last file")
    }

    @Test func pieceKeysTellTheirPartsApart() {
        func key(_ parts: [String?], fingerprint: UInt64? = nil) -> String {
            var key = PieceKey("test")
            for part in parts { key.add(part) }
            if let fingerprint { key.add(fingerprint: fingerprint) }
            return key.finish()
        }
        #expect(key(["ab", "c"]) != key(["a", "bc"]))
        #expect(key([nil]) != key(["-"]) && key([nil]) != key([""]) && key([""]) != key([]))
        #expect(key(["a"], fingerprint: 1) != key(["a"], fingerprint: 2))
        // Parts past the 16 KB the key hashes at a time give the same key however they fall.
        let long = String(repeating: "x", count: 20_000)
        #expect(key([long, "y"]) == key([long, "y"]) && key([long, "y"]) != key([long, "z"]))
        #expect(key(["a"]) == key(["a"]))
    }
}
