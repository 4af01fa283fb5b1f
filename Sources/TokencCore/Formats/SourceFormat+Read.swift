extension Pipeline.SourceFormat {
    /// The adapter list: which reader turns files composed as this format into the input every format's stages
    /// share (``ComposedInput``). Files of a format read per file (Style Dictionary's) are sets of any of them,
    /// each read by its own translation (``FileFormat/translate(_:of:strictDTCG:diagnostics:)``).
    func read(
        _ files: [SourceFile], readings: [FormatRecognition], loadFile: Pipeline.FileLoader?, options: Pipeline.Options,
        sources: inout SourceManager, diagnostics: inout DiagnosticBag
    ) -> ComposedInput? {
        switch self {
        case .dtcg:
            Pipeline.readTokenFiles(
                files, readings: readings, loadFile: loadFile, options: options, sources: &sources,
                diagnostics: &diagnostics)
        case .tokensStudio:
            Pipeline.readTokensStudio(
                files, readings: readings, options: options, sources: &sources, diagnostics: &diagnostics)
        case .figma:
            Pipeline.readFigma(
                files, readings: readings, loadFile: loadFile, options: options, sources: &sources,
                diagnostics: &diagnostics)
        }
    }
}
