import Foundation
import Testing

@testable import TokencCore

/// Legal names that make one Swift or CSS name never block a build: the shapes real repositories have (case-only
/// twins, decimal commas and underscores in steps, `+` and negative steps, Figma's `_` helpers, emoji groups, a
/// group named like the namespace) build with distinct names, one warning per pair, whatever the file order.
@Suite("Names that collide")
struct NameCollisionTests {
    static let figma = """
        {
          "shadow": { "$type": "dimension", "sm": { "$value": { "value": 2, "unit": "px" } } },
          "Shadow": { "$type": "color", "ink": { "$value": "#000000" } },
          "scale": { "$type": "number", "1,5x": { "$value": 1.5 }, "15x": { "$value": 15 }, "1_5x": { "$value": 1.5 } },
          "space": {
            "$type": "dimension",
            "sm+": { "$value": { "value": 6, "unit": "px" } }, "sm": { "$value": { "value": 4, "unit": "px" } },
            "-1": { "$value": { "value": -4, "unit": "px" } }, "1": { "$value": { "value": 4, "unit": "px" } }
          }
        }
        """
    static let helpers = """
        {
          "_size": { "$type": "dimension", "m": { "$value": { "value": 24, "unit": "px" } } },
          "size": { "$type": "dimension", "m": { "$value": "{_size.m}" } },
          "🔠 desktop": { "$type": "number", "h1": { "$value": 32 } },
          "desktop": { "$type": "number", "h1": { "$value": 28 } },
          "DesignTokens": { "$type": "number", "x": { "$value": 1 } }
        }
        """

    static func outputs(_ files: [(String, String)]) throws -> (
        swift: SwiftEmitter.Output, css: CSSEmitter.Output, model: TokenModel
    ) {
        let result = Support.compile(files, lint: Support.lintOff)
        #expect(!result.hasErrors, "\(Support.render(result))")
        let model = try #require(result.model)
        return (SwiftEmitter.emit(EmitContext(model)), CSSEmitter.emit(EmitContext(model)), model)
    }

    @Test func everyNameIsDistinctAndEachPairIsOneWarning() throws {
        let (swift, css, model) = try Self.outputs([("a.tokens.json", Self.figma), ("b.tokens.json", Self.helpers)])
        #expect(!swift.diagnostics.contains { $0.severity == .error }, "\(swift.diagnostics)")
        #expect(!css.diagnostics.contains { $0.severity == .error }, "\(css.diagnostics)")
        let source = try #require(swift.source)
        let stylesheet = try #require(css.css)

        let context = EmitContext(model)
        let swiftNames = context.names.swiftQualified.compactMap { $0 }
        #expect(swiftNames.count == model.tokens.count)
        #expect(Set(swiftNames).count == swiftNames.count, "\(swiftNames.sorted())")
        let cssNames = css.names.compactMap { $0 }
        #expect(cssNames.count == model.tokens.count)
        #expect(Set(cssNames).count == cssNames.count, "\(cssNames.sorted())")

        // The scheme keeps what the names mean: sm+ and -1 are words, 1,5x is not 15x, _size keeps its `_`.
        for name in [
            "static var smPlus", "static var sm:", "static var minus1", "static var _1:", "static var _15x",
            "static var _1p5x", "enum _Size {", "enum Size {",
        ] {
            #expect(source.contains(name), "\(name)")
        }
        for name in [
            "--space-sm-plus:", "--space-minus-1:", "--space-1:", "--scale-15x:", "--scale-1p5x:", "--_size-m:",
        ] {
            #expect(stylesheet.contains(name), "\(name)")
        }
        // What still collides, one warning each: Shadow/shadow (types), 1,5x/1_5x (both 1.5), 🔠 desktop/desktop
        // (the emoji is dropped), and the group named like the namespace.
        let swiftWarnings = swift.diagnostics.filter { $0.rule == .swiftName }
        #expect(swiftWarnings.count == 4, "\(swiftWarnings.map(\.message))")
        #expect(swiftWarnings.allSatisfy { $0.severity == .warning && $0.location != nil })
        #expect(swiftWarnings.filter { !$0.message.contains("needs for itself") }.allSatisfy { $0.notes.count == 1 })
        #expect(source.contains("enum DesignTokensAlt {"))

        let run = SwiftToolchain.typecheck(["DesignTokens.swift": source], stub: true)
        #expect(run.status == 0, "\(run.output.prefix(2_000))")
        if CSSParser.available { #expect(CSSParser.errors(stylesheet).isEmpty) }
    }

    /// The naming table of SwiftOutput.md, each kind of collision with its one warning, and overrides, as a
    /// golden: every token's path, Swift name and CSS property, then what naming reported, located.
    @Test func theNamingTableMatchesItsGolden() throws {
        let table = """
            {
              "space": {
                "$type": "number",
                "sm": { "$value": 1 }, "sm+": { "$value": 2 }, "1": { "$value": 3 }, "-1": { "$value": 4 },
                "15x": { "$value": 5 }, "1,5x": { "$value": 6 }, "1_5x": { "$value": 7 },
                "size": { "$value": 8 }, "_size": { "$value": 9 },
                "space-1": { "$value": 10 }, "size_lg": { "$value": 11 }, "font-size": { "$value": 12 },
                "größe": { "$value": 13 }, "grosse": { "$value": 14 }, "café au lait": { "$value": 15 },
                "色": { "$value": 16 }, "🎨": { "$value": 17 }, "self": { "$value": 18 }, "class": { "$value": 19 },
                "default": { "$value": 20 }, "URL": { "$value": 21 }
              },
              "shadow": { "$type": "number", "sm": { "$value": 1 } },
              "Shadow": { "$type": "number", "sm": { "$value": 2 } },
              "🔠 desktop": { "$type": "number", "h1": { "$value": 32 } },
              "desktop": { "$type": "number", "h1": { "$value": 28 } },
              "DesignTokens": { "$type": "number", "x": { "$value": 1 } },
              "Double": { "$type": "number", "x": { "$value": 1 } },
              "step": { "$type": "number", "1,5x": { "a": { "$value": 1 } }, "1_5x": { "$value": 2 } },
              "motion": {
                "$type": "number",
                "ease": { "$type": "spring", "$value": { "response": 0.3, "dampingFraction": 0.8 } },
                "ease-duration": { "$value": 300 }
              },
              "surface": {
                "$type": "color",
                "$extensions": { "dev.tokenc": { "swiftName": "Backdrop", "cssName": "bg" } },
                "raised": { "$value": "#ffffff" }
              },
              "brand": {
                "$type": "color",
                "primary": {
                  "$value": "#0a84ff",
                  "$extensions": { "dev.tokenc": { "swiftName": "brandPrimary", "cssName": "--ds-brand" } }
                }
              }
            }
            """
        let result = Support.compile(json: table)
        let model = try #require(result.model, "\(Support.render(result))")
        let context = EmitContext(model)
        var lines = model.tokens.indices.map { index in
            [
                model.tokens[index].path.description, context.names.swiftQualified[index] ?? "-",
                context.names.css[index] ?? "-",
            ].joined(separator: " | ")
        }
        for diagnostic in context.names.swiftDiagnostics.diagnostics + context.names.cssDiagnostics.diagnostics {
            let place = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
            lines.append("\(place) \(diagnostic.severity) [\(diagnostic.rule)] \(diagnostic.message)")
        }
        Support.assertGolden(lines.joined(separator: "\n") + "\n", "names/table.txt")
        let source = try #require(SwiftEmitter.emit(context).source)
        let run = SwiftToolchain.typecheck(["DesignTokens.swift": source], stub: true)
        #expect(run.status == 0, "\(run.output.prefix(2_000))")
    }

    @Test func theSameInputGivesTheSameNamesWhateverTheFileOrder() throws {
        let forward = try Self.outputs([("a.tokens.json", Self.figma), ("b.tokens.json", Self.helpers)])
        let backward = try Self.outputs([("b.tokens.json", Self.helpers), ("a.tokens.json", Self.figma)])
        // Every token has the same names; the outputs list the same lines (in the order of the files).
        func names(_ model: TokenModel) -> [TokenPath: [String?]] {
            let names = EmitContext(model).names
            return Dictionary(
                uniqueKeysWithValues: model.tokens.indices.map {
                    (model.tokens[$0].path, [names.swiftQualified[$0], names.css[$0]])
                })
        }
        #expect(names(forward.model) == names(backward.model))
        func lines(_ text: String?) -> [Substring] { (text ?? "").split(separator: "\n").dropFirst().sorted() }
        #expect(lines(forward.swift.source) == lines(backward.swift.source))
        #expect(lines(forward.css.css) == lines(backward.css.css))
        #expect(forward.swift.diagnostics.map(\.message).sorted() == backward.swift.diagnostics.map(\.message).sorted())
    }
}

/// Names from a grammar of the legal characters real files use: for any set of distinct paths, every Swift and
/// CSS name is distinct, the Swift type-checks, and the names do not depend on the order of the files.
@Suite("Names: a property test")
struct NamePropertyTests {
    /// Pieces names are made of: case, digits, decimal commas and underscores, signs, symbols, emoji, non-ASCII
    /// letters, leading `_` and `-`, and names like the namespace or a generated type.
    static let pieces = [
        "a", "A", "shadow", "Shadow", "SHADOW", "1", "-1", "1,5x", "15x", "1_5x", "sm", "sm+", "+", "_size", "size",
        "🔠 desktop", "desktop", "🔠", "DesignTokens", "design tokens", "ColorValue", "Double", "größe", "grosse", "é",
        "x-2", "x2", "X_2", "self", "class", "Type", "100%", "a b", "a/b", "a&b", "-", "_",
    ]

    /// Up to `count` token paths under two top-level groups, none the prefix of another.
    static func paths(seed: UInt64, count: Int) -> [[String]] {
        var generator = SeededGenerator(state: seed)
        var tokens: Set<[String]> = []
        var groups: Set<[String]> = []
        for _ in 0..<count {
            let depth = Int.random(in: 1...3, using: &generator)
            let path =
                [Bool.random(using: &generator) ? "one" : "two"]
                + (0..<depth).map { _ in pieces.randomElement(using: &generator)! }
            let prefixes = (1..<path.count).map { Array(path[..<$0]) }
            guard !tokens.contains(path), !groups.contains(path), !prefixes.contains(where: tokens.contains) else {
                continue
            }
            tokens.insert(path)
            groups.formUnion(prefixes)
        }
        return tokens.sorted { $0.joined(separator: "\u{0}") < $1.joined(separator: "\u{0}") }
    }

    /// The paths of one top-level group as a token file.
    static func file(_ paths: [[String]], top: String) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func object(_ paths: [[String]], depth: Int) -> String {
            var keys: [String] = []
            for path in paths where !keys.contains(path[depth]) { keys.append(path[depth]) }
            let members = keys.map { key -> String in
                let below = paths.filter { $0[depth] == key }
                if below.count == 1, below[0].count == depth + 1 {
                    return quoted(key) + ": {\"$value\": \(depth)}"
                }
                return quoted(key) + ": " + object(below, depth: depth + 1)
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
        let mine = paths.filter { $0[0] == top }
        return "{" + quoted(top) + ": {\"$type\": \"number\", " + object(mine, depth: 1).dropFirst()
            + (mine.isEmpty ? "}" : "") + "}"
    }

    @Test(arguments: Array(1...12) as [UInt64])
    func distinctPathsGetDistinctStableNames(_ seed: UInt64) throws {
        let paths = Self.paths(seed: seed, count: 120)
        let files = [
            ("one.tokens.json", Self.file(paths, top: "one")), ("two.tokens.json", Self.file(paths, top: "two")),
        ]
        let forward = Support.compile(files, lint: Support.lintOff)
        #expect(!forward.hasErrors, "seed \(seed): \(Support.render(forward))")
        let model = try #require(forward.model)
        #expect(model.tokens.count == paths.count, "seed \(seed)")
        let context = EmitContext(model)
        let swiftNames = context.names.swiftQualified
        #expect(swiftNames.allSatisfy { $0 != nil } && Set(swiftNames).count == swiftNames.count, "seed \(seed)")
        let cssNames = context.names.css
        #expect(cssNames.allSatisfy { $0 != nil } && Set(cssNames).count == cssNames.count, "seed \(seed)")

        let swift = SwiftEmitter.emit(context)
        let source = try #require(swift.source, "seed \(seed): \(swift.diagnostics)")
        #expect(swift.diagnostics.allSatisfy { $0.severity != .error })
        let css = CSSEmitter.emit(context)
        #expect(css.css != nil, "seed \(seed): \(css.diagnostics)")

        let backward = try #require(Support.compile(files.reversed(), lint: Support.lintOff).model)
        let again = EmitContext(backward)
        for (index, token) in backward.tokens.enumerated() {
            let before = try #require(model.index(of: token.path))
            #expect(
                again.names.swiftQualified[index] == swiftNames[before] && again.names.css[index] == cssNames[before],
                "seed \(seed): \(token.path)")
        }

        let run = SwiftToolchain.typecheck(["DesignTokens.swift": source], stub: true)
        #expect(run.status == 0, "seed \(seed): \(run.output.prefix(2_000))")
    }
}

/// A team chooses a token's names in `$extensions["dev.tokenc"]`: `swiftName` and `cssName`.
@Suite("Names a team chooses")
struct NameOverrideTests {
    static func outputs(_ json: String) throws -> (swift: SwiftEmitter.Output, css: CSSEmitter.Output) {
        let result = Support.compile(json: json)
        #expect(!result.hasErrors, "\(Support.render(result))")
        let context = EmitContext(try #require(result.model))
        return (SwiftEmitter.emit(context), CSSEmitter.emit(context))
    }

    @Test func overridesNameTheSwiftAndTheCSS() throws {
        let (swift, css) = try Self.outputs(
            ##"{"color": {"$type": "color", "brand": {"primary": {"$value": "#3366ff", "$extensions": {"dev.tokenc": {"swiftName": "accent", "cssName": "--ds-accent"}}}}, "size": {"$type": "number", "x": {"$value": 1, "$extensions": {"dev.tokenc": {"cssName": "size-x-chosen"}}}}}}"##
        )
        #expect(swift.diagnostics.isEmpty && css.diagnostics.isEmpty, "\(swift.diagnostics) \(css.diagnostics)")
        #expect(swift.source?.contains("static var accent: DesignTokens.ColorValue") == true)
        #expect(css.css?.contains("  --ds-accent: #3366ff;") == true, "\(css.css ?? "")")
        #expect(css.css?.contains("  --size-x-chosen: 1;") == true)
        #expect(css.names.contains("--ds-accent"))
    }

    @Test func aGroupNamesItsTypeAndItsTokensPrefix() throws {
        let (swift, css) = try Self.outputs(
            ##"{"color": {"$type": "color", "brand": {"$extensions": {"dev.tokenc": {"swiftName": "Palette", "cssName": "ds"}}, "primary": {"$value": "#3366ff"}, "on": {"primary": {"$value": "#ffffff"}}}}}"##
        )
        #expect(swift.diagnostics.isEmpty && css.diagnostics.isEmpty, "\(swift.diagnostics) \(css.diagnostics)")
        let source = try #require(swift.source)
        #expect(source.contains("enum Palette {") && !source.contains("enum Brand"), "\(source)")
        let stylesheet = try #require(css.css)
        #expect(stylesheet.contains("  --ds-primary: #3366ff;") && stylesheet.contains("  --ds-on-primary: #ffffff;"))
        let run = SwiftToolchain.typecheck(["DesignTokens.swift": source], stub: true)
        #expect(run.status == 0, "\(run.output.prefix(2_000))")
    }

    @Test func aGroupOverrideThatCollidesOrIsInvalidIsAnErrorAtIt() throws {
        // `Size` is the sibling group's type; `--size` gives `zone.a` the property `size.a` has (an override that
        // comes first in path order takes the name, and the other moves, as for tokens).
        let taken = try #require(
            Support.compile(
                json:
                    ##"{"size": {"$type": "number", "a": {"$value": 1}}, "zone": {"$type": "number", "$extensions": {"dev.tokenc": {"swiftName": "Size", "cssName": "--size"}}, "a": {"$value": 2}}}"##
            ).model)
        let swift = SwiftEmitter.emit(EmitContext(taken))
        #expect(swift.source == nil)
        #expect(swift.diagnostics.map(\.rule) == [.swiftName] && swift.diagnostics[0].severity == .error)
        #expect(swift.diagnostics.first?.location?.column == 123, "\(String(describing: swift.diagnostics.first))")
        let css = CSSEmitter.emit(EmitContext(taken))
        #expect(css.css == nil)
        #expect(
            css.diagnostics.map(\.message) == [
                #""cssName" of a group gives 'zone.a' the CSS property '--size-a', already a CSS property of 'size.a'"#
            ])
        #expect(css.diagnostics.first?.location?.column == 142, "\(String(describing: css.diagnostics.first))")

        let invalid = try #require(
            Support.compile(
                json:
                    ##"{"brand": {"$type": "number", "$extensions": {"dev.tokenc": {"swiftName": "2x", "cssName": "a b"}}, "a": {"$value": 2}, "b": {"$value": 3}}}"##
            ).model)
        #expect(SwiftEmitter.emit(EmitContext(invalid)).diagnostics.map(\.severity) == [.error])
        #expect(CSSEmitter.emit(EmitContext(invalid)).diagnostics.map(\.severity) == [.error])
    }

    @Test func anOverrideThatCollidesOrIsInvalidIsAnErrorAtTheOverride() throws {
        let taken = Support.compile(
            json:
                #"{"size": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2, "$extensions": {"dev.tokenc": {"swiftName": "a", "cssName": "--size-a"}}}}}"#
        )
        let model = try #require(taken.model)
        let swift = SwiftEmitter.emit(EmitContext(model))
        #expect(swift.source == nil)
        #expect(
            swift.diagnostics.map(\.message) == [
                #""swiftName" 'a' of 'size.b' is already the Swift name of token 'size.a'"#
            ])
        #expect(
            swift.diagnostics.first?.location?.column == 113, "\(String(describing: swift.diagnostics.first?.location))"
        )
        let css = CSSEmitter.emit(EmitContext(model))
        #expect(css.css == nil)
        #expect(
            css.diagnostics.map(\.message) == [
                #""cssName" '--size-a' of 'size.b' makes '--size-a', already a CSS property of 'size.a'"#
            ])

        let invalid = try #require(
            Support.compile(
                json:
                    #"{"size": {"$type": "number", "b": {"$value": 2, "$extensions": {"dev.tokenc": {"swiftName": "2x", "cssName": "a b"}}}, "c": {"$value": 3, "$extensions": {"dev.tokenc": {"swiftName": "self"}}}, "d": {"$value": 4, "$extensions": {"dev.tokenc": {"swiftName": "class"}}}, "class": {"$value": 5}}}"#
            ).model)
        // `2x` is no identifier, `self` cannot follow a dot, and `class` is taken by the token named so.
        #expect(
            SwiftEmitter.emit(EmitContext(invalid)).diagnostics.map(\.rule) == [.swiftName, .swiftName, .swiftName])
        #expect(CSSEmitter.emit(EmitContext(invalid)).diagnostics.map(\.rule) == [.cssName])
    }
}
