extension TokenValue {
    /// Whether values of `type` have a one-line text that a string token can interpolate.
    static func interpolates(_ type: TokenType) -> Bool {
        switch type {
        case .color, .dimension, .duration, .cubicBezier, .number, .fontFamily, .fontWeight, .string, .boolean, .link: true
        default: false
        }
    }

    /// The value as a string token interpolates it, in CSS's spelling (`1px`, `1.5rem`, `#0a84ffcc`, `200ms`,
    /// `cubic-bezier(…)`); nil for composite values.
    var interpolationText: String? {
        switch self {
        case .dimension(let dimension): DecimalText.text(dimension.value, decimals: 4) + dimension.unit.rawValue
        case .duration(let duration): DecimalText.text(duration.value, decimals: 4) + duration.unit.rawValue
        case .number(let number): DecimalText.text(number, decimals: 6)
        case .color(let color):
            color.alpha < 1 ? ColorConversion.hex(color) + String(Int((color.alpha * 255).rounded()), radix: 16).leftPadded(to: 2) : ColorConversion.hex(color)
        case .cubicBezier(let curve):
            {
                var out: [UInt8] = []
                curve.appendFunction(decimals: 4, to: &out)
                return String(decoding: out, as: UTF8.self)
            }()
        case .fontFamily(let families): families.joined(separator: ", ")
        case .fontWeight(let weight): DecimalText.text(weight.weight, decimals: 0)
        case .string(let text), .link(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        default: nil
        }
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
