/// Resolves types and curly aliases over the flat token list and decodes every value, per context.
///
/// Dependencies are read from the raw values first and ordered with an iterative depth-first search, so
/// chains of any length resolve without recursion and every cycle is reported on each of its members.
/// Then each token is typed (own `$type`, else its alias target's, else its group's) and decoded in
/// dependency order, for the default context and for every context in which it or a dependency differs.
struct AliasResolver {
    /// The `$extensions` key under which tokenc reads interim per-context values.

    let definitions: [TokenDefinition]
    let groupPaths: Set<String>
    let strictDTCG: Bool
    /// Whether an earlier `$ref` failed, so values may still contain one.
    let mayHoldFailedReferences: Bool
    let rules: ValueRules
    /// The rules of the files whose format reads values otherwise than `rules` (by file index).
    let fileRules: [Int32: ValueRules]
    private(set) var diagnostics = DiagnosticBag()
    /// After ``resolve()``: the tokens that did not resolve.
    private(set) var unresolved: Set<TokenPath> = []

    /// Per-context definitions from a resolver, aligned with `definitions` (empty without one).
    let composedOverrides: [[(key: [Context], node: Node)]]
    /// Tokens written but not read, by dotted path: a reference to one is a note, not a second error.
    var failedTokens: [String: SourceLocation] = [:]

    init(
        definitions: [TokenDefinition], groupPaths: Set<String>, strictDTCG: Bool,
        mayHoldFailedReferences: Bool = false, composedOverrides: [[(key: [Context], node: Node)]] = [],
        rules: ValueRules = .dtcg, fileRules: [Int32: ValueRules] = [:]
    ) {
        self.definitions = definitions
        self.groupPaths = groupPaths
        self.strictDTCG = strictDTCG
        self.mayHoldFailedReferences = mayHoldFailedReferences
        self.composedOverrides = composedOverrides
        self.rules = rules
        self.fileRules = fileRules
    }

    /// CSS's keywords for every property, which early drafts write where a value is expected.
    static let cssWideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]

    /// The most unknown aliases that are each given the closest path.
    static let suggestionLimit = 256

    /// The default context name of a modifier tokenc knows, for interim `$extensions` contexts.
    static func defaultContext(of modifier: String) -> String {
        switch modifier {
        case "appearance": "light"
        case "contrast": "standard"
        default: "default"
        }
    }

    /// The definitions, shared read-only with the workers: they are not mutated while resolving, so sharing
    /// them across threads is safe.
    private struct SharedDefinitions: @unchecked Sendable {
        let definitions: [TokenDefinition]
        let composedOverrides: [[(key: [Context], node: Node)]]
    }

    /// What the decoding workers read.
    private struct Inputs: Sendable {
        let shared: SharedDefinitions
        var definitions: [TokenDefinition] { shared.definitions }
        let index: PathIndex
        let groupPaths: Set<String>
        let failedTokens: [String: SourceLocation]
        let strictDTCG: Bool
        let mayHoldFailedReferences: Bool
        let rules: ValueRules
        let fileRules: [Int32: ValueRules]
        /// Whether an unknown alias is given the closest path (not when there are too many to compare).
        let suggests: Bool
        let overrides: [[(key: [Context], node: Node)]]
        let dependencies: [[Int]]

        /// The rules of the file a token (or a reference) is written in.
        func rules(at location: SourceLocation) -> ValueRules { fileRules[location.file] ?? rules }
    }

    /// What earlier dependency levels resolved; the next level reads it.
    private struct Resolved: Sendable {
        var types: [TokenType?]
        var values: [TokenValue?]
        var variants: [[Token.ContextValue]]
        var failed: [Bool]
        /// ``Token/cssOnly`` by token, for the few that have one.
        var cssOnly: [Int: String] = [:]
    }

    /// One token's type, value (nil when it failed), context values, references and problems.
    private struct Outcome: Sendable {
        var type: TokenType?
        var value: TokenValue?
        var variants: [Token.ContextValue] = []
        var references: [Token.Reference] = []
        var diagnostics = DiagnosticBag()
        var cssOnly: String?
    }

    /// The context a lookup is for, and the problems lookups report, for one worker's decoder.
    private final class LookupState {
        var context: [Context]?
        var diagnostics = DiagnosticBag()
    }

    /// Tokens come back in the order of `definitions`.
    ///
    /// Tokens are decoded level by level: a token's level is one more than its deepest alias target's, so the
    /// tokens of one level never read each other and are decoded on all cores.
    mutating func resolve() -> (tokens: [Token], modifiers: [Modifier]) {
        let count = definitions.count
        let shared = SharedDefinitions(definitions: definitions, composedOverrides: composedOverrides)
        let runLength = max(512, count / 16)
        let runs = Parallel.runs(count, length: runLength)

        let index = PathIndex(definitions.map(\.path))

        let (rules, fileRules) = (rules, fileRules)
        let prepared = Parallel.map(runs.count) { [index] run in
            var bag = DiagnosticBag()
            var unknown = 0
            let tokens = runs[run].map { i -> (overrides: [(key: [Context], node: Node)], dependencies: [Int]) in
                let definition = shared.definitions[i]
                var overrides = Self.contextOverrides(of: definition, diagnostics: &bag)
                    .map { (key: [$0.context], node: $0.node) }
                if !shared.composedOverrides.isEmpty { overrides += shared.composedOverrides[i] }
                var dependencies: [Int] = []
                // A string token's `{path}` references are read while decoding it, so they come first too; so are
                // those in Tokens Studio math and color functions, and in an early draft's `calc()`.
                let interpolates =
                    (fileRules[definition.location.file] ?? rules).allowsMath
                    || (definition.type ?? definition.inheritedType)?.value == "string"
                func collect(_ node: Node) {
                    guard node.mayContainAlias else { return }
                    Self.collectAliases(in: node) {
                        if let target = index[$0] { dependencies.append(target) } else { unknown += 1 }
                    }
                    Self.collectEmbeddedAliases(
                        in: node, where: { interpolates || ValueDecoder.isCalc($0) || ValueDecoder.isCSSGradient($0) }
                    ) {
                        if let target = index[$0] { dependencies.append(target) }
                    }
                }
                collect(definition.value)
                for override in overrides { collect(override.node) }
                return (overrides, dependencies)
            }
            return (tokens, bag, unknown)
        }
        var overrides: [[(key: [Context], node: Node)]] = []
        var dependencies: [[Int]] = []
        overrides.reserveCapacity(count)
        dependencies.reserveCapacity(count)
        // A suggestion for each unknown alias compares it with every path: with thousands of them (a file that
        // spells its references otherwise), that alone took seconds, so past a few hundred there is none.
        let suggests = prepared.reduce(0) { $0 + $1.2 } <= Self.suggestionLimit
        for (tokens, bag, _) in prepared {
            diagnostics.append(contentsOf: bag)
            for token in tokens {
                overrides.append(token.overrides)
                dependencies.append(token.dependencies)
            }
        }

        var resolved = Resolved(
            types: Array(repeating: nil, count: count), values: Array(repeating: nil, count: count),
            variants: Array(repeating: [], count: count), failed: Array(repeating: false, count: count))
        let order = topologicalOrder(dependencies, failed: &resolved.failed)
        var level = [Int](repeating: 0, count: count)
        var levels: [[Int]] = []
        for i in order where !resolved.failed[i] {
            level[i] = dependencies[i].reduce(0) { max($0, resolved.failed[$1] ? 0 : level[$1] + 1) }
            if level[i] == levels.count { levels.append([]) }
            levels[level[i]].append(i)
        }

        let inputs = Inputs(
            shared: shared, index: index, groupPaths: groupPaths, failedTokens: failedTokens, strictDTCG: strictDTCG,
            mayHoldFailedReferences: mayHoldFailedReferences, rules: rules, fileRules: fileRules, suggests: suggests,
            overrides: overrides,
            dependencies: dependencies)
        var bag = DiagnosticBag()
        var tokenReferences = [[Token.Reference]](repeating: [], count: count)
        var modifierContexts: [String: Set<String>] = [:]
        for members in levels {
            let outcomes = Self.decode(members, inputs: inputs, resolved: resolved)
            for (i, outcome) in zip(members, outcomes) {
                bag.append(contentsOf: outcome.diagnostics)
                resolved.types[i] = outcome.type
                guard let value = outcome.value else {
                    resolved.failed[i] = true
                    continue
                }
                resolved.values[i] = value
                resolved.variants[i] = outcome.variants
                if let reason = outcome.cssOnly { resolved.cssOnly[i] = reason }
                tokenReferences[i] = outcome.references
                for variant in outcome.variants {
                    for single in variant.contexts {
                        modifierContexts[single.modifier, default: []].insert(single.name)
                    }
                }
            }
        }
        diagnostics.append(contentsOf: bag)
        // One warning per set of modifiers that decide values together (brand × theme is an ordinary pattern: a
        // line per token would bury what else there is to read).
        var together: [[String]: (tokens: [Int], first: [Context])] = [:]
        for i in 0..<count where resolved.variants[i].contains(where: { $0.contexts.count > 1 }) {
            resolved.variants[i] = Self.decisiveVariants(resolved.variants[i], defaultValue: resolved.values[i])
            let combinations = resolved.variants[i].filter { $0.contexts.count > 1 }
            if let first = combinations.first {
                let modifiers = Set(combinations.flatMap { $0.contexts.map(\.modifier) }).sorted()
                together[modifiers, default: ([], first.contexts)].tokens.append(i)
            }
        }
        for (modifiers, found) in together.sorted(by: { $0.value.tokens[0] < $1.value.tokens[0] }) {
            let names = found.tokens.prefix(4).map { "'\(definitions[$0].path)'" }.joined(separator: ", ")
            let subject =
                found.tokens.count == 1
                ? "token \(names) depends"
                : "\(found.tokens.count) tokens (\(names)\(found.tokens.count > 4 ? " and \(found.tokens.count - 4) more" : "")) depend"
            let example =
                found.tokens.count == 1
                ? "its value under \(Context.describe(found.first))"
                : "under \(Context.describe(found.first)), for one, a value"
            diagnostics.warning(
                .contextCombination,
                "\(subject) on \(modifiers.joined(separator: " and ")) together: \(example) is not decided by either context alone; the outputs carry the combined values",
                at: definitions[found.tokens[0]].location)
        }
        let token: @Sendable (Int) -> Token? = { [resolved, tokenReferences] i in
            guard !resolved.failed[i], let type = resolved.types[i], let value = resolved.values[i] else { return nil }
            let definition = shared.definitions[i]
            let references = tokenReferences[i]
            return Token(
                path: definition.path,
                type: type,
                value: value,
                contextValues: resolved.variants[i],
                description: definition.description,
                deprecation: definition.effectiveDeprecation,
                extensions: TokenSyntax.written(definition.extensions),
                aliasOf: references.first { $0.pointer.isEmpty }?.target,
                references: references.filter { !$0.pointer.isEmpty },
                location: definition.location,
                valueLocation: definition.value.location,
                calc: type == .dimension || resolved.cssOnly[i] != nil
                    ? definition.value.string.flatMap { ValueDecoder.isCalc($0) ? $0 : nil } : nil,
                cssOnly: resolved.cssOnly[i]
            )
        }
        let tokens = (0..<count).compactMap(token)
        unresolved = Set(
            (0..<count).filter { resolved.failed[$0] || resolved.values[$0] == nil }.map { definitions[$0].path })
        let modifiers = modifierContexts.map { name, contexts in
            Modifier(name: name, contexts: Array(contexts), defaultContext: Self.defaultContext(of: name))
        }
        return (tokens, modifiers)
    }

    /// Decodes one level's tokens, on all cores when there are many.
    private static func decode(_ members: [Int], inputs: Inputs, resolved: Resolved) -> [Outcome] {
        let runs = Parallel.runs(members.count, length: max(256, members.count / 8))
        return Array(
            Parallel.map(runs.count) { run in
                let state = LookupState()
                var decoders: [ValueRules: ValueDecoder] = [:]
                func decoder(for rules: ValueRules) -> ValueDecoder {
                    if let made = decoders[rules] { return made }
                    let decoder = ValueDecoder(strictDTCG: inputs.strictDTCG, rules: rules) {
                        path, expected, location in
                        lookup(
                            path, expected: expected, at: location, context: state.context, inputs: inputs,
                            resolved: resolved, diagnostics: &state.diagnostics)
                    }
                    decoder.typeOf = { path in
                        inputs.index[path].flatMap { resolved.failed[$0] ? nil : resolved.types[$0] }
                    }
                    decoder.namesToken = { path in inputs.index[path] != nil }
                    if let key = rules.weightStyleExtension {
                        decoder.fontStyleOf = { path in fontStyle(of: path, in: key, inputs: inputs) }
                    }
                    decoder.mayHoldFailedReferences = inputs.mayHoldFailedReferences
                    decoders[rules] = decoder
                    return decoder
                }
                return members[runs[run]].map {
                    decode(
                        $0, decoder: decoder(for: inputs.rules(at: inputs.definitions[$0].location)), state: state,
                        inputs: inputs, resolved: resolved)
                }
            }.joined())
    }

    /// The style kept from a weight name (``ValueRules/weightStyleExtension``, `key`) of the token at `path`, or of
    /// the token it aliases.
    private static func fontStyle(of path: Substring, in key: String, inputs: Inputs) -> String? {
        var path = path
        for _ in 0..<32 {
            guard let index = inputs.index[path] else { return nil }
            let definition = inputs.definitions[index]
            if let style = definition.extensions?[key]?["fontStyle"]?.string { return style }
            guard let text = definition.value.string, let next = TokenSyntax.referencePath(text) else { return nil }
            path = next
        }
        return nil
    }

    /// A token's type, value and context values, with what its lookups reported.
    private static func decode(_ i: Int, decoder: ValueDecoder, state: LookupState, inputs: Inputs, resolved: Resolved)
        -> Outcome
    {
        var outcome = decodeValues(i, decoder: decoder, state: state, inputs: inputs, resolved: resolved)
        outcome.diagnostics.append(contentsOf: state.diagnostics)
        state.diagnostics = DiagnosticBag()
        state.context = nil
        return outcome
    }

    private static func decodeValues(
        _ i: Int, decoder: ValueDecoder, state: LookupState, inputs: Inputs, resolved: Resolved
    ) -> Outcome {
        let definition = inputs.definitions[i]
        var outcome = Outcome()
        guard var type = resolveType(definition, inputs: inputs, resolved: resolved, bag: &outcome.diagnostics) else {
            return outcome
        }
        if type == .number, inputs.rules(at: definition.location).referencesCoerce,
            let size = sizeSource(of: definition, in: inputs, resolved)
        {
            // As the format's own pipeline writes it: a number made of a size is that size, unit and all.
            outcome.diagnostics.warning(
                .studioType,
                "token '\(definition.path)' is a number, but its value comes from the size '\(size)'; it is read as a dimension, so outputs keep the unit",
                at: definition.value.location)
            type = .dimension
        }
        if type == .color || type == .fontWeight, case .string(let text) = definition.value.kind,
            Self.cssWideKeywords.contains(text.lowercased()) || (type == .color && text.lowercased() == "currentcolor")
        {
            guard
                outcome.diagnostics.deviation(
                    .legacyValue,
                    "'\(text)' is a CSS keyword, which no \(type == .color ? "color" : "font weight") is: it is kept as text (a string) for CSS, which resolves it where it is used, and the outputs for Apple platforms leave it out; DTCG 2025.10 wants the \(type == .color ? "color" : "weight") it should be",
                    at: definition.value.location, strict: inputs.strictDTCG)
            else { return outcome }
            type = .string
            outcome.cssOnly = "'\(text)' is a CSS keyword, which CSS resolves where the token is used"
        }
        if type == .dimension, inputs.overrides[i].isEmpty, case .string(let text) = definition.value.kind,
            ValueDecoder.isCalc(text)
        {
            let reported = state.diagnostics
            if let calc = decoder.relativeCalc(text, at: definition.value) {
                guard
                    outcome.diagnostics.deviation(
                        .legacyDimension,
                        "dimension written as the CSS \"\(text)\", which has a term in \(calc.unit), a length relative to the font, the container or the viewport: CSS keeps the calc(), the other outputs leave the token out; DTCG 2025.10 wants a px or rem dimension",
                        at: definition.value.location, strict: inputs.strictDTCG)
                else { return outcome }
                outcome.type = .string
                outcome.value = .string(calc.text)
                outcome.cssOnly =
                    "its calc() has a term in \(calc.unit), which has no fixed length in points (CSS keeps it)"
                return outcome
            }
            // The value's own decoding reports what the lookups found.
            state.diagnostics = reported
            decoder.diagnostics = DiagnosticBag()
        }
        if type == .color, case .string(let text) = definition.value.kind {
            if ValueDecoder.isCSSGradient(text) {
                let shown = text.count > 48 ? text.prefix(48) + "…" : Substring(text)
                guard
                    outcome.diagnostics.deviation(
                        .gradientColor,
                        "color written as the CSS gradient \"\(shown)\", which no color is: it is kept as text (a string) for CSS; DTCG 2025.10 wants a gradient token, {\"$type\": \"gradient\", \"$value\": [{\"color\", \"position\"}, …]}",
                        at: definition.value.location, strict: inputs.strictDTCG)
                else { return outcome }
                // As Tokens Studio's pipeline keeps one: text, which CSS reads and the other outputs show.
                type = .string
            } else if aliasesGradientText(text, inputs: inputs, resolved: resolved) {
                // An alias to a gradient kept as text is that text too (said once, at the gradient).
                type = .string
            }
        }
        outcome.type = type
        decoder.references = []
        decoder.diagnostics = DiagnosticBag()
        decoder.customTypeName = type == .custom ? (definition.type ?? definition.inheritedType)?.value ?? "" : ""
        decoder.readsExtension = definition.readsExtension
        defer { decoder.readsExtension = false }
        let decoded = decoder.decode(definition.value, as: type)
        outcome.diagnostics.append(contentsOf: decoder.diagnostics)
        guard var value = decoded else { return outcome }
        var references = decoder.references
        if let fallback = definition.fallbackValue,
            let edited = editedFallback(fallback, of: value, type: type, decoder: decoder, outcome: &outcome)
        {
            (value, references) = edited
        }

        let defaultAlias = references.first { $0.pointer.isEmpty }?.target
        var contexts = Set(inputs.overrides[i].map(\.key))
        for dependency in inputs.dependencies[i] {
            for variant in resolved.variants[dependency] { contexts.insert(variant.contexts) }
        }
        var variants: [Token.ContextValue] = []
        for context in contexts.sorted(by: Context.precedes) {
            state.context = context
            decoder.diagnostics = DiagnosticBag()
            decoder.references = []
            let node = inputs.overrides[i].first { $0.key == context }?.node ?? definition.value
            let variant = decoder.decode(node, as: type)
            outcome.diagnostics.append(contentsOf: decoder.diagnostics)
            guard let variant else { return outcome }
            // A combination is kept even when it equals the default: its single contexts may not. So is a value
            // that equals the default through another alias: the target may differ where another modifier
            // decides too.
            let alias = decoder.references.first { $0.pointer.isEmpty }?.target
            if variant != value || context.count > 1 || alias != defaultAlias {
                variants.append(
                    Token.ContextValue(
                        contexts: context, value: variant, aliasOf: alias,
                        references: decoder.references.filter { !$0.pointer.isEmpty }))
            }
        }
        outcome.value = value
        outcome.variants = variants
        outcome.references = references
        return outcome
    }

    /// The `$value` written beside an exact value in tokenc's extension, when it is no longer the nearest DTCG
    /// value to it (someone edited `$value`): then `$value` is what the author means, and says so.
    private static func editedFallback(
        _ fallback: Node, of exact: TokenValue, type: TokenType, decoder: ValueDecoder, outcome: inout Outcome
    ) -> (TokenValue, [Token.Reference])? {
        let readsExtension = decoder.readsExtension
        decoder.readsExtension = false
        defer { decoder.readsExtension = readsExtension }
        decoder.references = []
        decoder.diagnostics = DiagnosticBag()
        let written = decoder.decode(fallback, as: type)
        outcome.diagnostics.append(contentsOf: decoder.diagnostics)
        guard let written, case .typography(let typography) = exact,
            written != .typography(typography.conforming ?? typography)
        else { return nil }
        outcome.diagnostics.warning(
            .extensionValue,
            "$value is not the nearest DTCG value to the exact value kept in $extensions[\"dev.tokenc\"].value, so it was edited since: $value is used; remove the extension's value to silence this",
            at: fallback.location)
        return (written, decoder.references)
    }

    /// An alias target's value in `context` (its default value where it does not differ there); nil after
    /// reporting an unknown target or a type mismatch, and silently when the target failed.
    private static func lookup(
        _ path: Substring, expected: TokenType?, at location: SourceLocation, context: [Context]?, inputs: Inputs,
        resolved: Resolved, diagnostics bag: inout DiagnosticBag
    ) -> (value: TokenValue, target: TokenPath)? {
        guard let target = inputs.index[path] else {
            reportMissingTarget(path, at: location, inputs: inputs, bag: &bag)
            return nil
        }
        if inputs.definitions[target].path.components.last == "$root", !path.hasSuffix(".$root") {
            let proceed = bag.deviation(
                .rootAlias,
                "'{\(path)}' names a group; DTCG 2025.10 names its root token '{\(path).$root}' (a group cannot be referenced)",
                at: location, strict: inputs.strictDTCG)
            if !proceed { return nil }
        }
        guard !resolved.failed[target], let targetType = resolved.types[target], var value = resolved.values[target]
        else {
            if inputs.rules(at: location).missingReferenceDropsToken {
                bag.warning(
                    .unknownAlias, "'{\(path)}' is left out (see why at its definition), so this token is left out too",
                    at: location,
                    notes: [Diagnostic.Note("'\(path)' is defined here", at: inputs.definitions[target].location)])
            }
            return nil
        }
        if let context, let variant = resolved.variants[target].first(where: { $0.contexts == context }) {
            value = variant.value
        }
        guard let expected, targetType != expected else { return (value, inputs.definitions[target].path) }
        if inputs.rules(at: location).referencesCoerce, let coerced = value.coerced(to: expected) {
            return (coerced, inputs.definitions[target].path)
        }
        bag.error(
            .aliasTypeMismatch,
            "'{\(path)}' is a \(targetType.rawValue) token, but a \(expected.rawValue) is expected here",
            at: location,
            notes: [Diagnostic.Note("'\(path)' is defined here", at: inputs.definitions[target].location)])
        return nil
    }

    /// Keeps single-context values, and a combination's value only where the single contexts (and smaller
    /// combinations) it contains do not already give it: the most specific recorded key decides, and
    /// recorded keys that tie must agree, or the combination is kept.
    static func decisiveVariants(_ variants: [Token.ContextValue], defaultValue: TokenValue?) -> [Token.ContextValue] {
        var kept = variants.filter { $0.contexts.count == 1 }
        for candidate in variants.filter({ $0.contexts.count > 1 }).sorted(by: {
            Context.precedes($0.contexts, $1.contexts)
        }) {
            let contained = kept.filter {
                $0.contexts.count < candidate.contexts.count && $0.contexts.allSatisfy(candidate.contexts.contains)
            }
            let maximal = contained.filter { inner in
                !contained.contains {
                    $0.contexts.count > inner.contexts.count && inner.contexts.allSatisfy($0.contexts.contains)
                }
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

    /// The first token a value refers to (as an alias or in math) that is a length in px or rem, if any.
    private static func sizeSource(of definition: TokenDefinition, in inputs: Inputs, _ resolved: Resolved)
        -> TokenPath?
    {
        guard let text = definition.value.string, text.contains("{") else { return nil }
        var found: TokenPath?
        let check = { (path: Substring) in
            guard found == nil, let target = inputs.index[path], !resolved.failed[target],
                case .dimension(let size)? = resolved.values[target], size.unit == .px || size.unit == .rem
            else { return }
            found = inputs.definitions[target].path
        }
        if let path = TokenSyntax.referencePath(text) {
            check(path)
        } else {
            collectEmbeddedAliases(in: definition.value, check)
        }
        return found
    }

    /// Whether `text` is an alias to a color token kept as the text of a CSS gradient.
    private static func aliasesGradientText(_ text: String, inputs: Inputs, resolved: Resolved) -> Bool {
        guard let inner = TokenSyntax.aliasPath(text), !TokenSyntax.holdsEmbeddedReferences(text),
            let target = inputs.index[inner], resolved.types[target] == .string,
            case .string(let value)? = resolved.values[target]
        else { return false }
        return ValueDecoder.isCSSGradient(value)
    }

    private static func resolveType(
        _ definition: TokenDefinition, inputs: Inputs, resolved: Resolved, bag: inout DiagnosticBag
    ) -> TokenType? {
        if let declared = definition.type {
            // A reader that inferred the type put it at the token's name and said so there (`[inferred-type]`).
            if declared.location == definition.location,
                !TokenType.declarable.contains(where: { $0.rawValue == declared.value })
            {
                return TokenType.foreign(declared.value) ?? .custom
            }
            return parseType(
                declared, strictDTCG: inputs.strictDTCG, rules: inputs.rules(at: definition.location),
                quiet: definition.readsExtension,
                bag: &bag)
        }
        if case .string(let text) = definition.value.kind, let inner = TokenSyntax.aliasPath(text),
            !TokenSyntax.holdsEmbeddedReferences(text)
        {
            if let target = inputs.index[inner] {
                if resolved.failed[target] { return nil }
                return resolved.types[target]
            }
            if TokenSyntax.isValidAliasPath(inner) {
                reportMissingTarget(inner, at: definition.value.location, inputs: inputs, bag: &bag)
            } else {
                bag.error(
                    .aliasSyntax,
                    "'\(text)' is not a valid alias; write '{group.token}' with non-empty names and no nested braces",
                    at: definition.value.location)
            }
            return nil
        }
        if let inherited = definition.inheritedType {
            return parseType(
                inherited, strictDTCG: inputs.strictDTCG, rules: inputs.rules(at: definition.location), bag: &bag)
        }
        bag.error(
            .missingType,
            "token '\(definition.path)' has no $type; set \"$type\" on the token or an enclosing group (a type is never guessed from the value)",
            at: definition.location)
        return nil
    }

    /// Reports an alias whose path names no token: a group's path, or an unknown one with the closest token.
    private static func reportMissingTarget(
        _ path: Substring, at location: SourceLocation, inputs: Inputs, bag: inout DiagnosticBag
    ) {
        let path = String(path)
        if let definition = inputs.failedTokens[path] {
            bag.append(
                Diagnostic(
                    .note, .unknownAlias, "'{\(path)}' is not resolved: its definition has an error", at: location,
                    notes: [Diagnostic.Note("'\(path)' is written here", at: definition)]))
            return
        }
        var message: String
        let rule: Rule
        if inputs.groupPaths.contains(path) {
            rule = .aliasToGroup
            message = "'{\(path)}' names a group, not a token; aliases must point at tokens"
        } else {
            rule = .unknownAlias
            message = "unknown alias '{\(path)}'"
        }
        // Tokens Studio keeps a token whose reference does not resolve, unresolved; the export still builds.
        let rules = inputs.rules(at: location)
        if rules.missingReferenceDropsToken { message += "; the token is left out" }
        if rule == .unknownAlias, inputs.suggests,
            let suggestion = Suggestion.closest(to: path, in: inputs.index.dottedPaths)
        {
            message += "; did you mean '{\(suggestion)}'?"
        }
        if rules.missingReferenceDropsToken {
            bag.warning(rule, message, at: location)
        } else {
            bag.error(rule, message, at: location)
        }
    }

    /// The type a `$type` names; `quiet` for a token kept in tokenc's extension, whose type need not be DTCG's.
    private static func parseType(
        _ declared: Located<String>, strictDTCG: Bool, rules: ValueRules = .dtcg, quiet: Bool = false,
        bag: inout DiagnosticBag
    ) -> TokenType? {
        if let type = TokenType.named(declared.value) {
            if strictDTCG, type.isExtension, !quiet {
                bag.error(
                    .extensionType,
                    "$type '\(type.rawValue)' is a tokenc extension, not a DTCG type; it is rejected under --strict-dtcg",
                    at: declared.location)
                return nil
            }
            return type
        }
        let expected =
            "expected one of \(TokenType.declarable.filter { !$0.isExtension }.map(\.rawValue).joined(separator: ", "))"
        if let foreign = TokenType.foreign(declared.value) {
            let meaning =
                switch foreign {
                case .boolean: "a Bool"
                case .link: "a URL"
                default: "a String"
                }
            if rules.ownSpelling || quiet { return foreign }
            let message =
                "$type '\(declared.value)' is a peer tool's type, not a DTCG 2025.10 type; it is read as \(meaning) (Swift constant, CSS value, docs, JSON); \(expected)"
            return bag.deviation(.foreignType, message, at: declared.location, strict: strictDTCG) ? foreign : nil
        }
        var message = "unknown $type '\(declared.value)'"
        if let suggestion = Suggestion.closest(to: declared.value, in: TokenType.declarable.map(\.rawValue)) {
            message += "; did you mean '\(suggestion)'?"
        } else if strictDTCG {
            message += "; \(expected)"
        }
        if quiet { return .custom }
        if strictDTCG {
            bag.error(.unknownType, message, at: declared.location)
            return nil
        }
        bag.warning(
            .customType, message + "; its tokens are kept in the resolved JSON only, no other output understands them",
            at: declared.location)
        return .custom
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
        let shown =
            paths.count > 8 ? paths.prefix(4) + ["… (\(paths.count - 6) more)"] + paths.suffix(2) : ArraySlice(paths)
        let chain = (shown + [paths[0]]).joined(separator: " → ")
        for member in members {
            let notes = members.filter { $0 != member }.prefix(8).map {
                Diagnostic.Note("'\(definitions[$0].path)' is part of the cycle", at: definitions[$0].value.location)
            }
            diagnostics.error(
                .aliasCycle, "circular alias: \(chain)", at: definitions[member].value.location, notes: Array(notes))
        }
    }

    /// Calls `body` with the path of every curly alias string in `node`.
    static func collectAliases(in node: Node, _ body: (Substring) -> Void) {
        guard node.mayContainAlias else { return }
        switch node.kind {
        case .string(let text):
            if let inner = TokenSyntax.aliasPath(text) { body(inner) }
        case .array(let elements):
            // Through the buffer, so that no element is copied (and retained) to be looked at.
            elements.withUnsafeBufferPointer { elements in
                for index in elements.indices where elements[index].mayContainAlias {
                    collectAliases(in: elements[index], body)
                }
            }
        case .object(let members):
            members.withUnsafeBufferPointer { members in
                for index in members.indices where members[index].value.mayContainAlias {
                    collectAliases(in: members[index].value, body)
                }
            }
        default:
            break
        }
    }

    /// Calls `body` with every `{path}` written inside a longer string in `node` (math, `rgba({color.x}, 0.5)`),
    /// in the strings `reads` says are read for them (an early draft's `calc()` inside a composite too).
    static func collectEmbeddedAliases(
        in node: Node, where reads: (String) -> Bool = { _ in true }, _ body: (Substring) -> Void
    ) {
        guard node.mayContainAlias else { return }
        switch node.kind {
        case .string(let text):
            if TokenSyntax.referencePath(text) == nil, reads(text) {
                TokenSyntax.embeddedAliasPaths(text).forEach(body)
            }
        case .array(let elements):
            for element in elements { collectEmbeddedAliases(in: element, where: reads, body) }
        case .object(let members):
            for member in members { collectEmbeddedAliases(in: member.value, where: reads, body) }
        default:
            break
        }
    }

    /// A token's values per context, as tokenc's own `$extensions["dev.tokenc"].contexts` writes them, and the
    /// contexts a format writes per token, read the same way (``TokenSyntax/readContextsKey``).
    private static func contextOverrides(of definition: TokenDefinition, diagnostics: inout DiagnosticBag) -> [(
        context: Context, node: Node
    )] {
        var result: [(context: Context, node: Node)] = []
        for key in [TokenSyntax.readContextsKey, TokenSyntax.extensionKey] {
            guard let contextsNode = definition.extensions?[key]?["contexts"] else { continue }
            result += contexts(contextsNode, diagnostics: &diagnostics)
        }
        return result
    }

    /// `{modifier: {context: value}}` as values per context.
    private static func contexts(_ contextsNode: Node, diagnostics: inout DiagnosticBag) -> [(
        context: Context, node: Node
    )] {
        var result: [(context: Context, node: Node)] = []
        guard let modifiers = contextsNode.members else {
            diagnostics.error(
                .invalidContext,
                "\"contexts\" must map a modifier name to {context: value}, e.g. {\"appearance\": {\"dark\": …}}",
                at: contextsNode.location)
            return []
        }
        for modifier in modifiers {
            guard let contexts = modifier.value.members else {
                diagnostics.error(
                    .invalidContext, "modifier '\(modifier.key)' must map context names to values, e.g. {\"dark\": …}",
                    at: modifier.value.location)
                continue
            }
            for context in contexts {
                if context.key == defaultContext(of: modifier.key) {
                    diagnostics.error(
                        .invalidContext,
                        "'\(context.key)' is the default context of '\(modifier.key)'; its value is \"$value\"",
                        at: context.keyLocation)
                    continue
                }
                result.append((Context(modifier: modifier.key, name: context.key), context.value))
            }
        }
        return result
    }
}
