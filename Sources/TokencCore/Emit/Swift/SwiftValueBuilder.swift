/// Builds the value-layer expression of each token.
///
/// Aliases stay references: where the model links a value (or part of one) to another token, and that
/// token has the same value in every context the token varies by, the expression names it. Colors carry
/// their per-context components inside `ColorValue`, so composites whose colors alone vary need no
/// wrapper; a token whose other parts vary becomes `Contextual`.
struct SwiftValueBuilder: Sendable {
    let namespace: String
    let model: TokenModel
    /// Each token's Swift name, by index in the model.
    let names: [SwiftEmitter.Name?]
    /// By token index: emitted as `Contextual`, which cannot stand where a plain value is expected.
    var contextual: [Bool]
    /// Color tokens' asset catalog names, when SwiftUI colors come from the catalog.
    var assetNames: [TokenPath: String] = [:]
    /// The catalog's bundle expression, when they do.
    var assetBundle: String?
    /// The value types' qualified names (`DesignTokens.ColorValue`), spelled once rather than per token.
    private let types: QualifiedTypes

    init(namespace: String, model: TokenModel, names: [SwiftEmitter.Name?]) {
        self.namespace = namespace
        self.model = model
        self.names = names
        contextual = [Bool](repeating: false, count: model.tokens.count)
        types = QualifiedTypes(namespace)
    }

    private struct QualifiedTypes: Sendable {
        let color, cubicBezier, fontWeight, strokeStyle, border, transition, shadow, shadowLayer, gradient,
            gradientStop, typography, spring, material, glass,
            blur, contextual: String

        init(_ ns: String) {
            color = ns + ".ColorValue"
            cubicBezier = ns + ".CubicBezierValue"
            fontWeight = ns + ".FontWeightValue"
            strokeStyle = ns + ".StrokeStyleValue"
            border = ns + ".BorderValue"
            transition = ns + ".TransitionValue"
            shadow = ns + ".ShadowValue"
            shadowLayer = ns + ".ShadowValue.Layer"
            gradient = ns + ".GradientValue"
            gradientStop = ns + ".GradientValue.Stop"
            typography = ns + ".TypographyValue"
            spring = ns + ".SpringValue"
            material = ns + ".MaterialValue"
            glass = ns + ".GlassValue"
            blur = ns + ".BlurValue"
            contextual = ns + ".Contextual"
        }
    }

    /// Whether any token is emitted as `Contextual`.
    var hasContextual: Bool { contextual.contains(true) }

    /// The keys a token varies by, and its value under each.
    func variation(_ token: Token) -> (keys: [[Context]], values: [TokenValue]) {
        (token.contextValues.map(\.contexts), token.contextValues.map(\.value))
    }

    /// `[.appearance(.light), .contrast(.increased)]`: a context key as generated conditions.
    func conditions(_ key: [Context]) -> SwiftExpression {
        .array(key.map { .code(".\(SwiftContextType.member($0.modifier))(.\(SwiftContextType.caseName($0.name)))") })
    }

    /// The Swift type of a token's value.
    func swiftType(_ type: TokenType) -> String {
        switch type {
        case .color: types.color
        case .dimension: "CGFloat"
        case .duration: "TimeInterval"
        case .number: "Double"
        case .cubicBezier: types.cubicBezier
        case .fontFamily: "[String]"
        case .fontWeight: types.fontWeight
        case .strokeStyle: types.strokeStyle
        case .border: types.border
        case .transition: types.transition
        case .shadow: types.shadow
        case .gradient: types.gradient
        case .typography: types.typography
        case .spring: types.spring
        case .material: types.material
        case .glass: types.glass
        case .blur: types.blur
        case .string: "String"
        case .boolean: "Bool"
        case .link: "URL"
        case .custom: "Never"
        }
    }

    /// The token's declared type and initial expression.
    func declaration(for token: Token) -> (type: String, value: SwiftExpression) {
        let (keys, others) = variation(token)
        let links = linkMap(token)
        if let expression = expression(
            token.value, keys: keys, others: others, pointer: "", links: links, textStyle: textStyle(token))
        {
            if let asset = assetNames[token.path] {
                return (
                    swiftType(token.type),
                    .call(types.color, [("asset", .code(SwiftLiteral.string(asset))), ("fallback", expression)])
                )
            }
            return (swiftType(token.type), expression)
        }
        let base = expression(token.value, keys: [], others: [], pointer: "", links: [:], textStyle: textStyle(token))!
        let variants = zip(keys, others).map { key, value in
            SwiftExpression.call(
                ".init",
                [
                    (nil, conditions(key)),
                    (
                        nil,
                        expression(value, keys: [], others: [], pointer: "", links: [:], textStyle: textStyle(token))!
                    ),
                ])
        }
        return (
            types.contextual + "<" + swiftType(token.type) + ">",
            .call(types.contextual, [("base", base), ("variants", .array(variants))])
        )
    }

    /// Whether a token needs `Contextual` (its non-color parts vary by context).
    func needsContextual(_ token: Token) -> Bool {
        let (keys, others) = variation(token)
        guard !keys.isEmpty else { return false }
        return expression(token.value, keys: keys, others: others, pointer: "", links: [:], textStyle: textStyle(token))
            == nil
    }

    /// Pointer → linked token, for the default value.
    private func linkMap(_ token: Token) -> [String: TokenPath] {
        var links: [String: TokenPath] = [:]
        if let alias = token.aliasOf { links[""] = alias }
        for reference in token.references { links[reference.pointer] = reference.target }
        return links
    }

    private func textStyle(_ token: Token) -> String? {
        guard case .typography = token.type,
            let style = token.extensions?[TokenSyntax.extensionKey]?["textStyle"]?.string
        else { return nil }
        return SwiftSupportTypes.textStyles.contains(style) ? style : nil
    }

    /// The index and qualified Swift reference (`DesignTokens.Radius.md`) of a token a value may name: one
    /// with a valid name that is not `Contextual`.
    func reference(_ path: TokenPath) -> (index: Int, name: String)? {
        guard let index = model.index(of: path), !contextual[index], let name = names[index] else { return nil }
        return (index, name.qualified)
    }

    /// A reference to the linked token when it has this value by default and in every key, and varies by
    /// no key the value does not.
    private func link(
        _ value: TokenValue, keys: [[Context]], others: [TokenValue], pointer: String, links: [String: TokenPath]
    ) -> SwiftExpression? {
        guard !links.isEmpty, let target = links[pointer], let (index, name) = reference(target),
            model.tokens[index].value == value,
            model.tokens[index].contextValues.allSatisfy({ keys.contains($0.contexts) }),
            zip(keys, others).allSatisfy({ model.tokens[index].value(in: $0.0) == $0.1 })
        else { return nil }
        return .code(name)
    }

    /// The expression for `value`, whose values under `keys` are `others`; nil when they differ in a way
    /// only `Contextual` can carry (anything but colors).
    func expression(
        _ value: TokenValue, keys: [[Context]], others: [TokenValue], pointer: String, links: [String: TokenPath],
        textStyle: String? = nil
    ) -> SwiftExpression? {
        if let linked = link(value, keys: keys, others: others, pointer: pointer, links: links) { return linked }
        func same() -> Bool { others.allSatisfy { $0 == value } }
        /// The others as sub-values, nil when one is of another kind.
        func parts<T>(_ extract: (TokenValue) -> T?) -> [T]? {
            var result: [T] = []
            for other in others {
                guard let part = extract(other) else { return nil }
                result.append(part)
            }
            return result
        }
        switch value {
        case .color(let color):
            guard let colors = parts({ if case .color(let c) = $0 { c } else { nil } }) else { return nil }
            // A single context with the default's color changes nothing; a combination may undo one.
            let variants = zip(keys, colors).filter { key, other in key.count > 1 || other != color }
            guard !variants.isEmpty else { return .call(types.color, colorArguments(color)) }
            let items = variants.map { key, other in
                SwiftExpression.call(".init", [(nil, conditions(key)), (nil, .call(".init", colorArguments(other)))])
            }
            return .call(types.color, [("base", .call(".init", colorArguments(color))), ("variants", .array(items))])
        case .dimension(let dimension):
            return same() ? .code(SwiftLiteral.number(dimension.points)) : nil
        case .duration(let duration):
            return same() ? .code(SwiftLiteral.number(duration.seconds)) : nil
        case .number(let number):
            return same() ? .code(SwiftLiteral.number(number)) : nil
        case .cubicBezier(let curve):
            guard same() else { return nil }
            return .call(
                types.cubicBezier,
                [("x1", num(curve.p1x)), ("y1", num(curve.p1y)), ("x2", num(curve.p2x)), ("y2", num(curve.p2y))])
        case .fontFamily(let names):
            return same() ? .array(names.map { .code(SwiftLiteral.string($0)) }) : nil
        case .fontWeight(let weight):
            return same() ? .call(types.fontWeight, [(nil, num(weight.weight))]) : nil
        case .strokeStyle(let style):
            return same() ? strokeExpression(style) : nil
        case .material(let material):
            return same() ? .code("." + material.rawValue) : nil
        case .border(let border):
            guard let d = parts({ if case .border(let b) = $0 { b } else { nil } }) else { return nil }
            guard
                let color = expression(
                    .color(border.color), keys: keys, others: d.map { .color($0.color) }, pointer: pointer + "/color",
                    links: links),
                let width = expression(
                    .dimension(border.width), keys: keys, others: d.map { .dimension($0.width) },
                    pointer: pointer + "/width", links: links),
                let style = expression(
                    .strokeStyle(border.style), keys: keys, others: d.map { .strokeStyle($0.style) },
                    pointer: pointer + "/style", links: links)
            else { return nil }
            return .call(types.border, [("color", color), ("width", width), ("style", style)])
        case .transition(let transition):
            guard let d = parts({ if case .transition(let t) = $0 { t } else { nil } }) else { return nil }
            guard
                let duration = expression(
                    .duration(transition.duration), keys: keys, others: d.map { .duration($0.duration) },
                    pointer: pointer + "/duration", links: links),
                let delay = expression(
                    .duration(transition.delay), keys: keys, others: d.map { .duration($0.delay) },
                    pointer: pointer + "/delay", links: links),
                let timing = expression(
                    .cubicBezier(transition.timingFunction), keys: keys,
                    others: d.map { .cubicBezier($0.timingFunction) }, pointer: pointer + "/timingFunction",
                    links: links)
            else { return nil }
            return .call(types.transition, [("duration", duration), ("delay", delay), ("timingFunction", timing)])
        case .shadow(let shadow):
            guard let d = parts({ if case .shadow(let s) = $0 { s } else { nil } }),
                d.allSatisfy({ $0.layers.count == shadow.layers.count })
            else { return nil }
            var layers: [SwiftExpression] = []
            for (index, layer) in shadow.layers.enumerated() {
                let layerPointer = shadow.isLayered ? pointer + "/\(index)" : pointer
                let single = { (layer: ShadowValue.Layer) in
                    TokenValue.shadow(ShadowValue(layers: [layer], isLayered: false))
                }
                let otherLayers = d.map { $0.layers[index] }
                if shadow.isLayered,
                    let linked = link(
                        single(layer), keys: keys, others: otherLayers.map(single), pointer: layerPointer, links: links)
                {
                    layers.append(.code(linked.flat + ".layers[0]"))
                    continue
                }
                guard
                    let layerExpression = shadowLayer(
                        layer, keys: keys, others: otherLayers, pointer: layerPointer, links: links)
                else { return nil }
                layers.append(layerExpression)
            }
            return .call(types.shadow, [("layers", .array(layers))])
        case .gradient(let stops):
            guard let d = parts({ if case .gradient(let g) = $0 { g } else { nil } }),
                d.allSatisfy({ $0.count == stops.count })
            else { return nil }
            var items: [SwiftExpression] = []
            for (index, stop) in stops.enumerated() {
                let otherStops = d.map { $0[index] }
                if let linked = link(
                    .gradient([stop]), keys: keys, others: otherStops.map { .gradient([$0]) },
                    pointer: pointer + "/\(index)", links: links)
                {
                    items.append(.code(linked.flat + ".stops[0]"))
                    continue
                }
                guard otherStops.allSatisfy({ $0.position == stop.position }),
                    let color = expression(
                        .color(stop.color), keys: keys, others: otherStops.map { .color($0.color) },
                        pointer: pointer + "/\(index)/color", links: links)
                else { return nil }
                let location =
                    link(
                        .number(stop.position), keys: [], others: [], pointer: pointer + "/\(index)/position",
                        links: links) ?? num(stop.position)
                items.append(.call(types.gradientStop, [("color", color), ("location", location)]))
            }
            return .call(types.gradient, [("stops", .array(items))])
        case .typography(let type):
            guard same() else { return nil }
            func plain(_ value: TokenValue, _ field: String) -> SwiftExpression? {
                link(value, keys: [], others: [], pointer: pointer + "/" + field, links: links)
            }
            let family =
                plain(.fontFamily(type.fontFamily), "fontFamily")
                ?? .array(type.fontFamily.map { .code(SwiftLiteral.string($0)) })
            let size = plain(.dimension(type.fontSize), "fontSize") ?? num(type.fontSize.points)
            let weight =
                plain(.fontWeight(type.fontWeight), "fontWeight")
                ?? .call(types.fontWeight, [(nil, num(type.fontWeight.weight))])
            // `em` and `%` spacing and px line heights are resolved against the font size (the emitter leaves
            // out typography whose font size is relative).
            let tracking =
                (type.letterSpacing.isAbsolute ? plain(.dimension(type.letterSpacing), "letterSpacing") : nil)
                ?? num(type.trackingPoints ?? 0)
            let lineHeight: SwiftExpression
            if case .multiple(let multiple) = type.lineHeight {
                lineHeight = plain(.number(multiple), "lineHeight") ?? num(multiple)
            } else {
                lineHeight = num(type.lineHeightMultiple ?? 1)
            }
            var arguments: [(label: String?, value: SwiftExpression)] = [
                ("fontFamily", family), ("size", size), ("weight", weight), ("letterSpacing", tracking),
                ("lineHeight", lineHeight),
            ]
            if let textStyle { arguments.append(("textStyle", .code("." + textStyle))) }
            if let style = type.fontStyle, style != "normal" { arguments.append(("italic", .code("true"))) }
            let lines = type.textDecoration?.split(separator: " ") ?? []
            if lines.contains("underline") { arguments.append(("underline", .code("true"))) }
            if lines.contains("line-through") { arguments.append(("strikethrough", .code("true"))) }
            if let transform = type.textTransform, transform == "uppercase" || transform == "lowercase" {
                arguments.append(("textCase", .code("." + transform)))
            }
            return .call(types.typography, arguments)
        case .spring(let spring):
            guard same() else { return nil }
            let parameters: SwiftExpression
            switch spring.parameters {
            case .response(let response, let fraction):
                parameters = .call(
                    ".response",
                    [
                        ("response", linkedNumber(response, pointer + "/response", links)),
                        ("dampingFraction", linkedNumber(fraction, pointer + "/dampingFraction", links)),
                    ])
            case .duration(let duration, let bounce):
                parameters = .call(
                    ".duration",
                    [
                        ("duration", linkedNumber(duration, pointer + "/duration", links)),
                        ("bounce", linkedNumber(bounce, pointer + "/bounce", links)),
                    ])
            case .physical(let mass, let stiffness, let damping):
                parameters = .call(
                    ".physical",
                    [
                        ("mass", linkedNumber(mass, pointer + "/mass", links)),
                        ("stiffness", linkedNumber(stiffness, pointer + "/stiffness", links)),
                        ("damping", linkedNumber(damping, pointer + "/damping", links)),
                    ])
            }
            var arguments: [(label: String?, value: SwiftExpression)] = [(nil, parameters)]
            if let blend = spring.blendDuration {
                arguments.append(("blendDuration", linkedNumber(blend, pointer + "/blendDuration", links)))
            }
            return .call(types.spring, arguments)
        case .glass(let glass):
            guard let d = parts({ if case .glass(let g) = $0 { g } else { nil } }),
                d.allSatisfy({
                    $0.variant == glass.variant && $0.interactive == glass.interactive && $0.fallback == glass.fallback
                        && ($0.tint == nil) == (glass.tint == nil)
                })
            else { return nil }
            var arguments: [(label: String?, value: SwiftExpression)] = [
                ("variant", .code("." + glass.variant.rawValue))
            ]
            if let tint = glass.tint {
                guard
                    let tintExpression = expression(
                        .color(tint), keys: keys, others: d.map { .color($0.tint!) }, pointer: pointer + "/tint",
                        links: links)
                else { return nil }
                arguments.append(("tint", tintExpression))
            }
            if glass.interactive { arguments.append(("interactive", .code("true"))) }
            if let fallback = glass.fallback {
                arguments.append(
                    (
                        "fallback",
                        link(.material(fallback), keys: [], others: [], pointer: pointer + "/fallback", links: links)
                            ?? .code("." + fallback.rawValue)
                    ))
            }
            return .call(types.glass, arguments)
        case .blur(let blur):
            guard same() else { return nil }
            var arguments: [(label: String?, value: SwiftExpression)] = [("radius", num(blur.radius.points))]
            if let progressive = blur.progressive {
                arguments.append(
                    (
                        "progressive",
                        .call(
                            ".init",
                            [
                                ("direction", .code("." + progressive.direction.rawValue)),
                                ("startOffset", num(progressive.startOffset)),
                            ])
                    ))
            }
            return .call(types.blur, arguments)
        case .string(let text):
            return same() ? .code(SwiftLiteral.string(text)) : nil
        case .boolean(let flag):
            return same() ? .code(flag ? "true" : "false") : nil
        case .link(let url):
            return same() ? .code("URL(string: " + SwiftLiteral.string(url) + ")!") : nil
        case .custom:
            return nil
        }
    }

    private func shadowLayer(
        _ layer: ShadowValue.Layer, keys: [[Context]], others: [ShadowValue.Layer], pointer: String,
        links: [String: TokenPath]
    ) -> SwiftExpression? {
        guard
            others.allSatisfy({
                $0.offsetX == layer.offsetX && $0.offsetY == layer.offsetY && $0.blur == layer.blur
                    && $0.spread == layer.spread && $0.inset == layer.inset
            }),
            let color = expression(
                .color(layer.color), keys: keys, others: others.map { .color($0.color) }, pointer: pointer + "/color",
                links: links)
        else { return nil }
        func dimension(_ value: DimensionValue, _ field: String) -> SwiftExpression {
            link(.dimension(value), keys: [], others: [], pointer: pointer + "/" + field, links: links)
                ?? num(value.points)
        }
        var arguments: [(label: String?, value: SwiftExpression)] = [
            ("color", color), ("x", dimension(layer.offsetX, "offsetX")), ("y", dimension(layer.offsetY, "offsetY")),
            ("blur", dimension(layer.blur, "blur")),
        ]
        if layer.spread.value != 0 { arguments.append(("spread", dimension(layer.spread, "spread"))) }
        if layer.inset { arguments.append(("inset", .code("true"))) }
        return .call(types.shadowLayer, arguments)
    }

    private func linkedNumber(_ value: Double, _ pointer: String, _ links: [String: TokenPath]) -> SwiftExpression {
        if !links.isEmpty, let target = links[pointer], let (_, name) = reference(target) { return .code(name) }
        return num(value)
    }

    private func num(_ value: Double) -> SwiftExpression { .code(SwiftLiteral.number(value)) }

    /// Space, red, green, blue and (when not 1) opacity, components rounded to six decimals.
    private func colorArguments(_ color: ColorValue) -> [(label: String?, value: SwiftExpression)] {
        let rgb = ColorConversion.rgb(color)
        func component(_ value: Double) -> SwiftExpression { num((value * 1_000_000).rounded() / 1_000_000) }
        var arguments: [(label: String?, value: SwiftExpression)] = [
            (nil, .code("." + rgb.space.rawValue)), ("red", component(rgb.red)), ("green", component(rgb.green)),
            ("blue", component(rgb.blue)),
        ]
        if rgb.opacity != 1 { arguments.append(("opacity", component(rgb.opacity))) }
        return arguments
    }

    private func strokeExpression(_ style: StrokeStyleValue) -> SwiftExpression {
        switch style {
        case .keyword(let keyword): .code("." + keyword.rawValue)
        case .dashes(let dashes, let cap):
            .call(
                ".custom", [("dashes", .array(dashes.map { num($0.points) })), ("lineCap", .code("." + cap.rawValue))])
        }
    }
}
