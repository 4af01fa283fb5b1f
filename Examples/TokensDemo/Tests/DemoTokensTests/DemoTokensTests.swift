import DemoTokens
import FoundTokens
import Testing
import ThemedTokens

@Test func generatedTokensCarryTheTokenValues() {
    #expect(CardStyle.cornerRadius == 12)
    #expect(Brand.Radius.button == Brand.Radius.card)
    #expect(CardStyle.accentRed(dark: false) == 0.039216)  // 0x0a / 255
    #expect(CardStyle.accentRed(dark: true) == 0.25098)  // 0x40 / 255
    #expect(CardStyle.springDamping == 0.7)
}

@Test func themesThroughTheBuildPluginKeepEveryContext() {
    #expect(ThemedStyle.textRed(dark: false) == 0.109804)  // 0x1c / 255
    #expect(ThemedStyle.textRed(dark: true) == 0.94902)  // 0xf2 / 255
    #expect(ThemedStyle.borderWidth(increasedContrast: false) == 1)
    #expect(ThemedStyle.borderWidth(increasedContrast: true) == 2)
}

@Test func aResolverFoundInTheTargetIsCompiledAsOne() {
    #expect(FoundStyle.gutter == 16)
    #expect(FoundStyle.tintRed(dark: false) == 0)
    #expect(FoundStyle.tintRed(dark: true) == 0.039216)  // 0x0a / 255
}
