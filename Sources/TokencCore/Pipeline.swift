import Dispatch
import Foundation

/// The compiler's stages, in order. Read this file to see where any change belongs:
///
/// ```
/// read (InputDiscovery) ─▶ parse (JSONReader / YAMLReader: nodes with file:line:column)
///   ─▶ $ref pointers (PointerResolver) ─▶ groups and tokens (TreeBuilder: each file's tree built with its
///   parse on all cores, then joined) ─▶ $extends (ExtendsResolver)
///   ─▶ $type / $deprecated inheritance (Flattener) ─▶ aliases, types, values, contexts (AliasResolver + ValueDecoder)
///   ─▶ TokenModel ─▶ emitters (Emit/Swift: SwiftEmitter; Emit/Markdown: MarkdownEmitter; Output: ModelDumper)
///   ─▶ OutputWriter (atomic, only when bytes change; removes docs files it no longer produces)
/// diff: TokenModel (old) × TokenModel (new) ─▶ TokenDiff ─▶ DiffRenderer (markdown | json | text)
/// ```
/// `Project` wires this to `tokenc.yaml` for the CLI and plugins.
public enum Pipeline {
    /// Options that change how sources are read.
    public struct Options: Sendable {
        /// The spec's letter: deviations real files make (``Deviation``) and tokenc's extension types
        /// (`spring`, `material`, `glass`) are errors.
        public var strictDTCG: Bool
        /// Severity per rule for rules that are warnings by default (`tokenc.yaml`'s `diagnostics`).
        public var levels: [Rule: DiagnosticPolicy.Level]

        /// The lint rules' settings (`tokenc.yaml`'s `lint`).
        public var lint: LintSettings

        public init(strictDTCG: Bool = false, levels: [Rule: DiagnosticPolicy.Level] = [:], lint: LintSettings = LintSettings()) {
            self.strictDTCG = strictDTCG
            self.levels = levels
            self.lint = lint
        }

        /// How this compile grades its diagnostics.
        public var policy: DiagnosticPolicy { DiagnosticPolicy(strictDTCG: strictDTCG, levels: levels) }
    }

    /// What a compile produced: the model when there were no errors, and every diagnostic.
    public struct Result: Sendable {
        public var model: TokenModel?
        public var diagnostics: [Diagnostic]
        /// The files read, and after them the config file when a lint finding points into it.
        public var sources: SourceManager
        /// Wall time of each stage in milliseconds, in pipeline order.
        public var timings: [(stage: String, milliseconds: Double)] = []

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

        /// The files the compile read (``sources`` without the config file).
        public var inputFiles: [SourceFile] {
            Array(sources.files.prefix(sources.files.count - (addsConfig ? 1 : 0)))
        }

        /// Whether ``sources`` ends with the config file.
        var addsConfig = false
    }

    /// Compiles files that were read from disk or git, folding in what reading them reported; with
    /// `emptyMessage`, finding no files at all is that error.
    public static func compile(_ files: [SourceFile], read: DiagnosticBag, emptyMessage: String?, options: Options = Options()) -> Result {
        var result = compile(files, options: options)
        var bag = read
        if files.isEmpty, let emptyMessage, !bag.hasErrors { bag.error(.noInputs, emptyMessage, at: nil) }
        guard !bag.diagnostics.isEmpty else { return result }
        for diagnostic in result.diagnostics { bag.append(diagnostic) }
        result.diagnostics = options.policy.apply(to: bag.sorted())
        if bag.hasErrors { result.model = nil }
        return result
    }

    /// Compiles source files into the resolved model.
    public static func compile(_ files: [SourceFile], options: Options = Options()) -> Result {
        var clock = StageClock()
        var sources = SourceManager()
        var diagnostics = DiagnosticBag()
        for file in files { sources.add(file) }
        let (documents, trees, pointerErrors) = parseAndExpand(files, firstIndex: 0, buildsTrees: true, sources: sources, diagnostics: &diagnostics, clock: &clock)

        let rootLocation = SourceLocation(file: 0, line: 1, column: 1)
        let order = documents.keys.sorted()
        var builder: TreeBuilder
        if let merged = TreeBuilder.merging(order.map { trees[$0]! }, rootLocation: rootLocation) {
            builder = merged
        } else {
            builder = TreeBuilder(rootLocation: rootLocation)
            for index in order { builder.add(document: documents[index]!) }
        }
        diagnostics.append(contentsOf: builder.diagnostics)
        if builder.hasExtends { ExtendsResolver.apply(to: builder.root, diagnostics: &diagnostics) }
        let flat = Flattener.flatten(builder.root)
        clock.lap("tree")

        var resolver = AliasResolver(definitions: flat.tokens, groupPaths: flat.groupPaths, strictDTCG: options.strictDTCG, mayHoldFailedReferences: pointerErrors)
        let (tokens, modifiers) = resolver.resolve()
        diagnostics.append(contentsOf: resolver.diagnostics)
        let groupDescriptions = flat.groupDescriptions
        BackgroundRelease.release((consume documents, consume trees, consume builder, consume flat, consume resolver))
        clock.lap("resolve")

        var sorted = options.policy.apply(to: diagnostics.sorted())
        var model = sorted.contains { $0.severity == .error } ? nil : TokenModel(sortedTokens: tokens, modifiers: modifiers, inputs: files.map(\.path))
        model?.groupDescriptions = groupDescriptions
        let addsConfig = lint(&model, diagnostics: &sorted, sources: &sources, options: options, clock: &clock)
        return Result(model: model, diagnostics: sorted, sources: sources, timings: clock.laps, addsConfig: addsConfig)
    }

    /// Compiles a resolver document: `loadFile` reads a token file by display path (nil when it does not
    /// exist). With `selection` (modifier → context, matched case-insensitively) it compiles that one
    /// permutation; without, every context into one model.
    public static func compile(resolver: SourceFile, loadFile: (String) -> SourceFile?, selection: [String: String]? = nil, options: Options = Options()) -> Result {
        var clock = StageClock()
        var sources = SourceManager()
        var diagnostics = DiagnosticBag()
        sources.add(resolver)
        let failed = { (sources: SourceManager, diagnostics: DiagnosticBag, clock: StageClock) in
            Result(model: nil, diagnostics: options.policy.apply(to: diagnostics.sorted()), sources: sources, timings: clock.laps)
        }
        guard let root = parse(resolver, index: 0, diagnostics: &diagnostics),
            let document = ResolverDocument.read(root, diagnostics: &diagnostics)
        else { return failed(sources, diagnostics, clock) }

        var resolvedSelection: [String: String]?
        if let selection {
            resolvedSelection = ResolverInput.validate(selection, document: document, diagnostics: &diagnostics)
            if diagnostics.hasErrors { return failed(sources, diagnostics, clock) }
        }

        // Each token file once, in first-use order, after the resolver document.
        var files: [SourceFile] = []
        var seen = Set<String>()
        for relative in document.filePaths {
            let path = PointerResolver.join(relative, from: resolver.path)
            guard seen.insert(path).inserted else { continue }
            guard let file = loadFile(path) else {
                diagnostics.error(.ioError, "cannot read '\(relative)' (\(path)): no such file", at: document.location(ofFile: relative))
                continue
            }
            files.append(file)
        }
        for file in files { sources.add(file) }
        clock.lap("read")
        let (documents, _, pointerErrors) = parseAndExpand(files, firstIndex: 1, buildsTrees: false, sources: sources, diagnostics: &diagnostics, clock: &clock)
        if diagnostics.hasErrors { return failed(sources, diagnostics, clock) }

        var byPath: [String: Node] = [:]
        for (index, node) in documents { byPath[sources.files[Int(index)].path] = node }
        var composer = Composer(document: document, documents: byPath, resolverPath: resolver.path)
        let composition = composer.compose(selection: resolvedSelection)
        diagnostics.append(contentsOf: composer.diagnostics)
        clock.lap("compose")
        guard let composition, !diagnostics.hasErrors else { return failed(sources, diagnostics, clock) }

        var resolver = AliasResolver(definitions: composition.definitions, groupPaths: composition.groupPaths, strictDTCG: options.strictDTCG, mayHoldFailedReferences: pointerErrors, composedOverrides: composition.overrides)
        let (tokens, interimModifiers) = resolver.resolve()
        diagnostics.append(contentsOf: resolver.diagnostics)
        BackgroundRelease.release((consume documents, consume byPath, consume composer, consume resolver))
        clock.lap("resolve")

        var sorted = options.policy.apply(to: diagnostics.sorted())
        let modifiers = composition.modifiers + interimModifiers.filter { interim in !composition.modifiers.contains { $0.name == interim.name } }
        var model = sorted.contains { $0.severity == .error } ? nil : TokenModel(sortedTokens: tokens, modifiers: modifiers, inputs: sources.files.map(\.path))
        model?.groupDescriptions = composition.groupDescriptions
        let addsConfig = lint(&model, diagnostics: &sorted, sources: &sources, options: options, clock: &clock)
        return Result(model: model, diagnostics: sorted, sources: sources, timings: clock.laps, addsConfig: addsConfig)
    }

    /// Runs the lint rules on a compiled model; an error among their findings withdraws the model, as any
    /// other error does. Findings located in the config file add it to `sources` (returns whether it did).
    private static func lint(_ model: inout TokenModel?, diagnostics: inout [Diagnostic], sources: inout SourceManager, options: Options, clock: inout StageClock) -> Bool {
        guard let compiled = model else { return false }
        var findings = options.policy.apply(to: Linter.run(compiled, settings: options.lint))
        clock.lap("lint")
        guard !findings.isEmpty else { return false }
        let addsConfig = sources.attach(options.lint.configFile, to: &findings)
        var bag = DiagnosticBag()
        bag.append(contentsOf: diagnostics)
        bag.append(contentsOf: findings)
        diagnostics = bag.sorted()
        if findings.contains(where: { $0.severity == .error }) { model = nil }
        return addsConfig
    }

    private struct Parsed {
        var root: Node?
        var diagnostics = DiagnosticBag()
        var containsRef = false
        /// The file's own group tree, built with its parse when asked for and it has no `$ref` to expand.
        var tree: TreeBuilder?
    }

    /// Parses the files (already in `sources` from `firstIndex` on) and expands their `$ref` pointers; with
    /// `buildsTrees`, also builds each file's own group tree on all cores (see `TreeBuilder.merging`).
    private static func parseAndExpand(_ files: [SourceFile], firstIndex: Int, buildsTrees: Bool, sources: SourceManager, diagnostics: inout DiagnosticBag, clock: inout StageClock) -> (documents: [Int32: Node], trees: [Int32: TreeBuilder], pointerErrors: Bool) {
        var documents: [Int32: Node] = [:]
        var trees: [Int32: TreeBuilder] = [:]
        var referencing: [Int32] = []
        for (offset, parsed) in parseAll(files, firstIndex: firstIndex, buildsTrees: buildsTrees).enumerated() {
            diagnostics.append(contentsOf: parsed.diagnostics)
            guard let root = parsed.root else { continue }
            let index = Int32(offset + firstIndex)
            documents[index] = root
            trees[index] = parsed.tree
            if parsed.containsRef { referencing.append(index) }
        }
        clock.lap("parse")
        var pointerErrors = false
        if !referencing.isEmpty {
            var pointers = PointerResolver(documents: documents, sources: sources)
            pointers.resolve(files: referencing)
            documents = pointers.documents
            diagnostics.append(contentsOf: pointers.diagnostics)
            pointerErrors = pointers.diagnostics.hasErrors
            if buildsTrees {
                let expanded = documents
                let built = Parallel.map(referencing.count) { [referencing] in tree(of: expanded[referencing[$0]]!) }
                for (index, tree) in zip(referencing, built) { trees[index] = tree }
            }
        }
        clock.lap("$ref")
        return (documents, trees, pointerErrors)
    }

    /// Parses every file, in parallel when there are several; results keep the files' order.
    private static func parseAll(_ files: [SourceFile], firstIndex: Int, buildsTrees: Bool) -> [Parsed] {
        Parallel.map(files.count) { index in
            var parsed = Parsed()
            parsed.root = parse(files[index], index: Int32(index + firstIndex), diagnostics: &parsed.diagnostics)
            guard let root = parsed.root else { return parsed }
            parsed.containsRef = containsRef(files[index].bytes)
            if buildsTrees, !parsed.containsRef { parsed.tree = tree(of: root) }
            return parsed
        }
    }

    /// One file's own group tree.
    private static func tree(of document: Node) -> TreeBuilder {
        var builder = TreeBuilder(rootLocation: document.location)
        builder.add(document: document)
        return builder
    }

    /// Parses one file with the reader its format calls for.
    static func parse(_ file: SourceFile, index: Int32, diagnostics: inout DiagnosticBag) -> Node? {
        switch file.format {
        case .json: JSONReader(dialect: .strict).read(file.bytes, file: index, diagnostics: &diagnostics)
        case .jsonc: JSONReader(dialect: .jsonc).read(file.bytes, file: index, diagnostics: &diagnostics)
        case .json5: JSONReader(dialect: .json5).read(file.bytes, file: index, diagnostics: &diagnostics)
        case .yaml: YAMLReader().read(file.bytes, file: index, diagnostics: &diagnostics)
        }
    }

    /// Whether the bytes mention `$ref` at all, so files without pointers skip that stage.
    private static func containsRef(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset + 4 <= buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "$")), buffer.count - offset - 3) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if buffer[at + 1] == UInt8(ascii: "r"), buffer[at + 2] == UInt8(ascii: "e"), buffer[at + 3] == UInt8(ascii: "f") { return true }
                offset = at + 1
            }
            return false
        }
    }
}

/// Measures the wall time between laps.
struct StageClock {
    private(set) var laps: [(stage: String, milliseconds: Double)] = []
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap(_ stage: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((stage, Double(now - last) / 1e6))
        last = now
    }
}
