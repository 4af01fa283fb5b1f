import Foundation
import Testing

@testable import TokencCore

@Suite("Aliases and $ref pointers")
struct ReferenceTests {
    @Test func aliasChainsResolveInAnyOrderAndKeepTheirLinks() throws {
        let result = Support.compile(
            json: """
                {"c": {"$value": "{b}"}, "b": {"$value": "{a}"}, "a": {"$type": "number", "$value": 7}}
                """)
        #expect(result.diagnostics.isEmpty)
        let c = try #require(result.model?.token(at: TokenPath(dotted: "c")))
        #expect(c.value == .number(7))
        #expect(c.type == .number)
        #expect(c.aliasOf == TokenPath(dotted: "b"))
    }

    @Test func longChainsDoNotRecurse() {
        let count = 50_000
        var members = (0..<count - 1).map { #""t\#($0)": {"$value": "{t\#($0 + 1)}"}"# }
        members.append(#""t\#(count - 1)": {"$type": "number", "$value": 1}"#)
        let result = Support.compile(json: "{" + members.joined(separator: ",") + "}")
        #expect(result.diagnostics.isEmpty)
        #expect(Support.value(result, "t0") == .number(1))
    }

    /// Thousands of tokens on several alias levels, so levels are decoded in parallel runs: every value,
    /// context value and error must come out as if tokens were decoded one by one.
    @Test func largeLevelsResolveAsIfOneByOne() throws {
        let count = 3_000
        var lines: [String] = []
        for i in 0..<count {
            let dark =
                i % 3 == 0
                ? #", "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": \#(i + 100_000)}}}}"# : ""
            lines.append(#""base\#(i)": {"$type": "number", "$value": \#(i)\#(dark)}"#)
        }
        for i in 0..<count {
            let target = i % 500 == 7 ? "nowhere\(i)" : "base\(i)"
            let type = i % 400 == 11 ? #""$type": "color", "# : ""
            lines.append(#""one\#(i)": {\#(type)"$value": "{\#(target)}"}"#)
        }
        for i in 0..<count {
            lines.append(#""two\#(i)": {"$value": "{one\#((i * 7) % count)}"}"#)
        }
        let result = Support.compile(json: "{\n" + lines.joined(separator: ",\n") + "\n}")
        let unknown = (0..<count).filter { $0 % 500 == 7 }
        let mismatched = (0..<count).filter { $0 % 400 == 11 && $0 % 500 != 7 }
        // Lines: `{` is line 1, base i on line i + 2, one i on line count + i + 2.
        let expected =
            (unknown.map { (count + $0 + 2, "unknown-alias") }
            + mismatched.map { (count + $0 + 2, "alias-type-mismatch") }).sorted { $0.0 < $1.0 }
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map { "\($0.location!.line) \($0.rule.rawValue)" }
                == expected.map { "\($0.0) \($0.1)" })
        #expect(result.diagnostics.count == expected.count)

        // Without the errors, every value and dark value follows its chain.
        var fixed = lines
        for i in unknown + mismatched { fixed[count + i] = #""one\#(i)": {"$value": "{base\#(i)}"}"# }
        let clean = Support.compile(json: "{\n" + fixed.joined(separator: ",\n") + "\n}")
        #expect(clean.diagnostics.isEmpty)
        let model = try #require(clean.model)
        #expect(model.tokens.count == 3 * count)
        for i in stride(from: 0, to: count, by: 37) {
            let source = (i * 7) % count
            let two = try #require(model.token(at: TokenPath(dotted: "two\(i)")))
            #expect(two.value == .number(Double(source)))
            #expect(two.aliasOf == TokenPath(dotted: "one\(source)"))
            #expect(two.contextValues.map(\.value) == (source % 3 == 0 ? [.number(Double(source + 100_000))] : []))
        }
    }

    @Test func thePathIndexFindsExactDottedPathsOnly() {
        var paths = [
            TokenPath(["a"]), TokenPath(["a", "b"]), TokenPath(["ab"]), TokenPath(["a", "bc"]), TokenPath(["ab", "c"]),
            TokenPath(["é", "ü"]),
        ]
        paths += (0..<5_000).map { TokenPath(["g\($0 % 7)", "s\($0 % 13)", "t\($0)"]) }
        let index = PathIndex(paths)
        for (position, path) in paths.enumerated() {
            #expect(index[path.description] == position)
        }
        for miss in ["", "a.", ".a", "a..b", "a.b.", "abc", "a.b.c", "b", "é", "g0.s0.t1", "g1.s1.t7001"] {
            #expect(index[miss] == nil, "\(miss)")
        }
        #expect(index["a.bc"[...]] == 3)
    }

    @Test func cyclesAreReportedOnEveryMember() {
        let (text, markers) = Support.marked(
            #"{"a": {"$type": "number", "$value": 1️⃣"{b}"}, "b": {"$value": 2️⃣"{c}"}, "c": {"$value": 3️⃣"{a}"}, "d": {"$value": "{a}"}}"#
        )
        let result = Support.compile(json: text)
        #expect(Support.errors(result) == markers.map { "\($0) alias-cycle" })
        #expect(result.diagnostics.allSatisfy { $0.message.hasPrefix("circular alias: {") })
        #expect(result.diagnostics.allSatisfy { $0.notes.count == 2 })
        #expect(
            Support.rules(Support.compile(json: #"{"s": {"$type": "number", "$value": "{s}"}}"#)) == ["alias-cycle"])
    }

    @Test func unknownAliasesSuggestTheClosestToken() {
        let result = Support.compile(
            json:
                ##"{"color": {"$type": "color", "primary": {"$value": "#fff"}, "link": {"$value": "{color.primry}"}}}"##
        )
        #expect(
            result.diagnostics.map(\.message) == ["unknown alias '{color.primry}'; did you mean '{color.primary}'?"])
    }

    @Test func aliasesMustPointAtTokensOfTheRightType() {
        #expect(
            Support.rules(
                Support.compile(json: #"{"g": {"$type": "number", "a": {"$value": 1}}, "b": {"$value": "{g}"}}"#)) == [
                    "alias-to-group"
                ])
        let mismatch = Support.compile(
            json: #"{"n": {"$type": "number", "$value": 1}, "c": {"$type": "color", "$value": "{n}"}}"#)
        #expect(Support.rules(mismatch) == ["alias-type-mismatch"])
        #expect(mismatch.diagnostics[0].message == "'{n}' is a number token, but a color is expected here")
        #expect(
            Support.rules(Support.compile(json: #"{"c": {"$type": "color", "$value": "{a..b}"}}"#)) == ["alias-syntax"])
    }

    @Test func aliasesInsideCompositeValuesAreTypeCheckedAndRecorded() throws {
        let result = Support.compile(
            json: """
                {"c": {"$type": "color", "$value": "#112233"}, "w": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}},
                 "b": {"$type": "border", "$value": {"color": "{c}", "width": "{w}", "style": "dashed"}},
                 "bad": {"$type": "border", "$value": {"color": "{w}", "width": "{w}", "style": "solid"}}}
                """)
        #expect(Support.rules(result) == ["alias-type-mismatch"])
        let ok = Support.compile(
            json: """
                {"c": {"$type": "color", "$value": "#112233"}, "w": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}},
                 "b": {"$type": "border", "$value": {"color": "{c}", "width": "{w}", "style": "dashed"}}}
                """)
        let border = try #require(ok.model?.token(at: TokenPath(dotted: "b")))
        #expect(border.references.map(\.pointer) == ["/color", "/width"])
        #expect(border.aliasOf == nil)
    }

    @Test func refToAWholeTokenAndToAValueAndASubValue() throws {
        let result = Support.compile(
            json: """
                {"colors": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}}},
                 "semantic": {"primary": {"$ref": "#/colors/blue"},
                              "link": {"$type": "color", "$value": {"$ref": "#/colors/blue/$value"}},
                              "hue": {"$type": "number", "$value": {"$ref": "#/colors/blue/$value/components/1"}}}}
                """)
        #expect(result.diagnostics.isEmpty)
        #expect(Support.value(result, "semantic.primary") == Support.value(result, "colors.blue"))
        #expect(
            result.model?.token(at: TokenPath(dotted: "semantic.link"))?.aliasOf == TokenPath(dotted: "colors.blue"))
        #expect(Support.value(result, "semantic.hue") == .number(0.4))
    }

    @Test func refPointersUnescapeAndCrossFiles() {
        let result = Support.compile([
            ("dir/a.tokens.json", #"{"a/b": {"m~n": {"$type": "number", "$value": 5}}}"#),
            (
                "dir/b.tokens.json",
                ##"{"x": {"$type": "number", "$value": {"$ref": "a.tokens.json#/a~1b/m~0n/$value"}}}"##
            ),
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(Support.value(result, "x") == .number(5))
    }

    /// Files that `$ref`s name are read through the loader, and ever new files are bounded: every file here names
    /// three "new" files, which the loader gives as the same bytes (a fuzzer's finding: it ran for ever).
    @Test func refsToFilesOutsideTheSourcesAreBounded() {
        let text = ##"{"g": {"a": {"$ref": "./x/a.json"}, "b": {"$ref": "./x/b.json"}, "c": {"$ref": "./x/c.json"}}}"##
        let result = Pipeline.compile(
            .classify(
                [SourceFile(path: "t.json", text: text)], loadFile: { _ in SourceFile(path: "any.json", text: text) }))
        #expect(result.model == nil && Support.rules(result).isSubset(of: ["invalid-pointer", "input-too-large"]))
        let resolver = SourceFile(
            path: "t.resolver.json",
            text:
                ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/s"}], "sets": {"s": {"sources": [{"$ref": "a.json"}, {"$ref": "b.json"}]}}, "$defs": {"x": {"$ref": "./a.json"}, "y": {"$ref": "./b.json"}, "z": {"$ref": "#/sets"}}}"##
        )
        let composed = Pipeline.compile(.resolver(resolver, read: DiagnosticBag(), loadFile: { _ in resolver }))
        #expect(
            composed.model == nil
                && Support.rules(composed).isSubset(of: ["invalid-pointer", "input-too-large", "ref-cycle"]),
            "\(Support.rules(composed))")
    }

    @Test func refErrorsAreLocated() {
        let (text, markers) = Support.marked(##"{"a": {"$type": "number", "$value": {"$ref": 1️⃣"#/nope/$value"}}}"##)
        #expect(Support.errors(Support.compile(json: text)) == ["\(markers[0]) invalid-pointer"])
        #expect(Support.rules(Support.compile(json: ##"{"a": {"$ref": "missing.json#/x"}}"##)) == ["invalid-pointer"])
        #expect(Support.rules(Support.compile(json: ##"{"a": {"$ref": "#/b~2"}}"##)) == ["invalid-pointer"])
    }

    @Test func refCyclesAreReportedOnEveryMember() {
        let (text, markers) = Support.marked(
            ##"{"foo": {"bar": {"$ref": 1️⃣"#/baz/bat"}}, "baz": {"bat": {"$ref": 2️⃣"#/foo/bar"}}}"##)
        #expect(Support.errors(Support.compile(json: text)) == markers.map { "\($0) ref-cycle" })
        #expect(Support.rules(Support.compile(json: ##"{"foo": {"bar": {"$ref": "#/foo"}}}"##)) == ["ref-cycle"])
    }

    @Test func refBombsAreBounded() {
        var members = [#""l0": [1, 1, 1, 1, 1, 1, 1, 1]"#]
        for level in 1..<12 {
            members.append(
                ##""l\##(level)": [\##(Array(repeating: ##"{"$ref": "#/data/l\##(level - 1)"}"##, count: 8).joined(separator: ", "))]"##
            )
        }
        let result = Support.compile(json: #"{"$extensions": {}, "data": {"# + members.joined(separator: ", ") + "}}")
        #expect(Support.rules(result).contains("input-too-large"))
    }
}
