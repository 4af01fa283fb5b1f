import Foundation
import Testing

@testable import TokencCore

/// A token file beside a resolver document that the document does not name is left out, and says so.
@Suite(
    "Token files a resolver does not name",
    .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test")
)
struct UnnamedFileTests {
    static let extra = ##"{"space": {"$type": "number", "s": {"$value": 4}}}"##

    func project() throws -> CLI {
        let cli = try CLI()
        try cli.write("tokens/themes.resolver.json", ResolverByContentTests.resolver)
        try cli.write("tokens/base.tokens.json", ResolverByContentTests.base)
        try cli.write("tokens/dark.tokens.json", ResolverByContentTests.dark)
        try cli.write("tokenc.yaml", "sources: [tokens/themes.resolver.json]\njson: { output: out/model.json }\n")
        return cli
    }

    /// One warning per file, at the set where its `$ref` would go, giving the reference relative to the document;
    /// through the build record too, and a file added later rebuilds so that its warning is given.
    @Test func aFileTheResolverDoesNotNameIsAWarningGivingTheRef() throws {
        let cli = try project()
        let clean = try cli.run(["build"])
        #expect(clean.status == 0 && !clean.stderr.contains("warning"), "\(clean.stderr)")
        try cli.write("tokens/more/space.tokens.json", Self.extra)
        let warned = try cli.run(["build"])
        let line =
            ##"tokens/themes.resolver.json:2:41: warning: tokens/more/space.tokens.json is not named here, so its tokens are left out; add {"$ref": "more/space.tokens.json"} to set 'base' or a modifier's context [unnamed-file]"##
        #expect(warned.status == 0 && warned.stderr.contains(line), "\(warned.stderr)")
        // Not the record's replay: the file is new, so the build ran.
        #expect(!warned.stdout.contains("(build record)"), "\(warned.stdout)")
        let again = try cli.run(["build"])
        #expect(again.stderr.contains(line) && again.stdout.contains("(build record)"), "\(again.stdout)")
        #expect(try cli.run(["lint"]).stderr.contains(line))
        // Named, it is compiled and the warning goes.
        try cli.write(
            "tokens/themes.resolver.json",
            ResolverByContentTests.resolver.replacingOccurrences(
                of: #"{"$ref": "base.tokens.json"}"#,
                with: #"{"$ref": "base.tokens.json"}, {"$ref": "more/space.tokens.json"}"#))
        let named = try cli.run(["build"])
        #expect(named.status == 0 && !named.stderr.contains("warning"), "\(named.stderr)")
        #expect(cli.read("out/model.json")?.contains("space.s") == true)
    }

    /// Files another resolver document in the folder names are its, not left out; a severity set in tokenc.yaml
    /// applies; the build plugin's planned token files count as neighbours wherever they are.
    @Test func otherResolversFilesTheSeverityAndThePlan() throws {
        let cli = try project()
        try cli.write("tokens/brand.tokens.json", Self.extra)
        try cli.write(
            "tokens/brand.resolver.json",
            ##"{"version": "2025.10", "sets": {"b": {"sources": [{"$ref": "brand.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/b"}]}"##
        )
        let build = try cli.run(["build"])
        #expect(build.status == 0 && !build.stderr.contains("unnamed-file"), "\(build.stderr)")

        try cli.write("elsewhere/loose.tokens.json", Self.extra)
        let loose = cli.directory.appendingPathComponent("elsewhere/loose.tokens.json").path
        try cli.write("plan.txt", loose + "\n" + cli.directory.appendingPathComponent("tokenc.yaml").path + "\n")
        let planned = try cli.run([
            "build", "--absolute-paths", "--swift-output", "out/T.swift", "--planned-inputs", "plan.txt",
        ])
        // Absolute paths make the line long: the `$ref` to add is a note line of its own.
        #expect(
            planned.stderr.contains("warning: \(loose) is not named here, so its tokens are left out [unnamed-file]\n")
                && planned.stderr.contains(
                    "note: add {\"$ref\": \"../elsewhere/loose.tokens.json\"} to set 'base' or a modifier's context\n"),
            "\(planned.stderr)")
        #expect(!planned.stderr.contains("tokenc.yaml is not named"), "\(planned.stderr)")

        try cli.write(
            "tokenc.yaml",
            "sources: [tokens/themes.resolver.json]\njson: { output: out/model.json }\ndiagnostics: { unnamed-file: error }\n"
        )
        try cli.write("tokens/more.tokens.json", Self.extra)
        let strict = try cli.run(["build"])
        #expect(strict.status == 1 && strict.stderr.contains("error: tokens/more.tokens.json is not named here"))
    }

    /// `--leave-swift-in FOLDER` (the command plugin's, for a target the build plugin generates Swift for) writes
    /// the other outputs and says which Swift output it left out.
    @Test func swiftInsideAPluginTargetIsLeftOut() throws {
        let cli = try CLI()
        try cli.write("tokens/radius.tokens.json", CLI.validTokens)
        try cli.write(
            "tokenc.yaml",
            "sources: [tokens]\nswift: { output: Sources/App/Tokens.swift }\njson: { output: out/model.json }\n")
        let run = try cli.run(["build", "--leave-swift-in", "Sources/App"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "tokenc: note: Sources/App/Tokens.swift is not written, since the build plugin generates this target's Swift on every build\n"
            ), "\(run.stderr)")
        #expect(cli.read("Sources/App/Tokens.swift") == nil && cli.read("out/model.json") != nil)
        let elsewhere = try cli.run(["build", "--leave-swift-in", "Sources/Other"])
        #expect(elsewhere.status == 0 && cli.read("Sources/App/Tokens.swift") != nil, "\(elsewhere.stderr)")
    }
}
