/// Merges a resolver document's sources into token definitions for the default permutation, plus, for each
/// context, only the definitions that differ from it: one model for every permutation, linear in the number
/// of contexts.
///
/// Each modifier's contexts are merged on their own (the other modifiers at their defaults). A token
/// "touched" by a modifier is one whose definition that modifier changes, or one aliasing such a token.
/// Where two or more modifiers touch the same token, their combinations are merged too, so a value that
/// depends on the combination (dark *and* increased contrast) is known exactly; elsewhere the modifiers
/// are orthogonal and the combinations follow from the single contexts.
struct Composer {
    let document: ResolverDocument
    /// Token documents by display path, `$ref`s already expanded.
    let documents: [String: Node]
    /// The resolver document's display path, which file sources are relative to.
    let resolverPath: String
    private(set) var diagnostics = DiagnosticBag()
    /// Tokens written but not read in any permutation merged so far (``TreeBuilder/failedTokens``).
    private(set) var failedTokens: [String: SourceLocation] = [:]

    /// The default permutation's definitions and, per token, its definitions in other context keys.
    struct Composition {
        var definitions: [TokenDefinition]
        var groupPaths: Set<String>
        var groupDescriptions: [TokenPath: String]
        var groupNames: [TokenPath: Node]
        /// Aligned with ``definitions``: the value node in each context key where the definition differs.
        var overrides: [[(key: [Context], node: Node)]]
        var modifiers: [Modifier]
    }

    init(document: ResolverDocument, documents: [String: Node], resolverPath: String) {
        self.document = document
        self.documents = documents
        self.resolverPath = resolverPath
    }

    /// Composes one permutation only (`selection`: modifier → context; others at their defaults), or, with
    /// `selection` nil, the default permutation with every context as overrides.
    mutating func compose(selection: [String: String]?) -> Composition? {
        guard let materialized = materialize() else { return nil }
        var base: [String: String] = [:]
        for modifier in document.modifiers {
            base[modifier.name] = selection?[modifier.name] ?? modifier.defaultContext
        }
        guard let baseFlat = flatten(materialized, selection: base) else { return nil }
        var composition = Composition(
            definitions: baseFlat.tokens, groupPaths: baseFlat.groupPaths,
            groupDescriptions: baseFlat.groupDescriptions, groupNames: baseFlat.groupNames,
            overrides: Array(repeating: [], count: baseFlat.tokens.count), modifiers: [])
        guard selection == nil else { return composition }

        var index: [TokenPath: Int] = [:]
        for (i, definition) in baseFlat.tokens.enumerated() { index[definition.path] = i }
        var touched: [String: Set<Int>] = [:]
        var reportedOnlyIn = Set<TokenPath>()

        // Every context of every modifier on its own.
        for modifier in document.modifiers {
            for context in modifier.contexts where context.name != modifier.defaultContext {
                var selectionHere = base
                selectionHere[modifier.name] = context.name
                let key = [Context(modifier: modifier.name, name: context.name)]
                let changed = differences(
                    materialized, selection: selectionHere, key: key, from: baseFlat.tokens, index: index,
                    composition: &composition, reportedOnlyIn: &reportedOnlyIn)
                touched[modifier.name, default: []].formUnion(changed)
            }
        }
        composition.modifiers = document.modifiers.map {
            var modifier = Modifier(
                name: $0.name, contexts: $0.contexts.map(\.name), defaultContext: $0.defaultContext, keepingOrder: true)
            for context in $0.contexts { modifier.contextLocations[context.name] = context.location }
            return modifier
        }
        guard document.modifiers.count >= 2 else { return composition }

        // Combinations, only for modifiers that touch a token in common (through aliases too, and references
        // inside strings and math).
        var dependents: [[Int]] = Array(repeating: [], count: baseFlat.tokens.count)
        for (i, definition) in baseFlat.tokens.enumerated() {
            var nodes = [definition.value]
            nodes += composition.overrides[i].map(\.node)
            for node in nodes {
                let depend = { (path: Substring) in
                    if let target = index[TokenPath(dotted: String(path))] { dependents[target].append(i) }
                }
                AliasResolver.collectAliases(in: node, depend)
                AliasResolver.collectEmbeddedAliases(in: node, depend)
            }
        }
        var touchedBy: [Int: [String]] = [:]
        for modifier in document.modifiers {
            var queue = Array(touched[modifier.name] ?? [])
            var seen = Set(queue)
            while let next = queue.popLast() {
                for dependent in dependents[next] where seen.insert(dependent).inserted { queue.append(dependent) }
            }
            for token in seen { touchedBy[token, default: []].append(modifier.name) }
        }
        var groups = Set<[String]>()
        for modifiers in touchedBy.values where modifiers.count >= 2 {
            for subset in Self.subsets(of: modifiers) where subset.count >= 2 { groups.insert(subset) }
        }
        let byName = Dictionary(uniqueKeysWithValues: document.modifiers.map { ($0.name, $0) })
        for group in groups.sorted(by: { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        ) {
            var keys: [[Context]] = [[]]
            for name in group {
                let modifier = byName[name]!
                keys = keys.flatMap { key in
                    modifier.contexts.filter { $0.name != modifier.defaultContext }.map {
                        key + [Context(modifier: name, name: $0.name)]
                    }
                }
            }
            for key in keys {
                var selectionHere = base
                for context in key { selectionHere[context.modifier] = context.name }
                _ = differences(
                    materialized, selection: selectionHere, key: key.sorted(), from: baseFlat.tokens, index: index,
                    composition: &composition, reportedOnlyIn: &reportedOnlyIn)
            }
        }
        return composition
    }

    /// All subsets of `names` (kept in their order), for combinations of touching modifiers.
    static func subsets(of names: [String]) -> [[String]] {
        var result: [[String]] = [[]]
        for name in names { result += result.map { $0 + [name] } }
        return result
    }

    /// Records, for the permutation `selection`, every definition that differs from the default one under
    /// `key`; returns the indices of the tokens that differ.
    private mutating func differences(
        _ materialized: Materialized, selection: [String: String], key: [Context], from base: [TokenDefinition],
        index: [TokenPath: Int], composition: inout Composition, reportedOnlyIn: inout Set<TokenPath>
    ) -> Set<Int> {
        guard let flat = flatten(materialized, selection: selection) else { return [] }
        var changed = Set<Int>()
        let label = key.map(\.description).joined(separator: ", ")
        var present = Set<Int>()
        for definition in flat.tokens {
            guard let i = index[definition.path] else {
                if reportedOnlyIn.insert(definition.path).inserted {
                    diagnostics.warning(
                        .contextMismatch,
                        "token '\(definition.path)' exists only in \(label), not in the default permutation; tokenc's outputs hold the default permutation's tokens, so it is left out (compile that permutation with --context to see it)",
                        at: definition.location)
                }
                continue
            }
            present.insert(i)
            let original = base[i]
            if original === definition || Self.sameDefinition(original, definition) { continue }
            let originalType = original.type?.value ?? original.inheritedType?.value
            let newType = definition.type?.value ?? definition.inheritedType?.value
            if originalType != nil, newType != nil, originalType != newType {
                diagnostics.error(
                    .contextMismatch,
                    "token '\(definition.path)' is a \(newType!) in \(label) but a \(originalType!) by default; a token keeps one $type in every context",
                    at: (definition.type ?? definition.inheritedType)!.location,
                    notes: [
                        Diagnostic.Note("the default's $type", at: (original.type ?? original.inheritedType)!.location)
                    ])
                continue
            }
            composition.overrides[i].append((key, definition.value))
            changed.insert(i)
        }
        for i in base.indices where !present.contains(i) && reportedOnlyIn.insert(base[i].path).inserted {
            diagnostics.warning(
                .contextMismatch,
                "token '\(base[i].path)' is not defined in \(label); the outputs keep its default value there",
                at: base[i].location)
        }
        return changed
    }

    /// Whether two merges produced the same definition (the same source wrote it).
    static func sameDefinition(_ a: TokenDefinition, _ b: TokenDefinition) -> Bool {
        a.location == b.location && a.value.location == b.value.location
            && a.type?.value == b.type?.value && a.inheritedType?.value == b.inheritedType?.value
    }

    /// Each stage's sources as token nodes, with the rank of those that are Tokens Studio token sets.
    private struct Materialized {
        var sets: [Int: [(rank: Int?, node: Node)]] = [:]
        var contexts: [Int: [String: [(rank: Int?, node: Node)]]] = [:]
    }

    private mutating func materialize() -> Materialized? {
        var result = Materialized()
        var ok = true
        for (stageIndex, stage) in document.stages.enumerated() {
            switch stage {
            case .set(_, let sources):
                result.sets[stageIndex] = sources.compactMap { node(for: $0, ok: &ok) }
            case .modifier(let modifierIndex):
                var contexts: [String: [(rank: Int?, node: Node)]] = [:]
                for context in document.modifiers[modifierIndex].contexts {
                    contexts[context.name] = context.sources.compactMap { node(for: $0, ok: &ok) }
                }
                result.contexts[stageIndex] = contexts
            }
        }
        return ok ? result : nil
    }

    private mutating func node(for source: ResolverDocument.Source, ok: inout Bool) -> (rank: Int?, node: Node)? {
        switch source {
        case .inline(let node):
            return (nil, node)
        case .tokenSet(let rank, let node):
            return (rank, node)
        case .file(let relative, let pointer, let overrides, let location):
            let path = PointerResolver.join(relative, from: resolverPath)
            guard var current = documents[path] else {
                ok = false
                return nil
            }
            for segment in pointer {
                guard let next = current[segment] else {
                    diagnostics.error(
                        .invalidPointer,
                        "'\(relative)#/\(pointer.joined(separator: "/"))' does not resolve: no '\(segment)' in \(path)",
                        at: location)
                    ok = false
                    return nil
                }
                current = next
            }
            guard var members = current.members else {
                diagnostics.error(
                    .resolver, "'\(relative)' is a \(current.kindName); a source must be an object of tokens",
                    at: location)
                ok = false
                return nil
            }
            for override in overrides {
                if let at = members.firstIndex(where: { $0.key == override.key }) {
                    members[at] = override
                } else {
                    members.append(override)
                }
            }
            return (nil, overrides.isEmpty ? current : Node(.object(members), at: current.location))
        }
    }

    /// Merges one permutation's sources (last wins) and flattens them.
    private mutating func flatten(_ materialized: Materialized, selection: [String: String]) -> Flattener.Result? {
        var builder = TreeBuilder(rootLocation: SourceLocation(file: 0, line: 1, column: 1))
        builder.replacesEarlierDefinitions = true
        var ranked: [(rank: Int, node: Node)] = []
        for (stageIndex, stage) in document.stages.enumerated() {
            let nodes: [(rank: Int?, node: Node)]
            switch stage {
            case .set: nodes = materialized.sets[stageIndex] ?? []
            case .modifier(let modifierIndex):
                let modifier = document.modifiers[modifierIndex]
                nodes = materialized.contexts[stageIndex]?[selection[modifier.name] ?? modifier.defaultContext] ?? []
            }
            for (rank, node) in nodes {
                if let rank { ranked.append((rank, node)) } else { builder.add(document: node) }
            }
        }
        // Tokens Studio sets merge in the export's set order, each once, whichever modifiers bring them.
        var added = Set<Int>()
        for (rank, node) in ranked.sorted(by: { $0.rank < $1.rank }) where added.insert(rank).inserted {
            builder.add(document: node)
        }
        // Structural problems are the same in every permutation that includes the source; report them
        // from every merge (they are deduplicated) so a source used only in one context is checked too.
        diagnostics.append(contentsOf: builder.diagnostics)
        failedTokens.merge(builder.failedTokens) { first, _ in first }
        if builder.diagnostics.hasErrors { return nil }
        if builder.hasExtends {
            var extendsDiagnostics = DiagnosticBag()
            ExtendsResolver.apply(to: builder.root, diagnostics: &extendsDiagnostics)
            diagnostics.append(contentsOf: extendsDiagnostics)
            if extendsDiagnostics.hasErrors { return nil }
        }
        return Flattener.flatten(builder.root)
    }
}
