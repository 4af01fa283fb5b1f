extension ValueRules {
    /// Tokens Studio: bare numbers and strings with units are the format's own (px when no unit is written),
    /// values may be math over references, colors may be CSS functions and carry modifiers, weight names are
    /// weights, and a reference means its target's value wherever it is used. A reference that does not resolve
    /// leaves its token out, as the plugin keeps it unresolved.
    static let tokensStudio = ValueRules(
        ownSpelling: true, allowsMath: true, bareNumbersArePx: true, weightStyleExtension: "studio.tokens",
        referencesCoerce: true,
        missingReferenceDropsToken: true)
}
