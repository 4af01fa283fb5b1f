/// A typed, fully resolved token value. Every stage after decoding works on this, never on raw JSON.
package enum TokenValue: Sendable, Hashable {
    case color(ColorValue)
    case dimension(DimensionValue)
    case duration(DurationValue)
    case cubicBezier(CubicBezierValue)
    case number(Double)
    case fontFamily([String])
    case fontWeight(FontWeightValue)
    case strokeStyle(StrokeStyleValue)
    case border(BorderValue)
    case transition(TransitionValue)
    case shadow(ShadowValue)
    case gradient([GradientStop])
    /// Boxed: the largest payload, and rare, so every other value stays small to copy.
    indirect case typography(TypographyValue)
    case spring(SpringValue)
    case material(MaterialValue)
    case glass(GlassValue)
    case blur(BlurValue)
    /// A peer tool's `string` token.
    case string(String)
    /// A peer tool's `boolean` token.
    case boolean(Bool)
    /// A peer tool's `link` token: a URL as written.
    case link(String)
    /// A token of a type no output understands.
    case custom(CustomValue)

    /// The type this value belongs to.
    package var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .spring: .spring
        case .material: .material
        case .glass: .glass
        case .blur: .blur
        case .string: .string
        case .boolean: .boolean
        case .link: .link
        case .custom: .custom
        }
    }

    /// The `$type` as written: the type's name, or a custom type's own name.
    package var typeName: String {
        if case .custom(let custom) = self { return custom.typeName }
        return type.rawValue
    }
}
