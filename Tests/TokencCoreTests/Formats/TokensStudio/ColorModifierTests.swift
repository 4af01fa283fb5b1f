import Testing

@testable import TokencCore

/// Color modifiers against the results the plugin's reference pipeline publishes for them (its own tests of
/// `lighten`, `darken`, `mix` and `alpha` in each of the four spaces, on `#C14242` and black/white).
@Suite struct ColorModifierTests {
    static let red = ValueDecoder.parseHex("#C14242")!
    static let black = ValueDecoder.parseHex("#000000")!
    static let white = ValueDecoder.parseHex("#FFFFFF")!

    static func text(_ color: ColorValue) -> String {
        let c = color.components.map { JSONValue.format($0 ?? 0) }
        let alpha = color.alpha == 1 ? "" : " / \(JSONValue.format(color.alpha))"
        return "\(color.space.rawValue)(\(c.joined(separator: " "))\(alpha))"
    }

    @Test(arguments: [
        // lighten 0.2
        (ColorModifier.Kind.lighten, ColorModifier.Space.hsl, 0.2, "hsl(0 50.6 60.6)"),
        (.lighten, .lch, 0.2, "lch(57.7 47.5 29.7)"),
        (.lighten, .p3, 0.2, "display-p3(0.76 0.44 0.42)"),
        (.lighten, .srgb, 0.2, "srgb(0.805 0.407 0.407)"),
        // darken 0.2
        (.darken, .hsl, 0.2, "hsl(0 50.6 40.6)"),
        (.darken, .lch, 0.2, "lch(37.7 47.5 29.7)"),
        (.darken, .p3, 0.2, "display-p3(0.56 0.24 0.22)"),
        (.darken, .srgb, 0.2, "srgb(0.605 0.207 0.207)"),
        // alpha 0.2
        (.alpha, .hsl, 0.2, "hsl(0 50.6 50.8 / 0.2)"),
        (.alpha, .lch, 0.2, "lch(47.1 59.4 29.7 / 0.2)"),
        (.alpha, .p3, 0.2, "display-p3(0.7 0.29 0.28 / 0.2)"),
        (.alpha, .srgb, 0.2, "srgb(0.757 0.259 0.259 / 0.2)"),
    ])
    func modifiesAsThePluginDoes(
        _ kind: ColorModifier.Kind, _ space: ColorModifier.Space, _ amount: Double, _ expected: String
    ) {
        #expect(Self.text(ColorModifier(kind: kind, space: space, amount: amount).apply(to: Self.red)) == expected)
    }

    @Test(arguments: [
        (ColorModifier.Space.hsl, "hsl(0 0 50)"), (.lch, "lch(50 0 0)"), (.p3, "display-p3(0.5 0.5 0.5)"),
        (.srgb, "srgb(0.5 0.5 0.5)"),
    ])
    func mixesBlackWithWhiteToGrey(_ space: ColorModifier.Space, _ expected: String) {
        let mixed = ColorModifier(kind: .mix, space: space, amount: 0.5, mixColor: Self.white).apply(to: Self.black)
        #expect(Self.text(mixed) == expected)
    }

    @Test func precisionIsThreeSignificantDigitsCountingTheWholePart() {
        #expect(ColorModifier.precision3(47.08) == 47.1)
        #expect(ColorModifier.precision3(0.2911) == 0.29)
        #expect(ColorModifier.precision3(0.05) == 0.05)
        #expect(ColorModifier.precision3(1234.5) == 1230)
        #expect(ColorModifier.precision3(0.407, scale: 100) == 0.407)
        #expect(ColorModifier.precision3(0) == 0)
    }

    @Test func mixAmountIsClampedAndHueTakesTheShorterWay() {
        let blue = ColorValue(space: .hsl, components: [350, 100, 50])
        let red = ColorValue(space: .hsl, components: [10, 100, 50])
        let mixed = ColorModifier(kind: .mix, space: .hsl, amount: 0.5, mixColor: red).apply(to: blue)
        #expect(mixed.components[0] == 0)
        let clamped = ColorModifier(kind: .mix, space: .srgb, amount: 4, mixColor: Self.white).apply(to: Self.black)
        #expect(Self.text(clamped) == "srgb(1 1 1)")
    }
}
