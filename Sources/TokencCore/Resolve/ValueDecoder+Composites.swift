/// The composite types: stroke style, border, transition, shadow and gradient.
extension ValueDecoder {
    func strokeStyle(_ node: Node, pointer: String) -> StrokeStyleValue? {
        let aliased = typed(node, .strokeStyle, pointer, { if case .strokeStyle(let s) = $0 { s } else { nil } })
        if aliased.isThisForm { return aliased.value }
        if case .string(let name) = node.kind {
            if let keyword = StrokeStyleValue.Keyword(rawValue: name) { return .keyword(keyword) }
            invalid(
                "unknown strokeStyle '\(name)'; expected one of \(StrokeStyleValue.Keyword.allCases.map(\.rawValue).joined(separator: ", "))",
                node)
            return nil
        }
        guard let f = fields(node, "a strokeStyle", required: ["dashArray", "lineCap"]) else { return nil }
        guard let dashNodes = f["dashArray"]!.elements, !dashNodes.isEmpty else {
            invalid(
                "dashArray must be a non-empty array of dimensions, found \(describe(f["dashArray"]!))", f["dashArray"]!
            )
            return nil
        }
        var dashes: [DimensionValue] = []
        for (index, dash) in dashNodes.enumerated() {
            guard let value = dimension(dash, pointer: pointer + "/dashArray/\(index)") else { return nil }
            dashes.append(value)
        }
        guard case .string(let capName) = f["lineCap"]!.kind, let cap = StrokeStyleValue.LineCap(rawValue: capName)
        else {
            invalid(
                "lineCap must be \"round\", \"butt\" or \"square\", found \(describe(f["lineCap"]!))", f["lineCap"]!)
            return nil
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    func border(_ node: Node, pointer: String) -> BorderValue? {
        let aliased = typed(node, .border, pointer, { if case .border(let b) = $0 { b } else { nil } })
        if aliased.isThisForm { return aliased.value }
        if let text = node.string, let spelled = CSSValueText.border(text, at: node.location) {
            guard cssValue("border", text, node) else { return nil }
            return border(spelled, pointer: pointer)
        }
        guard let f = fields(node, "a border", required: Keys.border) else { return nil }
        let color = color(f["color"]!, pointer: pointer + "/color")
        let width = dimension(f["width"]!, pointer: pointer + "/width")
        let style = strokeStyle(f["style"]!, pointer: pointer + "/style")
        guard let color, let width, let style else { return nil }
        return BorderValue(color: color, width: width, style: style)
    }

    func transition(_ node: Node, pointer: String) -> TransitionValue? {
        let aliased = typed(node, .transition, pointer, { if case .transition(let t) = $0 { t } else { nil } })
        if aliased.isThisForm { return aliased.value }
        if node.string?.lowercased() == "none" {
            // CSS's `transition: none`, as early drafts write it: no transition.
            guard
                deviation(
                    .transitionDefault,
                    "the CSS keyword 'none' is read as a transition of 0 ms with no delay; DTCG 2025.10 wants {\"duration\": {\"value\": 0, \"unit\": \"ms\"}, \"delay\": {\"value\": 0, \"unit\": \"ms\"}, \"timingFunction\": [0, 0, 1, 1]}",
                    node.location)
            else { return nil }
            let zero = DurationValue(value: 0, unit: .ms)
            return TransitionValue(
                duration: zero, delay: zero, timingFunction: CubicBezierValue(p1x: 0, p1y: 0, p2x: 1, p2y: 1))
        }
        var node = node
        if let elements = node.elements {
            guard let object = transitionObject(elements, at: node) else { return nil }
            node = object
        }
        guard let node = withDefaults(node, Self.transitionDefaults, rule: .transitionDefault, of: "a transition"),
            let f = fields(node, "a transition", required: Keys.transition)
        else { return nil }
        let duration = duration(f["duration"]!, pointer: pointer + "/duration")
        let delay = self.duration(f["delay"]!, pointer: pointer + "/delay")
        let timing = cubicBezier(f["timingFunction"]!, pointer: pointer + "/timingFunction")
        guard let duration, let delay, let timing else { return nil }
        return TransitionValue(duration: duration, delay: delay, timingFunction: timing)
    }

    /// The strings early drafts write for a shadow's `inset`, and the boolean each means.
    static let insetWords: [String: Bool] = [
        "inset": true, "true": true, "false": false, "outset": false, "none": false,
    ]

    /// A transition written as a list, as early drafts write CSS's shorthand (`["200ms", "0ms", [0.4, 0, 0.2,
    /// 1]]`): its first duration the duration, a second the delay, and a curve (four numbers, or a CSS easing)
    /// the timing function; the parts it leaves out take their defaults. Nil after reporting.
    private func transitionObject(_ elements: [Node], at node: Node) -> Node? {
        var durations: [Node] = []
        var timing: Node?
        for element in elements {
            let isCurve =
                (element.elements.map { $0.count == 4 && $0.allSatisfy { $0.number != nil } } ?? false)
                || (element.string.map { !$0.isEmpty && !$0.first!.isNumber && !$0.hasPrefix("{") } ?? false)
            if isCurve, timing == nil {
                timing = element
            } else if durations.count < 2, element.elements == nil {
                durations.append(element)
            } else {
                invalid(
                    "a transition written as a list holds a duration, a delay and a curve, found \(describe(element))",
                    element)
                return nil
            }
        }
        guard
            deviation(
                .legacyValue,
                "transition written as a list; read as {\"duration\", \"delay\", \"timingFunction\"} in that order of kinds: DTCG 2025.10 wants that object",
                node.location)
        else { return nil }
        var members: [Node.Member] = []
        for (key, value) in zip(["duration", "delay"], durations) {
            members.append(Node.Member(key: key, keyLocation: value.location, value: value))
        }
        if let timing {
            members.append(Node.Member(key: "timingFunction", keyLocation: timing.location, value: timing))
        }
        return Node(.object(members), at: node.location)
    }

    func shadow(_ node: Node, pointer: String) -> ShadowValue? {
        let aliased = typed(node, .shadow, pointer, { if case .shadow(let s) = $0 { s } else { nil } })
        if aliased.isThisForm { return aliased.value }
        if let text = node.string, let spelled = CSSValueText.shadow(text, at: node.location) {
            let none = text.trimmingCharacters(in: .whitespaces).lowercased() == "none"
            let conforming = none ? "a shadow of a transparent color with no offset, blur or spread" : nil
            guard cssValue("shadow", text, node, conforming: conforming) else { return nil }
            return shadow(spelled, pointer: pointer)
        }
        if let elements = node.elements {
            guard !elements.isEmpty else {
                invalid("a shadow list needs at least one layer", node)
                return nil
            }
            var layers: [ShadowValue.Layer] = []
            var ok = true
            for (index, element) in elements.enumerated() {
                let layerPointer = pointer + "/\(index)"
                if case let aliased = typed(
                    element, .shadow, layerPointer, { if case .shadow(let s) = $0 { s } else { nil } }),
                    aliased.isThisForm
                {
                    guard let shadow = aliased.value else {
                        ok = false
                        continue
                    }
                    guard shadow.layers.count == 1 else {
                        invalid(
                            "a shadow list cannot contain an alias to a layered shadow (lists do not flatten); alias a single-layer shadow or write the layers out",
                            element)
                        ok = false
                        continue
                    }
                    layers.append(shadow.layers[0])
                } else if let layer = shadowLayer(element, pointer: layerPointer) {
                    layers.append(layer)
                } else {
                    ok = false
                }
            }
            return ok ? ShadowValue(layers: layers, isLayered: true) : nil
        }
        return shadowLayer(node, pointer: pointer).map { ShadowValue(layers: [$0], isLayered: false) }
    }

    private func shadowLayer(_ node: Node, pointer: String) -> ShadowValue.Layer? {
        guard let node = withDefaults(node, Self.shadowDefaults, rule: .shadowDefault, of: "a shadow"),
            let f = fields(node, "a shadow", required: Keys.shadowRequired, optional: Keys.shadowOptional)
        else { return nil }
        let color = color(f["color"]!, pointer: pointer + "/color")
        let offsetX = dimension(f["offsetX"]!, pointer: pointer + "/offsetX")
        let offsetY = dimension(f["offsetY"]!, pointer: pointer + "/offsetY")
        let blur = dimension(f["blur"]!, pointer: pointer + "/blur")
        let spread = dimension(f["spread"]!, pointer: pointer + "/spread")
        var inset = false
        if let insetNode = f["inset"] {
            if case .bool(let flag) = insetNode.kind {
                inset = flag
            } else if let text = insetNode.string, let flag = Self.insetWords[text.lowercased()] {
                // As early drafts write it, after CSS's `inset` keyword.
                guard
                    deviation(
                        .legacyValue,
                        "inset written as the string \"\(text)\"; read as \(flag): DTCG 2025.10 wants the boolean \(flag)",
                        insetNode.location)
                else { return nil }
                inset = flag
            } else {
                invalid("inset must be true or false, found \(describe(insetNode))", insetNode)
                return nil
            }
        }
        guard let color, let offsetX, let offsetY, let blur, let spread else { return nil }
        if blur.value < 0 {
            invalid("shadow blur cannot be negative", f["blur"]!)
            return nil
        }
        return ShadowValue.Layer(
            color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    /// The `css-value` deviation for a value written as its CSS text; `conforming` is the DTCG spelling when it
    /// is short enough to quote.
    func cssValue(_ type: String, _ text: String, _ node: Node, conforming: String? = nil) -> Bool {
        deviation(
            .cssValue,
            "\(type) written as the CSS text \"\(text)\"; DTCG 2025.10 wants "
                + (conforming ?? "the \(type) object its parts spell"),
            node.location)
    }

    func gradient(_ node: Node, pointer: String) -> [GradientStop]? {
        let aliased = typed(node, .gradient, pointer, { if case .gradient(let g) = $0 { g } else { nil } })
        if aliased.isThisForm { return aliased.value }
        guard let elements = node.elements, !elements.isEmpty else {
            invalid(
                "expected a gradient: a non-empty array of {\"color\", \"position\"} stops, found \(describe(node))",
                node)
            return nil
        }
        var stops: [GradientStop] = []
        var ok = true
        for (index, element) in elements.enumerated() {
            if case let aliased = typed(
                element, .gradient, pointer + "/\(index)", { if case .gradient(let g) = $0 { g } else { nil } }),
                aliased.isThisForm
            {
                guard let stopList = aliased.value else {
                    ok = false
                    continue
                }
                guard stopList.count == 1 else {
                    invalid(
                        "a gradient stop list cannot contain an alias to a gradient of \(stopList.count) stops (lists do not flatten); alias a one-stop gradient",
                        element)
                    ok = false
                    continue
                }
                stops.append(stopList[0])
                continue
            }
            guard let f = fields(element, "a gradient stop", required: Keys.gradientStop) else {
                ok = false
                continue
            }
            let color = color(f["color"]!, pointer: pointer + "/\(index)/color")
            let position = number(f["position"]!, pointer: pointer + "/\(index)/position")
            guard let color, let position else {
                ok = false
                continue
            }
            stops.append(GradientStop(color: color, position: min(1, max(0, position))))
        }
        return ok ? stops : nil
    }

    /// A transition's delay, 0 when left out, as CSS's `transition-delay` starts.
    static let transitionDefaults: [(key: String, written: String, value: @Sendable (SourceLocation) -> Node)] = [
        ("delay", "{\"value\": 0, \"unit\": \"ms\"}", { dimensionNode(0, "ms", at: $0) })
    ]

    /// A shadow's blur and spread, 0 when left out, as CSS reads a shadow.
    static let shadowDefaults: [(key: String, written: String, value: @Sendable (SourceLocation) -> Node)] = [
        ("blur", "{\"value\": 0, \"unit\": \"px\"}", { dimensionNode(0, "px", at: $0) }),
        ("spread", "{\"value\": 0, \"unit\": \"px\"}", { dimensionNode(0, "px", at: $0) }),
    ]

    /// A `{"value", "unit"}` node: a dimension, or a duration.
    static func dimensionNode(_ value: Double, _ unit: String, at location: SourceLocation) -> Node {
        Node(
            .object([
                Node.Member(key: "value", keyLocation: location, value: Node(.number(value), at: location)),
                Node.Member(key: "unit", keyLocation: location, value: Node(.string(unit), at: location)),
            ]), at: location)
    }

    /// `node` with each of `defaults` it leaves out added, each reported as a deviation; nil when one is an
    /// error (`--strict-dtcg`). Nodes that are not objects come back as they are.
    func withDefaults(
        _ node: Node, _ defaults: [(key: String, written: String, value: @Sendable (SourceLocation) -> Node)],
        rule: Rule,
        of what: String
    ) -> Node? {
        guard var members = node.members else { return node }
        // CSS's `normal` for a property that has a default is that default.
        for (index, member) in members.enumerated() where member.value.string == "normal" {
            guard let entry = defaults.first(where: { $0.key == member.key }) else { continue }
            guard
                deviation(
                    rule,
                    "\(member.key) 'normal' is read as CSS reads it, \(entry.written); DTCG 2025.10 wants a value",
                    member.value.location)
            else { return nil }
            members[index] = Node.Member(
                key: member.key, keyLocation: member.keyLocation, value: entry.value(member.value.location))
        }
        var added = members
        for entry in defaults where !members.contains(where: { $0.key == entry.key }) {
            guard
                deviation(
                    rule,
                    "\(what) value without '\(entry.key)' takes \(entry.key == "fontFamily" ? "" : "its CSS initial value, ")\(entry.written); DTCG 2025.10 requires it",
                    node.location)
            else { return nil }
            // A format whose own spelling this is still says so when the value is one tokenc chose, not CSS's
            // initial value: a family, a weight.
            if rules.ownSpelling, !readsExtension, rule == .typographyDefault,
                entry.key == "fontFamily" || entry.key == "fontWeight"
            {
                diagnostics.warning(
                    rule,
                    "\(what) value without '\(entry.key)' takes \(entry.written), which the file does not say: give it one",
                    at: node.location)
            }
            added.append(Node.Member(key: entry.key, keyLocation: node.location, value: entry.value(node.location)))
        }
        return Node(.object(added), at: node.location)
    }
}
