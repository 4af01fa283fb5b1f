import Foundation
import Testing
@testable import TokencCore

/// Docs pages kept from the last build: a page whose inputs did not change, with its files on disk as that
/// build left them, is not made again; whatever the change, the docs are the ones a build from scratch makes.
@Suite("Docs pages kept from the last build")
struct DocsPageReuseTests {
    /// Every file the docs of `model` deliver, by path, with the paths `keep` was given.
    func emit(_ model: TokenModel, reuse: DocsPageReuse?) -> (made: [String: [UInt8]], order: [String], kept: [String]) {
        var made: [String: [UInt8]] = [:]
        var order: [String] = []
        var kept: [String] = []
        MarkdownEmitter.emit(model, reuse: reuse, keep: { paths in
            kept += paths
            order += paths
        }) { pages in
            for page in pages { made[page.path] = page.bytes }
            order += pages.map(\.path)
        }
        return (made, order, kept)
    }

    /// The index and the contrast page with its pictures: made in every build.
    func alwaysMade(_ paths: Dictionary<String, [UInt8]>.Keys) -> Set<String> {
        Set(paths.filter { $0 == "index.md" || $0 == "contrast.md" || $0.hasPrefix("images/contrast-") })
    }

    @Test func pagesWithTheKeysOfTheLastBuildAreKeptAndOnlyTheChangedOneIsMade() throws {
        let model = try #require(MarkdownEmitterTests.referenceModel())
        let full = emit(model, reuse: nil)
        // A first build has no keys to match: every page is made, and each group page gets a key.
        let first = DocsPageReuse(previous: [:], isIntact: { _ in true })
        let made = emit(model, reuse: first)
        #expect(made.made == full.made && made.order == full.order && made.kept.isEmpty)
        let keys = first.keys
        let groupPages = full.made.keys.filter { $0.hasSuffix(".md") && $0 != "index.md" && $0 != "contrast.md" }
        let groupPictures = full.made.keys.filter { $0.hasPrefix("images/") && !$0.hasPrefix("images/contrast-") }
        #expect(Set(keys.keys) == Set(groupPages).union(groupPictures) && groupPages.count > 5)

        // The same model with those keys: every group page and its pictures are kept, in their places in the order.
        let again = emit(model, reuse: DocsPageReuse(previous: keys, isIntact: { _ in true }))
        #expect(again.order == full.order)
        let fixed = alwaysMade(full.made.keys)
        #expect(fixed.contains("index.md"))
        #expect(Set(again.made.keys) == fixed, "\(again.made.keys.sorted())")
        #expect(Set(again.kept) == Set(full.made.keys).subtracting(fixed))

        // One token changed: its page alone is made, as a full emission of the changed model makes it.
        var changed = model
        let index = try #require(changed.tokens.firstIndex { if case .dimension = $0.value { $0.aliasOf == nil } else { false } })
        guard case .dimension(var dimension) = changed.tokens[index].value else { return }
        dimension.value += 1
        changed.tokens[index].value = .dimension(dimension)
        let changedFull = emit(changed, reuse: nil)
        let partial = emit(changed, reuse: DocsPageReuse(previous: keys, isIntact: { _ in true }))
        let page = try #require(partial.made.keys.first { $0.hasSuffix(".md") && !fixed.contains($0) })
        #expect(partial.made.keys.filter { $0.hasSuffix(".md") }.count == 3, "\(partial.made.keys.sorted())")
        #expect(partial.order == changedFull.order)
        for (path, bytes) in partial.made { #expect(changedFull.made[path] == bytes, "\(path)") }
        #expect(changedFull.made[page] != full.made[page])
    }

    /// A page made again keeps its runs of rows and its picture files whose keys match: one token changed on a
    /// page of three runs and eleven picture files makes one run and one file. The other runs are read back from
    /// the page the last build wrote (bytes swapped into one of them show through) and the other files are kept;
    /// the rest is what a build from scratch makes.
    @Test func aChangedPageKeepsItsOtherRunsAndPictureFiles() throws {
        let colors = (0..<700).map { "\"c\($0)\": {\"$value\": \"#\(String(format: "%06x", $0 * 9_973 % 0xFFFFFF))\"}" }
        let model = try #require(Support.compile(json: "{\"palette\": {\"$type\": \"color\", \(colors.joined(separator: ", "))}}").model)
        let folder = SwiftToolchain.temporaryDirectory("docs-runs")
        defer { SwiftToolchain.remove(folder) }
        let first = DocsPageReuse(folder: folder.path, previous: [:], isIntact: { _ in true })
        let full = emit(model, reuse: first)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        for (path, bytes) in full.made { try Data(bytes).write(to: folder.appendingPathComponent(path)) }
        let page = "palette.md"
        let pictureFiles = full.made.keys.filter { $0.hasPrefix("images/palette-") }
        #expect(pictureFiles.count == 11)
        let runs = try #require(first.runs[page])
        #expect(runs.count == 3 && runs.map(\.length).reduce(0, +) == full.made[page]?.count)
        // The last run, on disk, swapped for x's: kept, it shows through.
        let tail = try #require(runs.last)
        var swapped = try #require(full.made[page])
        swapped.replaceSubrange(tail.offset..., with: repeatElement(UInt8(ascii: "x"), count: tail.length))
        try Data(swapped).write(to: folder.appendingPathComponent(page))

        // c10: the first run, the first picture file.
        var changed = model
        let index = try #require(changed.tokens.firstIndex { $0.path.description == "palette.c10" })
        changed.tokens[index].value = .color(ColorValue(space: .srgb, components: [1, 0.5, 0]))
        let scratch = emit(changed, reuse: nil)
        let partial = emit(changed, reuse: DocsPageReuse(folder: folder.path, previous: first.keys, runs: first.runs, isIntact: { _ in true }))
        let expected = try #require(scratch.made[page]).dropLast(tail.length) + repeatElement(UInt8(ascii: "x"), count: tail.length)
        #expect(partial.made[page].map { Array($0) } == Array(expected))
        #expect(partial.made.keys.filter { $0.hasPrefix("images/palette-") } == ["images/palette-1.svg"])
        #expect(partial.made["images/palette-1.svg"] == scratch.made["images/palette-1.svg"])
        #expect(Set(partial.kept) == Set(pictureFiles).subtracting(["images/palette-1.svg"]))
        #expect(partial.order == scratch.order)
        for (path, bytes) in partial.made where path != page { #expect(scratch.made[path] == bytes, "\(path)") }
    }

    @Test func aPageWithAFileNotAsRecordedIsMadeAgain() throws {
        let model = try #require(MarkdownEmitterTests.referenceModel())
        let first = DocsPageReuse(previous: [:], isIntact: { _ in true })
        let full = emit(model, reuse: first)
        // Each page comes with its pictures after it: the first page with pictures, and them.
        let firstPicture = try #require(full.order.firstIndex { $0.hasPrefix("images/") })
        let page = full.order[firstPicture - 1]
        let pictures = full.order[firstPicture...].prefix { $0.hasPrefix("images/") }
        let again = emit(model, reuse: DocsPageReuse(previous: first.keys, isIntact: { $0 != pictures.last }))
        let fixed = alwaysMade(full.made.keys)
        #expect(Set(again.made.keys) == fixed.union([page]).union(pictures), "\(again.made.keys.sorted())")
        for (path, bytes) in again.made { #expect(full.made[path] == bytes, "\(path)") }
        #expect(Set(again.kept).union(again.made.keys) == Set(full.made.keys) && again.order == full.order)
    }

    @Test func aPageKeyFollowsWhatThePageShowsOfOtherPages() throws {
        // `b.link` shows where its target's row is: moving the target to another page changes b's page too.
        let before = #"{"a": {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}, "b": {"link": {"$type": "dimension", "$value": "{a.size}"}}, "c": {"x": {"$type": "number", "$value": 1}}}"#
        let after = #"{"a": {"other": {"$type": "number", "$value": 2}}, "c": {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}, "x": {"$type": "number", "$value": 1}}, "b": {"link": {"$type": "dimension", "$value": "{c.size}"}}}"#
        func keys(_ text: String) throws -> [String: String] {
            let model = try #require(Pipeline.compile([SourceFile(path: "t.tokens.json", format: .json, bytes: Array(text.utf8))]).model)
            let reuse = DocsPageReuse(previous: [:], isIntact: { _ in true })
            _ = emit(model, reuse: reuse)
            return reuse.keys
        }
        let old = try keys(before)
        let new = try keys(after)
        #expect(old["b.md"] != new["b.md"] && old["c.md"] != new["c.md"] && old["a.md"] != new["a.md"])
        // A description is shown: it changes the key; the same text again gives the same key.
        #expect(try keys(before) == old)
        let described = before.replacingOccurrences(of: #""$type": "number", "$value": 1"#, with: #""$type": "number", "$value": 1, "$description": "One""#)
        let withDescription = try keys(described)
        #expect(withDescription["c.md"] != old["c.md"] && withDescription["a.md"] == old["a.md"] && withDescription["b.md"] == old["b.md"])
        // A new token takes the anchor its target had: the link's page changes though its own tokens did not.
        let target = #"{"a": {"n": {"$type": "number", "$value": 1}}, "b": {"link": {"$type": "number", "$value": "{c.x-y}"}}, "c": {"x-y": {"$type": "number", "$value": 2}}}"#
        let taken = target.replacingOccurrences(of: #""c": {"#, with: #""c": {"x": {"y": {"$type": "number", "$value": 3}}, "#)
        let (targetKeys, takenKeys) = (try keys(target), try keys(taken))
        #expect(targetKeys["b.md"] != takenKeys["b.md"] && targetKeys["a.md"] == takenKeys["a.md"])
    }

    /// A copy of the reference system with the docs, the JSON, the Swift and the CSS with its preview page,
    /// built once.
    func referenceProject() throws -> CLI {
        let cli = try CLI()
        try FileManager.default.copyItem(at: Support.packageRoot.appendingPathComponent("tokens"), to: cli.directory.appendingPathComponent("tokens"))
        try cli.write("tokenc.yaml", "sources: [tokens/tokens.resolver.json]\njson: { output: out/model.json }\nswift: { output: out/DesignTokens.swift }\nmarkdown: { output: out/docs }\ncss: { output: out/tokens.css, preview: out/preview.html }\n")
        let build = try cli.run(["build", "-q"])
        #expect(build.status == 0, "\(build.stderr)")
        return cli
    }

    /// Every file under `out/` but the build record, by path.
    func outputs(_ cli: CLI) -> [String: Data] {
        let out = cli.directory.appendingPathComponent("out")
        let paths = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? []).filter { !$0.hasPrefix(".tokenc") }
        var files: [String: Data] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: out.appendingPathComponent(path).path)
            }
        }
        return files
    }

    @Test func randomEditsBuildWhatABuildFromScratchBuilds() throws {
        let cli = try referenceProject()
        let tokens = cli.directory.appendingPathComponent("tokens")
        let files = (FileManager.default.enumerator(atPath: tokens.path)?.allObjects as? [String] ?? [])
            .filter { ($0.hasSuffix(".json") || $0.hasSuffix(".yaml")) && !$0.hasSuffix("resolver.json") }.sorted()
        #expect(files.count > 5)
        var random = SplitMix64(seed: 21)
        var built = 0
        for round in 0..<20 {
            // One digit somewhere in one token file: a value, a color, a name, an alias's target or a description.
            // Every third edit in a JSON file is a line break after a comma instead, which moves the tokens below
            // it to other lines (the JSON model shows each token's line).
            let file = "tokens/" + files[Int(random.next() % UInt64(files.count))]
            let original = try #require(cli.read(file))
            var bytes = Array(original.utf8)
            let commas = bytes.indices.filter { bytes[$0] == UInt8(ascii: ",") }
            if round % 3 == 2, file.hasSuffix(".json"), !commas.isEmpty {
                bytes.insert(UInt8(ascii: "\n"), at: commas[Int(random.next() % UInt64(commas.count))] + 1)
            } else {
                let digits = bytes.indices.filter { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
                let at = digits[Int(random.next() % UInt64(digits.count))]
                bytes[at] = 0x30 + (bytes[at] - 0x30 + 1 + UInt8(random.next() % 9)) % 10
            }
            try cli.write(file, String(decoding: bytes, as: UTF8.self))
            let incremental = try cli.run(["build", "-q"])

            let scratch = try CLI()
            try FileManager.default.copyItem(at: tokens, to: scratch.directory.appendingPathComponent("tokens"))
            try scratch.write("tokenc.yaml", try #require(cli.read("tokenc.yaml")))
            let cold = try scratch.run(["build", "-q"])
            #expect(incremental.status == cold.status && incremental.stderr == cold.stderr, "\(file): \(incremental.stderr)\n---\n\(cold.stderr)")
            guard cold.status == 0 else {
                // An edit that breaks the tokens is undone, so that the next one edits tokens that build.
                try cli.write(file, original)
                continue
            }
            built += 1
            let (mine, theirs) = (outputs(cli), outputs(scratch))
            #expect(mine.keys.sorted() == theirs.keys.sorted())
            for (path, bytes) in theirs where mine[path] != bytes { Issue.record("\(file) edited: out/\(path) differs from a build from scratch") }
        }
        #expect(built >= 10, "most edits keep the tokens buildable")
    }

    func record(_ cli: CLI) throws -> BuildRecord {
        let text = try #require(cli.read("out/.tokenc/build-record.json"))
        return try #require(BuildRecord.decode(Array(text.utf8)))
    }

    @Test func aKeptPageIsNotMadeAgain() throws {
        let cli = try referenceProject()
        // The first build has no record to keep pages from, and spends no time on keys; the next one makes them.
        #expect(try record(cli).docsPages.isEmpty)
        try cli.write("tokens/radius.tokens.json", try #require(cli.read("tokens/radius.tokens.json")) + "\n")
        #expect(try cli.run(["build", "-q"]).status == 0)
        #expect(try record(cli).docsPages.count > 5)
        // A page swapped for other bytes of its size, with the time the record holds, looks as the last build
        // left it, as the record trusts (`check --verify` compares bytes). A change on another page keeps it.
        let page = cli.directory.appendingPathComponent("out/docs/spacing.md")
        let original = try Data(contentsOf: page)
        let swapped = Data(repeating: UInt8(ascii: "x"), count: original.count)
        try swapped.write(to: page)
        let modified = try #require(try record(cli).outputs.first { $0.path == page.resolvingSymlinksInPath().path || $0.path == page.path }?.modified)
        let time = timespec(tv_sec: Int(modified / 1_000_000_000), tv_nsec: Int(modified % 1_000_000_000))
        #expect(utimensat(AT_FDCWD, page.path, [time, time], 0) == 0)
        let radius = try #require(cli.read("tokens/radius.tokens.json"))
        let digit = try #require(radius.range(of: "[0-9]", options: .regularExpression))
        try cli.write("tokens/radius.tokens.json", radius.replacingCharacters(in: digit, with: radius[digit] == "1" ? "2" : "1"))
        let build = try cli.run(["build"])
        #expect(build.status == 0 && build.stdout.contains("wrote out/docs/radius.md"), "\(build.stdout)")
        #expect(try Data(contentsOf: page) == swapped, "the kept page was not made again")
        // `check --verify` compares bytes and finds it; once its time no longer matches, a build makes it again.
        let verify = try cli.run(["check", "--verify"])
        #expect(verify.status == 1 && verify.stderr.contains("out/docs/spacing.md"), "\(verify.stderr)")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: page.path)
        #expect(try cli.run(["build", "-q"]).status == 0)
        #expect(try Data(contentsOf: page) == original)
    }
}

/// A small seeded generator, so that the random edits are the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
