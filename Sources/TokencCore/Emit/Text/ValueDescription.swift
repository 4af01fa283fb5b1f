import Foundation

/// Token values written the way people read them (`12 pt`, `#0A84FF 90 %`, `response 0.3 s · damping 0.7`),
/// for doc comments and documentation. Each description is written as UTF-8 into a byte buffer (the emitters'
/// form); the `String` forms wrap that.
package enum ValueDescription {
    package static func describe(_ value: TokenValue) -> String { text { append(value, to: &$0) } }

    package static func describe(_ color: ColorValue) -> String { text { append(color, to: &$0) } }

    package static func describe(_ dimension: DimensionValue) -> String { text { append(dimension, to: &$0) } }

    package static func describe(_ duration: DurationValue) -> String { text { append(duration, to: &$0) } }

    package static func describe(_ style: StrokeStyleValue) -> String { text { append(style, to: &$0) } }

    package static func describe(_ layer: ShadowValue.Layer) -> String { text { append(layer, to: &$0) } }

    package static func describe(_ spring: SpringValue) -> String { text { append(spring, to: &$0) } }

    /// A number without trailing zeros, at most three decimals.
    package static func number(_ value: Double) -> String { DecimalText.text(value, decimals: 3) }

    private static func text(_ write: (inout [UInt8]) -> Void) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(48)
        write(&out)
        return String(decoding: out, as: UTF8.self)
    }

    /// A value with each part written by reference (`references`, by JSON pointer) as the token it names:
    /// `1 pt solid `color.border``, `x 0 y 2 blur 4 `color.shadow``. A part's own value is not shown, so the
    /// description changes only when the token itself does.
    static func append(_ value: TokenValue, naming references: [String: TokenPath], to out: inout [UInt8]) {
        guard !references.isEmpty else {
            append(value, to: &out)
            return
        }
        func name(_ target: TokenPath, _ out: inout [UInt8]) {
            out += "`"
            target.appendDotted(to: &out)
            out += "`"
        }
        func part(_ pointer: String, _ write: (inout [UInt8]) -> Void) {
            if let target = references[pointer] { name(target, &out) } else { write(&out) }
        }
        switch value {
        case .border(let border):
            part("/width") { append(border.width, to: &$0) }
            out += " "
            part("/style") { append(border.style, to: &$0) }
            out += " "
            part("/color") { append(border.color, to: &$0) }
        case .transition(let transition):
            part("/duration") { append(transition.duration, to: &$0) }
            out += " after "
            part("/delay") { append(transition.delay, to: &$0) }
            out += ", "
            part("/timingFunction") { transition.timingFunction.appendFunction(decimals: 3, to: &$0) }
        case .shadow(let shadow):
            for (index, layer) in shadow.layers.enumerated() {
                if index > 0 { out += "; " }
                // A layer's parts are `/color` in a one-layer object, `/0/color` in a list.
                let listed = references.keys.contains { $0 == "/\(index)" || $0.hasPrefix("/\(index)/") }
                let base = shadow.layers.count == 1 && !listed ? "" : "/\(index)"
                part(base.isEmpty ? "/" : base) {
                    if layer.inset { $0 += "inset " }
                    for (label, key, dimension) in [
                        ("x ", "/offsetX", layer.offsetX), (" y ", "/offsetY", layer.offsetY),
                        (" blur ", "/blur", layer.blur),
                    ] {
                        $0 += label.utf8
                        if let target = references[base + key] {
                            name(target, &$0)
                        } else {
                            appendNumber(dimension.points, to: &$0)
                        }
                    }
                    if layer.spread.value != 0 || references[base + "/spread"] != nil {
                        $0 += " spread "
                        if let target = references[base + "/spread"] {
                            name(target, &$0)
                        } else {
                            appendNumber(layer.spread.points, to: &$0)
                        }
                    }
                    $0 += " "
                    if let target = references[base + "/color"] {
                        name(target, &$0)
                    } else {
                        append(layer.color, to: &$0)
                    }
                }
            }
        case .gradient(let stops):
            for (index, stop) in stops.enumerated() {
                if index > 0 { out += " → " }
                part("/\(index)/color") { append(stop.color, to: &$0) }
                out += " at "
                part("/\(index)/position") {
                    appendNumber(stop.position * 100, to: &$0)
                    $0 += " %"
                }
            }
        case .typography(let type):
            part("/fontFamily") { $0 += (type.fontFamily.first ?? "").utf8 }
            out += " "
            part("/fontSize") { append(type.fontSize, to: &$0) }
            out += " "
            part("/fontWeight") { append(type.fontWeight, to: &$0) }
            if let style = type.fontStyle, style != "normal" {
                out += " "
                out += style.utf8
            }
            out += ", line height "
            part("/lineHeight") {
                switch type.lineHeight {
                case .multiple(let multiple): appendNumber(multiple, to: &$0)
                case .length(let length): append(length, to: &$0)
                }
            }
            out += ", tracking "
            part("/letterSpacing") { append(type.letterSpacing, to: &$0) }
        case .glass(let glass):
            out += glass.variant.rawValue.utf8
            out += " glass"
            if glass.tint != nil {
                out += ", tinted "
                part("/tint") { append(glass.tint!, to: &$0) }
            }
            if glass.interactive { out += ", interactive" }
            if let fallback = glass.fallback {
                out += ", "
                out += fallback.rawValue.utf8
                out += " material before iOS 26"
            }
        default:
            // Any other value with a part by reference: the tokens it names.
            var seen = Set<TokenPath>()
            out += "made with "
            for target in references.sorted(by: { $0.key < $1.key }).map(\.value) where seen.insert(target).inserted {
                if seen.count > 1 { out += ", " }
                name(target, &out)
            }
        }
    }

    static func append(_ value: TokenValue, to out: inout [UInt8]) {
        switch value {
        case .color(let color): append(color, to: &out)
        case .dimension(let dimension): append(dimension, to: &out)
        case .duration(let duration): append(duration, to: &out)
        case .cubicBezier(let curve): curve.appendFunction(decimals: 3, to: &out)
        case .number(let number): appendNumber(number, to: &out)
        case .fontFamily(let names):
            for (index, name) in names.enumerated() {
                if index > 0 { out += ", " }
                out += name.utf8
            }
        case .fontWeight(let weight): append(weight, to: &out)
        case .strokeStyle(let style): append(style, to: &out)
        case .border(let border):
            append(border.width, to: &out)
            out += " "
            append(border.style, to: &out)
            out += " "
            append(border.color, to: &out)
        case .transition(let transition):
            append(transition.duration, to: &out)
            out += " after "
            append(transition.delay, to: &out)
            out += ", "
            transition.timingFunction.appendFunction(decimals: 3, to: &out)
        case .shadow(let shadow):
            for (index, layer) in shadow.layers.enumerated() {
                if index > 0 { out += "; " }
                append(layer, to: &out)
            }
        case .gradient(let stops):
            for (index, stop) in stops.enumerated() {
                if index > 0 { out += " → " }
                append(stop.color, to: &out)
                out += " at "
                appendNumber(stop.position * 100, to: &out)
                out += " %"
            }
        case .typography(let type):
            out += (type.fontFamily.first ?? "").utf8
            out += " "
            append(type.fontSize, to: &out)
            out += " "
            append(type.fontWeight, to: &out)
            if let style = type.fontStyle, style != "normal" {
                out += " "
                out += style.utf8
            }
            out += ", line height "
            switch type.lineHeight {
            case .multiple(let multiple): appendNumber(multiple, to: &out)
            case .length(let length): append(length, to: &out)
            }
            out += ", tracking "
            append(type.letterSpacing, to: &out)
            for keyword in [type.fontVariant, type.textDecoration, type.textTransform] {
                guard let keyword, keyword != "none", keyword != "normal" else { continue }
                out += ", "
                out += keyword.utf8
            }
        case .spring(let spring): append(spring, to: &out)
        case .material(let material):
            out += material.rawValue.utf8
            out += " material"
        case .glass(let glass):
            out += glass.variant.rawValue.utf8
            out += " glass"
            if let tint = glass.tint {
                out += ", tinted "
                append(tint, to: &out)
            }
            if glass.interactive { out += ", interactive" }
            if let fallback = glass.fallback {
                out += ", "
                out += fallback.rawValue.utf8
                out += " material before iOS 26"
            }
        case .blur(let blur):
            out += blur.progressive == nil ? "blur " : "progressive blur "
            append(blur.radius, to: &out)
            if let progressive = blur.progressive {
                out += " at the "
                out += progressive.direction.rawValue.utf8
                out += " edge, fading from "
                appendNumber((progressive.startOffset * 1000).rounded() / 10, to: &out)
                out += " % of the length"
            }
        case .string(let text): out += text.utf8
        case .boolean(let flag): out += flag ? "true" : "false"
        case .link(let url): out += url.utf8
        case .custom(let custom):
            out += custom.typeName.utf8
            out += " value"
        }
    }

    static func append(_ color: ColorValue, to out: inout [UInt8]) {
        if color.space != .srgb {
            out += color.space.rawValue.utf8
            out += "("
            for (index, component) in color.components.enumerated() {
                if index > 0 { out += " " }
                if let component { appendNumber(component, to: &out) } else { out += "none" }
            }
            out += ") ≈ "
        }
        ColorConversion.appendHex(color, uppercase: true, to: &out)
        if color.alpha < 1 {
            out += " "
            appendNumber((color.alpha * 100 * 10).rounded() / 10, to: &out)
            out += " %"
        }
    }

    static func append(_ dimension: DimensionValue, to out: inout [UInt8]) {
        appendNumber(dimension.value, to: &out)
        switch dimension.unit {
        case .px:
            out += " pt"
        case .rem:
            out += " rem ("
            appendNumber(dimension.points, to: &out)
            out += " pt)"
        case .percent:
            out += " %"
        default:
            out += " "
            out += dimension.unit.rawValue.utf8
        }
    }

    static func append(_ duration: DurationValue, to out: inout [UInt8]) {
        appendNumber(duration.value, to: &out)
        out += " "
        out += duration.unit.rawValue.utf8
    }

    static func append(_ weight: FontWeightValue, to out: inout [UInt8]) {
        guard let keyword = weight.keyword else {
            appendNumber(weight.weight, to: &out)
            return
        }
        out += keyword.utf8
        out += " ("
        appendNumber(weight.weight, to: &out)
        out += ")"
    }

    static func append(_ style: StrokeStyleValue, to out: inout [UInt8]) {
        switch style {
        case .keyword(let keyword):
            out += keyword.rawValue.utf8
        case .dashes(let dashes, let cap):
            out += "dashes "
            for (index, dash) in dashes.enumerated() {
                if index > 0 { out += " " }
                appendNumber(dash.points, to: &out)
            }
            out += " pt, "
            out += cap.rawValue.utf8
            out += " caps"
        }
    }

    static func append(_ layer: ShadowValue.Layer, to out: inout [UInt8]) {
        if layer.inset { out += "inset " }
        out += "x "
        appendNumber(layer.offsetX.points, to: &out)
        out += " y "
        appendNumber(layer.offsetY.points, to: &out)
        out += " blur "
        appendNumber(layer.blur.points, to: &out)
        if layer.spread.value != 0 {
            out += " spread "
            appendNumber(layer.spread.points, to: &out)
        }
        out += " "
        append(layer.color, to: &out)
    }

    static func append(_ spring: SpringValue, to out: inout [UInt8]) {
        out += "response "
        appendNumber(spring.response, to: &out)
        out += " s · damping "
        appendNumber(spring.dampingFraction, to: &out)
        out += " (bounce "
        appendNumber(spring.bounce, to: &out)
        out += ", settles in "
        appendNumber((spring.settlingDuration() * 100).rounded() / 100, to: &out)
        out += " s)"
    }

    /// ``number(_:)`` appended as UTF-8.
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        DecimalText.append(value, decimals: 3, to: &out)
    }
}
