import DemoTokens
import Testing

@Test func generatedTokensCarryTheTokenValues() {
    #expect(CardStyle.cornerRadius == 12)
    #expect(Brand.Radius.button == Brand.Radius.card)
    #expect(CardStyle.accentRed(dark: false) == 0.039216)  // 0x0a / 255
    #expect(CardStyle.accentRed(dark: true) == 0.25098)  // 0x40 / 255
    #expect(CardStyle.springDamping == 0.7)
}
