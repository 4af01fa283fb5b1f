import Foundation
import Testing
@testable import TokencCore

/// `tokenc convert`: any format tokenc reads, written as DTCG 2025.10 files and a resolver document, read back
/// into the same model.
@Suite struct ConvertTests {
    /// Converts, writes into a fresh folder and compiles the result (through its resolver document when there is one).
    static func roundTrip(_ result: Pipeline.Result, strict: Bool = false) throws -> (
        conversion: DTCGConverter.Conversion, back: Pipeline.Result
    ) {
        let model = try #require(result.model, "\(Support.render(result).prefix(2000))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let conversion = DTCGConverter.convert(model, sources: result.sources, into: folder, shownAs: "out")
        _ = try OutputWriter.write(conversion.files)
        let source = conversion.files.contains { $0.url.lastPathComponent == DTCGConverter.resolverName } ? DTCGConverter.resolverName : "."
        var config = ProjectConfig(directory: folder, sources: [source])
        config.strictDTCG = strict
        config.lint = Support.lintOff
        let project = Project(config: config, displayBase: folder)
        return (conversion, project.compile())
    }

    /// Types, values and context values, token by token: what every output is made from.
    static func values(_ model: TokenModel) -> [String] {
        model.tokens.map { token in
            "\(token.path) \(token.type) \(token.value.jsonValue) "
                + token.contextValues.map { "\(Context.describe($0.contexts))=\($0.value.jsonValue)" }.joined(separator: " ")
        }
    }

    static func check(_ result: Pipeline.Result, _ name: String, sameReferences: Bool = true) throws {
        let (conversion, back) = try Self.roundTrip(result)
        #expect(!back.hasErrors, "\(name): \(Support.render(back).prefix(1500))")
        let source = try #require(result.model)
        let converted = try #require(back.model)
        #expect(Self.values(converted) == Self.values(source), "\(name)")
        #expect(converted.modifiers == source.modifiers, "\(name)")
        if sameReferences {
            #expect(converted.tokens.map { "\($0.path) \(String(describing: $0.aliasOf)) \($0.references)" } == source.tokens.map { "\($0.path) \(String(describing: $0.aliasOf)) \($0.references)" }, "\(name)")
        }
        // Under the spec's letter, only what convert said it could not say in DTCG is an error.
        let strict = try Self.roundTrip(result, strict: true).back
        let sayable: Set<Rule> = [.foreignType, .nonstandardUnit, .lineHeightDimension, .typographyProperty, .extensionType, .unknownType]
        let kinds = Set(strict.diagnostics.filter { $0.severity == .error }.map(\.rule))
        #expect(kinds.isSubset(of: sayable), "\(name): \(kinds)")
        if !kinds.isEmpty { #expect(conversion.diagnostics.contains { $0.rule == .convertLoss }, "\(name)") }
    }

    @Test func aTokensStudioExportConvertsAndReadsBack() throws {
        let result = TokensStudioTests.compile()
        try Self.check(result, "tokens-studio fixture", sameReferences: false)
        let (conversion, _) = try Self.roundTrip(result)
        let text = conversion.files.sorted { $0.displayPath < $1.displayPath }.map {
            "== \($0.displayPath)\n" + String(decoding: $0.contents, as: UTF8.self)
        }.joined()
        Support.assertGolden(text + Support.render(Pipeline.Result(model: nil, diagnostics: conversion.diagnostics, sources: result.sources)), "convert/tokens-studio.txt")
    }

    @Test func aStyleDictionaryFileConvertsAndReadsBack() throws {
        let text = ##"{"color": {"base": {"red": {"value": "#FF0000", "type": "color", "comment": "Red"}}, "font": {"value": "{color.base.red.value}"}}, "size": {"s": {"value": "0.75", "type": "fontSize"}}}"##
        let result = Support.compile([("tokens.json", text)], lint: Support.lintOff)
        try Self.check(result, "style dictionary")
        let (conversion, _) = try Self.roundTrip(result)
        Support.assertGolden(conversion.files.map { "== \($0.displayPath)\n" + String(decoding: $0.contents, as: UTF8.self) }.joined(), "convert/style-dictionary.txt")
    }

    @Test func terrazzoModesBecomeAResolverDocument() throws {
        let result = Support.compile([("tokens.json", TerrazzoModeTests.appearance)], lint: Support.lintOff)
        try Self.check(result, "terrazzo modes")
        let (conversion, _) = try Self.roundTrip(result)
        #expect(conversion.files.map(\.displayPath).sorted() == ["out/contexts/appearance/dark.tokens.json", "out/tokens.resolver.json", "out/tokens.tokens.json"])
    }
}

/// Every system of ../shared/corpus converts and reads back into the same model.
@Suite("tokenc convert over ../shared/corpus", .enabled(if: Corpus.root != nil, "set TOKENC_CORPUS to the corpus folder"))
struct ConvertCorpusTests {
    @Test(arguments: ["figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris", "yaml-dtcg"])
    func designSystems(_ system: String) throws {
        let resolver = system == "yaml-dtcg" ? "yaml-dtcg/packages/tokens/src/terrazzo.resolver.yml" : "design-systems/\(system).resolver.json"
        try ConvertTests.check(ResolverCorpusTests.compile(resolver), system)
    }

    @Test(arguments: TokensStudioCorpusTests.exports)
    func tokensStudioExports(_ export: String) throws {
        try ConvertTests.check(TokensStudioCorpusTests.compile(export), export, sameReferences: false)
    }

    @Test(arguments: StyleDictionaryCorpusTests.examples)
    func styleDictionaryExamples(_ example: String) throws {
        try ConvertTests.check(StyleDictionaryCorpusTests.compile(example), example)
    }
}
