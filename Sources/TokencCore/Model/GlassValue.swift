/// A Liquid Glass recipe (tokenc extension type `glass`): SwiftUI's `Glass` variant, tint and interactivity,
/// and the material to use before iOS 26.
public struct GlassValue: Sendable, Hashable {
    public enum Variant: String, Sendable, Hashable, CaseIterable { case regular, clear, identity }
    public var variant: Variant
    public var tint: ColorValue?
    public var interactive: Bool
    public var fallback: MaterialValue?

    public init(variant: Variant, tint: ColorValue? = nil, interactive: Bool = false, fallback: MaterialValue? = nil) {
        self.variant = variant
        self.tint = tint
        self.interactive = interactive
        self.fallback = fallback
    }
}
