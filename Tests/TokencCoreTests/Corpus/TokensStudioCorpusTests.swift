import Foundation
import Testing

@testable import TokencCore

/// The Tokens Studio exports in ../shared/corpus/tokens-studio, read as a user names them: the folder.
@Suite(
    "Tokens Studio exports in ../shared/corpus",
    .enabled(if: Corpus.root != nil, "set TOKENC_CORPUS to the corpus folder"))
struct TokensStudioCorpusTests {
    static let exports = ["lion-example", "workday-canvas"]

    static func files(_ export: String) -> [SourceFile] {
        let folder = "tokens-studio/\(export)/tokens"
        let (files, bag) = InputDiscovery.load([folder], relativeTo: Corpus.root!, displayBase: Corpus.root!)
        #expect(bag.diagnostics.isEmpty)
        #expect(!files.isEmpty, "no token files in \(folder)")
        return files
    }

    static func compile(_ export: String, selection: [String: String]? = nil) -> Pipeline.Result {
        Pipeline.compile(.classify(files(export)), selection: selection)
    }

    /// Zero errors by default, every diagnostic located (but the one note that says what was read), and every
    /// theme group of two or more themes a modifier whose contexts are its themes.
    @Test(arguments: exports)
    func buildsWithZeroErrorsAndEveryThemeGroupAsAModifier(_ export: String) throws {
        let result = Self.compile(export)
        #expect(
            !result.hasErrors, "\(Support.render(result).split(separator: "\n").prefix(20).joined(separator: "\n"))")
        #expect(result.diagnostics.filter { $0.location == nil }.map(\.rule) == [.tokensStudio])
        let model = try #require(result.model)
        var bag = DiagnosticBag()
        let files = Self.files(export)
        let documents = files.map { Pipeline.parse($0, index: 0, diagnostics: &bag) }
        let studio = TokensStudioExport.read(files, documents: documents, diagnostics: &bag)
        let choices = studio.groups.filter { $0.themes.count > 1 }
        #expect(model.modifiers.map(\.name).sorted() == choices.map(\.name).sorted())
        for group in choices {
            #expect(
                Set(model.modifiers.first { $0.name == group.name }?.contexts ?? []) == Set(group.themes.map(\.name)))
        }
    }

    /// Every permutation of the themes compiles on its own.
    @Test(arguments: exports)
    func everyPermutationResolves(_ export: String) throws {
        let model = try #require(Self.compile(export).model)
        var selections: [[String: String]] = [[:]]
        for modifier in model.modifiers {
            selections = selections.flatMap { partial in
                modifier.contexts.map { partial.merging([modifier.name: $0]) { $1 } }
            }
        }
        #expect(selections.count > 1)
        for selection in selections {
            let result = Self.compile(export, selection: selection)
            #expect(
                !result.hasErrors,
                "\(selection): \(Support.render(result).split(separator: "\n").prefix(10).joined(separator: "\n"))")
            #expect((result.model?.tokens.count ?? 0) > 0)
        }
    }

    @Test(arguments: exports)
    func everyOutputWorks(_ export: String) throws {
        try ResolverCorpusTests.checkEveryOutput(try #require(Self.compile(export).model), export)
    }

    /// Workday's sizes are math over `{base.baseline}` (`{base.fontSize} / 2`, 16 / 2 = 8 px).
    @Test func workdaysMathResolves() throws {
        let model = try #require(Self.compile("workday-canvas").model)
        #expect(model.token(at: TokenPath(dotted: "size.25"))?.value == .dimension(DimensionValue(value: 2, unit: .px)))
        #expect(
            model.token(at: TokenPath(dotted: "size.150"))?.value == .dimension(DimensionValue(value: 12, unit: .px)))
    }
}
