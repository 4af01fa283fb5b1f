extension TokenValue {
    /// Whether values of `type` have a one-line text that a string token can interpolate.
    static func interpolates(_ type: TokenType) -> Bool {
        switch type {
        case .color, .dimension, .duration, .cubicBezier, .number, .fontFamily, .fontWeight, .string, .boolean, .link:
            true
        default: false
        }
    }

    /// The value as a string token interpolates it, written by the stylesheet's own writers (`1px`, `1.5rem`,
    /// `#0a84ffcc`, `200ms`, `cubic-bezier(…)`); nil for composite values.
    var interpolationText: String? {
        var out: [UInt8] = []
        switch self {
        case .dimension(let dimension): CSSText.appendDimension(dimension, to: &out)
        case .duration(let duration): CSSText.appendDuration(duration, to: &out)
        case .number(let number): CSSText.appendNumber(number, to: &out)
        case .color(let color): CSSText.appendSRGB(color, to: &out)
        case .cubicBezier(let curve): curve.appendFunction(decimals: 4, to: &out)
        case .fontWeight(let weight): CSSText.appendNumber(weight.weight, to: &out)
        case .fontFamily(let families): return families.joined(separator: ", ")
        case .string(let text), .link(let text): return text
        case .boolean(let flag): return flag ? "true" : "false"
        default: return nil
        }
        return String(decoding: out, as: UTF8.self)
    }
}
