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

extension FileFormat {
    /// A parsed file of a format read per file, as the DTCG it means (Style Dictionary's:
    /// ``StyleDictionaryTranslator``); the root as it is for the others, whose adapters read whole folders.
    /// `self` is the format the file was recognised as (DTCG by default too, so a file that is plainly Style
    /// Dictionary's is read as one unless the user named its format).
    func translate(_ root: Node, of file: SourceFile, strictDTCG: Bool, diagnostics: inout DiagnosticBag) -> Node {
        guard self == .styleDictionary || (self == .dtcg && file.declaredFormat == nil),
            StyleDictionaryTranslator.recognizes(file, root: root)
        else { return root }
        var translator = StyleDictionaryTranslator(strictDTCG: strictDTCG)
        let translated = translator.translate(root)
        diagnostics.append(contentsOf: translator.diagnostics)
        return translated
    }

    /// What formats write into files tokenc reads as DTCG, read once every file is parsed: contexts written per
    /// token (Terrazzo's `$extensions.mode`, ``TerrazzoModes``) as tokenc's own. `mayHoldContexts`: the
    /// documents whose files could hold some.
    static func readContexts(
        in documents: inout [Int32: Node], mayHoldContexts: Set<Int32>, diagnostics: inout DiagnosticBag
    ) {
        guard !mayHoldContexts.isEmpty else { return }
        TerrazzoModes.apply(to: &documents, mayHoldModes: mayHoldContexts, diagnostics: &diagnostics)
    }

    /// Whether a file's root keys are the names of a format's sets rather than token groups (a Tokens Studio
    /// export's, which its themes name as written).
    static func rootKeysAreSetNames(_ root: Node) -> Bool {
        root["$themes"] != nil || root["$metadata"] != nil
    }
}
