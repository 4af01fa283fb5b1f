import Foundation

/// Writes a token set of `count` tokens: mixed types, nested groups, ~30 % aliases (chains included), several files.
func generate(count: Int, into directory: URL, seed: UInt64 = 42) throws {
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("tokens"), withIntermediateDirectories: true)
    let fileCount = max(4, (count + 1_999) / 2_000)
    let perFile = (count + fileCount - 1) / fileCount
    var generator = SplitMix(seed: seed)
    var produced = 0
    var previousByType: [String: [String]] = [:]
    for fileIndex in 0..<fileCount {
        let here = min(perFile, count - produced)
        if here <= 0 { break }
        var groups: [String: [String]] = [:]
        for local in 0..<here {
            let index = produced + local
            let kinds = [
                "color", "dimension", "dimension", "color", "number", "duration", "shadow", "typography", "border",
                "spring", "cubicBezier", "fontWeight",
            ]
            let type = kinds[index % kinds.count]
            let group = "g\(fileIndex).\(type).s\(index % 7)"
            let name = "t\(index)"
            let path = "\(group).\(name)"
            var value: String
            let candidates = previousByType[type] ?? []
            if !candidates.isEmpty, generator.next() % 10 < 3 {
                value = "\"{\(candidates[Int(generator.next() % UInt64(candidates.count))])}\""
            } else {
                value = literal(type, index, &generator, previousByType)
            }
            groups[group, default: []].append(
                "\"\(name)\": {\"$type\": \"\(type)\", \"$value\": \(value), \"$description\": \"Token \(index)\"}")
            previousByType[type, default: []].append(path)
            if previousByType[type]!.count > 64 { previousByType[type]!.removeFirst() }
        }
        produced += here
        let text = "{" + nest(groups) + "}\n"
        try text.write(
            to: directory.appendingPathComponent("tokens/part\(fileIndex).tokens.json"), atomically: true,
            encoding: .utf8)
    }
    try
        "sources: [tokens]\njson: { output: out/model.json }\nswift: { output: out/DesignTokens.swift }\nmarkdown: { output: out/docs }\ncss: { output: out/tokens.css, preview: out/preview.html }\n"
        .write(to: directory.appendingPathComponent("tokenc.yaml"), atomically: true, encoding: .utf8)
}

/// Builds nested JSON objects from dotted group paths.
func nest(_ groups: [String: [String]]) -> String {
    final class Tree {
        var children: [String: Tree] = [:]
        var order: [String] = []
        var tokens: [String] = []
    }
    let root = Tree()
    for key in groups.keys.sorted() {
        var node = root
        for part in key.split(separator: ".").map(String.init) {
            if node.children[part] == nil {
                node.children[part] = Tree()
                node.order.append(part)
            }
            node = node.children[part]!
        }
        node.tokens += groups[key]!
    }
    func render(_ tree: Tree) -> String {
        (tree.tokens + tree.order.map { "\"\($0)\": {" + render(tree.children[$0]!) + "}" }).joined(separator: ",\n")
    }
    return render(root)
}

func literal(_ type: String, _ index: Int, _ generator: inout SplitMix, _ previous: [String: [String]]) -> String {
    func unit() -> Double { Double(generator.next() % 1000) / 1000 }
    let dim = "{\"value\": \(index % 64), \"unit\": \"px\"}"
    let color =
        index % 2 == 0
        ? "{\"colorSpace\": \"srgb\", \"components\": [\(unit()), \(unit()), \(unit())], \"alpha\": \(unit())}"
        : "\"#\(String(format: "%06x", index % 0xFFFFFF))\""
    let colorRef = previous["color"]?.last.map { "\"{\($0)}\"" } ?? color
    switch type {
    case "color": return color
    case "dimension": return dim
    case "number": return "\(unit())"
    case "duration": return "{\"value\": \(index % 900), \"unit\": \"ms\"}"
    case "shadow":
        return
            "[{\"color\": \(colorRef), \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": \(dim), \"blur\": \(dim), \"spread\": {\"value\": 0, \"unit\": \"px\"}}]"
    case "typography":
        return
            "{\"fontFamily\": [\"SF Pro\", \"system-ui\"], \"fontSize\": \(dim), \"fontWeight\": \"bold\", \"letterSpacing\": {\"value\": 0.2, \"unit\": \"px\"}, \"lineHeight\": 1.3}"
    case "border": return "{\"color\": \(colorRef), \"width\": {\"value\": 1, \"unit\": \"px\"}, \"style\": \"solid\"}"
    case "spring": return "{\"response\": \(0.1 + unit()), \"dampingFraction\": \(0.5 + unit() / 2)}"
    case "cubicBezier": return "[\(unit()), \(unit()), \(unit()), 1]"
    default: return "\(100 * (1 + index % 9))"
    }
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Adds a resolver document with three modifiers (appearance 2 × contrast 2 × density 3 = 12 permutations)
/// over the generated tokens: appearance overrides one color in four, contrast one in eight (all of them also
/// overridden by appearance, so those depend on both), density one dimension in four.
func addContexts(count: Int, into directory: URL) throws {
    let fileCount = max(4, (count + 1_999) / 2_000)
    let perFile = (count + fileCount - 1) / fileCount
    let kinds = [
        "color", "dimension", "dimension", "color", "number", "duration", "shadow", "typography", "border", "spring",
        "cubicBezier", "fontWeight",
    ]
    func path(_ index: Int) -> String { "g\(index / perFile).\(kinds[index % kinds.count]).s\(index % 7).t\(index)" }
    var files: [String: [String: [String]]] = ["light": [:], "increased": [:], "compact": [:], "spacious": [:]]
    for index in 0..<count {
        let p = path(index)
        let group = p.split(separator: ".").dropLast().joined(separator: ".")
        let name = String(p.split(separator: ".").last!)
        func add(_ file: String, _ value: String) {
            files[file]![group, default: []].append("\"\(name)\": {\"$value\": \(value)}")
        }
        if index % 12 == 0, (index / 12) % 4 == 0 {
            add("light", "\"#\(String(format: "%06x", (index * 2_654_435_761) & 0xFFFFFF))\"")
            if (index / 12) % 8 == 0 { add("increased", "\"#\(String(format: "%06x", (index * 40503) & 0xFFFFFF))\"") }
        }
        if index % 12 == 1, (index / 12) % 4 == 0 {
            add("compact", "{\"value\": \(index % 40 + 1), \"unit\": \"px\"}")
            add("spacious", "{\"value\": \(index % 40 + 9), \"unit\": \"px\"}")
        }
    }
    for (file, groups) in files {
        try ("{" + nest(groups) + "}\n").write(
            to: directory.appendingPathComponent("tokens/\(file).ctx.json"), atomically: true, encoding: .utf8)
    }
    let parts = (0..<fileCount).map { "{\"$ref\": \"part\($0).tokens.json\"}" }.joined(separator: ", ")
    let resolver = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [\(parts)]}},
         "modifiers": {
           "appearance": {"contexts": {"dark": [], "light": [{"$ref": "light.ctx.json"}]}, "default": "dark"},
           "contrast": {"contexts": {"standard": [], "increased": [{"$ref": "increased.ctx.json"}]}, "default": "standard"},
           "density": {"contexts": {"regular": [], "compact": [{"$ref": "compact.ctx.json"}], "spacious": [{"$ref": "spacious.ctx.json"}]}, "default": "regular"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/appearance"}, {"$ref": "#/modifiers/contrast"}, {"$ref": "#/modifiers/density"}]}
        """
    try resolver.write(
        to: directory.appendingPathComponent("tokens/tokens.resolver.json"), atomically: true, encoding: .utf8)
    let config = try String(contentsOf: directory.appendingPathComponent("tokenc.yaml"), encoding: .utf8)
    try config.replacingOccurrences(of: "sources: [tokens]", with: "sources: [tokens/tokens.resolver.json]").write(
        to: directory.appendingPathComponent("tokenc.yaml"), atomically: true, encoding: .utf8)
}
