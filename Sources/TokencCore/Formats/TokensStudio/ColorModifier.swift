import Foundation

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`), applied as the plugin applies it.
///
/// `lighten` and `darken` move each sRGB or Display P3 channel, or HSL lightness, or CIE LCH lightness and chroma,
/// toward white or black by `amount` (0...1); `mix` interpolates every component toward `color` in the space (hue
/// the shorter way round); `alpha` sets the opacity to `amount`. The result is in the modifier's space, brought
/// into its gamut and rounded to three significant digits, as the plugin writes it.
package struct ColorModifier: Sendable, Hashable {
    package enum Kind: String, Sendable, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// The spaces the plugin offers, by the names it writes.
    package enum Space: String, Sendable, CaseIterable {
        case srgb, hsl, lch, p3

        var colorSpace: ColorValue.Space {
            switch self {
            case .srgb: .srgb
            case .hsl: .hsl
            case .lch: .lch
            case .p3: .displayP3
            }
        }
    }

    package var kind: Kind
    package var space: Space
    package var amount: Double
    /// The color mixed in, for `mix`.
    package var mixColor: ColorValue?

    package init(kind: Kind, space: Space, amount: Double, mixColor: ColorValue? = nil) {
        self.kind = kind
        self.space = space
        self.amount = amount
        self.mixColor = mixColor
    }

    /// `color` modified.
    package func apply(to color: ColorValue) -> ColorValue {
        let target = space.colorSpace
        var c = ColorConversion.components(color, in: target) ?? [0, 0, 0]
        var alpha = color.alpha
        switch kind {
        case .lighten:
            switch space {
            case .srgb, .p3: c = c.map { min(1, $0 + amount * (1 - $0)) }
            case .hsl: c[2] = min(100, c[2] + (100 - c[2]) * amount)
            case .lch:
                c[0] = min(100, c[0] + (100 - c[0]) * amount)
                c[1] = max(0, c[1] - amount * c[1])
            }
        case .darken:
            switch space {
            case .srgb, .p3: c = c.map { max(0, $0 - amount * $0) }
            case .hsl: c[2] = max(0, c[2] - c[2] * amount)
            case .lch:
                c[0] = max(0, c[0] - c[0] * amount)
                c[1] = max(0, c[1] - amount * c[1])
            }
        case .mix:
            guard let mixColor else { break }
            let p = max(0, min(1, amount))
            let other = ColorConversion.components(mixColor, in: target) ?? [0, 0, 0]
            let hueIndex: Int? =
                switch space {
                case .hsl: 0
                case .lch: 2
                default: nil
                }
            for index in 0..<3 {
                var from = c[index]
                var to = other[index]
                if index == hueIndex {
                    // An achromatic color has no hue: it takes the other color's.
                    let fromGray = space == .hsl ? c[1] < 1e-6 : c[1] < 1e-4
                    let toGray = space == .hsl ? other[1] < 1e-6 : other[1] < 1e-4
                    if fromGray { from = to }
                    if toGray { to = from }
                    if to - from > 180 { from += 360 } else if from - to > 180 { to += 360 }
                    c[index] = (from + (to - from) * p).truncatingRemainder(dividingBy: 360)
                } else {
                    c[index] = from + (to - from) * p
                }
            }
            alpha = color.alpha + (mixColor.alpha - color.alpha) * p
        case .alpha:
            alpha = max(0, min(1, amount))
        }
        switch space {
        case .srgb, .p3: c = c.map { max(0, min(1, $0)) }
        case .hsl:
            c[1] = max(0, min(100, c[1]))
            c[2] = max(0, min(100, c[2]))
        case .lch: break
        }
        // sRGB is written as percentages, so its three digits are of the percentage.
        let rounded: [Double?] = c.map { Self.precision3($0, scale: space == .srgb ? 100 : 1) }
        return ColorValue(space: target, components: rounded, alpha: Self.precision3(alpha))
    }

    /// `value` to three digits as the plugin's color library writes it: the digits before the point count, and a
    /// number below 1 keeps two decimals (`47.08` → 47.1, `0.2911` → 0.29, `1234.5` → 1230). `scale` is how the
    /// value is written (100 for a percentage); the result is unscaled.
    static func precision3(_ value: Double, scale: Double = 1) -> Double {
        let written = value * scale
        guard written != 0, written.isFinite else { return written.isFinite ? 0 : value }
        let digits = Int(log10(Swift.abs(written)).rounded(.towardZero)) + 1
        let multiplier = pow(10, Double(3 - digits))
        return (written * multiplier + 0.5).rounded(.down) / (multiplier * scale)
    }
}
