import Foundation

/// The layout of a spring-curve picture: position over time of a unit step from rest, from the closed-form
/// spring (``SpringValue/position(at:)``), with the target, overshoot and settling time marked. The curve is
/// sampled evenly and drawn through the samples it needs to stay within ``tolerance`` of all of them.
struct SpringPlot {
    static let width = 220.0
    static let height = 120.0
    /// The plot area: time runs from `left` to `right`, position 0 sits at `baseline`.
    static let left = 30.0
    static let right = 206.0
    static let baseline = 96.0
    static let top = 14.0
    static let samples = 120
    /// How far (in pixels) the drawn curve may stray from a dropped sample: a tenth of its 2-pixel stroke. The
    /// curve keeps a fifth to a third of its samples.
    static let tolerance = 0.2

    let spring: SpringValue
    /// Seconds shown on the time axis.
    let timeSpan: Double
    /// Pixels per unit of position.
    let unit: Double
    /// When the spring settles (ε = 0.001); nil when it never does (no damping).
    let settle: Double?
    /// The largest position reached, and when.
    let peak: (time: Double, position: Double)
    /// The samples the drawn curve goes through (``CurveSimplification``), by index.
    let kept: [Int]
    /// Each sample's y coordinate in the picture.
    private let ys: [Double]

    init(_ spring: SpringValue) {
        self.spring = spring
        let settling = spring.settlingDuration()
        settle = settling.isFinite ? settling : nil
        // A little past settling, rounded up to a tenth of a second (a twentieth for quick springs).
        let raw = settle.map { max($0 * 1.15, 0.05) } ?? spring.response * 3
        let step = raw < 0.5 ? 0.05 : 0.1
        let span = ((raw / step).rounded(.up) * step * 1000).rounded() / 1000
        timeSpan = span
        var peak = (time: 0.0, position: 0.0)
        let positions = spring.positions(every: span / Double(Self.samples), count: Self.samples + 1)
        for (index, position) in positions.enumerated() where position > peak.position {
            peak = (span * Double(index) / Double(Self.samples), position)
        }
        self.peak = peak
        let unit = (Self.baseline - Self.top) / max(1, peak.position)
        self.unit = unit
        ys = positions.map { Self.baseline - $0 * unit }
        kept = CurveSimplification.keptIndices(xs: Self.sampleIndices, ys: ys, tolerance: Self.tolerance)
    }

    /// The samples' indices as x coordinates for ``CurveSimplification`` (distances are measured vertically, so
    /// the scale of x does not matter).
    static let sampleIndices = (0...samples).map(Double.init)

    /// Each sample's x coordinate and the comma after it (with a space before all but the first): samples are
    /// evenly spread over the time axis whatever its span, so the text is the same in every picture.
    /// (All the texts one after another, and where each one ends.)
    static let sampleXs: (bytes: [UInt8], ends: [Int]) = {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for index in 0...samples {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            SVGDocument.appendNumber(left + (right - left) * Double(index) / Double(samples), to: &bytes)
            bytes.append(UInt8(ascii: ","))
            ends.append(bytes.count)
        }
        return (bytes, ends)
    }()

    /// The markup every plot has, in the order it is drawn between the parts that depend on the spring: the
    /// axes, the `0` mark, the axis labels and the time axis's title.
    static let fixed:
        (axes: SVGDocument.Shapes, zero: SVGDocument.Shapes, labels: SVGDocument.Shapes, time: SVGDocument.Shapes) = {
            func shapes(_ draw: (inout SVGDocument) -> Void) -> SVGDocument.Shapes {
                var svg = SVGDocument(width: width, height: height, title: "")
                draw(&svg)
                return svg.shapes
            }
            let axis = "stroke=\"#8e8e93\" stroke-width=\"1\""
            return (
                shapes {
                    $0.line(left, baseline, right, baseline, axis)
                    $0.line(left, top - 4, left, baseline, axis)
                },
                shapes { $0.text("0", x: left - 4, y: baseline + 3, size: 9, anchor: "end") },
                shapes {
                    $0.text(
                        "position", x: 8, y: (top + baseline) / 2, size: 9, anchor: "middle",
                        attributes: positionLabelTransform)
                    $0.text("0 s", x: left, y: baseline + 13, size: 9, anchor: "middle")
                },
                shapes { $0.text("time", x: (left + right) / 2, y: height - 2, size: 9, anchor: "middle") }
            )
        }()

    /// The rotation that stands the position axis's label upright along the axis.
    static let positionLabelTransform = "transform=\"rotate(-90 8 \(SVGDocument.n((top + baseline) / 2)))\""

    func x(_ time: Double) -> Double { Self.left + (Self.right - Self.left) * time / timeSpan }
    func y(_ position: Double) -> Double { Self.baseline - position * unit }

    func render(title: String) -> SVGDocument {
        let n = SVGDocument.n
        var svg = SVGDocument(width: Self.width, height: Self.height, title: title)
        svg.add(shapes: Self.fixed.axes)
        svg.line(Self.left, y(1), Self.right, y(1), "stroke=\"#8e8e93\" stroke-dasharray=\"3 3\"")
        svg.add(shapes: Self.fixed.zero)
        svg.text("1", x: Self.left - 4, y: y(1) + 3, size: 9, anchor: "end")
        svg.add(shapes: Self.fixed.labels)
        svg.text("\(ValueDescription.number(timeSpan)) s", x: Self.right, y: Self.baseline + 13, size: 9, anchor: "end")
        svg.add(shapes: Self.fixed.time)
        if let settle {
            let sx = x(settle)
            svg.line(sx, Self.top - 4, sx, Self.baseline, "stroke=\"#34c759\" stroke-dasharray=\"2 2\"")
            svg.text(
                "settles \(ValueDescription.number((settle * 100).rounded() / 100)) s", x: sx - 3, y: Self.baseline - 6,
                size: 9, anchor: "end", fill: "#248a3d")
        } else {
            svg.text(
                "never settles (no damping)", x: Self.right, y: Self.baseline - 6, size: 9, anchor: "end",
                fill: "#d70015")
        }
        if peak.position > 1.001 {
            let overshoot = ValueDescription.number(((peak.position - 1) * 1000).rounded() / 10)
            svg.add("<circle cx=\"\(n(x(peak.time)))\" cy=\"\(n(y(peak.position)))\" r=\"2.5\" fill=\"#ff9500\"/>")
            svg.text("overshoot \(overshoot) %", x: x(peak.time) + 5, y: y(peak.position) - 3, size: 9, fill: "#c93400")
        }
        svg.withBody { body in
            body += "<polyline points=\""
            let xs = Self.sampleXs
            for index in kept {
                let start = index == 0 ? 0 : xs.ends[index - 1]
                body += xs.bytes[start..<xs.ends[index]]
                DecimalText.append(ys[index], decimals: 2, to: &body)
            }
            body += "\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\" stroke-linejoin=\"round\"/>"
        }
        return svg
    }
}
