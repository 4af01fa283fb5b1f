import Foundation
import Testing

@testable import TokencCore

/// `tokenc fix`: the conforming spelling written in place, in each format, touching nothing else.
@Suite("tokenc fix")
struct FixTests {
    /// Compiles one fixture leniently and applies its fixes.
    static func fixed(_ name: String) throws -> (original: SourceFile, fixed: String, count: Int) {
        let url = Support.fixtures.appendingPathComponent("fix/" + name)
        let file = SourceFile(
            path: name, format: try #require(SourceFile.Format(fileName: name)),
            bytes: [UInt8](try Data(contentsOf: url)))
        let result = Pipeline.compile(.classify([file]))
        #expect(!result.hasErrors, "\(Support.render(result))")
        let files = try SourceFixer.fix(result.diagnostics, sources: result.sources).get()
        #expect(files.count == 1)
        let first = try #require(files.first)
        return (file, String(decoding: first.bytes, as: UTF8.self), first.count)
    }

    @Test(arguments: ["legacy.tokens.json", "legacy.jsonc", "legacy.json5", "legacy.tokens.yaml"])
    func eachFormatIsFixedInPlace(_ name: String) throws {
        let (original, text, count) = try Self.fixed(name)
        #expect(count > 0)
        Support.assertGolden(text, "fix/" + name)
        // The fixed file has none of the fixable deviations left under --strict-dtcg.
        let strict = Pipeline.compile(
            .classify([SourceFile(path: name, format: original.format, bytes: Array(text.utf8))]),
            options: Pipeline.Options(strictDTCG: true))
        let fixable: Set<Rule> = [.shortHex, .legacyDimension]
        #expect(!strict.diagnostics.contains { fixable.contains($0.rule) }, "\(Support.render(strict))")
        #expect(
            !strict.diagnostics.contains { $0.rule == .nonstandardUnit && !$0.message.contains("'em'") },
            "\(Support.render(strict))")
        #expect(!strict.diagnostics.contains { $0.rule == .lineHeightDimension }, "\(Support.render(strict))")
        // Comments survive, and every line the fixes did not touch is unchanged.
        let before = String(decoding: original.bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let after = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        for (old, new) in zip(before, after) where old != new {
            #expect(!old.contains("//") || new.contains("//"))
            #expect(!old.contains("#") || new.contains("#"))
        }
    }

    @Test func aFileWithNothingToFixIsLeftAlone() throws {
        let json = #"{"space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}}}"#
        let result = Support.compile(json: json)
        #expect(try SourceFixer.fix(result.diagnostics, sources: result.sources).get().isEmpty)
    }

    @Test func scalarsEndWhereTheirFormatSays() {
        func end(_ text: String, _ format: SourceFile.Format) -> String {
            let bytes = Array(text.utf8)
            return String(decoding: bytes[0..<SourceFixer.scalarEnd(bytes, from: 0, format: format)], as: UTF8.self)
        }
        #expect(end(#""a\"b", "c""#, .json) == #""a\"b""#)
        #expect(end("0, 1", .json) == "0")
        #expect(end("-0.5}", .jsonc) == "-0.5")
        #expect(end("12px   # note", .yaml) == "12px")
        #expect(end("'it''s' x", .yaml) == "'it''s'")
        #expect(end("'a\\'b' x", .json5) == "'a\\'b'")
        #expect(end("16px, 2]", .yaml) == "16px")
    }
}

/// `tokenc fix` on copies of the real design systems: every fixable deviation is gone under `--strict-dtcg`.
@Suite(
    "tokenc fix over ../shared/corpus",
    .enabled(if: Corpus.root != nil && CLI.executable != nil, "needs the corpus and the built tokenc"))
struct FixCorpusTests {
    @Test(arguments: ["figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris", "yaml-dtcg"])
    func fixedSystemsCompileStrictlyButForWhatNeedsAHand(_ system: String) throws {
        let cli = try CLI()
        // The system's folder and resolver document, copied as they are laid out in the corpus.
        let (folder, resolver) =
            system == "yaml-dtcg"
            ? ("yaml-dtcg/packages/tokens/src", "yaml-dtcg/packages/tokens/src/terrazzo.resolver.yml")
            : ("design-systems/\(system)", "design-systems/\(system).resolver.json")
        let copy = cli.directory.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Corpus.root!.appendingPathComponent(folder), to: copy)
        if !FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent(resolver).path) {
            try FileManager.default.copyItem(
                at: Corpus.root!.appendingPathComponent(resolver), to: cli.directory.appendingPathComponent(resolver))
        }
        let originals = try Self.contents(of: copy)

        let dry = try cli.run(["fix", "--dry-run", resolver])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(try Self.contents(of: copy) == originals, "--dry-run writes nothing")

        let run = try cli.run(["fix", resolver])
        #expect(run.status == 0, "\(run.stderr)")
        let fixed = try Self.contents(of: copy)
        // Only the files the dry run named changed, and a file with nothing to fix is byte-identical.
        for (name, bytes) in fixed {
            #expect(dry.stdout.contains("b/\(folder)/\(name)") == (bytes != originals[name]), "\(name)")
        }
        let strict = try cli.run(["dump", "--strict-dtcg", "--warnings-per-rule", "0", "-o", "/dev/null", resolver])
        let fixedKinds = ["[short-hex]", "[legacy-dimension]"]
        for kind in fixedKinds { #expect(!strict.stderr.contains(kind), "\(system): \(kind) left") }
        // A "150%" line height is fixed; a line height written as a length needs the font size, so it stays.
        for line in strict.stderr.split(separator: "\n") where line.contains("[line-height-dimension]") {
            #expect(line.contains("written as a dimension") || line.contains("aliases a dimension"), "\(line)")
        }
        for line in strict.stderr.split(separator: "\n") where line.contains("[nonstandard-unit]") {
            #expect(line.contains("'em'") || line.contains("'vw'") || line.contains("'%'"), "\(line)")
        }
        // What is left is exactly what cannot be fixed unambiguously.
        let lenient = try cli.run(["dump", "-o", "/dev/null", resolver])
        #expect(lenient.status == 0, "\(lenient.stderr)")
    }

    /// Every spec example that compiles is left byte-identical by `fix`, or fixed into one whose fixable
    /// deviations are gone under `--strict-dtcg`.
    @Test func specExamplesRoundTrip() throws {
        for path in Corpus.files(in: "dtcg-spec-examples/format") + Corpus.files(in: "dtcg-spec-examples/color") {
            let file = Corpus.file(path)
            let result = Pipeline.compile(.classify([file]))
            guard !result.hasErrors else { continue }
            let fixed = try SourceFixer.fix(result.diagnostics, sources: result.sources).get()
            guard let first = fixed.first else { continue }
            var rewritten = file
            rewritten.bytes = first.bytes
            let strict = Pipeline.compile(.classify([rewritten]), options: Pipeline.Options(strictDTCG: true))
            let fixable: Set<Rule> = [.shortHex, .legacyDimension]
            #expect(!strict.diagnostics.contains { fixable.contains($0.rule) }, "\(path)")
        }
    }

    static func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }
}

/// The warning options and `fix` through the real executable.
@Suite(
    "Deviations on the command line",
    .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test"))
struct DeviationCLITests {
    static let legacy =
        #"{"space": {"$type": "dimension", "a": {"$value": 0}, "b": {"$value": "4px"}, "c": {"$value": "8px"}}}"#

    @Test func maxWarningsFailsWithoutWriting() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", CLI.config)
        try cli.write("tokens/space.tokens.json", Self.legacy)
        let strictCI = try cli.run(["build", "--max-warnings", "0"])
        #expect(strictCI.status == 1)
        #expect(
            strictCI.stderr.contains(
                "3 warnings, more than the 0 that max-warnings allows; no output written [max-warnings]"),
            "\(strictCI.stderr)")
        #expect(cli.read("out/model.json") == nil)
        let relaxed = try cli.run(["build", "--max-warnings", "3"])
        #expect(relaxed.status == 0, "\(relaxed.stderr)")
        #expect(cli.read("out/model.json") != nil)
        let strict = try cli.run(["check", "--strict-dtcg"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: dimension written as the string \"4px\""))
    }

    @Test func warningsAreSummedUpPerRuleAndConfigurable() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", CLI.config + "warnings-per-rule: 1\ndiagnostics: { swift-unsupported: ignore }\n")
        try cli.write("tokens/space.tokens.json", Self.legacy)
        let run = try cli.run(["dump", "-o", "-"])
        #expect(run.status == 0)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(run.stderr)")
        #expect(lines.last?.contains("note: 2 more [legacy-dimension] warnings not shown (3 in all)") == true)
    }

    @Test func fixRewritesInPlaceAndDryRunOnlyPrints() throws {
        let cli = try CLI()
        try cli.write("tokens/space.tokens.json", Self.legacy)
        let dry = try cli.run(["fix", "--dry-run", "tokens"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(
            dry.stdout.contains(
                "+{\"space\": {\"$type\": \"dimension\", \"a\": {\"$value\": {\"value\": 0, \"unit\": \"px\"}}"),
            "\(dry.stdout)")
        #expect(cli.read("tokens/space.tokens.json") == Self.legacy)
        let run = try cli.run(["fix", "tokens"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("3 values fixed in 1 file"))
        let strict = try cli.run(["dump", "--strict-dtcg", "-o", "-", "tokens"])
        #expect(strict.status == 0, "\(strict.stderr)")
        #expect(strict.stderr.isEmpty)
        // Tokens with errors are not touched.
        try cli.write(
            "tokens/broken.tokens.json",
            #"{"x": {"$type": "dimension", "$value": "{nope}"}, "y": {"$type": "dimension", "$value": "2px"}}"#)
        let refused = try cli.run(["fix", "tokens"])
        #expect(refused.status == 1)
        #expect(cli.read("tokens/broken.tokens.json")?.contains("\"2px\"") == true)
    }
}
