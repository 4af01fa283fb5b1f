/// A DTCG stroke style: a CSS keyword, or a dash pattern with a line cap.
package enum StrokeStyleValue: Sendable, Hashable {
    package enum Keyword: String, Sendable, Hashable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }
    package enum LineCap: String, Sendable, Hashable, CaseIterable { case round, butt, square }
    case keyword(Keyword)
    case dashes(dashArray: [DimensionValue], lineCap: LineCap)
}
