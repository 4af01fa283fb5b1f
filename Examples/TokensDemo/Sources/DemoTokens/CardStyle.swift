import Foundation

/// App code that reads the generated tokens like any other Swift.
public enum CardStyle {
    /// The corner radius of a card, in points.
    public static var cornerRadius: CGFloat { Brand.Radius.card }

    /// The accent's red component in light and dark appearance.
    public static func accentRed(dark: Bool) -> Double {
        Brand.Color.accent.components(in: Brand.Context(appearance: dark ? .dark : .light)).red
    }

    /// The interactive spring's damping ratio.
    public static var springDamping: Double { Brand.Spring.interactive.dampingFraction }
}
