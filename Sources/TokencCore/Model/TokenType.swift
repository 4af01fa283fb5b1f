/// A token's `$type`: the 13 DTCG 2025.10 types plus tokenc's three extension types.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Comparable {
    case color, dimension, duration, cubicBezier, number, fontFamily, fontWeight
    case strokeStyle, border, transition, shadow, gradient, typography
    /// Extension: a SwiftUI-style spring (`response`/`dampingFraction`, `duration`/`bounce`, or `mass`/`stiffness`/`damping`).
    case spring
    /// Extension: a SwiftUI `Material` thickness.
    case material
    /// Extension: an iOS 26 Liquid Glass variant with tint, interactivity and a pre-26 fallback material.
    case glass

    /// Whether the type is a tokenc extension rather than a DTCG type (rejected under `--strict-dtcg`).
    public var isExtension: Bool { self == .spring || self == .material || self == .glass }

    public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let byName: [String: TokenType] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The type named `name` (case-sensitive), by hash lookup rather than a string switch.
    public static func named(_ name: String) -> TokenType? { byName[name] }
}
