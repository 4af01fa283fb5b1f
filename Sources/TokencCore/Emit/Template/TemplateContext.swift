import Stencil

/// What a custom template renders over (Documentation/Templates.md is its contract): objects, lists, strings and
/// booleans only, so a template reads the same whatever tokenc's own types become. Numbers are text in their
/// shortest form (`16`, `0.25`), ready to write into any language.
struct TemplateContext {
    let context: EmitContext
    /// Every token's identifier by path: the same in every template, whatever its filter.
    let identifiers: [TokenPath: String]
    let swiftNamespace: String
    /// The environment the objects are made in (Stencil's own, so no object makes one).
    let environment: Environment
    private let css: CSSDeclarationBuilder
    private let swift: SwiftValueBuilder

    init(_ context: EmitContext, identifiers: [TokenPath: String], swiftNamespace: String, environment: Environment) {
        self.context = context
        self.environment = environment
        self.identifiers = identifiers
        self.swiftNamespace = swiftNamespace
        let model = context.model
        // Values are written resolved, so the CSS names are never read.
        css = CSSDeclarationBuilder(model: model, names: model.tokens.map { _ in "--" }, inlinesAliases: true)
        swift = SwiftValueBuilder(namespace: swiftNamespace, model: model, names: context.names.swift)
    }

    /// Each token's identifier: its path in lower camel case (`color.brand-primary` → `colorBrandPrimary`), made of
    /// letters, digits and `_` (a keyword of some language, such as a token named `in`, needs that language's
    /// quoting); where two paths would share one, the later in the model's order takes a number
    /// (`colorBrandPrimary2`).
    static func identifiers(_ model: TokenModel) -> [TokenPath: String] {
        var result: [TokenPath: String] = [:]
        var used: Set<String> = []
        for token in model.tokens {
            let base = SwiftNaming.joined(token.path.components).trimmingCharacters(in: ["`"])
            var name = base
            var number = 2
            while !used.insert(name).inserted {
                name = base + String(number)
                number += 1
            }
            result[token.path] = name
        }
        return result
    }

    /// The whole context: the names Documentation/Templates.md gives, each an object, a list or a text.
    func dictionary() -> [String: Any] {
        let model = context.model
        var tokens: [Stencil.Context] = []
        tokens.reserveCapacity(model.tokens.count)
        var defaults: [Stencil.Context] = []
        defaults.reserveCapacity(model.tokens.count)
        // Per non-default single context, the tokens whose value differs there.
        var differing: [Context: [Stencil.Context]] = [:]
        for index in model.tokens.indices {
            let token = model.tokens[index]
            var variants:
                [(single: Context?, value: Stencil.Context, aliasOf: Stencil.Context?, object: Stencil.Context)] =
                    []
            for variant in token.contextValues {
                let value = value(variant.value, of: token, index: index, in: variant.contexts)
                let aliasOf = variant.aliasOf.map(alias)
                var variantFields: [String: Any] = [
                    "key": variant.contexts.map(\.description).joined(separator: ","),
                    "contexts": variant.contexts.map { object(["modifier": $0.modifier, "name": $0.name]) },
                    "value": value,
                ]
                if let single = variant.context {
                    variantFields["modifier"] = single.modifier
                    variantFields["context"] = single.name
                }
                if let aliasOf { variantFields["aliasOf"] = aliasOf }
                variants.append((variant.context, value, aliasOf, object(variantFields)))
            }
            var fields = self.token(token, index: index)
            fields["contexts"] = variants.map(\.object)
            let tokenObject = object(fields)
            tokens.append(tokenObject)
            defaults.append(entry(tokenObject, value: fields["value"]!, aliasOf: fields["aliasOf"]))
            for variant in variants {
                guard let single = variant.single else { continue }
                differing[single, default: []].append(
                    entry(tokenObject, value: variant.value, aliasOf: variant.aliasOf))
            }
        }
        var contexts = [
            object([
                "modifier": "", "name": "default", "identifier": "default", "isDefault": true, "entries": defaults,
            ])
        ]
        for modifier in model.modifiers {
            for name in modifier.contexts where name != modifier.defaultContext {
                contexts.append(
                    object([
                        "modifier": modifier.name, "name": name,
                        "identifier": SwiftNaming.joined([modifier.name, name]), "isDefault": false,
                        "entries": differing[Context(modifier: modifier.name, name: name)] ?? [],
                    ]))
            }
        }
        return [
            "tokens": tokens,
            "types": Array(Set(model.tokens.map { $0.type.rawValue })).sorted(),
            "modifiers": model.modifiers.map { modifier in
                object([
                    "name": modifier.name, "default": modifier.defaultContext, "contexts": modifier.contexts,
                    "others": modifier.contexts.filter { $0 != modifier.defaultContext },
                ])
            },
            "contexts": contexts,
            "swiftNamespace": swiftNamespace,
        ]
    }

    /// A token with its value in one context.
    private func entry(_ token: Stencil.Context, value: Any, aliasOf: Any?) -> Stencil.Context {
        var entry: [String: Any] = ["token": token, "value": value]
        if let aliasOf { entry["aliasOf"] = aliasOf }
        return object(entry)
    }

    /// A token's fields but its per-context values.
    private func token(_ token: Token, index: Int) -> [String: Any] {
        var entry: [String: Any] = [
            "path": token.path.description,
            "parts": token.path.components,
            "name": token.path.components.last ?? "",
            "identifier": identifiers[token.path] ?? "",
            "type": token.type.rawValue,
            "deprecated": token.deprecation != nil,
            "value": value(token.value, of: token, index: index, in: nil),
        ]
        if let name = context.names.swiftQualified[index] { entry["swiftName"] = name }
        if let name = context.names.css[index] { entry["cssName"] = name }
        if let description = token.description { entry["description"] = description }
        if let reason = token.deprecation?.reason { entry["deprecationReason"] = reason }
        if let target = token.aliasOf { entry["aliasOf"] = alias(target) }
        return entry
    }

    /// An alias target: its path and identifier.
    private func alias(_ target: TokenPath) -> Stencil.Context {
        object(["path": target.description, "identifier": identifiers[target] ?? ""])
    }

    /// A value in every spelling: the stylesheet's, the Swift file's, JSON, and the fields of its kind.
    private func value(_ value: TokenValue, of token: Token, index: Int, in key: [Context]?) -> Stencil.Context {
        var entry = fields(value)
        entry["json"] = value.jsonValue.compactText
        var run = CSSDeclarationRun()
        css.declare(token, index: index, key: key, into: &run)
        if let main = run.declarations.first(where: { $0.suffix == .none }) {
            entry["css"] = String(decoding: run.text[main.value], as: UTF8.self)
        }
        if let expression = swift.expression(value, keys: [], others: [], pointer: "", links: [:]) {
            entry["swift"] = expression.flat
        }
        return object(entry)
    }

    /// The fields of a value's kind, as Documentation/Templates.md lists them.
    private func fields(_ value: TokenValue) -> [String: Any] {
        func number(_ value: Double) -> String { CSSText.number(value) }
        switch value {
        case .color(let color):
            let (red, green, blue, alpha) = ColorConversion.sRGB(color)
            func byte(_ component: Double) -> String {
                let text = String(Int((component * 255).rounded()), radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }
            let rgb = byte(red) + byte(green) + byte(blue)
            return [
                "hex": "#" + rgb.lowercased() + (alpha < 1 ? byte(alpha).lowercased() : ""),
                "argb": "0x" + byte(alpha) + rgb,
                "red": number(red), "green": number(green), "blue": number(blue), "alpha": number(alpha),
                "space": color.space.rawValue,
            ]
        case .dimension(let length):
            return dimensionFields(length)
        case .duration(let duration):
            return ["ms": number(duration.seconds * 1000), "seconds": number(duration.seconds)]
        case .cubicBezier(let curve):
            return ["x1": number(curve.p1x), "y1": number(curve.p1y), "x2": number(curve.p2x), "y2": number(curve.p2y)]
        case .number(let value):
            return ["number": number(value)]
        case .fontFamily(let families):
            return ["families": families, "family": families.first ?? ""]
        case .fontWeight(let weight):
            return ["weight": number(weight.weight)]
        case .typography(let typography):
            var entry: [String: Any] = [
                "families": typography.fontFamily, "family": typography.fontFamily.first ?? "",
                "fontSize": dimension(typography.fontSize), "fontWeight": number(typography.fontWeight.weight),
                "letterSpacing": dimension(typography.letterSpacing),
            ]
            let size = typography.fontSize.points
            switch typography.lineHeight {
            case .multiple(let multiple):
                entry["lineHeight"] = number(multiple)
                entry["lineHeightPx"] = number(multiple * size)
            case .length(let length):
                entry["lineHeight"] = size == 0 ? "0" : number(length.points / size)
                entry["lineHeightPx"] = number(length.points)
            }
            if let style = typography.fontStyle { entry["fontStyle"] = style }
            return entry
        case .shadow(let shadow):
            return [
                "layers": shadow.layers.map { layer in
                    object([
                        "color": object(.color(layer.color)), "offsetX": dimension(layer.offsetX),
                        "offsetY": dimension(layer.offsetY), "blur": dimension(layer.blur),
                        "spread": dimension(layer.spread), "inset": layer.inset,
                    ])
                }
            ]
        case .border(let border):
            return ["color": object(.color(border.color)), "width": dimension(border.width)]
        case .transition(let transition):
            return [
                "duration": object(.duration(transition.duration)), "delay": object(.duration(transition.delay)),
                "timingFunction": object(.cubicBezier(transition.timingFunction)),
            ]
        case .gradient(let stops):
            return [
                "stops": stops.map {
                    object(["color": object(.color($0.color)), "position": number($0.position)])
                }
            ]
        case .spring(let spring):
            return [
                "dampingRatio": number(spring.dampingFraction), "stiffness": number(spring.stiffness),
                "mass": number(spring.mass), "damping": number(spring.damping), "response": number(spring.response),
                "bounce": number(spring.bounce),
            ]
        case .string(let text), .link(let text):
            return ["text": text]
        case .boolean(let flag):
            return ["bool": flag]
        case .strokeStyle(let style):
            return ["style": CSSDeclarationBuilder.lineStyle(style)]
        case .material(let material):
            return ["material": material.rawValue]
        case .glass(let glass):
            var entry: [String: Any] = ["variant": glass.variant.rawValue, "interactive": glass.interactive]
            if let tint = glass.tint { entry["tint"] = object(.color(tint)) }
            return entry
        case .blur(let blur):
            return ["radius": dimension(blur.radius)]
        case .custom:
            return [:]
        }
    }

    /// An object of the context: its fields by name, as a Stencil context of its own. Not a dictionary, which
    /// Stencil copies deeply (and on Linux bridges to Foundation) at every step of every variable it resolves,
    /// nor an object of another class, which its lookup reaches after six failed casts: a context is its first.
    private func object(_ fields: [String: Any]) -> Stencil.Context {
        Stencil.Context(dictionary: fields, environment: environment)
    }

    /// A part of a composite value: its kind's fields.
    private func object(_ value: TokenValue) -> Stencil.Context { object(fields(value)) }

    /// A length inside a composite value.
    private func dimension(_ length: DimensionValue) -> Stencil.Context { object(dimensionFields(length)) }

    /// A length: its number and unit as written, and in px (1 rem = 16 px) where it is a fixed length.
    private func dimensionFields(_ dimension: DimensionValue) -> [String: Any] {
        var entry: [String: Any] = [
            "number": CSSText.number(dimension.value), "unit": dimension.unit.rawValue,
        ]
        if dimension.isAbsolute { entry["px"] = CSSText.number(dimension.points) }
        var css: [UInt8] = []
        CSSText.appendDimension(dimension, to: &css)
        entry["css"] = String(decoding: css, as: UTF8.self)
        return entry
    }
}
