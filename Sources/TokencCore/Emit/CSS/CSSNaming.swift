/// Turns token paths into CSS custom property names by one documented rule: the words of every path
/// component (split as for Swift names: diacritics folded, non-alphanumerics and lower-to-upper changes
/// separate words), lowercased and joined with `-`, after `--`. `$root` adds no words, so `color.accent.$root`
/// is `--color-accent`. `color.groupedBackground` is `--color-grouped-background`; `space.2xl` is `--space-2xl`.
public enum CSSNaming {
    /// The custom property name for a path, e.g. `--radius-md`.
    public static func property(_ path: TokenPath) -> String {
        var name = "-"
        for component in path.components where component != "$root" {
            for word in SwiftNaming.words(component) { name += "-" + word.lowercased() }
        }
        return name
    }

    /// Every token's property name (nil where two tokens would share one: an error naming both places).
    static func names(for model: TokenModel, diagnostics: inout DiagnosticBag) -> [String?] {
        var names = [String?](repeating: nil, count: model.tokens.count)
        var owners: [String: Int] = [:]
        for (index, token) in model.tokens.enumerated() {
            let name = property(token.path)
            if let previous = owners[name] {
                let other = model.tokens[previous]
                diagnostics.error(.cssName, "token '\(token.path)' and token '\(other.path)' both become the CSS property '\(name)'; rename one of them", at: token.location, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.location)])
                names[previous] = nil
                continue
            }
            owners[name] = index
            names[index] = name
        }
        return names
    }
}
