/// A CSS color function split into its parts: `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`,
/// `oklab()`, `oklch()` and `color(<space> …)`. Arguments are split at commas when there are any (so a Tokens
/// Studio argument may hold math with spaces), otherwise at spaces with `/ alpha`; a fourth argument is the
/// alpha. The arguments stay text: DTCG reads literals, Tokens Studio reads references and math.
struct CSSColorFunction {
    /// The function's name lowercased, or the space a `color()` names.
    let name: String
    let space: ColorValue.Space
    var arguments: [String]
    var alpha: String?

    init?(_ text: String) {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        var name = text[..<open].trimmingCharacters(in: .whitespaces).lowercased()
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        if inner.contains(",") {
            arguments = inner.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        } else {
            let parts = inner.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return nil }
            arguments = parts[0].split(separator: " ").map(String.init)
            if parts.count == 2 { alpha = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        if name == "color" {
            guard !arguments.isEmpty else { return nil }
            name = arguments.removeFirst().lowercased()
        }
        switch name {
        case "rgb", "rgba": space = .srgb
        case "hsl", "hsla": space = .hsl
        default:
            guard let named = ColorValue.Space.named(name) else { return nil }
            space = named
        }
        if arguments.count == 4, alpha == nil { alpha = arguments.removeLast() }
        self.name = name
    }

    /// Component `index` in the model's range: `rgb()` channels from 0…255 (or %) to 0…1, a percentage of an
    /// RGB or XYZ space, or of `oklab()`/`oklch()` lightness, to 0…1; anything else as written.
    func component(_ value: Double, percent: Bool, at index: Int) -> Double {
        switch space {
        case .srgb where name.hasPrefix("rgb"): return percent ? value / 100 : value / 255
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65:
            return percent ? value / 100 : value
        case .oklab, .oklch: return percent && index == 0 ? value / 100 : value
        default: return value
        }
    }
}
