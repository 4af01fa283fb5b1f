import Foundation
import Testing

@testable import TokencCore

/// `tokenc init` writes a tokenc.yaml that builds, naming what it found; `tokenc build` with no outputs says so.
@Suite("tokenc init", .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test"))
struct InitCommandTests {
    @Test func aTokenFolderGetsEveryOutputAndBuilds() throws {
        let cli = try CLI()
        try cli.write("tokens/base.tokens.json", CLI.validTokens)
        try cli.write("tokens/nested/more.tokens.json", #"{"space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"#)
        try cli.write(".build/ignored.json", "{not tokens")
        let run = try cli.run(["init"])
        #expect(run.status == 0 && run.stdout.contains("sources tokens (token folders)"), "\(run.stdout)\(run.stderr)")
        let config = try #require(cli.read("tokenc.yaml"))
        #expect(config.contains(#"sources: ["tokens"]"#))
        for section in ProjectConfig.outputFields.keys { #expect(config.contains("\n\(section):"), "\(section)") }
        let build = try cli.run(["build"])
        #expect(build.status == 0 && build.stdout.contains("3 tokens;"), "\(build.stdout)\(build.stderr)")
        #expect(cli.read("generated/swift/DesignTokens.swift")?.contains("enum Radius") == true)
        #expect(cli.read("generated/docs/index.md") != nil && cli.read("generated/css/preview.html") != nil)
        // A second build finds its own outputs under generated/ and does not read them as tokens.
        #expect(try cli.run(["build"]).stdout.contains("(build record)"))
        #expect(try cli.run(["check", "--verify"]).status == 0)
    }

    @Test func aResolverDocumentIsTheSource() throws {
        let cli = try CLI()
        try cli.write("design/base.tokens.json", CLI.validTokens)
        try cli.write(
            "design/theme.resolver.json",
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##)
        let run = try cli.run(["init"])
        #expect(run.status == 0 && run.stdout.contains("design/theme.resolver.json (a resolver document)"), "\(run.stdout)")
        #expect(try cli.run(["build"]).status == 0)
    }

    @Test func filesAtTheTopAreNamedOneByOne() throws {
        let cli = try CLI()
        try cli.write("brand.tokens.json", CLI.validTokens)
        let run = try cli.run(["init"])
        #expect(run.stdout.contains("sources brand.tokens.json (token files)"), "\(run.stdout)")
        #expect(try cli.run(["build"]).status == 0)
    }

    @Test func anExistingConfigIsKeptUnlessForced() throws {
        let cli = try CLI()
        try cli.write("tokens/base.tokens.json", CLI.validTokens)
        try cli.write("tokenc.yaml", CLI.config)
        let refused = try cli.run(["init"])
        #expect(refused.status == 1 && refused.stderr.contains("tokenc.yaml already exists"), "\(refused.stderr)")
        #expect(cli.read("tokenc.yaml") == CLI.config)
        #expect(try cli.run(["init", "--force"]).status == 0)
        #expect(cli.read("tokenc.yaml") != CLI.config)
    }

    @Test func aFolderWithoutTokensIsAnError() throws {
        let cli = try CLI()
        try cli.write("README.md", "# nothing here\n")
        let run = try cli.run(["init"])
        #expect(run.status == 1 && run.stderr.contains("no token files in") && run.stderr.contains("[no-inputs]"), "\(run.stderr)")
        #expect(cli.read("tokenc.yaml") == nil)
    }

    @Test func pathsThatNeedQuotingStayOnePath() throws {
        #expect(ProjectSetup.quoted(#"my "tokens"\ #1"#) == #""my \"tokens\"\\ #1""#)
        let setup = ProjectSetup(sources: ["design tokens: v2"], kind: "token folders", tokensStudioFolders: [])
        var diagnostics = DiagnosticBag()
        let file = SourceFile(path: "tokenc.yaml", format: .yaml, bytes: Array(setup.configText.utf8))
        let config = try #require(ProjectConfig.load(file, directory: URL(fileURLWithPath: "/p"), diagnostics: &diagnostics))
        #expect(config.sources == ["design tokens: v2"])
    }

    @Test func aBuildWithNoOutputsSaysSo() throws {
        let cli = try CLI()
        try cli.write("tokens/base.tokens.json", CLI.validTokens)
        let run = try cli.run(["build", "tokens"])
        #expect(run.status == 0 && run.stderr.contains("no outputs are configured") && run.stderr.contains("tokenc init"), "\(run.stderr)")
    }
}
