/// Turns one token (in one context) into its custom properties for ``CSSEmitter``, written straight into a
/// ``CSSDeclarationRun``.
///
/// Most tokens are one property. Springs add `-duration`; materials and glass are a recipe of
/// `-backdrop-filter` and `-background` (see ``MaterialRecipe``); typography adds `-letter-spacing`.
struct CSSDeclarationBuilder: Sendable {
    typealias Suffix = CSSDeclarationRun.Suffix
    typealias Supports = CSSDeclarationRun.Supports

    let model: TokenModel
    let names: [String?]
    let inlinesAliases: Bool
    /// The model's color-scheme modifier, found once: every declaration asks it.
    let appearance: AppearanceAxis
    /// How the suffixes of `var()` references to another token's properties are spelled.
    let nameCase: CSSNameCase

    init(model: TokenModel, names: [String?], inlinesAliases: Bool, nameCase: CSSNameCase = .kebab) {
        self.model = model
        self.nameCase = nameCase
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

    /// Appends the token's properties in the permutation `key` selects (nil: the default one) to `run`.
    func declare(_ token: Token, index: Int, key: [Context]?, into run: inout CSSDeclarationRun) {
        guard names[index] != nil else { return }
        let contextValue = key.flatMap { token.contextValue(in: $0) }
        let value = contextValue?.value ?? token.value
        let aliasOf = contextValue == nil ? token.aliasOf : contextValue?.aliasOf
        var writer = Writer(token: index)
        // A blank description writes no empty comment.
        if key == nil, let description = token.description, description.contains(where: { !$0.isWhitespace }) {
            let start = run.text.count
            run.text += CSSText.comment(description).utf8
            writer.comment = start..<run.text.count
        }

        // A `var()` only to a token of the same type: an alias read as another type (a number as a px size) has
        // the value its own type writes.
        if !inlinesAliases, let aliasOf, let target = model.index(of: aliasOf), let targetName = names[target],
            model.tokens[target].type == token.type
        {
            for suffix in Self.suffixes(value) {
                writer.declare(suffix, in: &run) { out in
                    out += "var("
                    out += targetName.utf8
                    if nameCase == .kebab { out += suffix.text } else { out += nameCase.suffix(suffix).utf8 }
                    out.append(UInt8(ascii: ")"))
                }
            }
            return
        }
        if !inlinesAliases, contextValue == nil, let calc = token.calc, let text = calcText(calc) {
            writer.declare(.none, in: &run) { $0 += text.utf8 }
            return
        }
        // Links inside composites are the ones the value in this context was written with, so `var()`
        // follows what they point at.
        let links = inlinesAliases ? [:] : references(contextValue?.references ?? token.references)
        write(value, links: links, dark: appearance.isDark(key ?? []), with: &writer, in: &run)
    }

    /// The property name suffixes a value of this kind is written as, in order.
    static func suffixes(_ value: TokenValue) -> [Suffix] {
        switch value {
        case .spring: [.none, .duration]
        case .material, .glass: [.backdropFilter, .background]
        case .blur(let blur): blur.progressive == nil ? [.none] : [.none, .mask]
        case .gradient: [.none, .stops]
        case .typography(let type):
            [.none, .letterSpacing] + (type.fontVariant == nil ? [] : [.fontVariant])
                + (type.textDecoration == nil ? [] : [.textDecoration])
                + (type.textTransform == nil ? [] : [.textTransform])
        case .custom(let custom): CSSText.list(custom.json) == nil ? [] : [.none]
        default: [.none]
        }
    }

    /// An early draft's `calc()` with each `{path}` as the custom property it names; nil when one names a
    /// token this stylesheet does not write (the value is written then).
    private func calcText(_ calc: String) -> String? {
        var text = ""
        var rest = Substring(calc)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}"),
                let target = model.index(of: TokenPath(dotted: String(rest[rest.index(after: open)..<close]))),
                let name = names[target]
            else { return nil }
            text += rest[..<open] + "var(" + name + ")"
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    /// `var(--…)` for colors inside composite values that alias another token, by pointer.
    private func references(_ references: [Token.Reference]) -> [String: String] {
        var links: [String: String] = [:]
        for reference in references {
            if let target = model.index(of: reference.target), let name = names[target] {
                links[reference.pointer] = "var(\(name))"
            }
        }
        return links
    }

    /// Appends one token's declarations to a run.
    private struct Writer {
        let token: Int
        /// The description's comment, until the first declaration takes it.
        var comment: Range<Int>?

        /// A declaration whose value has no colors.
        mutating func declare(_ suffix: Suffix, in run: inout CSSDeclarationRun, _ write: (inout [UInt8]) -> Void) {
            let start = run.text.count
            write(&run.text)
            let end = run.text.count
            add(suffix, value: start..<end, native: end..<end, supports: [], to: &run)
        }

        /// A declaration written twice, with sRGB colors and with colors in their own spaces; the second is
        /// kept (with the conditions it needs) only where it differs.
        mutating func declareWithColors(
            _ suffix: Suffix, in run: inout CSSDeclarationRun, _ write: (inout [UInt8], _ native: Bool) -> Supports
        ) {
            let start = run.text.count
            _ = write(&run.text, false)
            let end = run.text.count
            let supports = write(&run.text, true)
            if run.text[start..<end] == run.text[end...] {
                run.text.removeSubrange(end...)
                add(suffix, value: start..<end, native: end..<end, supports: [], to: &run)
            } else {
                add(suffix, value: start..<end, native: end..<run.text.count, supports: supports, to: &run)
            }
        }

        private mutating func add(
            _ suffix: Suffix, value: Range<Int>, native: Range<Int>, supports: Supports, to run: inout CSSDeclarationRun
        ) {
            run.declarations.append(
                CSSDeclarationRun.Declaration(
                    token: token, suffix: suffix, value: value, native: native, supports: supports, comment: comment))
            comment = nil
        }
    }

    /// A color: its alias link, or its sRGB hex (`native` false) or own-space form; returns the condition
    /// the own-space form needs.
    private static func color(_ color: ColorValue, link: String?, native: Bool, to out: inout [UInt8]) -> Supports {
        if let link {
            out += link.utf8
            return []
        }
        if native, CSSText.appendNative(color, to: &out) { return .space(color.space) }
        CSSText.appendSRGB(color, to: &out)
        return []
    }

    private func write(
        _ value: TokenValue, links: [String: String], dark: Bool, with writer: inout Writer,
        in run: inout CSSDeclarationRun
    ) {
        switch value {
        case .color(let color):
            writer.declareWithColors(.none, in: &run) { out, native in
                Self.color(color, link: nil, native: native, to: &out)
            }
        case .dimension(let dimension):
            writer.declare(.none, in: &run) { out in CSSText.appendDimension(dimension, to: &out) }
        case .duration(let duration):
            writer.declare(.none, in: &run) { out in CSSText.appendDuration(duration, to: &out) }
        case .number(let number):
            writer.declare(.none, in: &run) { out in CSSText.appendNumber(number, to: &out) }
        case .cubicBezier(let curve):
            writer.declare(.none, in: &run) { out in curve.appendFunction(decimals: 4, to: &out) }
        case .fontFamily(let families):
            writer.declare(.none, in: &run) { out in out += CSSText.fontFamilies(families).utf8 }
        case .fontWeight(let weight):
            writer.declare(.none, in: &run) { out in CSSText.appendNumber(weight.weight, to: &out) }
        case .strokeStyle(let style):
            writer.declare(.none, in: &run) { out in out += Self.lineStyle(style).utf8 }
        case .border(let border):
            writer.declareWithColors(.none, in: &run) { out, native in
                CSSText.appendDimension(border.width, to: &out)
                out.append(UInt8(ascii: " "))
                out += Self.lineStyle(border.style).utf8
                out.append(UInt8(ascii: " "))
                return Self.color(border.color, link: links["/color"], native: native, to: &out)
            }
        case .transition(let transition):
            writer.declare(.none, in: &run) { out in
                CSSText.appendDuration(transition.duration, to: &out)
                out.append(UInt8(ascii: " "))
                transition.timingFunction.appendFunction(decimals: 4, to: &out)
                out.append(UInt8(ascii: " "))
                CSSText.appendDuration(transition.delay, to: &out)
            }
        case .shadow(let shadow):
            writer.declareWithColors(.none, in: &run) { out, native in
                var supports: Supports = []
                for (index, layer) in shadow.layers.enumerated() {
                    if index > 0 { out += ", " }
                    if layer.inset { out += "inset " }
                    CSSText.appendDimension(layer.offsetX, to: &out)
                    out.append(UInt8(ascii: " "))
                    CSSText.appendDimension(layer.offsetY, to: &out)
                    out.append(UInt8(ascii: " "))
                    CSSText.appendDimension(layer.blur, to: &out)
                    out.append(UInt8(ascii: " "))
                    CSSText.appendDimension(layer.spread, to: &out)
                    out.append(UInt8(ascii: " "))
                    let link = links.isEmpty ? nil : links[shadow.isLayered ? "/\(index)/color" : "/color"]
                    supports.formUnion(Self.color(layer.color, link: link, native: native, to: &out))
                }
                return supports
            }
        case .gradient(let stops):
            func appendStops(_ out: inout [UInt8], native: Bool) -> Supports {
                var supports: Supports = []
                for (index, stop) in stops.enumerated() {
                    if index > 0 { out += ", " }
                    supports.formUnion(
                        Self.color(
                            stop.color, link: links.isEmpty ? nil : links["/\(index)/color"], native: native, to: &out))
                    out.append(UInt8(ascii: " "))
                    CSSText.appendNumber(stop.position * 100, to: &out)
                    out.append(UInt8(ascii: "%"))
                }
                return supports
            }
            writer.declareWithColors(.none, in: &run) { out, native in
                out += "linear-gradient(90deg, "
                let supports = appendStops(&out, native: native)
                out.append(UInt8(ascii: ")"))
                return supports
            }
            // The stops alone, for a gradient at another angle: `linear-gradient(to bottom, var(--x-stops))`.
            writer.declareWithColors(.stops, in: &run) { out, native in appendStops(&out, native: native) }
        case .typography(let type):
            writer.declare(.none, in: &run) { out in
                if let style = type.fontStyle, style != "normal" {
                    out += style.utf8
                    out.append(UInt8(ascii: " "))
                }
                CSSText.appendNumber(type.fontWeight.weight, to: &out)
                out.append(UInt8(ascii: " "))
                CSSText.appendDimension(type.fontSize, to: &out)
                out.append(UInt8(ascii: "/"))
                switch type.lineHeight {
                case .multiple(let multiple): CSSText.appendNumber(multiple, to: &out)
                case .length(let length): CSSText.appendDimension(length, to: &out)
                }
                out.append(UInt8(ascii: " "))
                out += CSSText.fontFamilies(type.fontFamily).utf8
            }
            writer.declare(.letterSpacing, in: &run) { out in
                // A percentage of the font size (as Figma and Tokens Studio mean it) is that many hundredths of
                // an em, which every browser reads.
                var spacing = type.letterSpacing
                if spacing.unit == .percent { spacing = DimensionValue(value: spacing.value / 100, unit: .em) }
                CSSText.appendDimension(spacing, to: &out)
            }
            for (suffix, keyword) in [
                (Suffix.fontVariant, type.fontVariant), (.textDecoration, type.textDecoration),
                (.textTransform, type.textTransform),
            ] {
                guard let keyword else { continue }
                writer.declare(suffix, in: &run) { out in out += keyword.utf8 }
            }
        case .string(let text):
            writer.declare(.none, in: &run) { out in out += CSSText.value(text).utf8 }
        case .boolean(let flag):
            writer.declare(.none, in: &run) { out in out += (flag ? "true" : "false").utf8 }
        case .link(let url):
            writer.declare(.none, in: &run) { out in
                out += "url("
                out += CSSText.string(url).utf8
                out.append(UInt8(ascii: ")"))
            }
        case .custom(let custom):
            // A list of plain values (a type a name inferred falls back to one) is a comma-separated list.
            guard let list = CSSText.list(custom.json) else { return }
            writer.declare(.none, in: &run) { out in out += list.utf8 }
        case .spring(let spring):
            guard let easing = SpringEasing(spring) else { return }
            writer.declare(.none, in: &run) { out in easing.appendCSS(to: &out) }
            writer.declare(.duration, in: &run) { out in easing.appendDurationCSS(to: &out) }
        case .material(let material):
            recipe(MaterialRecipe.material(material), tint: nil, tintLink: nil, dark: dark, with: &writer, in: &run)
        case .glass(let glass):
            recipe(
                MaterialRecipe.glass(glass.variant), tint: glass.tint, tintLink: links["/tint"], dark: dark,
                with: &writer, in: &run)
        case .blur(let blur):
            writer.declare(.none, in: &run) { out in
                out += "blur("
                CSSText.appendDimension(blur.radius, to: &out)
                out.append(UInt8(ascii: ")"))
            }
            if let progressive = blur.progressive {
                writer.declare(.mask, in: &run) { out in Self.appendMask(progressive, to: &out) }
            }
        }
    }

    /// `linear-gradient(to bottom, #000 0%, #000 20%, transparent 100%)`: the `mask-image` that fades a
    /// progressive blur from its edge (opaque up to the start offset) to none at the opposite edge.
    static func appendMask(_ progressive: BlurValue.Progressive, to out: inout [UInt8]) {
        out += "linear-gradient(to "
        switch progressive.direction {
        case .top: out += "bottom"
        case .bottom: out += "top"
        case .leading: out += "right"
        case .trailing: out += "left"
        }
        out += ", #000 0%, #000 "
        CSSText.appendNumber(progressive.startOffset * 100, to: &out)
        out += "%, transparent 100%)"
    }

    /// `backdrop-filter` and `background` for a material or glass recipe in light or dark appearance: the
    /// wash alone, and where `color-mix()` is understood, the tint mixed over it.
    private func recipe(
        _ recipe: MaterialRecipe, tint: ColorValue?, tintLink: String?, dark: Bool, with writer: inout Writer,
        in run: inout CSSDeclarationRun
    ) {
        writer.declare(.backdropFilter, in: &run) { out in
            if recipe.blur == 0 {
                out += "none"
            } else {
                out += "blur("
                CSSText.appendNumber(recipe.blur, to: &out)
                out += "px) saturate("
                CSSText.appendNumber(recipe.saturation, to: &out)
                out.append(UInt8(ascii: ")"))
            }
        }
        func wash(_ out: inout [UInt8]) {
            out += dark ? "rgb(0 0 0 / " : "rgb(255 255 255 / "
            CSSText.appendNumber(dark ? recipe.darkWash : recipe.lightWash, to: &out)
            out.append(UInt8(ascii: ")"))
        }
        guard let tint else {
            writer.declare(.background, in: &run) { out in wash(&out) }
            return
        }
        writer.declareWithColors(.background, in: &run) { out, native in
            guard native else {
                wash(&out)
                return []
            }
            var supports = Supports.colorMix
            for layer in 0..<2 {
                out += layer == 0 ? "linear-gradient(color-mix(in srgb, " : ", color-mix(in srgb, "
                supports.formUnion(Self.color(tint, link: tintLink, native: true, to: &out))
                out.append(UInt8(ascii: " "))
                CSSText.appendNumber(MaterialRecipe.glassTintOpacity * 100, to: &out)
                out += "%, transparent)"
            }
            out += "), "
            wash(&out)
            return supports
        }
    }

    /// A CSS line style; dash arrays have none, so they become `dashed`.
    static func lineStyle(_ style: StrokeStyleValue) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes: "dashed"
        }
    }
}
