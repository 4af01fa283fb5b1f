/// Numbers, dimensions, durations and cubic Béziers.
extension ValueDecoder {
    func number(_ node: Node, pointer: String) -> Double? {
        let aliased = typed(node, .number, pointer, { if case .number(let n) = $0 { n } else { nil } })
        if aliased.isThisForm { return aliased.value }
        if rules.allowsMath, case .string(let text) = node.kind { return expressionNumber(text, at: node) }
        if case .string(let text) = node.kind, let value = Double(text.trimmingCharacters(in: .whitespaces)),
            value.isFinite
        {
            guard
                deviation(
                    .numberString,
                    "number written as the string \"\(text)\"; DTCG 2025.10 wants the number \(JSONValue.format(value))",
                    node.location, fix: .number(value))
            else { return nil }
            return value
        }
        // An early draft's number with a unit (`"1.5rem"`): the number, the unit said to be dropped.
        if case .string(let text) = node.kind,
            let (value, unit) = TokenSyntax.splitDimensionString(text.trimmingCharacters(in: .whitespaces)),
            !unit.isEmpty, value.isFinite
        {
            // A percentage is its hundredth part, as CSS reads `opacity: 40%`.
            if unit == "%" {
                let fraction = value / 100
                guard
                    deviation(
                        .numberString,
                        "number written as the percentage \"\(text)\"; it is read as \(JSONValue.format(fraction)): DTCG 2025.10 wants that number",
                        node.location, fix: .number(fraction))
                else { return nil }
                return fraction
            }
            guard
                deviation(
                    .numberString,
                    "number written as the size \"\(text)\"; a number has no unit, so it is read as \(JSONValue.format(value)): DTCG 2025.10 wants the number, or a dimension token for a size",
                    node.location, fix: .number(value))
            else { return nil }
            return value
        }
        return rawNumber(node, "a number value")
    }

    func dimension(_ node: Node, pointer: String) -> DimensionValue? {
        let aliased = typed(node, .dimension, pointer, { if case .dimension(let d) = $0 { d } else { nil } })
        if aliased.isThisForm { return aliased.value }
        switch node.kind {
        case .number(let value):
            let conforming = Self.conformingDimension(value, unit: "px")
            guard
                deviation(
                    .legacyDimension,
                    "dimension written as the bare number \(JSONValue.format(value)) is read as px; DTCG 2025.10 wants \(conforming)",
                    node.location, fix: .dimension(value: value, unit: "px"))
            else { return nil }
            return DimensionValue(value: value, unit: .px)
        case .string(let text) where rules.allowsMath:
            return expressionDimension(text, at: node)
        case .string(let text) where Self.isCalc(text):
            return calc(text, at: node)
        case .string(let text):
            guard let (value, unitName) = TokenSyntax.splitDimensionString(text) else {
                let keyword =
                    Self.sizeKeywords.contains(text.lowercased())
                    ? "; '\(text)' is a CSS keyword, not a size: make the token a string (\"$type\": \"string\")" : ""
                invalid(
                    "expected a dimension object such as {\"value\": 16, \"unit\": \"px\"}, found \(describe(node))\(keyword)",
                    node)
                return nil
            }
            guard let unit = self.unit(unitName, node: node, checked: false) else { return nil }
            let conforming = Self.conformingDimension(value, unit: unit.rawValue)
            guard
                deviation(
                    .legacyDimension, "dimension written as the string \"\(text)\"; DTCG 2025.10 wants \(conforming)",
                    node.location, fix: .dimension(value: value, unit: unit.rawValue))
            else { return nil }
            if unitName != unit.rawValue, !unitName.isEmpty {
                guard
                    deviation(
                        .nonstandardUnit,
                        "unit '\(unitName)' is read as Apple points (px); DTCG 2025.10 units are px and rem",
                        node.location)
                else { return nil }
            } else if !unit.isAbsolute {
                guard deviation(.nonstandardUnit, Self.relativeUnitMessage(unit), node.location) else { return nil }
            }
            return DimensionValue(value: value, unit: unit)
        case .object(let members) where !members.isEmpty && !members.contains { ["value", "unit"].contains($0.key) }:
            let keys = members.map(\.key).joined(separator: ", ")
            invalid(
                "{\(keys)} is not a dimension: a dimension is one size, {\"value\": 16, \"unit\": \"px\"}; write each size as a token of its own (a group with a token per key)",
                node)
            return nil
        default:
            break
        }
        guard let f = fields(node, "a dimension", required: Keys.valueUnit) else { return nil }
        guard let value = rawNumber(f["value"]!, "a dimension's value") else { return nil }
        guard case .string(let unitName) = f["unit"]!.kind else {
            invalid("dimension unit must be \"px\" or \"rem\", found \(describe(f["unit"]!))", f["unit"]!)
            return nil
        }
        guard let unit = unit(unitName, node: f["unit"]!, checked: true) else { return nil }
        return DimensionValue(value: value, unit: unit)
    }

    static func isCalc(_ text: String) -> Bool {
        text.count > 6 && text.prefix(5).lowercased() == "calc(" && text.hasSuffix(")")
    }

    /// An early draft's `calc()` over sizes and references (`calc({space.a} + {space.b})`), computed as CSS
    /// computes it where tokenc can: rem and px add with rem as 16 px (as tokenc's other outputs read a rem), said
    /// in the warning; nil after saying why not.
    private func calc(_ text: String, at node: Node) -> DimensionValue? {
        let inner = String(text.dropFirst(5).dropLast())
        var result = evaluated(inner, at: node)
        var addsRemToPx = false
        if case .failure(.unitMismatch) = result,
            case .success(let points) = evaluated(inner, at: node, operand: Self.remAsPoints)
        {
            (result, addsRemToPx) = (.success(points), true)
        }
        guard let quantity = report(result, of: text, at: node) else { return nil }
        guard let dimension = quantity.unit.isEmpty ? nil : quantity.dimension else {
            invalid(
                "'\(text)' is \(JSONValue.format(quantity.value))\(quantity.unit), which is not a size; a calc() that is a size gives one (px or rem)",
                node)
            return nil
        }
        let read =
            addsRemToPx
            ? "which adds rem to px: CSS keeps the calc(), the other outputs read a rem as 16 px, \(JSONValue.format(dimension.value)) px"
            : "read as its value"
        guard
            deviation(
                .legacyDimension,
                "dimension written as the CSS \"\(text)\", \(read); DTCG 2025.10 wants \(Self.conformingDimension(dimension.value, unit: dimension.unit.rawValue)) (or an alias)",
                node.location)
        else { return nil }
        return dimension
    }

    /// A rem as the 16 px tokenc reads it as; other quantities as they are.
    private static func remAsPoints(_ quantity: Quantity) -> Quantity {
        quantity.unit == "rem" ? Quantity(quantity.value * 16, unit: "px") : quantity
    }

    /// A `calc()` that CSS computes and tokenc cannot, because a term is relative to the font, the container or the
    /// viewport (`calc(100% - {space.md})`): the text with each reference as the value it names, and the first
    /// such unit. nil for any other text, and when a reference fails (the value's own decoding reports it).
    func relativeCalc(_ text: String, at node: Node) -> (text: String, unit: String)? {
        guard Self.isCalc(text) else { return nil }
        var relative: String?
        var named: [Substring: Quantity] = [:]
        let result = MathExpression.evaluate(
            String(text.dropFirst(5).dropLast()),
            reference: { path in
                let found = self.referencedQuantity(path, at: node)
                named[path] = found
                return found
            },
            operand: { quantity in
                if relative == nil, let unit = DimensionValue.Unit(rawValue: quantity.unit), !unit.isAbsolute {
                    relative = quantity.unit
                }
                return Self.remAsPoints(quantity)
            })
        guard case .failure(.unitMismatch) = result, let relative else { return nil }
        var written = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}"),
            let quantity = named[rest[rest.index(after: open)..<close]]
        {
            written += rest[..<open] + JSONValue.format(quantity.value) + quantity.unit
            rest = rest[rest.index(after: close)...]
        }
        return (written + rest, relative)
    }

    /// CSS keywords written where a size would be (`auto` widths, `normal` spacing).
    static let sizeKeywords: Set<String> = [
        "auto", "normal", "none", "fit-content", "min-content", "max-content", "inherit", "initial", "unset",
    ]

    /// A dimension unit as written: px and rem as the spec says; leniently, `dp`, `sp` (Android's density- and
    /// scale-independent pixels), `pt` and an empty unit as px
    /// and the CSS relative units as themselves, each reported once (`checked`) as `[nonstandard-unit]`.
    private func unit(_ name: String, node: Node, checked: Bool) -> DimensionValue.Unit? {
        switch name {
        case "px": return .px
        case "rem": return .rem
        case "dp", "sp", "pt", "":
            if checked {
                let written = name.isEmpty ? "an empty unit" : "unit '\(name)'"
                guard
                    deviation(
                        .nonstandardUnit,
                        "\(written) is read as Apple points (px); DTCG 2025.10 units are px and rem: write \"unit\": \"px\"",
                        node.location, fix: .string("px"))
                else { return nil }
            }
            return .px
        default:
            guard let unit = DimensionValue.Unit(rawValue: name) else {
                invalid("dimension unit must be \"px\" or \"rem\", found \(describe(node))", node)
                return nil
            }
            if checked {
                guard deviation(.nonstandardUnit, Self.relativeUnitMessage(unit), node.location) else { return nil }
            }
            return unit
        }
    }

    private static func relativeUnitMessage(_ unit: DimensionValue.Unit) -> String {
        let meaning =
            switch unit {
            case .em: "relative to the font size"
            case .percent: "relative to its container"
            default: "relative to the viewport"
            }
        return
            "unit '\(unit.rawValue)' (\(meaning)) is not a DTCG 2025.10 unit; it is kept for CSS and JSON, and outputs that need a fixed length say so; the spec allows px and rem"
    }

    /// `{"value": 16, "unit": "px"}` as a suggestion.
    static func conformingDimension(_ value: Double, unit: String) -> String {
        "{\"value\": \(JSONValue.format(value)), \"unit\": \"\(unit)\"}"
    }

    func duration(_ node: Node, pointer: String) -> DurationValue? {
        let aliased = typed(node, .duration, pointer, { if case .duration(let d) = $0 { d } else { nil } })
        if aliased.isThisForm { return aliased.value }
        if rules.allowsMath, case let expression = expressionDuration(node), expression.isThisForm {
            return expression.value
        }
        if case .string(let text) = node.kind, let (value, unitName) = TokenSyntax.splitDimensionString(text),
            let unit = DurationValue.Unit(rawValue: unitName)
        {
            guard
                deviation(
                    .legacyDimension,
                    "duration written as the string \"\(text)\"; DTCG 2025.10 wants \(Self.conformingDimension(value, unit: unitName))",
                    node.location, fix: .dimension(value: value, unit: unitName))
            else { return nil }
            return DurationValue(value: value, unit: unit)
        }
        // Only 0 means the same in every unit.
        if case .number(0) = node.kind {
            guard
                deviation(
                    .legacyDimension,
                    "duration written as the bare number 0; DTCG 2025.10 wants \(Self.conformingDimension(0, unit: "ms"))",
                    node.location, fix: .dimension(value: 0, unit: "ms"))
            else { return nil }
            return DurationValue(value: 0, unit: .ms)
        }
        guard let f = fields(node, "a duration", required: Keys.valueUnit) else { return nil }
        guard let value = rawNumber(f["value"]!, "a duration's value") else { return nil }
        if value < 0 {
            guard
                deviation(
                    .negativeDuration,
                    "a negative duration (\(JSONValue.format(value))) is kept as written (a CSS delay may be negative); DTCG 2025.10 durations are zero or more",
                    f["value"]!.location)
            else { return nil }
        }
        guard case .string(let unitName) = f["unit"]!.kind, let unit = DurationValue.Unit(rawValue: unitName) else {
            invalid("duration unit must be \"ms\" or \"s\", found \(describe(f["unit"]!))", f["unit"]!)
            return nil
        }
        return DurationValue(value: value, unit: unit)
    }

    func cubicBezier(_ node: Node, pointer: String) -> CubicBezierValue? {
        let aliased = typed(node, .cubicBezier, pointer, { if case .cubicBezier(let c) = $0 { c } else { nil } })
        if aliased.isThisForm { return aliased.value }
        if let text = node.string, let numbers = CSSValueText.timingFunction(text) {
            let conforming = "[" + numbers.map(JSONValue.format).joined(separator: ", ") + "]"
            guard cssValue("cubicBezier", text, node, conforming: conforming) else { return nil }
            return cubicBezier(
                Node(.array(numbers.map { Node(.number($0), at: node.location) }), at: node.location), pointer: pointer)
        }
        guard let elements = node.elements, elements.count == 4 else {
            invalid("expected a cubicBezier array [P1x, P1y, P2x, P2y] of 4 numbers, found \(describe(node))", node)
            return nil
        }
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            let value: Double
            if case .string(let text) = element.kind, TokenSyntax.aliasPath(text) != nil {
                guard
                    deviation(
                        .coordinateAlias,
                        "an alias inside a cubicBezier's coordinates; DTCG 2025.10 allows aliases only for the whole curve: write the number",
                        element.location)
                else { return nil }
                guard let aliased = number(element, pointer: pointer + "/\(index)") else { return nil }
                value = aliased
            } else {
                guard let number = rawNumber(element, "a cubicBezier coordinate") else { return nil }
                value = number
            }
            if index % 2 == 0, value < 0 || value > 1 {
                invalid(
                    "cubicBezier \(index == 0 ? "P1x" : "P2x") must be from 0 to 1, found \(JSONValue.format(value))",
                    element)
                return nil
            }
            numbers.append(value)
        }
        return CubicBezierValue(p1x: numbers[0], p1y: numbers[1], p2x: numbers[2], p2y: numbers[3])
    }
}
