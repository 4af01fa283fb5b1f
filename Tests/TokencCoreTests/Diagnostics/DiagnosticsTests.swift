import Foundation
import Testing

@testable import TokencCore

@Suite("Diagnostics: format, order, notes, frames, goldens")
struct DiagnosticsTests {
    func compileFixture(_ names: [String]) -> Pipeline.Result {
        let files = names.map { name -> SourceFile in
            let url = Support.fixtures.appendingPathComponent(name)
            return SourceFile(
                path: "Fixtures/" + name, format: SourceFile.Format(fileName: name)!,
                bytes: [UInt8](try! Data(contentsOf: url)))
        }
        return Pipeline.compile(.classify(files))
    }

    @Test func jsonDiagnosticsMatchTheGolden() {
        let result = compileFixture(["diagnostics/broken.tokens.json"])
        Support.assertGolden(Support.render(result), "diagnostics/broken-json.txt")
        #expect(result.model == nil)
    }

    @Test func yamlDiagnosticsMatchTheGolden() {
        let result = compileFixture(["diagnostics/broken.tokens.yaml"])
        Support.assertGolden(Support.render(result), "diagnostics/broken-yaml.txt")
    }

    @Test func codeFramesPointAtTheColumn() {
        let result = compileFixture(["diagnostics/broken.tokens.yaml"])
        let text = DiagnosticRenderer(showsCodeFrames: true, usesColor: false, limit: 2).render(
            result.diagnostics, sources: result.sources)
        Support.assertGolden(text, "diagnostics/frames.txt")
    }

    @Test func everyLineHasTheCompilerShape() {
        let text = Support.render(compileFixture(["diagnostics/broken.tokens.json", "diagnostics/broken.tokens.yaml"]))
        let pattern =
            #/^Fixtures/diagnostics/broken\.tokens\.(json|yaml):\d+:\d+: (error|warning|note): [a-z'{$].*[^.]( \[[a-z0-9-]+\])?$/#
        for line in text.split(separator: "\n") {
            #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
        }
    }

    @Test func diagnosticsAreSortedAndDeduplicated() {
        var bag = DiagnosticBag()
        let b = TokencCore.SourceLocation(file: 0, line: 2, column: 1)
        let a = TokencCore.SourceLocation(file: 0, line: 1, column: 5)
        bag.error(.syntax, "second", at: b)
        bag.error(.syntax, "first", at: a)
        bag.error(.syntax, "second", at: b)
        bag.error(.ioError, "unplaced", at: nil)
        #expect(bag.sorted().map(\.message) == ["unplaced", "first", "second"])
    }

    /// Sorting positions and dropping repeats among equal sort keys gives what removing repeats and then sorting
    /// stably gives, notes and all (two diagnostics with one key and different notes both stay, in their order).
    @Test func sortingMatchesRepeatsRemovedThenAStableSort() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var bag = DiagnosticBag()
            for _ in 0..<Int.random(in: 0..<60, using: &random) {
                let location =
                    Int.random(in: 0..<4, using: &random) == 0
                    ? nil
                    : TokencCore.SourceLocation(
                        file: Int32.random(in: 0..<2, using: &random), line: Int.random(in: 1..<4, using: &random),
                        column: 1)
                let notes =
                    Int.random(in: 0..<3, using: &random) == 0
                    ? [Diagnostic.Note("n\(Int.random(in: 0..<2, using: &random))", at: nil)] : []
                let severity: Diagnostic.Severity = Bool.random(using: &random) ? .error : .warning
                let rule: Rule = Bool.random(using: &random) ? .syntax : .ioError
                bag.append(
                    Diagnostic(severity, rule, "m\(Int.random(in: 0..<3, using: &random))", at: location, notes: notes))
            }
            var seen = Set<Diagnostic>()
            let unique = bag.diagnostics.filter { seen.insert($0).inserted }
            let expected = unique.enumerated().sorted { a, b in
                let (l, r) = (a.element, b.element)
                let key = { (d: Diagnostic) in
                    (
                        d.location == nil ? 0 : 1,
                        d.location.map { [Int($0.file), Int($0.line), Int($0.column)] } ?? [],
                        d.severity == .error ? 0 : 1, d.rule.rawValue, d.message
                    )
                }
                let (kl, kr) = (key(l), key(r))
                if kl.0 != kr.0 { return kl.0 < kr.0 }
                if kl.1 != kr.1 { return kl.1.lexicographicallyPrecedes(kr.1) }
                if kl.2 != kr.2 { return kl.2 < kr.2 }
                if kl.3 != kr.3 { return kl.3 < kr.3 }
                if kl.4 != kr.4 { return kl.4 < kr.4 }
                return a.offset < b.offset
            }.map(\.element)
            #expect(bag.sorted() == expected)
        }
    }

    @Test func colorOnlyWhenAsked() {
        var sources = SourceManager()
        sources.add(SourceFile(path: "t.json", text: "{}"))
        let diagnostics = [
            Diagnostic(.error, .syntax, "boom", at: TokencCore.SourceLocation(file: 0, line: 1, column: 1))
        ]
        #expect(DiagnosticRenderer(usesColor: true).render(diagnostics, sources: sources).contains("\u{1B}["))
        #expect(!DiagnosticRenderer(usesColor: false).render(diagnostics, sources: sources).contains("\u{1B}["))
    }

    /// A message longer than a line holds goes on as `note:` lines at its place, split between clauses (`; `
    /// outside quotes and brackets), as many to a line as fit; a clause too long alone (a path, a document) is
    /// kept whole, and the rule stays on the first line.
    @Test func aLongMessageGoesOnAsNotes() {
        var sources = SourceManager()
        sources.add(SourceFile(path: "t.json", text: "{}"))
        let first = "the first clause " + String(repeating: "a", count: 150)
        let quoted = #"the value "x; y" is quoted, {"a; b": 1} is a document"#
        let long = String(repeating: "b", count: 230)
        let message = [first, quoted, "a short one", long].joined(separator: "; ")
        let at = TokencCore.SourceLocation(file: 0, line: 1, column: 2)
        let text = DiagnosticRenderer().render([Diagnostic(.warning, .syntax, message, at: at)], sources: sources)
        #expect(
            text == "t.json:1:2: warning: \(first) [syntax]\nt.json:1:2: note: \(quoted); a short one\n"
                + "t.json:1:2: note: \(long)\n", "\(text)")
        #expect(DiagnosticRenderer.clauses(of: "short; message") == ["short; message"])
        #expect(DiagnosticRenderer.clauses(of: message).dropLast().allSatisfy { $0.count <= 200 })
    }

    @Test func aCapSummarisesTheRest() {
        let members = (0..<30).map { #""t\#($0)": {"$type": "number", "$value": "x"}"# }.joined(separator: ",")
        let result = Support.compile(json: "{\(members)}")
        let text = DiagnosticRenderer(limit: 10).render(result.diagnostics, sources: result.sources)
        #expect(text.split(separator: "\n").count == 11)
        #expect(text.hasSuffix("tokenc: note: 20 more diagnostics not shown (20 errors) [too-many-diagnostics]\n"))
    }

    /// "Did you mean": a short name that abbreviates one sibling names it; otherwise the nearest by edit distance.
    @Test func suggestionsExpandAbbreviationsAndCatchTypos() {
        let paths = [
            "font-weight.light", "font-weight.medium", "font-weight.300", "radius.sm", "radius.lg", "color.primary",
        ]
        #expect(Suggestion.closest(to: "font-weight.md", in: paths) == "font-weight.medium")
        #expect(Suggestion.closest(to: "radius.lrg", in: paths) == "radius.lg")
        #expect(Suggestion.closest(to: "color.primray", in: paths) == "color.primary")
        #expect(Suggestion.closest(to: "shadow.md", in: paths) == nil)
    }
}

@Suite("Same input, same model: YAML equivalence and determinism")
struct DeterminismTests {
    func load(_ name: String) -> SourceFile {
        let url = Support.fixtures.appendingPathComponent(name)
        return SourceFile(
            path: name, format: SourceFile.Format(fileName: name)!, bytes: [UInt8](try! Data(contentsOf: url)))
    }

    /// The model as dumped; `pathOrdered`: with its tokens in path order, to compare what two key orders make.
    func dump(_ files: [SourceFile], pathOrdered: Bool = false) throws -> String {
        // The model, not the lint rules (the fixtures' shadows are heavier than shadow-scale allows).
        let result = Pipeline.compile(.classify(files), options: Pipeline.Options(lint: Support.lintOff))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        var model = try #require(result.model)
        if pathOrdered {
            let groups = (model.groupDescriptions, model.groupNames)
            model = TokenModel(
                tokens: model.pathOrder.map { model.tokens[$0] }, modifiers: model.modifiers, inputs: model.inputs)
            (model.groupDescriptions, model.groupNames) = groups
        }
        return ModelDumper.json(model, sources: result.sources, includesSources: false)
    }

    @Test func jsonAndYAMLGiveTheSameModel() throws {
        let json = try dump([load("equivalence/tokens.json")])
        let yaml = try dump([load("equivalence/tokens.yaml")])
        #expect(json == yaml)
        Support.assertGolden(json, "equivalence/model.json")
    }

    /// Key order changes only the order of the tokens (which the outputs follow), nothing else.
    @Test func keyOrderChangesOnlyTheOrderAndRepeatedBuildsNothing() throws {
        let original = try dump([load("equivalence/tokens.json")])
        let again = try dump([load("equivalence/tokens.json")])
        #expect(original == again)
        let reordered = SourceFile(
            path: "r.json",
            text: """
                {"font": {"ui": {"$extensions": {"com.example": {"on": true, "n": null}}, "$value": ["SF Pro", "system-ui"]}, "$type": "fontFamily"},
                 "spring": {"quick": {"$value": {"bounce": 0.2, "duration": {"unit": "ms", "value": 300}}}, "$type": "spring"},
                 "shadow": {"card": {"$value": [{"inset": false, "spread": {"value": 0, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "offsetX": {"value": 0, "unit": "px"}, "color": "{color.brand}"}]}, "$type": "shadow"},
                 "radius": {"card": {"$value": {"unit": "px", "value": 12}}, "$type": "dimension"},
                 "color": {"link": {"$deprecated": "use brand", "$value": "{color.brand}"}, "brand": {"$description": "Brand", "$value": {"alpha": 0.9, "components": [1, 0.5, 0], "colorSpace": "display-p3"}}, "$type": "color"}}
                """)
        #expect(try dump([reordered]) != original)
        #expect(try dump([reordered], pathOrdered: true) == dump([load("equivalence/tokens.json")], pathOrdered: true))
    }
}

@Suite("No crash, hang or runaway memory on hostile input")
struct RobustnessTests {
    @Test(arguments: [SourceFile.Format.json, .jsonc, .json5, .yaml])
    func truncatedFilesGiveCleanDiagnostics(_ format: SourceFile.Format) throws {
        let text = try String(
            contentsOf: Support.fixtures.appendingPathComponent(
                "equivalence/tokens.\(format == .yaml ? "yaml" : "json")"), encoding: .utf8)
        let bytes = Array(text.utf8)
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            let result = Pipeline.compile(
                .classify([SourceFile(path: "t", format: format, bytes: Array(bytes[..<cut]))]))
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                #expect(diagnostic.location != nil)
            }
        }
    }

    @Test func binaryInputIsRejectedWithALocation() {
        var generator = SystemRandomNumberGenerator()
        for format in [SourceFile.Format.json, .yaml] {
            let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let result = Pipeline.compile(.classify([SourceFile(path: "bin", format: format, bytes: bytes)]))
            #expect(result.hasErrors)
            #expect(result.diagnostics.allSatisfy { $0.location != nil })
        }
    }

    @Test func hugeFlatFilesCompile() {
        let members = (0..<20_000).map { #""t\#($0)": {"$value": {"value": \#($0), "unit": "px"}}"# }.joined(
            separator: ",")
        let result = Support.compile(json: #"{"g": {"$type": "dimension", "# + members + "}}")
        #expect(result.diagnostics.isEmpty)
        #expect(result.model?.tokens.count == 20_000)
    }

    @Test func deeplyNestedGroupsStopAtTheLimit() {
        let depth = 100_000
        let text = String(repeating: #"{"g":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(Support.rules(Support.compile(json: text)) == ["nesting-too-deep"])
        let ok =
            String(repeating: #"{"g":"#, count: 200) + #"{"$type": "number", "$value": 1}"#
            + String(repeating: "}", count: 200)
        #expect(Support.compile(json: ok).diagnostics.isEmpty)
    }

    /// Thousands of unknown aliases (a file that spells its references otherwise) are reported without the
    /// closest path, which costs a comparison with every path each: 2,400 of them took 18 s. A few keep it.
    @Test func manyUnknownAliasesAreReportedWithoutSuggestions() throws {
        func file(unknown: Int) -> String {
            var members = (0..<400).map { ##""c\##($0)": {"$type": "color", "$value": "#112233"}"## }
            members += (0..<unknown).map { ##""s\##($0)": {"$value": "{color.cx\##($0)}"}"## }
            return "{\"color\": {" + members.joined(separator: ", ") + "}}"
        }
        let many = Pipeline.compile(
            .classify([SourceFile(path: "t.json", text: file(unknown: AliasResolver.suggestionLimit + 1))]))
        #expect(Support.errors(many).count == AliasResolver.suggestionLimit + 1)
        #expect(!many.diagnostics.contains { $0.message.contains("did you mean") })
        let few = Pipeline.compile(.classify([SourceFile(path: "t.json", text: file(unknown: 3))]))
        #expect(few.diagnostics.filter { $0.message.contains("did you mean '{color.c") }.count == 3)
    }
}
