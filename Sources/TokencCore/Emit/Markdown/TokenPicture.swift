import Foundation

/// The SVG picture of a token for the docs: a swatch per context for colors, corners to scale for radii,
/// shadow cards, spring and easing curves, gradients, bars, specimens and materials over a pattern.
/// Tokens with nothing to draw (numbers) get none.
enum TokenPicture {
    /// Whether a value has a picture (numbers, strings, booleans, links and custom values have none).
    static func draws(_ value: TokenValue) -> Bool {
        switch value {
        case .number, .string, .boolean, .link, .custom: false
        default: true
        }
    }

    /// The picture of `token`; `contexts` are the table's value columns (a color shows one slice per column).
    /// `scope` starts every id the picture defines, so pictures can share one file (``SVGSprite``).
    static func svg(for token: Token, contexts: [[Context]?], title: String, scope: String = "") -> SVGDocument? {
        guard draws(token.value) else { return nil }
        switch token.value {
        case .color:
            let colors = contexts.map { context -> ColorValue in
                if case .color(let color) = context.map(token.value(in:)) ?? token.value { return color }
                return ColorValue(space: .srgb, components: [0, 0, 0])
            }
            return swatch(colors, title: title, scope: scope)
        case .dimension(let dimension):
            return token.path.namesCornerRadius
                ? radius(dimension.points, title: title) : bar(dimension.points, scale: 1, title: title)
        case .duration(let duration): return bar(duration.seconds * 1000, scale: 0.2, title: title)
        case .cubicBezier(let curve): return easing(curve, title: title)
        case .transition(let transition): return easing(transition.timingFunction, title: title)
        case .number, .string, .boolean, .link, .custom: return nil
        case .fontFamily(let families):
            return specimen(
                families: families, size: 20, weight: 400, tracking: 0, sample: "Aa Bb Cc 0123", title: title)
        case .fontWeight(let weight):
            return specimen(families: [], size: 22, weight: weight.weight, tracking: 0, sample: "Aa", title: title)
        case .typography(let type):
            return specimen(
                families: type.fontFamily, size: min(type.fontSize.points, 40), weight: type.fontWeight.weight,
                tracking: type.trackingPoints ?? 0, sample: "The quick brown fox", title: title)
        case .strokeStyle(let style): return stroke(style, title: title)
        case .border(let border): return borderBox(border, title: title)
        case .shadow(let shadow): return shadowCard(shadow, title: title, scope: scope)
        case .gradient(let stops): return gradient(stops, title: title, scope: scope)
        case .spring(let spring): return SpringPlot(spring).render(title: title)
        case .material(let material):
            return frosted(
                MaterialRecipe.material(material), label: material.rawValue, tint: nil, glassEdge: false, title: title,
                scope: scope)
        case .glass(let glass):
            return frosted(
                MaterialRecipe.glass(glass.variant), label: "\(glass.variant.rawValue) glass", tint: glass.tint,
                glassEdge: glass.variant != .identity, title: title, scope: scope)
        case .blur(let blur): return blurred(blur, title: title, scope: scope)
        }
    }

    /// The size ``svg(for:contexts:title:scope:)`` draws `token`'s picture at in a table with `columns` value
    /// columns, without drawing it (for a row that shows the same picture drawn for another token); nil when
    /// it has none.
    static func size(for token: Token, columns: Int) -> (width: Double, height: Double)? {
        switch token.value {
        case .color: (swatchSlice * Double(columns), 32)
        case .dimension: token.path.namesCornerRadius ? (80, 80) : (176, 24)
        case .duration: (176, 24)
        case .cubicBezier, .transition: (96, 96)
        case .fontFamily: (240, specimenHeight(fontSize: 20))
        case .fontWeight: (240, specimenHeight(fontSize: 22))
        case .typography(let type): (240, specimenHeight(fontSize: min(type.fontSize.points, 40)))
        case .strokeStyle: (120, 24)
        case .border: (96, 56)
        case .shadow: (112, 80)
        case .gradient: (160, 32)
        case .spring: (SpringPlot.width, SpringPlot.height)
        case .material, .glass, .blur: (128, 72)
        case .number, .string, .boolean, .link, .custom: nil
        }
    }

    /// The width of a color swatch's slice, one per column.
    static let swatchSlice = 48.0

    /// A type specimen's height for its font size.
    static func specimenHeight(fontSize: Double) -> Double { max(32, fontSize * 1.5) }

    /// The vivid backdrop blurred by the token's radius (as CSS `blur()` does: the radius is the Gaussian's
    /// standard deviation), a progressive blur under a mask that fades it from its edge.
    static func blurred(_ blur: BlurValue, title: String, scope: String = "") -> SVGDocument {
        var svg = SVGDocument(width: 128, height: 72, title: title)
        svg.define("<g id=\"\(scope)backdrop\">\(backdropPattern)</g>")
        svg.define(
            "<filter id=\"\(scope)blur\" x=\"-20%\" y=\"-20%\" width=\"140%\" height=\"140%\"><feGaussianBlur stdDeviation=\"\(n(blur.radius.points))\"/></filter>"
        )
        svg.define("<clipPath id=\"\(scope)frame\"><rect width=\"128\" height=\"72\"/></clipPath>")
        var masked = ""
        if let progressive = blur.progressive {
            let (x1, y1, x2, y2) =
                switch progressive.direction {
                case .top: (0, 0, 0, 1)
                case .bottom: (0, 1, 0, 0)
                case .leading: (0, 0, 1, 0)
                case .trailing: (1, 0, 0, 0)
                }
            svg.define(
                "<linearGradient id=\"\(scope)fade\" x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\"><stop offset=\"0\" stop-color=\"#fff\"/><stop offset=\"\(n(progressive.startOffset))\" stop-color=\"#fff\"/><stop offset=\"1\" stop-color=\"#fff\" stop-opacity=\"0\"/></linearGradient>"
            )
            svg.define(
                "<mask id=\"\(scope)ramp\"><rect width=\"128\" height=\"72\" fill=\"url(#\(scope)fade)\"/></mask>")
            masked = " mask=\"url(#\(scope)ramp)\""
        }
        svg.add("<use href=\"#\(scope)backdrop\"/>")
        svg.add(
            "<g clip-path=\"url(#\(scope)frame)\"\(masked)><use href=\"#\(scope)backdrop\" filter=\"url(#\(scope)blur)\"/></g>"
        )
        return svg
    }

    private static let n = SVGDocument.n
    private static let frame = "stroke=\"#000000\" stroke-opacity=\"0.15\""

    // MARK: Colors

    static func swatch(_ colors: [ColorValue], title: String, scope: String = "") -> SVGDocument {
        let slice = swatchSlice
        var svg = SVGDocument(width: slice * Double(colors.count), height: 32, title: title)
        svg.define(
            "<clipPath id=\"\(scope)shape\"><rect x=\"0.5\" y=\"0.5\" width=\"\(n(svg.width - 1))\" height=\"31\" rx=\"6\"/></clipPath>"
        )
        if colors.contains(where: { $0.alpha < 1 }) {
            svg.define(SVGDocument.checkerboard(id: scope + "checker"))
            svg.add(
                "<rect x=\"0.5\" y=\"0.5\" width=\"\(n(svg.width - 1))\" height=\"31\" rx=\"6\" fill=\"url(#\(scope)checker)\"/>"
            )
        }
        svg.add("<g clip-path=\"url(#\(scope)shape)\">")
        for (index, color) in colors.enumerated() {
            svg.add(
                "<rect x=\"\(n(Double(index) * slice))\" y=\"0\" width=\"\(n(slice))\" height=\"32\" \(SVGDocument.paint(color))/>"
            )
        }
        svg.add(
            "</g><rect x=\"0.5\" y=\"0.5\" width=\"\(n(svg.width - 1))\" height=\"31\" rx=\"6\" fill=\"none\" \(frame)/>"
        )
        return svg
    }

    static func gradient(_ stops: [GradientStop], title: String, scope: String = "") -> SVGDocument {
        var svg = SVGDocument(width: 160, height: 32, title: title)
        let markup = stops.map { "<stop offset=\"\(n($0.position))\" \(SVGDocument.paint($0.color, "stop-color"))/>" }
            .joined()
        svg.define("<linearGradient id=\"\(scope)g\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"0\">\(markup)</linearGradient>")
        if stops.contains(where: { $0.color.alpha < 1 }) {
            svg.define(SVGDocument.checkerboard(id: scope + "checker"))
            svg.add("<rect x=\"0.5\" y=\"0.5\" width=\"159\" height=\"31\" rx=\"6\" fill=\"url(#\(scope)checker)\"/>")
        }
        svg.add("<rect x=\"0.5\" y=\"0.5\" width=\"159\" height=\"31\" rx=\"6\" fill=\"url(#\(scope)g)\" \(frame)/>")
        return svg
    }

    // MARK: Sizes

    /// One corner of a shape, to scale (1 pt = 1 px up to 36 pt, smaller scales above), drawn as a continuous
    /// (squircle) corner the way SwiftUI's `.continuous` style draws it, with the circular arc dashed beside it.
    static func radius(_ radius: Double, title: String) -> SVGDocument {
        var svg = SVGDocument(width: 80, height: 80, title: title)
        let scale = radius > 36 ? 36 / radius : 1
        let r = max(0, radius * scale)
        let origin = 12.0
        let far = 80.0 + 1
        svg.add(
            "<path d=\"\(continuousCorner(origin: origin, radius: r, far: far))\" fill=\"#007aff\" fill-opacity=\"0.14\" stroke=\"#007aff\" stroke-width=\"1.5\"/>"
        )
        if r > 0 {
            svg.add(
                "<path d=\"M \(n(origin)) \(n(origin + r)) A \(n(r)) \(n(r)) 0 0 1 \(n(origin + r)) \(n(origin))\" fill=\"none\" stroke=\"#ff9500\" stroke-width=\"1\" stroke-dasharray=\"2 2\"/>"
            )
        }
        let label =
            scale < 1
            ? "r \(ValueDescription.number(radius)) (1:\(ValueDescription.number((1 / scale * 10).rounded() / 10)))"
            : "r \(ValueDescription.number(radius))"
        svg.text(label, x: 76, y: 74, size: 10, anchor: "end", fill: "#1d1d1f")
        return svg
    }

    /// The top-left corner of a rectangle reaching past the picture's right and bottom edges, with Apple's
    /// continuous-corner curve (three cubic segments per corner, 1.52866·r long on each edge).
    static func continuousCorner(origin o: Double, radius r: Double, far: Double) -> String {
        // (along the edge, away from the edge) offsets from the corner, in units of r, walking from the top edge
        // to the left edge; the curve is symmetric about the diagonal.
        let top: [(Double, Double)] = [
            (1.52866, 0), (1.08849, 0), (0.86841, 0), (0.66993, 0.06550), (0.63149, 0.07491), (0.37282, 0.16906),
            (0.16906, 0.37282), (0.07491, 0.63149), (0.06550, 0.66993), (0, 0.86841), (0, 1.08849), (0, 1.52866),
        ]
        func p(_ i: Int) -> String { "\(n(o + top[i].0 * r)) \(n(o + top[i].1 * r))" }
        var d = "M \(n(far)) \(n(far)) L \(n(far)) \(n(o)) L \(p(0))"
        d += " C \(p(1)) \(p(2)) \(p(3)) L \(p(4)) C \(p(5)) \(p(6)) \(p(7)) L \(p(8)) C \(p(9)) \(p(10)) \(p(11))"
        d += " L \(n(o)) \(n(far)) Z"
        return d
    }

    /// A bar `value × scale` px long from a zero mark; past 150 px it is cut with a break mark and its length written.
    static func bar(_ value: Double, scale: Double, title: String) -> SVGDocument {
        var svg = SVGDocument(width: 176, height: 24, title: title)
        let length = abs(value) * scale
        let shown = min(length, 150)
        // The zero mark, so a zero value still shows where its bar would start.
        svg.add("<rect x=\"3\" y=\"4\" width=\"1\" height=\"16\" fill=\"#8e8e93\"/>")
        svg.add(
            "<rect x=\"4\" y=\"6\" width=\"\(n(shown))\" height=\"12\" rx=\"2\" fill=\"#007aff\" fill-opacity=\"0.8\"/>"
        )
        if length > 150 {
            svg.add("<path d=\"M 120 4 L 126 20 M 125 4 L 131 20\" stroke=\"#ffffff\" stroke-width=\"2\"/>")
            svg.text("not to scale", x: 172, y: 15, size: 8, anchor: "end")
        }
        return svg
    }

    // MARK: Curves

    /// A cubic-bezier easing in the unit square (time right, progress up), with its control handles.
    static func easing(_ curve: CubicBezierValue, title: String) -> SVGDocument {
        let low = min(0, curve.p1y, curve.p2y)
        let high = max(1, curve.p1y, curve.p2y)
        let side = 64.0
        let unit = side / max(1, high - low)
        var svg = SVGDocument(width: 96, height: 96, title: title)
        func x(_ value: Double) -> Double { 16 + value * side }
        func y(_ value: Double) -> Double { 16 + (high - value) * unit }
        svg.withBody { body in
            func number(_ value: Double) { SVGDocument.appendNumber(value, to: &body) }
            body += "<rect x=\"16\" y=\""
            number(y(1))
            body += "\" width=\"64\" height=\""
            number(unit)
            body += "\" fill=\"none\" stroke=\"#d1d1d6\"/>"
        }
        let handle = "stroke=\"#8e8e93\" stroke-width=\"1\""
        svg.line(x(0), y(0), x(curve.p1x), y(curve.p1y), handle)
        svg.line(x(1), y(1), x(curve.p2x), y(curve.p2y), handle)
        svg.withBody { body in
            func point(_ px: Double, _ py: Double) {
                SVGDocument.appendNumber(x(px), to: &body)
                body.append(UInt8(ascii: " "))
                SVGDocument.appendNumber(y(py), to: &body)
            }
            body += "<path d=\"M "
            point(0, 0)
            body += " C "
            point(curve.p1x, curve.p1y)
            body.append(UInt8(ascii: " "))
            point(curve.p2x, curve.p2y)
            body.append(UInt8(ascii: " "))
            point(1, 1)
            body += "\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\"/>"
            for (px, py) in [(curve.p1x, curve.p1y), (curve.p2x, curve.p2y)] {
                body += "<circle cx=\""
                SVGDocument.appendNumber(x(px), to: &body)
                body += "\" cy=\""
                SVGDocument.appendNumber(y(py), to: &body)
                body += "\" r=\"2.5\" fill=\"#ff9500\"/>"
            }
        }
        svg.text("time", x: 48, y: 92, size: 8, anchor: "middle")
        return svg
    }

    // MARK: Type and strokes

    static func specimen(
        families: [String], size: Double, weight: Double, tracking: Double, sample: String, title: String
    ) -> SVGDocument {
        let height = specimenHeight(fontSize: size)
        var svg = SVGDocument(width: 240, height: height, title: title)
        let stack = CSSText.fontFamilies(families + ["-apple-system", "system-ui", "sans-serif"])
        svg.add(
            "<text x=\"4\" y=\"\(n(height / 2 + size * 0.35))\" font-family=\"\(MarkupEscaping.text(stack))\" font-size=\"\(n(size))\" font-weight=\"\(n(weight))\" letter-spacing=\"\(n(tracking))\" fill=\"#1d1d1f\">\(MarkupEscaping.text(sample))</text>"
        )
        return svg
    }

    static func dashArray(_ style: StrokeStyleValue, width: Double) -> String? {
        switch style {
        case .keyword(let keyword):
            switch keyword {
            case .solid, .double, .groove, .ridge, .outset, .inset: return nil
            case .dashed: return "\(n(width * 3)) \(n(width * 2))"
            case .dotted: return "\(n(width)) \(n(width))"
            }
        case .dashes(let dashes, _):
            return dashes.map { n($0.points) }.joined(separator: " ")
        }
    }

    static func stroke(_ style: StrokeStyleValue, title: String) -> SVGDocument {
        var svg = SVGDocument(width: 120, height: 24, title: title)
        let dash = dashArray(style, width: 3).map { " stroke-dasharray=\"\($0)\"" } ?? ""
        var cap = ""
        if case .dashes(_, let lineCap) = style { cap = " stroke-linecap=\"\(lineCap.rawValue)\"" }
        svg.add("<line x1=\"6\" y1=\"12\" x2=\"114\" y2=\"12\" stroke=\"#1d1d1f\" stroke-width=\"3\"\(dash)\(cap)/>")
        return svg
    }

    static func borderBox(_ border: BorderValue, title: String) -> SVGDocument {
        var svg = SVGDocument(width: 96, height: 56, title: title)
        let width = min(border.width.points, 12)
        let dash = dashArray(border.style, width: width).map { " stroke-dasharray=\"\($0)\"" } ?? ""
        let inset = 6 + width / 2
        svg.add(
            "<rect x=\"\(n(inset))\" y=\"\(n(inset))\" width=\"\(n(96 - 2 * inset))\" height=\"\(n(56 - 2 * inset))\" rx=\"6\" fill=\"#ffffff\" \(SVGDocument.paint(border.color, "stroke")) stroke-width=\"\(n(width))\"\(dash)/>"
        )
        return svg
    }

    // MARK: Shadows and surfaces

    /// A white card on a light page, its shadow layers drawn with SVG filters (blur radius = 2σ, spread by
    /// dilating or eroding the card's shape, inset layers inside the card).
    static func shadowCard(_ shadow: ShadowValue, title: String, scope: String = "") -> SVGDocument {
        var svg = SVGDocument(width: 112, height: 80, title: title)
        var filter =
            "<filter id=\"\(scope)shadow\" filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"112\" height=\"80\" color-interpolation-filters=\"sRGB\">"
        var outer: [String] = []
        var inner: [String] = []
        for (index, layer) in shadow.layers.enumerated() {
            let color = ColorConversion.hex(layer.color)
            let sigma = n(layer.blur.points / 2)
            let spread = layer.spread.points
            if layer.inset {
                filter +=
                    "<feComponentTransfer in=\"SourceAlpha\" result=\"hole\(index)\"><feFuncA type=\"table\" tableValues=\"1 0\"/></feComponentTransfer>"
                var source = "hole\(index)"
                if spread != 0 {
                    filter +=
                        "<feMorphology in=\"\(source)\" operator=\"dilate\" radius=\"\(n(abs(spread)))\" result=\"spread\(index)\"/>"
                    source = "spread\(index)"
                }
                filter +=
                    "<feOffset in=\"\(source)\" dx=\"\(n(layer.offsetX.points))\" dy=\"\(n(layer.offsetY.points))\"/><feGaussianBlur stdDeviation=\"\(sigma)\"/>"
                filter +=
                    "<feComposite in2=\"SourceAlpha\" operator=\"in\" result=\"cut\(index)\"/><feFlood flood-color=\"\(color)\" flood-opacity=\"\(n(layer.color.alpha))\"/><feComposite in2=\"cut\(index)\" operator=\"in\" result=\"layer\(index)\"/>"
                inner.append("layer\(index)")
            } else {
                var source = "SourceAlpha"
                if spread != 0 {
                    filter +=
                        "<feMorphology in=\"SourceAlpha\" operator=\"\(spread > 0 ? "dilate" : "erode")\" radius=\"\(n(abs(spread)))\" result=\"spread\(index)\"/>"
                    source = "spread\(index)"
                }
                filter +=
                    "<feOffset in=\"\(source)\" dx=\"\(n(layer.offsetX.points))\" dy=\"\(n(layer.offsetY.points))\"/><feGaussianBlur stdDeviation=\"\(sigma)\" result=\"blurred\(index)\"/>"
                filter +=
                    "<feFlood flood-color=\"\(color)\" flood-opacity=\"\(n(layer.color.alpha))\"/><feComposite in2=\"blurred\(index)\" operator=\"in\" result=\"layer\(index)\"/>"
                outer.append("layer\(index)")
            }
        }
        // Layers listed first paint on top, as in CSS.
        let merged =
            outer.reversed().map { "<feMergeNode in=\"\($0)\"/>" }.joined() + "<feMergeNode in=\"SourceGraphic\"/>"
            + inner.reversed().map { "<feMergeNode in=\"\($0)\"/>" }.joined()
        filter += "<feMerge>\(merged)</feMerge></filter>"
        svg.define(filter)
        svg.add("<rect width=\"112\" height=\"80\" fill=\"#f2f2f7\"/>")
        svg.add(
            "<rect x=\"28\" y=\"20\" width=\"56\" height=\"40\" rx=\"8\" fill=\"#ffffff\" filter=\"url(#\(scope)shadow)\"/>"
        )
        return svg
    }

    /// A vivid pattern with a panel of blurred, washed backdrop over it, labelled; glass adds a bright edge.
    /// The vivid pattern materials, glass and blurs are drawn over (128 × 72).
    static let backdropPattern =
        "<rect width=\"128\" height=\"72\" fill=\"#5856d6\"/><circle cx=\"24\" cy=\"20\" r=\"22\" fill=\"#ff2d55\"/><circle cx=\"104\" cy=\"56\" r=\"26\" fill=\"#ffcc00\"/><circle cx=\"70\" cy=\"8\" r=\"16\" fill=\"#34c759\"/><rect x=\"0\" y=\"44\" width=\"56\" height=\"10\" fill=\"#ffffff\"/><rect x=\"60\" y=\"30\" width=\"68\" height=\"6\" fill=\"#1d1d1f\"/>"

    static func frosted(
        _ recipe: MaterialRecipe, label: String, tint: ColorValue?, glassEdge: Bool, title: String, scope: String = ""
    ) -> SVGDocument {
        var svg = SVGDocument(width: 128, height: 72, title: title)
        svg.define("<g id=\"\(scope)backdrop\">\(backdropPattern)</g>")
        svg.define(
            "<clipPath id=\"\(scope)panel\"><rect x=\"16\" y=\"14\" width=\"96\" height=\"44\" rx=\"14\"/></clipPath>")
        svg.define(
            "<filter id=\"\(scope)frost\" x=\"-10%\" y=\"-10%\" width=\"120%\" height=\"120%\" color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"\(n(recipe.blur / 2))\"/><feColorMatrix type=\"saturate\" values=\"\(n(recipe.saturation))\"/></filter>"
        )
        svg.add("<use href=\"#\(scope)backdrop\"/>")
        svg.add("<g clip-path=\"url(#\(scope)panel)\"><use href=\"#\(scope)backdrop\" filter=\"url(#\(scope)frost)\"/>")
        svg.add(
            "<rect x=\"16\" y=\"14\" width=\"96\" height=\"44\" fill=\"#ffffff\" fill-opacity=\"\(n(recipe.lightWash))\"/>"
        )
        if let tint {
            svg.add(
                "<rect x=\"16\" y=\"14\" width=\"96\" height=\"44\" fill=\"\(ColorConversion.hex(tint))\" fill-opacity=\"\(n(MaterialRecipe.glassTintOpacity * tint.alpha))\"/>"
            )
        }
        svg.add("</g>")
        if glassEdge {
            svg.add(
                "<rect x=\"16.5\" y=\"14.5\" width=\"95\" height=\"43\" rx=\"13.5\" fill=\"none\" stroke=\"#ffffff\" stroke-opacity=\"0.7\"/>"
            )
        }
        svg.text(label, x: 64, y: 40, size: 11, anchor: "middle", fill: "#1d1d1f", attributes: "font-weight=\"600\"")
        return svg
    }
}
