extension Pipeline {
    /// Reads files that came out of Figma (``FigmaSources``): its collections as the sets and modifiers of a
    /// resolver document, its values read by ``ValueRules/figma``. Files of another format among them are sets
    /// read by their own format.
    static func readFigma(
        _ files: [SourceFile], readings: [FormatRecognition] = [], loadFile: FileLoader?, options: Options,
        sources: inout SourceManager, diagnostics: inout DiagnosticBag
    ) -> ComposedInput? {
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
        return ComposedInput(document: read.document, rules: .figma, mayHoldFailedReferences: parsed.pointerErrors)
    }
}
