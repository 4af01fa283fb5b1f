import Foundation
import Testing

@testable import TokencCore

/// A small token set of one type (plus what it references), for per-type goldens.
enum SwiftFixtures {
    static let px = #"{"value": 2, "unit": "px"}"#
    static let colors = """
        "color": {"$type": "color",
          "ink": {"$value": "#1c1c1e", "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": "#f2f2f7"}}}}},
          "brand": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.15, 250]}, "$description": "Brand blue, written in OKLCH."},
          "faint": {"$value": {"colorSpace": "display-p3", "components": [1, 0.5, 0], "alpha": 0.25}},
          "link": {"$value": "{color.brand}", "$deprecated": "Use color.brand."}}
        """

    static let sets: [(TokenType, String)] = [
        (.color, "{\(colors)}"),
        (
            .dimension,
            #"{"space": {"$type": "dimension", "sm": {"$value": {"value": 8, "unit": "px"}}, "lg": {"$value": {"value": 1.5, "unit": "rem"}, "$description": "Large gap."}, "gap": {"$value": "{space.sm}"}}}"#
        ),
        (
            .duration,
            #"{"time": {"$type": "duration", "quick": {"$value": {"value": 150, "unit": "ms"}}, "slow": {"$value": {"value": 1.2, "unit": "s"}}}}"#
        ),
        (
            .cubicBezier,
            #"{"ease": {"$type": "cubicBezier", "standard": {"$value": [0.2, 0, 0, 1]}, "default": {"$value": "{ease.standard}"}}}"#
        ),
        (.number, #"{"opacity": {"$type": "number", "disabled": {"$value": 0.38}, "big": {"$value": 1234567}}}"#),
        (
            .fontFamily,
            #"{"family": {"$type": "fontFamily", "body": {"$value": ["Inter", "system-ui"]}, "mono": {"$value": "SF Mono"}}}"#
        ),
        (.fontWeight, #"{"weight": {"$type": "fontWeight", "bold": {"$value": "bold"}, "book": {"$value": 450}}}"#),
        (
            .strokeStyle,
            #"{"stroke": {"$type": "strokeStyle", "plain": {"$value": "solid"}, "dots": {"$value": {"dashArray": [{"value": 1, "unit": "px"}, {"value": 3, "unit": "px"}], "lineCap": "round"}}}}"#
        ),
        (
            .border,
            "{\(colors), \"border\": {\"$type\": \"border\", \"focus\": {\"$value\": {\"color\": \"{color.ink}\", \"width\": \(px), \"style\": \"dashed\"}}}}"
        ),
        (
            .transition,
            #"{"motion": {"fade": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 50, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1]}}}}"#
        ),
        (
            .shadow,
            "{\(colors), \"shadow\": {\"$type\": \"shadow\", \"soft\": {\"$value\": {\"color\": \"{color.ink}\", \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": \(px), \"blur\": {\"value\": 8, \"unit\": \"px\"}, \"spread\": {\"value\": 1, \"unit\": \"px\"}}}, \"stack\": {\"$value\": [\"{shadow.soft}\", {\"color\": \"#00000033\", \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": {\"value\": 1, \"unit\": \"px\"}, \"blur\": {\"value\": 2, \"unit\": \"px\"}, \"spread\": {\"value\": 0, \"unit\": \"px\"}, \"inset\": true}]}}}"
        ),
        (
            .gradient,
            "{\(colors), \"gradient\": {\"$type\": \"gradient\", \"fade\": {\"$value\": [{\"color\": \"{color.ink}\", \"position\": 0}, {\"color\": \"#ffffff00\", \"position\": 1}]}}}"
        ),
        (
            .typography,
            #"{"type": {"$type": "typography", "body": {"$value": {"fontFamily": ["SF Pro", "system-ui"], "fontSize": {"value": 17, "unit": "px"}, "fontWeight": "regular", "letterSpacing": {"value": -0.4, "unit": "px"}, "lineHeight": 1.3}, "$extensions": {"dev.tokenc": {"textStyle": "body"}}}, "brand": {"$value": {"fontFamily": "Avenir Next", "fontSize": {"value": 28, "unit": "px"}, "fontWeight": 600, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.1}}}}"#
        ),
        (
            .spring,
            #"{"spring": {"$type": "spring", "interactive": {"$value": {"response": 0.3, "dampingFraction": 0.7}}, "smooth": {"$value": {"duration": {"value": 500, "unit": "ms"}, "bounce": 0}}, "sheet": {"$value": {"mass": 1, "stiffness": 170, "damping": 26, "blendDuration": 0.1}}, "selection": {"$value": "{spring.interactive}"}}}"#
        ),
        (
            .material,
            #"{"material": {"$type": "material", "card": {"$value": "regular"}, "chrome": {"$value": "bar"}, "regular": {"$value": "{material.card}"}}}"#
        ),
        (
            .blur,
            #"{"size": {"$type": "dimension", "r": {"$value": {"value": 12, "unit": "px"}}}, "blur": {"$type": "blur", "soft": {"$value": {"radius": "{size.r}"}}, "chrome": {"$value": {"radius": {"value": 20, "unit": "px"}, "progressive": {"direction": "bottom", "startOffset": 0.25}}}, "same": {"$value": "{blur.chrome}"}}}"#
        ),
        (
            .glass,
            "{\(colors), \"glass\": {\"$type\": \"glass\", \"plain\": {\"$value\": \"regular\"}, \"tinted\": {\"$value\": {\"variant\": \"regular\", \"tint\": \"{color.ink}\", \"interactive\": true, \"fallback\": \"thin\"}}}}"
        ),
    ]

    static func emit(
        _ json: String, namespace: String = "DesignTokens", options: SwiftEmitter.Options = SwiftEmitter.Options()
    ) throws -> (source: String, diagnostics: [Diagnostic]) {
        let result = Support.compile(json: json)
        #expect(!result.hasErrors, "\(Support.render(result))")
        let model = try #require(result.model)
        let output = SwiftEmitter.emit(EmitContext(model, swiftNamespace: namespace), options: options)
        return (try #require(output.source, "\(output.diagnostics)"), output.diagnostics)
    }

    static func file(_ name: String) throws -> String {
        try String(contentsOf: Support.fixtures.appendingPathComponent(name), encoding: .utf8)
    }
}

@Suite("Swift output")
struct SwiftEmitterTests {
    @Test(arguments: [
        ("font-size", "fontSize", "FontSize"), ("FONT-SIZE", "fontSize", "FontSize"),
        ("Button background", "buttonBackground", "ButtonBackground"),
        ("500", "_500", "_500"), ("default", "`default`", "Default"), ("größe", "größe", "Größe"),
        ("café au lait", "caféAuLait", "CaféAuLait"), ("ÉCOLE", "école", "École"), ("色", "色", "色"),
        ("ßig", "ßig", "ßig"), ("cafe\u{301}", "café", "Café"), ("🔠 desktop", "desktop", "Desktop"),
        ("🎨", "u1F3A8", "U1F3A8"), ("$root", "root", "Root"),
        ("groupedBackground", "groupedBackground", "GroupedBackground"),
        ("URL", "url", "Url"), ("self", "selfToken", "SelfGroup"), ("type", "type", "TypeGroup"),
        ("init", "initToken", "Init"), ("class", "`class`", "Class"), ("a.b", "aB", "AB"),
        // Rule 0: what carries meaning is spelled.
        ("sm+", "smPlus", "SmPlus"), ("+", "plus", "Plus"), ("-1", "minus1", "Minus1"), ("space-1", "space1", "Space1"),
        ("1,5x", "_1p5x", "_1p5x"), ("1_5x", "_1p5x", "_1p5x"), ("15x", "_15x", "_15x"), ("1-5", "_15", "_15"),
        ("_size", "_size", "_Size"), ("_500", "_500", "_500"), ("size_lg", "sizeLg", "SizeLg"),
    ])
    func namesFollowTheDocumentedRule(_ name: String, _ member: String, _ type: String) {
        #expect(SwiftNaming.member(name) == member)
        #expect(SwiftNaming.type(name) == type)
    }

    /// The one-pass ASCII naming (Swift and CSS) and the fast doc-comment path agree with the general rules
    /// they shortcut.
    @Test func fastPathsAgreeWithTheGeneralRules() {
        let pieces = ["a", "B", "cd", "EF", "gH", "Ij", "0", "42", "-", "_", " ", ".", "$", "URL", "x2Y", "9a"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let name = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            for upper in [false, true] {
                let hasWords = name.contains { $0.isLetter || $0.isNumber }
                #expect(
                    SwiftNaming.asciiCamel(name, upperFirst: upper)
                        == (hasWords ? SwiftNaming.camel(SwiftNaming.words(name), upperFirst: upper) : nil), "\(name)")
            }
            let spelled = SwiftNaming.spelled(name)
            let fragment = SwiftNaming.words(spelled).map { "-" + $0.lowercased() }.joined()
            #expect(
                CSSNaming.fragment(name)
                    == (name.hasPrefix("_") && !fragment.hasPrefix("-_") ? "-_" + fragment.dropFirst() : fragment),
                "\(name)")
            let path = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                [name, "$root", "é", "ok"].randomElement(using: &generator)!
            }
            let camel = SwiftNaming.camel(
                path.flatMap { SwiftNaming.words($0 == "$root" ? "root" : SwiftNaming.spelled($0)) }, upperFirst: false)
            #expect(
                SwiftNaming.joined(path)
                    == SwiftNaming.escape(path[0].hasPrefix("_") && !camel.hasPrefix("_") ? "_" + camel : camel),
                "\(path)")
            #expect(TokenPath(path).description == path.joined(separator: "."))
            #expect(SwiftNaming.isKeyword(name) == SwiftNaming.keywords.contains(name), "\(name)")
        }
        #expect(SwiftNaming.keywords.allSatisfy(SwiftNaming.isKeyword))
        let lines = [
            "plain line", " leading", "trailing ", "", "   ", "tab\there", "bidi \u{202E}evil",
            String(repeating: "word ", count: 30), String(repeating: "x", count: 130), "cr\rin", "é accent",
            "é  two spaces", "ünïcödé " + String(repeating: "é", count: 100), "zero\u{200B}width", "c1 \u{85} control",
        ]
        for _ in 0..<500 {
            let paragraph = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                lines.randomElement(using: &generator)!
            }.joined(separator: "\n")
            var writer = SwiftWriter()
            writer.doc([paragraph])
            let expected = SwiftLiteral.commentLines(paragraph).map { ($0.isEmpty ? "///" : "/// " + $0) + "\n" }
                .joined()
            #expect(String(decoding: writer.bytes, as: UTF8.self) == expected, "\(paragraph.debugDescription)")
        }
        // The swatch's Base64 and the descriptions' numbers, written without Foundation's encoder and the general
        // number printer.
        for count in 0..<64 {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var encoded: [UInt8] = []
            Base64.append(bytes, to: &encoded)
            #expect(String(decoding: encoded, as: UTF8.self) == Data(bytes).base64EncodedString())
        }
        let specials = [
            0, -0.0, 0.0004, -0.0004, 0.0005, 1e10, 1e13, -1e16, 1e300, .infinity, -.infinity, .nan, 123_456.789_5,
        ]
        for value in specials
            + (0..<2_000).map({ _ in
                Double.random(in: -1...1, using: &generator) * pow(10, Double.random(in: -4...14, using: &generator))
            })
        {
            #expect(ValueDescription.number(value) == JSONValue.format((value * 1000).rounded() / 1000), "\(value)")
        }
        // Swift number literals with few decimals are written without the general printer.
        for _ in 0..<4_000 {
            let decimals = Double(Int.random(in: 0...8, using: &generator))
            let value =
                (Double.random(in: -100_000...100_000, using: &generator) * pow(10, decimals)).rounded()
                / pow(10, decimals)
            guard value != value.rounded(), abs(value) >= 1e-4 else { continue }
            #expect(SwiftLiteral.number(value) == "\(value)", "\(value)")
        }
    }

    /// `style: extensions`: sizes are `CGFloat` statics named by their whole path (`spaceM`) and typography `Font`
    /// statics beside the namespace, never taking the type's own names (`Font.body`); the file type-checks.
    @Test func theExtensionsStyleAddsCGFloatAndFontStatics() throws {
        let json = """
            {"space": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}},
                       "zero": {"$value": {"value": 0, "unit": "px"}}},
             "text": {"$type": "typography", "body": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 17, "unit": "px"},
               "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}}},
             "color": {"$type": "color", "accent": {"$value": "#0a84ff"}}}
            """
        var options = SwiftEmitter.Options()
        options.extensionStyle = true
        let (source, _) = try SwiftFixtures.emit(json, options: options)
        #expect(source.contains("extension CGFloat {") && source.contains("public static var spaceM: CGFloat {"))
        #expect(source.contains("public static var spaceZero: CGFloat {"))
        #expect(
            source.contains("extension SwiftUI.Font {") && source.contains("public static var textBody: SwiftUI.Font {")
        )
        #expect(!(try SwiftFixtures.emit(json).source.contains("extension CGFloat")))
        Support.assertGolden(source, "swift/extensions-style.swift")
        let typecheck = SwiftToolchain.typecheck(["T.swift": source], stub: true)
        #expect(typecheck.status == 0, "\(typecheck.output.prefix(2_000))")
    }

    @Test(arguments: SwiftFixtures.sets.map(\.0))
    func eachTypeMatchesItsGolden(_ type: TokenType) throws {
        let json = SwiftFixtures.sets.first { $0.0 == type }!.1
        let (source, _) = try SwiftFixtures.emit(json)
        Support.assertGolden(source, "swift/\(type.rawValue).swift")
    }

    @Test func collisionsAreMadeDistinctWithOneWarningPerPair() throws {
        let result = Support.compile(
            json: #"{"size": {"$type": "number", "font-size": {"$value": 1}, "FONT_SIZE": {"$value": 2}}}"#)
        let output = SwiftEmitter.emit(EmitContext(try #require(result.model)))
        let source = try #require(output.source)
        #expect(
            source.contains("static var fontSize: Double { 2 }")
                && source.contains("static var fontSizeAlt: Double { 1 }"))
        #expect(output.diagnostics.map(\.rule) == [.swiftName])
        #expect(output.diagnostics.first?.severity == .warning)
        #expect(
            output.diagnostics.first?.message
                == "token 'size.font-size' and token 'size.FONT_SIZE' both make the Swift name 'fontSize'; 'size.FONT_SIZE' keeps it and 'size.font-size' is 'fontSizeAlt'"
        )
        #expect(output.diagnostics.first?.notes.first?.location != nil)
        // Two groups that make one type: one warning for the pair, not one per token.
        let groups = Support.compile(
            json:
                #"{"a-b": {"$type": "number", "x": {"$value": 1}, "z": {"$value": 3}}, "A_B": {"$type": "number", "y": {"$value": 2}}}"#
        )
        let grouped = SwiftEmitter.emit(EmitContext(try #require(groups.model)))
        #expect(grouped.diagnostics.map(\.rule) == [.swiftName])
        #expect(grouped.source?.contains("enum AB {") == true && grouped.source?.contains("enum ABAlt {") == true)
    }

    @Test func groupsNamedLikeGeneratedTypesAreRenamedWithAWarning() throws {
        for (json, renamed) in [
            (#"{"color-value": {"$type": "number", "x": {"$value": 1}}}"#, "ColorValueAlt"),
            (#"{"design tokens": {"$type": "number", "x": {"$value": 1}}}"#, "DesignTokensAlt"),
            (#"{"double": {"$type": "number", "x": {"$value": 1}}}"#, "DoubleAlt"),
        ] {
            let result = Support.compile(json: json)
            let output = SwiftEmitter.emit(EmitContext(try #require(result.model)))
            #expect(output.diagnostics.map(\.rule) == [.swiftName], "\(json)")
            #expect(output.diagnostics.allSatisfy { $0.severity == .warning })
            #expect(output.source?.contains("enum \(renamed) {") == true, "\(json)")
        }
    }

    @Test func spreadAndOutOfGamutColorsWarn() throws {
        let (_, diagnostics) = try SwiftFixtures.emit(SwiftFixtures.sets.first { $0.0 == .shadow }!.1)
        #expect(diagnostics.contains { $0.rule == .swiftOutput && $0.message.contains("spread") })
        let (_, clamped) = try SwiftFixtures.emit(
            #"{"c": {"$type": "color", "$value": {"colorSpace": "rec2020", "components": [0, 1, 0]}}}"#)
        #expect(clamped.contains { $0.message.contains("outside Display P3") })
    }

    /// Computed statics compile in about half the time of stored ones; swatch images in doc comments are opt-in
    /// (`swift: { swatches: true }`), since nobody has shown Xcode's Quick Help drawing `data:` images.
    @Test func tokensAreComputedStaticsAndSwatchesAreAnOption() throws {
        let json = "{\(SwiftFixtures.colors)}"
        let plain = try SwiftFixtures.emit(json).source
        #expect(
            plain.contains("public static var ink: DesignTokens.ColorValue {")
                && !plain.contains("public static let ink"))
        #expect(!plain.contains("data:image/svg+xml;base64,"))
        let withSwatches = try SwiftFixtures.emit(json, options: SwiftEmitter.Options(swatches: true)).source
        #expect(withSwatches.components(separatedBy: "data:image/svg+xml;base64,").count - 1 == 4)
        // The swatch paragraph (a `///` line and the image) is all that differs.
        var lines = withSwatches.split(separator: "\n", omittingEmptySubsequences: false)
        while let image = lines.firstIndex(where: { $0.contains("/// ![#") }) {
            #expect(lines[image - 1].trimmingCharacters(in: .whitespaces) == "///")
            lines.removeSubrange((image - 1)...image)
        }
        #expect(lines.joined(separator: "\n") == plain)
        let directory = URL(fileURLWithPath: "/tmp")
        var diagnostics = DiagnosticBag()
        let config = ProjectConfig.load(
            SourceFile(
                path: "tokenc.yaml", format: .yaml,
                bytes: Array("sources: [t]\nswift: { output: a.swift, swatches: true }\n".utf8)), directory: directory,
            diagnostics: &diagnostics)
        #expect(config?.swift?.swatches == true, "\(diagnostics.diagnostics)")
    }

    @Test func aliasesStayReferences() throws {
        let (source, _) = try SwiftFixtures.emit(SwiftFixtures.sets.first { $0.0 == .spring }!.1)
        #expect(
            source.contains("public static var selection: DesignTokens.SpringValue { DesignTokens.Spring.interactive }")
        )
        let (colors, _) = try SwiftFixtures.emit("{\(SwiftFixtures.colors)}")
        #expect(colors.contains("@available(*, deprecated, message: \"Use color.brand.\")"))
        #expect(colors.contains("public static var link: DesignTokens.ColorValue { DesignTokens.Color.brand }"))
    }

    @Test func accessAndSwiftUIAreOptions() throws {
        let json = SwiftFixtures.sets.first { $0.0 == .dimension }!.1
        let (internalSource, _) = try SwiftFixtures.emit(
            json, namespace: "Theme", options: SwiftEmitter.Options(isPublic: false, includesSwiftUI: false))
        #expect(!internalSource.contains("public "))
        #expect(internalSource.contains("enum Theme {"))
        #expect(!internalSource.contains("canImport(SwiftUI)"))
    }

    /// The same input gives the same bytes; other key order, the same declarations in that order.
    @Test func outputIsDeterministicAndFollowsKeyOrder() throws {
        let json = SwiftFixtures.sets.first { $0.0 == .glass }!.1
        let (first, _) = try SwiftFixtures.emit(json)
        let (second, _) = try SwiftFixtures.emit(json)
        #expect(first == second)
        let reordered = """
            {"glass": {"tinted": {"$value": {"fallback": "thin", "interactive": true, "tint": "{color.ink}", "variant": "regular"}}, "plain": {"$value": "regular"}, "$type": "glass"},
             "color": {"link": {"$deprecated": "Use color.brand.", "$value": "{color.brand}"}, "faint": {"$value": {"alpha": 0.25, "components": [1, 0.5, 0], "colorSpace": "display-p3"}},
                       "brand": {"$description": "Brand blue, written in OKLCH.", "$value": {"components": [0.7, 0.15, 250], "colorSpace": "oklch"}},
                       "ink": {"$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": "#f2f2f7"}}}}, "$value": "#1c1c1e"}, "$type": "color"}}
            """
        let other = try SwiftFixtures.emit(reordered).source
        #expect(other != first)
        #expect(other.split(separator: "\n").sorted() == first.split(separator: "\n").sorted())
        let glass = try #require(other.range(of: "enum Glass {"))
        let color = try #require(other.range(of: "enum Color {"))
        #expect(glass.lowerBound < color.lowerBound)
        let link = try #require(other.range(of: "var link:"))
        let brand = try #require(other.range(of: "var brand:"))
        #expect(link.lowerBound < brand.lowerBound)
    }

    @Test func hostileNamesAndStringsCannotInjectCode() throws {
        let (source, _) = try SwiftFixtures.emit(try SwiftFixtures.file("swift/hostile.tokens.json"))
        Support.assertGolden(source, "swift/hostile.swift")
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.contains("evil()") || trimmed.contains("injected") || trimmed.contains("#warning") {
                #expect(trimmed.hasPrefix("///") || trimmed.hasPrefix("@available"), "\(line)")
            }
        }
        #expect(!source.contains("\u{2028}"))
        #expect(!source.contains("\u{202E}"))
        #expect(source.contains(#""Evil\"); fatalError(\"""#))
        #expect(source.contains(#""\\(boom)""#))
    }

    /// Declarations are laid out in runs of 512 tokens and copied into the enums afterwards: with groups that
    /// start and end inside runs and across run boundaries, every declaration must land once, in order, inside
    /// its own enums, with its own doc comment.
    @Test func declarationsLandInTheirOwnEnumsAcrossRuns() throws {
        var groups: [String] = []
        var expected: [(enums: [String], member: String, path: String)] = []
        for top in 0..<3 {
            var members: [String] = []
            for inner in 0..<(top == 1 ? 1 : 3) {
                let count = [700, 130, 520][(top + inner) % 3]
                let tokens = (0..<count).map { #""t\#($0)": {"$value": {"value": \#($0), "unit": "px"}}"# }
                members.append("\"s\(inner)\": {\(tokens.joined(separator: ", "))}")
                for index in 0..<count {
                    expected.append((["G\(top)", "S\(inner)"], "t\(index)", "g\(top).s\(inner).t\(index)"))
                }
            }
            members.append(#""lone": {"$value": {"value": 1, "unit": "px"}}"#)
            expected.append((["G\(top)"], "lone", "g\(top).lone"))
            groups.append("\"g\(top)\": {\"$type\": \"dimension\", \(members.joined(separator: ", "))}")
        }
        groups.append(#""root": {"$type": "number", "$value": 3}"#)
        expected.append(([], "root", "root"))
        // The model keeps the order written, as this list does.
        let (source, _) = try SwiftFixtures.emit(
            "{" + groups.joined(separator: ", ") + "}", options: SwiftEmitter.Options(includesSwiftUI: false))

        var enums: [String] = []
        var lastPath: String?
        var found: [(enums: [String], member: String, path: String)] = []
        for line in source.split(separator: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("public enum "), code.hasSuffix(" {") {
                enums.append(String(code.dropFirst("public enum ".count).dropLast(2)))
            } else if code == "}" {
                enums.removeLast()
            } else if code.hasPrefix("/// - Token: `") {
                lastPath = String(code.dropFirst("/// - Token: `".count).dropLast())
            } else if code.hasPrefix("public static var "), enums.first == "DesignTokens", !enums.contains("{var}") {
                let member = String(code.dropFirst("public static var ".count).prefix { $0 != ":" })
                // A value too long for one line is a block of its own.
                defer { if code.hasSuffix(" {") { enums.append("{var}") } }
                let indent = line.prefix { $0 == " " }.count
                #expect(indent == enums.count * 4, "\(line)")
                found.append((Array(enums.dropFirst()), member, lastPath ?? "?"))
                lastPath = nil
            }
        }
        #expect(found.count == expected.count)
        for (got, want) in zip(found, expected)
        where got.enums != want.enums || got.member != want.member || got.path != want.path {
            Issue.record("expected \(want), got \(got)")
            break
        }
    }

    @Test func expressionsBreakOnlyWhereTheyAreWiderThanTheLine() {
        func layout(_ expression: SwiftExpression, width: Int) -> String {
            var bytes: [UInt8] = []
            expression.write(prefix: "let x = ", indent: 4, width: width, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        let call = SwiftExpression.call("Value", [("red", .code("0.5")), (nil, .array([.code("1"), .code("2")]))])
        #expect(call.flat == "Value(red: 0.5, [1, 2])")
        #expect(layout(call, width: 35) == "    let x = Value(red: 0.5, [1, 2])")
        #expect(layout(call, width: 34) == "    let x = Value(\n        red: 0.5,\n        [1, 2]\n    )")
        // A nested array breaks too when even its own line is too wide; every element then takes a comma.
        #expect(
            layout(call, width: 13)
                == "    let x = Value(\n        red: 0.5,\n        [\n            1,\n            2,\n        ]\n    )")
        // Width counts Unicode scalars, not bytes: the line's 22 scalars fit in 22 although they take 27 bytes.
        let accented = SwiftExpression.call("f", [(nil, .code("\"ééééé\""))])
        #expect(layout(accented, width: 22) == "    let x = f(\"ééééé\")")
        #expect(layout(accented, width: 21) == "    let x = f(\n        \"ééééé\"\n    )")
        // Code that cannot break stays on its line.
        #expect(layout(.code("veryLongName"), width: 5) == "    let x = veryLongName")
    }
}

extension SwiftLiteral {
    /// Comment lines from free text, one line per line of the text (``appendLine(_:width:to:)``), trailing blank
    /// lines dropped: the plain form the writer's doc comments are checked against.
    static func commentLines(_ text: String, width: Int = commentWidth) -> [String] {
        var lines: [String] = []
        // Lines end at a line feed byte, as the writer's do (not at the grapheme "\r\n").
        for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            appendLine(Substring(line), width: width, to: &lines)
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}
