/// Walks the tree into a flat token list in the order written (children visited as first written, so a group's
/// tokens are contiguous), giving each token its nearest group `$type` and its
/// effective deprecation (a token's own `$deprecated`, `false` included, overrides its groups').
enum Flattener {
    struct Result {
        var tokens: [TokenDefinition] = []
        /// Dotted paths of every group, for "that names a group, not a token" messages.
        var groupPaths: Set<String> = []
        /// `$description` of every group that has one.
        var groupDescriptions: [TokenPath: String] = [:]
        /// tokenc's `$extensions` entry of every group that chooses its own names (``TokenModel/groupNames``).
        var groupNames: [TokenPath: Node] = [:]
    }

    static func flatten(_ root: GroupDefinition) -> Result {
        var result = Result()
        walk(root, type: nil, deprecation: nil, into: &result)
        return result
    }

    private static func walk(
        _ group: GroupDefinition, type: Located<String>?, deprecation: Deprecation?, into result: inout Result
    ) {
        let type = group.type ?? type
        var deprecation = deprecation
        switch group.deprecated?.value {
        case .deprecated(let reason)?: deprecation = Deprecation(reason: reason)
        case .notDeprecated?: deprecation = nil
        case nil: break
        }
        if !group.path.components.isEmpty { result.groupPaths.insert(group.path.description) }
        if let description = group.description { result.groupDescriptions[group.path] = description }
        if let entry = group.extensions?[TokenSyntax.extensionKey], entry["swiftName"] != nil || entry["cssName"] != nil
        {
            result.groupNames[group.path] = entry
        }
        for (_, entry) in group.orderedChildren {
            switch entry {
            case .group(let child):
                walk(child, type: type, deprecation: deprecation, into: &result)
            case .token(let token):
                token.inheritedType = type
                switch token.deprecated?.value {
                case .deprecated(let reason)?: token.effectiveDeprecation = Deprecation(reason: reason)
                case .notDeprecated?: token.effectiveDeprecation = nil
                case nil: token.effectiveDeprecation = deprecation
                }
                result.tokens.append(token)
            }
        }
    }
}
