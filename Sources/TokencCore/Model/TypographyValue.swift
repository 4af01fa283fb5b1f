/// A DTCG typography style.
public struct TypographyValue: Sendable, Hashable {
    public var fontFamily: [String]
    public var fontSize: DimensionValue
    public var fontWeight: FontWeightValue
    public var letterSpacing: DimensionValue
    public var lineHeight: Double
}
