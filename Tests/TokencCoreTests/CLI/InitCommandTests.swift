import Foundation
import Testing

@testable import TokencCore

/// `tokenc init` writes a tokenc.yaml that builds, naming what it found; `tokenc build` with no outputs says so.
@Suite("tokenc init", .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test"))
struct InitCommandTests {
    @Test func aTokenFolderGetsEveryOutputAndBuilds() throws {
        let cli = try CLI()
        try cli.write("tokens/base.tokens.json", CLI.validTokens)
        try cli.write(
            "tokens/nested/more.tokens.json",
            #"{"space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"#)
        try cli.write(".build/ignored.json", "{not tokens")
        let run = try cli.run(["init"])
        #expect(run.status == 0 && run.stdout.contains("sources tokens (token folders)"), "\(run.stdout)\(run.stderr)")
        let config = try #require(cli.read("tokenc.yaml"))
        #expect(config.contains(#"sources: ["tokens"]"#))
        // Templates are offered in a comment, and a DocC catalog beside a Swift package (below).
        for section in ProjectConfig.outputFields.keys where section != "templates" && section != "docc" {
            #expect(config.contains("\n\(section):"), "\(section)")
        }
        // Templates are no output of their own: the bundled ones are offered in a comment.
        #expect(config.contains("\n# templates:\n#   - { bundled: typescript"))
        let build = try cli.run(["build"])
        #expect(build.status == 0 && build.stdout.contains("3 tokens;"), "\(build.stdout)\(build.stderr)")
        #expect(cli.read("generated/swift/DesignTokens.swift")?.contains("enum Radius") == true)
        #expect(cli.read("generated/docs/index.md") != nil && cli.read("generated/css/preview.html") != nil)
        // A second build finds its own outputs under generated/ and does not read them as tokens.
        #expect(try cli.run(["build"]).stdout.contains("(build record)"))
        #expect(try cli.run(["check", "--verify"]).status == 0)
    }

    /// In an empty folder, init suggests `--starter`, which writes a themed set that builds and lints with no
    /// finding, whose Swift type-checks against the SwiftUI stub with its dark values, and which it never writes
    /// over an existing file.
    @Test func theStarterSetBuildsAndLintsClean() throws {
        let cli = try CLI()
        let empty = try cli.run(["init"])
        #expect(empty.status == 1 && empty.stderr.contains("tokenc init --starter [no-inputs]"), "\(empty.stderr)")
        let run = try cli.run(["init", "--starter"])
        #expect(run.status == 0 && run.stdout.contains("sources tokens/tokens.resolver.json"), "\(run.stderr)")
        let build = try cli.run(["build"])
        #expect(build.status == 0 && build.stderr.isEmpty, "\(build.stderr)")
        #expect(build.stdout.contains("32 tokens;"), "\(build.stdout)")
        let lint = try cli.run(["lint", "--max-warnings", "0"])
        #expect(lint.status == 0 && lint.stderr.isEmpty && lint.stdout.contains("4 contrast pairs"), "\(lint)")
        let swift = try #require(cli.read("generated/swift/DesignTokens.swift"))
        for part in ["case dark", "enum Spring", "enum Shadow", "enum Typography", "enum Radius", "enum Spacing"] {
            #expect(swift.contains(part), "\(part)")
        }
        let typecheck = SwiftToolchain.typecheck(["DesignTokens.swift": swift], stub: true)
        #expect(typecheck.status == 0, "\(typecheck.output)")
        try cli.write("tokenc.yaml", "sources: [tokens]\n")
        let again = try cli.run(["init", "--starter", "--force"])
        #expect(again.status == 1 && again.stderr.contains("--starter would replace tokens/tokens.resolver.json"))
        #expect(cli.read("tokenc.yaml") == "sources: [tokens]\n")
    }

    /// Beside a Swift package, init offers a DocC catalog for its first target with Swift files.
    @Test func aSwiftPackageIsOfferedADocCCatalog() throws {
        let cli = try CLI()
        try cli.write("Package.swift", "// swift-tools-version: 6.1\n")
        try cli.write("Sources/Empty/README.md", "no Swift here\n")
        try cli.write("Sources/DesignSystem/View.swift", "let x = 1\n")
        try cli.write("tokens/base.tokens.json", CLI.validTokens)
        #expect(try cli.run(["init"]).status == 0)
        let config = try #require(cli.read("tokenc.yaml"))
        #expect(config.contains("\n# docc: { output: Sources/DesignSystem/DesignSystem.docc }\n"), "\(config)")
        try cli.write("tokenc.yaml", config.replacingOccurrences(of: "# docc:", with: "docc:"))
        #expect(try cli.run(["build"]).status == 0)
        #expect(
            cli.read("Sources/DesignSystem/DesignSystem.docc/DesignSystem.md")?.hasPrefix("# ``DesignSystem``") == true)
    }

    /// A folder read as Style Dictionary only by legacy `value`, a marker Tokens Studio's sets and a plugin write
    /// too: init names the format beside the source and says why, so the next reading does not rest on a guess.
    /// A folder a marker decides (DTCG's `$value`) gets no `format:`.
    @Test func aFormatRecognisedOnlyByASharedMarkerIsWrittenOut() throws {
        let cli = try CLI()
        try cli.write(
            "legacy/color.json", ##"{"color": {"red": {"value": "#ff0000"}, "ink": {"value": "{color.red.value}"}}}"##)
        try cli.write("tokens/base.tokens.json", CLI.validTokens)
        let run = try cli.run(["init"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("legacy is read as Style Dictionary by a marker other formats write too"))
        let config = try #require(cli.read("tokenc.yaml"))
        #expect(config.contains(#"sources: [{ path: "legacy", format: style-dictionary }, "tokens"]"#), "\(config)")
        let build = try cli.run(["build"])
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
    }

    /// Files straight from Figma: init names the route they came by, and the config it writes builds them with
    /// their modes, rebuilt from the record and checked.
    @Test(arguments: [
        ("native", "Figma's variables export"), ("rest", "Figma's REST API variables"),
        ("plugin", "Export/Import Variables plugin files"), ("action", "Figma's variables GitHub Action files"),
        ("design-tokens", "Design Tokens plugin files"), ("tokens-bruecke", "TokensBrücke files"),
    ])
    func figmasFilesAreNamedAndBuild(_ folder: String, _ kind: String) throws {
        let cli = try CLI()
        for file in try FigmaTests.files(folder) {
            let name = String(file.path.split(separator: "/").last!)
            try cli.write("design/" + name, String(decoding: file.bytes, as: UTF8.self))
        }
        let run = try cli.run(["init"])
        #expect(run.status == 0 && run.stdout.contains("sources design (\(kind))"), "\(run.stdout)\(run.stderr)")
        let build = try cli.run(["build"])
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        #expect(cli.read("generated/swift/DesignTokens.swift")?.contains("colorScheme") == true)
        #expect(try cli.run(["build"]).stdout.contains("(build record)"))
        #expect(try cli.run(["check", "--verify"]).status == 0)
    }

    @Test func aResolverDocumentIsTheSource() throws {
        let cli = try CLI()
        try cli.write("design/base.tokens.json", CLI.validTokens)
        try cli.write(
            "design/theme.resolver.json",
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
        )
        let run = try cli.run(["init"])
        #expect(
            run.status == 0 && run.stdout.contains("design/theme.resolver.json (a resolver document)"), "\(run.stdout)")
        #expect(try cli.run(["build"]).status == 0)
    }

    /// A Tokens Studio export, as a folder or as one file: named as the source, built with its themes as contexts,
    /// rebuilt from the record, and checked.
    @Test(arguments: [false, true])
    func aTokensStudioExportIsTheSource(_ singleFile: Bool) throws {
        let cli = try CLI()
        let sets = [
            "core":
                #"{"space": {"base": {"value": "8", "type": "spacing"}, "double": {"value": "{space.base} * 2", "type": "spacing"}}}"#,
            "light": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
            "dark": ##"{"bg": {"value": "#000000", "type": "color"}}"##,
        ]
        let themes =
            #"[{"name": "Light", "group": "Mode", "selectedTokenSets": {"core": "enabled", "light": "enabled"}}, {"name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "enabled", "dark": "enabled"}}]"#
        if singleFile {
            let members = sets.keys.sorted().map { "\"\($0)\": \(sets[$0]!)" }
            try cli.write("design/tokens.json", "{" + members.joined(separator: ", ") + ", \"$themes\": \(themes)}")
        } else {
            for (name, text) in sets { try cli.write("design/tokens/\(name).json", text) }
            try cli.write("design/tokens/$themes.json", themes)
            try cli.write("design/tokens/$metadata.json", #"{"tokenSetOrder": ["core", "light", "dark"]}"#)
        }
        let run = try cli.run(["init"])
        let source =
            singleFile
            ? "design/tokens.json (a Tokens Studio export in one file)" : "design/tokens (a Tokens Studio export)"
        #expect(run.status == 0 && run.stdout.contains("sources \(source)"), "\(run.stdout)\(run.stderr)")
        let build = try cli.run(["build"])
        #expect(build.status == 0 && build.stdout.contains("3 tokens;"), "\(build.stdout)\(build.stderr)")
        #expect(build.stderr.contains("read as a") && build.stderr.contains("Mode (Light, Dark)"), "\(build.stderr)")
        #expect(cli.read("generated/css/tokens.css")?.contains("16px") == true)
        #expect(try cli.run(["build"]).stdout.contains("(build record)"))
        #expect(try cli.run(["check", "--verify"]).status == 0)
        let dark = try cli.run(["dump", "--context", "Mode=Dark"])
        #expect(dark.status == 0 && dark.stdout.contains("#000000"), "\(dark.stderr)")
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
        #expect(
            run.status == 1 && run.stderr.contains("no token files in") && run.stderr.contains("[no-inputs]"),
            "\(run.stderr)")
        #expect(cli.read("tokenc.yaml") == nil)
    }

    @Test func pathsThatNeedQuotingStayOnePath() throws {
        #expect(ProjectSetup.quoted(#"my "tokens"\ #1"#) == #""my \"tokens\"\\ #1""#)
        let setup = ProjectSetup(sources: ["design tokens: v2"], kind: "token folders")
        var diagnostics = DiagnosticBag()
        let file = SourceFile(path: "tokenc.yaml", format: .yaml, bytes: Array(setup.configText.utf8))
        let config = try #require(
            ProjectConfig.load(file, directory: URL(fileURLWithPath: "/p"), diagnostics: &diagnostics))
        #expect(config.sources == ["design tokens: v2"])
    }

    @Test func aBuildWithNoOutputsSaysSo() throws {
        let cli = try CLI()
        try cli.write("tokens/base.tokens.json", CLI.validTokens)
        let run = try cli.run(["build", "tokens"])
        #expect(
            run.status == 0 && run.stderr.contains("no outputs are configured") && run.stderr.contains("tokenc init"),
            "\(run.stderr)")
    }
}
