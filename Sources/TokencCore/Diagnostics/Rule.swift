/// The stable id of a kind of diagnostic, printed as `[rule-id]` so people and tools can search for it.
public struct Rule: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }

    // Reading
    package static let ioError = Rule(rawValue: "io-error")
    package static let noInputs = Rule(rawValue: "no-inputs")
    package static let unknownFileType = Rule(rawValue: "unknown-file-type")
    package static let invalidUTF8 = Rule(rawValue: "invalid-utf8")
    package static let syntax = Rule(rawValue: "syntax")
    package static let duplicateKey = Rule(rawValue: "duplicate-key")
    package static let nestingTooDeep = Rule(rawValue: "nesting-too-deep")
    package static let inputTooLarge = Rule(rawValue: "input-too-large")
    package static let yamlKey = Rule(rawValue: "yaml-key")
    /// A token file beside a resolver document that the document does not name, so its tokens are left out.
    package static let unnamedFile = Rule(rawValue: "unnamed-file")

    // Structure
    package static let rootNotObject = Rule(rawValue: "root-not-object")
    package static let invalidName = Rule(rawValue: "invalid-name")
    package static let unknownProperty = Rule(rawValue: "unknown-property")
    package static let tokenWithChildren = Rule(rawValue: "token-with-children")
    package static let invalidProperty = Rule(rawValue: "invalid-property")
    package static let emptyGroup = Rule(rawValue: "empty-group")
    package static let duplicateToken = Rule(rawValue: "duplicate-token")

    // Types
    package static let missingType = Rule(rawValue: "missing-type")
    package static let unknownType = Rule(rawValue: "unknown-type")
    package static let extensionType = Rule(rawValue: "extension-type")
    package static let invalidValue = Rule(rawValue: "invalid-value")

    // Deviations from DTCG 2025.10 that real files make: warnings by default, errors under --strict-dtcg
    package static let shortHex = Rule(rawValue: "short-hex")
    package static let legacyDimension = Rule(rawValue: "legacy-dimension")
    package static let nonstandardUnit = Rule(rawValue: "nonstandard-unit")
    package static let foreignType = Rule(rawValue: "foreign-type")
    package static let customType = Rule(rawValue: "custom-type")
    package static let tokenProperty = Rule(rawValue: "token-property")
    package static let lineHeightDimension = Rule(rawValue: "line-height-dimension")
    package static let typographyProperty = Rule(rawValue: "typography-property")
    package static let coordinateAlias = Rule(rawValue: "coordinate-alias")
    /// A group's path as an alias to its `$root` token (`{color.accent}` for `{color.accent.$root}`).
    package static let rootAlias = Rule(rawValue: "root-alias")
    /// A resolver's sources give one path a token in one and a group in another: the token is the group's `$root`.
    package static let mergedRoot = Rule(rawValue: "merged-root")
    /// A `$ref` inside `$value` (or `$type`, `$description`) that points at a token rather than at that property.
    package static let pointerToToken = Rule(rawValue: "pointer-to-token")
    package static let negativeDuration = Rule(rawValue: "negative-duration")
    /// A Style Dictionary token without a type, typed as Style Dictionary's naming types it.
    package static let inferredType = Rule(rawValue: "inferred-type")
    /// A value as an early draft writes it: a shadow's `inset` as a string, a transition as a list, a CSS-wide
    /// keyword (`inherit`) where a color or a font weight is expected.
    package static let legacyValue = Rule(rawValue: "legacy-value")
    /// A number written as a string (`"1.5"`).
    package static let numberString = Rule(rawValue: "number-string")
    /// A font weight written as a font's style name (`SemiBold`, `Bold Italic`), as Figma writes it.
    package static let weightName = Rule(rawValue: "weight-name")
    /// A color written as a CSS function string (`"rgba(0, 0, 0, 0.5)"`, `"oklch(0.7 0.1 250)"`).
    package static let cssColor = Rule(rawValue: "css-color")
    /// A CSS font stack written as one string (`"Inter, sans-serif"`).
    package static let fontStack = Rule(rawValue: "font-stack")
    /// The CSS color keyword `transparent` as a color.
    package static let colorKeyword = Rule(rawValue: "color-keyword")
    /// A typography without one of its five properties: the property's CSS initial value.
    package static let typographyDefault = Rule(rawValue: "typography-default")
    /// A transition without `delay`: 0, as CSS starts a transition.
    package static let transitionDefault = Rule(rawValue: "transition-default")
    /// A color's `components` under an earlier draft's name, `channels`.
    package static let colorChannels = Rule(rawValue: "color-channels")
    /// A shadow without `spread` (or `blur`): 0, as CSS reads a shadow without it.
    package static let shadowDefault = Rule(rawValue: "shadow-default")
    /// A reference with spaces inside its braces (`{ color.accent }`), which Style Dictionary trims.
    package static let referenceSpaces = Rule(rawValue: "reference-spaces")
    /// A token or group name with a `.` (`0.5`), read with `-` for it, references too.
    package static let dottedName = Rule(rawValue: "dotted-name")
    /// A `.json` file with `//` or `/* */` comments or trailing commas, read as JSON with comments.
    package static let jsonComments = Rule(rawValue: "json-comments")
    /// A shadow, border or cubic Bézier written as its CSS text (`"0 1px 2px #0000001a"`, `"ease-in"`).
    package static let cssValue = Rule(rawValue: "css-value")
    /// A color token whose value is a CSS gradient (`"linear-gradient(…)"`), kept as text.
    package static let gradientColor = Rule(rawValue: "gradient-color")
    /// Not a deviation of its own (string tokens already are one): `{path}` inside a string stays text.
    package static let embeddedAlias = Rule(rawValue: "embedded-alias")

    // References
    package static let aliasSyntax = Rule(rawValue: "alias-syntax")
    package static let unknownAlias = Rule(rawValue: "unknown-alias")
    package static let aliasToGroup = Rule(rawValue: "alias-to-group")
    package static let aliasCycle = Rule(rawValue: "alias-cycle")
    package static let aliasTypeMismatch = Rule(rawValue: "alias-type-mismatch")
    package static let invalidPointer = Rule(rawValue: "invalid-pointer")
    package static let refCycle = Rule(rawValue: "ref-cycle")
    package static let invalidExtends = Rule(rawValue: "invalid-extends")
    package static let extendsCycle = Rule(rawValue: "extends-cycle")

    // Contexts and the resolver
    package static let invalidContext = Rule(rawValue: "invalid-context")
    package static let resolver = Rule(rawValue: "resolver")
    package static let contextInput = Rule(rawValue: "context-input")
    package static let contextMismatch = Rule(rawValue: "context-mismatch")
    package static let contextCombination = Rule(rawValue: "context-combination")

    // Source formats
    /// How the files were read (a note naming each format and its marker), or a `format:` that names a format a
    /// file plainly is not in.
    package static let sourceFormat = Rule(rawValue: "source-format")

    // Tokens Studio exports
    /// `$metadata.json` or `$themes.json` cannot be read, or a theme names a set the export lacks.
    package static let tokensStudio = Rule(rawValue: "tokens-studio")
    /// A Tokens Studio token tokenc reads differently from its type: an unknown type, a shorthand, a composition.
    package static let studioType = Rule(rawValue: "studio-type")
    /// Math in a value that has no result: malformed, a division by zero, or units that do not combine.
    package static let expression = Rule(rawValue: "expression")

    // Figma's files
    /// A Figma file (variables export, Variables API, a plugin's) that cannot be read as written: what was
    /// made of it is said, and where it was left out.
    package static let figma = Rule(rawValue: "figma")

    // Swift output
    package static let swiftName = Rule(rawValue: "swift-name")
    package static let swiftOutput = Rule(rawValue: "swift-output")
    package static let swiftUnsupported = Rule(rawValue: "swift-unsupported")

    // Template outputs
    /// A custom template that cannot be read or rendered, located in the template.
    package static let template = Rule(rawValue: "template")

    // Asset catalog output
    package static let xcassetsOutput = Rule(rawValue: "xcassets-output")

    // CSS output
    package static let cssName = Rule(rawValue: "css-name")
    package static let cssOutput = Rule(rawValue: "css-output")

    // Lint rules: their findings are errors or warnings by default, and tokenc.yaml's `diagnostics` may set
    // any of them (a team's own rules, not the spec's)
    /// A declared text/background pair below its WCAG level in some permutation of contexts.
    package static let contrast = Rule(rawValue: "contrast")
    /// A lint declaration in `$extensions["dev.tokenc"]` that cannot be read (always an error).
    package static let lintDeclaration = Rule(rawValue: "lint-declaration")
    package static let minFontSize = Rule(rawValue: "min-font-size")
    package static let touchTarget = Rule(rawValue: "touch-target")
    package static let shadowScale = Rule(rawValue: "shadow-scale")
    package static let monotonicScale = Rule(rawValue: "monotonic-scale")
    package static let springRange = Rule(rawValue: "spring-range")
    package static let radiusScale = Rule(rawValue: "radius-scale")
    package static let naming = Rule(rawValue: "naming")
    package static let descriptions = Rule(rawValue: "descriptions")
    package static let duplicateValues = Rule(rawValue: "duplicate-values")
    package static let requiredContexts = Rule(rawValue: "required-contexts")
    package static let gamut = Rule(rawValue: "gamut")
    package static let deprecatedAlias = Rule(rawValue: "deprecated-alias")
    package static let unusedContexts = Rule(rawValue: "unused-contexts")
    package static let opacityRange = Rule(rawValue: "opacity-range")
    /// The lint rules (``Linter`` has each one's defaults and options).
    package static let lint: [Rule] = [
        .contrast, .minFontSize, .touchTarget, .shadowScale, .monotonicScale, .springRange, .radiusScale,
        .naming, .descriptions, .duplicateValues, .requiredContexts, .gamut, .deprecatedAlias, .unusedContexts,
        .opacityRange,
    ]

    // tokenc convert
    /// Values DTCG 2025.10 cannot say, which `tokenc convert` keeps in tokenc's `$extensions` entry (a note).
    package static let convertLoss = Rule(rawValue: "convert-loss")
    /// A `$value` edited since `tokenc convert` kept the exact value beside it: the `$value` is used.
    package static let extensionValue = Rule(rawValue: "extension-value")

    // Configuration and output
    package static let config = Rule(rawValue: "config")
    package static let staleOutput = Rule(rawValue: "stale-output")
    package static let tooManyDiagnostics = Rule(rawValue: "too-many-diagnostics")
    package static let warningSummary = Rule(rawValue: "warning-summary")
    package static let maxWarnings = Rule(rawValue: "max-warnings")

    /// The rules whose severity `tokenc.yaml`'s `diagnostics` may set: those that are warnings by default, and
    /// the lint rules.
    package static let adjustable: [Rule] =
        Deviation.rules + [
            .embeddedAlias, .emptyGroup, .unnamedFile, .contextCombination, .contextMismatch, .studioType, .swiftOutput,
            .swiftUnsupported,
            .xcassetsOutput, .swiftName, .cssName,
        ] + lint
}
