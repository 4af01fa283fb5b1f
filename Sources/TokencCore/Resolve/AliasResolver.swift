/// Resolves types and curly aliases over the flat token list and decodes every value, per context.
///
/// Dependencies are read from the raw values first and ordered with an iterative depth-first search, so
/// chains of any length resolve without recursion and every cycle is reported on each of its members.
/// Then each token is typed (own `$type`, else its alias target's, else its group's) and decoded in
/// dependency order, for the default context and for every context in which it or a dependency differs.
struct AliasResolver {
    /// The `$extensions` key under which tokenc reads interim per-context values.
    static let extensionKey = "dev.tokenc"

    let definitions: [TokenDefinition]
    let groupPaths: Set<String>
    let strictDTCG: Bool
    /// Whether an earlier `$ref` failed, so values may still contain one.
    let mayHoldFailedReferences: Bool
    private(set) var diagnostics = DiagnosticBag()

    /// Per-context definitions from a resolver, aligned with `definitions` (empty without one).
    let composedOverrides: [[(key: [Context], node: Node)]]

    init(definitions: [TokenDefinition], groupPaths: Set<String>, strictDTCG: Bool, mayHoldFailedReferences: Bool = false, composedOverrides: [[(key: [Context], node: Node)]] = []) {
        self.definitions = definitions
        self.groupPaths = groupPaths
        self.strictDTCG = strictDTCG
        self.mayHoldFailedReferences = mayHoldFailedReferences
        self.composedOverrides = composedOverrides
    }

    /// The default context name of a modifier tokenc knows, for interim `$extensions` contexts.
    static func defaultContext(of modifier: String) -> String {
        switch modifier {
        case "appearance": "light"
        case "contrast": "standard"
        default: "default"
        }
    }

    /// Tokens come back in the order of `definitions`.
    mutating func resolve() -> (tokens: [Token], modifiers: [Modifier]) {
        let count = definitions.count
        var index: [String: Int] = [:]
        index.reserveCapacity(count)
        for (i, definition) in definitions.enumerated() {
            index[definition.path.description] = i
        }

        var overrides: [[(key: [Context], node: Node)]] = Array(repeating: [], count: count)
        var dependencies: [[Int]] = Array(repeating: [], count: count)
        for (i, definition) in definitions.enumerated() {
            overrides[i] = contextOverrides(of: definition).map { ([$0.context], $0.node) }
            if !composedOverrides.isEmpty { overrides[i] += composedOverrides[i] }
            var deps: [Int] = []
            Self.collectAliases(in: definition.value) { if let target = index[$0] { deps.append(target) } }
            for override in overrides[i] {
                Self.collectAliases(in: override.node) { if let target = index[$0] { deps.append(target) } }
            }
            dependencies[i] = deps
        }

        var failed = [Bool](repeating: false, count: count)
        let order = topologicalOrder(dependencies, failed: &failed)

        var types = [TokenType?](repeating: nil, count: count)
        var values = [TokenValue?](repeating: nil, count: count)
        var variants = [[Token.ContextValue]](repeating: [], count: count)
        var variantContexts = [Set<[Context]>](repeating: [], count: count)
        var tokenReferences = [[Token.Reference]](repeating: [], count: count)
        var modifierContexts: [String: Set<String>] = [:]

        var currentContext: [Context]?
        var bag = DiagnosticBag()
        let decoder = ValueDecoder { _, _, _ in nil }
        decoder.mayHoldFailedReferences = mayHoldFailedReferences
        decoder.lookup = { [index, groupPaths, definitions] path, expected, location in
            guard let target = index[path] else {
                if groupPaths.contains(path) {
                    bag.error(.aliasToGroup, "'{\(path)}' names a group, not a token; aliases must point at tokens", at: location)
                } else {
                    var message = "unknown alias '{\(path)}'"
                    if let suggestion = Suggestion.closest(to: path, in: index.keys) { message += "; did you mean '{\(suggestion)}'?" }
                    bag.error(.unknownAlias, message, at: location)
                }
                return nil
            }
            guard !failed[target], let targetType = types[target], let value = values[target] else { return nil }
            guard targetType == expected else {
                bag.error(.aliasTypeMismatch, "'{\(path)}' is a \(targetType.rawValue) token, but a \(expected.rawValue) is expected here", at: location, notes: [Diagnostic.Note("'\(path)' is defined here", at: definitions[target].location)])
                return nil
            }
            if let context = currentContext, let variant = variants[target].first(where: { $0.contexts == context }) {
                return (variant.value, definitions[target].path)
            }
            return (value, definitions[target].path)
        }

        for i in order where !failed[i] {
            let definition = definitions[i]
            guard let type = resolveType(definition, index: index, types: types, failed: failed, bag: &bag) else {
                failed[i] = true
                continue
            }
            types[i] = type
            currentContext = nil
            decoder.references = []
            decoder.diagnostics = DiagnosticBag()
            guard let value = decoder.decode(definition.value, as: type) else {
                bag.append(contentsOf: decoder.diagnostics)
                failed[i] = true
                continue
            }
            bag.append(contentsOf: decoder.diagnostics)
            values[i] = value
            let references = decoder.references

            var contexts = Set(overrides[i].map(\.key))
            for dep in dependencies[i] { contexts.formUnion(variantContexts[dep]) }
            var tokenVariants: [Token.ContextValue] = []
            var ok = true
            for context in contexts.sorted(by: Context.precedes) {
                currentContext = context
                decoder.diagnostics = DiagnosticBag()
                decoder.references = []
                let node = overrides[i].first { $0.key == context }?.node ?? definition.value
                guard let variant = decoder.decode(node, as: type) else {
                    bag.append(contentsOf: decoder.diagnostics)
                    ok = false
                    break
                }
                bag.append(contentsOf: decoder.diagnostics)
                // A combination is kept even when it equals the default: its single contexts may not.
                if variant != value || context.count > 1 {
                    let alias = decoder.references.first { $0.pointer.isEmpty }?.target
                    tokenVariants.append(Token.ContextValue(contexts: context, value: variant, aliasOf: alias, references: decoder.references.filter { !$0.pointer.isEmpty }))
                    for single in context { modifierContexts[single.modifier, default: []].insert(single.name) }
                }
            }
            currentContext = nil
            guard ok else {
                failed[i] = true
                continue
            }
            variants[i] = tokenVariants
            variantContexts[i] = Set(tokenVariants.map(\.contexts))

            tokenReferences[i] = references
        }
        diagnostics.append(contentsOf: bag)
        for i in 0..<count where variants[i].contains(where: { $0.contexts.count > 1 }) {
            variants[i] = Self.decisiveVariants(variants[i], defaultValue: values[i])
            let combinations = variants[i].filter { $0.contexts.count > 1 }
            if let first = combinations.first {
                let modifiers = Set(combinations.flatMap { $0.contexts.map(\.modifier) }).sorted()
                diagnostics.warning(.contextCombination, "token '\(definitions[i].path)' depends on \(modifiers.joined(separator: " and ")) together: under \(Context.describe(first.contexts)) its value is not decided by either context alone; the outputs carry \(combinations.count) combined value\(combinations.count == 1 ? "" : "s")", at: definitions[i].location)
            }
        }
        var tokens: [Token] = []
        tokens.reserveCapacity(count)
        for i in 0..<count where !failed[i] {
            guard let type = types[i], let value = values[i] else { continue }
            let definition = definitions[i]
            let references = tokenReferences[i]
            tokens.append(Token(
                path: definition.path,
                type: type,
                value: value,
                contextValues: variants[i],
                description: definition.description,
                deprecation: definition.effectiveDeprecation,
                extensions: definition.extensions,
                aliasOf: references.first { $0.pointer.isEmpty }?.target,
                references: references.filter { !$0.pointer.isEmpty },
                location: definition.location,
                valueLocation: definition.value.location
            ))
        }
        let modifiers = modifierContexts.map { name, contexts in
            Modifier(name: name, contexts: Array(contexts), defaultContext: Self.defaultContext(of: name))
        }
        return (tokens, modifiers)
    }

    /// Keeps single-context values, and a combination's value only where the single contexts (and smaller
    /// combinations) it contains do not already give it: the most specific recorded key decides, and
    /// recorded keys that tie must agree, or the combination is kept.
    static func decisiveVariants(_ variants: [Token.ContextValue], defaultValue: TokenValue?) -> [Token.ContextValue] {
        var kept = variants.filter { $0.contexts.count == 1 }
        for candidate in variants.filter({ $0.contexts.count > 1 }).sorted(by: { Context.precedes($0.contexts, $1.contexts) }) {
            let contained = kept.filter { $0.contexts.count < candidate.contexts.count && $0.contexts.allSatisfy(candidate.contexts.contains) }
            let maximal = contained.filter { inner in
                !contained.contains { $0.contexts.count > inner.contexts.count && inner.contexts.allSatisfy($0.contexts.contains) }
            }
            let predicted: TokenValue?
            if maximal.isEmpty {
                predicted = defaultValue
            } else if maximal.dropFirst().allSatisfy({ $0.value == maximal[0].value }) {
                predicted = maximal[0].value
            } else {
                predicted = nil
            }
            if predicted != candidate.value { kept.append(candidate) }
        }
        return kept
    }

    private func resolveType(_ definition: TokenDefinition, index: [String: Int], types: [TokenType?], failed: [Bool], bag: inout DiagnosticBag) -> TokenType? {
        if let declared = definition.type {
            return parseType(declared, bag: &bag)
        }
        if case .string(let text) = definition.value.kind, let inner = ValueDecoder.aliasPath(text) {
            let path = String(inner)
            if let target = index[path] {
                if failed[target] { return nil }
                return types[target]
            }
            guard ValueDecoder.isValidAliasPath(inner) else {
                bag.error(.aliasSyntax, "'\(text)' is not a valid alias; write '{group.token}' with non-empty names and no nested braces", at: definition.value.location)
                return nil
            }
            if groupPaths.contains(path) {
                bag.error(.aliasToGroup, "'{\(path)}' names a group, not a token; aliases must point at tokens", at: definition.value.location)
            } else {
                var message = "unknown alias '{\(path)}'"
                if let suggestion = Suggestion.closest(to: path, in: index.keys) { message += "; did you mean '{\(suggestion)}'?" }
                bag.error(.unknownAlias, message, at: definition.value.location)
            }
            return nil
        }
        if let inherited = definition.inheritedType {
            return parseType(inherited, bag: &bag)
        }
        bag.error(.missingType, "token '\(definition.path)' has no $type; set \"$type\" on the token or an enclosing group (a type is never guessed from the value)", at: definition.location)
        return nil
    }

    private func parseType(_ declared: Located<String>, bag: inout DiagnosticBag) -> TokenType? {
        guard let type = TokenType.named(declared.value) else {
            var message = "unknown $type '\(declared.value)'"
            if let suggestion = Suggestion.closest(to: declared.value, in: TokenType.allCases.map(\.rawValue)) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of \(TokenType.allCases.map(\.rawValue).joined(separator: ", "))"
            }
            bag.error(.unknownType, message, at: declared.location)
            return nil
        }
        if strictDTCG, type.isExtension {
            bag.error(.extensionType, "$type '\(type.rawValue)' is a tokenc extension, not a DTCG type; it is rejected under --strict-dtcg", at: declared.location)
            return nil
        }
        return type
    }

    /// Orders tokens so every alias target comes before the tokens that use it; reports cycles.
    private mutating func topologicalOrder(_ dependencies: [[Int]], failed: inout [Bool]) -> [Int] {
        let count = dependencies.count
        var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on stack, 2 done
        var order: [Int] = []
        order.reserveCapacity(count)
        var stack: [(node: Int, next: Int)] = []
        for start in 0..<count where state[start] == 0 {
            stack.append((start, 0))
            state[start] = 1
            while let top = stack.last {
                let deps = dependencies[top.node]
                if top.next < deps.count {
                    stack[stack.count - 1].next += 1
                    let dep = deps[top.next]
                    if state[dep] == 0 {
                        state[dep] = 1
                        stack.append((dep, 0))
                    } else if state[dep] == 1 {
                        let startIndex = stack.lastIndex { $0.node == dep }!
                        let members = stack[startIndex...].map(\.node)
                        if !members.allSatisfy({ failed[$0] }) { reportCycle(members) }
                        for member in members { failed[member] = true }
                    }
                } else {
                    stack.removeLast()
                    state[top.node] = 2
                    order.append(top.node)
                }
            }
        }
        return order
    }

    private mutating func reportCycle(_ members: [Int]) {
        let paths = members.map { definitions[$0].path.aliasSyntax }
        let shown = paths.count > 8 ? paths.prefix(4) + ["… (\(paths.count - 6) more)"] + paths.suffix(2) : ArraySlice(paths)
        let chain = (shown + [paths[0]]).joined(separator: " → ")
        for member in members {
            let notes = members.filter { $0 != member }.prefix(8).map {
                Diagnostic.Note("'\(definitions[$0].path)' is part of the cycle", at: definitions[$0].value.location)
            }
            diagnostics.error(.aliasCycle, "circular alias: \(chain)", at: definitions[member].value.location, notes: Array(notes))
        }
    }

    /// Calls `body` with the path of every curly alias string in `node`.
    static func collectAliases(in node: Node, _ body: (String) -> Void) {
        guard node.mayContainAlias else { return }
        switch node.kind {
        case .string(let text):
            if let inner = ValueDecoder.aliasPath(text) { body(String(inner)) }
        case .array(let elements):
            for element in elements { collectAliases(in: element, body) }
        case .object(let members):
            for member in members { collectAliases(in: member.value, body) }
        default:
            break
        }
    }

    /// Per-context values from `$extensions["dev.tokenc"].contexts`: `{modifier: {context: value}}`.
    private mutating func contextOverrides(of definition: TokenDefinition) -> [(context: Context, node: Node)] {
        guard let vendor = definition.extensions?[Self.extensionKey], let contextsNode = vendor["contexts"] else { return [] }
        guard let modifiers = contextsNode.members else {
            diagnostics.error(.invalidContext, "\"contexts\" must map a modifier name to {context: value}, e.g. {\"appearance\": {\"dark\": …}}", at: contextsNode.location)
            return []
        }
        var result: [(context: Context, node: Node)] = []
        for modifier in modifiers {
            guard let contexts = modifier.value.members else {
                diagnostics.error(.invalidContext, "modifier '\(modifier.key)' must map context names to values, e.g. {\"dark\": …}", at: modifier.value.location)
                continue
            }
            for context in contexts {
                if context.key == Self.defaultContext(of: modifier.key) {
                    diagnostics.error(.invalidContext, "'\(context.key)' is the default context of '\(modifier.key)'; its value is \"$value\"", at: context.keyLocation)
                    continue
                }
                result.append((Context(modifier: modifier.key, name: context.key), context.value))
            }
        }
        return result
    }
}
