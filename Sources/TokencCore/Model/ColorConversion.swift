import Foundation

/// Converts DTCG colors into the RGB spaces SwiftUI renders directly (sRGB, linear sRGB, Display P3),
/// with the matrices and transfer functions of CSS Color 4.
///
/// sRGB, linear sRGB and Display P3 pass through unchanged. HSL and HWB become sRGB. Every other space
/// goes through CIE XYZ (D65; D50 spaces are adapted with Bradford) and lands in sRGB when it fits the
/// sRGB gamut, else in Display P3, gamut-mapped into it (CSS Color 4) when it fits neither. `none` components count as 0.
package enum ColorConversion {
    /// An RGB space SwiftUI's `Color.RGBColorSpace` names.
    package enum RGBSpace: String, Sendable, Hashable {
        case sRGB, sRGBLinear, displayP3
    }

    /// A color in one of SwiftUI's RGB spaces; components are gamma-encoded except in `sRGBLinear`.
    package struct RGB: Sendable, Hashable {
        package var space: RGBSpace
        package var red: Double
        package var green: Double
        package var blue: Double
        package var opacity: Double
        /// Whether the source lay outside Display P3 and was clamped.
        package var wasClamped: Bool
    }

    /// The color in a SwiftUI RGB space.
    package static func rgb(_ color: ColorValue) -> RGB {
        let c = (color.components[0] ?? 0, color.components[1] ?? 0, color.components[2] ?? 0)
        switch color.space {
        case .srgb: return RGB(space: .sRGB, red: c.0, green: c.1, blue: c.2, opacity: color.alpha, wasClamped: false)
        case .srgbLinear:
            return RGB(space: .sRGBLinear, red: c.0, green: c.1, blue: c.2, opacity: color.alpha, wasClamped: false)
        case .displayP3:
            return RGB(space: .displayP3, red: c.0, green: c.1, blue: c.2, opacity: color.alpha, wasClamped: false)
        case .hsl:
            let (r, g, b) = hslToSRGB(c.0, c.1 / 100, c.2 / 100)
            return RGB(space: .sRGB, red: r, green: g, blue: b, opacity: color.alpha, wasClamped: false)
        case .hwb:
            let (r, g, b) = hwbToSRGB(c.0, c.1 / 100, c.2 / 100)
            return RGB(space: .sRGB, red: r, green: g, blue: b, opacity: color.alpha, wasClamped: false)
        default:
            return fromXYZ(xyzD65(color.space, [c.0, c.1, c.2]), opacity: color.alpha)
        }
    }

    /// The color as gamma-encoded sRGB (clamped to 0...1), e.g. for a hex fallback or a swatch.
    package static func sRGB(_ color: ColorValue) -> (red: Double, green: Double, blue: Double, opacity: Double) {
        if color.space == .srgb {
            let c = color.components
            return (clamp(c[0] ?? 0), clamp(c[1] ?? 0), clamp(c[2] ?? 0), color.alpha)
        }
        let c = color.components.map { $0 ?? 0 }
        let xyz: [Double]
        switch color.space {
        case .hsl:
            let (r, g, b) = hslToSRGB(c[0], c[1] / 100, c[2] / 100)
            return (clamp(r), clamp(g), clamp(b), color.alpha)
        case .hwb:
            let (r, g, b) = hwbToSRGB(c[0], c[1] / 100, c[2] / 100)
            return (clamp(r), clamp(g), clamp(b), color.alpha)
        case .srgbLinear: xyz = multiply(sRGBToXYZ, c)
        case .displayP3: xyz = multiply(p3ToXYZ, c.map(decodeSRGB))
        default: xyz = xyzD65(color.space, c)
        }
        let e = mapped(xyz, toLinear: xyzToSRGB, fromLinear: sRGBToXYZ)
        return (e[0], e[1], e[2], color.alpha)
    }

    /// CIE XYZ (D65) of the color.
    package static func xyz(_ color: ColorValue) -> [Double] {
        xyzD65(color.space, color.components.map { $0 ?? 0 })
    }

    /// CIELAB (D65 white) of the color, for color differences.
    package static func lab(_ color: ColorValue) -> (l: Double, a: Double, b: Double) {
        let xyz = xyz(color)
        let white = [0.95047, 1.0, 1.08883]
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(xyz[0] / white[0])
        let fy = f(xyz[1] / white[1])
        let fz = f(xyz[2] / white[2])
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// The color's components in `space`, unclamped: sRGB and Display P3 gamma-encoded (0...1), HSL as hue,
    /// saturation and lightness (0...100), CIE LCH (D50) as lightness, chroma and hue. An achromatic color's hue
    /// is 0. Other spaces give nil.
    package static func components(_ color: ColorValue, in space: ColorValue.Space) -> [Double]? {
        let c = color.components.map { $0 ?? 0 }
        if space == color.space { return c }
        let srgb: [Double]?
        switch color.space {
        case .srgb: srgb = c
        case .hsl:
            let (r, g, b) = hslToSRGB(c[0], c[1] / 100, c[2] / 100)
            srgb = [r, g, b]
        case .hwb:
            let (r, g, b) = hwbToSRGB(c[0], c[1] / 100, c[2] / 100)
            srgb = [r, g, b]
        default: srgb = nil
        }
        switch space {
        case .srgb:
            return srgb ?? multiply(xyzToSRGB, xyz(color)).map(encodeSRGB)
        case .displayP3:
            return multiply(xyzToP3, xyz(color)).map(encodeSRGB)
        case .hsl:
            let rgb = srgb ?? multiply(xyzToSRGB, xyz(color)).map(encodeSRGB)
            return hsl(rgb[0], rgb[1], rgb[2])
        case .lch:
            let d50 = multiply(d65ToD50, xyz(color))
            let white = [0.3457 / 0.3585, 1.0, (1 - 0.3457 - 0.3585) / 0.3585]
            func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
            let fx = f(d50[0] / white[0])
            let fy = f(d50[1] / white[1])
            let fz = f(d50[2] / white[2])
            let (l, a, b) = (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
            let chroma = (a * a + b * b).squareRoot()
            var hue = chroma < 1e-4 ? 0 : atan2(b, a) * 180 / .pi
            if hue < 0 { hue += 360 }
            return [l, chroma, hue]
        default:
            return nil
        }
    }

    /// HSL (hue in degrees, saturation and lightness 0...100) of gamma-encoded sRGB, as CSS Color 4 computes it.
    private static func hsl(_ r: Double, _ g: Double, _ b: Double) -> [Double] {
        let high = max(r, g, b)
        let low = min(r, g, b)
        let lightness = (high + low) / 2
        let delta = high - low
        guard delta > 1e-9 else { return [0, 0, lightness * 100] }
        let saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch high {
        case r: hue = (g - b) / delta + (g < b ? 6 : 0)
        case g: hue = (b - r) / delta + 2
        default: hue = (r - g) / delta + 4
        }
        hue *= 60
        return [hue, saturation * 100, lightness * 100]
    }

    /// `#rrggbb` for the color in sRGB.
    package static func hex(_ color: ColorValue, uppercase: Bool = false) -> String {
        var text: [UInt8] = []
        appendHex(color, uppercase: uppercase, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// ``hex(_:uppercase:)`` appended as UTF-8.
    static func appendHex(_ color: ColorValue, uppercase: Bool = false, to out: inout [UInt8]) {
        let (r, g, b, _) = sRGB(color)
        let letters: UInt8 = uppercase ? UInt8(ascii: "A") - 10 : UInt8(ascii: "a") - 10
        func digit(_ value: Int) -> UInt8 { value < 10 ? UInt8(ascii: "0") + UInt8(value) : letters + UInt8(value) }
        out.append(UInt8(ascii: "#"))
        for component in [r, g, b] {
            let byte = Int((component * 255).rounded())
            out.append(digit(byte / 16))
            out.append(digit(byte % 16))
        }
    }

    /// The smallest of sRGB and Display P3 that holds the color (within 1e-4 per linear component), or nil
    /// when it lies beyond both.
    package static func gamut(_ color: ColorValue) -> RGBSpace? {
        let tolerance = 1e-4
        let xyz = xyzD65(color.space, color.components.map { $0 ?? 0 })
        func inside(_ linear: [Double]) -> Bool { linear.allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance } }
        if inside(multiply(xyzToSRGB, xyz)) { return .sRGB }
        return inside(multiply(xyzToP3, xyz)) ? .displayP3 : nil
    }

    // MARK: Spaces through XYZ

    private static func xyzD65(_ space: ColorValue.Space, _ c: [Double]) -> [Double] {
        switch space {
        case .lab: return multiply(d50ToD65, labToXYZD50(c[0], c[1], c[2]))
        case .lch:
            let hue = c[2] * Double.pi / 180
            return multiply(d50ToD65, labToXYZD50(c[0], c[1] * cos(hue), c[1] * sin(hue)))
        case .oklab: return oklabToXYZ(c[0], c[1], c[2])
        case .oklch:
            let hue = c[2] * Double.pi / 180
            return oklabToXYZ(c[0], c[1] * cos(hue), c[1] * sin(hue))
        case .a98RGB:
            let linear = c.map { sign($0) * pow(abs($0), 563.0 / 256.0) }
            return multiply(a98ToXYZ, linear)
        case .prophotoRGB:
            let linear = c.map { abs($0) <= 16.0 / 512.0 ? $0 / 16 : sign($0) * pow(abs($0), 1.8) }
            return multiply(d50ToD65, multiply(prophotoToXYZD50, linear))
        case .rec2020:
            // Display-referred, as CSS Color 4 defines it since 2025: BT.1886's EOTF, a plain 2.4 gamma.
            return multiply(rec2020ToXYZ, c.map { sign($0) * pow(abs($0), 2.4) })
        case .xyzD65: return c
        case .xyzD50: return multiply(d50ToD65, c)
        case .srgb: return multiply(sRGBToXYZ, c.map(decodeSRGB))
        case .srgbLinear: return multiply(sRGBToXYZ, c)
        case .displayP3: return multiply(p3ToXYZ, c.map(decodeSRGB))
        case .hsl:
            let (r, g, b) = hslToSRGB(c[0], c[1] / 100, c[2] / 100)
            return multiply(sRGBToXYZ, [r, g, b].map(decodeSRGB))
        case .hwb:
            let (r, g, b) = hwbToSRGB(c[0], c[1] / 100, c[2] / 100)
            return multiply(sRGBToXYZ, [r, g, b].map(decodeSRGB))
        }
    }

    private static func fromXYZ(_ xyz: [Double], opacity: Double) -> RGB {
        let tolerance = 1e-4
        let srgb = multiply(xyzToSRGB, xyz)
        if srgb.allSatisfy({ $0 >= -tolerance && $0 <= 1 + tolerance }) {
            let e = srgb.map { clamp(encodeSRGB($0)) }
            return RGB(
                space: .sRGB, red: round6(e[0]), green: round6(e[1]), blue: round6(e[2]), opacity: opacity,
                wasClamped: false)
        }
        let p3 = multiply(xyzToP3, xyz)
        let inside = p3.allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
        let e = inside ? p3.map { clamp(encodeSRGB($0)) } : mapped(xyz, toLinear: xyzToP3, fromLinear: p3ToXYZ)
        return RGB(
            space: .displayP3, red: round6(e[0]), green: round6(e[1]), blue: round6(e[2]), opacity: opacity,
            wasClamped: !inside)
    }

    // MARK: Gamut mapping

    /// CSS Color 4's gamut mapping of a color (CIE XYZ, D65) into an RGB space given by its matrices: in gamut, the
    /// color as it is; else, in OKLCH, the chroma is reduced by binary search until clipping the color changes it by
    /// less than the just-noticeable difference (ΔEOK 0.02), and that clipped color is the result. Gamma-encoded
    /// components in 0...1.
    static func mapped(_ xyz: [Double], toLinear: [[Double]], fromLinear: [[Double]]) -> [Double] {
        let linear = multiply(toLinear, xyz)
        if linear.allSatisfy({ $0 >= -1e-6 && $0 <= 1 + 1e-6 }) { return linear.map { clamp(encodeSRGB($0)) } }
        let origin = oklab(xyz)
        let lightness = origin[0]
        if lightness >= 1 { return [1, 1, 1] }
        if lightness <= 0 { return [0, 0, 0] }
        let hue = atan2(origin[2], origin[1])
        let chroma = (origin[1] * origin[1] + origin[2] * origin[2]).squareRoot()
        func lab(_ c: Double) -> [Double] { [lightness, c * cos(hue), c * sin(hue)] }
        func encoded(_ lab: [Double]) -> [Double] {
            multiply(toLinear, oklabToXYZ(lab[0], lab[1], lab[2])).map(encodeSRGB)
        }
        func distance(_ clipped: [Double], _ lab: [Double]) -> Double {
            let other = oklab(multiply(fromLinear, clipped.map(decodeSRGB)))
            return zip(other, lab).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        }
        let jnd = 0.02
        let epsilon = 0.0001
        var clipped = encoded(lab(chroma)).map(clamp)
        if distance(clipped, lab(chroma)) < jnd { return clipped }
        var low = 0.0
        var high = chroma
        var lowInGamut = true
        while high - low > epsilon {
            let middle = (low + high) / 2
            let current = encoded(lab(middle))
            if lowInGamut, current.allSatisfy({ $0 >= 0 && $0 <= 1 }) {
                low = middle
                continue
            }
            clipped = current.map(clamp)
            let error = distance(clipped, lab(middle))
            if error < jnd {
                if jnd - error < epsilon { return clipped }
                lowInGamut = false
                low = middle
            } else {
                high = middle
            }
        }
        return clipped
    }

    /// OKLab of a CIE XYZ (D65) color.
    private static func oklab(_ xyz: [Double]) -> [Double] {
        multiply(lmsToOklab, multiply(xyzToLMS, xyz).map { cbrt($0) })
    }

    private static let xyzToLMS = inverse(lmsToXYZ)
    private static let lmsToOklab = inverse(oklabToLMS)

    private static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let kappa = 24389.0 / 27.0
        let epsilon = 216.0 / 24389.0
        let fy = (l + 16) / 116
        let fx = a / 500 + fy
        let fz = fy - b / 200
        let x = pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa
        let y = l > kappa * epsilon ? pow((l + 16) / 116, 3) : l / kappa
        let z = pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa
        return [x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585]
    }

    private static func oklabToXYZ(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let lms = multiply(oklabToLMS, [l, a, b]).map { $0 * $0 * $0 }
        return multiply(lmsToXYZ, lms)
    }

    private static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> (Double, Double, Double)
    {
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    private static func hwbToSRGB(_ hue: Double, _ white: Double, _ black: Double) -> (Double, Double, Double) {
        if white + black >= 1 {
            let gray = white / (white + black)
            return (gray, gray, gray)
        }
        let (r, g, b) = hslToSRGB(hue, 1, 0.5)
        let scale = 1 - white - black
        return (r * scale + white, g * scale + white, b * scale + white)
    }

    static func decodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        return magnitude <= 0.04045 ? value / 12.92 : sign(value) * pow((magnitude + 0.055) / 1.055, 2.4)
    }

    static func encodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        return magnitude > 0.0031308 ? sign(value) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055) : 12.92 * value
    }

    private static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }
    private static func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
    private static func round6(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    /// The inverse of a 3×3 matrix (by cofactors).
    private static func inverse(_ m: [[Double]]) -> [[Double]] {
        let cofactors = (0..<3).map { row in
            (0..<3).map { column in
                let r = [(row + 1) % 3, (row + 2) % 3]
                let c = [(column + 1) % 3, (column + 2) % 3]
                return m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
            }
        }
        let determinant = (0..<3).reduce(0.0) { $0 + m[0][$1] * cofactors[0][$1] }
        return (0..<3).map { row in (0..<3).map { column in cofactors[column][row] / determinant } }
    }

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { $0[0] * v[0] + $0[1] * v[1] + $0[2] * v[2] }
    }

    private static let sRGBToXYZ: [[Double]] = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    private static let xyzToSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    private static let p3ToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    private static let xyzToP3: [[Double]] = [
        [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]
    private static let d65ToD50 = inverse(d50ToD65)
    private static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    private static let a98ToXYZ: [[Double]] = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.0752914584939979],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    private static let prophotoToXYZD50: [[Double]] = [
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0.0, 0.0, 0.8251046025104602],
    ]
    private static let rec2020ToXYZ: [[Double]] = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    private static let oklabToLMS: [[Double]] = [
        [1.0, 0.3963377773761749, 0.2158037573099136],
        [1.0, -0.1055613458156586, -0.0638541728258133],
        [1.0, -0.0894841775298119, -1.2914855480194092],
    ]
    private static let lmsToXYZ: [[Double]] = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
}
