/// Inputs that pick one permutation of a resolver document (`appearance=dark`), checked the way the
/// Resolver module asks: every key a modifier, every value one of its contexts (both matched
/// case-insensitively), and a context for each modifier without a `default`.
package enum ResolverInput {
    /// Parses `modifier=context` arguments; nil (with a message) when one is malformed or repeated.
    package static func parse(_ arguments: [String]) -> Result<[String: String], ParseFailure> {
        var selection: [String: String] = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                return .failure(
                    ParseFailure(
                        message: "'\(argument)' is not a context input; write modifier=context, e.g. appearance=dark"))
            }
            if selection[parts[0].lowercased()] != nil {
                return .failure(ParseFailure(message: "modifier '\(parts[0])' is given twice"))
            }
            selection[parts[0].lowercased()] = parts[1]
        }
        return .success(selection)
    }

    package struct ParseFailure: Error, Sendable {
        package var message: String
    }

    /// The selection with names as the document spells them; errors for unknown modifiers or contexts and
    /// for modifiers without a default that the selection leaves out.
    static func validate(_ selection: [String: String], document: ResolverDocument, diagnostics: inout DiagnosticBag)
        -> [String: String]
    {
        let resolved = match(
            selection, modifiers: document.modifiers.map { ($0.name, $0.contexts.map(\.name)) },
            none: "the resolver document has no modifiers", diagnostics: &diagnostics)
        for modifier in document.modifiers where modifier.declaredDefault == nil && resolved[modifier.name] == nil {
            diagnostics.error(
                .contextInput,
                "modifier '\(modifier.name)' has no \"default\", so the input must choose one of \(modifier.contexts.map { "'\($0.name)'" }.joined(separator: ", ")) (--context \(modifier.name)=…)",
                at: modifier.location)
        }
        return resolved
    }

    /// The selection as contexts of `modifiers` (a model's, whose contexts its tokens write), those at their
    /// default left out; errors for unknown modifiers or contexts, as for a resolver document.
    static func validate(_ selection: [String: String], modifiers: [Modifier], diagnostics: inout DiagnosticBag)
        -> [Context]
    {
        let resolved = match(
            selection, modifiers: modifiers.map { ($0.name, $0.contexts) },
            none:
                "these token files write no contexts (a resolver document, a Tokens Studio export with themes, Figma's modes, $extensions modes or dark-mode files give them)",
            diagnostics: &diagnostics)
        return modifiers.compactMap { modifier in
            guard let context = resolved[modifier.name], context != modifier.defaultContext else { return nil }
            return Context(modifier: modifier.name, name: context)
        }
    }

    /// Each selected modifier's context, as `modifiers` spell them (matched case-insensitively, an exact
    /// spelling first); an error for each name that is not one, with the closest one, or `none` when there are
    /// no modifiers.
    private static func match(
        _ selection: [String: String], modifiers: [(name: String, contexts: [String])], none: String,
        diagnostics: inout DiagnosticBag
    ) -> [String: String] {
        var resolved: [String: String] = [:]
        for key in selection.keys.sorted() {
            let value = selection[key]!
            guard let modifier = modifiers.first(where: { $0.name.lowercased() == key.lowercased() }) else {
                var message = "there is no modifier '\(key)'"
                let names = modifiers.map(\.name)
                if let suggestion = Suggestion.closest(to: key, in: names) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message +=
                        names.isEmpty
                        ? "; " + none : "; its modifiers are \(names.map { "'\($0)'" }.joined(separator: ", "))"
                }
                diagnostics.error(.contextInput, message, at: nil)
                continue
            }
            guard
                let context = modifier.contexts.first(where: { $0 == value })
                    ?? modifier.contexts.first(where: { $0.lowercased() == value.lowercased() })
            else {
                var message =
                    "modifier '\(modifier.name)' has no context '\(value)'; its contexts are \(modifier.contexts.map { "'\($0)'" }.joined(separator: ", "))"
                if let suggestion = Suggestion.closest(to: value, in: modifier.contexts) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.error(.contextInput, message, at: nil)
                continue
            }
            resolved[modifier.name] = context
        }
        return resolved
    }
}
