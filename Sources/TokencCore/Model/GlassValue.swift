/// A Liquid Glass recipe (tokenc extension type `glass`): SwiftUI's `Glass` variant, tint and interactivity,
/// and the material to use before iOS 26.
package struct GlassValue: Sendable, Hashable {
    package enum Variant: String, Sendable, Hashable, CaseIterable { case regular, clear, identity }
    package var variant: Variant
    package var tint: ColorValue?
    package var interactive: Bool
    package var fallback: MaterialValue?

    package init(variant: Variant, tint: ColorValue? = nil, interactive: Bool = false, fallback: MaterialValue? = nil) {
        self.variant = variant
        self.tint = tint
        self.interactive = interactive
        self.fallback = fallback
    }
}
