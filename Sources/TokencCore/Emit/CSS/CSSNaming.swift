/// Turns token paths into CSS custom property names by one documented rule: the words of every path
/// component (split as for Swift names: diacritics folded, non-alphanumerics and lower-to-upper changes
/// separate words), lowercased and joined with `-`, after `--`. `$root` adds no words, so `color.accent.$root`
/// is `--color-accent`. `color.groupedBackground` is `--color-grouped-background`; `space.2xl` is `--space-2xl`.
public enum CSSNaming {
    /// The custom property name for a path, e.g. `--radius-md`.
    public static func property(_ path: TokenPath) -> String {
        var fragments: [String: String] = [:]
        return property(path, fragments: &fragments)
    }

    /// ``property(_:)`` with each component's `-word-word` fragment remembered across calls (group names repeat).
    static func property(_ path: TokenPath, fragments: inout [String: String]) -> String {
        var name = "-"
        for component in path.components where component != "$root" {
            if let fragment = fragments[component] {
                name += fragment
                continue
            }
            var bytes: [UInt8] = []
            for word in SwiftNaming.words(component) {
                bytes.append(0x2D)
                // Words are ASCII letters and digits (and `_`), so lowering is per byte.
                for byte in word.utf8 { bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
            }
            let fragment = String(decoding: bytes, as: UTF8.self)
            fragments[component] = fragment
            name += fragment
        }
        return name
    }

    /// Every token's property name (nil where two tokens would share one: an error naming both places).
    static func names(for model: TokenModel, diagnostics: inout DiagnosticBag) -> [String?] {
        var names = [String?](repeating: nil, count: model.tokens.count)
        var owners: [String: Int] = [:]
        owners.reserveCapacity(model.tokens.count)
        var fragments: [String: String] = [:]
        for (index, token) in model.tokens.enumerated() {
            let name = property(token.path, fragments: &fragments)
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
