/// The stable id of a kind of diagnostic, printed as `[rule-id]` so people and tools can search for it.
public struct Rule: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }

    // Reading
    public static let ioError = Rule(rawValue: "io-error")
    public static let noInputs = Rule(rawValue: "no-inputs")
    public static let unknownFileType = Rule(rawValue: "unknown-file-type")
    public static let invalidUTF8 = Rule(rawValue: "invalid-utf8")
    public static let syntax = Rule(rawValue: "syntax")
    public static let duplicateKey = Rule(rawValue: "duplicate-key")
    public static let nestingTooDeep = Rule(rawValue: "nesting-too-deep")
    public static let inputTooLarge = Rule(rawValue: "input-too-large")
    public static let yamlKey = Rule(rawValue: "yaml-key")

    // Structure
    public static let rootNotObject = Rule(rawValue: "root-not-object")
    public static let invalidName = Rule(rawValue: "invalid-name")
    public static let unknownProperty = Rule(rawValue: "unknown-property")
    public static let tokenWithChildren = Rule(rawValue: "token-with-children")
    public static let invalidProperty = Rule(rawValue: "invalid-property")
    public static let emptyGroup = Rule(rawValue: "empty-group")
    public static let duplicateToken = Rule(rawValue: "duplicate-token")

    // Types
    public static let missingType = Rule(rawValue: "missing-type")
    public static let unknownType = Rule(rawValue: "unknown-type")
    public static let extensionType = Rule(rawValue: "extension-type")
    public static let invalidValue = Rule(rawValue: "invalid-value")

    // Deviations from DTCG 2025.10 that real files make: warnings by default, errors under --strict-dtcg
    public static let shortHex = Rule(rawValue: "short-hex")
    public static let legacyDimension = Rule(rawValue: "legacy-dimension")
    public static let nonstandardUnit = Rule(rawValue: "nonstandard-unit")
    public static let foreignType = Rule(rawValue: "foreign-type")
    public static let customType = Rule(rawValue: "custom-type")
    public static let tokenProperty = Rule(rawValue: "token-property")
    public static let lineHeightDimension = Rule(rawValue: "line-height-dimension")
    public static let typographyProperty = Rule(rawValue: "typography-property")
    public static let coordinateAlias = Rule(rawValue: "coordinate-alias")
    public static let negativeDuration = Rule(rawValue: "negative-duration")
    /// Not a deviation of its own (string tokens already are one): `{path}` inside a string stays text.
    public static let embeddedAlias = Rule(rawValue: "embedded-alias")

    // References
    public static let aliasSyntax = Rule(rawValue: "alias-syntax")
    public static let unknownAlias = Rule(rawValue: "unknown-alias")
    public static let aliasToGroup = Rule(rawValue: "alias-to-group")
    public static let aliasCycle = Rule(rawValue: "alias-cycle")
    public static let aliasTypeMismatch = Rule(rawValue: "alias-type-mismatch")
    public static let invalidPointer = Rule(rawValue: "invalid-pointer")
    public static let refCycle = Rule(rawValue: "ref-cycle")
    public static let invalidExtends = Rule(rawValue: "invalid-extends")
    public static let extendsCycle = Rule(rawValue: "extends-cycle")

    // Contexts and the resolver
    public static let invalidContext = Rule(rawValue: "invalid-context")
    public static let resolver = Rule(rawValue: "resolver")
    public static let contextInput = Rule(rawValue: "context-input")
    public static let contextMismatch = Rule(rawValue: "context-mismatch")
    public static let contextCombination = Rule(rawValue: "context-combination")

    // Swift output
    public static let swiftName = Rule(rawValue: "swift-name")
    public static let swiftOutput = Rule(rawValue: "swift-output")
    public static let swiftUnsupported = Rule(rawValue: "swift-unsupported")

    // Asset catalog output
    public static let xcassetsOutput = Rule(rawValue: "xcassets-output")

    // CSS output
    public static let cssName = Rule(rawValue: "css-name")
    public static let cssOutput = Rule(rawValue: "css-output")
    public static let cssUnsupported = Rule(rawValue: "css-unsupported")

    // Lint rules: their findings are errors or warnings by default, and tokenc.yaml's `diagnostics` may set
    // any of them (a team's own rules, not the spec's)
    /// A declared text/background pair below its WCAG level in some permutation of contexts.
    public static let contrast = Rule(rawValue: "contrast")
    /// A lint declaration in `$extensions["dev.tokenc"]` that cannot be read (always an error).
    public static let lintDeclaration = Rule(rawValue: "lint-declaration")
    public static let minFontSize = Rule(rawValue: "min-font-size")
    public static let touchTarget = Rule(rawValue: "touch-target")
    public static let shadowScale = Rule(rawValue: "shadow-scale")
    public static let monotonicScale = Rule(rawValue: "monotonic-scale")
    public static let springRange = Rule(rawValue: "spring-range")
    public static let radiusScale = Rule(rawValue: "radius-scale")
    public static let naming = Rule(rawValue: "naming")
    public static let descriptions = Rule(rawValue: "descriptions")
    public static let duplicateValues = Rule(rawValue: "duplicate-values")
    public static let requiredContexts = Rule(rawValue: "required-contexts")
    public static let gamut = Rule(rawValue: "gamut")
    public static let deprecatedAlias = Rule(rawValue: "deprecated-alias")
    public static let unusedContexts = Rule(rawValue: "unused-contexts")
    /// The lint rules (``Linter`` has each one's defaults and options).
    public static let lint: [Rule] = [
        .contrast, .minFontSize, .touchTarget, .shadowScale, .monotonicScale, .springRange, .radiusScale,
        .naming, .descriptions, .duplicateValues, .requiredContexts, .gamut, .deprecatedAlias, .unusedContexts,
    ]

    // Configuration and output
    public static let config = Rule(rawValue: "config")
    public static let staleOutput = Rule(rawValue: "stale-output")
    public static let tooManyDiagnostics = Rule(rawValue: "too-many-diagnostics")
    public static let warningSummary = Rule(rawValue: "warning-summary")
    public static let maxWarnings = Rule(rawValue: "max-warnings")

    /// The rules whose severity `tokenc.yaml`'s `diagnostics` may set: those that are warnings by default, and
    /// the lint rules.
    public static let adjustable: [Rule] = Deviation.rules + [.embeddedAlias, .emptyGroup, .contextCombination, .contextMismatch, .swiftOutput, .swiftUnsupported, .xcassetsOutput] + lint
}
