import Foundation
import Testing

@testable import TokencCore

/// Generated Swift as files that compile together (`swift: { output: folder }`, the build plugin's files): the
/// first declares, the others hold the tokens, and an edited value changes one of them.
@Suite struct SwiftPartsTests {
    static func parts(_ model: TokenModel, count: Int) throws -> [String: String] {
        let output = SwiftEmitter.emitParts(EmitContext(model), options: SwiftEmitter.Options(), count: count)
        let files = try #require(output.files, "\(output.diagnostics)")
        #expect(files.count == count)
        return Dictionary(
            uniqueKeysWithValues: files.enumerated().map { index, bytes in
                (
                    index == 0 ? "DesignTokens.swift" : "DesignTokens+\(index).swift",
                    String(decoding: bytes, as: UTF8.self)
                )
            })
    }

    /// The reference system in five files type-checks as the one file does: the value layer alone (Linux), with
    /// the SwiftUI stub and a consumer, and with the UIKit and AppKit stubs.
    @Test func theReferenceSystemsPartsCompileTogether() throws {
        let files = try Self.parts(try AssetCatalogTests.referenceModel(), count: 5)
        let alone = SwiftToolchain.typecheck(files, stub: false)
        #expect(alone.status == 0, "\(alone.output)")
        let swiftUI = SwiftToolchain.typecheck(
            files.merging(["Consumer.swift": SwiftCompileTests.consumer]) { a, _ in a }, stub: true)
        #expect(swiftUI.status == 0, "\(swiftUI.output)")
        for (kit, consumer) in [
            ("UIKit", SwiftCompileTests.uiKitConsumer), ("AppKit", SwiftCompileTests.appKitConsumer),
        ] {
            let run = SwiftToolchain.typecheck(files.merging(["Consumer.swift": consumer]) { a, _ in a }, kit: kit)
            #expect(run.status == 0, "\(kit): \(run.output)")
        }
    }

    /// A group larger than a file's share is split at its subgroups: the first file declares it empty and the
    /// files holding its subgroups extend it; the parts as a golden.
    @Test func aLargeGroupIsSplitAtItsSubgroups() throws {
        let json = """
            {"color": {"$type": "color", "$description": "Every color",
               "brand": {"a": {"$value": "#112233"}, "b": {"$value": "#223344"}, "c": {"$value": "#334455"}},
               "gray": {"a": {"$value": "#111111"}, "b": {"$value": "#222222"}, "c": {"$value": "#333333"}},
               "ink": {"$value": "{color.gray.a}"}},
             "space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}
            """
        let model = try #require(Support.compile(json: json).model)
        let files = try Self.parts(model, count: 4)
        #expect(files["DesignTokens.swift"]!.contains("/// Every color\n    public enum Color {\n    }"))
        #expect(files.values.filter { $0.contains("extension DesignTokens.Color {") }.count >= 2)
        let golden = files.sorted { $0.key < $1.key }.map { "// ==== \($0.key)\n" + $0.value }.joined()
        Support.assertGolden(golden, "swift/parts.txt")
        let run = SwiftToolchain.typecheck(files, stub: true)
        #expect(run.status == 0, "\(run.output)")
    }

    /// The same model makes the same files; a value edited changes the one file that holds it, though aliases and
    /// composites in other files refer to it (their doc comments name it rather than show its value).
    @Test func anEditedValueChangesOneFile() throws {
        let model = try AssetCatalogTests.referenceModel()
        let before = try Self.parts(model, count: 6)
        #expect(try Self.parts(model, count: 6) == before)
        var edited = model
        let referenced = Set(model.tokens.flatMap { [$0.aliasOf].compactMap { $0 } + $0.references.map(\.target) })
        let index = try #require(
            edited.tokens.firstIndex {
                $0.type == .color && $0.aliasOf == nil && $0.references.isEmpty && referenced.contains($0.path)
            })
        edited.tokens[index].value = .color(ValueDecoder.parseHex("#010203")!)
        let after = try Self.parts(edited, count: 6)
        let changed = before.keys.filter { before[$0] != after[$0] }
        #expect(changed.count == 1 && changed.first != "DesignTokens.swift", "\(changed)")
    }

    /// Doc comments name what a token refers to rather than show its value: an alias, and each part by
    /// reference of a composite, a shadow's in a one-layer object or in a list alike.
    @Test func docCommentsNameReferencedTokens() throws {
        let json = ##"""
            {"c": {"$type": "color", "ink": {"$value": "#112233"}, "text": {"$value": "{c.ink}"}},
             "w": {"$type": "dimension", "hair": {"$value": {"value": 1, "unit": "px"}}},
             "s": {"$type": "shadow",
               "one": {"$value": {"color": "{c.ink}", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px"}},
               "list": {"$value": [{"color": "{c.ink}", "offsetX": "0px", "offsetY": "{w.hair}", "blur": "4px", "spread": "0px"}]}},
             "b": {"$type": "border", "$value": {"color": "{c.ink}", "width": "{w.hair}", "style": "solid"}}}
            """##
        let model = try #require(Support.compile(json: json).model)
        let source = try #require(SwiftEmitter.emit(EmitContext(model)).source)
        for line in [
            "/// - Value: the value of `c.ink`", "/// - Value: x 0 y 2 blur 4 `c.ink`",
            "/// - Value: x 0 y `w.hair` blur 4 `c.ink`", "/// - Value: `w.hair` solid `c.ink`",
        ] {
            #expect(source.contains(line), "\(line)")
        }
        #expect(!source.contains("#112233\n            /// - Token: `c.text`"))
    }

    /// `tokenc build` with a folder: as many files as the size calls for; an edit rewrites one file and leaves the
    /// others' bytes and modification times; a part no longer made is removed.
    @Test(.enabled(if: CLI.executable != nil)) func aFolderOutputRewritesOnlyTheEditedFile() throws {
        let cli = try CLI()
        var members: [String] = []
        for group in 0..<8 {
            let tokens = (0..<150).map { #""t\#($0)": {"$value": {"value": \#($0 + group), "unit": "px"}}"# }
            members.append(#""g\#(group)": {"$type": "dimension", \#(tokens.joined(separator: ", "))}"#)
        }
        try cli.write("tokens/t.tokens.json", "{" + members.joined(separator: ", ") + "}")
        try cli.write("tokenc.yaml", "sources: [tokens]\nswift: { output: Sources/DS/Tokens }\n")
        let first = try cli.run(["build"])
        #expect(first.status == 0, "\(first.stderr)")
        let folder = cli.directory.appendingPathComponent("Sources/DS/Tokens")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(names.count == 3 && names.first == "DesignTokens+1.swift", "\(names)")
        func state() throws -> [String: (Data, Date)] {
            try Dictionary(
                uniqueKeysWithValues: names.map { name in
                    let url = folder.appendingPathComponent(name)
                    let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as! Date
                    return (name, (try Data(contentsOf: url), date))
                })
        }
        let before = try state()
        Thread.sleep(forTimeInterval: 0.05)
        let text = try #require(cli.read("tokens/t.tokens.json"))
        try cli.write(
            "tokens/t.tokens.json",
            text.replacingOccurrences(of: #""t7": {"$value": {"value": 10,"#, with: #""t7": {"$value": {"value": 99,"#))
        #expect(try cli.run(["build"]).status == 0)
        let after = try state()
        let changed = names.filter { before[$0]!.0 != after[$0]!.0 }
        #expect(changed.count == 1 && changed.first != "DesignTokens.swift", "\(changed)")
        for name in names where !changed.contains(name) { #expect(before[name]!.1 == after[name]!.1, "\(name)") }
        // Fewer tokens, fewer files: the part no longer made goes.
        try cli.write(
            "tokens/t.tokens.json", #"{"g0": {"$type": "dimension", "t": {"$value": {"value": 1, "unit": "px"}}}}"#)
        #expect(try cli.run(["build"]).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(left.sorted() == ["DesignTokens+1.swift", "DesignTokens.swift"], "\(left)")
    }

    /// `parts` in tokenc.yaml: a number or `auto`; anything else is a located error.
    @Test func partsTakesANumberOrAuto() throws {
        var diagnostics = DiagnosticBag()
        let file = SourceFile(
            path: "tokenc.yaml", format: .yaml, text: "sources: [t]\nswift: { output: A.swift, parts: many }\n")
        #expect(ProjectConfig.load(file, directory: URL(fileURLWithPath: "/p"), diagnostics: &diagnostics) == nil)
        #expect(
            diagnostics.diagnostics.contains {
                $0.message.contains("'parts' must be 'auto' or a number") && $0.location?.line == 2
            })
        var several = DiagnosticBag()
        let two = SourceFile(
            path: "tokenc.yaml", format: .yaml,
            text: "sources: [t]\nswift:\n  - { output: Sources/A }\n  - { output: B.swift, include: [x] }\n")
        #expect(ProjectConfig.load(two, directory: URL(fileURLWithPath: "/p"), diagnostics: &several) == nil)
        #expect(
            several.diagnostics.contains { $0.message.contains("is the only Swift output") && $0.location?.line == 3 })
        var fine = DiagnosticBag()
        let four = SourceFile(
            path: "tokenc.yaml", format: .yaml, text: "sources: [t]\nswift: { output: A.swift, parts: 4 }\n")
        #expect(ProjectConfig.load(four, directory: URL(fileURLWithPath: "/p"), diagnostics: &fine)?.swift?.parts == 4)
    }
}
