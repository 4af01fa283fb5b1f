import Foundation
import Testing

@testable import TokencCore

/// The build record: a build with nothing to do skips compiling, and anything that could change the outputs
/// (inputs, config, options, another tokenc, outputs edited, deleted or left over) makes it build in full.
@Suite("Build record: no-op rebuilds")
struct BuildRecordTests {
    static let config =
        "sources: [tokens]\njson: { output: out/model.json }\nswift: { output: out/Tokens.swift }\nmarkdown: { output: out/docs }\n"
    /// Tokens with a warning (a dimension as a string), to see it printed again by a skipped build.
    static let tokens =
        ##"{"radius": {"$type": "dimension", "card": {"$value": {"value": 12, "unit": "px"}}, "sheet": {"$value": "16px"}}, "color": {"$type": "color", "ink": {"$value": "#112233"}}}"##
    static let skipped = "0 files written, 7 unchanged (build record)"

    func project() throws -> CLI {
        let cli = try CLI()
        try cli.write("tokenc.yaml", Self.config)
        try cli.write("tokens/base.tokens.json", Self.tokens)
        let first = try cli.run(["build", "--verbose"])
        #expect(first.status == 0 && first.stdout.contains("7 files written"), "\(first.stdout)\(first.stderr)")
        return cli
    }

    @Test func anUntouchedProjectSkipsAndPrintsTheSameWarnings() throws {
        let cli = try project()
        let full = try cli.run(["check", "--verify"])
        let again = try cli.run(["build", "--verbose"])
        #expect(again.status == 0)
        #expect(again.stdout.contains(Self.skipped), "\(again.stdout)")
        #expect(!again.stderr.isEmpty && again.stderr == full.stderr, "\(again.stderr)")
        #expect(cli.read("out/.tokenc/build-record.json") != nil)
        #expect(cli.read("out/.tokenc/.gitignore")?.contains("*") == true)
        // check trusts the record only with every output's bytes as written; --verify compiles anyway.
        let check = try cli.run(["check"])
        #expect(check.status == 0 && check.stdout.contains("(build record"), "\(check.stdout)")
        #expect(check.stderr == full.stderr)
        #expect(full.status == 0 && !full.stdout.contains("build record"))
        // Only the timestamp changed: the bytes are compared, and still nothing to do.
        try cli.write("out/model.json", try #require(cli.read("out/model.json")))
        #expect(try cli.run(["build", "--verbose"]).stdout.contains(Self.skipped))
    }

    /// A `$ref` may name a file that is not among the sources, as the peer parser reads one (its `refs` fixture):
    /// the file serves the pointer, builds no token of its own, and is an input of the record.
    @Test func aFileARefNamesIsReadAndRecorded() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", "sources: [tokens/dark.json]\njson: { output: out/model.json }\n")
        try cli.write(
            "tokens/dark.json",
            ##"{"base": {"color": {"$ref": "./base/colors.json#/base/color", "black": {"$type": "color", "$value": "#010409"}}}}"##
        )
        try cli.write(
            "tokens/base/colors.json",
            ##"{"base": {"color": {"$type": "color", "black": {"$value": "#1f2328"}, "white": {"$value": "#ffffff"}, "inset": {"$value": "{base.color.white}"}}}, "unused": {"$type": "number", "$value": 1}}"##
        )
        let first = try cli.run(["build", "--verbose"])
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stdout)\(first.stderr)")
        let model = try #require(cli.read("out/model.json"))
        #expect(
            model.contains("base.color.inset") && model.contains("#010409") && !model.contains("\"unused\""), "\(model)"
        )
        #expect(try cli.run(["build", "--verbose"]).stdout.contains("0 files written, 1 unchanged (build record)"))
        try cli.write(
            "tokens/base/colors.json",
            ##"{"base": {"color": {"$type": "color", "white": {"$value": "#fefefe"}, "inset": {"$value": "{base.color.white}"}}}}"##
        )
        let edited = try cli.run(["build", "--verbose"])
        #expect(
            edited.stdout.contains("1 file written") && cli.read("out/model.json")?.contains("#fefefe") == true,
            "\(edited.stdout)")
        try cli.write("tokens/dark.json", ##"{"a": {"$ref": "./missing.json#/a"}}"##)
        let missing = try cli.run(["build", "--verbose"])
        #expect(
            missing.status == 1
                && missing.stderr.contains(
                    "tokens/dark.json:1:16: error: './missing.json#/a' names tokens/missing.json, which cannot be read (no such file) [invalid-pointer]"
                ), "\(missing.stderr)")
    }

    @Test func aHandEditedOutputIsRebuiltAndCheckSeesIt() throws {
        let cli = try project()
        let original = try #require(cli.read("out/Tokens.swift"))
        try cli.write("out/Tokens.swift", original.replacingOccurrences(of: "12", with: "13"))
        let check = try cli.run(["check"])
        #expect(
            check.status == 1 && check.stderr.contains("out/Tokens.swift: error: generated output is stale"),
            "\(check.stdout)\(check.stderr)")
        let build = try cli.run(["build", "--verbose"])
        #expect(
            build.stdout.contains("wrote out/Tokens.swift") && build.stdout.contains("1 file written"),
            "\(build.stdout)")
        #expect(cli.read("out/Tokens.swift") == original)
        #expect(try cli.run(["build", "--verbose"]).stdout.contains(Self.skipped))
    }

    @Test func aDeletedOutputIsRebuilt() throws {
        let cli = try project()
        let page = try #require(cli.read("out/docs/radius.md"))
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("out/docs/radius.md"))
        let check = try cli.run(["check"])
        #expect(
            check.status == 1 && check.stderr.contains("out/docs/radius.md: error: generated output is missing"),
            "\(check.stderr)")
        let build = try cli.run(["build", "--verbose"])
        #expect(build.stdout.contains("wrote out/docs/radius.md"), "\(build.stdout)")
        #expect(cli.read("out/docs/radius.md") == page)
    }

    @Test func aLeftOverGeneratedFileIsRemoved() throws {
        let cli = try project()
        try cli.write("out/docs/old.md", "<!-- Generated by tokenc from x. DO NOT EDIT. -->\n")
        let build = try cli.run(["build", "--verbose"])
        #expect(build.stdout.contains("removed out/docs/old.md (no longer generated)"), "\(build.stdout)")
    }

    @Test func changedInputsConfigOrOptionsBuildInFull() throws {
        let cli = try project()
        // A changed value.
        try cli.write("tokens/base.tokens.json", Self.tokens.replacingOccurrences(of: "12", with: "14"))
        var build = try cli.run(["build", "--verbose"])
        #expect(build.stdout.contains("wrote out/model.json"), "\(build.stdout)")
        // A new file in a source folder.
        try cli.write(
            "tokens/more.tokens.json",
            #"{"spacing": {"$type": "dimension", "sm": {"$value": {"value": 8, "unit": "px"}}}}"#)
        build = try cli.run(["build", "--verbose"])
        #expect(build.stdout.contains("wrote out/docs/spacing.md"), "\(build.stdout)")
        // A config edit that changes the Swift.
        try cli.write(
            "tokenc.yaml",
            Self.config.replacingOccurrences(of: "out/Tokens.swift }", with: "out/Tokens.swift, namespace: Brand }"))
        build = try cli.run(["build", "--verbose"])
        #expect(build.stdout.contains("wrote out/Tokens.swift"), "\(build.stdout)")
        #expect(cli.read("out/Tokens.swift")?.contains("enum Brand") == true)
        #expect(try cli.run(["build", "--verbose"]).stdout.contains("(build record)"))
        // Options that change what is printed or checked.
        build = try cli.run(["build", "--strict-dtcg"])
        #expect(build.status == 1 && build.stderr.contains("legacy-dimension"), "\(build.stderr)")
        build = try cli.run(["build", "--max-warnings", "0"])
        #expect(build.status == 1 && build.stderr.contains("max-warnings"), "\(build.stderr)")
        #expect(try cli.run(["build", "--verbose"]).stdout.contains("(build record)"))
    }

    @Test func anotherTokencDoesNotTrustTheRecord() throws {
        let cli = try project()
        // A copy of the executable stands for another build or version of tokenc: another path and time.
        let copy = cli.directory.appendingPathComponent("bin/tokenc")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try #require(CLI.executable), to: copy)
        let other = try cli.run(["build"], executable: copy)
        #expect(
            other.status == 0 && other.stdout.contains("0 files written, 7 unchanged")
                && !other.stdout.contains("build record"), "\(other.stdout)")
        #expect(try cli.run(["build"], executable: copy).stdout.contains(Self.skipped))
        // And the first one no longer trusts the copy's record.
        #expect(!(try cli.run(["build", "--verbose"]).stdout.contains("build record")))
    }

    @Test func aRecordThatDoesNotParseOrDoesNotMatchIsIgnored() throws {
        let cli = try project()
        try cli.write("out/.tokenc/build-record.json", "{not json")
        #expect(!(try cli.run(["build", "--verbose"]).stdout.contains("build record")))
        let text = try #require(cli.read("out/.tokenc/build-record.json"))
        var record = try #require(BuildRecord.decode(Array(text.utf8)))
        #expect(record.encoded() == Array(text.utf8), "a record reads back as it was written")
        record.key = BuildRecord.key(["another tokenc"])
        try cli.write("out/.tokenc/build-record.json", String(decoding: record.encoded(), as: UTF8.self))
        #expect(!(try cli.run(["build", "--verbose"]).stdout.contains("build record")))
        // A record of another format, or with a field of the wrong kind, is no record.
        try cli.write(
            "out/.tokenc/build-record.json",
            text.replacingOccurrences(of: "\"format\": \(BuildRecord.format)", with: "\"format\": 4"))
        #expect(!(try cli.run(["build", "--verbose"]).stdout.contains("build record")))
        for (field, wrong) in [
            ("\"modified\": \"", "\"modified\": \"x"), ("\"size\": ", "\"size\": 0.5 + "),
            ("\"tokenCount\": ", "\"tokenCount\": \""),
        ] {
            let broken = text.replacingOccurrences(of: field, with: wrong)
            #expect(broken != text && BuildRecord.decode(Array(broken.utf8)) == nil, "\(field)")
        }
    }

    /// The build plugin's Swift-only build keeps its own record beside its file (its sandbox allows nothing
    /// else), and does not share the full build's.
    @Test func theSwiftOnlyBuildKeepsItsRecordBesideItsFile() throws {
        let cli = try project()
        let arguments = ["build", "--verbose", "--swift-output", "plugin/Tokens.swift", "--namespace", "Brand"]
        let first = try cli.run(arguments)
        #expect(
            first.status == 0 && first.stdout.contains("wrote plugin/Tokens.swift"), "\(first.stdout)\(first.stderr)")
        #expect(cli.read("plugin/.tokenc/build-record.json") != nil)
        let second = try cli.run(arguments)
        #expect(second.stdout.contains("0 files written, 1 unchanged (build record)"), "\(second.stdout)")
        #expect(second.stderr == first.stderr && second.stderr.contains("legacy-dimension"))
        #expect(try cli.run(["build", "--verbose"]).stdout.contains(Self.skipped))
    }

    @Test func digestsTellContentsApart() {
        #expect(BuildRecord.digest([]) == "ef46db3751d8e999-0")
        #expect(BuildRecord.digest(Array("a".utf8)) == "d24ec4f1a98c6e5b-1")
        #expect(BuildRecord.digest(Array("ab".utf8)) != BuildRecord.digest(Array("ba".utf8)))
        #expect(BuildRecord.key(["ab", "c"]) != BuildRecord.key(["a", "bc"]))
    }

    /// Values of the reference implementation (Python's `xxhash.xxh64`) for prefixes of one byte sequence, so
    /// that every path runs: the tail bytes, the four-byte and eight-byte steps, and the 32-byte lanes.
    @Test func digestIsXXH64() {
        let data = (0..<1000).map { UInt8(($0 * 7 + 3) % 256) }
        let expected: [(Int, UInt64)] = [
            (0, 0xef46_db37_51d8_e999), (1, 0x1f25_c8d0_bc1f_4bb6), (3, 0x31d2_363f_52e5_64c9),
            (4, 0x9bb6_4b7d_66ee_9fda),
            (7, 0x9a7b_1499_59ce_60d8), (8, 0xdab9_9d95_c6f9_0092), (12, 0xd52e_4078_33af_5133),
            (31, 0xa2aa_5f33_cc4a_6119),
            (32, 0x23c3_c17e_f790_fd97), (33, 0x50a7_cfc7_ba58_8784), (63, 0x5e3e_54b4_31c7_493c),
            (64, 0x0eb6_4b3e_f6ee_b01f),
            (100, 0xa61f_8d4c_170f_e531), (1000, 0x5f23_5fa0_33f1_a3fb),
        ]
        for (count, hash) in expected {
            #expect(XXH64.hash(Array(data[..<count])) == hash, "first \(count) bytes")
        }
    }
}
