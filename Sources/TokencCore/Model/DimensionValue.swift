/// A DTCG dimension: a number with `px` (Apple points) or `rem`, or, read leniently from real files, a CSS
/// relative unit (`em`, `%`, `vw`, `vh`, `vmin`, `vmax`) that only some outputs can express.
package struct DimensionValue: Sendable, Hashable {
    package enum Unit: String, Sendable, Hashable, CaseIterable {
        case px, rem, em
        case percent = "%"
        case vw, vh, vmin, vmax

        /// Whether the unit is a fixed length (px, rem) rather than relative to a font or the viewport.
        package var isAbsolute: Bool { self == .px || self == .rem }
    }

    package var value: Double
    package var unit: Unit

    package init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// Whether the value is a fixed length, so Apple platforms can use it as points.
    package var isAbsolute: Bool { unit.isAbsolute }

    /// The value in points, with 1 rem = 16 px; for relative units (only pictures read it) 1 em = 16 px and
    /// other units their bare number.
    package var points: Double {
        switch unit {
        case .px: value
        case .rem, .em: value * 16
        default: value
        }
    }

    /// Points in the context of a font of `fontSize` points: `em` and `%` scale the font size, px and rem are
    /// fixed; nil for viewport units.
    package func points(relativeToFontSize fontSize: Double) -> Double? {
        switch unit {
        case .px, .rem: points
        case .em: value * fontSize
        case .percent: value / 100 * fontSize
        default: nil
        }
    }
}
