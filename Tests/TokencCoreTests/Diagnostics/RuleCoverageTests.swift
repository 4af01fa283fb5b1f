import Foundation
import Testing

@testable import TokencCore

/// Every rule id has a test that names it: the rules no other suite reports on their own are tested here, and a
/// check over the test sources keeps it so for rules added later.
@Suite("Rules: each named by a test")
struct RuleCoverageTests {
    /// Each rule's Swift name and id, as `Rule.swift` declares them.
    static func declaredRules() throws -> [(name: String, id: String)] {
        let url = Support.packageRoot.appendingPathComponent("Sources/TokencCore/Diagnostics/Rule.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let pattern = try Regex(#"static let (\w+) = Rule\(rawValue: "([^"]+)"\)"#)
        return text.matches(of: pattern).compactMap { match in
            guard let name = match.output[1].substring, let id = match.output[2].substring else { return nil }
            return (String(name), String(id))
        }
    }

    @Test func everyRuleIsNamedByATest() throws {
        let rules = try Self.declaredRules()
        #expect(rules.count > 80, "Rule.swift's declarations were not found")
        let tests = Support.packageRoot.appendingPathComponent("Tests/TokencCoreTests")
        var text = ""
        for case let path as String in FileManager.default.enumerator(atPath: tests.path)!
        where path.hasSuffix("Tests.swift") && !path.hasSuffix("RuleCoverageTests.swift") {
            text += (try? String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        text += try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            .components(separatedBy: "// MARK: Rules tested here").last!
        for rule in rules {
            let named =
                text.contains(".\(rule.name)") || text.contains("\"\(rule.id)\"") || text.contains("[\(rule.id)]")
            #expect(named, "no test names rule \(rule.id) (Rule.\(rule.name))")
        }
    }

    // MARK: Rules tested here

    @Test func aFileOfAnUnknownTypeNamedAsASourceIsAnError() throws {
        let folder = SwiftToolchain.temporaryDirectory("unknown-file-type")
        defer { SwiftToolchain.remove(folder) }
        try "{}".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let (files, diagnostics) = InputDiscovery.load(["notes.txt"], relativeTo: folder, displayBase: folder)
        #expect(files.isEmpty)
        #expect(diagnostics.diagnostics.map(\.rule) == [.unknownFileType])
    }

    @Test(arguments: ["t.tokens.json", "t.tokens.yaml"])
    func bytesThatAreNotUTF8AreAnError(_ name: String) {
        let file = SourceFile(
            path: name, format: SourceFile.Format(fileName: name)!, bytes: [0x7B, 0x22, 0xFF, 0x22, 0x7D])
        let result = Pipeline.compile(.classify([file]))
        #expect(
            result.diagnostics.contains { $0.rule == .invalidUTF8 && $0.severity == .error },
            "\(Support.render(result))")
    }

    @Test func tokensStudioMathThatDividesByZeroIsAnExpressionError() {
        // A plain set file, a Tokens Studio file by its `sizing` type.
        let file = SourceFile(
            path: "tokens.json",
            text: #"{"gap": {"value": "{base} / 0", "type": "sizing"}, "base": {"value": "4", "type": "sizing"}}"#)
        let result = Pipeline.compile(.classify([file]))
        let error = result.diagnostics.first { $0.rule == .expression }
        #expect(error?.severity == .error)
        #expect(error?.message.contains("divides by zero") == true, "\(Support.render(result))")
    }

    @Test func aSizeWithoutAFixedLengthInPointsIsLeftOutOfTheSwift() throws {
        let result = Support.compile(
            json:
                #"{"space": {"$type": "dimension", "gap": {"$value": {"value": 1.5, "unit": "em"}}, "pad": {"$value": {"value": 8, "unit": "px"}}}}"#
        )
        let swift = SwiftEmitter.emit(EmitContext(try #require(result.model)))
        let warning = swift.diagnostics.first { $0.rule == .swiftUnsupported }
        #expect(warning?.severity == .warning)
        #expect(warning?.message.contains("'space.gap' is left out of the Swift output") == true)
        #expect(swift.source?.contains("static var pad") == true)
        #expect(swift.source?.contains("static var gap") == false)
    }

    @Test func aColorThatVariesByAModifierACatalogCannotExpressIsReported() throws {
        let json =
            ##"{"color": {"$type": "color", "ink": {"$value": "#000000", "$extensions": {"dev.tokenc": {"contexts": {"density": {"compact": "#111111"}}}}}}}"##
        let model = try #require(Support.compile(json: json).model)
        let catalog = AssetCatalogEmitter.emit(model)
        let warning = catalog.diagnostics.first { $0.rule == .xcassetsOutput }
        #expect(warning?.severity == .warning)
        #expect(
            warning?.message.contains("varies by density, which an asset catalog cannot express") == true,
            "\(catalog.diagnostics)")
    }
}
