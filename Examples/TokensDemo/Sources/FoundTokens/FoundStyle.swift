import Foundation

/// App code for a target whose resolver document the build plugin found by its content, with no tokenc.yaml.
public enum FoundStyle {
    /// The tint's red component in light and dark appearance.
    public static func tintRed(dark: Bool) -> Double {
        DesignTokens.Color.tint.components(in: DesignTokens.Context(appearance: dark ? .dark : .light)).red
    }

    /// The gutter, from the resolver's base set.
    public static var gutter: CGFloat { DesignTokens.Spacing.gutter }
}
