/// The ways real token files leave the letter of DTCG 2025.10 that tokenc reads as their authors meant: a
/// warning by default, an error under `--strict-dtcg` (Documentation/SourceFormats.md's table lists them with what each output
/// does).
package enum Deviation {
    /// The deviation rules, in the documented order.
    package static let rules: [Rule] = [
        .shortHex, .legacyDimension, .nonstandardUnit, .lineHeightDimension, .typographyProperty,
        .unknownProperty, .tokenProperty, .foreignType, .customType, .coordinateAlias, .rootAlias, .mergedRoot,
        .pointerToToken,
        .negativeDuration,
        .inferredType, .duplicateToken, .typographyDefault, .shadowDefault, .transitionDefault, .colorChannels,
        .numberString, .weightName, .colorKeyword, .fontStack,
        .cssColor, .cssValue, .gradientColor, .referenceSpaces, .dottedName, .duplicateKey, .jsonComments,
        .legacyValue,
    ]

    /// Whether `rule` is a deviation (so strict mode makes it an error).
    package static func isDeviation(_ rule: Rule) -> Bool { rules.contains(rule) }
}

extension DiagnosticBag {
    /// Reports a deviation from the spec's letter: a warning by default, an error under `strict`. Returns
    /// whether the reader goes on with the lenient reading (false under `strict`).
    @discardableResult
    mutating func deviation(
        _ rule: Rule, _ message: String, at location: SourceLocation?, strict: Bool, notes: [Diagnostic.Note] = [],
        fix: SourceFix.Replacement? = nil
    ) -> Bool {
        append(
            Diagnostic(
                strict ? .error : .warning, rule, message, at: location, notes: notes,
                fix: fix.flatMap { replacement in location.map { SourceFix(location: $0, replacement: replacement) } }))
        return !strict
    }
}
