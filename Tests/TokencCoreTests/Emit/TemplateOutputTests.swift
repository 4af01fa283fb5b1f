import Foundation
import Testing

@testable import TokencCore

/// The compilers that check what the bundled templates make: TypeScript's and Kotlin's (Debian's
/// `node-typescript` and `kotlin`), which `.ci/run` installs.
enum ForeignCompilers {
    static func path(_ name: String) -> String? {
        let run = SwiftToolchain.run(["/bin/sh", "-c", "command -v \(name)"])
        let path = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return run.status == 0 && !path.isEmpty ? path : nil
    }

    static let tsc = path("tsc")
    static let kotlinc = path("kotlinc")

    /// `tsc --noEmit --strict` on one module.
    static func typecheckTypeScript(_ source: String) -> SwiftToolchain.Run {
        let folder = SwiftToolchain.temporaryDirectory("tsc")
        defer { SwiftToolchain.remove(folder) }
        let file = folder.appendingPathComponent("tokens.ts")
        try? source.write(to: file, atomically: true, encoding: .utf8)
        return SwiftToolchain.run([tsc!, "--noEmit", "--strict", "--target", "es2019", file.path])
    }

    /// kotlinc on the Compose stub (Fixtures/ComposeStub, written from the Compose API reference) and `source`,
    /// with warnings as errors but the JVM's own notice about flags kotlinc passes it.
    static func compileKotlin(_ source: String) -> SwiftToolchain.Run {
        let folder = SwiftToolchain.temporaryDirectory("kotlinc")
        defer { SwiftToolchain.remove(folder) }
        let file = folder.appendingPathComponent("DesignTokens.kt")
        try? source.write(to: file, atomically: true, encoding: .utf8)
        let stubs =
            (try? FileManager.default.contentsOfDirectory(
                at: Support.fixtures.appendingPathComponent("ComposeStub"), includingPropertiesForKeys: nil)) ?? []
        var run = SwiftToolchain.run(
            [kotlinc!] + stubs.map(\.path).sorted() + [file.path, "-d", folder.appendingPathComponent("classes").path])
        run.output = run.output.split(separator: "\n").filter { !$0.contains("-Xverify:none") }.joined(separator: "\n")
        if run.status == 0, run.output.contains("warning:") { run.status = 1 }
        return run
    }
}

/// `templates:`: Stencil templates over the documented context (Documentation/Templates.md), the two bundled
/// templates compiled by their languages' compilers, and errors located in the template.
@Suite("Template outputs", .enabled(if: CLI.executable != nil, "the tokenc executable is built by swift test"))
struct TemplateOutputTests {
    static let compilersRequired = ProcessInfo.processInfo.environment["TOKENC_REQUIRE_ALL"] == "1"

    /// Kinds and names the reference system does not have: keywords in both languages, numbers, em lengths,
    /// strings with quotes and `$`, a description that would close a comment, a deprecation without reason.
    static let edgeTokens = #"""
        {
          "object": { "$type": "dimension", "$description": "Ends a comment */ early?", "in": { "$value": { "value": -4, "unit": "px" } }, "1,5x": { "$value": { "value": 1.5, "unit": "rem" } }, "15x": { "$value": { "value": 0.5, "unit": "em" } } },
          "text": { "$type": "string", "price": { "$value": "costs $5 \"now\"\nthen" } },
          "flag": { "$type": "boolean", "on": { "$value": true, "$deprecated": true } },
          "opacity": { "$type": "number", "muted": { "$value": 0.4 } },
          "weight": { "$type": "fontWeight", "heavy": { "$value": "black" } },
          "type": { "$type": "typography", "caption": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 0.75, "unit": "rem" }, "fontWeight": 500, "letterSpacing": { "value": 0.02, "unit": "em" }, "lineHeight": 1.4 } } },
          "link": { "$type": "link", "docs": { "$value": "https://example.com/a?b=$c" } }
        }
        """#

    private func project(_ cli: CLI, templates: String) throws {
        for file in try FileManager.default.contentsOfDirectory(
            atPath: Support.packageRoot.appendingPathComponent("tokens").path)
        where file.hasSuffix(".json") || file.hasSuffix(".yaml") {
            try cli.write(
                "tokens/" + file,
                try String(
                    contentsOf: Support.packageRoot.appendingPathComponent("tokens/" + file), encoding: .utf8))
        }
        for file in try FileManager.default.contentsOfDirectory(
            atPath: Support.packageRoot.appendingPathComponent("tokens/themes").path)
        {
            try cli.write(
                "tokens/themes/" + file,
                try String(
                    contentsOf: Support.packageRoot.appendingPathComponent("tokens/themes/" + file), encoding: .utf8))
        }
        try cli.write("tokenc.yaml", "sources: [tokens/tokens.resolver.json]\ntemplates:\n" + templates)
    }

    /// Both bundled templates on the reference system (light, dark and increased contrast; every kind
    /// tokenc has): as generated/ has them, and each compiles with its language's compiler.
    @Test func bundledTemplatesOnTheReferenceSystemCompile() throws {
        let cli = try CLI()
        try project(
            cli,
            templates: """
                  - { bundled: typescript, output: web/tokens.ts }
                  - { bundled: compose, output: android/DesignTokens.kt, params: { package: dev.tokenc.reference } }
                """)
        let run = try cli.run(["build"])
        #expect(run.status == 0, "\(run.stderr)")
        let typeScript = try #require(cli.read("web/tokens.ts"))
        let kotlin = try #require(cli.read("android/DesignTokens.kt"))
        // Their goldens are the repository's own generated/, which tokenc.yaml renders with the same settings
        // (`swift run tokenc build` records them; ReferenceSystemTests keeps them fresh).
        for (output, golden) in [
            (typeScript, "generated/web/tokens.ts"), (kotlin, "generated/android/DesignTokens.kt"),
        ] {
            let expected = try String(contentsOf: Support.packageRoot.appendingPathComponent(golden), encoding: .utf8)
            #expect(output == expected, "differs from \(golden): run `swift run tokenc build`")
        }
        #expect(typeScript.contains("export const appearanceLight: Partial<typeof tokens> = {"))
        #expect(kotlin.contains("object DesignTokensContrastIncreased {"))
        try expectCompiles(typeScript: typeScript, kotlin: kotlin)
    }

    /// Every way of shaping outputs at once, on the reference system: two Swift files in extension style, a
    /// prefixed stylesheet with class selectors, a filtered asset catalog and both bundled templates; the Swift
    /// type-checks against the SwiftUI stub, the TypeScript with tsc and the Kotlin with kotlinc.
    @Test func aProjectUsingEveryOptionCompilesInEveryLanguage() throws {
        let cli = try CLI()
        try project(
            cli,
            templates: """
                  - { bundled: typescript, output: web/tokens.ts, exclude: [material, glass, blur] }
                  - { bundled: compose, output: android/DesignTokens.kt, params: { package: com.example.tokens } }
                swift:
                  - { output: Sources/DS/Colors.swift, include: [color, gradient, border], style: extensions, namespace: DS }
                  - { output: Sources/DS/Rest.swift, exclude: [color, gradient, border] }
                css:
                  output: web/tokens.css
                  prefix: ds
                  selectors: { appearance: { light: .theme-light }, contrast: { increased: .high-contrast } }
                  media-queries: false
                xcassets: { output: Assets/DS.xcassets, include: [color.palette] }
                """)
        let run = try cli.run(["build"])
        #expect(run.status == 0, "\(run.stderr)")
        let colors = try #require(cli.read("Sources/DS/Colors.swift"))
        let rest = try #require(cli.read("Sources/DS/Rest.swift"))
        #expect(colors.contains("public enum DS {") && rest.contains("extension DS {"))
        #expect(rest.contains("static var radiusMd: CGFloat"), "extension style reaches the second file")
        let swift = SwiftToolchain.typecheck(["Colors.swift": colors, "Rest.swift": rest], stub: true)
        #expect(swift.status == 0, "\(swift.output.prefix(3_000))")

        let css = try #require(cli.read("web/tokens.css"))
        #expect(css.contains(".theme-light {") && css.contains(".high-contrast {") && css.contains("--ds-radius-md:"))
        #expect(!css.contains("prefers-color-scheme"))
        let catalog = cli.directory.appendingPathComponent("Assets/DS.xcassets")
        let sets = try FileManager.default.subpathsOfDirectory(atPath: catalog.path).filter {
            $0.hasSuffix(".colorset")
        }
        #expect(!sets.isEmpty && sets.allSatisfy { $0.hasPrefix("color/palette/") }, "\(sets)")

        let typeScript = try #require(cli.read("web/tokens.ts"))
        #expect(!typeScript.contains("glassNavigation") && typeScript.contains("colorAccent"))
        try expectCompiles(typeScript: typeScript, kotlin: try #require(cli.read("android/DesignTokens.kt")))
    }

    /// Names that are keywords, collide once camel-cased, or hold characters the languages quote.
    @Test func bundledTemplatesCompileWithAwkwardNamesAndValues() throws {
        let cli = try CLI()
        try cli.write("tokens/edge.tokens.json", Self.edgeTokens)
        try cli.write(
            "tokenc.yaml",
            """
            sources: [tokens]
            templates:
              - { bundled: typescript, output: out/edge.ts }
              - { bundled: compose, output: out/Edge.kt, params: { objectName: Edge } }
            """)
        let run = try cli.run(["build"])
        #expect(run.status == 0, "\(run.stderr)")
        let typeScript = try #require(cli.read("out/edge.ts"))
        let kotlin = try #require(cli.read("out/Edge.kt"))
        Support.assertGolden(typeScript, "templates/edge.ts")
        Support.assertGolden(kotlin, "templates/edge.kt")
        // `object.1,5x` and `object.15x` both camel-case to object15x: the later takes a number.
        #expect(typeScript.contains("object1p5x: \"1.5rem\"") && typeScript.contains("object15x: \"0.5em\""))
        #expect(kotlin.contains("val `in`: Dp") == false && kotlin.contains("val objectIn: Dp = -4.dp"))
        #expect(kotlin.contains(#""costs \$5 \"now\"\nthen""#))
        try expectCompiles(typeScript: typeScript, kotlin: kotlin)
    }

    private func expectCompiles(typeScript: String, kotlin: String) throws {
        if ForeignCompilers.tsc != nil || Self.compilersRequired {
            try #require(ForeignCompilers.tsc != nil, "tsc is not installed (Debian's node-typescript)")
            let checked = ForeignCompilers.typecheckTypeScript(typeScript)
            #expect(checked.status == 0, "\(checked.output.prefix(3_000))")
        }
        if ForeignCompilers.kotlinc != nil || Self.compilersRequired {
            try #require(ForeignCompilers.kotlinc != nil, "kotlinc is not installed (Debian's kotlin)")
            let compiled = ForeignCompilers.compileKotlin(kotlin)
            #expect(compiled.status == 0, "\(compiled.output.prefix(3_000))")
        }
    }

    /// A team's own template: every documented field it reads, a filter, params and the case filters.
    @Test func aCustomTemplateReadsTheDocumentedContext() throws {
        let cli = try CLI()
        try cli.write(
            "tokens/t.tokens.json",
            #"""
            {
              "color": { "$type": "color", "ink": { "$value": "#101010", "$description": "Body text" }, "accent": { "$value": "{color.ink}", "$deprecated": "Use ink" } },
              "space": { "$type": "dimension", "card-gap": { "$value": { "value": 1, "unit": "rem" } } },
              "motion": { "snappy": { "$type": "spring", "$value": { "response": 0.3, "dampingFraction": 0.8 } } }
            }
            """#)
        try cli.write(
            "templates/list.stencil",
            """
            // {{ params.title }} ({{ types|join:", " }})
            {% for token in tokens %}
            {{ token.path }} {{ token.identifier }} {{ token.parts|pascalCase }} {{ token.name|snakeCase }} {{ token.type }} {{ token.swiftName }} {{ token.cssName }}
              css={{ token.value.css }} swift={{ token.value.swift }}
            {% if token.aliasOf %}
              alias of {{ token.aliasOf.identifier }}
            {% endif %}
            {% if token.deprecated %}
              deprecated: {{ token.deprecationReason }}
            {% endif %}
            {% if token.type == "color" %}
              {{ token.value.hex }} {{ token.value.argb }} {{ token.value.red }} {{ token.description|default:"-"|jsString }}
            {% elif token.type == "dimension" %}
              {{ token.value.px }}px = {{ token.value.number }}{{ token.value.unit }}
            {% endif %}
            {% endfor %}
            """)
        try cli.write(
            "tokenc.yaml",
            """
            sources: [tokens]
            swift: { output: out/T.swift, namespace: DS }
            css: { output: out/t.css, prefix: ds }
            templates:
              - { template: templates/list.stencil, output: out/list.txt, exclude: motion, params: { title: Tokens } }
            """)
        let run = try cli.run(["build"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            cli.read("out/list.txt") == """
                // Tokens (color, dimension)
                color.ink colorInk ColorInk ink color DS.Color.ink --ds-color-ink
                  css=#101010 swift=DS.ColorValue(.sRGB, red: 0.062745, green: 0.062745, blue: 0.062745)
                  #101010 0xFF101010 0.0627 "Body text"
                color.accent colorAccent ColorAccent accent color DS.Color.accent --ds-color-accent
                  css=#101010 swift=DS.ColorValue(.sRGB, red: 0.062745, green: 0.062745, blue: 0.062745)
                  alias of colorInk
                  deprecated: Use ink
                  #101010 0xFF101010 0.0627 "-"
                space.card-gap spaceCardGap SpaceCardGap card_gap dimension DS.Space.cardGap --ds-space-card-gap
                  css=1rem swift=16
                  16px = 1rem

                """, "\(cli.read("out/list.txt") ?? "")")
    }

    /// A template that does not parse, or names what is not there, is an error located in the template; the
    /// other outputs are still written, and the template's file is left as it was.
    @Test(arguments: [
        (
            "{% for token in tokens %}\n{{ token.path }}\n",
            "templates/bad.stencil:1:4: error: template: `endfor` was not found."
        ),
        ("a\n  {{ token.path|nosuch }}\n", "templates/bad.stencil:2:6: error: template: Unknown filter 'nosuch'"),
        ("{% include \"other.stencil\" %}\n", "templates/bad.stencil:1:4: error: template: a template is one file"),
    ])
    func templateErrorsAreLocatedInTheTemplate(_ template: String, _ expected: String) throws {
        let cli = try CLI()
        try cli.write("tokens/t.tokens.json", CLI.validTokens)
        try cli.write("templates/bad.stencil", template)
        try cli.write(
            "tokenc.yaml",
            "sources: [tokens]\njson: { output: out/m.json }\ntemplates: [{ template: templates/bad.stencil, output: out/t.txt }]\n"
        )
        let run = try cli.run(["build"])
        #expect(run.status == 1)
        #expect(run.stderr.contains(expected), "\(run.stderr)")
        #expect(cli.read("out/m.json") != nil && cli.read("out/t.txt") == nil)
    }

    /// Each setting of a `templates` entry that cannot work, located at it.
    @Test(arguments: [
        ("templates: [{ output: out/a.ts }]", "tokenc.yaml:2:13: error: a 'templates' entry needs 'template'"),
        (
            "templates: [{ template: t.stencil, bundled: typescript, output: out/a.ts }]",
            "tokenc.yaml:2:25: error: give either 'template' (a template of your own) or 'bundled'"
        ),
        (
            "templates: [{ bundled: typescrpt, output: out/a.ts }]",
            "tokenc.yaml:2:24: error: 'bundled' names a template tokenc ships: did you mean 'typescript'?"
        ),
        (
            "templates: [{ template: missing.stencil, output: out/a.ts }]",
            "tokenc.yaml:2:25: error: cannot read the template 'missing.stencil'"
        ),
        (
            "templates: [{ bundled: compose, output: out/A.kt, params: { package: [a, b] } }]",
            "tokenc.yaml:2:59: error: 'params' of 'templates' must map names to texts"
        ),
        (
            "templates: [{ bundled: compose, output: out/A.kt, parameters: {} }]",
            "tokenc.yaml:2:51: error: unknown setting 'parameters' in 'templates'"
        ),
        (
            "json: { output: out/a.ts }\ntemplates: [{ bundled: typescript, output: out/a.ts }]",
            "tokenc.yaml:3:44: error: two outputs write 'out/a.ts'"
        ),
    ])
    func settingsThatCannotWorkAreLocatedErrors(_ yaml: String, _ expected: String) throws {
        let run = try CLI().build(settings: yaml)
        #expect(run.status == 1)
        #expect(run.stderr.contains(expected), "\(run.stderr)")
    }

    /// The template is part of what a build depends on: editing it makes the next build write again, and
    /// `check` sees the output as stale until then.
    @Test func editingTheTemplateRebuilds() throws {
        let cli = try CLI()
        try cli.write("tokens/t.tokens.json", CLI.validTokens)
        try cli.write("t.stencil", "{% for token in tokens %}{{ token.path }}\n{% endfor %}")
        try cli.write("tokenc.yaml", "sources: [tokens]\ntemplates: [{ template: t.stencil, output: out/t.txt }]\n")
        #expect(try cli.run(["build"]).status == 0)
        #expect(cli.read("out/t.txt") == "radius.card\nradius.sheet\n")
        try cli.write("t.stencil", "{% for token in tokens %}{{ token.identifier }}\n{% endfor %}")
        #expect(try cli.run(["check"]).status != 0)
        #expect(try cli.run(["build"]).status == 0)
        #expect(cli.read("out/t.txt") == "radiusCard\nradiusSheet\n")
        #expect(try cli.run(["check"]).status == 0)
    }

    /// `tokenc template NAME` prints a bundled template, to start one of a team's own from.
    @Test func theBundledTemplatesCanBePrinted() throws {
        let cli = try CLI()
        let run = try cli.run(["template", "compose"])
        #expect(run.status == 0)
        #expect(run.stdout == BundledTemplate.compose.text)
        let list = try cli.run(["template"])
        #expect(list.stdout.contains("typescript") && list.stdout.contains("compose"))
        #expect(try cli.run(["template", "swift"]).status == 64)
    }
}
