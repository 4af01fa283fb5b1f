/// A DTCG color: a color space, its components (nil where written `"none"`), alpha and an optional hex fallback.
package struct ColorValue: Sendable, Hashable {
    /// The 14 color spaces of DTCG Color 2025.10.
    package enum Space: String, Sendable, Hashable, CaseIterable {
        case srgb
        case srgbLinear = "srgb-linear"
        case hsl, hwb, lab, lch, oklab, oklch
        case displayP3 = "display-p3"
        case a98RGB = "a98-rgb"
        case prophotoRGB = "prophoto-rgb"
        case rec2020
        case xyzD50 = "xyz-d50"
        case xyzD65 = "xyz-d65"

        private static let byName: [String: Space] = Dictionary(
            uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

        /// The space named `name`, by hash lookup rather than a string switch.
        package static func named(_ name: String) -> Space? { byName[name] }

        /// The allowed range of each component, for validation; nil bounds are open. Hue ranges are [0, 360).
        var componentRanges: [(min: Double?, max: Double?, isHue: Bool)] {
            switch self {
            case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: Self.unitRanges
            case .hsl, .hwb: Self.hueFirstRanges
            case .lab: Self.labRanges
            case .lch: Self.lchRanges
            case .oklab: Self.oklabRanges
            case .oklch: Self.oklchRanges
            case .xyzD50, .xyzD65: Self.openRanges
            }
        }

        private static let unitRanges: [(min: Double?, max: Double?, isHue: Bool)] = [
            (0, 1, false), (0, 1, false), (0, 1, false),
        ]
        private static let hueFirstRanges: [(min: Double?, max: Double?, isHue: Bool)] = [
            (0, 360, true), (0, 100, false), (0, 100, false),
        ]
        private static let labRanges: [(min: Double?, max: Double?, isHue: Bool)] = [
            (0, 100, false), (nil, nil, false), (nil, nil, false),
        ]
        private static let lchRanges: [(min: Double?, max: Double?, isHue: Bool)] = [
            (0, 100, false), (0, nil, false), (0, 360, true),
        ]
        private static let oklabRanges: [(min: Double?, max: Double?, isHue: Bool)] = [
            (0, 1, false), (nil, nil, false), (nil, nil, false),
        ]
        private static let oklchRanges: [(min: Double?, max: Double?, isHue: Bool)] = [
            (0, 1, false), (0, nil, false), (0, 360, true),
        ]
        private static let openRanges: [(min: Double?, max: Double?, isHue: Bool)] = [
            (nil, nil, false), (nil, nil, false), (nil, nil, false),
        ]
    }

    package var space: Space
    /// Three components; nil for `none`.
    package var components: [Double?]
    /// 0...1; 1 when not written.
    package var alpha: Double
    /// The `#rrggbb` fallback when written (lowercased).
    package var hex: String?

    package init(space: Space, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}
