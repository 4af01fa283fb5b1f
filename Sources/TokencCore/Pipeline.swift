import Foundation

/// tokenc's stages, top to bottom. `tokenc build` runs them all through ``build(_:environment:report:)``; the
/// other commands run the stages they need.
///
/// ```
/// read       Project.read (InputDiscovery),           tokenc.yaml's sources → SourceFile; a resolver document, or
///            Pipeline.Input.classify                  each file's format by its markers or `format:`
///            (FormatRecognition)                      (Formats/); compile(_:options:selection:) takes that Input
/// parse      JSONReader / YAMLReader                  → Node trees, every node with file:line:column
/// structure  PointerResolver, Composer                $ref pointers; a resolver document's sets and modifiers
///            (TreeBuilder, ExtendsResolver,           merged per permutation (token files: one set), groups and
///            Flattener)                               tokens, $extends, $type and $deprecated inheritance
/// formats    Formats/<Format>/                        a foreign format's files → located DTCG nodes, its themes
///                                                     → a resolver document, its value differences → ValueRules
/// resolve    AliasResolver + ValueDecoder             aliases, typed values per context
/// lint       Linter                                   design and accessibility rules on the typed tokens
/// model      TokenModel                               tokens by path, values per context, provenance
/// emit       EmitContext → ConfiguredOutput           JSON, Swift, docs, CSS + preview, asset catalog, side by side
/// write      OutputStage, BuildRecord                 staged beside the targets and committed, only changed
///                                                     bytes, but for an output with errors of its own; the record
/// diff       TokenModel × TokenModel → TokenDiff → DiffRenderer (markdown | json | text)
/// ```
///
/// Adding a source format means adding a folder `Formats/<Format>/` with its markers (``FormatRecognition``) and
/// a case of ``FileFormat``; Documentation/Contributing.md says what else.
public enum Pipeline {
    /// Options that change how sources are read.
    public struct Options: Sendable {
        /// The spec's letter: deviations real files make (``Deviation``) and tokenc's extension types
        /// (`spring`, `material`, `glass`) are errors.
        package var strictDTCG: Bool
        /// Severity per rule for rules that are warnings by default (`tokenc.yaml`'s `diagnostics`).
        package var levels: [Rule: DiagnosticPolicy.Level]

        /// The lint rules' settings (`tokenc.yaml`'s `lint`).
        package var lint: LintSettings

        /// Swift and CSS names follow the code syntax of Figma's variables (`tokenc.yaml`'s `figma-code-syntax`).
        package var figmaCodeSyntax = false

        /// A failed compile tries other readings of the files with many errors (``FormatSuggestion``).
        package var suggestsFormats = true

        public init(
            strictDTCG: Bool = false, levels: [Rule: DiagnosticPolicy.Level] = [:], lint: LintSettings = LintSettings()
        ) {
            self.strictDTCG = strictDTCG
            self.levels = levels
            self.lint = lint
        }

        /// How this compile grades its diagnostics.
        package var policy: DiagnosticPolicy { DiagnosticPolicy(strictDTCG: strictDTCG, levels: levels) }
    }

    /// What a compile produced: the model when there were no errors, and every diagnostic.
    public struct Result: Sendable {
        public var model: TokenModel?
        public var diagnostics: [Diagnostic]
        /// The files read, and after them the config file when a lint finding points into it.
        public var sources: SourceManager
        /// With errors: the tokens that did resolve, for a comparison that must see a broken side (`tokenc diff`).
        package var partialModel: TokenModel?
        /// Tokens that are written but did not resolve (an error, or a token a format leaves out with a warning).
        package var unresolved: Set<TokenPath> = []

        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    }

    /// Compiles what the read stage found: the one way into the stages. With `selection` (modifier → context,
    /// matched case-insensitively), themes (a resolver document, a Tokens Studio export) compile that one
    /// permutation; without, every context into one model. What reading reported is folded in, and with no files
    /// at all, the input's `emptyMessage` is the error.
    public static func compile(_ input: Input, options: Options = Options(), selection: [String: String]? = nil)
        -> Result
    {
        let result: Result
        var read: DiagnosticBag
        switch input {
        case .files(let files, let format, let diagnostics, let emptyMessage, let loadFile, let readings):
            var sources = SourceManager()
            var bag = DiagnosticBag()
            for file in files { sources.add(file) }
            let composed = format.read(
                files, readings: readings, loadFile: loadFile, options: options, sources: &sources, diagnostics: &bag)
            result = compile(composed, sources: sources, diagnostics: bag, selection: selection, options: options)
            read = diagnostics
            if files.isEmpty, let emptyMessage, !read.hasErrors { read.error(.noInputs, emptyMessage, at: nil) }
            if result.hasErrors, !readings.isEmpty, options.suggestsFormats,
                let suggestion = FormatSuggestion.find(
                    files: files, readings: readings, errors: result.diagnostics, options: options, loadFile: loadFile)
            {
                read.append(suggestion)
            }
        case .resolver(let file, let diagnostics, let loadFile, let neighbours):
            var sources = SourceManager()
            var bag = DiagnosticBag()
            let composed = readResolver(
                file, loadFile: loadFile, options: options, sources: &sources, diagnostics: &bag)
            result = compile(composed, sources: sources, diagnostics: bag, selection: selection, options: options)
            read = diagnostics
            if let document = composed?.document {
                read.append(
                    contentsOf: document.unnamedFiles(
                        neighbours, read: Set(sources.files.map { PointerResolver.normalize($0.path) }),
                        resolverPath: file.path))
            }
        case .unreadable(let bag):
            var result = Result(model: nil, diagnostics: bag.sorted(), sources: SourceManager())
            result.sources.attach(options.lint.configFile, to: &result.diagnostics)
            return result
        }
        guard !read.diagnostics.isEmpty else { return result }
        var folded = result
        for diagnostic in result.diagnostics { read.append(diagnostic) }
        folded.diagnostics = options.policy.apply(to: read.sorted())
        // A source path that does not exist is located at its `sources` entry in tokenc.yaml.
        folded.sources.attach(options.lint.configFile, to: &folded.diagnostics)
        if read.hasErrors { folded.model = nil }
        return folded
    }

    // MARK: The whole build

    /// How the caller prints diagnostics: it shows them and returns the text it printed (kept in the build record).
    package typealias Report = (_ diagnostics: [Diagnostic], _ sources: SourceManager) -> String

    /// What ``build(_:environment:report:)`` did.
    package enum BuildOutcome: Sendable {
        /// Nothing changed since the recorded build (same key, inputs and outputs): nothing was done, and the
        /// record's messages are what that build printed.
        case upToDate(BuildRecord)
        /// Every output is on disk but `failed`, those whose own errors left them as they were: each staged file
        /// (written or unchanged), and the generated files removed because no output makes them any more.
        /// `inputs`: the display paths of the files the build read.
        case built(tokenCount: Int, files: [OutputStage.Entry], removed: [URL], failed: [String], inputs: [String])
        /// Nothing was written.
        case failed(BuildFailure)
    }

    /// Why a build wrote nothing.
    package enum BuildFailure: Error, Sendable {
        /// The compile had this many errors.
        case errors(Int)
        /// These outputs reported an error (by ``ConfiguredOutput/name``).
        case outputErrors([String])
        /// More warnings than `max-warnings` allows.
        case tooManyWarnings(Int, limit: Int)
        /// A file could not be written.
        case write(String)
    }

    /// What ``run(_:input:emits:into:report:)`` made.
    package struct Run: Sendable {
        package var model: TokenModel
        /// The files the compile read, and `tokenc.yaml` when a finding points into it.
        package var sources: SourceManager
        /// The outputs' files in the config's order; none when they were not asked for, or were staged.
        package var files: [OutputFile]
        /// What was printed, and how many warnings.
        package var messages: String
        package var warnings: Int
        /// The outputs whose own errors kept them from being made (by ``ConfiguredOutput/name``); the others were.
        package var failedOutputs: [String] = []
    }

    /// The steps of every command that compiles, once: compile (`input`, when the sources were read already),
    /// print what it reported, make the outputs when `emits` (staged into `stage` when given), print what they
    /// reported (findings in `tokenc.yaml` located there), and hold the warnings to `max-warnings`. An output
    /// with an error of its own is not made (``Run/failedOutputs``); the others are.
    package static func run(
        _ project: Project, input: Input? = nil, emits: Bool, into stage: OutputStage? = nil, report: Report
    ) -> Swift.Result<Run, BuildFailure> {
        let result = project.compile(input)
        var messages = report(result.diagnostics, result.sources)
        guard let model = result.model, !result.hasErrors else {
            return .failure(.errors(result.diagnostics.count { $0.severity == .error }))
        }
        var warnings = result.diagnostics.count { $0.severity == .warning }
        var files: [OutputFile] = []
        var failed: [String] = []
        if emits {
            // What interrupted builds left is cleared first, so no build or check ever sees it.
            OutputStage.removeStale(in: project.outputFileFolders, trees: project.ownedFolders)
            var reported: [Diagnostic]
            (files, reported, failed) = emit(model, sources: result.sources, project: project, into: stage)
            var shown = result.sources
            shown.attach(project.config.lint.configFile, to: &reported)
            for (n, template) in project.templateFiles.enumerated() {
                shown.attach(template, at: SourceManager.templateFileIndex(n), to: &reported)
            }
            messages += report(reported, shown)
            warnings += reported.count { $0.severity == .warning }
        }
        if let failure = warningLimit(project, warnings: warnings) { return .failure(failure) }
        return .success(
            Run(
                model: model, sources: result.sources, files: files, messages: messages, warnings: warnings,
                failedOutputs: failed))
    }

    /// The failure when `warnings` are more than `max-warnings` allows.
    package static func warningLimit(_ project: Project, warnings: Int) -> BuildFailure? {
        guard let limit = project.config.maxWarnings, warnings > limit else { return nil }
        return .tooManyWarnings(warnings, limit: limit)
    }

    /// Runs every stage: read, the no-op check against the build record, ``run(_:input:emits:into:report:)``,
    /// write, and records the build. `environment` is what decides the printed messages besides the project (see
    /// ``BuildRecord``).
    package static func build(_ project: Project, environment: [String], report: Report) -> BuildOutcome {
        let input = project.read()
        let key = BuildRecord.key(for: project, environment: environment + input.neighbours)
        let record = project.recordURL.flatMap(BuildRecord.load(from:))
        if let record, record.key == key, isUpToDate(record, input: input, project: project, check: .timestamps) {
            return .upToDate(record)
        }

        // Files the last build left untouched are known by their recorded digests, not read again.
        let stage = OutputStage(recorded: record?.outputs ?? [])
        let run: Run
        switch Pipeline.run(project, input: input, emits: true, into: stage, report: report) {
        case .success(let done): run = done
        case .failure(let failure):
            stage.discard()
            return .failed(failure)
        }

        let files: [OutputStage.Entry]
        let removed: [URL]
        do {
            files = try stage.commit()
            removed = OutputWriter.orphans(
                in: project.ownedFolders(excluding: run.failedOutputs), keeping: Set(files.map(\.path)))
            try OutputWriter.remove(removed)
        } catch {
            return .failed(.write(error.localizedDescription))
        }
        // A record that cannot be written only costs the next build its shortcut; a build with a failed output
        // leaves none, so the next one runs again.
        if let url = project.recordURL, !run.failedOutputs.isEmpty {
            try? FileManager.default.removeItem(at: url)
        } else if let url = project.recordURL {
            let outputs = files.map { (path: $0.path, digest: $0.digest) }
            try? BuildRecord(
                key: key, inputs: run.sources.inputFiles, outputs: outputs, tokenCount: run.model.tokens.count,
                messages: run.messages
            ).write(to: url)
        }
        return .built(
            tokenCount: run.model.tokens.count, files: files, removed: removed, failed: run.failedOutputs,
            inputs: run.sources.inputFiles.map(\.path))
    }

    /// The build record, when it is of a build with this key and the inputs (as the read stage found them) and
    /// outputs are still as it says (what `tokenc check` trusts, comparing every output's bytes); nil otherwise.
    package static func upToDateRecord(of project: Project, input: Input, environment: [String]) -> BuildRecord? {
        guard let record = project.recordURL.flatMap(BuildRecord.load(from:)),
            record.key == BuildRecord.key(for: project, environment: environment + input.neighbours),
            isUpToDate(record, input: input, project: project, check: .bytes)
        else { return nil }
        return record
    }

    /// Whether the recorded build read what `input` holds now, and left outputs that are still on disk as written,
    /// with no generated file of an earlier build left over.
    private static func isUpToDate(
        _ record: BuildRecord, input: Input, project: Project, check: BuildRecord.OutputCheck
    ) -> Bool {
        guard let inputs = project.currentInputs(input, like: record) else { return false }
        return record.inputsMatch(inputs) && record.outputsMatch(check)
            && OutputWriter.orphans(in: project.ownedFolders, keeping: Set(record.outputs.map(\.path))).isEmpty
    }

    // MARK: Stages

    /// The emit stage: every output the project configures, made from one ``EmitContext`` side by side. With
    /// `stage`, each output's files are staged as soon as it is made and not returned; without, they are returned
    /// in the config's order. Also returns what the outputs reported (graded by `tokenc.yaml`'s `diagnostics`),
    /// and the outputs with an error among it: their files are neither staged nor returned, so each stays as it
    /// was.
    package static func emit(
        _ model: TokenModel, sources: SourceManager, project: Project, into stage: OutputStage? = nil
    ) -> (files: [OutputFile], diagnostics: [Diagnostic], failed: [String]) {
        let outputs = ConfiguredOutput.all(for: project)
        guard !outputs.isEmpty else { return ([], [], []) }
        let context = EmitContext(
            model, sources: sources, swiftNamespace: project.swiftNamespace, cssPrefix: project.config.css?.prefix,
            cssCase: project.config.css?.nameCase ?? .kebab)
        let policy = DiagnosticPolicy(levels: project.config.diagnosticLevels)
        let made = Parallel.map(outputs.count) { slot -> (files: [OutputFile], diagnostics: [Diagnostic]) in
            let (files, reported) = outputs[slot].make(context)
            let diagnostics = policy.apply(to: reported)
            guard !diagnostics.contains(where: { $0.severity == .error }) else { return ([], diagnostics) }
            guard let stage else { return (files, diagnostics) }
            stage.stage(files, slot: slot)
            return ([], diagnostics)
        }
        let failed = outputs.indices.filter { made[$0].diagnostics.contains { $0.severity == .error } }
        return (made.flatMap(\.files), made.flatMap(\.diagnostics), failed.map { outputs[$0].name })
    }

    /// Reads DTCG files (and files of a format read per file, ``FileFormat``) as one set of a resolver document,
    /// in file order, so they take the composed path every input takes, but that a token a later file defines
    /// again is reported. A file that does not parse is reported and the others are read on. `loadFile` reads a
    /// file a `$ref` names that is not among `files`, by display path.
    static func readTokenFiles(
        _ files: [SourceFile], readings: [FormatRecognition] = [], loadFile: FileLoader?, options: Options,
        sources: inout SourceManager, diagnostics: inout DiagnosticBag
    ) -> ComposedInput? {
        diagnostics.append(contentsOf: FormatRecognition.notes(readings, files: files))
        var parsed = parse(
            files, firstIndex: 0, sources: &sources, strictDTCG: options.strictDTCG,
            formats: readings.map(\.format), loadFile: loadFile, diagnostics: &diagnostics)
        let order = parsed.documents.keys.filter { !parsed.referencedOnly.contains($0) }.sorted()
        let paths = Dictionary(uniqueKeysWithValues: order.map { ($0, sources.files[Int($0)].path) })
        if let note = AppearanceFiles.apply(to: &parsed.documents, order: order, paths: paths) {
            diagnostics.append(Diagnostic(.note, .duplicateToken, note, at: nil))
        }
        if let (note, file) = AppearanceFiles.overridingFiles(in: parsed.documents, order: order, paths: paths) {
            diagnostics.append(
                Diagnostic(.note, .duplicateToken, note, at: SourceLocation(file: file, line: 1, column: 1)))
        }
        let document = ResolverDocument(
            name: nil, stages: [.set(name: "token files", sources: order.map { .inline(parsed.documents[$0]!) })],
            modifiers: [])
        return ComposedInput(
            document: document, reportsRedefinitions: true, mayHoldFailedReferences: parsed.pointerErrors,
            stopsOnErrors: false, selectsInModel: true)
    }

    /// Reads a resolver document and the token files it names: `loadFile` reads one by display path (nil when it
    /// does not exist). Nil after reporting a document that cannot be read.
    static func readResolver(
        _ resolver: SourceFile, loadFile: @escaping FileLoader, options: Options, sources: inout SourceManager,
        diagnostics: inout DiagnosticBag
    ) -> ComposedInput? {
        sources.add(resolver)
        guard let root = parse(resolver, index: 0, diagnostics: &diagnostics),
            let document = ResolverDocument.read(root, strictDTCG: options.strictDTCG, diagnostics: &diagnostics)
        else { return nil }
        // Each token file once, in first-use order, after the resolver document.
        var files: [SourceFile] = []
        var seen = Set<String>()
        for relative in document.filePaths {
            let path = PointerResolver.join(relative, from: resolver.path)
            guard seen.insert(path).inserted else { continue }
            guard let file = loadFile(path) else {
                diagnostics.error(
                    .ioError, "cannot read '\(relative)' (\(path)): no such file",
                    at: document.location(ofFile: relative))
                continue
            }
            files.append(file)
        }
        for file in files { sources.add(file) }
        let (documents, pointerErrors, _) = parse(
            files, firstIndex: 1, sources: &sources, strictDTCG: options.strictDTCG,
            loadFile: loadFile, diagnostics: &diagnostics)
        var byPath: [String: Node] = [:]
        for (index, node) in documents { byPath[sources.files[Int(index)].path] = node }
        return ComposedInput(
            document: document, documents: byPath, resolverPath: resolver.path,
            mayHoldFailedReferences: pointerErrors)
    }

    /// The stages every input shares, once it is read (`input` nil: reading failed, and said why): the
    /// selection checked, permutations composed, values resolved, the format's finish, the model and its lint.
    /// With `selection` it compiles that one permutation; without, every context into one model.
    static func compile(
        _ input: ComposedInput?, sources: SourceManager, diagnostics: DiagnosticBag, selection: [String: String]?,
        options: Options
    ) -> Result {
        var diagnostics = diagnostics
        let failed = { (diagnostics: DiagnosticBag) in
            Result(model: nil, diagnostics: options.policy.apply(to: diagnostics.sorted()), sources: sources)
        }
        guard let input else { return failed(diagnostics) }
        var composed: [String: String]?
        if let selection, !input.selectsInModel {
            composed = ResolverInput.validate(selection, document: input.document, diagnostics: &diagnostics)
        }
        if input.stopsOnErrors, diagnostics.hasErrors { return failed(diagnostics) }
        guard
            let resolved = resolveComposed(
                input.document, documents: input.documents, resolverPath: input.resolverPath, selection: composed,
                adoptsContextOnlyTokens: input.adoptsContextOnlyTokens,
                reportsRedefinitions: input.reportsRedefinitions, rules: input.rules, fileRules: input.fileRules,
                mayHoldFailedReferences: input.mayHoldFailedReferences, options: options, diagnostics: &diagnostics)
        else { return failed(diagnostics) }
        let tokens = input.finish?(resolved.tokens) ?? resolved.tokens
        let result = model(
            tokens, composition: resolved.composition, interimModifiers: resolved.interimModifiers,
            diagnostics: diagnostics, sources: sources, options: options, unresolved: resolved.unresolved)
        return input.selectsInModel ? result.selecting(selection) : result
    }

    /// Every input's last stages before the model (token files, a resolver document, a foreign format's themes):
    /// its permutations merged by ``Composer`` (`selection`: one of them; `adoptsContextOnlyTokens` and
    /// `reportsRedefinitions` as it says), then resolved by `rules` (`fileRules` for the files of another
    /// format). Nil when a source could not be found; a token or group with an error is left out and the rest
    /// resolved, so every error is reported at once.
    static func resolveComposed(
        _ document: ResolverDocument, documents: [String: Node], resolverPath: String, selection: [String: String]?,
        adoptsContextOnlyTokens: Bool = false, reportsRedefinitions: Bool = false, rules: ValueRules,
        fileRules: [Int32: ValueRules] = [:], mayHoldFailedReferences: Bool, options: Options,
        diagnostics: inout DiagnosticBag
    ) -> (
        tokens: [Token], composition: Composer.Composition, interimModifiers: [Modifier], unresolved: Set<TokenPath>
    )? {
        var composer = Composer(
            document: document, documents: documents, resolverPath: resolverPath,
            adoptsContextOnlyTokens: adoptsContextOnlyTokens, reportsRedefinitions: reportsRedefinitions,
            strictDTCG: options.strictDTCG)
        let composition = composer.compose(selection: selection)
        diagnostics.append(contentsOf: composer.diagnostics)
        guard let composition else { return nil }
        var resolver = AliasResolver(
            definitions: composition.definitions, groupPaths: composition.groupPaths, strictDTCG: options.strictDTCG,
            mayHoldFailedReferences: mayHoldFailedReferences, composedOverrides: composition.overrides, rules: rules,
            fileRules: fileRules)
        resolver.failedTokens = composer.failedTokens
        let (tokens, interimModifiers) = resolver.resolve()
        diagnostics.append(contentsOf: resolver.diagnostics)
        let failed = composer.failedTokens.keys.map { TokenPath(dotted: $0) }
        return (tokens, composition, interimModifiers, resolver.unresolved.union(failed))
    }

    /// ``model(_:modifiers:groups:treeOrdered:diagnostics:sources:options:unresolved:)`` for a composed source (a
    /// resolver document, a Tokens Studio export): its modifiers, then interim ones it does not have.
    static func model(
        _ tokens: [Token], composition: Composer.Composition, interimModifiers: [Modifier], diagnostics: DiagnosticBag,
        sources: SourceManager, options: Options, unresolved: Set<TokenPath>
    ) -> Result {
        let modifiers =
            composition.modifiers
            + interimModifiers.filter { interim in !composition.modifiers.contains { $0.name == interim.name } }
        return model(
            tokens, modifiers: modifiers, groups: (composition.groupDescriptions, composition.groupNames),
            treeOrdered: !composition.adopted, diagnostics: diagnostics, sources: sources, options: options,
            unresolved: unresolved)
    }

    /// The model from resolved tokens when nothing so far was an error, then the lint rules on it; an error among
    /// their findings withdraws the model, as any other error does. Findings located in the config file add it to
    /// the sources. Tokens not `treeOrdered` are brought into tree order first.
    static func model(
        _ tokens: [Token], modifiers: [Modifier], groups: (descriptions: [TokenPath: String], names: [TokenPath: Node]),
        treeOrdered: Bool = true, diagnostics: DiagnosticBag, sources: SourceManager, options: Options,
        unresolved: Set<TokenPath> = []
    ) -> Result {
        var sorted = options.policy.apply(to: diagnostics.sorted())
        let inputs = sources.files.map(\.path)
        var model =
            treeOrdered
            ? TokenModel(treeOrderedTokens: tokens, modifiers: modifiers, inputs: inputs)
            : TokenModel(tokens: tokens, modifiers: modifiers, inputs: inputs)
        (model.groupDescriptions, model.groupNames) = groups
        guard !sorted.contains(where: { $0.severity == .error }) else {
            var result = Result(model: nil, diagnostics: sorted, sources: sources)
            result.partialModel = model
            result.unresolved = unresolved
            return result
        }
        var findings = options.policy.apply(to: Linter.run(model, settings: options.lint))
        guard !findings.isEmpty else {
            var result = Result(model: model, diagnostics: sorted, sources: sources)
            result.unresolved = unresolved
            return result
        }
        var sources = sources
        sources.attach(options.lint.configFile, to: &findings)
        var bag = DiagnosticBag()
        bag.append(contentsOf: sorted)
        bag.append(contentsOf: findings)
        sorted = bag.sorted()
        let hasErrors = findings.contains { $0.severity == .error }
        var result = Result(model: hasErrors ? nil : model, diagnostics: sorted, sources: sources)
        // A lint error leaves every token resolved: what a comparison of a failing side sees.
        if hasErrors { result.partialModel = model }
        result.unresolved = unresolved
        return result
    }

    /// Parses the files (already in `sources` from `firstIndex` on) side by side, and expands the `$ref`
    /// pointers of those that mention one. A file in Style Dictionary's format (`formats[i]`, or by its content
    /// where no format is given or it is DTCG by default) is read as the DTCG it means
    /// (``StyleDictionaryTranslator``); another format's adapter reads its own files. Whether a pointer failed.
    /// With `loadFile`, a `$ref` may name a file that is not among them: it is read and added to `sources`, and
    /// its tokens serve `$ref`s only (`referencedOnly`).
    static func parse(
        _ files: [SourceFile], firstIndex: Int, sources: inout SourceManager,
        strictDTCG: Bool = false, formats: [FileFormat] = [], loadFile: ((String) -> SourceFile?)? = nil,
        diagnostics: inout DiagnosticBag
    ) -> (documents: [Int32: Node], pointerErrors: Bool, referencedOnly: Set<Int32>) {
        let parsed = Parallel.map(files.count) {
            index -> (
                root: Node?, diagnostics: DiagnosticBag, mentionsRef: Bool, dotted: DottedNames.Found,
                sizes: [SizeGroups.Found]
            ) in
            var diagnostics = DiagnosticBag()
            guard var root = parse(files[index], index: Int32(index + firstIndex), diagnostics: &diagnostics) else {
                return (nil, diagnostics, false, ([], []), [])
            }
            if ReferenceSpacing.mayApply(to: files[index], root: root) {
                root = ReferenceSpacing.trim(root, strict: strictDTCG, diagnostics: &diagnostics)
            }
            let format = formats.indices.contains(index) ? formats[index] : .dtcg
            root = format.translate(root, of: files[index], strictDTCG: strictDTCG, diagnostics: &diagnostics)
            var sizes: [SizeGroups.Found] = []
            if files[index].mentions("dimension") {
                (root, sizes) = SizeGroups.rewrite(root, strict: strictDTCG, diagnostics: &diagnostics)
            }
            let dotted =
                strictDTCG
                ? ([], []) : DottedNames.names(in: root, rootKeysAreNames: !FileFormat.rootKeysAreSetNames(root))
            return (root, diagnostics, files[index].mentions("$ref"), dotted, sizes)
        }
        var documents: [Int32: Node] = [:]
        var referencing: [Int32] = []
        for (offset, file) in parsed.enumerated() {
            diagnostics.append(contentsOf: file.diagnostics)
            guard let root = file.root else { continue }
            let index = Int32(offset + firstIndex)
            documents[index] = root
            if file.mentionsRef { referencing.append(index) }
        }
        let sizes = parsed.flatMap(\.sizes)
        if !sizes.isEmpty {
            SizeGroups.rewriteAliases(in: &documents, to: sizes, strict: strictDTCG, diagnostics: &diagnostics)
        }
        let moded = Set(files.indices.filter { files[$0].mentions("mode") }.map { Int32($0 + firstIndex) })
        FileFormat.readContexts(in: &documents, mayHoldContexts: moded, diagnostics: &diagnostics)
        // Names with a dot, respelled in every file, since any file may refer to them.
        let dotted = parsed.reduce(into: Set<String>()) { $0.formUnion($1.dotted.names) }
            .subtracting(parsed.flatMap(\.dotted.clashing))
        if !dotted.isEmpty {
            for (index, root) in documents {
                documents[index] = DottedNames.rename(
                    root, names: dotted, rootKeysAreNames: !FileFormat.rootKeysAreSetNames(root),
                    diagnostics: &diagnostics)
            }
        }
        guard !referencing.isEmpty else { return (documents, false, []) }
        var pointers = PointerResolver(
            documents: documents, sources: sources, strictDTCG: strictDTCG, loadFile: loadFile)
        pointers.resolve(files: referencing)
        diagnostics.append(contentsOf: pointers.diagnostics)
        sources = pointers.sources
        return (pointers.documents, pointers.diagnostics.hasErrors, pointers.referencedOnly)
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
}

extension Pipeline.Result {
    /// The result in the permutation `selection` names (modifier → context, matched case-insensitively), for
    /// inputs whose contexts their tokens write: checked against the model's modifiers, then
    /// ``TokenModel/selecting(_:)``. Unchanged without a selection or a model.
    func selecting(_ selection: [String: String]?) -> Pipeline.Result {
        guard let selection, let model else { return self }
        var bag = DiagnosticBag()
        let contexts = ResolverInput.validate(selection, modifiers: model.modifiers, diagnostics: &bag)
        var result = self
        guard !bag.hasErrors else {
            bag.append(contentsOf: diagnostics)
            result.diagnostics = bag.sorted()
            result.model = nil
            return result
        }
        result.model = model.selecting(contexts)
        return result
    }
}
