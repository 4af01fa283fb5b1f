/// The custom properties of a run of consecutive tokens, made on one core: every text in one byte buffer and
/// each declaration a plain value that points into it, so that merging and writing them copies no strings.
struct CSSDeclarationRun: Sendable {
    /// One custom property: the token and suffix that name it, and where its text is in ``text``.
    struct Declaration: Sendable {
        /// The token's model index.
        var token: Int
        var suffix: Suffix
        /// The value with sRGB colors.
        var value: Range<Int>
        /// The value with colors in their own spaces, where that differs (empty otherwise).
        var native: Range<Int>
        /// The conditions ``native`` needs.
        var supports: Supports
        /// The token's description as a comment (only on a token's first default declaration).
        var comment: Range<Int>?
    }

    /// What follows the token's property name.
    enum Suffix: UInt8, Sendable {
        case none, duration, letterSpacing, backdropFilter, background, fontVariant, textDecoration, textTransform,
            mask, stops

        var text: StaticString {
            switch self {
            case .none: ""
            case .duration: "-duration"
            case .letterSpacing: "-letter-spacing"
            case .backdropFilter: "-backdrop-filter"
            case .background: "-background"
            case .fontVariant: "-font-variant"
            case .textDecoration: "-text-decoration"
            case .textTransform: "-text-transform"
            case .mask: "-mask"
            case .stops: "-stops"
            }
        }
    }

    /// `@supports` conditions: one per color space's syntax, and `color-mix()`.
    struct Supports: OptionSet, Hashable, Sendable {
        let rawValue: UInt32

        static func space(_ space: ColorValue.Space) -> Supports {
            Supports(rawValue: 1 << UInt32(ColorValue.Space.allCases.firstIndex(of: space)!))
        }

        static let colorMix = Supports(rawValue: 1 << 31)

        /// The conditions, sorted.
        var conditions: [String] {
            var conditions = ColorValue.Space.allCases.filter { contains(.space($0)) }.map(CSSText.support)
            if contains(.colorMix) { conditions.append("background: color-mix(in srgb, red 50%, transparent)") }
            return conditions.sorted()
        }
    }

    /// A token's declarations: the default ones and, under each context key, the ones that differ (ranges of
    /// ``declarations``).
    struct Entry: Sendable {
        var root: Range<Int>
        var contexts: [(key: [Context], declarations: Range<Int>)]
        /// A spring without damping, which has no CSS form.
        var neverSettles: Bool
    }

    var text: [UInt8] = []
    var declarations: [Declaration] = []
    /// Each token's entry, in run order (nil for tokens without a name).
    var entries: [Entry?] = []

    /// Whether two declarations of this run write the same value.
    func sameValue(_ a: Declaration, _ b: Declaration) -> Bool {
        a.suffix == b.suffix && text[a.value] == text[b.value] && text[a.native] == text[b.native]
    }
}
