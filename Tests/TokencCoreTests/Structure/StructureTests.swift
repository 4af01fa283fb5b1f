import Testing

@testable import TokencCore

@Suite("DTCG structure: groups, tokens, names, $type, $deprecated, $extensions, $root, $extends")
struct StructureTests {
    let px = #"{"value": 4, "unit": "px"}"#

    @Test func typeComesFromTheTokenThenTheAliasTargetThenTheGroup() throws {
        let result = Support.compile(
            json: """
                {
                  "size": { "$type": "dimension", "a": { "$value": \(px) }, "own": { "$type": "number", "$value": 3 } },
                  "color": { "$type": "dimension", "c": { "$value": "{brand}" } },
                  "brand": { "$type": "color", "$value": "#ff0000" }
                }
                """)
        #expect(result.diagnostics.isEmpty)
        let model = try #require(result.model)
        #expect(model.token(at: TokenPath(dotted: "size.a"))?.type == .dimension)
        #expect(model.token(at: TokenPath(dotted: "size.own"))?.type == .number)
        #expect(model.token(at: TokenPath(dotted: "color.c"))?.type == .color)
    }

    @Test func aTypeIsNeverGuessed() {
        let (text, markers) = Support.marked(#"{ 1️⃣"n": { "$value": 3 } }"#)
        let result = Support.compile(json: text)
        #expect(Support.errors(result) == ["\(markers[0]) missing-type"])
        #expect(result.diagnostics.first?.message.contains("never guessed") == true)
    }

    @Test func unknownTypesSuggestTheClosest() {
        let json = ##"{"a": {"$type": "colour", "$value": "#fff"}}"##
        let strict = Support.compile(json: json, strict: true)
        #expect(Support.rules(strict) == ["unknown-type"])
        #expect(strict.diagnostics[0].message == "unknown $type 'colour'; did you mean 'color'?")
        // By default a custom type is kept for the resolved JSON, with the same suggestion in the warning.
        let lenient = Support.compile(json: json)
        #expect(lenient.diagnostics.map(\.rule) == [.customType])
        #expect(lenient.diagnostics[0].message.hasPrefix("unknown $type 'colour'; did you mean 'color'?"))
    }

    @Test func extensionTypesAreRejectedUnderStrictDTCG() {
        let json = #"{"m": {"$type": "material", "$value": "thin"}}"#
        #expect(Support.compile(json: json).diagnostics.isEmpty)
        #expect(Support.rules(Support.compile(json: json, strict: true)) == ["extension-type"])
    }

    @Test func anObjectWithValueAndChildrenIsAnError() {
        let (text, markers) = Support.marked(#"{"a": {"$type": "number", "$value": 1, 1️⃣"b": {"$value": 2}}}"#)
        #expect(Support.errors(Support.compile(json: text)) == ["\(markers[0]) token-with-children"])
    }

    /// A name with a dot is read with a dash but for the spec's letter (``DottedNameTests``).
    @Test(arguments: ["a.b", "{a}", "x}", ""])
    func invalidNamesAreRejected(_ name: String) {
        let json = #"{"\#(name)": {"$type": "number", "$value": 1}}"#
        #expect(Support.rules(Support.compile(json: json, strict: true)) == ["invalid-name"])
        let lenient = Support.compile(json: json).diagnostics.map(\.rule.rawValue)
        #expect(lenient == [name == "a.b" ? "dotted-name" : "invalid-name"])
    }

    @Test func unknownDollarPropertiesAreErrorsWithSuggestions() {
        let result = Support.compile(
            json: #"{"a": {"$type": "number", "$valeu": 1, "$value": 1}, "g": {"$typo": "x"}}"#)
        #expect(
            result.diagnostics.map(\.message).contains(
                "unknown property '$valeu' on a token; names starting with '$' are reserved; did you mean '$value'?"))
        #expect(Support.rules(result) == ["unknown-property"])
    }

    /// In a DTCG file (one with `$value`), `value` beside tokens is a mistake with a hint; a file with only `value`
    /// tokens is Style Dictionary's format (``StyleDictionaryTests``).
    @Test func propertiesWithoutDollarGetAHint() {
        let result = Support.compile(
            json: #"{"a": {"value": 1, "type": "number"}, "b": {"$value": 2, "$type": "number"}}"#)
        #expect(result.diagnostics.contains { $0.message.hasSuffix("did you mean '$value'?") })
    }

    @Test func emptyGroupThatLooksLikeABrokenTokenWarns() {
        let result = Support.compile(
            json: #"{"g": {"fifty": {"$type": "color"}}, "ok": {"$type": "number", "$value": 1}}"#)
        #expect(result.diagnostics.map(\.rule) == [.emptyGroup])
        #expect(result.diagnostics[0].severity == .warning)
        #expect(result.model != nil)
    }

    @Test func propertyShapesAreChecked() {
        let result = Support.compile(
            json: #"{"a": {"$type": 3, "$value": 1, "$description": false, "$deprecated": 1, "$extensions": []}}"#)
        #expect(result.diagnostics.filter { $0.rule == .invalidProperty }.count == 4)
    }

    @Test func deprecationInheritsAndFalseOverrides() throws {
        let result = Support.compile(
            json: """
                {"old": {"$type": "number", "$deprecated": "Use new", "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false}, "c": {"$value": 3, "$deprecated": true}},
                 "new": {"$type": "number", "d": {"$value": 4}}}
                """)
        let model = try #require(result.model)
        #expect(model.token(at: TokenPath(dotted: "old.a"))?.deprecation == Deprecation(reason: "Use new"))
        #expect(model.token(at: TokenPath(dotted: "old.b"))?.deprecation == nil)
        #expect(model.token(at: TokenPath(dotted: "old.c"))?.deprecation == Deprecation(reason: nil))
        #expect(model.token(at: TokenPath(dotted: "new.d"))?.deprecation == nil)
    }

    @Test func unknownExtensionsArePreserved() throws {
        let result = Support.compile(
            json:
                #"{"a": {"$type": "number", "$value": 1, "$extensions": {"org.example": {"deep": [1, {"x": null}]}}}}"#)
        let token = try #require(result.model?.token(at: TokenPath(dotted: "a")))
        #expect(
            JSONValue(try #require(token.extensions))
                == .object([("org.example", .object([("deep", .array([.number(1), .object([("x", .null)])]))]))]))
        #expect(ModelDumper.json(try #require(result.model), sources: result.sources).contains("\"org.example\""))
    }

    @Test func rootTokensHaveADollarRootPath() throws {
        let result = Support.compile(
            json: """
                {"accent": {"$type": "color", "$root": {"$value": "#0000ff"}, "light": {"$value": "#8888ff"}}, "link": {"$value": "{accent.$root}"}}
                """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.model?.token(at: TokenPath(dotted: "link"))?.aliasOf == TokenPath(["accent", "$root"]))
    }

    @Test func extendsDeepMergesWithLocalMembersWinning() throws {
        let result = Support.compile(
            json: """
                {
                  "button": {"$type": "dimension", "padding": {"$value": {"value": 8, "unit": "px"}}, "inner": {"gap": {"$value": {"value": 2, "unit": "px"}}}},
                  "big": {"$extends": "{button}", "padding": {"$value": {"value": 16, "unit": "px"}}, "inner": {"extra": {"$value": {"value": 1, "unit": "px"}}}},
                  "bigger": {"$extends": "{big}"}
                }
                """)
        #expect(result.diagnostics.isEmpty)
        #expect(Support.value(result, "big.padding") == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(Support.value(result, "big.inner.gap") == .dimension(DimensionValue(value: 2, unit: .px)))
        #expect(Support.value(result, "big.inner.extra") == .dimension(DimensionValue(value: 1, unit: .px)))
        #expect(Support.value(result, "bigger.padding") == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(Support.value(result, "bigger.inner.gap") == .dimension(DimensionValue(value: 2, unit: .px)))
    }

    @Test func extendsErrors() {
        #expect(Support.rules(Support.compile(json: #"{"a": {"$extends": "{nope}"}}"#)) == ["invalid-extends"])
        #expect(
            Support.rules(Support.compile(json: #"{"t": {"$type": "number", "$value": 1}, "a": {"$extends": "{t}"}}"#))
                == ["invalid-extends"])
        #expect(Support.rules(Support.compile(json: #"{"a": {"$extends": "not a ref"}}"#)) == ["invalid-extends"])
    }

    @Test func extendsCyclesAreReportedOnEveryMember() {
        let (text, markers) = Support.marked(
            #"{"a": {"$extends": 1️⃣"{b}"}, "b": {"$extends": 2️⃣"{c}"}, "c": {"$extends": 3️⃣"{a}"}}"#)
        let result = Support.compile(json: text)
        #expect(Support.errors(result) == markers.map { "\($0) extends-cycle" })
        #expect(result.diagnostics[0].notes.count == 2)
        let own = Support.compile(json: #"{"p": {"child": {"$extends": "{p}"}}}"#)
        #expect(Support.rules(own) == ["extends-cycle"])
    }

    /// The later file wins, as Style Dictionary merges files, with a warning naming both; an error under strict.
    @Test func aTokenDefinedInTwoFilesIsAWarningNamingBothAndTheLaterWins() {
        let files = [
            ("a.tokens.json", #"{"g": {"$type": "number", "x": {"$value": 1}}}"#),
            ("b.tokens.json", #"{"g": {"x": {"$value": 2}, "y": {"$value": 3}}}"#),
        ]
        let result = Support.compile(files)
        let warning = result.diagnostics.first { $0.rule == .duplicateToken }
        #expect(
            warning?.severity == .warning && warning?.location?.file == 1 && warning?.notes.first?.location?.file == 0)
        #expect(Support.value(result, "g.x") == .number(2))
        #expect(Support.errors(Support.compile(files, strict: true)) == ["1:8 duplicate-token"])
    }

    @Test func groupsMergeAcrossFiles() {
        let result = Support.compile([
            ("a.tokens.json", #"{"g": {"$type": "number", "x": {"$value": 1}}}"#),
            ("b.tokens.yaml", "g:\n  y:\n    $value: 2\n"),
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(Support.value(result, "g.y") == .number(2))
    }

    @Test func theRootMustBeAnObject() {
        #expect(Support.rules(Support.compile(json: "[1]")) == ["root-not-object"])
        #expect(Support.rules(Support.compile([("t.yaml", "- a\n")])) == ["root-not-object"])
    }
}
