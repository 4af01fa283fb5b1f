/// Applies group `$extends` (a deep merge of the target group into the extending one, local members winning),
/// in dependency order, reporting unknown targets, targets that are tokens, and cycles on every member.
enum ExtendsResolver {
    static func apply(to root: GroupDefinition, diagnostics: inout DiagnosticBag) {
        var extending: [GroupDefinition] = []
        collect(root, into: &extending)
        guard !extending.isEmpty else { return }

        var targets: [ObjectIdentifier: GroupDefinition] = [:]
        for group in extending {
            guard let reference = group.extends else { continue }
            guard let path = targetPath(reference.value) else {
                diagnostics.error(
                    .invalidExtends,
                    "$extends must name a group as \"{group.path}\" (or a '#/group' pointer), not '\(reference.value)'",
                    at: reference.location)
                continue
            }
            switch entry(at: path, in: root) {
            case .group(let target)?:
                targets[ObjectIdentifier(group)] = target
            case .token?:
                diagnostics.error(
                    .invalidExtends, "$extends must target a group, but '\(path)' is a token", at: reference.location)
            case nil:
                var message = "$extends target '\(path)' does not exist"
                if let suggestion = Suggestion.closest(to: path.description, in: allGroupPaths(root)) {
                    message += "; did you mean '{\(suggestion)}'?"
                }
                diagnostics.error(.invalidExtends, message, at: reference.location)
            }
        }

        // X depends on its target and on every extending group inside the target (which may be X itself).
        var dependencies: [ObjectIdentifier: [GroupDefinition]] = [:]
        for group in extending {
            guard let target = targets[ObjectIdentifier(group)] else { continue }
            var deps = [target]
            for other in extending
            where isPrefix(target.path, of: other.path) && targets[ObjectIdentifier(other)] != nil {
                deps.append(other)
            }
            dependencies[ObjectIdentifier(group)] = deps
        }

        var state: [ObjectIdentifier: Int] = [:]  // 1 visiting, 2 done, 3 failed
        var order: [GroupDefinition] = []
        for start in extending where targets[ObjectIdentifier(start)] != nil && state[ObjectIdentifier(start)] == nil {
            var stack: [(group: GroupDefinition, next: Int)] = [(start, 0)]
            state[ObjectIdentifier(start)] = 1
            while let top = stack.last {
                let deps = (dependencies[ObjectIdentifier(top.group)] ?? []).filter {
                    dependencies[ObjectIdentifier($0)] != nil
                }
                if top.next < deps.count {
                    stack[stack.count - 1].next += 1
                    let dep = deps[top.next]
                    switch state[ObjectIdentifier(dep)] {
                    case nil:
                        state[ObjectIdentifier(dep)] = 1
                        stack.append((dep, 0))
                    case 1?:
                        let startIndex = stack.firstIndex { $0.group === dep }!
                        let members = stack[startIndex...].map(\.group)
                        report(cycle: members, diagnostics: &diagnostics)
                        for member in members { state[ObjectIdentifier(member)] = 3 }
                    default:
                        break
                    }
                } else {
                    stack.removeLast()
                    if state[ObjectIdentifier(top.group)] == 1 {
                        let failedDependency = deps.contains { state[ObjectIdentifier($0)] == 3 }
                        state[ObjectIdentifier(top.group)] = failedDependency ? 3 : 2
                        if !failedDependency { order.append(top.group) }
                    }
                }
            }
        }
        for group in order {
            if let target = targets[ObjectIdentifier(group)] {
                merge(target, into: group, targetType: effectiveType(of: target.path, in: root))
            }
        }
    }

    private static func report(cycle members: [GroupDefinition], diagnostics: inout DiagnosticBag) {
        let chain = (members + [members[0]]).map { "'\($0.path)'" }.joined(separator: " → ")
        for member in members {
            let notes = members.filter { $0 !== member }.prefix(8).map {
                Diagnostic.Note("'\($0.path)' is part of the cycle", at: $0.extends?.location ?? $0.location)
            }
            let message =
                members.count == 1
                ? "group '\(member.path)' extends a group that contains it; $extends cannot be circular"
                : "circular $extends: \(chain)"
            diagnostics.error(
                .extendsCycle, message, at: member.extends?.location ?? member.location, notes: Array(notes))
        }
    }

    /// Deep-merges `source` into `destination`. Copied tokens keep the `$type` they had where they were
    /// written (`sourceType` is the type in force at `source`), so a local `$type` constrains only local tokens;
    /// a destination without `$type` takes the source's.
    private static func merge(
        _ source: GroupDefinition, into destination: GroupDefinition, targetType: Located<String>?
    ) {
        let sourceType = source.type ?? targetType
        if destination.type == nil { destination.type = sourceType }
        if destination.description == nil { destination.description = source.description }
        if destination.extensions == nil { destination.extensions = source.extensions }
        for (name, entry) in source.orderedChildren {
            switch (destination.child(name), entry) {
            case (nil, _):
                destination.setChild(
                    name, pinningTypes(entry.copy(to: destination.path.appending(name)), inherited: sourceType))
            case (.group(let mine)?, .group(let theirs)):
                merge(theirs, into: mine, targetType: sourceType)
            default:
                break
            }
        }
    }

    /// Gives copied tokens without their own `$type` the type in force where they came from.
    private static func pinningTypes(_ entry: TreeEntry, inherited: Located<String>?) -> TreeEntry {
        switch entry {
        case .token(let token):
            if token.type == nil { token.type = inherited }
        case .group(let group):
            let type = group.type ?? inherited
            for (_, child) in group.orderedChildren { _ = pinningTypes(child, inherited: type) }
        }
        return entry
    }

    /// The nearest `$type` at or above `path`.
    private static func effectiveType(of path: TokenPath, in root: GroupDefinition) -> Located<String>? {
        var type = root.type
        var current = root
        for name in path.components {
            guard case .group(let next)? = current.child(name) else { break }
            type = next.type ?? type
            current = next
        }
        return type
    }

    private static func collect(_ group: GroupDefinition, into list: inout [GroupDefinition]) {
        if group.extends != nil { list.append(group) }
        for (_, entry) in group.orderedChildren {
            if case .group(let child) = entry { collect(child, into: &list) }
        }
    }

    static func targetPath(_ text: String) -> TokenPath? {
        if let inner = TokenSyntax.aliasPath(text) {
            return TokenSyntax.isValidAliasPath(inner) ? TokenPath(dotted: String(inner)) : nil
        }
        if text.hasPrefix("#/") {
            let segments = text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            }
            return segments.contains("") ? nil : TokenPath(segments)
        }
        return nil
    }

    static func entry(at path: TokenPath, in root: GroupDefinition) -> TreeEntry? {
        var current = TreeEntry.group(root)
        for name in path.components {
            guard case .group(let group) = current, let next = group.child(name) else { return nil }
            current = next
        }
        return current
    }

    private static func isPrefix(_ prefix: TokenPath, of path: TokenPath) -> Bool {
        path.components.count >= prefix.components.count
            && Array(path.components.prefix(prefix.components.count)) == prefix.components
    }

    private static func allGroupPaths(_ root: GroupDefinition) -> [String] {
        var paths: [String] = []
        func walk(_ group: GroupDefinition) {
            if !group.path.components.isEmpty { paths.append(group.path.description) }
            for (_, entry) in group.orderedChildren {
                if case .group(let child) = entry { walk(child) }
            }
        }
        walk(root)
        return paths
    }
}
