import Foundation

/// APCA lightness contrast (Lc), the WCAG 3 draft's measure, by the published constants of APCA-W3 0.0.98G-4g:
/// positive for dark text on a light background, negative for light on dark, 0 below the noise floor. Colors are
/// converted to sRGB and translucent text composited over its background, as for ``WCAGContrast``.
package enum APCAContrast {
    /// Screen luminance Y of gamma-encoded sRGB components in 0…1, by APCA's simple 2.4 exponent.
    package static func luminance(red: Double, green: Double, blue: Double) -> Double {
        0.2126729 * pow(red, 2.4) + 0.7151522 * pow(green, 2.4) + 0.0721750 * pow(blue, 2.4)
    }

    /// Lc of text of luminance `text` on a background of luminance `background`.
    package static func lightnessContrast(text: Double, background: Double) -> Double {
        func clampBlack(_ y: Double) -> Double { y > 0.022 ? y : y + pow(0.022 - y, 1.414) }
        let t = clampBlack(text)
        let b = clampBlack(background)
        guard abs(b - t) >= 0.0005 else { return 0 }
        if b > t {
            let sapc = (pow(b, 0.56) - pow(t, 0.57)) * 1.14
            return sapc < 0.1 ? 0 : (sapc - 0.027) * 100
        }
        let sapc = (pow(b, 0.65) - pow(t, 0.62)) * 1.14
        return sapc > -0.1 ? 0 : (sapc + 0.027) * 100
    }

    /// Lc of `foreground` drawn over `background`; a translucent background is taken over white and over
    /// black, and the weaker (smaller magnitude) result counts.
    package static func lightnessContrast(foreground: ColorValue, background: ColorValue) -> Double {
        var weakest = Double.infinity
        for (shown, behind) in WCAGContrast.composited(foreground, over: background) {
            let lc = lightnessContrast(
                text: luminance(red: shown[0], green: shown[1], blue: shown[2]),
                background: luminance(red: behind[0], green: behind[1], blue: behind[2]))
            if abs(lc) < abs(weakest) { weakest = lc }
        }
        return weakest
    }
}
