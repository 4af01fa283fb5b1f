extension Pipeline {
    /// Compiles files that came out of Figma (``FigmaSources``): its collections as the sets and modifiers of a
    /// resolver document, its values read by ``ValueRules/figma``. With `selection` (modifier → context) it
    /// compiles that one permutation.
    static func compileFigma(
        _ files: [SourceFile], loadFile: FileLoader?, selection: [String: String]?, options: Options
    ) -> Result {
        var sources = SourceManager()
        var diagnostics = DiagnosticBag()
        for file in files { sources.add(file) }
        let parsed = parse(
            files, firstIndex: 0, sources: &sources, buildsTrees: false, strictDTCG: options.strictDTCG,
            nativeValues: true, loadFile: loadFile, diagnostics: &diagnostics)
        let codeSyntax = FigmaCodeSyntax(names: options.figmaCodeSyntax)
        let read = FigmaSources.read(
            files, documents: files.indices.map { parsed.documents[Int32($0)] }, codeSyntax: codeSyntax,
            diagnostics: &diagnostics)
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
        var composer = Composer(document: read.document, documents: [:], resolverPath: "")
        let composition = composer.compose(selection: resolvedSelection)
        diagnostics.append(contentsOf: composer.diagnostics)
        guard let composition, !diagnostics.hasErrors else { return failed(diagnostics) }

        var resolver = AliasResolver(
            definitions: composition.definitions, groupPaths: composition.groupPaths, strictDTCG: options.strictDTCG,
            mayHoldFailedReferences: parsed.pointerErrors, composedOverrides: composition.overrides, rules: .figma)
        resolver.failedTokens = composer.failedTokens
        let (tokens, interimModifiers) = resolver.resolve()
        diagnostics.append(contentsOf: resolver.diagnostics)
        return model(
            tokens, composition: composition, interimModifiers: interimModifiers, diagnostics: diagnostics,
            sources: sources, options: options, unresolved: resolver.unresolved)
    }
}
