/// Builds the value-layer expression of each token.
///
/// Aliases stay references: where the model links a value (or part of one) to another token, and that
/// token has the same value in every appearance, the expression names it. Colors carry their dark value
/// inside `ColorValue`, so composites whose colors vary by appearance need no wrapper; a token whose
/// other parts vary becomes `Contextual`.
struct SwiftValueBuilder: Sendable {
    let namespace: String
    let model: TokenModel
    /// Each token's Swift name, by index in the model.
    let names: [SwiftEmitter.Name?]
    /// Tokens emitted as `Contextual`, which cannot stand where a plain value is expected.
    var contextual: Set<TokenPath> = []

    static let dark = Context(modifier: "appearance", name: "dark")

    func darkValue(_ token: Token) -> TokenValue? {
        token.contextValues.first { $0.context == Self.dark }?.value
    }

    /// The token the dark value aliases as a whole, if any.
    func darkAlias(_ token: Token) -> TokenPath? {
        token.contextValues.first { $0.context == Self.dark }?.aliasOf
    }

    /// The Swift type of a token's value.
    func swiftType(_ type: TokenType) -> String {
        switch type {
        case .color: "\(namespace).ColorValue"
        case .dimension: "CGFloat"
        case .duration: "TimeInterval"
        case .number: "Double"
        case .cubicBezier: "\(namespace).CubicBezierValue"
        case .fontFamily: "[String]"
        case .fontWeight: "\(namespace).FontWeightValue"
        case .strokeStyle: "\(namespace).StrokeStyleValue"
        case .border: "\(namespace).BorderValue"
        case .transition: "\(namespace).TransitionValue"
        case .shadow: "\(namespace).ShadowValue"
        case .gradient: "\(namespace).GradientValue"
        case .typography: "\(namespace).TypographyValue"
        case .spring: "\(namespace).SpringValue"
        case .material: "\(namespace).MaterialValue"
        case .glass: "\(namespace).GlassValue"
        }
    }

    /// The token's declared type and initial expression.
    func declaration(for token: Token) -> (type: String, value: SwiftExpression) {
        let dark = darkValue(token)
        let links = linkMap(token)
        if let expression = expression(token.value, dark: dark, pointer: "", links: links, textStyle: textStyle(token)) {
            return (swiftType(token.type), expression)
        }
        let base = expression(token.value, dark: nil, pointer: "", links: [:], textStyle: textStyle(token))!
        let darkExpression = expression(dark ?? token.value, dark: nil, pointer: "", links: [:], textStyle: textStyle(token))!
        return ("\(namespace).Contextual<\(swiftType(token.type))>", .call("\(namespace).Contextual", [("base", base), ("dark", darkExpression)]))
    }

    /// Whether a token needs `Contextual` (its non-color parts vary by appearance).
    func needsContextual(_ token: Token) -> Bool {
        guard let dark = darkValue(token) else { return false }
        return expression(token.value, dark: dark, pointer: "", links: [:], textStyle: textStyle(token)) == nil
    }

    /// Pointer → linked token; `dark:` + pointer for the dark value's whole alias.
    private func linkMap(_ token: Token) -> [String: TokenPath] {
        var links: [String: TokenPath] = [:]
        if let alias = token.aliasOf { links[""] = alias }
        if let alias = darkAlias(token) { links["dark:"] = alias }
        for reference in token.references { links[reference.pointer] = reference.target }
        return links
    }

    private func textStyle(_ token: Token) -> String? {
        guard case .typography = token.type, let style = token.extensions?[AliasResolver.extensionKey]?["textStyle"]?.string else { return nil }
        return SwiftSupportTypes.textStyles.contains(style) ? style : nil
    }

    /// A reference to the linked token when it has exactly this value in both appearances.
    /// The qualified Swift reference of a token, e.g. `DesignTokens.Radius.md`.
    func reference(_ path: TokenPath) -> (token: Token, name: String)? {
        guard let index = model.index(of: path), let name = names[index] else { return nil }
        return (model.tokens[index], name.qualified(namespace))
    }

    private func link(_ value: TokenValue, dark: TokenValue?, pointer: String, links: [String: TokenPath]) -> SwiftExpression? {
        guard let target = links[pointer], !contextual.contains(target), let (token, name) = reference(target),
            token.value == value, (darkValue(token) ?? token.value) == (dark ?? value)
        else { return nil }
        return .code(name)
    }

    /// The expression for `value`, whose dark-appearance value is `dark`; nil when the two differ in a
    /// way only `Contextual` can carry.
    func expression(_ value: TokenValue, dark: TokenValue?, pointer: String, links: [String: TokenPath], textStyle: String? = nil) -> SwiftExpression? {
        if let linked = link(value, dark: dark, pointer: pointer, links: links) { return linked }
        let ns = namespace
        func same() -> Bool { dark == nil || dark == value }
        switch value {
        case .color(let color):
            var darkColor: ColorValue?
            if let dark {
                guard case .color(let other) = dark else { return nil }
                if other != color { darkColor = other }
            }
            guard let darkColor else { return colorExpression(color, dark: nil) }
            let base = componentsLink(color, dark: false, key: pointer, links: links) ?? .call(".init", colorArguments(color))
            let darkComponents = componentsLink(darkColor, dark: true, key: "dark:" + pointer, links: links) ?? .call(".init", colorArguments(darkColor))
            return .call("\(ns).ColorValue", [("base", base), ("dark", darkComponents)])
        case .dimension(let dimension):
            return same() ? .code(SwiftLiteral.number(dimension.points)) : nil
        case .duration(let duration):
            return same() ? .code(SwiftLiteral.number(duration.seconds)) : nil
        case .number(let number):
            return same() ? .code(SwiftLiteral.number(number)) : nil
        case .cubicBezier(let curve):
            guard same() else { return nil }
            return .call("\(ns).CubicBezierValue", [("x1", num(curve.p1x)), ("y1", num(curve.p1y)), ("x2", num(curve.p2x)), ("y2", num(curve.p2y))])
        case .fontFamily(let names):
            return same() ? .array(names.map { .code(SwiftLiteral.string($0)) }) : nil
        case .fontWeight(let weight):
            return same() ? .call("\(ns).FontWeightValue", [(nil, num(weight.weight))]) : nil
        case .strokeStyle(let style):
            return same() ? strokeExpression(style) : nil
        case .material(let material):
            return same() ? .code("." + material.rawValue) : nil
        case .border(let border):
            guard case .border(let d) = dark ?? value else { return nil }
            guard let color = expression(.color(border.color), dark: .color(d.color), pointer: pointer + "/color", links: links),
                let width = expression(.dimension(border.width), dark: .dimension(d.width), pointer: pointer + "/width", links: links),
                let style = expression(.strokeStyle(border.style), dark: .strokeStyle(d.style), pointer: pointer + "/style", links: links)
            else { return nil }
            return .call("\(ns).BorderValue", [("color", color), ("width", width), ("style", style)])
        case .transition(let transition):
            guard case .transition(let d) = dark ?? value else { return nil }
            guard let duration = expression(.duration(transition.duration), dark: .duration(d.duration), pointer: pointer + "/duration", links: links),
                let delay = expression(.duration(transition.delay), dark: .duration(d.delay), pointer: pointer + "/delay", links: links),
                let timing = expression(.cubicBezier(transition.timingFunction), dark: .cubicBezier(d.timingFunction), pointer: pointer + "/timingFunction", links: links)
            else { return nil }
            return .call("\(ns).TransitionValue", [("duration", duration), ("delay", delay), ("timingFunction", timing)])
        case .shadow(let shadow):
            guard case .shadow(let d) = dark ?? value, d.layers.count == shadow.layers.count else { return nil }
            var layers: [SwiftExpression] = []
            for (index, layer) in shadow.layers.enumerated() {
                let layerPointer = shadow.isLayered ? pointer + "/\(index)" : pointer
                let single = { (layer: ShadowValue.Layer) in TokenValue.shadow(ShadowValue(layers: [layer], isLayered: false)) }
                if shadow.isLayered, let linked = link(single(layer), dark: single(d.layers[index]), pointer: layerPointer, links: links) {
                    layers.append(.code(linked.flat + ".layers[0]"))
                    continue
                }
                guard let layerExpression = shadowLayer(layer, dark: d.layers[index], pointer: layerPointer, links: links) else { return nil }
                layers.append(layerExpression)
            }
            return .call("\(ns).ShadowValue", [("layers", .array(layers))])
        case .gradient(let stops):
            guard case .gradient(let d) = dark ?? value, d.count == stops.count else { return nil }
            var items: [SwiftExpression] = []
            for (index, stop) in stops.enumerated() {
                if let linked = link(.gradient([stop]), dark: .gradient([d[index]]), pointer: pointer + "/\(index)", links: links) {
                    items.append(.code(linked.flat + ".stops[0]"))
                    continue
                }
                guard stop.position == d[index].position,
                    let color = expression(.color(stop.color), dark: .color(d[index].color), pointer: pointer + "/\(index)/color", links: links)
                else { return nil }
                let location = link(.number(stop.position), dark: nil, pointer: pointer + "/\(index)/position", links: links) ?? num(stop.position)
                items.append(.call("\(ns).GradientValue.Stop", [("color", color), ("location", location)]))
            }
            return .call("\(ns).GradientValue", [("stops", .array(items))])
        case .typography(let type):
            guard same() else { return nil }
            let family = link(.fontFamily(type.fontFamily), dark: nil, pointer: pointer + "/fontFamily", links: links) ?? .array(type.fontFamily.map { .code(SwiftLiteral.string($0)) })
            let size = link(.dimension(type.fontSize), dark: nil, pointer: pointer + "/fontSize", links: links) ?? num(type.fontSize.points)
            let weight = link(.fontWeight(type.fontWeight), dark: nil, pointer: pointer + "/fontWeight", links: links) ?? .call("\(ns).FontWeightValue", [(nil, num(type.fontWeight.weight))])
            let tracking = link(.dimension(type.letterSpacing), dark: nil, pointer: pointer + "/letterSpacing", links: links) ?? num(type.letterSpacing.points)
            let lineHeight = link(.number(type.lineHeight), dark: nil, pointer: pointer + "/lineHeight", links: links) ?? num(type.lineHeight)
            var arguments: [(label: String?, value: SwiftExpression)] = [("fontFamily", family), ("size", size), ("weight", weight), ("letterSpacing", tracking), ("lineHeight", lineHeight)]
            if let textStyle { arguments.append(("textStyle", .code("." + textStyle))) }
            return .call("\(ns).TypographyValue", arguments)
        case .spring(let spring):
            guard same() else { return nil }
            let parameters: SwiftExpression
            switch spring.parameters {
            case .response(let response, let fraction):
                parameters = .call(".response", [("response", linkedNumber(response, pointer + "/response", links)), ("dampingFraction", linkedNumber(fraction, pointer + "/dampingFraction", links))])
            case .duration(let duration, let bounce):
                parameters = .call(".duration", [("duration", linkedNumber(duration, pointer + "/duration", links)), ("bounce", linkedNumber(bounce, pointer + "/bounce", links))])
            case .physical(let mass, let stiffness, let damping):
                parameters = .call(".physical", [("mass", linkedNumber(mass, pointer + "/mass", links)), ("stiffness", linkedNumber(stiffness, pointer + "/stiffness", links)), ("damping", linkedNumber(damping, pointer + "/damping", links))])
            }
            var arguments: [(label: String?, value: SwiftExpression)] = [(nil, parameters)]
            if let blend = spring.blendDuration { arguments.append(("blendDuration", linkedNumber(blend, pointer + "/blendDuration", links))) }
            return .call("\(ns).SpringValue", arguments)
        case .glass(let glass):
            guard case .glass(let d) = dark ?? value, d.variant == glass.variant, d.interactive == glass.interactive, d.fallback == glass.fallback, (d.tint == nil) == (glass.tint == nil) else { return nil }
            var arguments: [(label: String?, value: SwiftExpression)] = [("variant", .code("." + glass.variant.rawValue))]
            if let tint = glass.tint {
                guard let tintExpression = expression(.color(tint), dark: .color(d.tint!), pointer: pointer + "/tint", links: links) else { return nil }
                arguments.append(("tint", tintExpression))
            }
            if glass.interactive { arguments.append(("interactive", .code("true"))) }
            if let fallback = glass.fallback {
                arguments.append(("fallback", link(.material(fallback), dark: nil, pointer: pointer + "/fallback", links: links) ?? .code("." + fallback.rawValue)))
            }
            return .call("\(ns).GlassValue", arguments)
        }
    }

    private func shadowLayer(_ layer: ShadowValue.Layer, dark: ShadowValue.Layer, pointer: String, links: [String: TokenPath]) -> SwiftExpression? {
        guard layer.offsetX == dark.offsetX, layer.offsetY == dark.offsetY, layer.blur == dark.blur, layer.spread == dark.spread, layer.inset == dark.inset,
            let color = expression(.color(layer.color), dark: .color(dark.color), pointer: pointer + "/color", links: links)
        else { return nil }
        func dimension(_ value: DimensionValue, _ field: String) -> SwiftExpression {
            link(.dimension(value), dark: nil, pointer: pointer + "/" + field, links: links) ?? num(value.points)
        }
        var arguments: [(label: String?, value: SwiftExpression)] = [
            ("color", color), ("x", dimension(layer.offsetX, "offsetX")), ("y", dimension(layer.offsetY, "offsetY")),
            ("blur", dimension(layer.blur, "blur")),
        ]
        if layer.spread.value != 0 { arguments.append(("spread", dimension(layer.spread, "spread"))) }
        if layer.inset { arguments.append(("inset", .code("true"))) }
        return .call("\(namespace).ShadowValue.Layer", arguments)
    }

    private func linkedNumber(_ value: Double, _ pointer: String, _ links: [String: TokenPath]) -> SwiftExpression {
        if let target = links[pointer], !contextual.contains(target), let (_, name) = reference(target) { return .code(name) }
        return num(value)
    }

    private func num(_ value: Double) -> SwiftExpression { .code(SwiftLiteral.number(value)) }

    private func colorExpression(_ color: ColorValue, dark: ColorValue?) -> SwiftExpression {
        guard let dark else { return .call("\(namespace).ColorValue", colorArguments(color)) }
        return .call("\(namespace).ColorValue", [("base", .call(".init", colorArguments(color))), ("dark", .call(".init", colorArguments(dark)))])
    }

    /// `Token.base` or `Token.components(dark: true)` when the linked color token has exactly this color there.
    private func componentsLink(_ color: ColorValue, dark: Bool, key: String, links: [String: TokenPath]) -> SwiftExpression? {
        guard let target = links[key], !contextual.contains(target), let (token, name) = reference(target) else { return nil }
        let value = dark ? (darkValue(token) ?? token.value) : token.value
        guard value == .color(color) else { return nil }
        return .code(dark && darkValue(token) != nil ? name + ".components(dark: true)" : name + ".base")
    }

    /// Space, red, green, blue and (when not 1) opacity, components rounded to six decimals.
    private func colorArguments(_ color: ColorValue) -> [(label: String?, value: SwiftExpression)] {
        let rgb = ColorConversion.rgb(color)
        func component(_ value: Double) -> SwiftExpression { num((value * 1_000_000).rounded() / 1_000_000) }
        var arguments: [(label: String?, value: SwiftExpression)] = [
            (nil, .code("." + rgb.space.rawValue)), ("red", component(rgb.red)), ("green", component(rgb.green)), ("blue", component(rgb.blue)),
        ]
        if rgb.opacity != 1 { arguments.append(("opacity", component(rgb.opacity))) }
        return arguments
    }

    private func strokeExpression(_ style: StrokeStyleValue) -> SwiftExpression {
        switch style {
        case .keyword(let keyword): .code("." + keyword.rawValue)
        case .dashes(let dashes, let cap): .call(".custom", [("dashes", .array(dashes.map { num($0.points) })), ("lineCap", .code("." + cap.rawValue))])
        }
    }
}
