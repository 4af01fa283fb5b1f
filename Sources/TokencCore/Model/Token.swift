/// One resolved token: its type, its value in the default context and every context where it differs,
/// and what it was written as (description, deprecation, extensions, alias links, place).
package struct Token: Sendable {
    /// A value that comes from another token through an alias inside a composite value.
    package struct Reference: Sendable, Hashable {
        /// Where in the value, as a JSON pointer relative to `$value` (e.g. `/color`, `/1/offsetY`).
        package var pointer: String
        package var target: TokenPath
    }

    /// The value under a context key where it differs from the default: one context (`appearance=dark`), or a
    /// combination of contexts of different modifiers when the value depends on them together.
    package struct ContextValue: Sendable {
        /// One context per modifier, sorted by modifier name.
        package var contexts: [Context]
        package var value: TokenValue
        /// The token this context's value aliases as a whole, if any.
        package var aliasOf: TokenPath?
        /// Aliases inside this context's composite value.
        package var references: [Reference]

        package init(contexts: [Context], value: TokenValue, aliasOf: TokenPath? = nil, references: [Reference] = []) {
            self.contexts = contexts
            self.value = value
            self.aliasOf = aliasOf
            self.references = references
        }

        /// The single context, when the value is not for a combination.
        package var context: Context? { contexts.count == 1 ? contexts[0] : nil }
    }

    package var path: TokenPath
    package var type: TokenType
    /// The value in every modifier's default context.
    package var value: TokenValue
    /// Values under the context keys where the token differs from ``value``: single contexts first, then
    /// combinations that the single contexts do not already decide, each sorted.
    package var contextValues: [ContextValue]
    package var description: String?
    /// nil when not deprecated; otherwise the reason, which may be empty.
    package var deprecation: Deprecation?
    /// `$extensions` as written, preserved for emitters and `dump`.
    package var extensions: Node?
    /// The token this one aliases as a whole (`"$value": "{a.b}"`), if any.
    package var aliasOf: TokenPath?
    /// Aliases inside composite values.
    package var references: [Reference]
    /// Where the token's name is written.
    package var location: SourceLocation
    /// Where its `$value` is written.
    package var valueLocation: SourceLocation
    /// The `calc()` an early draft wrote its default value as (`calc({space.a} + {space.b})`), which CSS keeps
    /// with its references as custom properties; the other outputs have the value.
    package var calc: String? = nil
    /// Why only CSS can write this token (a CSS-wide keyword, a `calc()` with a term in `em`): its value is the
    /// CSS text, a string, and the outputs for Apple platforms leave it out, saying this.
    package var cssOnly: String? = nil

    /// The value in `context` alone (other modifiers at their defaults), falling back to the default value.
    package func value(in context: Context) -> TokenValue {
        value(in: [context])
    }

    /// The value in a permutation, given as the non-default context of each modifier that is not at its
    /// default: the most specific recorded key the selection contains wins (keys that tie agree by
    /// construction), else the default value.
    package func value(in selection: [Context]) -> TokenValue {
        contextValue(in: selection)?.value ?? value
    }

    /// The recorded context value that decides the token's value in `selection`, if any.
    package func contextValue(in selection: [Context]) -> ContextValue? {
        var best: ContextValue?
        for candidate in contextValues where candidate.contexts.allSatisfy(selection.contains) {
            if best == nil || candidate.contexts.count > best!.contexts.count { best = candidate }
        }
        return best
    }
}

/// A token's `$deprecated` state.
package struct Deprecation: Sendable, Hashable {
    /// The reason given, or nil for a bare `true`.
    package var reason: String?
    package init(reason: String?) { self.reason = reason }
}
