import Foundation

/// WCAG 2.2 contrast between a text color and the color behind it, as an sRGB screen shows them: colors in
/// other spaces are converted to sRGB (clamped to it), a translucent text color is composited over its
/// background, and a translucent background over white and over black (the lower ratio counts, since what lies
/// behind it is not known).
package enum WCAGContrast {
    /// A WCAG conformance level and the ratio it asks for.
    package enum Level: String, Sendable, CaseIterable {
        case aa = "AA"
        case aaa = "AAA"

        /// The least ratio for normal text, or for large text (18 pt, or 14 pt bold).
        package func minimum(largeText: Bool) -> Double {
            switch self {
            case .aa: largeText ? 3 : 4.5
            case .aaa: largeText ? 4.5 : 7
            }
        }
    }

    /// Relative luminance of gamma-encoded sRGB components in 0…1 (WCAG 2.2's definition).
    package static func luminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio (1…21) of `foreground` drawn over `background`.
    package static func ratio(foreground: ColorValue, background: ColorValue) -> Double {
        var worst = Double.infinity
        for (shown, behind) in composited(foreground, over: background) {
            let a = luminance(red: shown[0], green: shown[1], blue: shown[2])
            let b = luminance(red: behind[0], green: behind[1], blue: behind[2])
            worst = min(worst, (max(a, b) + 0.05) / (min(a, b) + 0.05))
        }
        return worst
    }

    /// What a screen shows, as gamma-encoded sRGB: the text composited over its background, and the
    /// background itself; a translucent background once over white and once over black.
    static func composited(_ foreground: ColorValue, over background: ColorValue) -> [(
        shown: [Double], behind: [Double]
    )] {
        let front = ColorConversion.sRGB(foreground)
        let back = ColorConversion.sRGB(background)
        return (back.opacity < 1 ? [1.0, 0.0] : [1.0]).map { backdrop in
            let behind = [back.red, back.green, back.blue].map { $0 * back.opacity + backdrop * (1 - back.opacity) }
            let shown = zip([front.red, front.green, front.blue], behind).map {
                $0 * front.opacity + $1 * (1 - front.opacity)
            }
            return (shown, behind)
        }
    }
}
