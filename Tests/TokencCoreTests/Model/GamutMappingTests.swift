import Foundation
import Testing

@testable import TokencCore

/// CSS Color 4 gamut mapping, against reference values computed by an independent implementation (coloraide's
/// `minde-chroma` fit, the CSS algorithm: OKLCH chroma reduction with ΔEOK 0.02, then clip), in
/// Fixtures/gamut/css-color-4.json.
@Suite struct GamutMappingTests {
    struct Case: Decodable {
        var colorSpace: String
        var components: [Double]
        var srgb: [Double]
        var displayP3: [Double]
        var hex: String
    }

    static let cases: [Case] = {
        struct File: Decodable { var cases: [Case] }
        let url = Support.fixtures.appendingPathComponent("gamut/css-color-4.json")
        return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases) ?? []
    }()

    @Test func thereAreEnoughReferenceColors() {
        #expect(Self.cases.count >= 30)
    }

    /// The sRGB fallback (hex in CSS, the docs' and preview's `≈ #hex`, an sRGB asset catalog) within 1/255.
    @Test(arguments: cases.indices)
    func theSRGBFallbackIsGamutMapped(_ index: Int) throws {
        let reference = Self.cases[index]
        let space = try #require(ColorValue.Space.named(reference.colorSpace))
        let color = ColorValue(space: space, components: reference.components)
        let (r, g, b, _) = ColorConversion.sRGB(color)
        for (got, want) in zip([r, g, b], reference.srgb) {
            #expect(
                abs(got - want) <= 1.0 / 255,
                "\(reference.colorSpace) \(reference.components): \([r, g, b]) vs \(reference.srgb)")
        }
        #expect(ColorConversion.hex(color) == reference.hex)
    }

    /// What SwiftUI gets: sRGB when it fits, else Display P3, mapped into P3 when it does not fit that either.
    @Test(arguments: cases.indices)
    func swiftUIsColorIsInGamut(_ index: Int) throws {
        let reference = Self.cases[index]
        let space = try #require(ColorValue.Space.named(reference.colorSpace))
        let rgb = ColorConversion.rgb(ColorValue(space: space, components: reference.components))
        let want = rgb.space == .sRGB ? reference.srgb : reference.displayP3
        for (got, expected) in zip([rgb.red, rgb.green, rgb.blue], want) {
            #expect(abs(got - expected) <= 1.0 / 255, "\(reference.colorSpace) \(reference.components) in \(rgb.space)")
        }
    }

    /// The example that clipping got wrong: clipped channel by channel it was #00ea00, a hue shift.
    @Test func theIssuesExampleKeepsItsHue() {
        #expect(ColorConversion.hex(ColorValue(space: .oklch, components: [0.7765, 0.353, 147.18])) == "#00df3a")
    }
}
