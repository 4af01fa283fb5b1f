/// A token's `$type`: the 13 DTCG 2025.10 types, tokenc's four extension types, the peer tools' `string`,
/// `boolean` and `link`, and `custom` for any other type name (kept in the resolved JSON only).
package enum TokenType: String, Sendable, Hashable, CaseIterable, Comparable {
    case color, dimension, duration, cubicBezier, number, fontFamily, fontWeight
    case strokeStyle, border, transition, shadow, gradient, typography
    /// Extension: a SwiftUI-style spring (`response`/`dampingFraction`, `duration`/`bounce`, or `mass`/`stiffness`/`damping`).
    case spring
    /// Extension: a SwiftUI `Material` thickness.
    case material
    /// Extension: an iOS 26 Liquid Glass variant with tint, interactivity and a pre-26 fallback material.
    case glass
    /// Extension: a Gaussian blur radius, optionally progressive (full at one edge, fading across the view).
    case blur
    /// Peer tools' type (Tokens Studio, Style Dictionary): any string.
    case string
    /// Peer tools' type: `true` or `false`.
    case boolean
    /// Peer tools' type: a URL.
    case link
    /// A type name no output understands; the value is kept as written (``CustomValue``).
    case custom

    /// Whether the type is a tokenc extension rather than a DTCG type (rejected under `--strict-dtcg`).
    package var isExtension: Bool { self == .spring || self == .material || self == .glass || self == .blur }

    /// Whether the type is a peer tool's (`string`, `boolean`, `link`): not DTCG, accepted with a warning.
    package var isForeign: Bool { self == .string || self == .boolean || self == .link }

    /// The types a `$type` may name directly: DTCG's and tokenc's extensions (what suggestions draw from).
    package static let declarable: [TokenType] = allCases.filter { !$0.isForeign && $0 != .custom }

    package static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let byName: [String: TokenType] = Dictionary(
        uniqueKeysWithValues: declarable.map { ($0.rawValue, $0) })

    /// The DTCG or extension type named `name` (case-sensitive), by hash lookup rather than a string switch;
    /// nil for peer tools' types and unknown names.
    package static func named(_ name: String) -> TokenType? { byName[name] }

    /// The peer tool's type named `name` (`string`, `boolean`, `link`), if it is one.
    package static func foreign(_ name: String) -> TokenType? {
        switch name {
        // Style Dictionary's `content` (text) and `asset` (a path or URL) are strings to every output.
        case "string", "content", "asset": .string
        case "boolean": .boolean
        case "link": .link
        default: nil
        }
    }
}
