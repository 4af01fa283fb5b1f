import Foundation
import Testing

/// Suites that need something outside the package (the corpus, Python's parsers, Chromium, script(1), the toolchain's docc) skip
/// without it on a developer's machine. CI sets `TOKENC_REQUIRE_ALL=1`: then each of them must be able to run,
/// so a missing install fails the run instead of quietly testing less.
@Suite("What CI requires")
struct RequiredSuitesTests {
    static let required = ProcessInfo.processInfo.environment["TOKENC_REQUIRE_ALL"] == "1"

    @Test(.enabled(if: required, "CI sets TOKENC_REQUIRE_ALL=1"))
    func everySuiteThatCanSkipCanRun() throws {
        let root = try #require(Corpus.root, "no corpus: set TOKENC_CORPUS to shared/corpus")
        for folder in [
            "dtcg-spec-examples", "dtcg-spec-invalid", "design-systems", "yaml-dtcg", "tokens-studio",
            "style-dictionary",
        ] {
            let entries =
                (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            #expect(!entries.isEmpty, "the corpus has no \(folder)")
        }
        #expect(MarkdownRenderer.available, "python3 cannot import markdown_it (markdown-it-py)")
        #expect(CSSParser.available, "python3 cannot import tinycss2")
        for module in ["jsonschema", "yaml", "schemastore", "requests_cache"] {
            #expect(
                SwiftToolchain.run(["python3", "-c", "import \(module)"]).status == 0, "python3 cannot import \(module)"
            )
        }
        #expect(Chromium.executable != nil, "no chromium")
        #expect(SwiftToolchain.run(["/bin/sh", "-c", "command -v docc"]).status == 0, "no docc in the toolchain")
        #expect(SwiftToolchain.run(["python3", "--version"]).status == 0, "no python3 (the review action's script)")
        #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "no script(1) (bsdutils)")
        #expect(ForeignCompilers.tsc != nil, "no tsc (Debian's node-typescript)")
        #expect(ForeignCompilers.kotlinc != nil, "no kotlinc (Debian's kotlin)")
    }
}
