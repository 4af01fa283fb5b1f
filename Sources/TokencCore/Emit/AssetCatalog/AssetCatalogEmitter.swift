import Foundation

/// Writes an Xcode asset catalog (`.xcassets`) with a color set per color token, as Apple's Asset Catalog Format
/// Reference describes it: folders by token group, each with `provides-namespace` so that `color.label` is the
/// asset `color/label`; the resolver's light/dark contexts become `luminosity` appearances and its increased
/// contrast context the `contrast: high` appearance, so the color switches with the system on every OS version,
/// in UIKit, widgets and Interface Builder too.
///
/// The modifiers are found by name (`appearance`, `colorScheme`, `theme`, `mode` with contexts named light and
/// dark; `contrast` with `high`/`increased`) unless the config names them. A context they cannot map, and a
/// color that varies by a modifier a catalog cannot express, are located warnings. Components stay in the
/// token's space when a catalog has it (sRGB, extended sRGB, extended linear sRGB, Display P3); colors in other
/// spaces are converted to sRGB or Display P3 (a note says how many).
package enum AssetCatalogEmitter {
    /// The `xcassets` section.
    package struct Options: Sendable {
        /// The modifier that is light or dark; nil: found by name.
        package var luminosityModifier: String?
        /// The modifier that is standard or increased contrast; nil: found by name.
        package var contrastModifier: String?

        package init(luminosityModifier: String? = nil, contrastModifier: String? = nil) {
            self.luminosityModifier = luminosityModifier
            self.contrastModifier = contrastModifier
        }
    }

    /// One file of the catalog, by its path inside the `.xcassets` folder.
    package struct File: Sendable {
        package var path: String
        package var bytes: [UInt8]
    }

    /// The catalog's author, which also marks color sets tokenc may remove when their token is gone.
    static let author = "tokenc"

    static let info: JSONValue = .object([("author", .string(author)), ("version", .number(1))])

    /// How the catalog's appearances map to the model's contexts.
    struct Appearances {
        /// The light and dark contexts' selections (empty for a default context), when there is a light/dark modifier.
        var light: [Context] = []
        var dark: [Context]?
        /// The increased-contrast context, when there is a contrast modifier.
        var high: [Context]?
        /// Modifiers the catalog expresses.
        var mapped: Set<String> = []
    }

    package static func emit(_ model: TokenModel, options: Options = Options()) -> (
        files: [File], diagnostics: [Diagnostic]
    ) {
        var bag = DiagnosticBag()
        let appearances = map(model, options: options, diagnostics: &bag)
        var files = [File(path: "Contents.json", bytes: XcodeJSON.render(.object([("info", info)])))]
        var folders = Set<String>()
        var converted: [Int] = []
        var unexpressed: [String: [Int]] = [:]
        let names = assetNames(model)
        for (index, token) in model.tokens.enumerated() where token.type == .color {
            let name = names[index]!
            var folder = ""
            for component in name.split(separator: "/").dropLast() {
                folder += component + "/"
                if folders.insert(folder).inserted {
                    files.append(
                        File(
                            path: folder + "Contents.json",
                            bytes: XcodeJSON.render(
                                .object([
                                    ("info", info), ("properties", .object([("provides-namespace", .bool(true))])),
                                ]))))
                }
            }
            var entries: [JSONValue] = []
            var wasConverted = false
            for (selection, marks) in variants(appearances) {
                guard case .color(let color) = token.value(in: selection) else { continue }
                let (json, isConverted) = colorJSON(color)
                wasConverted = wasConverted || isConverted
                var members: [(String, JSONValue)] = [("color", json), ("idiom", .string("universal"))]
                if !marks.isEmpty { members.append(("appearances", .array(marks))) }
                entries.append(.object(members))
            }
            if wasConverted { converted.append(index) }
            for contextValue in token.contextValues {
                for context in contextValue.contexts where !appearances.mapped.contains(context.modifier) {
                    if unexpressed[context.modifier]?.last != index {
                        unexpressed[context.modifier, default: []].append(index)
                    }
                }
            }
            files.append(
                File(
                    path: name + ".colorset/Contents.json",
                    bytes: XcodeJSON.render(.object([("colors", .array(entries)), ("info", info)]))))
        }
        for modifier in model.modifiers where unexpressed[modifier.name] != nil {
            let tokens = unexpressed[modifier.name]!
            let first = model.tokens[tokens[0]]
            let many = tokens.count > 1
            bag.warning(
                .xcassetsOutput,
                "\(many ? "\(tokens.count) colors (\(first.path) first) vary" : "\(first.path) varies") by \(modifier.name), which an asset catalog cannot express; the catalog has \(many ? "their values" : "its value") in \(modifier.name)=\(modifier.defaultContext)",
                at: first.valueLocation)
        }
        if let first = converted.first {
            let token = model.tokens[first]
            let many = converted.count > 1
            bag.append(
                Diagnostic(
                    .note, .xcassetsOutput,
                    "\(many ? "\(converted.count) colors are" : "\(token.path) is") in a space asset catalogs lack (\(many ? "\(token.path): " : "")\(colorSpaceName(token))); the catalog has \(many ? "them" : "it") in sRGB, or in Display P3 beyond sRGB",
                    at: token.valueLocation))
        }
        return (files, bag.diagnostics)
    }

    /// Each color token's asset name (`color/palette/blue`: its folders, which provide namespaces, and its
    /// set), by token index: what `Color("…", bundle:)` looks up. A group's `$root` token is the group's own
    /// set; names that would clash after `/` and `:` are replaced get a number.
    package static func assetNames(_ model: TokenModel) -> [Int: String] {
        var names: [Int: String] = [:]
        var used = Set<String>()
        for (index, token) in model.tokens.enumerated() where token.type == .color {
            var components = token.path.components.map(assetName)
            if components.last == "$root", components.count > 1 { components.removeLast() }
            names[index] = MarkdownEmitter.unique(components.joined(separator: "/"), in: &used, suffix: "")
        }
        return names
    }

    /// Each color set entry: the selection it shows and its appearances. "Any" is the light (or only) look.
    static func variants(_ appearances: Appearances) -> [(selection: [Context], marks: [JSONValue])] {
        let luminosity = { (value: String) -> JSONValue in
            .object([("appearance", .string("luminosity")), ("value", .string(value))])
        }
        let contrast: JSONValue = .object([("appearance", .string("contrast")), ("value", .string("high"))])
        var result: [([Context], [JSONValue])] = [(appearances.light, [])]
        if let dark = appearances.dark { result.append((dark, [luminosity("dark")])) }
        if let high = appearances.high {
            result.append((appearances.light + high, [contrast]))
            if let dark = appearances.dark { result.append((dark + high, [luminosity("dark"), contrast])) }
        }
        return result
    }

    /// Finds the light/dark and contrast modifiers and their contexts; warns about contexts with no catalog
    /// appearance.
    static func map(_ model: TokenModel, options: Options, diagnostics: inout DiagnosticBag) -> Appearances {
        var result = Appearances()
        func find(_ configured: String?, _ names: [String]) -> Modifier? {
            if let configured { return model.modifiers.first { $0.name == configured } }
            return model.modifiers.first { names.contains($0.name.asciiLettersLowercased) }
        }
        func selection(_ modifier: Modifier, _ name: String) -> [Context] {
            name == modifier.defaultContext ? [] : [Context(modifier: modifier.name, name: name)]
        }
        func unmapped(_ modifier: Modifier, _ name: String, _ expected: String) {
            let location =
                modifier.contextLocations[name]
                ?? model.tokens.first {
                    $0.contextValues.contains { $0.contexts.contains(Context(modifier: modifier.name, name: name)) }
                }?.valueLocation
            diagnostics.warning(
                .xcassetsOutput,
                "context \(name) of \(modifier.name) has no asset catalog appearance (\(expected)); the catalog leaves it out",
                at: location)
        }
        if let modifier = find(
            options.luminosityModifier,
            ["appearance", "colorscheme", "scheme", "theme", "mode", "colormode", "appearancemode"])
        {
            let dark = modifier.contexts.first { $0.asciiLettersLowercased.contains("dark") }
            let light = modifier.contexts.first { $0.asciiLettersLowercased.contains("light") }
            if let dark {
                result.mapped.insert(modifier.name)
                result.dark = selection(modifier, dark)
                result.light = selection(modifier, light ?? modifier.defaultContext)
                for name in modifier.contexts where name != dark && name != (light ?? modifier.defaultContext) {
                    unmapped(modifier, name, "luminosity is light or dark")
                }
            }
        }
        if let modifier = find(options.contrastModifier, ["contrast", "contrastmode", "accessibilitycontrast"]) {
            let highNames = ["high", "increased", "more", "highcontrast", "increasedcontrast"]
            if let high = modifier.contexts.first(where: { highNames.contains($0.asciiLettersLowercased) }),
                high != modifier.defaultContext
            {
                result.mapped.insert(modifier.name)
                result.high = selection(modifier, high)
                for name in modifier.contexts where name != high && name != modifier.defaultContext {
                    unmapped(modifier, name, "contrast is standard or high")
                }
            }
        }
        return result
    }

    /// A color's `color` object; whether it had to leave its space.
    static func colorJSON(_ color: ColorValue) -> (JSONValue, Bool) {
        var space: String
        var c = color.components.map { $0 ?? 0 }
        var converted = false
        switch color.space {
        case .srgb: space = c.allSatisfy { (0...1).contains($0) } ? "srgb" : "extended-srgb"
        case .srgbLinear: space = "extended-linear-srgb"
        case .displayP3: space = "display-p3"
        default:
            let rgb = ColorConversion.rgb(color)
            c = [rgb.red, rgb.green, rgb.blue]
            space = rgb.space == .displayP3 ? "display-p3" : "srgb"
            converted = true
        }
        let components: JSONValue = .object([
            ("alpha", .string(component(color.alpha))), ("blue", .string(component(c[2]))),
            ("green", .string(component(c[1]))), ("red", .string(component(c[0]))),
        ])
        return (.object([("color-space", .string(space)), ("components", components)]), converted)
    }

    /// A component as Xcode writes it (`0.478`, `1.000`), with more decimals (up to six) when three lose any.
    static func component(_ value: Double) -> String {
        let value = value == 0 ? 0 : value
        for decimals in 3...5 {
            let scaled = value * pow(10, Double(decimals))
            if abs(scaled.rounded() - scaled) < 1e-6 { return String(format: "%.\(decimals)f", value) }
        }
        return String(format: "%.6f", value)
    }

    /// A token name as an asset name: `/` and `:` would make paths, a leading `.` a hidden file.
    static func assetName(_ name: String) -> String {
        var text = name.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ":", with: "-")
        if text.hasPrefix(".") { text = "_" + text.dropFirst() }
        return text.isEmpty ? "_" : text
    }

    private static func colorSpaceName(_ token: Token) -> String {
        if case .color(let color) = token.value { return color.space.rawValue }
        return "?"
    }
}
