/// What a file is by its own markers: the format, the marker that decided and how far it decides. Each adapter
/// says what marks its files (``TokensStudioExport/marker(of:)``, ``FigmaSources/marker(of:)``,
/// ``StyleDictionaryTranslator/marker(of:)``); ``recognize(_:)`` weighs them, and
/// ``Pipeline/Input/classify(_:read:emptyMessage:loadFile:)`` applies what decides for a whole folder.
public struct FormatRecognition: Sendable {
    /// How far a marker decides, weakest first.
    public enum Strength: Int, Sendable, Comparable {
        /// No marker: DTCG, the pipeline's own format.
        case none
        /// A marker more than one format shows (math-looking text, legacy `value`): it decides for its own file
        /// only, and only when no other format's marker is there.
        case shared
        /// A marker only this format writes.
        case own
        /// A marker of a whole folder (Tokens Studio's `$themes`/`$metadata`): every file beside it is the format's.
        case folder
        /// The user's word (`format:` in `tokenc.yaml`, `--format`).
        case declared

        public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    package var format: FileFormat
    package var strength: Strength
    /// The marker as the note quotes it (`"$type": "sizing"`); empty for none.
    package var marker: String
    /// Where in the file's bytes the marker is, when it is written there.
    package var offset: Int?
    /// Whether another file's marker decided (a folder's), not the file's own.
    package var derived = false
    /// Whether a marker only this format writes also decides for the files beside it in a syntax the format
    /// shares (legacy `value`); false for a marker only nearly its own.
    package var decidesForFolder = true

    package init(_ format: FileFormat, _ strength: Strength, marker: String, offset: Int? = nil) {
        self.format = format
        self.strength = strength
        self.marker = marker
        self.offset = offset
    }

    /// The file's own reading: the user's word, else the strongest marker of any adapter, else DTCG. At the same
    /// strength the first wins: Figma's (the more specific), then Style Dictionary's (a shared marker of Tokens
    /// Studio, math, gives way to its legacy `value`, which is the file's syntax where math is only some values).
    package static func recognize(_ file: SourceFile) -> FormatRecognition {
        if let declared = file.declaredFormat { return FormatRecognition(declared, .declared, marker: "format:") }
        // Figma's markers are its own; only a Tokens Studio export's folder marker is stronger.
        if let figma = FigmaSources.marker(of: file) { return TokensStudioExport.folderMarker(of: file) ?? figma }
        let candidates = [StyleDictionaryTranslator.marker(of: file), TokensStudioExport.marker(of: file)]
        var best = FormatRecognition(.dtcg, .none, marker: "")
        for case let candidate? in candidates where candidate.strength > best.strength {
            best = candidate
        }
        return best
    }

    /// Each file's reading, with what decides for a whole folder applied: beside a Tokens Studio export's
    /// `$themes`/`$metadata` every file is one of its sets; beside a Design Tokens plugin file, a file in legacy
    /// `value` syntax is one of the plugin's variables files (which carry no extension data). Otherwise each file
    /// is what its own markers say: one file never decides for another. A file the user named a format for that
    /// plainly is another is one located error, and is read as what it is.
    package static func readings(of files: [SourceFile], diagnostics: inout DiagnosticBag) -> [FormatRecognition] {
        var readings = files.map(recognize)
        for (index, file) in files.enumerated() where readings[index].strength == .declared {
            var undeclared = file
            undeclared.declaredFormat = nil
            let own = recognize(undeclared)
            guard let problem = mismatch(declared: readings[index].format, own: own, file: file) else { continue }
            let (line, column) = file.position(ofByte: own.offset ?? file.offset(of: "$value") ?? 0)
            let named = readings[index].format
            diagnostics.error(
                .sourceFormat,
                "'format: \(named.rawValue)' says this file is \(named.displayName), but \(problem)"
                    + (own.marker.isEmpty ? "" : " (\(own.marker))")
                    + "; read as \(own.format.displayName): drop the 'format:' or name the file's own",
                at: SourceLocation(file: Int32(index), line: line, column: column))
            readings[index] = own
        }
        if let export = readings.firstIndex(where: { $0.format == .tokensStudio && $0.strength == .folder }) {
            for index in readings.indices where readings[index].strength < .folder {
                readings[index] = FormatRecognition(
                    .tokensStudio, .folder, marker: "a set beside \(files[export].path)'s \(readings[export].marker)")
                readings[index].derived = true
            }
        }
        if let plugin = files.indices.first(where: {
            readings[$0].format == .figma && FigmaSources.isDesignTokensPluginFile(files[$0])
        }) {
            for index in readings.indices
            where readings[index].format == .styleDictionary && readings[index].strength == .shared
                && FigmaSources.mayBeDesignTokensVariablesFile(files[index])
            {
                readings[index] = FormatRecognition(
                    .figma, .folder, marker: "a Design Tokens plugin variables file beside \(files[plugin].path)")
                readings[index].derived = true
            }
        }
        // Legacy `value` is Tokens Studio's own syntax too: beside a file only it writes, such a file is one of
        // its sets.
        if let studio = readings.firstIndex(where: {
            $0.format == .tokensStudio && $0.strength == .own && $0.decidesForFolder
        }) {
            for index in readings.indices
            where readings[index].format == .styleDictionary && readings[index].strength == .shared {
                readings[index] = FormatRecognition(
                    .tokensStudio, .folder, marker: "a set beside \(files[studio].path)")
                readings[index].derived = true
            }
        }
        return readings
    }

    /// Why a file is plainly not the format named for it: its syntax is another's (`$value` where Style
    /// Dictionary writes `value`, and back), or it is Figma's variables, which no token syntax reads; nil when
    /// it may well be (a marker of another format's values or types does not say so).
    private static func mismatch(declared: FileFormat, own: FormatRecognition, file: SourceFile) -> String? {
        let dollar = file.mentions("$value")
        let legacy = !dollar && (file.mentions("\"value\"") || file.mentions("value:"))
        switch declared {
        case .styleDictionary where dollar: return "it has no legacy 'value', only '$value'"
        case .dtcg where legacy: return "its tokens are written with 'value', not '$value'"
        case .dtcg, .styleDictionary, .tokensStudio:
            guard own.format == .figma, own.strength >= .own, !dollar, !legacy else { return nil }
            return "it is written as Figma writes its variables"
        default: return nil
        }
    }

    /// The notes that say how the files were read, one per format other than DTCG (the default), located at
    /// the marker that decided for its first file: `2 files read as Style Dictionary: legacy 'value' and no
    /// '$value' here`.
    package static func notes(_ readings: [FormatRecognition], files: [SourceFile]) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        let others = readings.count { $0.format == .dtcg }
        for format in FileFormat.allCases where format != .dtcg {
            let indices = readings.indices.filter { readings[$0].format == format }
            guard let first = indices.first(where: { !readings[$0].derived }) ?? indices.first else { continue }
            let reading = readings[first]
            let (line, column) = files[first].position(ofByte: reading.offset ?? 0)
            var message = "\(indices.count) file\(indices.count == 1 ? "" : "s") read as \(format.displayName)"
            if !reading.marker.isEmpty { message += ": " + reading.marker + (reading.offset == nil ? "" : " here") }
            if others > 0 { message += "; \(others) as DTCG" }
            notes.append(
                Diagnostic(
                    .note, .sourceFormat, message, at: SourceLocation(file: Int32(first), line: line, column: column)))
        }
        return notes
    }

    /// The marker as the note shows it: quoted with its place (`'{a} * 2' at x.json:4:12`).
    package func described(in file: SourceFile) -> String {
        guard let offset else { return marker }
        let (line, column) = file.position(ofByte: offset)
        return "\(marker) at \(file.path):\(line):\(column)"
    }
}
