import Foundation
import Testing

@testable import TokencCore

/// The `xcassets` output: color sets as Apple's Asset Catalog Format Reference describes them, appearances from
/// the resolver's contexts, Xcode's own formatting, stale color sets removed.
@Suite("Asset catalog output")
struct AssetCatalogTests {
    /// Checks one `Contents.json` against the Asset Catalog Format Reference: the keys each object may have,
    /// the catalog's info, color sets' idioms, color spaces, components and appearances, folders' properties.
    static func validate(_ path: String, _ bytes: [UInt8]) throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], "\(path)")
        let info = try #require(root["info"] as? [String: Any], "\(path): info")
        #expect(info["author"] is String && (info["version"] as? Int) == 1, "\(path)")
        if path.hasSuffix(".colorset/Contents.json") {
            #expect(Set(root.keys) == ["colors", "info"], "\(path)")
            let colors = try #require(root["colors"] as? [[String: Any]], "\(path)")
            #expect(!colors.isEmpty)
            var seen = Set<String>()
            for entry in colors {
                #expect(Set(entry.keys).isSubset(of: ["appearances", "color", "idiom"]), "\(path)")
                #expect(entry["idiom"] as? String == "universal")
                let appearances = (entry["appearances"] as? [[String: String]]) ?? []
                for appearance in appearances {
                    switch appearance["appearance"] {
                    case "luminosity": #expect(["light", "dark"].contains(appearance["value"] ?? ""), "\(path)")
                    case "contrast": #expect(appearance["value"] == "high", "\(path)")
                    default: Issue.record("\(path): appearance \(appearance)")
                    }
                }
                // No two entries for the same appearances.
                #expect(
                    seen.insert(
                        appearances.map { "\($0["appearance"]!)=\($0["value"]!)" }.sorted().joined(separator: ",")
                    ).inserted, "\(path)")
                let color = try #require(entry["color"] as? [String: Any], "\(path)")
                let space = try #require(color["color-space"] as? String)
                #expect(
                    ["srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "gray-gamma-22", "extended-gray"]
                        .contains(space), "\(path): \(space)")
                let components = try #require(color["components"] as? [String: String], "\(path)")
                #expect(Set(components.keys) == ["red", "green", "blue", "alpha"], "\(path)")
                for (name, text) in components {
                    // Xcode's three input modes: floating point ("0.478"), 8-bit integer ("122"), 8-bit hex ("0x7A").
                    if text.hasPrefix("0x") || !text.contains(".") {
                        let value = try #require(
                            text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : Int(text),
                            "\(path): \(name) \(text)")
                        #expect((0...255).contains(value), "\(path): \(name) \(text)")
                        continue
                    }
                    let value = try #require(Double(text), "\(path): \(name) \(text)")
                    if !space.hasPrefix("extended") || name == "alpha" {
                        #expect((0...1).contains(value), "\(path): \(name) \(text)")
                    }
                    #expect(
                        text.split(separator: ".").last.map { $0.count >= 3 } == true,
                        "\(path): \(text) as Xcode writes it")
                }
            }
        } else {
            #expect(Set(root.keys).isSubset(of: ["info", "properties"]), "\(path)")
            if let properties = root["properties"] as? [String: Any] {
                #expect(properties["provides-namespace"] as? Bool == true, "\(path)")
            }
        }
    }

    /// A color set's entries as (appearances, space, red, green, blue, alpha), reading components in every
    /// form Xcode writes them: floating point (`"0.478"`), 8-bit integers (`"122"`) and 8-bit hex (`"0x7A"`).
    static func parseColorSet(_ bytes: [UInt8]) throws -> [(appearances: [String], space: String, components: [Double])]
    {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let colors = try #require(root["colors"] as? [[String: Any]])
        return try colors.map { entry in
            let appearances = ((entry["appearances"] as? [[String: String]]) ?? []).map {
                "\($0["appearance"]!)=\($0["value"]!)"
            }.sorted()
            let color = try #require(entry["color"] as? [String: Any])
            let components = try #require(color["components"] as? [String: String])
            let values = try ["red", "green", "blue", "alpha"].map { name -> Double in
                let text = try #require(components[name])
                if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
                if !text.contains("."), let value = Int(text) { return Double(value) / 255 }
                return try #require(Double(text), "\(text)")
            }
            return (appearances, try #require(color["color-space"] as? String), values)
        }
    }

    /// The same light/dark color set as Xcode writes it in each of its three component input modes (the
    /// formatting Xcode 16 saves, typed here: there is no Xcode on Linux), and as tokenc writes it: all four
    /// parse to the same colors, within the three-decimal rounding of Xcode's floating-point mode.
    @Test func xcodesComponentFormsParseAlike() throws {
        func set(_ light: [String], _ dark: [String]) -> String {
            func color(_ c: [String]) -> String {
                "\"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"\(c[2])\",\n          \"green\" : \"\(c[1])\",\n          \"red\" : \"\(c[0])\"\n        }\n      }"
            }
            return
                "{\n  \"colors\" : [\n    {\n      \(color(light)),\n      \"idiom\" : \"universal\"\n    },\n    {\n      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }\n      ],\n      \(color(dark)),\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        }
        let forms = [
            set(["0.000", "0.478", "1.000"], ["0.039", "0.518", "1.000"]),
            set(["0", "122", "255"], ["10", "132", "255"]),
            set(["0x00", "0x7A", "0xFF"], ["0x0A", "0x84", "0xFF"]),
        ]
        let json =
            ##"{"tint": {"$type": "color", "$value": "#007AFF", "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": "#0A84FF"}}}}}}"##
        let model = try #require(Support.compile(json: json).model)
        let ours = try #require(
            AssetCatalogEmitter.emit(model).files.first { $0.path == "tint.colorset/Contents.json" }
        ).bytes
        let expected = try Self.parseColorSet(ours)
        #expect(expected.map(\.appearances) == [[], ["luminosity=dark"]])
        for form in forms {
            try Self.validate("tint.colorset/Contents.json", Array(form.utf8))
            let parsed = try Self.parseColorSet(Array(form.utf8))
            #expect(
                parsed.map(\.appearances) == expected.map(\.appearances) && parsed.map(\.space) == expected.map(\.space)
            )
            for (theirs, mine) in zip(parsed, expected) {
                #expect(
                    zip(theirs.components, mine.components).allSatisfy { abs($0 - $1) <= 0.0006 },
                    "\(theirs.components) vs \(mine.components)")
            }
        }
    }

    static func referenceModel() throws -> TokenModel {
        try #require(
            Project(
                config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
                displayBase: Support.packageRoot
            ).compile().model)
    }

    /// Every file, in order, for a golden.
    static func listing(_ files: [AssetCatalogEmitter.File]) -> String {
        files.map { "=== \($0.path)\n" + String(decoding: $0.bytes, as: UTF8.self) }.joined()
    }

    @Test func theReferenceSystemsCatalog() throws {
        let model = try Self.referenceModel()
        let (files, diagnostics) = AssetCatalogEmitter.emit(model)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        Support.assertGolden(Self.listing(files), "xcassets/reference.txt")
        for file in files { try Self.validate(file.path, file.bytes) }
        #expect(
            files.count == 1 + 3 + model.tokens.count { $0.type == .color },
            "the catalog, color/, color/palette/ and color/shadow/, a set per color")
        // The tint: light (Any), dark, increased contrast, dark with increased contrast, from the four permutations.
        let tint = try #require(files.first { $0.path == "color/tint.colorset/Contents.json" })
        let colors = try #require(
            (try JSONSerialization.jsonObject(with: Data(tint.bytes)) as? [String: Any])?["colors"] as? [[String: Any]])
        let reds = colors.map { (($0["color"] as? [String: Any])?["components"] as? [String: String])?["red"] }
        #expect(reds == ["0.000", "0.039", "0.000", "0.039"])
        // The same bytes twice.
        #expect(Self.listing(AssetCatalogEmitter.emit(model).files) == Self.listing(files))
    }

    /// A color set as Xcode 16 writes one for Any, Dark and High Contrast appearances (typed from Xcode's
    /// output; there is no Xcode on Linux): tokenc's writer gives the same bytes for the same JSON, and the
    /// validator reads both the same way.
    static let xcodeWritten = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "display-p3",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.129",
                  "green" : "0.702",
                  "red" : "1.000"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "display-p3",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.275",
                  "green" : "0.757",
                  "red" : "1.000"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    @Test func xcodesFormattingIsReproduced() throws {
        try Self.validate("accent.colorset/Contents.json", Array(Self.xcodeWritten.utf8))
        var ignored = DiagnosticBag()
        let parsed = try #require(
            JSONReader(dialect: .strict).read(Array(Self.xcodeWritten.utf8), file: 0, diagnostics: &ignored))
        #expect(String(decoding: XcodeJSON.render(Self.jsonValue(parsed)), as: UTF8.self) == Self.xcodeWritten)
        // tokenc's set for a display-p3 amber with a dark variant has Xcode's entries, spaces and components.
        let json =
            ##"{"accent": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0.702, 0.129]}, "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": {"colorSpace": "display-p3", "components": [1, 0.757, 0.275]}}}}}}}"##
        let model = try #require(Support.compile(json: json).model)
        let (files, _) = AssetCatalogEmitter.emit(model)
        let set = try #require(files.first { $0.path == "accent.colorset/Contents.json" })
        #expect(
            String(decoding: set.bytes, as: UTF8.self)
                == Self.xcodeWritten.replacingOccurrences(of: "\"xcode\"", with: "\"tokenc\""))
    }

    static func jsonValue(_ node: Node) -> JSONValue {
        switch node.kind {
        case .object(let members): .object(members.map { ($0.key, jsonValue($0.value)) })
        case .array(let elements): .array(elements.map(jsonValue))
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }

    @Test func spacesNamesAndWhatCannotBeExpressed() throws {
        let fixture = ResolverFixture(
            resolver: """
                {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
                 "modifiers": {
                   "theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}], "dim": [{"$ref": "dim.tokens.json"}]}, "default": "light"},
                   "density": {"contexts": {"regular": [], "compact": [{"$ref": "compact.tokens.json"}]}, "default": "regular"}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]}
                """,
            files: [
                "base.tokens.json": ##"""
                {"color": {"$type": "color", "ink": {"$value": "#112233"},
                  "wide": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.3, 30]}},
                  "linear": {"$value": {"colorSpace": "srgb-linear", "components": [0.5, 0.2, 0.1]}},
                  "a/b": {"$value": "#000000"},
                  "brand": {"$root": {"$value": "#ff0000"}, "muted": {"$value": "#aa0000"}}}}
                """##,
                "dark.tokens.json": ##"{"color": {"ink": {"$value": "#EEEEEE"}}}"##,
                "dim.tokens.json": ##"{"color": {"ink": {"$value": "#888888"}}}"##,
                "compact.tokens.json": ##"{"color": {"ink": {"$value": "#000000"}}}"##,
            ])
        let result = fixture.compile()
        let model = try #require(result.model)
        let (files, diagnostics) = AssetCatalogEmitter.emit(model)
        for file in files { try Self.validate(file.path, file.bytes) }
        let rendered = DiagnosticRenderer(limit: 0).render(diagnostics, sources: result.sources)
        Support.assertGolden(rendered, "xcassets/diagnostics.txt")
        #expect(
            rendered.contains("t.resolver.json:3:"), "the dim context is located in the resolver document: \(rendered)")
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .note], "\(rendered)")
        let paths = Set(files.map(\.path))
        #expect(
            paths.isSuperset(of: [
                "color/a-b.colorset/Contents.json", "color/brand.colorset/Contents.json",
                "color/brand/muted.colorset/Contents.json", "color/brand/Contents.json",
            ]), "\(paths.sorted())")
        #expect(
            String(decoding: files.first { $0.path == "color/linear.colorset/Contents.json" }!.bytes, as: UTF8.self)
                .contains("\"extended-linear-srgb\""))
        #expect(
            String(decoding: files.first { $0.path == "color/wide.colorset/Contents.json" }!.bytes, as: UTF8.self)
                .contains("\"display-p3\""))
        #expect(
            AssetCatalogEmitter.component(0.5) == "0.500" && AssetCatalogEmitter.component(0.03921568) == "0.039216"
                && AssetCatalogEmitter.component(0.1234) == "0.1234")
    }

    /// `--strict-dtcg` changes what compiles, not the catalog of what does.
    @Test func strictModeLeavesTheCatalogAlone() throws {
        let json =
            ##"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}, "text": {"$value": "{color.ink}"}}}"##
        let plain = try #require(Support.compile(json: json).model)
        let strict = try #require(Support.compile(json: json, strict: true).model)
        #expect(
            Self.listing(AssetCatalogEmitter.emit(plain).files) == Self.listing(AssetCatalogEmitter.emit(strict).files))
    }

    @Test func buildWritesTheCatalogAndRemovesStaleColorSets() throws {
        let cli = try CLI()
        try cli.write(
            "tokens/colors.tokens.json",
            ##"{"color": {"$type": "color", "ink": {"$value": "#112233"}, "brand": {"primary": {"$value": "#ff0000"}}}}"##
        )
        try cli.write("tokenc.yaml", "sources: [tokens]\nxcassets: { output: out/Tokens.xcassets }\n")
        let first = try cli.run(["build"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(cli.read("out/Tokens.xcassets/color/brand/primary.colorset/Contents.json") != nil)
        // A color set someone made by hand in the same catalog is theirs.
        try cli.write(
            "out/Tokens.xcassets/Mine.colorset/Contents.json",
            "{\n  \"colors\" : [],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        try cli.write("tokens/colors.tokens.json", ##"{"color": {"$type": "color", "ink": {"$value": "#112233"}}}"##)
        let second = try cli.run(["build"])
        #expect(second.status == 0, "\(second.stderr)")
        let root = cli.directory.appendingPathComponent("out/Tokens.xcassets")
        #expect(
            !FileManager.default.fileExists(atPath: root.appendingPathComponent("color/brand").path),
            "the empty group folder goes too")
        #expect(cli.read("out/Tokens.xcassets/color/ink.colorset/Contents.json") != nil)
        #expect(cli.read("out/Tokens.xcassets/Mine.colorset/Contents.json") != nil)
        #expect(try cli.run(["check"]).status == 0)

        try cli.write("tokenc.yaml", "sources: [tokens]\nxcassets: { output: out/Tokens, luminosity: look }\n")
        let bad = try cli.run(["build"])
        #expect(
            bad.status == 1
                && bad.stderr.contains(
                    "tokenc.yaml:2:21: error: 'output' of 'xcassets' must be a folder ending in .xcassets"),
            "\(bad.stderr)")
        try cli.write("tokenc.yaml", "sources: [tokens]\nxcassets: { output: out/Tokens.xcassets, luminosity: look }\n")
        let unknown = try cli.run(["build"])
        #expect(
            unknown.status == 1
                && unknown.stderr.contains(
                    "tokenc.yaml:2:54: error: xcassets names the modifier 'look', which the tokens do not have"),
            "\(unknown.stderr)")
    }
}
