import Foundation

extension Pipeline {
    /// Reads a file that is not among the sources, by display path (one a resolver document or a `$ref` names);
    /// nil when it cannot be read.
    public typealias FileLoader = @Sendable (String) -> SourceFile?

    /// How a set of token files is composed, by the formats among them (``FormatRecognition``); each file is
    /// still read by its own format's adapter.
    public enum SourceFormat: Sendable, Equatable {
        /// Token files, each its own set, later files winning. Terrazzo's `$extensions.mode` values are contexts.
        case dtcg
        /// Tokens Studio's sets: a folder with `$metadata.json`/`$themes.json`, one file with `$themes` or
        /// `$metadata` at its top level, or set files among others.
        case tokensStudio
        /// Files that came out of Figma (its variables export, the Variables API, the GitHub Action example, the
        /// plugins), among which other files are sets of their own: its collections' modes are contexts.
        case figma
    }

    /// What the read stage found: what the pipeline compiles. Made by ``classify(_:read:emptyMessage:loadFile:)``,
    /// the one place that decides what token files are, or as a resolver document when the config names one.
    public enum Input: Sendable {
        /// Token files in one format, what reading them reported, the error to give when there are none (nil: none
        /// is fine), and how to read a file a `$ref` names that is not among them.
        /// `readings`: each file's format and what decided it (``FormatRecognition/readings(of:diagnostics:)``);
        /// empty, each file is read as `format` reads its files.
        case files(
            [SourceFile], format: SourceFormat, read: DiagnosticBag, emptyMessage: String?, loadFile: FileLoader?,
            readings: [FormatRecognition] = [])
        /// A resolver document, what reading it reported, and how to read the token files it names.
        /// `neighbours`: the display paths of token files around it (its folder's, the build plan's), each one
        /// the document does not name a warning, since its tokens would be left out unseen.
        case resolver(SourceFile, read: DiagnosticBag, loadFile: FileLoader, neighbours: [String] = [])
        /// The sources could not be read at all.
        case unreadable(DiagnosticBag)

        /// What `files` are, by their content, whatever they are called: one resolver document (an object with
        /// `version` and `resolutionOrder`), or token files, each in the format its markers or the user's word say
        /// (``FormatRecognition/readings(of:)``), composed as Tokens Studio's or Figma's when some are.
        public static func classify(
            _ files: [SourceFile], read: DiagnosticBag = DiagnosticBag(), emptyMessage: String? = nil,
            loadFile: FileLoader? = nil
        ) -> Input {
            if files.count == 1, files[0].declaredFormat == nil, ResolverDocument.recognizes(files[0]) {
                return .resolver(files[0], read: read, loadFile: loadFile ?? { _ in nil })
            }
            var read = read
            let readings = FormatRecognition.readings(of: files, diagnostics: &read)
            return .files(
                files, format: SourceFormat(readings), read: read, emptyMessage: emptyMessage, loadFile: loadFile,
                readings: readings)
        }

        /// What one file on disk is, by ``classify(_:read:emptyMessage:loadFile:)`` of it alone, and a resolver
        /// document by its name too (`*.resolver.json`, as `tokenc.yaml`'s `sources` takes one); nil when it is
        /// not a file tokenc reads. `init`, `watch` and `diff` ask this of the files they find.
        package static func classify(fileAt url: URL) -> Input? {
            guard let format = SourceFile.Format(fileName: url.lastPathComponent),
                let bytes = OutputWriter.read(url.path)
            else { return nil }
            let file = SourceFile(path: url.path, format: format, bytes: bytes)
            if ProjectConfig.isResolverFileName(url.lastPathComponent) {
                return .resolver(file, read: DiagnosticBag(), loadFile: { _ in nil })
            }
            return classify([file])
        }

        /// The format of token files; nil for a resolver document or sources that could not be read.
        package var format: SourceFormat? {
            if case .files(_, let format, _, _, _, _) = self { return format }
            return nil
        }

        /// The token files around a resolver document (see ``resolver(_:read:loadFile:neighbours:)``).
        package var neighbours: [String] {
            if case .resolver(_, _, _, let neighbours) = self { return neighbours }
            return []
        }

        /// Whether the sources are a resolver document.
        public var isResolver: Bool {
            if case .resolver = self { return true }
            return false
        }
    }
}

extension Pipeline.SourceFormat {
    /// How files of these formats are composed: a Tokens Studio export's folder marker makes its sets, Figma's
    /// files their collections, Tokens Studio set files their sets; else token files.
    init(_ readings: [FormatRecognition]) {
        if readings.contains(where: { $0.format == .tokensStudio && $0.strength == .folder }) {
            self = .tokensStudio
        } else if readings.contains(where: { $0.format == .figma }) {
            self = .figma
        } else if readings.contains(where: { $0.format == .tokensStudio }) {
            self = .tokensStudio
        } else {
            self = .dtcg
        }
    }
}
