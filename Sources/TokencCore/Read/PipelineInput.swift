import Foundation

extension Pipeline {
    /// Reads a file that is not among the sources, by display path (one a resolver document or a `$ref` names);
    /// nil when it cannot be read.
    public typealias FileLoader = @Sendable (String) -> SourceFile?

    /// The formats a set of token files can be in; each is compiled its own way (``Pipeline/compile(_:options:selection:)``).
    public enum SourceFormat: Sendable, Equatable {
        /// DTCG files. A file in Style Dictionary's format is read per file as the DTCG it means, and Terrazzo's
        /// `$extensions.mode` values as contexts.
        case dtcg
        /// A Tokens Studio export: a folder with `$metadata.json`/`$themes.json`, or one file with `$themes` or
        /// `$metadata` at its top level.
        case tokensStudio
        /// Files that came out of Figma (its variables export, the Variables API, the GitHub Action example, the
        /// Export/Import Variables plugin), among which other files are DTCG: its collections' modes are contexts.
        case figma
    }

    /// What the read stage found: what the pipeline compiles. Made by ``classify(_:read:emptyMessage:loadFile:)``,
    /// the one place that decides what token files are, or as a resolver document when the config names one.
    public enum Input: Sendable {
        /// Token files in one format, what reading them reported, the error to give when there are none (nil: none
        /// is fine), and how to read a file a `$ref` names that is not among them.
        case files(
            [SourceFile], format: SourceFormat, read: DiagnosticBag, emptyMessage: String?, loadFile: FileLoader?)
        /// A resolver document, what reading it reported, and how to read the token files it names.
        case resolver(SourceFile, read: DiagnosticBag, loadFile: FileLoader)
        /// The sources could not be read at all.
        case unreadable(DiagnosticBag)

        /// What `files` are, by their content, whatever they are called: one resolver document (an object with
        /// `version` and `resolutionOrder`), a Tokens Studio export, Figma's files, or DTCG files.
        public static func classify(
            _ files: [SourceFile], read: DiagnosticBag = DiagnosticBag(), emptyMessage: String? = nil,
            loadFile: FileLoader? = nil
        ) -> Input {
            if files.count == 1, ResolverDocument.recognizes(files[0]) {
                return .resolver(files[0], read: read, loadFile: loadFile ?? { _ in nil })
            }
            // Plain Tokens Studio set files are asked after Figma's markers, which are the more specific.
            let format: SourceFormat
            if TokensStudioExport.recognizes(files) {
                format = .tokensStudio
            } else if FigmaSources.recognizes(files) {
                format = .figma
            } else if files.contains(where: TokensStudioExport.holdsStudioTokens) {
                format = .tokensStudio
            } else {
                format = .dtcg
            }
            return .files(files, format: format, read: read, emptyMessage: emptyMessage, loadFile: loadFile)
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
            if case .files(_, let format, _, _, _) = self { return format }
            return nil
        }

        /// Whether the sources are a resolver document.
        public var isResolver: Bool {
            if case .resolver = self { return true }
            return false
        }
    }
}
