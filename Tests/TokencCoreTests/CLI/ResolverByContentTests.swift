import Foundation
import Testing

@testable import TokencCore

/// A resolver document is one by its content (`version` and `resolutionOrder`), whatever it is called.
@Suite(
    "Resolver documents by content", .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test")
)
struct ResolverByContentTests {
    static let resolver = ##"""
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"appearance": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/appearance"}]}
        """##
    static let base = ##"{"color": {"$type": "color", "ink": {"$value": "#111111"}}}"##
    static let dark = ##"{"color": {"ink": {"$value": "#eeeeee"}}}"##

    func project(resolverName: String) throws -> CLI {
        let cli = try CLI()
        try cli.write("tokens/\(resolverName)", Self.resolver)
        try cli.write("tokens/base.tokens.json", Self.base)
        try cli.write("tokens/dark.tokens.json", Self.dark)
        return cli
    }

    @Test(arguments: ["resolver.json", "theme.json", "themes.yaml"])
    func theOnlySourceIsReadAsAResolverWhateverItsName(name: String) throws {
        let cli = try project(resolverName: name)
        if name.hasSuffix(".yaml") {
            try cli.write("tokens/\(name)", Self.resolver)  // JSON is YAML too.
        }
        let dump = try cli.run(["dump", "tokens/\(name)", "--permutations"])
        #expect(dump.status == 0 && dump.stdout.contains("appearance=dark"), "\(dump.stdout)\(dump.stderr)")
        let permutation = try cli.run(["dump", "tokens/\(name)", "--context", "appearance=dark"])
        #expect(permutation.status == 0 && permutation.stdout.contains("#eeeeee"), "\(permutation.stderr)")
        try cli.write("tokenc.yaml", "sources: [tokens/\(name)]\njson: { output: out/model.json }\n")
        let build = try cli.run(["build"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(cli.read("out/model.json")?.contains("\"appearance\"") == true)
    }

    @Test func aResolverInAFolderIsNotReadAsTokens() throws {
        let cli = try CLI()
        try cli.write("only/resolver.json", Self.resolver)
        try cli.write("only/base.tokens.json", Self.base)
        let dump = try cli.run(["dump", "only"])
        #expect(dump.status == 0 && !dump.stderr.contains("error"), "\(dump.stderr)")
        #expect(!dump.stdout.contains("resolutionOrder"))
    }

    @Test func initAndDiffFindItToo() throws {
        let cli = try project(resolverName: "resolver.json")
        let initRun = try cli.run(["init"])
        #expect(initRun.stdout.contains("tokens/resolver.json (a resolver document)"), "\(initRun.stdout)")
        let diff = try cli.run(["diff", "tokens/resolver.json", "tokens/resolver.json", "--format", "json"])
        #expect(diff.status == 0 && diff.stdout.contains("\"semver\": \"none\""), "\(diff.stdout)\(diff.stderr)")
    }

    @Test func recognitionNeedsBothMembers() {
        func file(_ text: String) -> SourceFile { SourceFile(path: "x.json", format: .json, bytes: Array(text.utf8)) }
        #expect(ResolverDocument.recognizes(file(#"{"version": "2025.10", "resolutionOrder": []}"#)))
        #expect(!ResolverDocument.recognizes(file(#"{"resolutionOrder": {"$value": 1, "$type": "number"}}"#)))
        #expect(!ResolverDocument.recognizes(file(#"{"version": {"$value": 2, "$type": "number"}}"#)))
        #expect(!ResolverDocument.recognizes(file(#"{"version": "2025.10", "resolutionOrder": [}"#)))
    }
}
