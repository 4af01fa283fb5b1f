/// An option of a lint rule, as `tokenc.yaml` writes it under `lint: { rules: { <rule>: [level, { … }] } }`.
package struct LintOption: Sendable {
    /// What an option holds, and its default.
    package enum Kind: Sendable {
        case number(Double?)
        /// `[low, high]`.
        case range(ClosedRange<Double>?)
        case flag(Bool)
        /// One of the names given.
        case choice([String], String)
        /// A list of names (rule ids, token paths, modifier names…).
        case names([String])
        /// Contrast pairs: `[{ foreground: "{…}", background: "{…}" | ["{…}"], level: AA, large: false }]`.
        case pairs
    }

    package var name: String
    package var kind: Kind
    package var summary: String

    package init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }

    /// The default as `tokenc.yaml` would spell it, or nil when there is none.
    package var defaultText: String? {
        switch kind {
        case .number(let value): value.map { ValueDescription.number($0) }
        case .range(let range):
            range.map { "[\(ValueDescription.number($0.lowerBound)), \(ValueDescription.number($0.upperBound))]" }
        case .flag(let flag): String(flag)
        case .choice(_, let value): value
        case .names(let names): names.isEmpty ? nil : "[" + names.joined(separator: ", ") + "]"
        case .pairs: nil
        }
    }
}

/// A value `tokenc.yaml` gave an option.
package enum LintOptionValue: Sendable, Hashable {
    case number(Double)
    case range(ClosedRange<Double>)
    case flag(Bool)
    case text(String)
    case names([String])
    case pairs([ContrastPairDeclaration])
}

/// A contrast pair declared in `tokenc.yaml` rather than next to the text color.
package struct ContrastPairDeclaration: Sendable, Hashable {
    package var foreground: String
    package var backgrounds: [String]
    package var level: WCAGContrast.Level
    package var largeText: Bool
    /// Where the pair is written, in the config file (see ``SourceManager/configFileIndex``).
    package var location: SourceLocation
    package var foregroundLocation: SourceLocation
    package var backgroundLocations: [SourceLocation]
}
