import Foundation
import Testing

@testable import TokencCore

/// The token documents of the leading DTCG parser's own test suite (Terrazzo's `packages/parser/test`: every
/// type's file, aliases, `$root`, `$extends`, JSON pointers, peer types), written out here as data.
///
/// What it calls valid builds by default, with only deviation warnings, and fails under `--strict-dtcg` with
/// deviation errors only; what it calls invalid is an error, or a deviation warning that `--strict-dtcg` makes an error.
@Suite("The peer parser's test vectors")
struct PeerParserVectorTests {
    /// A vector: its name in the peer's suite, the document, and the deviations tokenc warns of (valid ones).
    struct Vector: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        var deviations: Set<String> = []
        var testDescription: String { name }
    }

    static let valid: [Vector] = [
        Vector(
            name: "border",
            json:
                ##"{"border": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15}, "style": "solid", "width": {"value": 1, "unit": "px"}}}}"##
        ),
        Vector(name: "cubicBezier", json: ##"{"cubic": {"$type": "cubicBezier", "$value": [0.33, 1, 0.68, 1]}}"##),
        Vector(
            name: "cubicBezier: curly aliases per coordinate",
            json:
                ##"{"cubic": {"$type": "cubicBezier", "$value": ["{number.a}", "{number.b}", "{number.c}", "{number.d}"]}, "number": {"$type": "number", "a": {"$value": 0.33}, "b": {"$value": 1}, "c": {"$value": 0.68}, "d": {"$value": 1}}}"##,
            deviations: ["coordinate-alias"]),
        Vector(
            name: "duration: ms", json: ##"{"quick": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}}}"##),
        Vector(
            name: "duration: s", json: ##"{"moderate": {"$type": "duration", "$value": {"value": 0.25, "unit": "s"}}}"##
        ),
        Vector(name: "duration: 0", json: ##"{"00": {"$type": "duration", "$value": {"value": 0, "unit": "ms"}}}"##),
        Vector(
            name: "duration: -100",
            json: ##"{"-100": {"$type": "duration", "$value": {"value": -100, "unit": "ms"}}}"##,
            deviations: ["negative-duration"]),
        Vector(name: "fontFamily: one", json: ##"{"base": {"$type": "fontFamily", "$value": ["Helvetica"]}}"##),
        Vector(
            name: "fontFamily: list",
            json: ##"{"base": {"$type": "fontFamily", "$value": ["Helvetica", "system-ui", "sans-serif"]}}"##),
        Vector(name: "fontFamily: string", json: ##"{"base": {"$type": "fontFamily", "$value": "Helvetica"}}"##),
        Vector(name: "fontWeight: name", json: ##"{"black": {"$type": "fontWeight", "$value": "black"}}"##),
        Vector(name: "number", json: ##"{"number": {"$type": "number", "$value": 42}}"##),
        Vector(
            name: "strokeStyle: keyword", json: ##"{"border-style": {"$type": "strokeStyle", "$value": "double"}}"##),
        Vector(
            name: "strokeStyle: object",
            json:
                ##"{"border-style": {"$type": "strokeStyle", "$value": {"lineCap": "square", "dashArray": [{"value": 0.25, "unit": "rem"}, {"value": 0.5, "unit": "rem"}]}}}"##
        ),
        Vector(
            name: "strokeStyle: aliases in dashArray",
            json:
                ##"{"size": {"$type": "dimension", "2": {"$value": {"value": 2, "unit": "px"}}}, "buttonStroke": {"$type": "strokeStyle", "$value": {"lineCap": "round", "dashArray": ["{size.2}", "{size.2}"]}}}"##
        ),
        Vector(
            name: "transition with aliases",
            json:
                ##"{"transition": {"ease-in-out": {"$type": "transition", "$value": {"duration": "{timing.quick}", "timingFunction": "{ease.in-out}", "delay": {"value": 0, "unit": "ms"}}}}, "timing": {"$type": "duration", "quick": {"$value": {"value": 150, "unit": "ms"}}}, "ease": {"$type": "cubicBezier", "in-out": {"$value": [0.42, 0, 0.58, 1]}}}"##
        ),
        Vector(
            name: "gradient with aliases",
            json:
                ##"{"color": {"$type": "color", "blue": {"$value": "#0000ff"}}, "perc": {"$type": "number", "0": {"$value": 0}}, "gradient": {"$type": "gradient", "$value": [{"color": "{color.blue}", "position": "{perc.0}"}, {"color": "{color.blue}", "position": 1}]}}"##
        ),
        Vector(
            name: "boolean", json: ##"{"my-bool": {"$type": "boolean", "$value": false}}"##,
            deviations: ["foreign-type"]),
        Vector(
            name: "link", json: ##"{"icon": {"star": {"$type": "link", "$value": "/assets/icons/star.svg"}}}"##,
            deviations: ["foreign-type"]),
        Vector(
            name: "string: empty", json: ##"{"my-string": {"$type": "string", "$value": ""}}"##,
            deviations: ["foreign-type"]),
        Vector(
            name: "alias names with / and ~",
            json:
                ##"{"transition/ease/fast": {"$type": "number", "$value": 1}, "spacing": {"~": {"200": {"$type": "number", "$value": 2}}}, "x": {"$type": "number", "$value": "{transition/ease/fast}"}, "y": {"$type": "number", "$value": "{spacing.~.200}"}}"##
        ),
        Vector(
            name: "$root beside other tokens",
            json:
                ##"{"color": {"brand": {"800": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.17, 0.17, 0.17]}}}, "background": {"brand": {"$root": {"$type": "color", "$value": "{color.brand.800}"}, "hover": {"$type": "color", "$value": "{color.brand.800}"}}}}}"##
        ),
        Vector(
            name: "$root nested, referenced by its group's name",
            json:
                ##"{"color": {"text": {"brand": {"$root": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.46, 0.76, 0.97]}}, "hover": {"$type": "color", "$value": "{color.text.brand}"}, "secondary": {"$root": {"$type": "color", "$value": "{color.text.brand}"}, "hover": {"$type": "color", "$value": "{color.text.brand.secondary}"}}}}}}"##,
            deviations: ["root-alias"]),
        Vector(
            name: "$extends: override and extension",
            json:
                ##"{"base": {"color": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0.8]}}, "spacing": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}, "extended": {"$extends": "{base}", "color": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "border": {"$type": "border", "$value": {"width": {"value": 1, "unit": "px"}, "style": "solid", "color": "{extended.color}"}}}}"##
        ),
        Vector(
            name: "$extends: deep",
            json: ##"{"a": {"b": {"c": {"$type": "number", "$value": 2}}}, "d": {"e": {"$extends": "{a.b}"}}}"##),
        Vector(
            name: "$ref: a token",
            json:
                ##"{"color": {"$type": "color", "gray": {"1": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}}}, "grey": {"1": {"$ref": "#/color/gray/1"}}}}"##
        ),
        Vector(
            name: "$ref: a $value",
            json:
                ##"{"color": {"$type": "color", "gray": {"1": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}}}, "grey": {"1": {"$value": {"$ref": "#/color/gray/1/$value"}}}}}"##
        ),
        Vector(
            name: "$ref: a token where its $value belongs",
            json:
                ##"{"color": {"$type": "color", "gray": {"1": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}}}, "grey": {"1": {"$value": {"$ref": "#/color/gray/1"}}}}}"##,
            deviations: ["pointer-to-token"]),
        Vector(
            name: "$ref: numbers in a curve",
            json:
                ##"{"perc": {"$type": "number", "0": {"$value": 0}, "100": {"$value": 1}}, "ease": {"$type": "cubicBezier", "linear": {"$value": [{"$ref": "#/perc/0/$value"}, {"$ref": "#/perc/0/$value"}, {"$ref": "#/perc/100/$value"}, {"$ref": "#/perc/100/$value"}]}}}"##
        ),
        Vector(
            name: "$ref: a group, with an override",
            json:
                ##"{"color": {"$type": "color", "gray": {"1": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}}}, "grey": {"$ref": "#/color/gray", "2": {"$value": {"colorSpace": "srgb", "components": [0.3, 0.3, 0.3]}}}}}"##
        ),
        Vector(
            name: "$ref: $type and $description",
            json:
                ##"{"a": {"$description": "Default description", "$type": {"$ref": "#/b/$type"}, "$value": {"colorSpace": "srgb", "components": [0.4, 0.2, 0.6]}}, "b": {"$description": {"$ref": "#/a/$description"}, "$type": "color", "$value": {"colorSpace": "srgb", "components": [0.4, 0.2, 0.6]}}}"##
        ),
        Vector(
            name: "$ref: a token where its $type and $description belong",
            json:
                ##"{"a": {"$description": "Default description", "$type": "color", "$value": {"colorSpace": "srgb", "components": [0.4, 0.2, 0.6]}}, "b": {"$description": {"$ref": "#/a"}, "$type": {"$ref": "#/a"}, "$value": {"colorSpace": "srgb", "components": [0.4, 0.2, 0.6]}}}"##,
            deviations: ["pointer-to-token"]),
        Vector(
            name: "$ref into $defs, with the group's $type",
            json:
                ##"{"color": {"$type": "color", "red": {"1": {"$ref": "#/$defs/red-1"}}}, "$defs": {"red-1": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.1, 0]}}}}"##,
            deviations: ["unknown-property"]),
        // From the suite's earlier versions, written for earlier drafts.
        Vector(
            name: "color: channels",
            json:
                ##"{"color": {"cobalt": {"$type": "color", "$value": {"colorSpace": "srgb", "channels": [0.3, 0.6, 1]}}}}"##,
            deviations: ["color-channels"]),
        Vector(
            name: "duration: bare 0", json: ##"{"00": {"$type": "duration", "$value": 0}}"##,
            deviations: ["legacy-dimension"]),
        Vector(
            name: "transition: optional delay",
            json:
                ##"{"t": {"$type": "transition", "$value": {"duration": {"value": 150, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}}}"##,
            deviations: ["transition-default"]),
        Vector(
            name: "typography: only a line height",
            json: ##"{"typography": {"$type": "typography", "$value": {"lineHeight": 1.5}}}"##,
            deviations: ["typography-default"]),
        Vector(
            name: "typography: legacy strings",
            json:
                ##"{"typography": {"$type": "typography", "$value": {"fontSize": "16px", "letterSpacing": "0.001em", "lineHeight": "24px"}}}"##,
            deviations: ["typography-default", "legacy-dimension", "line-height-dimension", "nonstandard-unit"]),
        Vector(
            name: "typography: CSS properties",
            json:
                ##"{"typography": {"$type": "typography", "$value": {"fontFamily": "Helvetica", "fontSize": {"value": 16, "unit": "px"}, "fontStyle": "italic", "fontVariant": "small-caps", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "em"}, "lineHeight": {"value": 24, "unit": "px"}, "textDecoration": "underline", "textTransform": "uppercase"}}}"##,
            deviations: ["typography-property", "nonstandard-unit", "line-height-dimension"]),
        Vector(
            name: "shadow: a list, bare 0 spread",
            json:
                ##"{"s": {"$type": "shadow", "$value": [{"color": "#0000001a", "offsetX": {"value": 0, "unit": "rem"}, "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 0.5, "unit": "rem"}, "spread": 0}]}}"##,
            deviations: ["legacy-dimension"]),
        Vector(
            name: "color: CSS function strings",
            json:
                ##"{"color": {"$type": "color", "a": {"$value": "color(srgb 0 0.2 1)"}, "b": {"$value": "rgb(2, 101, 220)"}, "semantic": {"$value": "{color.a}"}}}"##,
            deviations: ["css-color"]),
    ]

    static let invalid: [Vector] = [
        Vector(
            name: "border: missing color",
            json:
                ##"{"border": {"$type": "border", "$value": {"style": "solid", "width": {"value": 1, "unit": "px"}}}}"##
        ),
        Vector(
            name: "border: unknown property",
            json:
                ##"{"border": {"$type": "border", "$value": {"color": "#000000", "style": "solid", "width": {"value": 1, "unit": "px"}, "bad": "foo"}}}"##
        ),
        Vector(
            name: "cubicBezier: five numbers",
            json: ##"{"cubic": {"$type": "cubicBezier", "$value": [0.33, 1, 0.68, 1, 5]}}"##),
        Vector(
            name: "cubicBezier: percentages",
            json: ##"{"cubic": {"$type": "cubicBezier", "$value": ["33%", "100%", "68%", "100%"]}}"##),
        Vector(name: "duration: legacy string", json: ##"{"quick": {"$type": "duration", "$value": "100ms"}}"##),
        Vector(name: "duration: empty string", json: ##"{"moderate": {"$type": "duration", "$value": ""}}"##),
        Vector(name: "duration: no number", json: ##"{"moderate": {"$type": "duration", "$value": "ms"}}"##),
        Vector(name: "duration: no unit", json: ##"{"moderate": {"$type": "duration", "$value": "250"}}"##),
        Vector(name: "duration: number", json: ##"{"moderate": {"$type": "duration", "$value": 250}}"##),
        Vector(
            name: "duration: ns",
            json: ##"{"microscopic": {"$type": "duration", "$value": {"value": 200, "unit": "ns"}}}"##),
        Vector(
            name: "duration: unknown property",
            json: ##"{"microscopic": {"$type": "duration", "$value": {"value": 100, "unit": "ms", "bad": true}}}"##),
        Vector(name: "fontFamily: empty string", json: ##"{"base": {"$type": "fontFamily", "$value": ""}}"##),
        Vector(name: "fontFamily: empty name", json: ##"{"base": {"$type": "fontFamily", "$value": [""]}}"##),
        Vector(name: "fontFamily: number", json: ##"{"base": {"$type": "fontFamily", "$value": 200}}"##),
        Vector(
            name: "fontWeight: unknown name", json: ##"{"thinnish": {"$type": "fontWeight", "$value": "thinnish"}}"##),
        Vector(name: "fontWeight: out of range", json: ##"{"kakarot": {"$type": "fontWeight", "$value": 9001}}"##),
        Vector(name: "number: string", json: ##"{"number": {"$type": "number", "$value": "100"}}"##),
        Vector(name: "color: number", json: ##"{"color": {"$type": "color", "$value": 0}}"##),
        Vector(name: "dimension: no number", json: ##"{"xs": {"$type": "dimension", "$value": "rem"}}"##),
        Vector(
            name: "strokeStyle: unknown keyword",
            json: ##"{"border-style": {"$type": "strokeStyle", "$value": "thicc"}}"##),
        Vector(
            name: "strokeStyle: legacy dashes",
            json:
                ##"{"border-style": {"$type": "strokeStyle", "$value": {"lineCap": "round", "dashArray": ["0.25rem", "0.5rem"]}}}"##
        ),
        Vector(
            name: "strokeStyle: unknown property",
            json:
                ##"{"border-style": {"$type": "strokeStyle", "$value": {"lineCap": "square", "dashArray": [{"value": 0.25, "unit": "rem"}], "bad": true}}}"##
        ),
        Vector(
            name: "transition: only a curve",
            json: ##"{"t": {"$type": "transition", "$value": {"timingFunction": [0.42, 0, 0.58, 1]}}}"##),
        Vector(
            name: "transition: no delay",
            json:
                ##"{"t": {"$type": "transition", "$value": {"duration": {"value": 150, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}}}"##
        ),
        Vector(
            name: "transition: no curve",
            json:
                ##"{"t": {"$type": "transition", "$value": {"duration": {"value": 150, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}}}}"##
        ),
        Vector(
            name: "transition: unknown property",
            json:
                ##"{"t": {"$type": "transition", "$value": {"duration": {"value": 100, "unit": "ms"}, "timingFunction": [0, 0, 1, 1], "delay": {"value": 0, "unit": "ms"}, "bad": true}}}"##
        ),
        Vector(name: "boolean: string", json: ##"{"my-bool": {"$type": "boolean", "$value": "true"}}"##),
        Vector(name: "boolean: binary", json: ##"{"my-bool": {"$type": "boolean", "$value": 0}}"##),
        Vector(name: "link: empty", json: ##"{"icon": {"$type": "link", "$value": ""}}"##),
        Vector(name: "link: number", json: ##"{"icon": {"$type": "link", "$value": 100}}"##),
        Vector(name: "string: number", json: ##"{"my-string": {"$type": "string", "$value": 99}}"##),
        Vector(
            name: "alias: unclosed",
            json: ##"{"a": {"$type": "number", "$value": 1}, "x": {"$type": "number", "$value": "{a"}}"##),
        Vector(name: "$extends: not an alias", json: ##"{"color": {"$extends": "bad-value"}}"##),
        Vector(
            name: "$extends: on a token",
            json:
                ##"{"color": {"blue": {"$type": "number", "$value": 1}, "red": {"$extends": "{color.blue}", "$type": "number", "$value": 1}}}"##
        ),
        Vector(
            name: "$extends: its own parent",
            json: ##"{"button": {"color": {"$type": "number", "$value": 1}, "secondary": {"$extends": "{button}"}}}"##),
        Vector(
            name: "$extends: circular",
            json:
                ##"{"groupA": {"$extends": "{groupB}", "token": {"$type": "number", "$value": 100}}, "groupB": {"$extends": "{groupA}", "token": {"$type": "number", "$value": 200}}}"##
        ),
        Vector(name: "$ref: the whole document", json: ##"{"color": {"$type": "color", "gray": {"$ref": "#/"}}}"##),
        Vector(
            name: "$ref: circular",
            json:
                ##"{"color": {"$type": "color", "gray": {"$ref": "#/color/grey"}, "grey": {"$ref": "#/color/gray"}}}"##),
        Vector(name: "$ref: a number", json: ##"{"color": {"$type": "color", "blue": {"100": {"$ref": 23}}}}"##),
    ]

    @Test(arguments: valid) func validBuildsWithOnlyItsDeviations(_ vector: Vector) {
        let lenient = Support.compile(json: vector.json)
        #expect(lenient.model != nil, "\(Support.render(lenient))")
        #expect(Set(lenient.diagnostics.map(\.rule.rawValue)) == vector.deviations, "\(Support.render(lenient))")
        // Strict reading stops at a value's first deviation, so it may name fewer.
        let strict = Support.compile(json: vector.json, strict: true)
        let errors = Support.rules(strict)
        #expect(
            errors.isSubset(of: vector.deviations) && errors.isEmpty == vector.deviations.isEmpty,
            "\(Support.render(strict))")
    }

    @Test(arguments: invalid) func invalidIsRejectedOrWarned(_ vector: Vector) {
        let lenient = Support.compile(json: vector.json)
        let problems = lenient.diagnostics.filter { $0.severity != .note }
        #expect(!problems.isEmpty, "no diagnostic")
        #expect(
            problems.allSatisfy { $0.severity == .error || Deviation.isDeviation($0.rule) },
            "\(Support.render(lenient))")
        let strict = Support.compile(json: vector.json, strict: true)
        #expect(strict.model == nil && !Support.errors(strict).isEmpty, "\(Support.render(strict))")
    }

    /// What the valid vectors resolve to, where the peer's suite says.
    @Test func valuesAreThePeersValues() throws {
        let root = Support.compile(json: Self.valid.first { $0.name.hasPrefix("$root nested") }!.json)
        let brand = Support.value(root, "color.text.brand.$root")
        #expect(brand != nil)
        #expect(Support.value(root, "color.text.brand.secondary.hover") == brand)
        #expect(
            root.model?.tokens.first { $0.path.description == "color.text.brand.hover" }?.aliasOf?.description
                == "color.text.brand.$root")

        let curve = Support.compile(json: Self.valid.first { $0.name == "$ref: numbers in a curve" }!.json)
        #expect(Support.value(curve, "ease.linear") == .cubicBezier(CubicBezierValue(p1x: 0, p1y: 0, p2x: 1, p2y: 1)))

        let assumed = Support.compile(
            json: Self.valid.first { $0.name == "$ref: a token where its $value belongs" }!.json)
        #expect(Support.value(assumed, "color.grey.1") == Support.value(assumed, "color.gray.1"))
        #expect(
            assumed.model?.tokens.first { $0.path.description == "color.grey.1" }?.aliasOf?.description
                == "color.gray.1")

        let described = Support.compile(
            json: Self.valid.first { $0.name.hasPrefix("$ref: a token where its $type") }!.json)
        let b = try #require(described.model?.tokens.first { $0.path.description == "b" })
        #expect(b.type == .color && b.description == "Default description")

        let defs = Support.compile(json: Self.valid.first { $0.name.hasPrefix("$ref into $defs") }!.json)
        #expect(defs.model?.tokens.map(\.path.description) == ["color.red.1"])
    }

    @Test func earlierDraftsReadAsMeant() {
        let channels = Support.compile(json: Self.valid.first { $0.name == "color: channels" }!.json)
        #expect(
            Support.value(channels, "color.cobalt")
                == .color(ColorValue(space: .srgb, components: [0.3, 0.6, 1], alpha: 1)))
        let transition = Support.compile(json: Self.valid.first { $0.name == "transition: optional delay" }!.json)
        guard case .transition(let t)? = Support.value(transition, "t") else {
            Issue.record("no transition")
            return
        }
        #expect(t.delay == DurationValue(value: 0, unit: .ms))
        let typography = Support.compile(json: Self.valid.first { $0.name == "typography: only a line height" }!.json)
        guard case .typography(let type)? = Support.value(typography, "typography") else {
            Issue.record("no typography")
            return
        }
        #expect(type.fontFamily == ["system-ui"] && type.fontWeight == FontWeightValue(weight: 400))
    }

    /// The peer's resolver documents with inline sources: each permutation's values.
    @Test func resolverDocumentsResolveEveryContext() throws {
        func compile(_ json: String) -> Pipeline.Result {
            Pipeline.compile(
                .resolver(
                    SourceFile(path: "t.resolver.json", text: json), read: DiagnosticBag(), loadFile: { _ in nil }))
        }
        func value(_ result: Pipeline.Result, _ path: String, _ context: String? = nil) -> TokenValue? {
            guard let token = result.model?.tokens.first(where: { $0.path.description == path }) else { return nil }
            guard let context else { return token.value }
            return token.contextValues.first { $0.contexts.map(\.name) == [context] }?.value ?? token.value
        }
        let gray = { (v: Double) in TokenValue.color(ColorValue(space: .srgb, components: [v, v, v], alpha: 1)) }

        // A token in a modifier's contexts at a path where a set has a group: the group's `$root`.
        let aliasInModifier = compile(
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/semantic"}, {"$ref": "#/modifiers/theme"}], "sets": {"semantic": {"sources": [{"color": {"bg": {"avatar": {"$type": "color", "$value": "{color.bg}"}}}}]}}, "modifiers": {"theme": {"contexts": {"light": [{"color": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}], "dark": [{"color": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}}]}}}}"##
        )
        #expect(!aliasInModifier.hasErrors, "\(Support.render(aliasInModifier))")
        #expect(Set(aliasInModifier.diagnostics.map(\.rule.rawValue)) == ["merged-root", "root-alias"])
        #expect(value(aliasInModifier, "color.bg.avatar") == gray(1))
        #expect(value(aliasInModifier, "color.bg.avatar", "dark") == gray(0.1))

        let compound = compile(
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/palette"}, {"$ref": "#/modifiers/theme"}], "sets": {"palette": {"sources": [{"border": {"1": {"$type": "border", "$value": {"width": {"value": 1, "unit": "px"}, "style": "solid", "color": "{color.border.1}"}}}, "color": {"base": {"gray": {"500": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}}, "1000": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}}}]}}, "modifiers": {"theme": {"contexts": {"light": [{"color": {"border": {"1": {"$type": "color", "$value": "{color.base.gray.500}"}}}}], "dark": [{"color": {"border": {"1": {"$type": "color", "$value": "{color.base.gray.1000}"}}}}]}}}}"##
        )
        #expect(compound.diagnostics.isEmpty, "\(Support.render(compound))")
        guard case .border(let light)? = value(compound, "border.1"),
            case .border(let dark)? = value(compound, "border.1", "dark")
        else {
            Issue.record("no border")
            return
        }
        #expect(TokenValue.color(light.color) == gray(0.5) && TokenValue.color(dark.color) == gray(1))

        let override = compile(
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/primitive"}, {"$ref": "#/sets/semantic"}, {"$ref": "#/modifiers/theme"}], "sets": {"primitive": {"sources": [{"ramp": {"100": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.95, 0.95, 0.95]}}}}]}, "semantic": {"sources": [{"color": {"bg": {"$type": "color", "$value": "{ramp.100}"}}}]}}, "modifiers": {"theme": {"contexts": {"light": [], "light-ec": [{"color": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}]}}}}"##
        )
        #expect(override.diagnostics.isEmpty, "\(Support.render(override))")
        #expect(value(override, "color.bg") == gray(0.95) && value(override, "color.bg", "light-ec") == gray(1))

        // A `name` on a modifier defined under `modifiers`, as the peer's non-orthogonal fixture writes.
        let named =
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "#/modifiers/contrast"}], "sets": {"a": {"sources": [{"weight": {"$type": "fontWeight", "normal": {"$value": 400}}}]}}, "modifiers": {"contrast": {"name": "a", "contexts": {"default": [], "slim": [{"weight": {"normal": {"$type": "fontWeight", "$value": 300}}}]}}}}"##
        let lenient = compile(named)
        #expect(lenient.diagnostics.map(\.rule) == [.unknownProperty] && !lenient.hasErrors)
        #expect(value(lenient, "weight.normal", "slim") == .fontWeight(FontWeightValue(weight: 300)))
        let strict = Pipeline.compile(
            .resolver(SourceFile(path: "t.resolver.json", text: named), read: DiagnosticBag(), loadFile: { _ in nil }),
            options: Pipeline.Options(strictDTCG: true))
        #expect(Support.rules(strict) == ["unknown-property"])
    }

    /// A `$ref` to a number token stands for the number wherever DTCG 2025.10 allows a `$ref` but no curly alias.
    @Test func aPointerToANumberFillsAComponent() {
        let json =
            ##"{"n": {"$type": "number", "$value": 0.5}, "blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}, "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/n/$value"}, {"$ref": "#/blue/$value/components/2"}, 0]}}, "d": {"$type": "dimension", "$value": {"value": {"$ref": "#/n/$value"}, "unit": "px"}}}"##
        let result = Support.compile(json: json, strict: true)
        #expect(result.diagnostics.isEmpty, "\(Support.render(result))")
        #expect(Support.value(result, "c") == .color(ColorValue(space: .srgb, components: [0.5, 1, 0], alpha: 1)))
        #expect(Support.value(result, "d") == .dimension(DimensionValue(value: 0.5, unit: .px)))
    }
}
