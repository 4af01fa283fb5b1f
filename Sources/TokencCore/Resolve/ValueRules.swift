/// How a source format writes values where it differs from DTCG 2025.10: the few rules its adapter hands the
/// resolver, so that no stage after the adapter asks which format it reads. DTCG's are ``dtcg``; a foreign format
/// defines its own beside its adapter, in `Formats/<Format>/`.
package struct ValueRules: Sendable, Hashable {
    /// What DTCG's letter calls a deviation (a `"16px"` string, a 3-digit hex, a peer tool's `$type`) is how the
    /// format writes values: read without a warning.
    var ownSpelling = false
    /// Strings may be math over references and units (`{space.sm} * 2`, `1.5rem`); colors may be CSS functions
    /// with references inside (`rgba({color.x}, 0.5)`) and carry color modifiers; `{a} + {b}` is math, not a
    /// malformed alias.
    var allowsMath = false
    /// A number without a unit where a typography line height is expected is px, not a multiple.
    var bareNumbersArePx = false
    /// The `$extensions` entry in which the format keeps the style a font-weight name gives (`Bold Italic`), which
    /// carries into a typography that refers to its token; nil when it has none.
    var weightStyleExtension: String? = nil
    /// A reference stands for its target's value wherever it is used (a number where a size is expected is px:
    /// ``TokenValue/coerced(to:)``).
    var referencesCoerce = false
    /// A reference that does not resolve leaves its token out with a warning, not an error: the format's own
    /// tools keep such tokens unresolved and still build.
    var missingReferenceDropsToken = false

    /// DTCG 2025.10, with the deviations real files make read leniently and reported.
    static let dtcg = ValueRules()
}
