/// A DTCG typography style, with the CSS-only properties real files add (read leniently).
package struct TypographyValue: Sendable, Hashable {
    /// DTCG's line height is a multiple of the font size; design tools export a length instead.
    package enum LineHeight: Sendable, Hashable {
        /// A multiple of the font size (DTCG's number; `%` divided by 100).
        case multiple(Double)
        /// A fixed length, such as `{"value": 24, "unit": "px"}`.
        case length(DimensionValue)

        package var isMultiple: Bool { if case .multiple = self { true } else { false } }
    }

    package var fontFamily: [String]
    package var fontSize: DimensionValue
    package var fontWeight: FontWeightValue
    package var letterSpacing: DimensionValue
    package var lineHeight: LineHeight
    /// CSS `font-style` (`normal`, `italic`, `oblique`), when given.
    package var fontStyle: String?
    /// CSS `font-variant`, when given.
    package var fontVariant: String?
    /// CSS `text-decoration` lines (`underline`, `line-through`, `overline`, `none`), when given.
    package var textDecoration: String?
    /// CSS `text-transform` (`uppercase`, `lowercase`, `capitalize`, `none`), when given.
    package var textTransform: String?

    package init(
        fontFamily: [String], fontSize: DimensionValue, fontWeight: FontWeightValue, letterSpacing: DimensionValue,
        lineHeight: LineHeight, fontStyle: String? = nil, fontVariant: String? = nil, textDecoration: String? = nil,
        textTransform: String? = nil
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.fontStyle = fontStyle
        self.fontVariant = fontVariant
        self.textDecoration = textDecoration
        self.textTransform = textTransform
    }

    /// The nearest typography DTCG 2025.10 can say: no CSS-only properties, a relative letter spacing in px and
    /// the line height a multiple (both to four decimals, of this font size); nil when the font size is relative.
    package var conforming: TypographyValue? {
        guard fontSize.isAbsolute, let tracking = trackingPoints, let multiple = lineHeightMultiple else { return nil }
        let rounded = { (value: Double) in (value * 10_000).rounded() / 10_000 }
        return TypographyValue(
            fontFamily: fontFamily, fontSize: fontSize, fontWeight: fontWeight,
            letterSpacing: letterSpacing.isAbsolute
                ? letterSpacing : DimensionValue(value: rounded(tracking), unit: .px),
            lineHeight: .multiple(rounded(multiple)))
    }

    /// The letter spacing in points (`em` and `%` of the font size); nil when the font size or the spacing
    /// is relative to the viewport.
    package var trackingPoints: Double? {
        guard fontSize.isAbsolute else { return nil }
        return letterSpacing.points(relativeToFontSize: fontSize.points)
    }

    /// The line height as a multiple of the font size; nil when it cannot be known in points.
    package var lineHeightMultiple: Double? {
        switch lineHeight {
        case .multiple(let multiple):
            return multiple
        case .length(let length):
            guard fontSize.isAbsolute, fontSize.points > 0,
                let points = length.points(relativeToFontSize: fontSize.points)
            else { return nil }
            return points / fontSize.points
        }
    }
}
