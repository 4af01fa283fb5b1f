import Foundation
import Testing

@testable import TokencCore

/// `tokenc lint` and the `lint` section of tokenc.yaml: configured rules and pairs, located config errors, the
/// SARIF log validated against the SARIF 2.1.0 JSON schema, and `build` running the same rules.
@Suite("Lint: command and config")
struct LintCommandTests {
    static let tokens = ##"""
        {"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "text": {"$value": "#949494"}, "ink": {"$value": "#111111"}},
         "size": {"$type": "dimension", "hitTarget": {"$value": {"value": 40, "unit": "px"}}}}
        """##

    @Test func configuredRulesPairsAndSeverities() throws {
        let cli = try CLI()
        try cli.write("tokens/a.tokens.json", Self.tokens)
        try cli.write(
            "tokenc.yaml",
            """
            sources: [tokens]
            json: { output: out/model.json }
            lint:
              rules:
                contrast: [error, { pairs: [{ foreground: "{color.text}", background: ["{color.bg}"] }] }]
                touch-target: { minimum: 40 }
                duplicate-values: warning
            """)
        let run = try cli.run(["lint"])
        #expect(run.status == 1)
        // The finding is at the text color, with notes at the background and at the pair in tokenc.yaml.
        #expect(
            run.stderr.contains(
                "tokens/a.tokens.json:1:78: error: contrast of color.text on color.bg is 3.03:1; AA needs 4.5:1 [contrast]"
            ), "\(run.stderr)")
        #expect(run.stderr.contains("tokenc.yaml:5:33: note: the pair is declared here"), "\(run.stderr)")
        #expect(!run.stderr.contains("[touch-target]"), "the minimum was lowered to 40")
        // build runs the same rules and writes nothing.
        let build = try cli.run(["build"])
        #expect(build.status == 1 && build.stderr.contains("[contrast]") && cli.read("out/model.json") == nil)

        // Lowered to a warning: build writes, and its record still skips the next build (the config is not an input).
        try cli.write(
            "tokenc.yaml",
            """
            sources: [tokens]
            json: { output: out/model.json }
            lint:
              rules:
                contrast: [warning, { pairs: [{ foreground: "{color.text}", background: "{color.bg}", large: true }, { foreground: "{color.txt}", background: "{color.bg}" }] }]
            """)
        let lowered = try cli.run(["build"])
        #expect(
            lowered.status == 1
                && lowered.stderr.contains(
                    "tokenc.yaml:5:120: error: unknown contrast foreground '{color.txt}'; did you mean '{color.text}'? [lint-declaration]"
                ), "\(lowered.stderr)")
        try cli.write(
            "tokenc.yaml",
            """
            sources: [tokens]
            json: { output: out/model.json }
            lint:
              rules:
                contrast: [warning, { pairs: [{ foreground: "{color.ink}", background: "{color.bg}" }, { foreground: "{color.text}", background: "{color.bg}" }] }]
                touch-target: off
            """)
        let first = try cli.run(["build"])
        #expect(
            first.status == 0 && first.stderr.contains("warning: contrast of color.text on color.bg is 3.03:1")
                && cli.read("out/model.json") != nil, "\(first.stderr)")
        let second = try cli.run(["build"])
        #expect(
            second.stdout.contains("(build record)") && second.stderr == first.stderr,
            "\(second.stdout)\(second.stderr)")
        let summary = try cli.run(["lint"])
        #expect(
            summary.stdout == "4 tokens, 12 of 15 rules; 2 contrast pairs checked in the one permutation of contexts\n",
            "\(summary.stdout)")
    }

    @Test func configErrorsAreLocatedWithSuggestions() throws {
        let cli = try CLI()
        try cli.write("tokens/a.tokens.json", Self.tokens)
        try cli.write(
            "tokenc.yaml",
            """
            sources: [tokens]
            lint:
              rules:
                contrats: error
                naming: [loud]
                spring-range: { dampng-fraction: [0.5, 1], response: [2, 1] }
                gamut: { gamut: p3 }
                touch-target: [warning, { minimum: big }]
                contrast: { pairs: [{ foreground: "{color.text}" }] }
                descriptions: 3
              rule: {}
            """)
        let run = try cli.run(["lint"])
        #expect(run.status == 1)
        Support.assertGolden(run.stderr, "lint/config-errors.txt")
        for expected in [
            "tokenc.yaml:4:5: error: unknown lint rule 'contrats'; did you mean 'contrast'?",
            "tokenc.yaml:6:21: error: unknown option 'dampng-fraction' of 'spring-range'; did you mean 'damping-fraction'?",
            "tokenc.yaml:11:3: error: unknown setting 'rule' in 'lint'; did you mean 'rules'?",
        ] {
            #expect(run.stderr.contains(expected), "\(expected)\n\(run.stderr)")
        }
    }

    @Test func ruleListNamesEveryRuleAndOption() throws {
        let cli = try CLI()
        let run = try cli.run(["lint", "--rules"])
        #expect(run.status == 0)
        for entry in Linter.catalog {
            #expect(run.stdout.contains(entry.id.rawValue + " "), "\(entry.id)")
            for option in entry.options {
                #expect(run.stdout.contains("    \(option.name)"), "\(entry.id) \(option.name)")
            }
        }
    }

    /// The official SARIF 2.1.0 schema (final: 2.1.0-rtm.5), as the `schemastore` Python package caches it
    /// from json.schemastore.org, and the `jsonschema` validator.
    static let validator = """
        import json, sys, requests_cache, schemastore, jsonschema, pathlib
        cache = pathlib.Path(schemastore.__file__).parent / "cache"
        session = requests_cache.CachedSession(str(cache), backend="sqlite")
        schema = next(json.loads(r.content) for r in session.cache.responses.values() if r.url == "https://json.schemastore.org/sarif-2.1.0-rtm.5.json")
        assert "2.1.0" in schema["title"], schema["title"]
        log = json.load(open(sys.argv[1]))
        errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=str)
        for error in errors: print(error.message, "at", list(error.absolute_path))
        sys.exit(1 if errors else 0)
        """
    static let canValidate =
        SwiftToolchain.run(["python3", "-c", "import requests_cache, schemastore, jsonschema"]).status == 0

    @Test(
        .enabled(
            if: canValidate || ProcessInfo.processInfo.environment["TOKENC_REQUIRE_SARIF_SCHEMA"] == "1",
            "needs python3 with jsonschema, schemastore and requests-cache"))
    func sarifValidatesAgainstTheSchema() throws {
        let cli = try CLI()
        try cli.write(
            "tokens/a b.tokens.json",
            Self.tokens.replacingOccurrences(
                of: "\"text\": {\"$value\": \"#949494\"}",
                with:
                    "\"text\": {\"$value\": \"#949494\", \"$extensions\": {\"dev.tokenc\": {\"contrast\": {\"against\": \"{color.bg}\"}}}}"
            ))
        try cli.write("tokens/b.tokens.json", ##"{"size": {"$type": "dimension", "old": {"$value": "4px"}}}"##)
        let run = try cli.run(["lint", "--format", "sarif", "tokens"])
        #expect(run.status == 1)
        let url = cli.directory.appendingPathComponent("log.sarif")
        try run.stdout.write(to: url, atomically: true, encoding: .utf8)
        let validation = SwiftToolchain.run(["python3", "-c", Self.validator, url.path])
        #expect(validation.status == 0, "\(validation.output)")

        let log = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let rules =
            (runs.first?["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }.flatMap {
                $0["rules"] as? [[String: Any]]
            } ?? []
        #expect(
            Set(results.compactMap { $0["ruleId"] as? String }) == ["contrast", "touch-target", "legacy-dimension"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let contrast = try #require(results.first { $0["ruleId"] as? String == "contrast" })
        #expect(contrast["level"] as? String == "error")
        let location = ((contrast["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "tokens/a%20b.tokens.json")
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 1)
        #expect((contrast["relatedLocations"] as? [[String: Any]])?.count == 2)
    }
}
