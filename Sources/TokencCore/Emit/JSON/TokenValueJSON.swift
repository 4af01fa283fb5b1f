extension TokenValue: JSONWritable {
    /// The value in DTCG's canonical JSON shape (extension types in tokenc's documented shape).
    package var jsonValue: JSONValue {
        var builder = JSONValueBuilder()
        writeJSON(to: &builder)
        return builder.value
    }

    /// Gives ``jsonValue`` to a sink piece by piece, without building it.
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        switch self {
        case .color(let color): color.writeJSON(to: &sink)
        case .dimension(let dimension): dimension.writeJSON(to: &sink)
        case .duration(let duration): duration.writeJSON(to: &sink)
        case .cubicBezier(let curve): curve.writeJSON(to: &sink)
        case .number(let number): sink.number(number)
        case .fontFamily(let names): Self.writeFontFamily(names, to: &sink)
        case .fontWeight(let weight): weight.writeJSON(to: &sink)
        case .strokeStyle(let style): style.writeJSON(to: &sink)
        case .border(let border):
            sink.beginObject()
            sink.member("color", border.color)
            sink.member("width", border.width)
            sink.member("style", border.style)
            sink.endObject()
        case .transition(let transition):
            sink.beginObject()
            sink.member("duration", transition.duration)
            sink.member("delay", transition.delay)
            sink.member("timingFunction", transition.timingFunction)
            sink.endObject()
        case .shadow(let shadow):
            if shadow.isLayered {
                sink.beginArray(inline: false)
                for layer in shadow.layers { layer.writeJSON(to: &sink) }
                sink.endArray()
            } else {
                shadow.layers[0].writeJSON(to: &sink)
            }
        case .gradient(let stops):
            sink.beginArray(inline: false)
            for stop in stops {
                sink.beginObject()
                sink.member("color", stop.color)
                sink.member("position", stop.position)
                sink.endObject()
            }
            sink.endArray()
        case .typography(let typography):
            sink.beginObject()
            sink.key("fontFamily")
            Self.writeFontFamily(typography.fontFamily, to: &sink)
            sink.member("fontSize", typography.fontSize)
            sink.member("fontWeight", typography.fontWeight)
            sink.member("letterSpacing", typography.letterSpacing)
            sink.member("lineHeight", typography.lineHeight)
            if let fontStyle = typography.fontStyle { sink.member("fontStyle", fontStyle) }
            if let fontVariant = typography.fontVariant { sink.member("fontVariant", fontVariant) }
            if let textDecoration = typography.textDecoration { sink.member("textDecoration", textDecoration) }
            if let textTransform = typography.textTransform { sink.member("textTransform", textTransform) }
            sink.endObject()
        case .spring(let spring): spring.writeJSON(to: &sink)
        case .material(let material): sink.string(material.rawValue)
        case .glass(let glass):
            sink.beginObject()
            sink.member("variant", glass.variant.rawValue)
            if let tint = glass.tint { sink.member("tint", tint) }
            sink.key("interactive")
            sink.bool(glass.interactive)
            if let fallback = glass.fallback { sink.member("fallback", fallback.rawValue) }
            sink.endObject()
        case .blur(let blur):
            sink.beginObject()
            sink.member("radius", blur.radius)
            if let progressive = blur.progressive {
                sink.key("progressive")
                sink.beginObject()
                sink.member("direction", progressive.direction.rawValue)
                sink.member("startOffset", progressive.startOffset)
                sink.endObject()
            }
            sink.endObject()
        case .string(let text): sink.string(text)
        case .boolean(let flag): sink.bool(flag)
        case .link(let url): sink.string(url)
        case .custom(let custom): sink.value(custom.json)
        }
    }

    /// One family as a string, several as an array.
    private static func writeFontFamily<Sink: JSONSink>(_ names: [String], to sink: inout Sink) {
        if names.count == 1 { sink.string(names[0]) } else { sink.strings(names) }
    }
}

extension ColorValue: JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("colorSpace", space.rawValue)
        sink.key("components")
        sink.beginArray(inline: components.count <= 8)
        for component in components {
            if let component { sink.number(component) } else { sink.string("none") }
        }
        sink.endArray()
        if alpha != 1 { sink.member("alpha", alpha) }
        if let hex { sink.member("hex", hex) }
        sink.endObject()
    }
}

extension DimensionValue: JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) { sink.measure(value, unit: unit.rawValue) }
}

extension DurationValue: JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) { sink.measure(value, unit: unit.rawValue) }
}

extension CubicBezierValue: JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginArray(inline: true)
        for coordinate in [p1x, p1y, p2x, p2y] { sink.number(coordinate) }
        sink.endArray()
    }
}

extension FontWeightValue: JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        if let keyword { sink.string(keyword) } else { sink.number(weight) }
    }
}

extension StrokeStyleValue: JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        switch self {
        case .keyword(let keyword): sink.string(keyword.rawValue)
        case .dashes(let dashes, let cap):
            sink.beginObject()
            sink.key("dashArray")
            sink.beginArray(inline: false)
            for dash in dashes { dash.writeJSON(to: &sink) }
            sink.endArray()
            sink.member("lineCap", cap.rawValue)
            sink.endObject()
        }
    }
}

extension ShadowValue.Layer: JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("color", color)
        sink.member("offsetX", offsetX)
        sink.member("offsetY", offsetY)
        sink.member("blur", blur)
        sink.member("spread", spread)
        sink.key("inset")
        sink.bool(inset)
        sink.endObject()
    }
}

extension SpringValue: JSONWritable {
    /// Every parameterization, so readers need not convert.
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("response", response)
        sink.member("dampingFraction", dampingFraction)
        sink.member("duration", duration)
        sink.member("bounce", bounce)
        sink.member("mass", mass)
        sink.member("stiffness", stiffness)
        sink.member("damping", damping)
        if let blendDuration { sink.member("blendDuration", blendDuration) }
        sink.endObject()
    }
}

extension TypographyValue.LineHeight: JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        switch self {
        case .multiple(let multiple): sink.number(multiple)
        case .length(let length): length.writeJSON(to: &sink)
        }
    }
}
