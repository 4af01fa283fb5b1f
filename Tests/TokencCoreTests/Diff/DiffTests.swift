import Foundation
import Testing

@testable import TokencCore

/// Renders Markdown with a real CommonMark renderer with GFM tables (markdown-it-py, installed by .ci/run).
enum MarkdownRenderer {
    static let available: Bool = SwiftToolchain.run(["python3", "-c", "import markdown_it"]).status == 0

    static func html(_ markdown: String) -> String {
        let directory = SwiftToolchain.temporaryDirectory("markdown")
        defer { SwiftToolchain.remove(directory) }
        let input = directory.appendingPathComponent("in.md")
        try? markdown.write(to: input, atomically: true, encoding: .utf8)
        let script =
            "import sys, markdown_it; md = markdown_it.MarkdownIt('commonmark', {'html': True}).enable('table'); sys.stdout.write(md.render(open(sys.argv[1], encoding='utf-8').read()))"
        return SwiftToolchain.run(["python3", "-c", script, input.path]).output
    }
}

@Suite("tokenc diff: the semantic diff engine")
struct DiffTests {
    func diff(_ old: String, _ new: String) throws -> TokenDiff {
        let a = Support.compile(json: old)
        let b = Support.compile(json: new)
        #expect(!a.hasErrors && !b.hasErrors, "\(Support.render(a))\(Support.render(b))")
        return TokenDiff.compare(old: try #require(a.model), new: try #require(b.model))
    }

    func kinds(_ diff: TokenDiff) -> [String] { diff.changes.map { "\($0.kind.rawValue) \($0.path)" } }

    let base =
        #"{"radius": {"$type": "dimension", "md": {"$value": {"value": 12, "unit": "px"}}, "card": {"$value": "{radius.md}"}}}"#

    @Test func removalsAndAdditions() throws {
        let result = try diff(
            base,
            #"{"radius": {"$type": "dimension", "md": {"$value": {"value": 12, "unit": "px"}}, "lg": {"$value": {"value": 20, "unit": "px"}}}}"#
        )
        #expect(kinds(result) == ["removed radius.card", "added radius.lg"])
        #expect(result.semver == "major")
    }

    @Test func valueChangesSayHowAndAliasesFollowTheirTarget() throws {
        let result = try diff(base, base.replacingOccurrences(of: "12", with: "14"))
        #expect(kinds(result) == ["alias-propagated radius.card", "value-changed radius.md"])
        #expect(result.changes[1].detail == "12 → 14 pt (+2)")
        #expect(result.changes[0].via == TokenPath(dotted: "radius.md"))
        #expect(result.semver == "patch")
    }

    @Test func aTokenWhoseOutputNamesMoveIsABreakingNameChange() throws {
        // A new `Shadow` group comes first in path order, so `shadow` is `ShadowAlt` / `--shadow-sm-alt` now;
        // `radius.md` chooses its own names.
        let old =
            #"{"shadow": {"$type": "number", "sm": {"$value": 1}}, "radius": {"$type": "number", "md": {"$value": 4}}}"#
        let new =
            #"{"Shadow": {"$type": "number", "sm": {"$value": 2}}, "shadow": {"$type": "number", "sm": {"$value": 1}}, "radius": {"$type": "number", "md": {"$value": 4, "$extensions": {"dev.tokenc": {"swiftName": "medium", "cssName": "--r-md"}}}}}"#
        let result = try diff(old, new)
        #expect(
            kinds(result) == [
                "names-changed radius.md", "names-changed shadow.sm", "added Shadow.sm", "extensions-changed radius.md",
            ], "\(kinds(result))")
        #expect(
            result.changes[1].detail
                == "Swift `DesignTokens.Shadow.sm` → `DesignTokens.ShadowAlt.sm`; CSS `--shadow-sm` → `--shadow-sm-alt`"
        )
        #expect(
            result.changes[0].detail
                == "Swift `DesignTokens.Radius.md` → `DesignTokens.Radius.medium`; CSS `--radius-md` → `--r-md`")
        #expect(result.semver == "major" && result.breaks)
        #expect(DiffRenderer.text(result, old: "a", new: "b", color: false).contains("names-changed"))
    }

    @Test func renamesByStableIDAndByUnchangedDefinition() throws {
        let old =
            #"{"a": {"$type": "number", "x": {"$value": 1, "$extensions": {"dev.tokenc": {"id": "n1"}}}, "y": {"$value": 2}}}"#
        let new =
            #"{"b": {"$type": "number", "renamed": {"$value": 5, "$extensions": {"dev.tokenc": {"id": "n1"}}}, "y": {"$value": 2}}}"#
        let result = try diff(old, new)
        #expect(kinds(result) == ["renamed b.renamed", "renamed b.y", "value-changed b.renamed"])
        #expect(
            result.changes.first { $0.path == TokenPath(dotted: "b.renamed") && $0.kind == .renamed }?.detail.contains(
                "found by id 'n1'; certain") == true)
        #expect(
            result.changes.first { $0.path == TokenPath(dotted: "b.y") }?.detail.contains("confidence high") == true)
        #expect(result.changes.first { $0.path == TokenPath(dotted: "b.y") }?.oldPath == TokenPath(dotted: "a.y"))
    }

    /// An alias moved in the same change as its target's value stays a rename, with its new value following
    /// the target; where two new aliases of it could be the one, it is left as removed and added.
    @Test func aRenamedAliasWhoseTargetChangedIsARenameWithItsNewValue() throws {
        let old = #"{"radius": {"$type": "dimension", "md": {"$value": "12px"}, "card": {"$value": "{radius.md}"}}}"#
        let new = #"{"radius": {"$type": "dimension", "md": {"$value": "16px"}, "panel": {"$value": "{radius.md}"}}}"#
        let result = try diff(old, new)
        #expect(
            kinds(result) == ["renamed radius.panel", "value-changed radius.md", "alias-propagated radius.panel"])
        let renamed = try #require(result.changes.first { $0.kind == .renamed })
        #expect(renamed.oldPath == TokenPath(dotted: "radius.card"))
        #expect(renamed.detail.contains("the same alias of `radius.md`, whose value changed"))
        #expect(result.changes[2].detail == "12 → 16 pt (+4)")
        #expect(result.changes[2].via == TokenPath(dotted: "radius.md"))

        let twice = new.replacingOccurrences(of: #""panel""#, with: #""sheet": {"$value": "{radius.md}"}, "panel""#)
        #expect(kinds(try diff(old, twice)).filter { $0.hasPrefix("renamed") }.isEmpty)
    }

    /// Tokens that depend on a removed token and are still written are broken, not removed, also where the
    /// format leaves them out with a warning (Tokens Studio) rather than an error.
    @Test func dependentsOfARemovedTokenAreBroken() throws {
        let old = SourceFile(
            path: "s.json",
            text:
                #"{"a": {"value": "4", "type": "sizing"}, "b": {"value": "{a}", "type": "sizing"}, "c": {"value": "{b} * 2", "type": "spacing"}}"#
        )
        let new = SourceFile(
            path: "s.json",
            text: #"{"b": {"value": "{a}", "type": "sizing"}, "c": {"value": "{b} * 2", "type": "spacing"}}"#)
        let options = Pipeline.Options(lint: Support.lintOff)
        let before = Pipeline.compile(.classify([old]), options: options)
        let after = Pipeline.compile(.classify([new]), options: options)
        #expect(!after.hasErrors)
        let result = TokenDiff.compare(
            old: try #require(before.model), new: try #require(after.model), unresolved: after.unresolved)
        #expect(kinds(result) == ["removed a", "broken b", "broken c"])
    }

    @Test func typeAndContextChanges() throws {
        let old =
            ##"{"c": {"$type": "color", "$value": "#000000", "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": "#ffffff"}}}}}, "n": {"$type": "number", "$value": 1}}"##
        let new =
            ##"{"c": {"$type": "color", "$value": "#000000"}, "n": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}"##
        let result = try diff(old, new)
        #expect(kinds(result) == ["context-removed c", "type-changed n"])
        #expect(result.changes.allSatisfy { $0.kind.section == .breaking })
        let gained = try diff(
            new.replacingOccurrences(
                of: #""$type": "dimension", "$value": {"value": 1, "unit": "px"}"#,
                with: #""$type": "number", "$value": 1"#), old)
        #expect(kinds(gained) == ["context-added c"])
    }

    @Test func floatNoiseIsNotAChange() throws {
        let result = try diff(
            #"{"n": {"$type": "number", "$value": 0.30000000000000004}}"#, #"{"n": {"$type": "number", "$value": 0.3}}"#
        )
        #expect(result.changes.isEmpty)
        #expect(result.semver == "none")
    }

    @Test func deprecationAndMetadataAreKeptApart() throws {
        let old =
            #"{"n": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": true}, "c": {"$value": 3, "$description": "old"}}}"#
        let new =
            #"{"n": {"$type": "number", "a": {"$value": 1, "$deprecated": "Use n.c"}, "b": {"$value": 2}, "c": {"$value": 3, "$description": "new", "$extensions": {"x.y": 1}}}}"#
        let result = try diff(old, new)
        #expect(
            kinds(result) == [
                "deprecated n.a", "undeprecated n.b", "description-changed n.c", "extensions-changed n.c",
            ])
        #expect(result.semver == "minor")
    }

    @Test func colorsAndSpringsChangeInHumanTerms() throws {
        let colors = try diff(
            ##"{"c": {"$type": "color", "$value": "#0a84ff"}}"##, ##"{"c": {"$type": "color", "$value": "#409cff"}}"##)
        #expect(colors.changes.first?.detail.hasPrefix("#0A84FF → #409CFF (ΔE ") == true)
        let markdown = DiffRenderer.markdown(colors, old: "a", new: "b")
        // A color is its hex in a code span, which GitHub draws with a chip, written once.
        #expect(markdown.contains("| `#0A84FF` | `#409CFF` |"), "\(markdown)")
        #expect(DiffRenderer.swatch(ValueDecoder.parseHex("#ff3b30")!) == "`#FF3B30`")
        // What a detail writes in backticks is code, not escaped backticks.
        let renamed = try diff(
            #"{"a": {"$type": "number", "x": {"$value": 1, "$extensions": {"dev.tokenc": {"id": "n"}}}}}"#,
            #"{"b": {"$type": "number", "x": {"$value": 1, "$extensions": {"dev.tokenc": {"id": "n"}}}}}"#)
        let renamedMarkdown = DiffRenderer.markdown(renamed, old: "a", new: "b")
        #expect(renamedMarkdown.contains("<code>a.x</code> → <code>b.x</code>"), "\(renamedMarkdown)")
        #expect(!renamedMarkdown.contains("\\`"))
        let springs = try diff(
            #"{"s": {"$type": "spring", "$value": {"response": 0.3, "dampingFraction": 0.7}}}"#,
            #"{"s": {"$type": "spring", "$value": {"response": 0.35, "dampingFraction": 0.7}}}"#)
        #expect(springs.changes.first?.detail == "spring response 0.3 → 0.35 s")
    }

    @Test(.enabled(if: MarkdownRenderer.available, "needs python3 with markdown-it-py"))
    func markdownRendersAndTokenStringsCannotInject() throws {
        let old = #"{"g": {"$type": "number", "a|b": {"$value": 1, "$description": "x"}, "c": {"$value": 2}}}"#
        let new =
            #"{"g": {"$type": "number", "a|b": {"$value": 1, "$description": "</td></tr></table><script>alert(1)</script> | *bold* `code`"}, "c": {"$value": 3, "$deprecated": "<img src=x onerror=alert(1)>"}, "new<b>": {"$value": 4}}}"#
        let markdown = DiffRenderer.markdown(try diff(old, new), old: "v1", new: "v2<i>")
        let html = MarkdownRenderer.html(markdown)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("new<b>"))
        #expect(!html.contains("<i>"))
        // Five tables: the summary (header + 4 kinds) and one per section (header + 1 change each).
        #expect(html.components(separatedBy: "<table>").count - 1 == 5)
        #expect(html.components(separatedBy: "<tr>").count - 1 == 5 + 4 * 2)
        #expect(html.contains("&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;script&gt;"))
    }
}

/// `tokenc diff git:… git:…` on a throwaway repository with two commits of our `tokens/`.
@Suite("tokenc diff end to end", .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test"))
struct DiffEndToEndTests {
    /// Runs git in the test's folder, as an author with no signing, and expects it to succeed.
    static func git(_ arguments: [String], in cli: CLI) {
        let run = SwiftToolchain.run(
            ["git", "-c", "user.name=tokenc", "-c", "user.email=tokenc@example.com", "-c", "commit.gpgsign=false"]
                + arguments, in: cli.directory)
        #expect(run.status == 0, "\(run.output)")
    }

    func repository() throws -> CLI {
        let cli = try CLI()
        let tokens = Support.packageRoot.appendingPathComponent("tokens")
        try FileManager.default.copyItem(at: tokens, to: cli.directory.appendingPathComponent("tokens"))
        try cli.write("tokenc.yaml", "sources: [tokens/tokens.resolver.json]\n")
        let git = { (arguments: [String]) in Self.git(arguments, in: cli) }
        git(["init", "-q", "-b", "main"])
        // Give one token a stable id, so its rename is found by id.
        try edit(
            cli, "tokens/spacing.tokens.json", #""touchTarget": {"#,
            #""touchTarget": { "$extensions": { "dev.tokenc": { "id": "touch-target" } },"#)
        git(["add", "-A"])
        git(["commit", "-q", "-m", "v1"])
        // renamed, found by id
        try edit(cli, "tokens/spacing.tokens.json", #""touchTarget": {"#, #""minimumHitArea": {"#)
        try edit(
            cli, "tokens/radius.tokens.json", #""coverArt": { "$value": "{radius.xl}""#,
            #""artwork": { "$value": "{radius.xl}""#)  // renamed, same definition
        // removed
        try edit(
            cli, "tokens/spacing.tokens.json", #"    "xxl": { "$value": { "value": 32, "unit": "px" } },"# + "\n", "")
        // value change, propagates to card and sheet
        try edit(
            cli, "tokens/radius.tokens.json", #""md": { "$value": { "value": 12"#, #""md": { "$value": { "value": 13"#)
        try edit(
            cli, "tokens/radius.tokens.json", #""chip": { "$value": { "value": 14, "unit": "px" },"#,
            #""chip": { "$deprecated": "Use radius.card.", "$value": { "value": 14, "unit": "px" },"#)
        // added
        try edit(
            cli, "tokens/radius.tokens.json", #""xl": {"#,
            #""pill": { "$value": { "value": 999, "unit": "px" }, "$description": "Fully rounded ends." }, "xl": {"#)
        try edit(
            cli, "tokens/color.tokens.json", "[0.039, 0.518, 1], \"hex\": \"#0a84ff\"",
            "[0.2, 0.6, 1], \"hex\": \"#3399ff\"")  // a dark value changes
        git(["add", "-A"])
        git(["commit", "-q", "-m", "v2"])
        return cli
    }

    func edit(_ cli: CLI, _ path: String, _ old: String, _ new: String) throws {
        let text = try #require(cli.read(path))
        #expect(text.contains(old), "\(path) lacks \(old)")
        try cli.write(path, text.replacingOccurrences(of: old, with: new))
    }

    @Test func reportsEveryKindOfChangeInEveryFormat() throws {
        let cli = try repository()
        let json = try cli.run(["diff", "git:HEAD~1", "git:HEAD", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        Support.assertGolden(json.stdout, "diff/tokens.json")
        let markdown = try cli.run([
            "diff", "git:HEAD~1", "git:HEAD", "--format", "markdown", "--docs-url", "https://example.com/tokens/radius",
        ])
        Support.assertGolden(markdown.stdout, "diff/tokens.md")
        let text = try cli.run(["diff", "git:HEAD~1", "git:HEAD"])
        Support.assertGolden(text.stdout, "diff/tokens.txt")
        let html = try cli.run(["diff", "git:HEAD~1", "git:HEAD", "--format", "html", "-o", "diff.html"])
        #expect(html.status == 0 && html.stdout.isEmpty, "\(html.stderr)")
        Support.assertGolden(try #require(cli.read("diff.html")), "diff/tokens.html.txt")
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("diff.html"))
        for (failOn, status) in [("breaking", Int32(1)), ("any", 1), ("none", 0)] {
            #expect(try cli.run(["diff", "git:HEAD~1", "git:HEAD", "--fail-on", failOn]).status == status, "\(failOn)")
        }
        #expect(try cli.run(["diff", "git:HEAD", ".", "--fail-on", "any"]).status == 0)
        #expect(SwiftToolchain.run(["git", "status", "--porcelain"], in: cli.directory).output.isEmpty)
        if MarkdownRenderer.available {
            let html = MarkdownRenderer.html(markdown.stdout)
            #expect(html.contains("<details open>"))
            #expect(html.contains("<a href=\"https://example.com/tokens/radius#radius-md\"><code>radius.md</code></a>"))
        }
    }

    /// A `$ref` to a file outside the sources is read from the same commit as the side.
    @Test func aRefToAFileOutsideTheSourcesIsReadAtTheCommit() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", "sources: [tokens/theme.json]\n")
        try cli.write("tokens/theme.json", ##"{"size": {"$ref": "./base/size.json#/size"}}"##)
        try cli.write(
            "tokens/base/size.json",
            ##"{"size": {"$type": "dimension", "md": {"$value": {"value": 8, "unit": "px"}}}}"##)
        let git = { (arguments: [String]) in Self.git(arguments, in: cli) }
        git(["init", "-q", "-b", "main"])
        git(["add", "-A"])
        git(["commit", "-q", "-m", "v1"])
        try cli.write(
            "tokens/base/size.json",
            ##"{"size": {"$type": "dimension", "md": {"$value": {"value": 12, "unit": "px"}}}}"##)
        git(["add", "-A"])
        git(["commit", "-q", "-m", "v2"])
        try cli.write(
            "tokens/base/size.json",
            ##"{"size": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}}}"##)
        let diff = try cli.run(["diff", "git:HEAD~1", "git:HEAD", "--format", "json"])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(
            diff.stdout.contains("size.md") && diff.stdout.contains("12") && !diff.stdout.contains("16"),
            "\(diff.stdout)")
    }

    /// One file at a revision (`git:REF:path`) against the file in the tree, or two files on disk; a path that
    /// holds no token file at the ref is one clear error.
    @Test func oneFileAtARefAndTwoFilesCompare() throws {
        let cli = try CLI()
        try cli.write("tokens/colors.json", ##"{"c": {"$type": "color", "a": {"$value": "#112233"}}}"##)
        try cli.write(
            "tokens/space.json", ##"{"s": {"$type": "dimension", "m": {"$value": {"value": 4, "unit": "px"}}}}"##)
        Self.git(["init", "-q", "-b", "main"], in: cli)
        Self.git(["add", "-A"], in: cli)
        Self.git(["commit", "-q", "-m", "v1"], in: cli)
        try cli.write(
            "tokens/colors.json",
            ##"{"c": {"$type": "color", "a": {"$value": "#332211"}, "b": {"$value": "#000000"}}}"##)
        let file = try cli.run(["diff", "git:HEAD:tokens/colors.json", "tokens/colors.json", "--format", "json"])
        #expect(file.status == 0, "\(file.stderr)")
        #expect(
            file.stdout.contains("c.a") && file.stdout.contains("c.b") && !file.stdout.contains("s.m"), "\(file.stdout)"
        )
        try cli.write("old.json", ##"{"c": {"$type": "color", "a": {"$value": "#112233"}}}"##)
        let files = try cli.run(["diff", "old.json", "tokens/colors.json"])
        #expect(files.status == 0 && files.stdout.contains("1 changed, 1 added"), "\(files.stdout)\(files.stderr)")
        let missing = try cli.run(["diff", "git:HEAD:tokens/nope.json", "tokens/colors.json"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("'tokens/nope.json' holds no token file at HEAD"), "\(missing.stderr)")
    }

    @Test func unknownRefsAndOutsideARepositoryAreClearErrors() throws {
        let cli = try repository()
        let unknown = try cli.run(["diff", "git:no-such-ref", "."])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("old side 'git:no-such-ref': unknown git ref 'no-such-ref'"))
        let outside = try CLI()
        let run = try outside.run(["diff", "git:HEAD", "."])
        #expect(run.status == 1)
        #expect(run.stderr.contains("not inside a git repository"))
    }

    /// A change that breaks a reference is still compared: the errors are listed, located, and the tokens they
    /// break are breaking changes beside the rename that caused them.
    @Test func aBrokenNewSideIsComparedWithItsErrorsListed() throws {
        let cli = try repository()
        try edit(
            cli, "tokens/radius.tokens.json", #""card": { "$value": "{radius.md}""#,
            #""card": { "$value": "{radius.mdd}""#)
        let run = try cli.run(["diff", "git:HEAD", "."])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tokens/radius.tokens.json:") && run.stderr.contains("[unknown-alias]"))
        #expect(
            run.stdout.contains("Errors in the new version (1)") && run.stdout.contains("[unknown-alias]"),
            "\(run.stdout)")
        #expect(run.stdout.contains("radius.card  broken"), "\(run.stdout)")
        #expect(try cli.run(["diff", "git:HEAD", ".", "--fail-on", "breaking"]).status == 1)
        let json = try cli.run(["diff", "git:HEAD", ".", "--format", "json"])
        #expect(json.stdout.contains(#""errors": 1"#) && json.stdout.contains(#""kind": "broken""#), "\(json.stdout)")
    }

    /// A commit that renames and removes tokens others still reference, compared commit to commit.
    @Test func aCommitThatBreaksReferencesIsComparedCommitToCommit() throws {
        let cli = try repository()
        // renamed, still referenced as {radius.md}
        try edit(cli, "tokens/radius.tokens.json", #""md": {"#, #""medium": {"#)
        // removed
        try edit(
            cli, "tokens/radius.tokens.json",
            #""dock": { "$value": "{radius.lg}", "$description": "The floating Liquid Glass action dock." },"#, "")
        try edit(
            cli, "tokens/radius.tokens.json",
            #""lg": { "$value": { "value": 20, "unit": "px" }, "$description": "Floating chrome such as the glass action dock." },"#,
            "")  // removed, referenced by nothing now
        let git = { (arguments: [String]) in
            _ = SwiftToolchain.run(
                ["git", "-c", "user.name=tokenc", "-c", "user.email=tokenc@example.com", "-c", "commit.gpgsign=false"]
                    + arguments, in: cli.directory)
        }
        git(["commit", "-q", "-am", "v3"])
        let run = try cli.run(["diff", "git:HEAD~1", "git:HEAD"])
        #expect(run.status == 0, "\(run.stderr)\n\(run.stdout)")
        #expect(
            run.stdout.contains("Errors in the new version") && run.stdout.contains("unknown alias '{radius.md}'"),
            "\(run.stdout)")
        #expect(
            run.stdout.contains("radius.medium  renamed") || run.stdout.contains("radius.md  removed"), "\(run.stdout)")
        #expect(
            run.stdout.contains("radius.dock  removed") && run.stdout.contains("radius.lg  removed"), "\(run.stdout)")
        #expect(
            run.stdout.contains("radius.card  broken") && run.stdout.contains("radius.sheet  broken"), "\(run.stdout)")
        #expect(try cli.run(["diff", "git:HEAD~1", "git:HEAD", "--fail-on", "breaking"]).status == 1)
        #expect(try cli.run(["diff", "git:HEAD~1", "git:HEAD", "--fail-on", "none"]).status == 0)
    }

    /// A side's tokenc.yaml grades its diagnostics as `build` does: here `diagnostics: { legacy-dimension: ignore }`
    /// silences the warning on both sides, in a folder side and at a git ref.
    @Test func aSideHonoursItsConfigsDiagnostics() throws {
        let cli = try CLI()
        let config = "sources: [t.tokens.json]\ndiagnostics: { legacy-dimension: ignore }\n"
        try cli.write("old/tokenc.yaml", config)
        try cli.write("old/t.tokens.json", #"{"space": {"$type": "dimension", "s": {"$value": "4px"}}}"#)
        try cli.write("new/tokenc.yaml", config)
        try cli.write(
            "new/t.tokens.json", #"{"space": {"$type": "dimension", "s": {"$value": "4px"}, "m": {"$value": "8px"}}}"#)
        let build = try cli.run(["build", "--config", "new/tokenc.yaml"])
        #expect(!build.stderr.contains("legacy-dimension"), "\(build.stderr)")
        let run = try cli.run(["diff", "old", "new", "--all-warnings"])
        #expect(run.status == 0 && !run.stderr.contains("legacy-dimension"), "\(run.stderr)")
        let side = try DiffInput.load(
            "new", emptyMessage: "none", workingDirectory: URL(fileURLWithPath: cli.directory.path, isDirectory: true))
        #expect(side.options.levels[.legacyDimension] == .ignore)
        #expect(!side.compile().diagnostics.contains { $0.rule == .legacyDimension })
    }

    /// A source's `format:` holds at a git ref too: the Design Tokens plugin's variables file named `figma` has
    /// px sizes on both sides (read by its content alone, they would be Style Dictionary's rem).
    @Test func aSourcesFormatHoldsAtAGitRef() throws {
        let cli = try CLI()
        try cli.write("tokenc.yaml", "sources:\n  - { path: tokens, format: figma }\n")
        try cli.write("tokens/variables.json", #"{"spacing": {"md": {"type": "dimension", "value": 16}}}"#)
        DiffEndToEndTests.git(["init", "-q", "-b", "main"], in: cli)
        DiffEndToEndTests.git(["add", "-A"], in: cli)
        DiffEndToEndTests.git(["commit", "-q", "-m", "v1"], in: cli)
        let side = try DiffInput.load(
            "git:HEAD", emptyMessage: "none",
            workingDirectory: URL(fileURLWithPath: cli.directory.path, isDirectory: true))
        let result = side.compile()
        #expect(Support.value(result, "spacing.md") == .dimension(DimensionValue(value: 16, unit: .px)))
    }

    @Test func onlyTheWarningsAChangeIntroducesArePrinted() throws {
        let cli = try CLI()
        try cli.write("old/t.tokens.json", #"{"space": {"$type": "dimension", "s": {"$value": "4px"}}}"#)
        try cli.write(
            "new/t.tokens.json", #"{"space": {"$type": "dimension", "s": {"$value": "4px"}, "m": {"$value": "8px"}}}"#)
        let run = try cli.run(["diff", "old", "new"])
        #expect(run.status == 0 && run.stderr.contains("\"8px\"") && !run.stderr.contains("\"4px\""), "\(run.stderr)")
        let all = try cli.run(["diff", "old", "new", "--all-warnings"])
        #expect(all.stderr.contains("\"4px\"") && all.stderr.contains("\"8px\""), "\(all.stderr)")
    }
}
