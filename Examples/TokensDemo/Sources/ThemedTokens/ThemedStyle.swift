import Foundation

/// App code that reads themed tokens: the contexts come from the resolver document through the build plugin.
public enum ThemedStyle {
    /// The text color's red component in a context.
    public static func textRed(dark: Bool) -> Double {
        Themed.Color.text.components(in: Themed.Context(appearance: dark ? .dark : .light)).red
    }

    /// The border width with and without increased contrast.
    public static func borderWidth(increasedContrast: Bool) -> CGFloat {
        Themed.Border.width.value(in: Themed.Context(contrast: increasedContrast ? .increased : .standard))
    }
}
