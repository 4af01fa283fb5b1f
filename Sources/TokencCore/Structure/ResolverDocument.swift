import Foundation

/// A DTCG 2025.10 resolver document, read and checked: its sets and modifiers in resolution order, each
/// source either a token file (by path, optionally a JSON pointer into it) or tokens written inline.
///
/// Every MUST of the Resolver module is an error located at the offending key or value: `version`
/// `2025.10`, a `resolutionOrder`, `sources` and `contexts` of the right shapes, no empty `contexts`, a
/// `default` that names a context, inline items with `name` and `type`, unique names, and pointers that
/// neither reach a modifier from a set or context nor point into `resolutionOrder`, nor loop.
package struct ResolverDocument: Sendable {
    /// Where tokens come from.
    package enum Source: Sendable {
        /// A token file, relative to the resolver document, with an optional pointer into it and keys
        /// written beside `$ref`, which replace the file's top-level members of the same name.
        case file(path: String, pointer: [String], overrides: [Node.Member], location: SourceLocation)
        /// Tokens written in the resolver document itself (inline, or reached by a same-document pointer).
        case inline(Node)
        /// A Tokens Studio token set, already read: a permutation merges its sets by `rank` (the export's set
        /// order) whichever modifiers bring them, each set once.
        case tokenSet(rank: Int, node: Node)
    }

    /// A modifier: an input-selected choice among contexts.
    package struct Modifier: Sendable {
        package var name: String
        package var contexts: [(name: String, sources: [Source], location: SourceLocation)]
        /// The declared `default`, if any.
        package var declaredDefault: String?
        package var description: String?
        package var location: SourceLocation

        /// The context used when no input names one: the declared default, else the first context.
        package var defaultContext: String { declaredDefault ?? contexts[0].name }

        /// The context whose name matches `name` case-insensitively, as inputs are matched.
        package func context(named name: String) -> String? {
            contexts.first { $0.name == name }?.name
                ?? contexts.first { $0.name.lowercased() == name.lowercased() }?.name
        }
    }

    /// One entry of `resolutionOrder`.
    package enum Stage: Sendable {
        case set(name: String, sources: [Source])
        /// An index into ``modifiers``.
        case modifier(Int)
    }

    package var name: String?
    package var stages: [Stage]
    /// The modifiers in resolution order.
    package var modifiers: [Modifier]

    /// The token files the document names, in first-use order.
    package var filePaths: [String] {
        var seen = Set<String>()
        var paths: [String] = []
        func visit(_ sources: [Source]) {
            for case .file(let path, _, _, _) in sources where seen.insert(path).inserted { paths.append(path) }
        }
        for stage in stages {
            switch stage {
            case .set(_, let sources): visit(sources)
            case .modifier(let index): for context in modifiers[index].contexts { visit(context.sources) }
            }
        }
        return paths
    }

    /// Where a token file is first referenced.
    package func location(ofFile path: String) -> SourceLocation? {
        func find(_ sources: [Source]) -> SourceLocation? {
            for case .file(let candidate, _, _, let location) in sources where candidate == path { return location }
            return nil
        }
        for stage in stages {
            switch stage {
            case .set(_, let sources): if let found = find(sources) { return found }
            case .modifier(let index):
                for context in modifiers[index].contexts { if let found = find(context.sources) { return found } }
            }
        }
        return nil
    }

    /// A warning for each of `neighbours` (display paths of token files around the document at `resolverPath`)
    /// that reading it did not `read`: its tokens are left out, and the warning gives the `$ref` to add, at the
    /// set where it would go.
    package func unnamedFiles(_ neighbours: [String], read: Set<String>, resolverPath: String) -> [Diagnostic] {
        let folder = resolverPath.contains("/") ? String(resolverPath[..<resolverPath.lastIndex(of: "/")!]) : ""
        var target: (name: String, location: SourceLocation)?
        for case .set(let name, let sources) in stages {
            for case .file(_, _, _, let location) in sources { target = (name, location) }
            if target != nil { break }
        }
        return neighbours.filter { !read.contains(PointerResolver.normalize($0)) }.map { path in
            let reference = PointerResolver.relative(path, from: folder)
            let place = target.map { "set '\($0.name)'" } ?? "a set"
            return Diagnostic(
                .warning, .unnamedFile,
                "\(path) is not named here, so its tokens are left out; add {\"$ref\": \"\(reference)\"} to \(place) or a modifier's context",
                at: target?.location ?? SourceLocation(file: 0, line: 1, column: 1))
        }
    }

    /// The sources of one permutation, in order: `selection` maps each modifier to a context name.
    package func sources(for selection: [String: String]) -> [Source] {
        var result: [Source] = []
        for stage in stages {
            switch stage {
            case .set(_, let sources):
                result += sources
            case .modifier(let index):
                let modifier = modifiers[index]
                let chosen = selection[modifier.name] ?? modifier.defaultContext
                result += modifier.contexts.first { $0.name == chosen }?.sources ?? []
            }
        }
        return result
    }

    /// Whether a file is a resolver document by its content, whatever it is called: an object with `version`
    /// and `resolutionOrder`, the two members DTCG 2025.10 requires of one.
    package static func recognizes(_ file: SourceFile) -> Bool {
        guard file.mentions("resolutionOrder") else { return false }
        var diagnostics = DiagnosticBag()
        guard let members = Pipeline.parse(file, index: 0, diagnostics: &diagnostics)?.members else { return false }
        return members.contains { $0.key == "version" } && members.contains { $0.key == "resolutionOrder" }
    }

    /// Reads a parsed resolver document; nil when it has errors (all of them reported).
    package static func read(_ root: Node, strictDTCG: Bool = false, diagnostics: inout DiagnosticBag)
        -> ResolverDocument?
    {
        var reader = Reader(root: root, strictDTCG: strictDTCG)
        let document = reader.read()
        diagnostics.append(contentsOf: reader.diagnostics)
        return reader.diagnostics.hasErrors ? nil : document
    }
}

/// Checks a resolver document node by node.
private struct Reader {
    let root: Node
    var diagnostics = DiagnosticBag()
    /// Set names being expanded, to report a set that includes itself.
    private var expanding: [String] = []
    private var expandedSets: [String: [ResolverDocument.Source]?] = [:]
    private var rootModifiers: [String: ResolverDocument.Modifier?] = [:]

    static let rootKeys: Set<String> = [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions",
    ]
    static let setKeys: Set<String> = ["sources", "description", "$extensions"]
    static let modifierKeys: Set<String> = ["contexts", "default", "description", "$extensions"]

    /// Whether a deviation (a `name` on a set or modifier its key already names) is an error.
    let strictDTCG: Bool

    init(root: Node, strictDTCG: Bool) {
        self.root = root
        self.strictDTCG = strictDTCG
    }

    mutating func read() -> ResolverDocument {
        var document = ResolverDocument(name: nil, stages: [], modifiers: [])
        guard let members = root.members else {
            diagnostics.error(
                .resolver,
                "a resolver document must be an object with \"version\" and \"resolutionOrder\", not a \(root.kindName)",
                at: root.location)
            return document
        }
        for member in members where !Self.rootKeys.contains(member.key) {
            unknownKey(member, allowed: Self.rootKeys, in: "a resolver document")
        }
        if let version = root.member("version") {
            if version.value.string != "2025.10" {
                diagnostics.error(
                    .resolver, "\"version\" must be \"2025.10\" (the string), not \(describe(version.value))",
                    at: version.value.location)
            }
        } else {
            diagnostics.error(.resolver, "a resolver document needs \"version\": \"2025.10\"", at: root.location)
        }
        document.name = string(root["name"], what: "\"name\"")
        _ = string(root["description"], what: "\"description\"")
        extensions(root["$extensions"])
        if let sets = root["sets"], sets.members == nil {
            diagnostics.error(
                .resolver, "\"sets\" must map set names to {\"sources\": […]}, not a \(sets.kindName)",
                at: sets.location)
        }
        if let modifiers = root["modifiers"], modifiers.members == nil {
            diagnostics.error(
                .resolver, "\"modifiers\" must map modifier names to {\"contexts\": {…}}, not a \(modifiers.kindName)",
                at: modifiers.location)
        }
        // Root-level sets and modifiers are checked even when resolutionOrder leaves them out.
        for set in root["sets"]?.members ?? [] { _ = setSources(named: set.key, at: set.keyLocation) }
        for modifier in root["modifiers"]?.members ?? [] {
            rootModifiers[modifier.key] = .some(readModifier(modifier.value, name: modifier.key))
        }

        guard let order = root.member("resolutionOrder") else {
            diagnostics.error(
                .resolver, "a resolver document needs \"resolutionOrder\", the list of sets and modifiers to merge",
                at: root.location)
            return document
        }
        guard let items = order.value.elements else {
            diagnostics.error(
                .resolver,
                "\"resolutionOrder\" must be an array of {\"$ref\": \"#/sets/…\"} or {\"$ref\": \"#/modifiers/…\"} and inline sets and modifiers, not a \(order.value.kindName)",
                at: order.value.location)
            return document
        }
        var names: [String: SourceLocation] = [:]
        var modifierNames: [String: SourceLocation] = [:]
        for item in items {
            guard let stage = readStage(item) else { continue }
            let name: String
            let location: SourceLocation
            switch stage {
            case .set(let setName, _):
                name = setName
                location = item.location
            case .modifier(let modifier):
                name = modifier.name
                location = item.location
                if let previous = modifierNames[modifier.name.lowercased()] {
                    diagnostics.error(
                        .resolver,
                        "modifier '\(modifier.name)' appears twice in \"resolutionOrder\"; inputs are matched case-insensitively, so each modifier may appear once",
                        at: location, notes: [Diagnostic.Note("first used here", at: previous)])
                    continue
                }
                modifierNames[modifier.name.lowercased()] = location
            }
            if item.member("$ref") == nil {
                if let previous = names[name] {
                    diagnostics.error(
                        .resolver,
                        "the name '\(name)' is used twice in \"resolutionOrder\"; inline sets and modifiers need unique names",
                        at: item["name"]?.location ?? location,
                        notes: [Diagnostic.Note("first used here", at: previous)])
                    continue
                }
            }
            names[name] = names[name] ?? item["name"]?.location ?? location
            switch stage {
            case .set(let name, let sources): document.stages.append(.set(name: name, sources: sources))
            case .modifier(let modifier):
                document.modifiers.append(modifier)
                document.stages.append(.modifier(document.modifiers.count - 1))
            }
        }
        return document
    }

    private enum ReadStage {
        case set(String, [ResolverDocument.Source])
        case modifier(ResolverDocument.Modifier)
    }

    private mutating func readStage(_ item: Node) -> ReadStage? {
        guard item.members != nil else {
            diagnostics.error(
                .resolver,
                "a \"resolutionOrder\" item must be {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} or an inline set or modifier with \"name\" and \"type\", not a \(item.kindName)",
                at: item.location)
            return nil
        }
        if let ref = item.member("$ref") {
            guard let text = ref.value.string else {
                diagnostics.error(
                    .resolver, "\"$ref\" must be a string pointer such as \"#/sets/base\"", at: ref.value.location)
                return nil
            }
            for member in item.members! where member.key != "$ref" {
                diagnostics.error(
                    .resolver,
                    "'\(member.key)' beside \"$ref\" in \"resolutionOrder\" is not supported; change the set or modifier itself",
                    at: member.keyLocation)
            }
            let segments = pointerSegments(text)
            guard let segments, segments.count == 2, segments[0] == "sets" || segments[0] == "modifiers" else {
                if let segments, segments.first == "resolutionOrder" {
                    diagnostics.error(
                        .resolver,
                        "'\(text)' points into \"resolutionOrder\"; a reference must not point at a resolution order item",
                        at: ref.value.location)
                } else {
                    diagnostics.error(
                        .resolver,
                        "'\(text)' is not a set or modifier; \"resolutionOrder\" items reference \"#/sets/<name>\" or \"#/modifiers/<name>\"",
                        at: ref.value.location)
                }
                return nil
            }
            if segments[0] == "sets" {
                guard root["sets"]?[segments[1]] != nil else {
                    missing("set", segments[1], in: root["sets"], at: ref.value.location)
                    return nil
                }
                guard let sources = setSources(named: segments[1], at: ref.value.location) else { return nil }
                return .set(segments[1], sources)
            }
            guard let modifier = rootModifiers[segments[1]] else {
                missing("modifier", segments[1], in: root["modifiers"], at: ref.value.location)
                return nil
            }
            return modifier.map(ReadStage.modifier)
        }
        let name = item.member("name")
        let type = item.member("type")
        if name == nil || type == nil {
            let absent = [name == nil ? "\"name\"" : nil, type == nil ? "\"type\"" : nil].compactMap { $0 }.joined(
                separator: " and ")
            diagnostics.error(
                .resolver,
                "an inline set or modifier in \"resolutionOrder\" needs \(absent); add \"type\": \"set\" or \"modifier\" and a unique \"name\"",
                at: item.location)
            return nil
        }
        guard let nameText = name!.value.string, !nameText.isEmpty else {
            diagnostics.error(.resolver, "\"name\" must be a non-empty string", at: name!.value.location)
            return nil
        }
        switch type!.value.string {
        case "set":
            guard let sources = readSet(item, name: nameText, extraKeys: ["name", "type"]) else { return nil }
            return .set(nameText, sources)
        case "modifier":
            return readModifier(item, name: nameText, extraKeys: ["name", "type"]).map(ReadStage.modifier)
        default:
            diagnostics.error(
                .resolver, "\"type\" must be \"set\" or \"modifier\", not \(describe(type!.value))",
                at: type!.value.location)
            return nil
        }
    }

    /// The expanded sources of the root-level set `name` (memoized; a set that includes itself is an error).
    private mutating func setSources(named name: String, at location: SourceLocation) -> [ResolverDocument.Source]? {
        if let done = expandedSets[name] { return done }
        if expanding.contains(name) {
            let chain = (expanding.drop { $0 != name } + [name]).map { "#/sets/\($0)" }.joined(separator: " → ")
            diagnostics.error(.refCycle, "circular $ref: \(chain); a set cannot include itself", at: location)
            return nil
        }
        guard let node = root["sets"]?[name] else { return nil }
        expanding.append(name)
        let sources = readSet(node, name: name, extraKeys: [])
        expanding.removeLast()
        expandedSets[name] = .some(sources)
        return sources
    }

    private mutating func readSet(_ node: Node, name: String, extraKeys: Set<String>) -> [ResolverDocument.Source]? {
        guard let members = node.members else {
            diagnostics.error(
                .resolver, "set '\(name)' must be an object with \"sources\", not a \(node.kindName)", at: node.location
            )
            return nil
        }
        for member in members where !Self.setKeys.contains(member.key) && !extraKeys.contains(member.key) {
            unknownKey(member, allowed: Self.setKeys.union(extraKeys), in: "set '\(name)'", named: extraKeys.isEmpty)
        }
        _ = string(node["description"], what: "\"description\"")
        extensions(node["$extensions"])
        guard let sources = node.member("sources") else {
            diagnostics.error(
                .resolver,
                "set '\(name)' needs \"sources\": an array of {\"$ref\": \"file.tokens.json\"} and inline tokens",
                at: node.location)
            return nil
        }
        return readSources(sources.value, owner: "set '\(name)'")
    }

    private mutating func readModifier(_ node: Node, name: String, extraKeys: Set<String> = []) -> ResolverDocument
        .Modifier?
    {
        guard let members = node.members else {
            diagnostics.error(
                .resolver, "modifier '\(name)' must be an object with \"contexts\", not a \(node.kindName)",
                at: node.location)
            return nil
        }
        for member in members where !Self.modifierKeys.contains(member.key) && !extraKeys.contains(member.key) {
            unknownKey(
                member, allowed: Self.modifierKeys.union(extraKeys), in: "modifier '\(name)'", named: extraKeys.isEmpty)
        }
        extensions(node["$extensions"])
        let description = string(node["description"], what: "\"description\"")
        guard let contextsMember = node.member("contexts") else {
            diagnostics.error(
                .resolver,
                "modifier '\(name)' needs \"contexts\": a map of context names to sources, e.g. {\"light\": […], \"dark\": […]}",
                at: node.location)
            return nil
        }
        guard let contexts = contextsMember.value.members else {
            diagnostics.error(
                .resolver,
                "\"contexts\" of modifier '\(name)' must map context names to arrays of sources, not a \(contextsMember.value.kindName)",
                at: contextsMember.value.location)
            return nil
        }
        if contexts.isEmpty {
            diagnostics.error(
                .resolver, "modifier '\(name)' has no contexts; a modifier needs at least two",
                at: contextsMember.value.location)
            return nil
        }
        if contexts.count == 1 {
            diagnostics.error(
                .resolver,
                "modifier '\(name)' has one context ('\(contexts[0].key)'); a modifier with one context is a set, so make it a set or add contexts",
                at: contextsMember.value.location)
        }
        var modifier = ResolverDocument.Modifier(
            name: name, contexts: [], declaredDefault: nil, description: description, location: node.location)
        var seen: [String: SourceLocation] = [:]
        for context in contexts {
            if let previous = seen[context.key.lowercased()] {
                diagnostics.error(
                    .resolver,
                    "contexts '\(context.key)' and the one at the note differ only in case; inputs are case-insensitive, so rename one",
                    at: context.keyLocation, notes: [Diagnostic.Note("the other context", at: previous)])
                continue
            }
            seen[context.key.lowercased()] = context.keyLocation
            guard let sources = readSources(context.value, owner: "context '\(context.key)' of modifier '\(name)'")
            else { continue }
            modifier.contexts.append((context.key, sources, context.keyLocation))
        }
        if let value = node.member("default") {
            if let text = value.value.string, contexts.contains(where: { $0.key == text }) {
                modifier.declaredDefault = text
            } else {
                var message =
                    "\"default\" of modifier '\(name)' must name one of its contexts (\(contexts.map { "'\($0.key)'" }.joined(separator: ", "))), not \(describe(value.value))"
                if let text = value.value.string, let suggestion = Suggestion.closest(to: text, in: contexts.map(\.key))
                {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.error(.resolver, message, at: value.value.location)
            }
        }
        return modifier.contexts.isEmpty ? nil : modifier
    }

    private mutating func readSources(_ node: Node, owner: String) -> [ResolverDocument.Source]? {
        guard let items = node.elements else {
            diagnostics.error(
                .resolver,
                "the sources of \(owner) must be an array of {\"$ref\": \"file.tokens.json\"} and inline tokens, not a \(node.kindName)",
                at: node.location)
            return nil
        }
        var sources: [ResolverDocument.Source] = []
        var ok = true
        for item in items {
            guard let members = item.members else {
                diagnostics.error(
                    .resolver,
                    "a source must be {\"$ref\": \"file.tokens.json\"} or an object of tokens, not a \(item.kindName)",
                    at: item.location)
                ok = false
                continue
            }
            guard let ref = item.member("$ref") else {
                sources.append(.inline(item))
                continue
            }
            guard let text = ref.value.string, !text.isEmpty else {
                diagnostics.error(
                    .resolver, "\"$ref\" must be a non-empty string: a file path or a pointer such as \"#/sets/base\"",
                    at: ref.value.location)
                ok = false
                continue
            }
            let overrides = members.filter { $0.key != "$ref" }
            guard let expanded = source(text, overrides: overrides, at: ref.value.location) else {
                ok = false
                continue
            }
            sources += expanded
        }
        return ok ? sources : nil
    }

    /// The sources one `$ref` stands for.
    private mutating func source(_ reference: String, overrides: [Node.Member], at location: SourceLocation)
        -> [ResolverDocument.Source]?
    {
        if !reference.hasPrefix("#"), reference.lowercased().contains("://") {
            diagnostics.error(
                .resolver,
                "'\(reference)' is a remote reference; tokenc reads local files only (download it and reference the file)",
                at: location)
            return nil
        }
        if reference.hasPrefix("#") {
            guard let segments = pointerSegments(reference) else {
                diagnostics.error(
                    .invalidPointer, "'\(reference)' is not a JSON pointer; write \"#/sets/name\" or \"#/$defs/name\"",
                    at: location)
                return nil
            }
            switch segments.first {
            case "modifiers":
                diagnostics.error(
                    .resolver,
                    "'\(reference)' points at a modifier; sets and contexts must not include a modifier (only \"resolutionOrder\" may)",
                    at: location)
                return nil
            case "resolutionOrder":
                diagnostics.error(
                    .resolver,
                    "'\(reference)' points into \"resolutionOrder\"; a reference must not point at a resolution order item",
                    at: location)
                return nil
            case "sets" where segments.count == 2:
                guard root["sets"]?[segments[1]] != nil else {
                    missing("set", segments[1], in: root["sets"], at: location)
                    return nil
                }
                if !overrides.isEmpty {
                    diagnostics.error(
                        .resolver,
                        "keys beside a \"$ref\" to a set are not supported; put the tokens in a source of their own",
                        at: overrides[0].keyLocation)
                }
                return setSources(named: segments[1], at: location)
            default:
                guard let target = root.descendant(at: segments) else {
                    diagnostics.error(.invalidPointer, "'\(reference)' does not resolve in this document", at: location)
                    return nil
                }
                if isInside(segments, prefixOf: ["sets"]) || isInside(segments, prefixOf: ["modifiers"]) {
                    diagnostics.error(
                        .resolver,
                        "'\(reference)' points inside a set or modifier; reference the whole set (\"#/sets/name\") or a token file",
                        at: location)
                    return nil
                }
                guard target.members != nil else {
                    diagnostics.error(
                        .resolver,
                        "'\(reference)' points at a \(target.kindName); a source must be an object of tokens",
                        at: location)
                    return nil
                }
                return [.inline(Self.overriding(target, with: overrides))]
            }
        }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var pointer: [String] = []
        if parts.count == 2 {
            let fragment = parts[1].hasPrefix("/") ? String(parts[1]) : "/" + parts[1]
            guard let segments = pointerSegments("#" + fragment) else {
                diagnostics.error(.invalidPointer, "'\(reference)' has an invalid JSON pointer after '#'", at: location)
                return nil
            }
            pointer = segments
        }
        return [.file(path: String(parts[0]), pointer: pointer, overrides: overrides, location: location)]
    }

    /// `node` with the keys written beside `$ref` replacing its members shallowly.
    static func overriding(_ node: Node, with overrides: [Node.Member]) -> Node {
        guard !overrides.isEmpty, var members = node.members else { return node }
        for override in overrides {
            if let index = members.firstIndex(where: { $0.key == override.key }) {
                members[index] = override
            } else {
                members.append(override)
            }
        }
        return Node(.object(members), at: node.location)
    }

    private func isInside(_ segments: [String], prefixOf prefix: [String]) -> Bool {
        segments.count >= prefix.count && Array(segments.prefix(prefix.count)) == prefix
    }

    /// `#/a/b~1c` → `["a", "b/c"]`; nil when it is not a same-document pointer.
    private func pointerSegments(_ reference: String) -> [String]? {
        guard reference.hasPrefix("#/") else { return reference == "#" ? [] : nil }
        return reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    private mutating func missing(_ kind: String, _ name: String, in container: Node?, at location: SourceLocation) {
        var message = "there is no \(kind) '\(name)'"
        if let suggestion = Suggestion.closest(to: name, in: (container?.members ?? []).map(\.key)) {
            message += "; did you mean '\(suggestion)'?"
        }
        diagnostics.error(.resolver, message, at: location)
    }

    /// Reports a key the spec does not allow; `named` says `what` is named by its key in `sets` or `modifiers`,
    /// where a `name` or `type` (which an inline one in `resolutionOrder` carries) is ignored with a warning.
    private mutating func unknownKey(_ member: Node.Member, allowed: Set<String>, in what: String, named: Bool = false)
    {
        if named, member.key == "name" || member.key == "type" {
            diagnostics.deviation(
                .unknownProperty,
                "'\(member.key)' in \(what) is ignored: its key in the document names it; DTCG 2025.10 allows 'name' and 'type' only on a set or modifier written inline in resolutionOrder",
                at: member.keyLocation, strict: strictDTCG)
            return
        }
        var message = "unknown key '\(member.key)' in \(what)"
        if member.key == "context" {
            message += "; did you mean 'contexts'?"
        } else if member.key == "composition" {
            message += "; 2025.10 calls it 'resolutionOrder'"
        } else {
            message += Suggestion.unknownKeyHint(member.key, known: allowed.sorted())
        }
        diagnostics.error(.resolver, message, at: member.keyLocation)
    }

    private mutating func string(_ node: Node?, what: String) -> String? {
        guard let node else { return nil }
        guard let text = node.string else {
            diagnostics.error(.resolver, "\(what) must be a string, not a \(node.kindName)", at: node.location)
            return nil
        }
        return text
    }

    private mutating func extensions(_ node: Node?) {
        guard let node, node.members == nil else { return }
        diagnostics.error(
            .resolver,
            "$extensions must be an object keyed by vendor (e.g. \"com.example.tool\"), not a \(node.kindName)",
            at: node.location)
    }

    private func describe(_ node: Node) -> String {
        switch node.kind {
        case .string(let text): "'\(text)'"
        case .number(let value): "the number \(value)"
        default: "a \(node.kindName)"
        }
    }
}
