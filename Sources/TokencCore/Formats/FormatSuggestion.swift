/// Catches a wrong guess: when a file read by its markers has many errors, it is read again as each other format
/// its syntax allows, and where one gives far fewer, a note names that format and the `format:` that selects it.
/// Only a failed build pays for it (the worst file, at most three compiles), which costs its user more than a
/// second compile.
enum FormatSuggestion {
    /// How many errors in one file make its reading worth questioning.
    static let threshold = 5

    /// The note for the file whose reading another format would improve most; nil when none would.
    static func find(
        files: [SourceFile], readings: [FormatRecognition], errors diagnostics: [Diagnostic],
        options: Pipeline.Options, loadFile: Pipeline.FileLoader?
    ) -> Diagnostic? {
        var counts: [Int: Int] = [:]
        for diagnostic in diagnostics where fails(diagnostic) {
            guard let file = diagnostic.location?.file, files.indices.contains(Int(file)) else { continue }
            counts[Int(file), default: 0] += 1
        }
        // A file's own folder marker (a Tokens Studio export's `$themes`) is certain; a guess from its neighbours
        // is not.
        let suspects = counts.filter { index, count in
            let reading = readings[index]
            return count >= threshold
                && (reading.strength < .folder || (reading.strength == .folder && reading.derived))
        }
        .sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(1)
        var once = options
        once.suggestsFormats = false
        var best: (file: Int, format: FileFormat, errors: Int)?
        for (index, count) in suspects {
            for format in alternatives(to: readings[index], file: files[index]) {
                var tried = files
                tried[index].declaredFormat = format
                let result = Pipeline.compile(.classify(tried, loadFile: loadFile), options: once)
                let errors = result.diagnostics.count { fails($0) && $0.location?.file == Int32(index) }
                guard errors * 2 <= count, count - errors >= threshold else { continue }
                if best.map({ count - errors > counts[$0.file]! - $0.errors }) ?? true {
                    best = (index, format, errors)
                }
            }
        }
        guard let best else { return nil }
        let file = files[best.file]
        let reading = readings[best.file]
        return Diagnostic(
            .note, .sourceFormat,
            "read as \(reading.format.displayName), this file has \(counts[best.file]!) errors; as \(best.format.displayName), \(best.errors): if it is, say so: sources: [{ path: \(file.path), format: \(best.format.rawValue) }] in tokenc.yaml, or --source-format \(best.format.rawValue)",
            at: SourceLocation(file: Int32(best.file), line: 1, column: 1))
    }

    /// Whether a diagnostic is a token lost: an error, or an unknown reference that a format's reading turns into
    /// a warning by leaving the token out (so such a reading is not taken for a better one).
    private static func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (diagnostic.severity == .warning && diagnostic.rule == .unknownAlias)
    }

    /// The other formats a file's syntax allows: legacy `value` is Style Dictionary's, Tokens Studio's and (typed
    /// throughout) the Design Tokens plugin's; `$value` DTCG's and Tokens Studio's.
    private static func alternatives(to reading: FormatRecognition, file: SourceFile) -> [FileFormat] {
        let legacy = !file.mentions("$value")
        var candidates: [FileFormat] = legacy ? [.styleDictionary, .tokensStudio] : [.dtcg, .tokensStudio]
        if legacy, FigmaSources.mayBeDesignTokensVariablesFile(file) { candidates.append(.figma) }
        return candidates.filter { $0 != reading.format }
    }
}
