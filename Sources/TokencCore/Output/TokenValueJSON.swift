extension TokenValue {
    /// The value in DTCG's canonical JSON shape (extension types in tokenc's documented shape).
    public var jsonValue: JSONValue {
        switch self {
        case .color(let color): color.jsonValue
        case .dimension(let dimension): dimension.jsonValue
        case .duration(let duration): duration.jsonValue
        case .cubicBezier(let curve): .array([curve.p1x, curve.p1y, curve.p2x, curve.p2y].map(JSONValue.number))
        case .number(let number): .number(number)
        case .fontFamily(let names): names.count == 1 ? .string(names[0]) : .array(names.map(JSONValue.string))
        case .fontWeight(let weight): weight.keyword.map(JSONValue.string) ?? .number(weight.weight)
        case .strokeStyle(let style): style.jsonValue
        case .border(let border):
            .object([("color", border.color.jsonValue), ("width", border.width.jsonValue), ("style", border.style.jsonValue)])
        case .transition(let transition):
            .object([
                ("duration", transition.duration.jsonValue), ("delay", transition.delay.jsonValue),
                ("timingFunction", TokenValue.cubicBezier(transition.timingFunction).jsonValue),
            ])
        case .shadow(let shadow):
            shadow.isLayered ? .array(shadow.layers.map(\.jsonValue)) : shadow.layers[0].jsonValue
        case .gradient(let stops):
            .array(stops.map { .object([("color", $0.color.jsonValue), ("position", .number($0.position))]) })
        case .typography(let typography):
            .object([
                ("fontFamily", TokenValue.fontFamily(typography.fontFamily).jsonValue),
                ("fontSize", typography.fontSize.jsonValue),
                ("fontWeight", TokenValue.fontWeight(typography.fontWeight).jsonValue),
                ("letterSpacing", typography.letterSpacing.jsonValue),
                ("lineHeight", typography.lineHeight.jsonValue),
            ] + [("fontStyle", typography.fontStyle), ("fontVariant", typography.fontVariant), ("textDecoration", typography.textDecoration), ("textTransform", typography.textTransform)].compactMap { key, keyword in keyword.map { (key, JSONValue.string($0)) } })
        case .spring(let spring): spring.jsonValue
        case .material(let material): .string(material.rawValue)
        case .glass(let glass):
            .object(
                [("variant", .string(glass.variant.rawValue))]
                    + (glass.tint.map { [("tint", $0.jsonValue)] } ?? [])
                    + [("interactive", .bool(glass.interactive))]
                    + (glass.fallback.map { [("fallback", .string($0.rawValue))] } ?? [])
            )
        case .blur(let blur):
            .object(
                [("radius", blur.radius.jsonValue)]
                    + (blur.progressive.map { [("progressive", .object([("direction", .string($0.direction.rawValue)), ("startOffset", .number($0.startOffset))]))] } ?? [])
            )
        case .string(let text): .string(text)
        case .boolean(let flag): .bool(flag)
        case .link(let url): .string(url)
        case .custom(let custom): custom.json
        }
    }
}

extension ColorValue {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(space.rawValue)),
            ("components", .array(components.map { $0.map(JSONValue.number) ?? .string("none") })),
        ]
        if alpha != 1 { members.append(("alpha", .number(alpha))) }
        if let hex { members.append(("hex", .string(hex))) }
        return .object(members)
    }
}

extension DimensionValue {
    var jsonValue: JSONValue { .object([("value", .number(value)), ("unit", .string(unit.rawValue))]) }
}

extension DurationValue {
    var jsonValue: JSONValue { .object([("value", .number(value)), ("unit", .string(unit.rawValue))]) }
}

extension StrokeStyleValue {
    var jsonValue: JSONValue {
        switch self {
        case .keyword(let keyword): .string(keyword.rawValue)
        case .dashes(let dashes, let cap): .object([("dashArray", .array(dashes.map(\.jsonValue))), ("lineCap", .string(cap.rawValue))])
        }
    }
}

extension ShadowValue.Layer {
    var jsonValue: JSONValue {
        .object([
            ("color", color.jsonValue), ("offsetX", offsetX.jsonValue), ("offsetY", offsetY.jsonValue),
            ("blur", blur.jsonValue), ("spread", spread.jsonValue), ("inset", .bool(inset)),
        ])
    }
}

extension SpringValue {
    /// Every parameterization, so readers need not convert.
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("response", .number(response)), ("dampingFraction", .number(dampingFraction)),
            ("duration", .number(duration)), ("bounce", .number(bounce)),
            ("mass", .number(mass)), ("stiffness", .number(stiffness)), ("damping", .number(damping)),
        ]
        if let blendDuration { members.append(("blendDuration", .number(blendDuration))) }
        return .object(members)
    }
}

extension TypographyValue.LineHeight {
    var jsonValue: JSONValue {
        switch self {
        case .multiple(let multiple): .number(multiple)
        case .length(let length): length.jsonValue
        }
    }
}
