/// Merges a resolver document's sources into token definitions for the default permutation, plus, for each
/// context, only the definitions that differ from it: one model for every permutation, linear in the number
/// of contexts. Every input comes this way: plain token files as a document of one set, a foreign format's
/// themes as the document its adapter writes.
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
    /// Whether a token that the default permutation lacks is built anyway, its default value taken from the first
    /// context (in the document's order) that defines it; otherwise it is left out. A Tokens Studio export adopts
    /// them (its reference pipeline builds every theme as an output of its own); a resolver document, whose
    /// every permutation is meant to be whole, does not.
    let adoptsContextOnlyTokens: Bool
    /// Whether a token that a later source defines again is reported, as plain token files are merged (DTCG
    /// merges files only through a resolver document), rather than replaced silently, as a resolver's sources are.
    let reportsRedefinitions: Bool
    /// The spec's letter (`--strict-dtcg`): the structural deviations real files make are errors.
    let strictDTCG: Bool
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
        /// Whether some definitions are tokens the default permutation lacks (``adoptsContextOnlyTokens``),
        /// appended after the others, so the definitions are no longer in tree order.
        var adopted = false
    }

    init(
        document: ResolverDocument, documents: [String: Node], resolverPath: String, adoptsContextOnlyTokens: Bool,
        reportsRedefinitions: Bool = false, strictDTCG: Bool = false
    ) {
        self.document = document
        self.documents = documents
        self.resolverPath = resolverPath
        self.adoptsContextOnlyTokens = adoptsContextOnlyTokens
        self.reportsRedefinitions = reportsRedefinitions
        self.strictDTCG = strictDTCG
    }

    /// Composes one permutation only (`selection`: modifier → context; others at their defaults), or, with
    /// `selection` nil, the default permutation with every context as overrides.
    mutating func compose(selection: [String: String]?) -> Composition? {
        guard let materialized = materialize() else { return nil }
        var base: [String: String] = [:]
        for modifier in document.modifiers {
            base[modifier.name] = selection?[modifier.name] ?? modifier.defaultContext
        }
        let baseFlat = flatten(materialized, selection: base)
        var composition = Composition(
            definitions: baseFlat.tokens, groupPaths: baseFlat.groupPaths,
            groupDescriptions: baseFlat.groupDescriptions, groupNames: baseFlat.groupNames,
            overrides: Array(repeating: [], count: baseFlat.tokens.count), modifiers: [])
        guard selection == nil, !document.modifiers.isEmpty else { return composition }

        var index: [TokenPath: Int] = [:]
        for (i, definition) in baseFlat.tokens.enumerated() { index[definition.path] = i }
        var touched: [String: Set<Int>] = [:]
        var reported = Reported()

        // Every context of every modifier on its own.
        for modifier in document.modifiers {
            for context in modifier.contexts where context.name != modifier.defaultContext {
                var selectionHere = base
                selectionHere[modifier.name] = context.name
                let key = [Context(modifier: modifier.name, name: context.name)]
                let changed = differences(
                    materialized, selection: selectionHere, key: key, index: &index, composition: &composition,
                    reported: &reported)
                touched[modifier.name, default: []].formUnion(changed)
            }
        }
        report(&reported)
        composition.modifiers = document.modifiers.map {
            var modifier = Modifier(
                name: $0.name, contexts: $0.contexts.map(\.name), defaultContext: $0.defaultContext, keepingOrder: true)
            for context in $0.contexts { modifier.contextLocations[context.name] = context.location }
            return modifier
        }
        guard document.modifiers.count >= 2 else { return composition }

        // Combinations, only for modifiers that touch a token in common (through aliases too, and references
        // inside strings and math).
        var dependents: [[Int]] = Array(repeating: [], count: composition.definitions.count)
        for (i, definition) in composition.definitions.enumerated() {
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
                    materialized, selection: selectionHere, key: key.sorted(), index: &index,
                    composition: &composition, reported: &reported)
            }
        }
        report(&reported)
        return composition
    }

    /// All subsets of `names` (kept in their order), for combinations of touching modifiers.
    static func subsets(of names: [String]) -> [[String]] {
        var result: [[String]] = [[]]
        for name in names { result += result.map { $0 + [name] } }
        return result
    }

    /// The tokens that exist only outside the default permutation, and the default's tokens that a context
    /// leaves undefined, each token once, grouped by the context key where it was first seen.
    private struct Reported {
        var seen = Set<TokenPath>()
        var onlyIn: [(label: String, tokens: [TokenDefinition])] = []
        var notIn: [(label: String, tokens: [TokenDefinition])] = []

        mutating func add(
            _ definition: TokenDefinition, label: String,
            to list: WritableKeyPath<Self, [(label: String, tokens: [TokenDefinition])]>
        ) {
            guard seen.insert(definition.path).inserted else { return }
            if self[keyPath: list].last?.label == label {
                self[keyPath: list][self[keyPath: list].count - 1].tokens.append(definition)
            } else {
                self[keyPath: list].append((label, [definition]))
            }
        }
    }

    /// One warning per context key and cause, at the first token, naming a few of the tokens; what is reported
    /// is not again.
    private mutating func report(_ reported: inout Reported) {
        defer { (reported.onlyIn, reported.notIn) = ([], []) }
        func names(_ tokens: [TokenDefinition]) -> String {
            let shown = tokens.prefix(4).map { "'\($0.path)'" }.joined(separator: ", ")
            return tokens.count > 4 ? shown + " and \(tokens.count - 4) more" : shown
        }
        func count(_ tokens: [TokenDefinition]) -> String {
            tokens.count == 1 ? "token \(names(tokens)) exists" : "\(tokens.count) tokens (\(names(tokens))) exist"
        }
        for (label, tokens) in reported.onlyIn {
            let one = tokens.count == 1
            let outcome =
                adoptsContextOnlyTokens
                ? "\(one ? "it is" : "they are") built, with \(one ? "its" : "their") value there as the default"
                : "tokenc's outputs hold the default permutation's tokens, so \(one ? "it is" : "they are") left out (compile that permutation with --context to see \(one ? "it" : "them"))"
            diagnostics.warning(
                .contextMismatch, "\(count(tokens)) only in \(label), not in the default permutation; \(outcome)",
                at: tokens[0].location)
        }
        for (label, tokens) in reported.notIn {
            let subject =
                tokens.count == 1 ? "token \(names(tokens)) is" : "\(tokens.count) tokens (\(names(tokens))) are"
            diagnostics.warning(
                .contextMismatch,
                "\(subject) not defined in \(label); the outputs keep the default value\(tokens.count == 1 ? "" : "s") there",
                at: tokens[0].location)
        }
    }

    /// Records, for the permutation `selection`, every definition that differs from the default one under
    /// `key`; returns the indices of the tokens that differ. A token the default lacks is adopted (appended to
    /// the definitions, ``adoptsContextOnlyTokens``) or reported.
    private mutating func differences(
        _ materialized: Materialized, selection: [String: String], key: [Context], index: inout [TokenPath: Int],
        composition: inout Composition, reported: inout Reported
    ) -> Set<Int> {
        let flat = flatten(materialized, selection: selection)
        var changed = Set<Int>()
        let label = key.map(\.description).joined(separator: ", ")
        var present = Set<Int>()
        let known = composition.definitions.count
        for definition in flat.tokens {
            guard let i = index[definition.path] else {
                reported.add(definition, label: label, to: \.onlyIn)
                if adoptsContextOnlyTokens {
                    index[definition.path] = composition.definitions.count
                    present.insert(composition.definitions.count)
                    composition.definitions.append(definition)
                    composition.overrides.append([])
                    composition.adopted = true
                    var group = definition.path.components.dropLast()
                    while !group.isEmpty {
                        let dotted = group.joined(separator: ".")
                        guard flat.groupPaths.contains(dotted), composition.groupPaths.insert(dotted).inserted else {
                            break
                        }
                        group.removeLast()
                    }
                }
                continue
            }
            present.insert(i)
            let original = composition.definitions[i]
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
        for i in 0..<known where !present.contains(i) {
            reported.add(composition.definitions[i], label: label, to: \.notIn)
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

    /// Merges one permutation's sources (last wins) and flattens them. A structural error leaves its token or
    /// group out (``failedTokens``) and the others are read on, so every error is reported at once.
    private mutating func flatten(_ materialized: Materialized, selection: [String: String]) -> Flattener.Result {
        var builder = TreeBuilder(rootLocation: SourceLocation(file: 0, line: 1, column: 1))
        builder.replacesEarlierDefinitions = !reportsRedefinitions
        builder.strictDTCG = strictDTCG
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
        if builder.hasExtends { ExtendsResolver.apply(to: builder.root, diagnostics: &diagnostics) }
        return Flattener.flatten(builder.root)
    }
}
