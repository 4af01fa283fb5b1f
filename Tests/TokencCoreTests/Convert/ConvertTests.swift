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
        let source =
            conversion.files.contains { $0.url.lastPathComponent == DTCGConverter.resolverName }
            ? DTCGConverter.resolverName : "."
        var config = ProjectConfig(directory: folder, sources: [source])
        config.strictDTCG = strict
        config.lint = Support.lintOff
        let project = Project(config: config, displayBase: folder)
        return (conversion, project.compile())
    }

    /// Types, values and context values, token by token in path order (a conversion may write the files in
    /// another order): what every output is made from.
    static func values(_ model: TokenModel) -> [String] {
        model.pathOrder.map { model.tokens[$0] }.map { token in
            "\(token.path) \(token.type) \(token.value.jsonValue) "
                + token.contextValues.map { "\(Context.describe($0.contexts))=\($0.value.jsonValue)" }.joined(
                    separator: " ")
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
            func links(_ model: TokenModel) -> [String] {
                model.pathOrder.map { model.tokens[$0] }.map {
                    "\($0.path) \(String(describing: $0.aliasOf)) \($0.references)"
                }
            }
            #expect(links(converted) == links(source), "\(name)")
        }
        // Under the spec's letter the files build, into the same model: `dump` is the same but for source places.
        let strict = try Self.roundTrip(result, strict: true).back
        #expect(!strict.hasErrors, "\(name): \(Support.render(strict).prefix(1500))")
        let strictModel = try #require(strict.model)
        #expect(Self.dump(strictModel, links: sameReferences) == Self.dump(source, links: sameReferences), "\(name)")
        let kept = conversion.diagnostics.filter { $0.rule == .convertLoss }
        #expect(kept.allSatisfy { $0.severity == .note } && kept.count <= 1, "\(name)")
    }

    /// `tokenc dump`'s JSON without the source places, which a conversion moves; without `links`, without the
    /// aliases too (a Tokens Studio reference that reads another type's value has no DTCG spelling).
    static func dump(_ model: TokenModel, links: Bool = true) -> String {
        var model = TokenModel(
            tokens: model.pathOrder.map { model.tokens[$0] }, modifiers: model.modifiers, inputs: model.inputs)
        if !links {
            for index in model.tokens.indices {
                model.tokens[index].aliasOf = nil
                model.tokens[index].references = []
                for variant in model.tokens[index].contextValues.indices {
                    model.tokens[index].contextValues[variant].aliasOf = nil
                    model.tokens[index].contextValues[variant].references = []
                }
            }
        }
        return ModelDumper.json(model, sources: SourceManager(), includesSources: false)
    }

    @Test func aTokensStudioExportConvertsAndReadsBack() throws {
        let result = TokensStudioTests.compile()
        try Self.check(result, "tokens-studio fixture", sameReferences: false)
        let (conversion, _) = try Self.roundTrip(result)
        let text = conversion.files.sorted { $0.displayPath < $1.displayPath }.map {
            "== \($0.displayPath)\n" + String(decoding: $0.contents, as: UTF8.self)
        }.joined()
        Support.assertGolden(
            text
                + Support.render(
                    Pipeline.Result(model: nil, diagnostics: conversion.diagnostics, sources: result.sources)),
            "convert/tokens-studio.txt")
    }

    @Test func aStyleDictionaryFileConvertsAndReadsBack() throws {
        let text =
            ##"{"color": {"base": {"red": {"value": "#FF0000", "type": "color", "comment": "Red"}}, "font": {"value": "{color.base.red.value}"}}, "size": {"s": {"value": "0.75", "type": "fontSize"}}}"##
        let result = Support.compile([("tokens.json", text)], lint: Support.lintOff)
        try Self.check(result, "style dictionary")
        let (conversion, _) = try Self.roundTrip(result)
        Support.assertGolden(
            conversion.files.map { "== \($0.displayPath)\n" + String(decoding: $0.contents, as: UTF8.self) }.joined(),
            "convert/style-dictionary.txt")
    }

    /// Values DTCG 2025.10 cannot say, kept in tokenc's extension: strict DTCG that reads back into the same model.
    static let unsayable = ##"""
        {
          "size": {"tracking": {"$type": "dimension", "$value": {"value": 0.05, "unit": "em"}}, "wide": {"$type": "dimension", "$value": "{size.tracking}"}},
          "label": {"$type": "string", "$value": "Hello"},
          "delay": {"$type": "duration", "$value": {"value": -50, "unit": "ms"}},
          "bounce": {"$type": "spring", "$value": {"duration": {"value": 0.5, "unit": "s"}, "bounce": 0.2}},
          "weight": {"$type": "fontWeight", "$value": 600},
          "heading": {"$type": "typography", "$description": "Titles", "$extensions": {"com.example": {"keep": true}}, "$value": {"fontFamily": "Inter", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": "{weight}", "letterSpacing": "{size.tracking}", "lineHeight": {"value": 28, "unit": "px"}, "textTransform": "uppercase"}}
        }
        """##

    @Test func valuesDTCGCannotSayAreKeptInTokencsExtension() throws {
        let result = Support.compile([("tokens.json", Self.unsayable)], lint: Support.lintOff)
        try Self.check(result, "unsayable")
        let (conversion, _) = try Self.roundTrip(result)
        let written = String(decoding: try #require(conversion.files.first).contents, as: UTF8.self)
        // Other tools read a DTCG typography: px spacing (0.05em of 20px) and a multiple (28 / 20).
        #expect(written.contains(#""value": 1,"#) && written.contains(#""lineHeight": 1.4"#), "\(written)")
        #expect(conversion.diagnostics.map(\.severity) == [.note])
        #expect(
            conversion.diagnostics.first?.message.hasPrefix("6 tokens have values") == true, "\(conversion.diagnostics)"
        )
        Support.assertGolden(written, "convert/dtcg.txt")
    }

    /// A `$value` edited after conversion, no longer the nearest DTCG value to the kept one, is what the author means.
    @Test func anEditedValueBesideAKeptOneIsUsed() throws {
        let result = Support.compile([("tokens.json", Self.unsayable)], lint: Support.lintOff)
        let model = try #require(result.model)
        let conversion = DTCGConverter.convert(
            model, sources: result.sources, into: URL(fileURLWithPath: "/out"), shownAs: "out")
        var text = String(decoding: try #require(conversion.files.first).contents, as: UTF8.self)
        let fontSize = #""fontSize": {\#n        "value": 20,"#
        #expect(text.contains(fontSize), "\(text)")
        text = text.replacingOccurrences(of: fontSize, with: #""fontSize": {\#n        "value": 24,"#)
        let back = Support.compile([("tokens.tokens.json", text)], strict: true)
        #expect(
            Support.rules(back).isEmpty && back.diagnostics.map(\.rule) == [.extensionValue], "\(Support.render(back))")
        guard case .typography(let typography)? = Support.value(back, "heading") else {
            Issue.record("no typography")
            return
        }
        #expect(typography.fontSize == DimensionValue(value: 24, unit: .px) && typography.textTransform == nil)
    }

    /// A kept token is a token: beside children it is the spec's token-and-group error; under `$root` it is fine.
    @Test func aKeptTokenIsATokenInTheTree() {
        let kept = ##"{"$extensions": {"dev.tokenc": {"token": {"$type": "string", "$value": "x"}}}}"##
        let both = Support.compile(
            json:
                #"{"a": {"$extensions": {"dev.tokenc": {"token": {"$type": "string", "$value": "x"}}}, "b": {"$type": "number", "$value": 1}}}"#
        )
        #expect(Support.rules(both) == ["token-with-children"])
        let root = Support.compile(
            json: #"{"a": {"$root": "# + kept + #", "b": {"$type": "number", "$value": 1}}}"#, strict: true)
        #expect(root.diagnostics.isEmpty && Support.value(root, "a.$root") == .string("x"), "\(Support.render(root))")
    }

    @Test func terrazzoModesBecomeAResolverDocument() throws {
        let result = Support.compile([("tokens.json", TerrazzoModeTests.appearance)], lint: Support.lintOff)
        try Self.check(result, "terrazzo modes")
        let (conversion, _) = try Self.roundTrip(result)
        #expect(
            conversion.files.map(\.displayPath).sorted() == [
                "out/contexts/appearance/dark.tokens.json", "out/tokens.resolver.json", "out/tokens.tokens.json",
            ])
        let text = conversion.files.sorted { $0.displayPath < $1.displayPath }.map {
            "== \($0.displayPath)\n" + String(decoding: $0.contents, as: UTF8.self)
        }.joined()
        Support.assertGolden(text, "convert/terrazzo-modes.txt")
    }
}

/// Every system of ../shared/corpus converts and reads back into the same model.
@Suite(
    "tokenc convert over ../shared/corpus", .enabled(if: Corpus.root != nil, "set TOKENC_CORPUS to the corpus folder"))
struct ConvertCorpusTests {
    @Test(arguments: ["figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris", "yaml-dtcg"])
    func designSystems(_ system: String) throws {
        let resolver =
            system == "yaml-dtcg"
            ? "yaml-dtcg/packages/tokens/src/terrazzo.resolver.yml" : "design-systems/\(system).resolver.json"
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
