/// tokenc's extension types: spring, material, blur and glass.
extension ValueDecoder {
    func spring(_ node: Node, pointer: String) -> SpringValue? {
        let aliased = typed(node, .spring, pointer, { if case .spring(let s) = $0 { s } else { nil } })
        if aliased.isThisForm { return aliased.value }
        let forms = [["response", "dampingFraction"], ["duration", "bounce"], ["mass", "stiffness", "damping"]]
        guard let members = node.members else {
            invalid(
                "expected a spring object: {\"response\", \"dampingFraction\"}, {\"duration\", \"bounce\"} or {\"mass\", \"stiffness\", \"damping\"}, found \(describe(node))",
                node)
            return nil
        }
        let keys = Set(members.map(\.key))
        let matching = forms.filter { $0.contains(where: keys.contains) }
        guard matching.count == 1, let form = matching.first else {
            invalid(
                matching.isEmpty
                    ? "a spring needs one parameter form: {\"response\", \"dampingFraction\"}, {\"duration\", \"bounce\"} or {\"mass\", \"stiffness\", \"damping\"}"
                    : "a spring mixes parameter forms (\(matching.map { $0.joined(separator: "/") }.joined(separator: " and "))); use exactly one",
                node)
            return nil
        }
        guard let f = fields(node, "a spring", required: form, optional: ["blendDuration"]) else { return nil }
        var blend: Double?
        if let blendNode = f["blendDuration"] {
            guard let seconds = seconds(blendNode, pointer: pointer + "/blendDuration", what: "blendDuration") else {
                return nil
            }
            blend = seconds
        }
        func positive(_ key: String, allowZero: Bool = false) -> Double? {
            guard let value = number(f[key]!, pointer: pointer + "/" + key) else { return nil }
            guard allowZero ? value >= 0 : value > 0 else {
                invalid(
                    "spring \(key) must be \(allowZero ? "zero or more" : "greater than zero"), found \(JSONValue.format(value))",
                    f[key]!)
                return nil
            }
            return value
        }
        switch form[0] {
        case "response":
            let response = seconds(f["response"]!, pointer: pointer + "/response", what: "response")
            let fraction = positive("dampingFraction", allowZero: true)
            guard let response, let fraction else { return nil }
            guard response > 0 else {
                invalid("spring response must be greater than zero", f["response"]!)
                return nil
            }
            return SpringValue(.response(response: response, dampingFraction: fraction), blendDuration: blend)
        case "duration":
            let duration = seconds(f["duration"]!, pointer: pointer + "/duration", what: "duration")
            let bounce = number(f["bounce"]!, pointer: pointer + "/bounce")
            guard let duration, let bounce else { return nil }
            guard duration > 0 else {
                invalid("spring duration must be greater than zero", f["duration"]!)
                return nil
            }
            guard bounce > -1, bounce <= 1 else {
                invalid(
                    "spring bounce must be greater than -1 and at most 1, found \(JSONValue.format(bounce))",
                    f["bounce"]!)
                return nil
            }
            return SpringValue(.duration(duration: duration, bounce: bounce), blendDuration: blend)
        default:
            let mass = positive("mass")
            let stiffness = positive("stiffness")
            let damping = positive("damping", allowZero: true)
            guard let mass, let stiffness, let damping else { return nil }
            return SpringValue(.physical(mass: mass, stiffness: stiffness, damping: damping), blendDuration: blend)
        }
    }

    /// Seconds from a DTCG duration object (or alias), or a plain number of seconds.
    private func seconds(_ node: Node, pointer: String, what: String) -> Double? {
        if case .number(let value) = node.kind {
            guard value >= 0 else {
                invalid("spring \(what) cannot be negative, found \(JSONValue.format(value))", node)
                return nil
            }
            return value
        }
        return duration(node, pointer: pointer)?.seconds
    }

    func material(_ node: Node, pointer: String) -> MaterialValue? {
        let aliased = typed(node, .material, pointer, { if case .material(let m) = $0 { m } else { nil } })
        if aliased.isThisForm { return aliased.value }
        guard case .string(let name) = node.kind, let material = MaterialValue(rawValue: name) else {
            var message =
                "expected a material: one of \(MaterialValue.allCases.map(\.rawValue).joined(separator: ", ")), found \(describe(node))"
            if let name = node.string,
                let suggestion = Suggestion.closest(to: name, in: MaterialValue.allCases.map(\.rawValue))
            {
                message += "; did you mean '\(suggestion)'?"
            }
            invalid(message, node)
            return nil
        }
        return material
    }

    func blur(_ node: Node, pointer: String) -> BlurValue? {
        let aliased = typed(node, .blur, pointer, { if case .blur(let b) = $0 { b } else { nil } })
        if aliased.isThisForm { return aliased.value }
        guard let f = fields(node, "a blur", required: ["radius"], optional: ["progressive"]) else { return nil }
        guard let radius = dimension(f["radius"]!, pointer: pointer + "/radius") else { return nil }
        guard radius.value >= 0 else {
            invalid(
                "a blur radius cannot be negative, found \(ValueDescription.describe(.dimension(radius)))", f["radius"]!
            )
            return nil
        }
        var blur = BlurValue(radius: radius)
        if let progressiveNode = f["progressive"] {
            guard
                let p = fields(
                    progressiveNode, "a progressive blur", required: ["direction"], optional: ["startOffset"])
            else { return nil }
            guard case .string(let name) = p["direction"]!.kind, let direction = BlurValue.Direction(rawValue: name)
            else {
                var message =
                    "progressive blur direction must be top, bottom, leading or trailing, found \(describe(p["direction"]!))"
                if let name = p["direction"]!.string,
                    let suggestion = Suggestion.closest(to: name, in: BlurValue.Direction.allCases.map(\.rawValue))
                {
                    message += "; did you mean '\(suggestion)'?"
                }
                invalid(message, p["direction"]!)
                return nil
            }
            var startOffset = 0.0
            if let offsetNode = p["startOffset"] {
                guard let offset = number(offsetNode, pointer: pointer + "/progressive/startOffset") else { return nil }
                guard (0...1).contains(offset) else {
                    invalid(
                        "startOffset is the fraction of the view's length where the blur starts to fade: 0 to 1, found \(describe(offsetNode))",
                        offsetNode)
                    return nil
                }
                startOffset = offset
            }
            blur.progressive = BlurValue.Progressive(direction: direction, startOffset: startOffset)
        }
        return blur
    }

    func glass(_ node: Node, pointer: String) -> GlassValue? {
        let aliased = typed(node, .glass, pointer, { if case .glass(let g) = $0 { g } else { nil } })
        if aliased.isThisForm { return aliased.value }
        if case .string(let name) = node.kind {
            guard let variant = GlassValue.Variant(rawValue: name) else {
                invalid("expected a glass variant: regular, clear or identity, found \(describe(node))", node)
                return nil
            }
            return GlassValue(variant: variant)
        }
        guard let f = fields(node, "a glass", required: ["variant"], optional: ["tint", "interactive", "fallback"])
        else { return nil }
        guard case .string(let name) = f["variant"]!.kind, let variant = GlassValue.Variant(rawValue: name) else {
            invalid(
                "glass variant must be \"regular\", \"clear\" or \"identity\", found \(describe(f["variant"]!))",
                f["variant"]!)
            return nil
        }
        var glass = GlassValue(variant: variant)
        if let tintNode = f["tint"] {
            guard let tint = color(tintNode, pointer: pointer + "/tint") else { return nil }
            glass.tint = tint
        }
        if let interactiveNode = f["interactive"] {
            guard case .bool(let flag) = interactiveNode.kind else {
                invalid("interactive must be true or false, found \(describe(interactiveNode))", interactiveNode)
                return nil
            }
            glass.interactive = flag
        }
        if let fallbackNode = f["fallback"] {
            guard let fallback = material(fallbackNode, pointer: pointer + "/fallback") else { return nil }
            glass.fallback = fallback
        }
        return glass
    }
}
