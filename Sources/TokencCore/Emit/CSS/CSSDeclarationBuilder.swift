/// Turns one token (in one context) into its custom properties for ``CSSEmitter``.
///
/// Most tokens are one property. Springs add `-duration`; materials and glass are a recipe of
/// `-backdrop-filter` and `-background` (see ``MaterialRecipe``); typography adds `-letter-spacing`.
struct CSSDeclarationBuilder: Sendable {
    let model: TokenModel
    let names: [String?]
    let inlinesAliases: Bool
    /// The model's color-scheme modifier, found once: every declaration asks it.
    let appearance: AppearanceAxis

    init(model: TokenModel, names: [String?], inlinesAliases: Bool) {
        self.model = model
        self.names = names
        self.inlinesAliases = inlinesAliases
        self.appearance = model.appearance
    }

    /// The context keys under which the token may be declared differently: its own, and the other
    /// appearance for materials and glass, whose wash follows it even when the token has one value.
    func contexts(of token: Token) -> [[Context]] {
        var keys = token.contextValues.map(\.contexts)
        switch token.value {
        case .material, .glass:
            let other = appearance.other
            // Every key without an appearance also needs its other-appearance combination.
            for key in keys + [[]] where !key.contains(where: { $0.modifier == appearance.modifier }) {
                let combined = (key + [other]).sorted()
                if !keys.contains(combined) { keys.append(combined) }
            }
        default: break
        }
        return keys.sorted(by: Context.precedes)
    }

    /// The token's properties in the permutation `key` selects (nil: the default one).
    func declarations(_ token: Token, index: Int, key: [Context]?) -> [CSSEmitter.Declaration] {
        guard let name = names[index] else { return [] }
        let contextValue = key.flatMap { token.contextValue(in: $0) }
        let value = contextValue?.value ?? token.value
        let aliasOf = contextValue == nil ? token.aliasOf : contextValue?.aliasOf
        let isDark = appearance.isDark(key ?? [])
        let comment = key == nil ? token.description.map(CSSText.comment) : nil
        let suffixes = Self.suffixes(value)

        if !inlinesAliases, let aliasOf, let target = model.index(of: aliasOf), let targetName = names[target] {
            return suffixes.enumerated().map { offset, suffix in
                CSSEmitter.Declaration(name: name + suffix, value: "var(\(targetName + suffix))", comment: offset == 0 ? comment : nil)
            }
        }
        // Links inside composites are the ones the value in this context was written with, so `var()`
        // follows what they point at.
        let links = inlinesAliases ? [:] : references(contextValue?.references ?? token.references)
        var result: [CSSEmitter.Declaration] = []
        for (offset, part) in parts(value, links: links, dark: isDark).enumerated() {
            var declaration = CSSEmitter.Declaration(name: name + part.suffix, value: part.fallback, comment: offset == 0 ? comment : nil)
            if part.native != part.fallback {
                declaration.native = part.native
                declaration.supports = part.supports
            }
            result.append(declaration)
        }
        return result
    }

    /// The property name suffixes a value of this kind is written as, in order.
    static func suffixes(_ value: TokenValue) -> [String] {
        switch value {
        case .spring: ["", "-duration"]
        case .material, .glass: ["-backdrop-filter", "-background"]
        case .typography: ["", "-letter-spacing"]
        default: [""]
        }
    }

    /// `var(--…)` for colors inside composite values that alias another token, by pointer.
    private func references(_ references: [Token.Reference]) -> [String: String] {
        var links: [String: String] = [:]
        for reference in references {
            if let target = model.index(of: reference.target), let name = names[target] { links[reference.pointer] = "var(\(name))" }
        }
        return links
    }

    private struct Part {
        var suffix: String
        var fallback: String
        var native: String
        var supports: [String]
    }

    /// A color as CSS: an alias link, or its sRGB hex and its own-space form.
    private struct ColorText {
        var fallback: String
        var native: String
        var supports: String?

        init(_ color: ColorValue, link: String?) {
            if let link {
                fallback = link
                native = link
                supports = nil
            } else {
                fallback = CSSText.srgb(color)
                native = CSSText.native(color) ?? fallback
                supports = native == fallback ? nil : CSSText.support(color.space)
            }
        }
    }

    private func parts(_ value: TokenValue, links: [String: String], dark: Bool) -> [Part] {
        func one(_ text: String) -> [Part] { [Part(suffix: "", fallback: text, native: text, supports: [])] }
        /// A value assembled from colors: written once with fallbacks and once in the colors' own spaces.
        func assembled(_ colors: [ColorText], _ build: ([String]) -> String) -> [Part] {
            let supports = Array(Set(colors.compactMap(\.supports))).sorted()
            return [Part(suffix: "", fallback: build(colors.map(\.fallback)), native: build(colors.map(\.native)), supports: supports)]
        }
        switch value {
        case .color(let color):
            return assembled([ColorText(color, link: nil)]) { $0[0] }
        case .dimension(let dimension): return one(CSSText.dimension(dimension))
        case .duration(let duration): return one(CSSText.duration(duration))
        case .number(let number): return one(CSSText.number(number))
        case .cubicBezier(let curve): return one(Self.cubicBezier(curve))
        case .fontFamily(let families): return one(CSSText.fontFamilies(families))
        case .fontWeight(let weight): return one(CSSText.number(weight.weight))
        case .strokeStyle(let style): return one(Self.lineStyle(style))
        case .border(let border):
            return assembled([ColorText(border.color, link: links["/color"])]) { "\(CSSText.dimension(border.width)) \(Self.lineStyle(border.style)) \($0[0])" }
        case .transition(let transition):
            return one("\(CSSText.duration(transition.duration)) \(Self.cubicBezier(transition.timingFunction)) \(CSSText.duration(transition.delay))")
        case .shadow(let shadow):
            let colors = shadow.layers.enumerated().map { index, layer in
                ColorText(layer.color, link: links[shadow.isLayered ? "/\(index)/color" : "/color"])
            }
            return assembled(colors) { texts in
                zip(shadow.layers, texts).map { layer, color in
                    (layer.inset ? "inset " : "") + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(CSSText.dimension).joined(separator: " ") + " " + color
                }.joined(separator: ", ")
            }
        case .gradient(let stops):
            let colors = stops.enumerated().map { index, stop in ColorText(stop.color, link: links["/\(index)/color"]) }
            return assembled(colors) { texts in
                "linear-gradient(90deg, " + zip(stops, texts).map { "\($1) \(CSSText.number($0.position * 100))%" }.joined(separator: ", ") + ")"
            }
        case .typography(let type):
            let font = "\(CSSText.number(type.fontWeight.weight)) \(CSSText.dimension(type.fontSize))/\(CSSText.number(type.lineHeight)) \(CSSText.fontFamilies(type.fontFamily))"
            let spacing = CSSText.dimension(type.letterSpacing)
            return [Part(suffix: "", fallback: font, native: font, supports: []), Part(suffix: "-letter-spacing", fallback: spacing, native: spacing, supports: [])]
        case .spring(let spring):
            guard let easing = SpringEasing(spring) else { return [] }
            let (curve, duration) = (easing.css, easing.durationCSS)
            return [Part(suffix: "", fallback: curve, native: curve, supports: []), Part(suffix: "-duration", fallback: duration, native: duration, supports: [])]
        case .material(let material):
            return recipe(MaterialRecipe.material(material), tint: nil, tintLink: nil, dark: dark)
        case .glass(let glass):
            return recipe(MaterialRecipe.glass(glass.variant), tint: glass.tint, tintLink: links["/tint"], dark: dark)
        }
    }

    /// `backdrop-filter` and `background` for a material or glass recipe in light or dark appearance.
    private func recipe(_ recipe: MaterialRecipe, tint: ColorValue?, tintLink: String?, dark: Bool) -> [Part] {
        let filter = recipe.blur == 0 ? "none" : "blur(\(CSSText.number(recipe.blur))px) saturate(\(CSSText.number(recipe.saturation)))"
        let wash = dark ? "rgb(0 0 0 / \(CSSText.number(recipe.darkWash)))" : "rgb(255 255 255 / \(CSSText.number(recipe.lightWash)))"
        var parts = [Part(suffix: "-backdrop-filter", fallback: filter, native: filter, supports: [])]
        if let tint {
            let color = ColorText(tint, link: tintLink)
            let amount = CSSText.number(MaterialRecipe.glassTintOpacity * 100) + "%"
            func layer(_ text: String) -> String { "linear-gradient(color-mix(in srgb, \(text) \(amount), transparent), color-mix(in srgb, \(text) \(amount), transparent)), \(wash)" }
            var supports = ["background: color-mix(in srgb, red 50%, transparent)"]
            if let extra = color.supports { supports.append(extra) }
            parts.append(Part(suffix: "-background", fallback: wash, native: layer(color.native), supports: supports.sorted()))
        } else {
            parts.append(Part(suffix: "-background", fallback: wash, native: wash, supports: []))
        }
        return parts
    }

    static func cubicBezier(_ curve: CubicBezierValue) -> String {
        "cubic-bezier(\([curve.p1x, curve.p1y, curve.p2x, curve.p2y].map(CSSText.number).joined(separator: ", ")))"
    }

    /// A CSS line style; dash arrays have none, so they become `dashed`.
    static func lineStyle(_ style: StrokeStyleValue) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes: "dashed"
        }
    }
}
