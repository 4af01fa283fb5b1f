/// One resolved token: its type, its value in the default context and every context where it differs,
/// and what it was written as (description, deprecation, extensions, alias links, place).
public struct Token: Sendable {
    /// A value that comes from another token through an alias inside a composite value.
    public struct Reference: Sendable, Hashable {
        /// Where in the value, as a JSON pointer relative to `$value` (e.g. `/color`, `/1/offsetY`).
        public var pointer: String
        public var target: TokenPath
    }

    /// The value in one context where it differs from the default.
    public struct ContextValue: Sendable {
        public var context: Context
        public var value: TokenValue
        /// The token this context's value aliases as a whole, if any.
        public var aliasOf: TokenPath?
    }

    public var path: TokenPath
    public var type: TokenType
    /// The value in every modifier's default context.
    public var value: TokenValue
    /// Values in the contexts where the token differs from ``value``, sorted by context.
    public var contextValues: [ContextValue]
    public var description: String?
    /// nil when not deprecated; otherwise the reason, which may be empty.
    public var deprecation: Deprecation?
    /// `$extensions` as written, preserved for emitters and `dump`.
    public var extensions: Node?
    /// The token this one aliases as a whole (`"$value": "{a.b}"`), if any.
    public var aliasOf: TokenPath?
    /// Aliases inside composite values.
    public var references: [Reference]
    /// Where the token's name is written.
    public var location: SourceLocation
    /// Where its `$value` is written.
    public var valueLocation: SourceLocation

    /// The value in `context`, falling back to the default value.
    public func value(in context: Context) -> TokenValue {
        contextValues.first { $0.context == context }?.value ?? value
    }
}

/// A token's `$deprecated` state.
public struct Deprecation: Sendable, Hashable {
    /// The reason given, or nil for a bare `true`.
    public var reason: String?
    public init(reason: String?) { self.reason = reason }
}
