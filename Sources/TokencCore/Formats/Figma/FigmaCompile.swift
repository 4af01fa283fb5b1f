extension Pipeline {
    /// Compiles files that came out of Figma (``FigmaSources``): its collections as the sets and modifiers of a
    /// resolver document, its values read by ``ValueRules/figma``. With `selection` (modifier → context) it
    /// compiles that one permutation.
    /// Files of another format among them are sets read by their own format.
    static func compileFigma(
        _ files: [SourceFile], readings: [FormatRecognition] = [], loadFile: FileLoader?,
        selection: [String: String]?, options: Options
    ) -> Result {
        var sources = SourceManager()
        var diagnostics = DiagnosticBag()
        for file in files { sources.add(file) }
        let formats = readings.count == files.count ? readings.map(\.format) : files.map { _ in .figma }
        if formats.contains(where: { $0 != .figma }) {
            diagnostics.append(contentsOf: FormatRecognition.notes(readings, files: files))
        }
        let parsed = parse(
            files, firstIndex: 0, sources: &sources, strictDTCG: options.strictDTCG,
            formats: formats, loadFile: loadFile, diagnostics: &diagnostics)
        let codeSyntax = FigmaCodeSyntax(names: options.figmaCodeSyntax)
        let read = FigmaSources.read(
            files, documents: files.indices.map { parsed.documents[Int32($0)] }, formats: formats,
            codeSyntax: codeSyntax, diagnostics: &diagnostics)
        codeSyntax.report(into: &diagnostics)
        if let summary = read.summary { diagnostics.append(Diagnostic(.note, .figma, summary, at: nil)) }
        let failed = { (diagnostics: DiagnosticBag) in
            Result(model: nil, diagnostics: options.policy.apply(to: diagnostics.sorted()), sources: sources)
        }

        var resolvedSelection: [String: String]?
        if let selection {
            resolvedSelection = ResolverInput.validate(selection, document: read.document, diagnostics: &diagnostics)
        }
        if diagnostics.hasErrors { return failed(diagnostics) }
        guard
            let resolved = resolveComposed(
                read.document, documents: [:], resolverPath: "", selection: resolvedSelection, rules: .figma,
                mayHoldFailedReferences: parsed.pointerErrors, options: options, diagnostics: &diagnostics)
        else { return failed(diagnostics) }
        return model(
            resolved.tokens, composition: resolved.composition, interimModifiers: resolved.interimModifiers,
            diagnostics: diagnostics, sources: sources, options: options, unresolved: resolved.unresolved)
    }
}
