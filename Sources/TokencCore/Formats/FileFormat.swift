/// The formats tokenc reads token files in, each an adapter in its own folder (`Formats/<Format>/`; DTCG is the
/// pipeline's own): the names `tokenc.yaml`'s `format:` and the CLI's `--format` take.
public enum FileFormat: String, Sendable, CaseIterable {
    /// DTCG 2025.10 (`$value`, `$type`), with the deviations real files make.
    case dtcg
    /// Style Dictionary's own format (`value`, `type`, `comment`, `{path.value}` references).
    case styleDictionary = "style-dictionary"
    /// Tokens Studio for Figma: an export with `$themes`/`$metadata`, or its token set files.
    case tokensStudio = "tokens-studio"
    /// Figma's files: its variables export, the REST API, the Export/Import Variables, Design Tokens and
    /// TokensBrücke plugins.
    case figma

    /// How messages name the format.
    package var displayName: String {
        switch self {
        case .dtcg: "DTCG"
        case .styleDictionary: "Style Dictionary"
        case .tokensStudio: "Tokens Studio"
        case .figma: "Figma"
        }
    }

    /// The names `format:` takes, as a message lists them.
    package static let names = allCases.map(\.rawValue).joined(separator: ", ")
}
