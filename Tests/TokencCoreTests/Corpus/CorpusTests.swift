import Foundation
import Testing

@testable import TokencCore

/// Real token files written by others, read from `TOKENC_CORPUS` (set by `.ci/run`), else `../shared/corpus`.
///
/// Every spec example and design system must compile, except where a table below names the rules it breaks
/// and why; an unexpected error (or an expected one that disappears) fails the suite.
enum Corpus {
    static let root: URL? = {
        if let path = ProcessInfo.processInfo.environment["TOKENC_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let sibling = Support.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: sibling.path) ? sibling : nil
    }()

    static func file(_ relative: String) -> SourceFile {
        let url = root!.appendingPathComponent(relative)
        return SourceFile(
            path: relative, format: SourceFile.Format(fileName: url.lastPathComponent)!,
            bytes: [UInt8]((try? Data(contentsOf: url)) ?? Data()))
    }

    /// The token files in a corpus folder; a missing or empty folder is an issue, so a loop over them cannot pass
    /// by running on nothing.
    static func files(in folder: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: root!.appendingPathComponent(folder).path)
        } catch {
            Issue.record("cannot list the corpus folder \(folder): \(error)", sourceLocation: sourceLocation)
            return []
        }
        let files = names.filter { SourceFile.Format(fileName: $0) != nil }.sorted().map { folder + "/" + $0 }
        if files.isEmpty {
            Issue.record("the corpus folder \(folder) holds no token files", sourceLocation: sourceLocation)
        }
        return files
    }

    /// The spec examples tokenc rejects, with the rules it reports and the reason, checked against the spec.
    static let rejectedSpecExamples: [String: (rules: Set<String>, reason: String)] = [
        "format__aliases__08.json": (
            ["invalid-property"],
            "illustrates a pointer ambiguity with plain arrays and strings that are neither tokens nor groups"
        ),
        "format__composite-types__01.json": (["unknown-alias"], "fragment: aliases tokens defined elsewhere"),
        "format__composite-types__07.json": (["unknown-alias"], "fragment: aliases tokens defined elsewhere"),
        "format__composite-types__09.json": (["unknown-alias"], "fragment: aliases tokens defined elsewhere"),
        "format__composite-types__12.json": (["unknown-alias"], "fragment: aliases tokens defined elsewhere"),
        "format__composite-types__13.json": (["unknown-alias"], "fragment: aliases tokens defined elsewhere"),
        "color__token-naming__03.json": (["unknown-alias"], "fragment: aliases tokens defined elsewhere"),
        "color__token-naming__09.json": (["unknown-alias"], "fragment: aliases tokens defined elsewhere"),
        "color__token-naming__10.jsonc": (["unknown-alias"], "fragment: aliases tokens defined elsewhere"),
        "color__token-naming__11.json": (["unknown-alias"], "fragment: aliases tokens defined elsewhere"),
        "format__groups__05.json": (
            ["invalid-extends", "missing-type"],
            "fragment: extends a group defined elsewhere, so its tokens have no type"
        ),
        "format__groups__06.json": (["invalid-pointer"], "fragment: $ref to a group defined elsewhere"),
        "format__groups__07.jsonc": (
            ["missing-type"], "illustrates $extends with untyped tokens; a type may not be guessed"
        ),
        "format__groups__11.jsonc": (
            ["missing-type"], "illustrates $extends with an untyped token; a type may not be guessed"
        ),
        "format__groups__13.json": (
            ["missing-type"], "illustrates alias syntax with untyped tokens; a type may not be guessed"
        ),
        "format__groups__14.json": (
            ["missing-type"], "illustrates $ref syntax with untyped tokens; a type may not be guessed"
        ),
        "format__terminology__01.json": (
            ["invalid-value"],
            "a shadow whose color is written as a whole token object, which is terminology, not a value"
        ),
    ]

    /// The spec examples that compile by default but break the spec's letter: the deviations `--strict-dtcg`
    /// reports as errors.
    static let lenientSpecExamples: [String: Set<String>] = [
        "format__groups__03.json": ["foreign-type"],
        "format__groups__18.json": ["nonstandard-unit"],
        // typography without letterSpacing; the spec makes all five properties required
        "format__aliases__07.json": ["typography-default"],
    ]

    /// Where the real design systems leave the spec (their default permutation): errors per rule under
    /// `--strict-dtcg`, the same places that were errors before the lenient mode (plus the unknown composite
    /// properties, which strict mode now rejects too). By default each is a warning.
    static let designSystemDeviations: [String: [String: Int]] = [
        "figma-sds": ["nonstandard-unit": 19],  // letterSpacing in em
        // unitless 0 and "0.16px" strings, vw and "" units, 3-digit hex fallbacks
        // and font stacks written as one string
        "ibm-carbon": ["legacy-dimension": 58, "nonstandard-unit": 4, "short-hex": 6, "font-stack": 6],
        // 3-digit hex fallbacks, unitless 0, unit "", WebkitFontSmoothing/MozOsxFontSmoothing in typography
        "microsoft-fluent": [
            "short-hex": 31, "legacy-dimension": 13, "nonstandard-unit": 12, "unknown-property": 26, "font-stack": 13,
        ],
        "shopify-polaris": [:],
        // lineHeight as a rem dimension, fontVariationSettings in typography
        "yaml-dtcg": ["line-height-dimension": 1, "unknown-property": 9],
    ]

    /// The files of a resolver document's default permutation, from its sets and each modifier's default context.
    static func defaultPermutation(_ resolverPath: String) throws -> [String] {
        let url = root!.appendingPathComponent(resolverPath)
        let base = (resolverPath as NSString).deletingLastPathComponent
        var bag = DiagnosticBag()
        let file = SourceFile(
            path: resolverPath, format: SourceFile.Format(fileName: resolverPath)!,
            bytes: [UInt8](try Data(contentsOf: url)))
        let node = try #require(Pipeline.parse(file, index: 0, diagnostics: &bag))
        func sources(_ list: Node?) -> [String] {
            (list?.elements ?? []).compactMap { $0["$ref"]?.string }.map {
                PointerResolver.normalize(base.isEmpty ? $0 : base + "/" + $0)
            }
        }
        var files: [String] = []
        for item in node["resolutionOrder"]?.elements ?? [] {
            guard let ref = item["$ref"]?.string else { continue }
            let parts = ref.split(separator: "/").map(String.init)
            if parts.count == 3, parts[1] == "sets" {
                files += sources(node["sets"]?[parts[2]]?["sources"])
            } else if parts.count == 3, parts[1] == "modifiers", let modifier = node["modifiers"]?[parts[2]] {
                let contexts = modifier["contexts"]?.members ?? []
                let chosen = modifier["default"]?.string ?? contexts.first?.key
                files += sources(contexts.first { $0.key == chosen }?.value)
            }
        }
        return files
    }
}

@Suite("Conformance over ../shared/corpus", .enabled(if: Corpus.root != nil, "set TOKENC_CORPUS to the corpus folder"))
struct CorpusTests {
    @Test func specExamplesCompileOrAreRejectedForTheirStatedReason() {
        var unexpected: [String] = []
        for path in Corpus.files(in: "dtcg-spec-examples/format") + Corpus.files(in: "dtcg-spec-examples/color") {
            let name = (path as NSString).lastPathComponent
            let result = Pipeline.compile(.classify([Corpus.file(path)]))
            let rules = Set(result.diagnostics.filter { $0.severity == .error }.map(\.rule.rawValue))
            let expected = Corpus.rejectedSpecExamples[name]?.rules ?? []
            if rules != expected {
                unexpected.append(
                    "\(name): expected \(expected.sorted()), got \(rules.sorted())\n\(Support.render(result))")
            }
            #expect(result.diagnostics.allSatisfy { $0.location != nil }, "\(name)")
            if let deviations = Corpus.lenientSpecExamples[name] {
                let strict = Pipeline.compile(
                    .classify([Corpus.file(path)]), options: Pipeline.Options(strictDTCG: true))
                #expect(Support.rules(strict) == deviations, "\(name) under --strict-dtcg")
                #expect(Set(result.diagnostics.map(\.rule.rawValue)) == deviations, "\(name) warns")
            }
        }
        #expect(unexpected.isEmpty, "\(unexpected.joined(separator: "\n"))")
    }

    /// Resolver documents are compiled by the resolver module; here they must at least read, comments allowed
    /// (several are printed in the spec with `//` annotations).
    @Test func resolverExamplesRead() {
        for path in Corpus.files(in: "dtcg-spec-examples/resolver") {
            var bag = DiagnosticBag()
            var file = Corpus.file(path)
            file.format = .jsonc
            _ = Pipeline.parse(file, index: 0, diagnostics: &bag)
            #expect(!bag.hasErrors, "\(path): \(bag.diagnostics.map(\.message))")
        }
    }

    @Test(arguments: [
        // Its `//` comment is read (a json-comments warning), so the cycle is what rejects it.
        ("format__aliases__04.json", SourceFile.Format.json, "alias-cycle", 3),
        ("format__aliases__04.json", .jsonc, "alias-cycle", 3),
        ("format__groups__09.jsonc", .jsonc, "extends-cycle", 1),
        ("format__groups__10.jsonc", .jsonc, "extends-cycle", 2),
        ("format__groups__16.jsonc", .jsonc, "extends-cycle", 3),
        ("resolver__syntax__12.json", .json, "ref-cycle", 1),
        ("resolver__syntax__17.json", .json, "ref-cycle", 2),
        ("resolver__syntax__18.json", .json, "ref-cycle", 1),
    ])
    func invalidSpecExamplesAreRejectedOnEveryMember(
        _ name: String, _ format: SourceFile.Format, _ rule: String, _ count: Int
    ) {
        var file = Corpus.file("dtcg-spec-invalid/" + name)
        file.format = format
        let result = Pipeline.compile(.classify([file]))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.rule.rawValue) == Array(repeating: rule, count: count), "\(Support.render(result))")
        #expect(errors.allSatisfy { $0.location != nil })
    }

    /// What the default lint rules find in each design system, through its resolver document (every
    /// permutation): warnings only, each located, so every system still builds; a change in a rule that moves
    /// these counts is seen here.
    @Test(arguments: [
        ("figma-sds", ["naming": 2, "required-contexts": 15]), ("ibm-carbon", ["naming": 5]),
        ("microsoft-fluent", ["min-font-size": 2, "shadow-scale": 2]), ("shopify-polaris", [:]),
        ("yaml-dtcg", ["naming": 3, "required-contexts": 5]),
    ])
    func designSystemsLintWithDefaultRules(_ system: String, _ expected: [String: Int]) throws {
        let resolver =
            system == "yaml-dtcg"
            ? "yaml-dtcg/packages/tokens/src/terrazzo.resolver.yml" : "design-systems/\(system).resolver.json"
        let project = Project(
            config: ProjectConfig(directory: Corpus.root!, sources: [resolver]), displayBase: Corpus.root!)
        let result = project.compile()
        #expect(result.model != nil, "\(Support.render(result).prefix(2000))")
        let findings = result.diagnostics.filter { Rule.lint.contains($0.rule) }
        #expect(findings.allSatisfy { $0.severity == .warning && $0.location != nil })
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.rule.rawValue, default: 0] += 1 }
        #expect(counts == expected, "\(system)")
    }

    /// Figma SDS's light and dark themes as an asset catalog: every file valid, and a golden line per color set
    /// (its asset name, then each appearance's space and components).
    @Test func aDesignSystemAsAnAssetCatalog() throws {
        let project = Project(
            config: ProjectConfig(directory: Corpus.root!, sources: ["design-systems/figma-sds.resolver.json"]),
            displayBase: Corpus.root!)
        let result = project.compile()
        let model = try #require(result.model)
        let (files, diagnostics) = AssetCatalogEmitter.emit(model)
        #expect(!diagnostics.contains { $0.severity == .error })
        var lines: [String] = []
        for file in files {
            try AssetCatalogTests.validate(file.path, file.bytes)
            guard file.path.hasSuffix(".colorset/Contents.json") else { continue }
            let colors =
                (try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])?["colors"]
                as? [[String: Any]] ?? []
            let entries = colors.map { entry -> String in
                let look = ((entry["appearances"] as? [[String: String]]) ?? []).map { $0["value"]! }.joined(
                    separator: "+")
                let color = entry["color"] as? [String: Any]
                let c = color?["components"] as? [String: String] ?? [:]
                return
                    "\(look.isEmpty ? "any" : look) \(color?["color-space"] as? String ?? "?") \(c["red"]!) \(c["green"]!) \(c["blue"]!) \(c["alpha"]!)"
            }
            lines.append(
                String(file.path.dropLast(".colorset/Contents.json".count)) + ": " + entries.joined(separator: " | "))
        }
        #expect(lines.count == model.tokens.count { $0.type == .color })
        Support.assertGolden(
            lines.joined(separator: "\n") + "\n"
                + DiagnosticRenderer(limit: 0).render(diagnostics, sources: result.sources), "xcassets/figma-sds.txt")
    }

    @Test(arguments: ["figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris", "yaml-dtcg"])
    func designSystemsCompileByDefaultAndBreakOnlyTheirDeviationsUnderStrict(_ system: String) throws {
        let resolver =
            system == "yaml-dtcg"
            ? "yaml-dtcg/packages/tokens/src/terrazzo.resolver.yml" : "design-systems/\(system).resolver.json"
        let paths = try Corpus.defaultPermutation(resolver)
        #expect(!paths.isEmpty)
        let result = Pipeline.compile(.classify(paths.map(Corpus.file)))
        #expect(
            !result.hasErrors, "\(Support.render(result).split(separator: "\n").prefix(20).joined(separator: "\n"))")
        #expect(result.diagnostics.allSatisfy { $0.location != nil })
        #expect((result.model?.tokens.count ?? 0) > 50)

        let strict = Pipeline.compile(.classify(paths.map(Corpus.file)), options: Pipeline.Options(strictDTCG: true))
        var counts: [String: Int] = [:]
        for diagnostic in strict.diagnostics where diagnostic.severity == .error {
            counts[diagnostic.rule.rawValue, default: 0] += 1
        }
        #expect(counts == Corpus.designSystemDeviations[system]!, "\(system) under --strict-dtcg")
        // Every strict error is a warning by default, at the same place.
        let warnings = Set(result.diagnostics.filter { $0.severity == .warning }.map { "\($0.location!) \($0.rule)" })
        #expect(
            strict.diagnostics.filter { $0.severity == .error }.allSatisfy {
                warnings.contains("\($0.location!) \($0.rule)")
            })
    }
}
