/// The value forms of ``ValueRules/tokensStudio``: math over references and units, CSS color functions
/// with references inside, and color modifiers.
extension ValueDecoder {
    func expressionNumber(_ text: String, at node: Node) -> Double? {
        guard let quantity = quantity(text, at: node) else { return nil }
        switch quantity.unit {
        case "", "px": return quantity.value
        case "%": return quantity.value / 100
        default:
            invalid(
                "expected a number, found '\(text)', which is \(JSONValue.format(quantity.value))\(quantity.unit)", node
            )
            return nil
        }
    }

    func expressionDimension(_ text: String, at node: Node) -> DimensionValue? {
        quantity(text, at: node).flatMap { expressionDimension($0, at: node) }
    }

    /// A size from a quantity (see `Quantity.dimension`); nil after reporting another unit.
    func expressionDimension(_ quantity: Quantity, at node: Node) -> DimensionValue? {
        guard let dimension = quantity.dimension else {
            invalid("'\(quantity.unit)' is not a unit of size; write px, rem, em or % (no unit is px)", node)
            return nil
        }
        return dimension
    }

    /// A duration from a number (milliseconds) or a string (`200ms`, `0.2s`, math).
    func expressionDuration(_ node: Node) -> Decoded<DurationValue> {
        switch node.kind {
        case .number(let value): return .decoded(DurationValue(value: value, unit: .ms))
        case .string(let text):
            guard let quantity = quantity(text, at: node) else { return .failed }
            guard let duration = quantity.duration else {
                invalid("'\(text)' is not a duration; write milliseconds (200 or 200ms) or seconds (0.2s)", node)
                return .failed
            }
            return .decoded(duration)
        default: return .notThisForm
        }
    }

    // MARK: Colors

    /// A color in a Tokens Studio form: a modified color, `rgba({color.x}, 0.5)`, `rgb()`/`hsl()` with
    /// references or math inside, or `transparent`; not this form (nothing reported) for the forms DTCG reads as well.
    func expressionColor(_ node: Node) -> Decoded<ColorValue> {
        if let members = node.members, members.count == 2, let base = node["color"], let modify = node["modify"] {
            guard let color = derived({ color(base, pointer: "") }) else { return .failed }
            return Decoded(derived { modified(color, by: modify) })
        }
        guard let text = node.string else { return .notThisForm }
        if text == "transparent" { return .decoded(ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0)) }
        guard let function = CSSColorFunction(text), ["rgb", "rgba", "hsl", "hsla"].contains(function.name) else {
            return .notThisForm
        }
        if function.arguments.count == 2, function.space == .srgb {
            // `rgba({color.primary}, 0.5)`, `rgba(#ff0000, 50%)`: a color and the opacity it takes.
            let colorNode = Node(.string(function.arguments[0]), at: node.location)
            guard var color = derived({ color(colorNode, pointer: "") }),
                let alpha = expressionAlpha(function.arguments[1], at: node)
            else {
                return .failed
            }
            color.alpha = alpha
            color.hex = nil
            return .decoded(color)
        }
        guard function.arguments.count == 3 else {
            invalid("'\(text)' is not a color: \(function.name)() takes three components and an optional alpha", node)
            return .failed
        }
        let quantities = function.arguments.map { quantity($0, at: node) }
        guard quantities.allSatisfy({ $0 != nil }) else { return .failed }
        let alpha = function.alpha.map { expressionAlpha($0, at: node) } ?? 1
        guard let alpha else { return .failed }
        var components = quantities.enumerated().map { index, quantity in
            function.component(quantity!.value, percent: quantity!.unit == "%", at: index)
        }
        if function.space == .srgb { components = components.map { min(1, max(0, $0)) } }
        return .decoded(ColorValue(space: function.space, components: components, alpha: alpha))
    }

    /// What `read` gives, without recording the references it reads: a value computed from another token (a
    /// modified color, `rgba({color.x}, 0.5)`) is not that token.
    private func derived<T>(_ read: () -> T?) -> T? {
        let count = references.count
        defer { references.removeSubrange(count...) }
        return read()
    }

    private func expressionAlpha(_ text: String, at node: Node) -> Double? {
        guard let quantity = quantity(text, at: node) else { return nil }
        let alpha = quantity.unit == "%" ? quantity.value / 100 : quantity.value
        guard alpha >= 0, alpha <= 1 else {
            invalid("an opacity must be from 0 to 1 (or 0% to 100%), found '\(text)'", node)
            return nil
        }
        return alpha
    }

    /// `color` with the modifier of `$extensions["studio.tokens"].modify` applied; nil after reporting.
    private func modified(_ color: ColorValue, by modify: Node) -> ColorValue? {
        guard modify.members != nil else {
            invalid(
                "a color modifier must be an object {\"type\", \"value\", \"space\"}, not a \(modify.kindName)", modify)
            return nil
        }
        guard let kindNode = modify["type"], let kindName = kindNode.string,
            let kind = ColorModifier.Kind(rawValue: kindName)
        else {
            let names = ColorModifier.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            invalid("a color modifier's \"type\" must be one of \(names)", modify["type"] ?? modify)
            return nil
        }
        guard let spaceNode = modify["space"], let spaceName = spaceNode.string, !spaceName.isEmpty else {
            // The plugin leaves a color whose modifier names no space as it is.
            return color
        }
        guard let space = ColorModifier.Space(rawValue: spaceName) else {
            let names = ColorModifier.Space.allCases.map(\.rawValue).joined(separator: ", ")
            invalid("a color modifier's \"space\" must be one of \(names), found '\(spaceName)'", spaceNode)
            return nil
        }
        guard let amountNode = modify["value"] else {
            invalid("a color modifier needs a \"value\", the amount from 0 to 1", modify)
            return nil
        }
        let amount: Double?
        switch amountNode.kind {
        case .number(let value): amount = value
        case .string(let text): amount = expressionNumber(text, at: amountNode)
        default:
            invalid("a color modifier's \"value\" must be a number from 0 to 1", amountNode)
            return nil
        }
        guard let amount else { return nil }
        var mixColor: ColorValue?
        if kind == .mix {
            guard let mixNode = modify["color"] else {
                invalid("a mix modifier needs a \"color\" to mix in", modify)
                return nil
            }
            guard let mixed = self.color(mixNode, pointer: "") else { return nil }
            mixColor = mixed
        }
        return ColorModifier(kind: kind, space: space, amount: amount, mixColor: mixColor).apply(to: color)
    }
}
