extension CubicBezierValue {
    /// Appends `cubic-bezier(x1, y1, x2, y2)` with each number rounded to `decimals` places: the CSS function,
    /// and how value descriptions spell a curve.
    func appendFunction(decimals: Int, to out: inout [UInt8]) {
        out += "cubic-bezier("
        DecimalText.append(p1x, decimals: decimals, to: &out)
        out += ", "
        DecimalText.append(p1y, decimals: decimals, to: &out)
        out += ", "
        DecimalText.append(p2x, decimals: decimals, to: &out)
        out += ", "
        DecimalText.append(p2y, decimals: decimals, to: &out)
        out.append(UInt8(ascii: ")"))
    }
}
