import Foundation
import Testing

@testable import TokencCore

/// The `contrast` lint rule: WCAG 2.2 ratios, and declared pairs checked in every permutation of contexts.
@Suite("Lint: contrast")
struct ContrastRuleTests {
    static func color(_ hex: String) -> ColorValue { ValueDecoder.parseHex(hex)! }

    /// Published pairs: WebAIM's contrast checker and the WCAG 2.2 Understanding documents (ratios cut to two
    /// decimals, as checkers print them).
    @Test(arguments: [
        ("#000000", "#FFFFFF", "21:1"), ("#FFFFFF", "#FFFFFF", "1:1"), ("#777777", "#FFFFFF", "4.47:1"),
        ("#767676", "#FFFFFF", "4.54:1"), ("#0000FF", "#FFFFFF", "8.59:1"), ("#FF0000", "#FFFFFF", "3.99:1"),
        ("#595959", "#FFFFFF", "7:1"), ("#FFFF00", "#FFFFFF", "1.07:1"),
    ])
    func ratiosMatchPublishedValues(_ foreground: String, _ background: String, _ expected: String) {
        let ratio = WCAGContrast.ratio(foreground: Self.color(foreground), background: Self.color(background))
        #expect(ContrastRule.ratioText(ratio) == expected)
        // Contrast does not depend on which color is in front when both are opaque.
        #expect(
            abs(ratio - WCAGContrast.ratio(foreground: Self.color(background), background: Self.color(foreground)))
                < 1e-12)
    }

    @Test func translucentColorsAreCompositedFirst() {
        // Black at 50 % over white shows as the gray halfway between them.
        let half = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0.5)
        let gray = ColorValue(space: .srgb, components: [0.5, 0.5, 0.5])
        #expect(
            abs(
                WCAGContrast.ratio(foreground: half, background: Self.color("#FFFFFF"))
                    - WCAGContrast.ratio(foreground: gray, background: Self.color("#FFFFFF"))) < 1e-9)
        // A translucent background is judged over white and over black, the worse counting: white text on
        // black at 50 % passes over black but not over white.
        let scrim = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0.5)
        let overWhite = WCAGContrast.ratio(foreground: Self.color("#FFFFFF"), background: gray)
        #expect(abs(WCAGContrast.ratio(foreground: Self.color("#FFFFFF"), background: scrim) - overWhite) < 1e-9)
        #expect(
            WCAGContrast.Level.aa.minimum(largeText: false) == 4.5
                && WCAGContrast.Level.aa.minimum(largeText: true) == 3)
        #expect(
            WCAGContrast.Level.aaa.minimum(largeText: false) == 7
                && WCAGContrast.Level.aaa.minimum(largeText: true) == 4.5)
    }

    /// Light/dark × standard/increased contrast: the secondary label passes in three permutations and fails
    /// only in light appearance with standard contrast; the error says so, at the label, with the
    /// background's value there.
    static let themed = ResolverFixture(
        resolver: """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {
               "appearance": {"contexts": {"dark": [], "light": [{"$ref": "light.tokens.json"}]}, "default": "dark"},
               "contrast": {"contexts": {"standard": [], "increased": [{"$ref": "hc.tokens.json"}]}, "default": "standard"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/appearance"}, {"$ref": "#/modifiers/contrast"}]}
            """,
        files: [
            "base.tokens.json": ##"""
            {"color": {"$type": "color",
              "background": {"$value": "#000000"},
              "label": {"$value": "#FFFFFF", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.background}", "level": "AAA"}}}},
              "secondary": {"$value": "#8E8E93",
                "$extensions": {"dev.tokenc": {"contrast": {"against": ["{color.background}"]}}}}}}
            """##,
            "light.tokens.json":
                ##"{"color": {"background": {"$value": "#FFFFFF"}, "label": {"$value": "#000000"}, "secondary": {"$value": "#8A8A8E"}}}"##,
            "hc.tokens.json": ##"{"color": {"secondary": {"$value": "{color.label}"}}}"##,
        ])

    @Test func aPairIsCheckedInEveryPermutationAndOnlyTheFailingOneIsNamed() throws {
        let result = Self.themed.compile()
        #expect(result.model == nil)
        let rendered = DiagnosticRenderer(limit: 0).render(result.diagnostics, sources: result.sources)
        Support.assertGolden(rendered, "lint/contrast-permutation.txt")
        let errors = result.diagnostics.filter { $0.rule == .contrast }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("in appearance=light, contrast=standard;") == true)
        #expect(errors.first?.message.contains("and ") == false)
        // What each permutation shows: dark #8E8E93 on black, light #8A8A8E on white, increased contrast the
        // label itself (white on black, black on white).
        let shown = [
            ("#8E8E93", "#000000", true), ("#8A8A8E", "#FFFFFF", false), ("#FFFFFF", "#000000", true),
            ("#000000", "#FFFFFF", true),
        ]
        for (text, back, passes) in shown {
            #expect(
                (WCAGContrast.ratio(foreground: Self.color(text), background: Self.color(back)) >= 4.5) == passes,
                "\(text) on \(back)")
        }
    }

    /// The docs' contrast page: one table per permutation, each pair with its ratio, level and result, and a
    /// sample picture that exists in the page's picture file; a golden of the page.
    @Test func docsShowAContrastTablePerTheme() throws {
        var fixture = Self.themed
        fixture.files["base.tokens.json"] = fixture.files["base.tokens.json"]!.replacingOccurrences(
            of: "\"level\": \"AAA\"", with: "\"level\": \"AA\"")
        let result = fixture.compile()
        // A failing pair withdraws the model; the docs are drawn from the model the rule saw, lint off.
        #expect(result.model == nil)
        let files = fixture.files
        let input = Pipeline.Input.resolver(
            SourceFile(path: "t.resolver.json", text: fixture.resolver), read: DiagnosticBag()
        ) { path in
            files[path].map { SourceFile(path: path, text: $0) }
        }
        let model = try #require(Pipeline.compile(input, options: Pipeline.Options(lint: Support.lintOff)).model)
        let pages = MarkdownEmitter.emit(EmitContext(model))
        let page = try #require(pages.first { $0.path == "contrast.md" })
        Support.assertGolden(page.contents, "lint/contrast-docs.md")
        let sections = page.contents.components(separatedBy: "\n## ").dropFirst()
        #expect(
            sections.map { $0.prefix { $0 != "\n" } } == [
                "appearance=dark, contrast=standard", "appearance=dark, contrast=increased",
                "appearance=light, contrast=standard", "appearance=light, contrast=increased",
            ])
        #expect(
            page.contents.components(separatedBy: "| **fail** |").count - 1 == 1,
            "only the secondary label in light, standard contrast fails")
        #expect(page.contents.contains("1 of 8 checks fail;"))
        let sprite = try #require(pages.first { $0.path == "images/contrast-1.svg" }).contents
        for match in page.contents.matches(of: /images\/contrast-1\.svg#([a-z0-9-]+)"/) {
            #expect(sprite.contains("<view id=\"\(match.1)\""), "\(match.1)")
        }
        #expect(pages.first { $0.path == "index.md" }?.contents.contains("[Contrast](contrast.md)") == true)
        // No pairs, no page.
        #expect(
            !MarkdownEmitter.emit(
                EmitContext(
                    try #require(Support.compile(json: ##"{"c": {"$type": "color", "$value": "#000000"}}"##).model))
            ).contains { $0.path.hasPrefix("contrast") || $0.path.contains("images/contrast") })
    }

    @Test func passingPairsAndTheLintCommand() throws {
        let cli = try CLI()
        try cli.write(
            "tokens/colors.tokens.json",
            ##"""
            {"color": {"$type": "color", "bg": {"$value": "#FFFFFF"},
              "text": {"$value": "#767676", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.bg}"}}}},
              "title": {"$value": "#949494", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.bg}", "large": true}}}}}}
            """##)
        let pass = try cli.run(["lint", "tokens"])
        #expect(
            pass.status == 0
                && pass.stdout
                    == "3 tokens, 13 of 15 rules; 2 contrast pairs checked in the one permutation of contexts\n",
            "\(pass.stdout)\(pass.stderr)")
        // The same text color as large text passes; as body text it does not (3.03:1).
        try cli.write(
            "tokens/colors.tokens.json",
            ##"""
            {"color": {"$type": "color", "bg": {"$value": "#FFFFFF"},
              "title": {"$value": "#949494", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.bg}"}}}}}}
            """##)
        let fail = try cli.run(["lint", "tokens"])
        #expect(fail.status == 1)
        #expect(
            fail.stderr.contains(
                "tokens/colors.tokens.json:2:23: error: contrast of color.title on color.bg is 3.03:1; AA needs 4.5:1 [contrast]"
            ), "\(fail.stderr)")
        // build runs the rule too, and writes nothing.
        try cli.write("tokenc.yaml", "sources: [tokens]\njson: { output: out/model.json }\n")
        let build = try cli.run(["build"])
        #expect(build.status == 1 && build.stderr.contains("[contrast]") && cli.read("out/model.json") == nil)
        // A team may lower the rule, or turn it off.
        try cli.write(
            "tokenc.yaml", "sources: [tokens]\njson: { output: out/model.json }\ndiagnostics: { contrast: warning }\n")
        let lowered = try cli.run(["build"])
        #expect(
            lowered.status == 0 && lowered.stderr.contains("warning: contrast of color.title on color.bg is 3.03:1")
                && cli.read("out/model.json") != nil, "\(lowered.stderr)")
        #expect(try cli.run(["lint", "--max-warnings", "0"]).status == 1)
        try cli.write(
            "tokenc.yaml", "sources: [tokens]\njson: { output: out/model.json }\ndiagnostics: { contrast: ignore }\n")
        let ignored = try cli.run(["lint"])
        #expect(ignored.status == 0 && ignored.stderr.isEmpty, "\(ignored.stderr)")
    }

    @Test func malformedDeclarationsAreLocatedErrors() throws {
        let result = Support.compile(
            json: ##"""
                {"color": {"$type": "color", "bg": {"$value": "#FFFFFF"},
                  "a": {"$value": "#000000", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.bgg}", "levl": "AA"}}}},
                  "b": {"$value": "#000000", "$extensions": {"dev.tokenc": {"contrast": {"against": "color.bg", "level": "A"}}}},
                  "c": {"$value": "#000000", "$extensions": {"dev.tokenc": {"contrast": {"level": "AA"}}}},
                  "d": {"$value": "#000000", "$extensions": {"dev.tokenc": {"contrast": {"against": "{size.m}", "large": "yes"}}}}},
                 "size": {"$type": "dimension", "m": {"$value": {"value": 4, "unit": "px"},
                  "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.bg}"}}}}}}
                """##)
        Support.assertGolden(Support.render(result), "lint/contrast-malformed.txt")
        #expect(result.model == nil)
        #expect(result.diagnostics.filter { $0.rule == .lintDeclaration }.count == 8)
        #expect(result.diagnostics.allSatisfy { $0.location != nil })
    }

    /// `--format github`: one workflow command a diagnostic, in the documented syntax
    /// (`::error file={name},line={line},col={col},title={title}::{message}`), escaped as the runner expects.
    @Test func githubAnnotationsFollowTheWorkflowCommandSyntax() throws {
        var sources = SourceManager()
        let file = sources.add(SourceFile(path: "dir,x/a:b.tokens.json", text: "{}\n"))
        var bag = DiagnosticBag()
        bag.error(
            .contrast, "50% of\nthe text", at: SourceLocation(file: file, line: 3, column: 7),
            notes: [Diagnostic.Note("behind it", at: SourceLocation(file: file, line: 1, column: 2))])
        bag.warning(.emptyGroup, "unplaced, with: a colon", at: nil)
        let text = GitHubAnnotations.render(bag.sorted(), sources: sources)
        #expect(
            text == """
                ::warning title=tokenc [empty-group]::unplaced, with: a colon
                ::error file=dir%2Cx/a%3Ab.tokens.json,line=3,col=7,title=tokenc [contrast]::50%25 of%0Athe text%0Adir,x/a:b.tokens.json:1:2: note: behind it

                """)
        let syntax = try Regex(
            #"^::(error|warning|notice)( (file|line|col|endLine|endColumn|title)=[^,:\n]*(,(file|line|col|endLine|endColumn|title)=[^,:\n]*)*)?::[^\n]*$"#
        )
        for line in text.split(separator: "\n") { #expect(line.wholeMatch(of: syntax) != nil, "\(line)") }

        let cli = try CLI()
        try cli.write(
            "tokens/colors.tokens.json",
            ##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "gray": {"$value": "#777777", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.bg}"}}}}}}"##
        )
        let run = try cli.run(["lint", "--format", "github", "tokens"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("::error file=tokens/colors.tokens.json,line=1,col="), "\(run.stdout)")
        #expect(
            run.stdout.contains(
                ",title=tokenc [contrast]::contrast of color.gray on color.bg is 4.47:1; AA needs 4.5:1%0A"))
    }

    @Test func theReferenceSystemDeclaresPairsThatPassEverywhere() throws {
        let project = Project(
            config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
            displayBase: Support.packageRoot)
        let model = try #require(project.compile().model)
        let (pairs, permutations) = Linter.contrastCoverage(model, settings: LintSettings())
        // The tint, used for links and pickers, reaches AA for large text (3:1) on the grouped background in light,
        // dark and increased contrast; as body text (4.5:1) it would not, as Apple's own blue does not.
        #expect(pairs == 1 && permutations == 4, "\(pairs) pairs in \(permutations) permutations")
        // Every rule at its default settings passes on the reference system, the contrast pair included.
        #expect(Linter.run(model).isEmpty, "\(Linter.run(model).map(\.message))")
    }
}
