import Foundation
import Testing

@testable import TokencCore

/// Style Dictionary's own format: `value`/`type`/`comment`, `{path.value}` references, types from the
/// category/type/item naming, sizes without a unit as rem.
@Suite struct StyleDictionaryTests {
    @Test func aStyleDictionaryFileIsReadAsTheDTCGItMeans() throws {
        let text = """
            {
              "color": { "base": { "red": { "value": "#FF0000", "type": "color", "comment": "Brand red", "attributes": { "font": "base" } } },
                         "font": { "value": "{color.base.red.value}" } },
              "size": { "small": { "value": "0.75", "type": "fontSize" }, "px": { "value": "4px", "type": "dimension" },
                        "inferred": { "value": 2 } },
              "time": { "short": { "value": "200" } },
              "content": { "icon": { "comment": { "value": "comment", "type": "content" } } },
              "misc": { "ratio": { "value": "1.5", "type": "ratio" }, "note": { "value": "plain" } }
            }
            """
        let result = Support.compile([("tokens.json", text)], lint: Support.lintOff)
        #expect(!result.hasErrors, "\(Support.render(result))")
        #expect(Support.value(result, "color.base.red") == .color(ValueDecoder.parseHex("#ff0000")!))
        #expect(result.model?.token(at: TokenPath(dotted: "color.base.red"))?.description == "Brand red")
        #expect(
            result.model?.token(at: TokenPath(dotted: "color.font"))?.aliasOf == TokenPath(dotted: "color.base.red"))
        #expect(Support.value(result, "size.small") == .dimension(DimensionValue(value: 0.75, unit: .rem)))
        #expect(Support.value(result, "size.px") == .dimension(DimensionValue(value: 4, unit: .px)))
        #expect(Support.value(result, "size.inferred") == .dimension(DimensionValue(value: 2, unit: .rem)))
        #expect(Support.value(result, "time.short") == .duration(DurationValue(value: 200, unit: .ms)))
        #expect(Support.value(result, "content.icon.comment") == .string("comment"))
        #expect(Support.value(result, "misc.note") == .string("plain"))
        let extensions = try #require(result.model?.token(at: TokenPath(dotted: "color.base.red"))?.extensions)
        #expect(extensions["style-dictionary"]?["attributes"]?["font"]?.string == "base")
        Support.assertGolden(Support.render(result), "style-dictionary/read.txt")

        // The letter of DTCG: every guess is an error.
        let strict = Support.compile([("tokens.json", text)], strict: true, lint: Support.lintOff)
        #expect(Support.rules(strict).isSuperset(of: ["inferred-type", "legacy-dimension", "foreign-type"]))
    }

    /// `darkValue`, the dark-mode pattern of Style Dictionary's own examples, is the dark appearance; references in
    /// it may name the value and carry spaces inside their braces, as Style Dictionary reads them.
    @Test func darkValueIsTheDarkAppearance() throws {
        let json = #"""
            {"color": {"base": {"blue": {"value": "#0000ff", "type": "color"}, "navy": {"value": "#000080", "type": "color"}},
              "bg": {"value": "#ffffff", "darkValue": "#000000", "type": "color"},
              "accent": {"value": "{color.base.blue.value}", "darkValue": "{ color.base.navy.value }", "type": "color"}}}
            """#
        let result = Support.compile([("colors.json", json)], lint: Support.lintOff)
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(model.modifiers.map(\.name) == ["appearance"])
        let dark = [Context(modifier: "appearance", name: "dark")]
        #expect(
            model.token(at: TokenPath(dotted: "color.bg"))?.value(in: dark) == .color(ValueDecoder.parseHex("#000000")!)
        )
        #expect(
            model.token(at: TokenPath(dotted: "color.accent"))?.value(in: dark)
                == .color(ValueDecoder.parseHex("#000080")!))
        #expect(
            result.diagnostics.map(\.rule).filter { $0 != .sourceFormat } == [.referenceSpaces],
            "\(Support.render(result))")
        let (files, _) = AssetCatalogEmitter.emit(model)
        let bg = try #require(files.first { $0.path.hasSuffix("bg.colorset/Contents.json") })
        #expect(String(decoding: bg.bytes, as: UTF8.self).contains("\"dark\""))
    }

    /// A Style Dictionary system from 2023: light values with `darkValue`, and a token of the `color` category
    /// that holds a list of colors. The type only the category gave does not fit, so the value's own is read: a
    /// list (kept in the resolved JSON), a boolean. It stopped the whole build (the inferred color an error), and
    /// the `darkValue` contexts with it.
    @Test func anInferredTypeThatDoesNotFitFallsBackToTheValuesOwn() throws {
        let tokens = ##"""
            {"color": {"base": {"value": "#ff0000", "darkValue": "#880000"},
              "chart": {"value": ["#ff0000", "#00ff00", "{color.base.value}"]}, "flag": {"value": true}
            """##
        // A type written out that does not fit is still an error.
        let typed = tokens + ##", "typed": {"value": ["#ff0000"], "type": "color"}}}"##
        let result = Support.compile([("colors.json", typed)], lint: Support.lintOff)
        #expect(Support.errors(result) == ["2:113 invalid-value"], "\(Support.render(result))")
        let fallback = Support.compile([("colors.json", tokens + "}}")], lint: Support.lintOff)
        let model = try #require(fallback.model, "\(Support.render(fallback))")
        #expect(model.modifiers.map(\.name) == ["appearance"])
        #expect(model.token(at: TokenPath(dotted: "color.chart"))?.type == .custom)
        #expect(model.token(at: TokenPath(dotted: "color.flag"))?.value == .boolean(true))
        #expect(fallback.diagnostics.filter { $0.rule == .inferredType }.count == 3)
        #expect(!fallback.diagnostics.contains { $0.rule == .customType })
    }

    /// Mode files: a file whose name (or folder) says `dark` and that defines tokens again is their dark
    /// appearance, the other files the default light, one note saying so; was the later file silently winning.
    @Test(arguments: ["tokens/modes/dark.json", "tokens/color.dark.json", "tokens/Dark/colors.json"])
    func aDarkModeFileIsTheDarkAppearance(_ darkPath: String) throws {
        let base = #"""
            {"color": {"base": {"white": {"value": "#ffffff"}, "black": {"value": "#000000"}},
              "bg": {"value": "{ color.base.white.value }"}, "fg": {"value": "{color.base.black.value}", "type": "color"}}}
            """#
        let dark = #"""
            {"color": {"bg": {"value": "{color.base.black.value}"}, "fg": {"value": "{color.base.white.value}"},
              "only-dark": {"value": "#101010"}}}
            """#
        let result = Support.compile([("tokens/colors.json", base), (darkPath, dark)], lint: Support.lintOff)
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(Support.errors(result).isEmpty)
        #expect(model.modifiers.map(\.name) == ["appearance"])
        let darkContext = [Context(modifier: "appearance", name: "dark")]
        let bg = try #require(model.token(at: TokenPath(dotted: "color.bg")))
        #expect(bg.value == .color(ValueDecoder.parseHex("#ffffff")!))
        #expect(bg.value(in: darkContext) == .color(ValueDecoder.parseHex("#000000")!))
        #expect(
            model.token(at: TokenPath(dotted: "color.fg"))?.value(in: darkContext)
                == .color(ValueDecoder.parseHex("#ffffff")!))
        // What only the dark file defines is a token of its own.
        #expect(Support.value(result, "color.only-dark") == .color(ValueDecoder.parseHex("#101010")!))
        #expect(!result.diagnostics.contains { $0.rule == .duplicateToken && $0.severity != .note })
        let note = try #require(result.diagnostics.first { $0.severity == .note && $0.rule == .duplicateToken })
        #expect(note.message.contains("\(darkPath) (2 tokens)"))
    }

    /// A file called dark that redefines nothing, or dark only above the files' common folder, is a file.
    @Test func aFileNamedDarkThatRedefinesNothingIsAFile() throws {
        let files = [
            ("dark/tokens/a.json", #"{"a": {"$type": "number", "$value": 1}}"#),
            ("dark/tokens/b.json", #"{"a": {"$type": "number", "$value": 2}}"#),
            ("dark/tokens/dark.json", #"{"palette": {"dark": {"$type": "number", "$value": 3}}}"#),
        ]
        let result = Support.compile(files, lint: Support.lintOff)
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(model.modifiers.isEmpty)
        #expect(Support.value(result, "a") == .number(2))
        #expect(result.diagnostics.contains { $0.rule == .duplicateToken && $0.severity == .warning })
    }

    /// A gradient in a `color` token, as Style Dictionary passes it through, is text CSS writes as it is, its
    /// references filled in; one that names no token is a located warning, not silently written.
    @Test func aGradientInAColorTokenIsTextWithItsReferences() throws {
        let json = #"""
            {"c": {"a": {"value": "#ff0000", "type": "color"}},
             "wash": {"value": "linear-gradient(90deg, {c.a.value} 0%, {c.gone} 100%)", "type": "color"}}
            """#
        let result = Support.compile([("tokens.json", json)], lint: Support.lintOff)
        let model = try #require(result.model, "\(Support.render(result))")
        let found = result.diagnostics.filter { $0.rule != .sourceFormat }
        #expect(found.map(\.rule) == [.cssColor, .embeddedAlias], "\(Support.render(result))")
        #expect(found.allSatisfy { $0.location?.line == 2 })
        let css = try #require(CSSEmitter.emit(EmitContext(model)).css)
        #expect(css.contains("--wash: \"linear-gradient(90deg, #ff0000 0%, {c.gone} 100%)\";"), "\(css)")
        #expect(Support.compile([("tokens.json", json)], strict: true).hasErrors)
    }

    /// The shapes of real files read here, mutated as the Figma readers are (``FigmaFuzzTests``): mode files,
    /// `darkValue`, spaces inside braces, an inferred type that falls back, a gradient in a color, an early draft's
    /// `calc()` and `none`. No crash, every error located.
    @Test func mutatedFilesOfTheseShapesNeverCrash() throws {
        let files = [
            (
                "t/colors.json",
                ##"{"color": {"base": {"white": {"value": "#ffffff"}, "black": {"value": "#000000"}}, "bg": {"value": "{ color.base.white.value }", "darkValue": "{color.base.black.value}"}, "wash": {"value": "linear-gradient({color.bg.value}, white)", "type": "color"}}, "size": {"s": {"value": "4"}, "fluid": {"value": "calc({size.s} * 2)"}}}"##
            ),
            ("t/modes/dark.json", #"{"color": {"bg": {"value": "{color.base.black.value}"}}}"#),
            (
                "t/draft.json",
                #"{"space": {"$type": "dimension", "a": {"$value": "8px"}, "b": {"$value": "calc({space.a} + 2px)"}}, "motion": {"$type": "transition", "none": {"$value": "none"}}}"#
            ),
        ]
        try FigmaFuzzTests.fuzz(files, seed: 0x5D_F11E5)
    }

    /// A type only the category gave falls back when the value is not of it: text for a string or number, the
    /// category as a custom type for a list; a warning each, so the build goes on (an error under --strict-dtcg).
    @Test func anInferredTypeFallsBackWhenTheValueIsNotOfIt() throws {
        let json = #"""
            {"size": {"base": {"value": "16"}, "fluid": {"value": "calc(1rem + 2vw)"}, "stack": {"value": [1, 2]}},
             "color": {"plain": {"value": "rebeccapurple"}, "wash": {"value": "linear-gradient(red, blue)"}}}
            """#
        let result = Support.compile([("tokens.json", json)], lint: Support.lintOff)
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(model.token(at: TokenPath(dotted: "size.base"))?.type == .dimension)
        #expect(model.token(at: TokenPath(dotted: "size.fluid"))?.value == .string("calc(1rem + 2vw)"))
        #expect(model.token(at: TokenPath(dotted: "color.plain"))?.type == .color)
        #expect(model.token(at: TokenPath(dotted: "color.wash"))?.value == .string("linear-gradient(red, blue)"))
        #expect(model.token(at: TokenPath(dotted: "size.stack"))?.type == .custom)
        // The list in CSS, where a list of plain values is a comma-separated one; Swift leaves it out.
        let css = try #require(CSSEmitter.emit(EmitContext(model)).css)
        #expect(css.contains("--size-stack: 1, 2;"), "\(css)")
        #expect(SwiftEmitter.emit(EmitContext(model)).source?.contains("stack") == false)
        let fallbacks = result.diagnostics.filter { $0.message.contains("has no type, and its value is not a") }
        #expect(fallbacks.count == 3 && fallbacks.allSatisfy { $0.rule == .inferredType && $0.severity == .warning })
        #expect(Support.compile([("tokens.json", json)], strict: true).hasErrors)
    }

    /// `{ color.accent }` in any value is `{color.accent}` with a warning (an error under --strict-dtcg);
    /// descriptions are text.
    @Test func spacesInsideBracesAreTrimmedWithAWarning() throws {
        let json = #"""
            {"color": {"$type": "color", "accent": {"$value": "#3366ff"},
              "link": {"$value": "{ color.accent }", "$description": "{ stays as written }"},
              "mode": {"$value": "#ffffff", "$extensions": {"mode": {"dark": "{color.accent }"}}}}}
            """#
        let result = Support.compile([("tokens.json", json)], lint: Support.lintOff)
        let model = try #require(result.model, "\(Support.render(result))")
        #expect(result.diagnostics.filter { $0.rule == .referenceSpaces }.count == 2)
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.location != nil })
        #expect(model.token(at: TokenPath(dotted: "color.link"))?.aliasOf == TokenPath(dotted: "color.accent"))
        #expect(model.token(at: TokenPath(dotted: "color.link"))?.description == "{ stays as written }")
        let strict = Support.compile([("tokens.json", json)], strict: true, lint: Support.lintOff)
        #expect(strict.diagnostics.contains { $0.rule == .referenceSpaces && $0.severity == .error })
    }
}

/// Style Dictionary's own examples in ../shared/corpus/style-dictionary.
@Suite(
    "Style Dictionary's examples in ../shared/corpus",
    .enabled(if: Corpus.root != nil, "set TOKENC_CORPUS to the corpus folder"))
struct StyleDictionaryCorpusTests {
    static let examples = [
        "basic", "complete", "advanced/custom-transforms", "advanced/variables-in-outputs",
        "advanced/multi-brand-multi-platform",
    ]

    static func compile(_ example: String) -> Pipeline.Result {
        let (files, bag) = InputDiscovery.load(
            ["style-dictionary/\(example)/tokens"], relativeTo: Corpus.root!, displayBase: Corpus.root!)
        #expect(bag.diagnostics.isEmpty)
        #expect(!files.isEmpty, "no token files in style-dictionary/\(example)/tokens")
        return Pipeline.compile(.classify(files), options: Pipeline.Options(lint: Support.lintOff))
    }

    @Test(arguments: examples)
    func buildsWithZeroErrors(_ example: String) throws {
        let result = Self.compile(example)
        #expect(
            !result.hasErrors, "\(Support.render(result).split(separator: "\n").prefix(12).joined(separator: "\n"))")
        #expect(result.diagnostics.allSatisfy { $0.location != nil })
        #expect((result.model?.tokens.count ?? 0) > 10)
    }

    /// Every color and size equals what Style Dictionary's `css/variables` writes for it with the `css` transform
    /// group, derived here from its documented transforms applied to the files as written: `name/kebab`,
    /// `color/css` (a hex color is lowercase `#rrggbb`), `size/rem` (a size without a unit gets `rem`, one with a
    /// unit keeps it); references resolved (`outputReferences` off, the default).
    @Test(arguments: ["complete", "advanced/multi-brand-multi-platform", "advanced/variables-in-outputs"])
    func colorsAndSizesEqualStyleDictionarysCSS(_ example: String) throws {
        let model = try #require(Self.compile(example).model)
        let css = try #require(
            CSSEmitter.emit(EmitContext(model), options: CSSEmitter.Options(inlinesAliases: true)).bytes)
        var written: [String: String] = [:]
        for line in String(decoding: css, as: UTF8.self).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":"),
                written[String(trimmed[..<colon])] == nil
            else { continue }
            written[String(trimmed[..<colon])] = String(trimmed[trimmed.index(after: colon)...].dropLast())
                .trimmingCharacters(in: .whitespaces)
        }
        let expected = try Self.styleDictionaryCSS(example)
        #expect(expected.count > 10)
        var compared = 0
        for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(written[name] == value, "\(example): \(name)")
            compared += 1
        }
        #expect(compared == expected.count)
    }

    /// `--name: value` for every color and size token, as Style Dictionary's documented transforms write them.
    static func styleDictionaryCSS(_ example: String) throws -> [String: String] {
        var tokens: [String: (value: Any, type: String?)] = [:]
        let folder = Corpus.root!.appendingPathComponent("style-dictionary/\(example)/tokens")
        let files = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".json")
        }.sorted()
        #expect(!files.isEmpty, "no token files in \(folder.path)")
        func walk(_ node: Any, _ path: [String]) {
            guard let object = node as? [String: Any] else { return }
            if let value = object["value"] {
                tokens[path.joined(separator: ".")] = (value, object["type"] as? String)
                return
            }
            for (key, child) in object { walk(child, path + [key]) }
        }
        for file in files {
            walk(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file))), [])
        }
        func resolve(_ value: Any, depth: Int = 0) -> Any {
            guard let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}"), depth < 20 else {
                return value
            }
            var path = String(text.dropFirst().dropLast())
            if path.hasSuffix(".value") { path.removeLast(".value".count) }
            return tokens[path].map { resolve($0.value, depth: depth + 1) } ?? value
        }
        func kebab(_ path: String) -> String {
            var out = ""
            for character in path {
                if character == "." || character == "_" || character == " " {
                    out += "-"
                } else if character.isUppercase, let last = out.last, last.isLowercase || last.isNumber {
                    out += "-" + character.lowercased()
                } else {
                    out += character.lowercased()
                }
            }
            return "--" + out
        }
        var result: [String: String] = [:]
        for (path, token) in tokens {
            let value = resolve(token.value)
            let category = path.split(separator: ".").first.map(String.init)
            let type = token.type ?? (category == "color" ? "color" : category == "size" ? "dimension" : nil)
            let text = value as? String ?? (value as? NSNumber).map { "\($0)" } ?? ""
            switch type {
            case "color" where text.hasPrefix("#") && text.count == 7:
                result[kebab(path)] = text.lowercased()
            case "dimension", "fontSize":
                if let number = Double(text) {
                    result[kebab(path)] = JSONValue.format(number) + "rem"
                } else {
                    result[kebab(path)] = text
                }
            default:
                continue
            }
        }
        return result
    }

}
