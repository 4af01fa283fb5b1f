import Foundation
import Testing

@testable import TokencCore

/// `Documentation/tokenc.schema.json` is what ``ConfigSchema`` makes from the code, and the schema and
/// `ProjectConfig` agree on which configs are valid.
@Suite("tokenc.yaml's JSON Schema")
struct ConfigSchemaTests {
    static let schemaURL = Support.packageRoot.appendingPathComponent("Documentation/tokenc.schema.json")

    static let canValidate = SwiftToolchain.run(["python3", "-c", "import jsonschema, yaml"]).status == 0

    @Test func theCommittedSchemaIsTheGeneratedOne() throws {
        let generated = ConfigSchema.json
        if ProcessInfo.processInfo.environment["TOKENC_RECORD"] == "1" {
            try generated.write(to: Self.schemaURL, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        #expect(
            committed == generated, "Documentation/tokenc.schema.json is stale: TOKENC_RECORD=1 swift test rewrites it")
    }

    /// Configs that use every setting are valid to both; configs with one mistake each are invalid to both.
    static let valid = [
        "sources: [tokens]\n",
        "sources: tokens/a.tokens.json\njson: { output: out/model.json }\n",
        """
        resolver: tokens/tokens.resolver.json
        json: { output: out/model.json, include: [color, "space.**"], exclude: "**._*", types: [color, dimension] }
        swift: { output: out/T.swift, namespace: Brand, access: internal, swiftui: false, swatches: true, colors: catalog, bundle: module }
        markdown: { output: out/docs }
        css: { output: out/tokens.css, preview: out/preview.html, inline-aliases: true, prefix: ds, selectors: { appearance: { dark: .dark, light: ":root" }, contrast: { increased: "[data-contrast=more]" } }, media-queries: false }
        xcassets: { output: out/T.xcassets, colors: true, luminosity: appearance, contrast: contrast }
        strict-dtcg: true
        diagnostics: { short-hex: ignore, legacy-dimension: error, naming: warning }
        warnings-per-rule: 0
        max-warnings: 10
        lint:
          rules:
            contrast: [error, { algorithm: apca, level: AAA, pairs: [{ foreground: "{a}", background: ["{b}", "{c}"], level: AA, large: true }] }]
            spring-range: { damping-fraction: [0.4, 1], response: [0.1, 2] }
            naming: [warning, { style: kebab-case }]
            descriptions: warning
            required-contexts: { types: [color], modifiers: [appearance] }
            radius-scale: { max: 22 }
            gamut: off
        """,
    ]

    static let invalid = [
        "json: { output: out/model.json }\n",
        "sources: [tokens]\njsn: { output: a.json }\n",
        "sources: [tokens]\nswift: { output: T.swift, access: open }\n",
        "sources: [tokens]\nswift: { namespace: Brand }\n",
        "sources: [tokens]\ncss: { output: t.css, inline: true }\n",
        "sources: [tokens]\ncss: { output: t.css, prefix: --ds }\n",
        "sources: [tokens]\ncss: { output: t.css, prefix: 3 }\n",
        "sources: [tokens]\ncss: { output: t.css, prefix: ds- }\n",
        "sources: [tokens]\ncss: { output: t.css, selectors: { appearance: { dark: \"html .dark\" } } }\n",
        "sources: [tokens]\ncss: { output: t.css, selectors: { appearance: .dark } }\n",
        "sources: [tokens]\ncss: { output: t.css, media-queries: sometimes }\n",
        "sources: [tokens]\njson: { output: m.json, types: [colour] }\n",
        "sources: [tokens]\njson: { output: m.json, include: [] }\n",
        "sources: [tokens]\nmarkdown: { output: docs, exclude: 3 }\n",
        "sources: [tokens]\nxcassets: { output: colors }\n",
        "sources: [tokens]\nresolver: t.resolver.json\n",
        "resolver: tokens.json\n",
        "sources: [tokens]\nwarnings-per-rule: -1\n",
        "sources: [tokens]\ndiagnostics: { unknown-alias: ignore }\n",
        "sources: [tokens]\nlint: { rules: { contrats: error } }\n",
        "sources: [tokens]\nlint: { rules: { naming: { style: Title } } }\n",
        "sources: [tokens]\nlint: { rules: { shadow-scale: { max-opacity: high } } }\n",
    ]

    static func acceptedByProjectConfig(_ text: String) -> Bool {
        var diagnostics = DiagnosticBag()
        let file = SourceFile(path: "tokenc.yaml", format: .yaml, bytes: Array(text.utf8))
        return ProjectConfig.load(file, directory: Support.packageRoot, diagnostics: &diagnostics) != nil
            && !diagnostics.hasErrors
    }

    /// Whether the schema accepts each config (python3's jsonschema over the YAML read as JSON data).
    static func acceptedBySchema(_ texts: [String]) throws -> [Bool] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { SwiftToolchain.remove(folder) }
        for (index, text) in texts.enumerated() {
            try text.write(to: folder.appendingPathComponent("\(index).yaml"), atomically: true, encoding: .utf8)
        }
        let script = """
            import json, re, sys, yaml, jsonschema
            # YAML 1.2's core schema, as tokenc reads it: only true and false are booleans (not on, off, yes, no).
            class Loader(yaml.SafeLoader): pass
            Loader.yaml_implicit_resolvers = {k: [r for r in v if r[0] != "tag:yaml.org,2002:bool"] for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
            Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                print("valid" if validator.is_valid(yaml.load(open(path), Loader=Loader)) else "invalid")
            """
        let paths = texts.indices.map { folder.appendingPathComponent("\($0).yaml").path }
        let run = SwiftToolchain.run(["python3", "-c", script, schemaURL.path] + paths)
        #expect(run.status == 0, "\(run.output)")
        return run.output.split(separator: "\n").map { $0 == "valid" }
    }

    @Test func projectConfigAcceptsTheValidAndRejectsTheInvalid() {
        for text in Self.valid { #expect(Self.acceptedByProjectConfig(text), "\(text)") }
        for text in Self.invalid { #expect(!Self.acceptedByProjectConfig(text), "\(text)") }
    }

    @Test(
        .enabled(
            if: canValidate || ProcessInfo.processInfo.environment["TOKENC_REQUIRE_SARIF_SCHEMA"] == "1",
            "needs python3 with jsonschema and PyYAML"))
    func theSchemaAgreesWithProjectConfig() throws {
        let repository = ["tokenc.yaml", "Examples/TokensDemo/Sources/DemoTokens/tokenc.yaml"].map {
            (try? String(contentsOf: Support.packageRoot.appendingPathComponent($0), encoding: .utf8)) ?? ""
        }
        let valid = Self.valid + repository
        #expect(try Self.acceptedBySchema(valid) == valid.map { _ in true })
        #expect(try Self.acceptedBySchema(Self.invalid) == Self.invalid.map { _ in false })
    }
}
