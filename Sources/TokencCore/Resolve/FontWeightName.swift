/// A font weight written as a Figma style name (`Bold`, `Semi Bold`, `ExtraLight Italic`, `Kräftig`), as Tokens
/// Studio exports it and Figma plugins write it: the weight the CSS common weight names give, and the style a
/// trailing `Italic` or `Oblique` adds.
package enum FontWeightName {
    /// The names, lowercased without spaces, `-` or `_`, and their weights (CSS's common weight name mapping,
    /// with the German names the plugin accepts).
    static let weights: [String: Double] = [
        "hairline": 100, "thin": 100,
        "extralight": 200, "ultralight": 200, "extraleicht": 200,
        "light": 300, "leicht": 300,
        "normal": 400, "regular": 400, "buch": 400, "book": 400,
        "medium": 500, "kraeftig": 500, "kräftig": 500,
        "semibold": 600, "demibold": 600, "halbfett": 600,
        "bold": 700, "dreiviertelfett": 700,
        "extrabold": 800, "ultrabold": 800, "fett": 800,
        "black": 900, "heavy": 900, "super": 900, "extrafett": 900,
        "ultra": 950, "ultrablack": 950, "extrablack": 950,
    ]

    private static let styles = ["italic", "oblique"]

    /// A font's width words, which style names put beside the weight (`Expanded Medium`, `Condensed Bold`): no
    /// weight, so the weight word wins.
    static let widths: Set<String> = [
        "ultracondensed", "extracondensed", "condensed", "semicondensed", "semiexpanded", "expanded",
        "extraexpanded", "ultraexpanded", "narrow", "compressed", "extended", "wide",
    ]

    /// The weight and style of `text`, and the width word it names beside them, or nil when it is not a weight
    /// name (a number in a string is one too; a style or a width alone, `Italic`, is the normal weight).
    package static func parse(_ text: String) -> (weight: Double, style: String?, width: String?)? {
        var words = text.split(separator: " ").map { $0.lowercased() }
        var style: String?
        if let last = words.last {
            for candidate in styles where last.hasSuffix(candidate) {
                style = candidate
                words[words.count - 1] = String(last.dropLast(candidate.count))
                break
            }
        }
        var width: String?
        if let index = words.firstIndex(where: { widths.contains($0.filter { $0 != "-" && $0 != "_" }) }) {
            width = text.split(separator: " ")[index].description
            words.remove(at: index)
        }
        let name = words.joined().filter { $0 != "-" && $0 != "_" }
        if name.isEmpty { return style != nil || width != nil ? (400, style, width) : nil }
        if let number = Double(name), number >= 1, number <= 1000 { return (number, style, width) }
        guard let weight = weights[name] else { return nil }
        return (weight, style, width)
    }
}
