/// What a Figma variable's scopes say it is. Figma has four variable types (`COLOR`, `FLOAT`, `STRING`,
/// `BOOLEAN`); its scopes (the fields a variable may be bound to) tell a size from a plain number:
///
/// | Figma type | scopes | DTCG type |
/// |---|---|---|
/// | `FLOAT` | only `CORNER_RADIUS`, `WIDTH_HEIGHT`, `GAP`, `STROKE_FLOAT`, `EFFECT_FLOAT`, `FONT_SIZE`, `LINE_HEIGHT`, `LETTER_SPACING`, `PARAGRAPH_SPACING`, `PARAGRAPH_INDENT` | `dimension` in px (Figma has no other unit) |
/// | `FLOAT` | only `FONT_WEIGHT` | `fontWeight` |
/// | `FLOAT` | anything else (`ALL_SCOPES`, `OPACITY`, a mix, none) | `number` |
/// | `FLOAT` | only `OPACITY`, `COLOR_OPACITY` | `number`, Figma's percentage (`50`, as its opacity field shows it) as the fraction `0.5` |
/// | `STRING` | only `FONT_FAMILY` | `fontFamily` |
/// | `STRING` | anything else | `string` |
/// | `COLOR` | any | `color` |
/// | `BOOLEAN` | any | `boolean` |
enum FigmaScopes {
    /// The scopes of a `FLOAT` whose value is a length in px.
    static let pixelScopes: Set<String> = [
        "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE", "LINE_HEIGHT",
        "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT",
    ]

    /// The DTCG type of a variable of Figma type `figmaType` (`FLOAT`, or the DTCG name Figma's exports write
    /// for it, `number`) with `scopes`.
    static func type(_ figmaType: String, scopes: [String]) -> String {
        let scopes = Set(scopes)
        switch figmaType.uppercased() {
        case "COLOR": return "color"
        case "BOOLEAN": return "boolean"
        case "FLOAT", "NUMBER":
            if scopes.isEmpty { return "number" }
            if scopes.isSubset(of: pixelScopes) { return "dimension" }
            if scopes == ["FONT_WEIGHT"] { return "fontWeight" }
            return "number"
        case "STRING": return scopes == ["FONT_FAMILY"] ? "fontFamily" : "string"
        default: return figmaType
        }
    }

    /// The scopes of an opacity: a layer's, and a color's (`COLOR_OPACITY`, Figma's composed colors, 2026).
    static let opacityScopes: Set<String> = ["OPACITY", "COLOR_OPACITY"]

    /// Whether the scopes are an opacity's alone.
    static func isOpacity(_ scopes: [String]) -> Bool {
        !scopes.isEmpty && opacityScopes.isSuperset(of: scopes)
    }

    /// A `number`'s value as DTCG means it: an opacity (only opacity scopes) is a percentage in Figma,
    /// `0`–`100`, and the fraction of it in DTCG; any other value as it is. (A number bound to a line height or
    /// a letter spacing is px, Figma binds only fixed values there, and one bound to a font weight is the weight.)
    static func number(_ value: Node, scopes: [String]) -> Node {
        guard isOpacity(scopes), let percent = value.number else { return value }
        return Node(.number(percent / 100), at: value.location)
    }

    /// The strings of a `scopes` node (an array of strings); empty when it is not one.
    static func scopes(_ node: Node?) -> [String] {
        node?.elements?.compactMap(\.string) ?? []
    }
}

extension ValueRules {
    /// Figma's files: its exports' `string` and `boolean` types are its own, and an alias means its target's
    /// value wherever it is used (a plain number aliased where a size is expected is px).
    static let figma = ValueRules(ownSpelling: true, referencesCoerce: true)
}
