import Foundation

/// Token values written the way people read them (`12 pt`, `#0A84FF 90 %`, `response 0.3 s · damping 0.7`),
/// for doc comments and documentation.
public enum ValueDescription {
    public static func describe(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): describe(color)
        case .dimension(let dimension): describe(dimension)
        case .duration(let duration): describe(duration)
        case .cubicBezier(let curve): "cubic-bezier(\(number(curve.p1x)), \(number(curve.p1y)), \(number(curve.p2x)), \(number(curve.p2y)))"
        case .number(let number): self.number(number)
        case .fontFamily(let names): names.joined(separator: ", ")
        case .fontWeight(let weight): weight.keyword.map { "\($0) (\(number(weight.weight)))" } ?? number(weight.weight)
        case .strokeStyle(let style): describe(style)
        case .border(let border): "\(describe(border.width)) \(describe(border.style)) \(describe(border.color))"
        case .transition(let transition):
            "\(describe(transition.duration)) after \(describe(transition.delay)), \(describe(.cubicBezier(transition.timingFunction)))"
        case .shadow(let shadow): shadow.layers.map(describe).joined(separator: "; ")
        case .gradient(let stops): stops.map { "\(describe($0.color)) at \(number($0.position * 100)) %" }.joined(separator: " → ")
        case .typography(let type):
            "\(type.fontFamily.first ?? "") \(describe(type.fontSize)) \(describe(.fontWeight(type.fontWeight))), line height \(number(type.lineHeight)), tracking \(describe(type.letterSpacing))"
        case .spring(let spring): describe(spring)
        case .material(let material): "\(material.rawValue) material"
        case .glass(let glass):
            ([glass.variant.rawValue + " glass"] + (glass.tint.map { ["tinted \(describe($0))"] } ?? [])
                + (glass.interactive ? ["interactive"] : []) + (glass.fallback.map { ["\($0.rawValue) material before iOS 26"] } ?? []))
                .joined(separator: ", ")
        }
    }

    public static func describe(_ color: ColorValue) -> String {
        let hex = ColorConversion.hex(color, uppercase: true)
        var text = color.space == .srgb ? hex : "\(color.space.rawValue)(\(color.components.map { $0.map(number) ?? "none" }.joined(separator: " "))) ≈ \(hex)"
        if color.alpha < 1 { text += " \(number((color.alpha * 100 * 10).rounded() / 10)) %" }
        return text
    }

    public static func describe(_ dimension: DimensionValue) -> String {
        dimension.unit == .px ? "\(number(dimension.value)) pt" : "\(number(dimension.value)) rem (\(number(dimension.points)) pt)"
    }

    public static func describe(_ duration: DurationValue) -> String {
        "\(number(duration.value)) \(duration.unit.rawValue)"
    }

    public static func describe(_ style: StrokeStyleValue) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes(let dashes, let cap): "dashes \(dashes.map { number($0.points) }.joined(separator: " ")) pt, \(cap.rawValue) caps"
        }
    }

    public static func describe(_ layer: ShadowValue.Layer) -> String {
        "\(layer.inset ? "inset " : "")x \(number(layer.offsetX.points)) y \(number(layer.offsetY.points)) blur \(number(layer.blur.points))"
            + (layer.spread.value != 0 ? " spread \(number(layer.spread.points))" : "") + " \(describe(layer.color))"
    }

    public static func describe(_ spring: SpringValue) -> String {
        let settle = number((spring.settlingDuration() * 100).rounded() / 100)
        return "response \(number(round3(spring.response))) s · damping \(number(round3(spring.dampingFraction))) (bounce \(number(round3(spring.bounce))), settles in \(settle) s)"
    }

    /// A number without trailing zeros, at most three decimals.
    public static func number(_ value: Double) -> String {
        JSONValue.format(round3(value))
    }

    private static func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
