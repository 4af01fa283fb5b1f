/// How the web outputs (docs pictures, CSS, the preview) approximate SwiftUI's materials and Liquid Glass:
/// a backdrop blur and saturation boost under a translucent wash. SwiftUI's real materials are vibrancy
/// effects tuned by the system; these recipes match their thickness ordering and rough opacity, not pixels.
struct MaterialRecipe: Sendable, Hashable {
    /// Backdrop blur radius in CSS px (SVG uses half of it as the Gaussian standard deviation).
    var blur: Double
    /// Backdrop saturation factor (1 = unchanged).
    var saturation: Double
    /// Opacity of the white wash in light appearance.
    var lightWash: Double
    /// Opacity of the black wash in dark appearance.
    var darkWash: Double

    /// The recipe for a material thickness: thicker materials blur more and wash out more of the backdrop.
    static func material(_ material: MaterialValue) -> MaterialRecipe {
        switch material {
        case .ultraThin: MaterialRecipe(blur: 16, saturation: 1.8, lightWash: 0.3, darkWash: 0.3)
        case .thin: MaterialRecipe(blur: 20, saturation: 1.8, lightWash: 0.45, darkWash: 0.42)
        case .regular: MaterialRecipe(blur: 24, saturation: 1.8, lightWash: 0.6, darkWash: 0.55)
        case .thick: MaterialRecipe(blur: 28, saturation: 1.8, lightWash: 0.72, darkWash: 0.68)
        case .ultraThick: MaterialRecipe(blur: 32, saturation: 1.6, lightWash: 0.85, darkWash: 0.8)
        case .bar: MaterialRecipe(blur: 24, saturation: 1.8, lightWash: 0.78, darkWash: 0.72)
        }
    }

    /// The recipe for a glass variant: glass blurs less than materials and keeps the backdrop vivid; `clear`
    /// is nearly transparent and `identity` draws no effect at all.
    static func glass(_ variant: GlassValue.Variant) -> MaterialRecipe {
        switch variant {
        case .regular: MaterialRecipe(blur: 8, saturation: 1.6, lightWash: 0.18, darkWash: 0.18)
        case .clear: MaterialRecipe(blur: 3, saturation: 1.3, lightWash: 0.05, darkWash: 0.05)
        case .identity: MaterialRecipe(blur: 0, saturation: 1, lightWash: 0, darkWash: 0)
        }
    }

    /// Opacity of a glass tint laid over the wash.
    static let glassTintOpacity = 0.35
}
