// tokenc-bench: generates realistic token sets of N tokens and reports wall time and peak memory of
// the front end (read + parse + resolve + validate) and of a whole `tokenc build`.
//
//   swift run -c release tokenc-bench                 # N = 1k, 10k, 100k
//   swift run -c release tokenc-bench 1000 50000      # chosen sizes
//   swift run -c release tokenc-bench --whole [N…]    # what users wait for: the real tokenc (build, no-op,
//                                                     # one-token change, dump vs jq, check) and swiftc
//
// Each measurement runs in a fresh child process so peak RSS belongs to that run alone.
import Foundation
import TokencCore

#if canImport(Glibc)
import Glibc
#endif

/// Writes a token set of `count` tokens: mixed types, nested groups, ~30 % aliases (chains included), several files.
func generate(count: Int, into directory: URL, seed: UInt64 = 42) throws {
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("tokens"), withIntermediateDirectories: true)
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
            let kinds = ["color", "dimension", "dimension", "color", "number", "duration", "shadow", "typography", "border", "spring", "cubicBezier", "fontWeight"]
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
            groups[group, default: []].append("\"\(name)\": {\"$type\": \"\(type)\", \"$value\": \(value), \"$description\": \"Token \(index)\"}")
            previousByType[type, default: []].append(path)
            if previousByType[type]!.count > 64 { previousByType[type]!.removeFirst() }
        }
        produced += here
        let text = "{" + nest(groups) + "}\n"
        try text.write(to: directory.appendingPathComponent("tokens/part\(fileIndex).tokens.json"), atomically: true, encoding: .utf8)
    }
    try "sources: [tokens]\njson: { output: out/model.json }\nswift: { output: out/DesignTokens.swift }\nmarkdown: { output: out/docs }\ncss: { output: out/tokens.css, preview: out/preview.html }\n".write(to: directory.appendingPathComponent("tokenc.yaml"), atomically: true, encoding: .utf8)
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
    let color = index % 2 == 0
        ? "{\"colorSpace\": \"srgb\", \"components\": [\(unit()), \(unit()), \(unit())], \"alpha\": \(unit())}"
        : "\"#\(String(format: "%06x", index % 0xFFFFFF))\""
    let colorRef = previous["color"]?.last.map { "\"{\($0)}\"" } ?? color
    switch type {
    case "color": return color
    case "dimension": return dim
    case "number": return "\(unit())"
    case "duration": return "{\"value\": \(index % 900), \"unit\": \"ms\"}"
    case "shadow": return "[{\"color\": \(colorRef), \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": \(dim), \"blur\": \(dim), \"spread\": {\"value\": 0, \"unit\": \"px\"}}]"
    case "typography": return "{\"fontFamily\": [\"SF Pro\", \"system-ui\"], \"fontSize\": \(dim), \"fontWeight\": \"bold\", \"letterSpacing\": {\"value\": 0.2, \"unit\": \"px\"}, \"lineHeight\": 1.3}"
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

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Child mode: compile `directory` `repeats` times in-process; print median ms and own peak RSS (KiB).
func frontEnd(_ directory: URL, repeats: Int) {
    let project = Project(config: ProjectConfig(directory: directory, sources: ["tokens"]), displayBase: directory)
    var times: [Double] = []
    var stages: [String: [Double]] = [:]
    var order: [String] = []
    var tokens = 0
    for _ in 0..<repeats {
        let start = now()
        let result = project.compile()
        times.append((now() - start) * 1000)
        for (stage, ms) in result.timings {
            if stages[stage] == nil { order.append(stage) }
            stages[stage, default: []].append(ms)
        }
        tokens = result.model?.tokens.count ?? -1
        if result.hasErrors {
            FileHandle.standardError.write(Data(DiagnosticRenderer(limit: 5).render(result.diagnostics, sources: result.sources).utf8))
        }
    }
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    let split = order.map { "\($0)=" + String(format: "%.1f", stages[$0]!.sorted()[stages[$0]!.count / 2]) }.joined(separator: ",")
    print("\(times.sorted()[times.count / 2]) \(usage.ru_maxrss) \(tokens) \(split)")
}

/// Spawns a process (standard error to /dev/null) and returns (wall seconds, peak RSS KiB, exit status, stdout).
func spawn(_ arguments: [String], in directory: URL) -> (Double, Int, Int32, String) {
    var pipe: [Int32] = [0, 0]
    _ = Glibc.pipe(&pipe)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    // Diagnostics (the generated tokens trip some lint rules) are not the benchmark's output.
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    var pid: pid_t = 0
    let previousDirectory = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(directory.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory) }
    let start = now()
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    close(pipe[1])
    guard spawned == 0 else { return (0, 0, -1, "") }
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = read(pipe[0], &buffer, buffer.count)
        if n <= 0 { break }
        output.append(contentsOf: buffer[0..<n])
    }
    close(pipe[0])
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let elapsed = now() - start
    argv.forEach { free($0) }
    return (elapsed, usage.ru_maxrss, (status >> 8) & 0xFF, String(decoding: output, as: UTF8.self))
}

/// Adds a resolver document with three modifiers (appearance 2 × contrast 2 × density 3 = 12 permutations)
/// over the generated tokens: appearance overrides one color in four, contrast one in eight (all of them also
/// overridden by appearance, so those depend on both), density one dimension in four.
func addContexts(count: Int, into directory: URL) throws {
    let fileCount = max(4, (count + 1_999) / 2_000)
    let perFile = (count + fileCount - 1) / fileCount
    let kinds = ["color", "dimension", "dimension", "color", "number", "duration", "shadow", "typography", "border", "spring", "cubicBezier", "fontWeight"]
    func path(_ index: Int) -> String { "g\(index / perFile).\(kinds[index % kinds.count]).s\(index % 7).t\(index)" }
    var files: [String: [String: [String]]] = ["light": [:], "increased": [:], "compact": [:], "spacious": [:]]
    for index in 0..<count {
        let p = path(index)
        let group = p.split(separator: ".").dropLast().joined(separator: ".")
        let name = String(p.split(separator: ".").last!)
        func add(_ file: String, _ value: String) { files[file]![group, default: []].append("\"\(name)\": {\"$value\": \(value)}") }
        if index % 12 == 0, (index / 12) % 4 == 0 {
            add("light", "\"#\(String(format: "%06x", (index * 2654435761) & 0xFFFFFF))\"")
            if (index / 12) % 8 == 0 { add("increased", "\"#\(String(format: "%06x", (index * 40503) & 0xFFFFFF))\"") }
        }
        if index % 12 == 1, (index / 12) % 4 == 0 {
            add("compact", "{\"value\": \(index % 40 + 1), \"unit\": \"px\"}")
            add("spacious", "{\"value\": \(index % 40 + 9), \"unit\": \"px\"}")
        }
    }
    for (file, groups) in files {
        try ("{" + nest(groups) + "}\n").write(to: directory.appendingPathComponent("tokens/\(file).ctx.json"), atomically: true, encoding: .utf8)
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
    try resolver.write(to: directory.appendingPathComponent("tokens/tokens.resolver.json"), atomically: true, encoding: .utf8)
    let config = try String(contentsOf: directory.appendingPathComponent("tokenc.yaml"), encoding: .utf8)
    try config.replacingOccurrences(of: "sources: [tokens]", with: "sources: [tokens/tokens.resolver.json]").write(to: directory.appendingPathComponent("tokenc.yaml"), atomically: true, encoding: .utf8)
}

let arguments = CommandLine.arguments
let selfPath = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
if arguments.count == 4, arguments[1] == "--generate", let count = Int(arguments[2]) {
    try generate(count: count, into: URL(fileURLWithPath: arguments[3]))
    exit(0)
}
if arguments.count == 3, arguments[1] == "--contexts", let count = Int(arguments[2]) {
    // The same N tokens built with one context, then through a resolver with 2 × 2 × 3 contexts.
    let tokenc = selfPath.deletingLastPathComponent().appendingPathComponent("tokenc").path
    var results: [(String, Double, Double, Int)] = []
    for withContexts in [true, false] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-contexts-\(count)")
        try generate(count: count, into: directory)
        if withContexts { try addContexts(count: count, into: directory) }
        var runs: [(Double, Int)] = []
        for _ in 0..<6 {
            let (seconds, rss, status, _) = spawn([tokenc, "build", "--quiet"], in: directory)
            guard status == 0 else {
                print("tokenc build failed in \(directory.path)")
                exit(1)
            }
            runs.append((seconds * 1000, rss))
        }
        let rebuild = runs.dropFirst().map(\.0).sorted()[2]
        results.append((withContexts ? "resolver, 2 × 2 × 3 contexts" : "one context", runs[0].0, rebuild, runs.map(\.1).max()! / 1024))
        try? FileManager.default.removeItem(at: directory)
    }
    for (label, first, rebuild, rss) in results {
        print("\(count) tokens, \(label): first build \(Int(first)) ms, rebuild \(Int(rebuild)) ms (median of 5), peak RSS \(rss) MB")
    }
    print(String(format: "ratio (resolver / one context): first build %.2f×, rebuild %.2f×", results[0].1 / results[1].1, results[0].2 / results[1].2))
    exit(0)
}
if arguments.count == 3, arguments[1] == "--parsers", let count = Int(arguments[2]) {
    // Parse-only comparison on the same bytes: tokenc's located JSON reader, Foundation's JSONSerialization
    // (no locations, the speed baseline), and the YAML reader on the same documents (JSON is YAML 1.2 flow style).
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-parsers-\(count)")
    try generate(count: count, into: directory)
    let folder = directory.appendingPathComponent("tokens")
    let blobs = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { [UInt8](try Data(contentsOf: folder.appendingPathComponent($0))) }
    func median(_ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<7 {
            let start = now()
            body()
            times.append((now() - start) * 1000)
        }
        return times.sorted()[3]
    }
    let located = median {
        for blob in blobs {
            var bag = DiagnosticBag()
            _ = JSONReader(dialect: .strict).read(blob, file: 0, diagnostics: &bag)
        }
    }
    let foundation = median {
        for blob in blobs { _ = try? JSONSerialization.jsonObject(with: Data(blob)) }
    }
    let yaml = median {
        for blob in blobs {
            var bag = DiagnosticBag()
            _ = YAMLReader().read(blob, file: 0, diagnostics: &bag)
        }
    }
    print("parse only, \(count) tokens, \(blobs.reduce(0) { $0 + $1.count } / 1024) KiB, median of 7 (ms):")
    print(String(format: "  JSONReader (located) %.1f   JSONSerialization (no locations) %.1f   YAMLReader via Yams (located) %.1f", located, foundation, yaml))
    try? FileManager.default.removeItem(at: directory)
    exit(0)
}
if arguments.count == 3, arguments[1] == "--diff", let count = Int(arguments[2]) {
    // Two versions of the same N-token set (the second generated with other values), compiled once; the
    // diff alone is timed.
    let a = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-diff-a-\(count)")
    let b = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-diff-b-\(count)")
    try generate(count: count, into: a)
    try generate(count: count, into: b, seed: 7)
    func model(_ url: URL) -> TokenModel {
        let result = Project(config: ProjectConfig(directory: url, sources: ["tokens"]), displayBase: url).compile()
        guard let model = result.model else {
            FileHandle.standardError.write(Data(DiagnosticRenderer(limit: 5).render(result.diagnostics, sources: result.sources).utf8))
            exit(1)
        }
        return model
    }
    let (old, new) = (model(a), model(b))
    var times: [Double] = []
    var changes = 0
    for _ in 0..<5 {
        let start = now()
        changes = TokenDiff.compare(old: old, new: new).changes.count
        times.append((now() - start) * 1000)
    }
    print(String(format: "diff of two %d-token versions: %.1f ms (median of 5), %d changes", count, times.sorted()[2], changes))
    try? FileManager.default.removeItem(at: a)
    try? FileManager.default.removeItem(at: b)
    exit(0)
}
if arguments.count == 5, arguments[1] == "--emit" {
    // Child mode: one emitter alone (swift, markdown, css = tokens.css + preview.html, cssonly, preview), on a model compiled once; prints the median ms.
    let directory = URL(fileURLWithPath: arguments[3])
    let model = Project(config: ProjectConfig(directory: directory, sources: ["tokens"]), displayBase: directory).compile().model!
    // `preview` times the page alone, on a stylesheet and names made beforehand.
    let prepared = arguments[2] == "preview" ? (CSSEmitter.emit(model), SwiftEmitter.qualifiedNames(for: model, namespace: "DesignTokens")) : nil
    var times: [Double] = []
    for _ in 0..<(Int(arguments[4]) ?? 5) {
        let start = now()
        switch arguments[2] {
        case "preview": _ = PreviewPage.render(model, stylesheet: prepared!.0.bytes!, cssNames: prepared!.0.names, swiftNames: prepared!.1)
        case "swift": _ = SwiftEmitter.emit(model, inputs: model.inputs)
        case "markdown": _ = MarkdownEmitter.emit(model)
        case "cssonly": _ = CSSEmitter.emit(model)
        case "css": _ = CSSEmitter.emit(model, options: CSSEmitter.Options(previewSwiftNamespace: "DesignTokens"))
        default: fatalError("unknown emitter \(arguments[2])")
        }
        times.append((now() - start) * 1000)
    }
    print(times.sorted()[times.count / 2])
    exit(0)
}
if arguments.count == 4, arguments[1] == "--front-end" {
    frontEnd(URL(fileURLWithPath: arguments[2]), repeats: Int(arguments[3]) ?? 5)
    exit(0)
}

if arguments.count >= 2, arguments[1] == "--whole" {
    let tokenc = selfPath.deletingLastPathComponent().appendingPathComponent("tokenc").path
    guard FileManager.default.isExecutableFile(atPath: tokenc) else {
        print("tokenc-bench --whole: build tokenc first (swift build -c release)")
        exit(1)
    }
    let sizes = arguments.dropFirst(2).compactMap { Int($0) }
    try WholeProcessBenchmark(tokenc: tokenc, runs: 5).run(counts: sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes)
    exit(0)
}

let sizes = arguments.dropFirst().compactMap { Int($0) }
let counts = sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes
let tokenc = selfPath.deletingLastPathComponent().appendingPathComponent("tokenc").path
let hasTokenc = FileManager.default.isExecutableFile(atPath: tokenc)
print("tokenc-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores; median of 9 front-end runs, 3 builds; peak RSS of each child process")
print("N".padding(toLength: 9, withPad: " ", startingAt: 0) + "files  input MB  front end ms  µs/token  front-end RSS MB  build ms  rebuild ms  build RSS MB")
for count in counts {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-bench-\(count)")
    try generate(count: count, into: directory)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("tokens").path)
    let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("tokens/\($1)").path)[.size] as? Int) ?? 0) }
    let (_, _, _, frontOutput) = spawn([selfPath.path, "--front-end", directory.path, "9"], in: directory)
    let parts = frontOutput.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
    let frontMs = Double(parts.first ?? "") ?? .nan
    let frontRSS = (Double(parts.dropFirst().first ?? "") ?? .nan) / 1024
    let compiled = Int(parts.dropFirst(2).first ?? "") ?? -1
    let split = parts.dropFirst(3).first ?? ""
    var emitMs: [String: Double] = [:]
    for emitter in ["swift", "markdown", "css"] {
        let (_, _, _, output) = spawn([selfPath.path, "--emit", emitter, directory.path, "5"], in: directory)
        emitMs[emitter] = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
    }
    // The first build writes every output into an empty folder; the rebuilds find them all unchanged.
    var buildMs = Double.nan
    var rebuildMs = Double.nan
    var buildRSS = Double.nan
    if hasTokenc {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent("out"))
        var runs: [(Double, Int)] = []
        for _ in 0..<4 {
            let (seconds, rss, status, _) = spawn([tokenc, "build", "--quiet"], in: directory)
            if status == 0 { runs.append((seconds * 1000, rss)) }
        }
        if runs.count == 4 {
            buildMs = runs[0].0
            rebuildMs = runs.dropFirst().map(\.0).sorted()[1]
            buildRSS = Double(runs.map(\.1).max()!) / 1024
        }
    }
    func f(_ value: Double, _ digits: Int = 1) -> String { value.isNaN ? "n/a" : String(format: "%.\(digits)f", value) }
    let row = [
        String(count).padding(toLength: 9, withPad: " ", startingAt: 0),
        String(files.count).padding(toLength: 7, withPad: " ", startingAt: 0),
        f(Double(bytes) / 1_048_576).padding(toLength: 10, withPad: " ", startingAt: 0),
        f(frontMs).padding(toLength: 14, withPad: " ", startingAt: 0),
        f(frontMs * 1000 / Double(count), 2).padding(toLength: 10, withPad: " ", startingAt: 0),
        f(frontRSS).padding(toLength: 18, withPad: " ", startingAt: 0),
        f(buildMs).padding(toLength: 10, withPad: " ", startingAt: 0),
        f(rebuildMs).padding(toLength: 12, withPad: " ", startingAt: 0),
        f(buildRSS),
    ].joined()
    print(row + (compiled == count ? "" : "  (compiled \(compiled) tokens!)"))
    print("         front-end stages (ms): \(split)")
    print("         emission alone (ms, median of 5): Swift \(f(emitMs["swift"]!)), Markdown docs \(f(emitMs["markdown"]!)), CSS + preview \(f(emitMs["css"]!))")
    try? FileManager.default.removeItem(at: directory)
}
