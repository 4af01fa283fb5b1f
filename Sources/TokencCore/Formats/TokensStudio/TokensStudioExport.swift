/// A Tokens Studio for Figma export, recognised by its content: a folder with `$metadata.json` or `$themes.json`
/// beside one JSON file per token set, or one file whose top level holds the token sets beside `$themes` and
/// `$metadata`.
///
/// `$metadata.tokenSetOrder` gives the merge order (later sets win; sets it does not name follow in path order).
/// Each theme group of `$themes` is a modifier and each theme a context (themes without a group make one
/// modifier, `theme`); in a context, sets marked `enabled` contribute tokens, sets marked `source` only serve
/// references, and `disabled` sets are left out. Without themes every set is enabled.
package struct TokensStudioExport: Sendable {
    /// One token set: its name (`core/colors`), its tokens, and where they are written.
    package struct TokenSet: Sendable {
        package var name: String
        package var node: Node
    }

    /// A theme: a context of its group's modifier and the status of each set in it.
    package struct Theme: Sendable {
        package var name: String
        package var group: String
        package var enabled: [String]
        package var source: [String]
        package var location: SourceLocation
    }

    /// The token sets in merge order.
    package var sets: [TokenSet]
    package var themes: [Theme]
    /// Whether the export is one file (sets as its top-level keys).
    package var isSingleFile: Bool

    /// The name of the modifier that themes without a group belong to.
    package static let ungroupedModifier = "theme"

    /// Whether `files` are a Tokens Studio export: a `$metadata.json` or `$themes.json` among them, or a single file
    /// whose top level has `$themes` or `$metadata`.
    package static func recognizes(_ files: [SourceFile]) -> Bool {
        if files.contains(where: { isProjectFile($0.path) }) { return true }
        guard files.count == 1, files[0].mentions("$themes") || files[0].mentions("$metadata") else { return false }
        var diagnostics = DiagnosticBag()
        guard let members = Pipeline.parse(files[0], index: 0, diagnostics: &diagnostics)?.members else { return false }
        return members.contains { $0.key == "$themes" || $0.key == "$metadata" }
    }

    /// Whether a path names one of the files that make a folder a Tokens Studio export.
    package static func isProjectFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "$metadata.json" || name == "$themes.json"
    }

    /// Reads the export from its parsed files (`documents[i]` is `files[i]`, nil when it did not parse).
    package static func read(
        _ files: [SourceFile], documents: [Node?], diagnostics: inout DiagnosticBag
    ) -> TokensStudioExport {
        var sets: [TokenSet] = []
        var metadata: Node?
        var themes: Node?
        let single = !files.contains { isProjectFile($0.path) }
        if single {
            let root = documents.first ?? nil
            if let root, root.members == nil {
                diagnostics.error(
                    .tokensStudio,
                    "a single-file Tokens Studio export must be an object of token sets beside \"$themes\" and \"$metadata\", not a \(root.kindName)",
                    at: root.location)
            }
            for member in root?.members ?? [] {
                switch member.key {
                case "$metadata": metadata = member.value
                case "$themes": themes = member.value
                default:
                    if member.key.hasPrefix("$") { continue }
                    guard member.value.members != nil else {
                        diagnostics.error(
                            .tokensStudio,
                            "token set '\(member.key)' must be an object of tokens, not a \(member.value.kindName)",
                            at: member.value.location)
                        continue
                    }
                    sets.append(TokenSet(name: member.key, node: member.value))
                }
            }
        } else {
            let anchor = files.first { isProjectFile($0.path) }!.path
            let root = anchor.lastIndex(of: "/").map { String(anchor[..<$0]) } ?? ""
            for (file, document) in zip(files, documents) {
                guard let document else { continue }
                let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
                if isProjectFile(file.path), file.path == (root.isEmpty ? name : root + "/" + name) {
                    if name == "$metadata.json" { metadata = document } else { themes = document }
                    continue
                }
                var setName = file.path
                if !root.isEmpty, setName.hasPrefix(root + "/") { setName.removeFirst(root.count + 1) }
                for suffix in [".json", ".jsonc", ".json5", ".tokens", ".yaml", ".yml"] where setName.hasSuffix(suffix)
                {
                    setName.removeLast(suffix.count)
                    break
                }
                sets.append(TokenSet(name: setName, node: document))
            }
        }
        sets = ordered(sets, by: metadata, diagnostics: &diagnostics)
        return TokensStudioExport(
            sets: sets, themes: readThemes(themes, setNames: sets.map(\.name), diagnostics: &diagnostics),
            isSingleFile: single)
    }

    /// The sets in `tokenSetOrder`'s order, then the sets it does not name in the order found. Names in the order
    /// that no set has are left alone, as the plugin leaves them.
    private static func ordered(_ sets: [TokenSet], by metadata: Node?, diagnostics: inout DiagnosticBag) -> [TokenSet]
    {
        guard let metadata else { return sets }
        guard let order = metadata["tokenSetOrder"] else { return sets }
        guard let elements = order.elements else {
            diagnostics.error(
                .tokensStudio, "\"tokenSetOrder\" must be an array of token set names, not a \(order.kindName)",
                at: order.location)
            return sets
        }
        var rank: [String: Int] = [:]
        let names = sets.map(\.name)
        for (index, element) in elements.enumerated() {
            guard let name = element.string else {
                diagnostics.error(
                    .tokensStudio, "a \"tokenSetOrder\" entry must be a token set name, not a \(element.kindName)",
                    at: element.location)
                continue
            }
            for set in expand(name, in: names) where rank[set] == nil { rank[set] = index }
        }
        return sets.enumerated().sorted { a, b in
            let left = rank[a.element.name] ?? elements.count + a.offset
            let right = rank[b.element.name] ?? elements.count + b.offset
            return left < right
        }.map(\.element)
    }

    /// The sets a name stands for: the set of that name, else every set in the folder of that name (the plugin
    /// shows sets as a tree, and a folder is selected as a whole).
    private static func expand(_ name: String, in names: [String]) -> [String] {
        if names.contains(name) { return [name] }
        return names.filter { $0.hasPrefix(name + "/") }
    }

    private static func readThemes(_ node: Node?, setNames: [String], diagnostics: inout DiagnosticBag) -> [Theme] {
        guard let node else { return [] }
        guard let elements = node.elements else {
            diagnostics.error(
                .tokensStudio,
                "the themes must be an array of {\"name\", \"group\", \"selectedTokenSets\"}, not a \(node.kindName)",
                at: node.location)
            return []
        }
        var themes: [Theme] = []
        var seen: [String: SourceLocation] = [:]
        for element in elements {
            guard element.members != nil else {
                diagnostics.error(
                    .tokensStudio, "a theme must be an object, not a \(element.kindName)", at: element.location)
                continue
            }
            guard let name = element["name"]?.string, !name.isEmpty else {
                diagnostics.error(.tokensStudio, "a theme needs a \"name\" (a non-empty string)", at: element.location)
                continue
            }
            var group = Self.ungroupedModifier
            if let groupNode = element["group"] {
                if let text = groupNode.string, !text.isEmpty {
                    group = text
                } else if groupNode.kindName != "null" {
                    diagnostics.error(
                        .tokensStudio, "a theme's \"group\" must be a string, not a \(groupNode.kindName)",
                        at: groupNode.location)
                    continue
                }
            }
            let key = group + "\u{0}" + name
            if let previous = seen[key] {
                diagnostics.warning(
                    .tokensStudio,
                    "theme '\(name)' appears twice in group '\(group)'; the first is used",
                    at: element["name"]?.location ?? element.location,
                    notes: [Diagnostic.Note("first here", at: previous)])
                continue
            }
            seen[key] = element["name"]?.location ?? element.location
            var theme = Theme(name: name, group: group, enabled: [], source: [], location: seen[key]!)
            if let selected = element["selectedTokenSets"] {
                guard let members = selected.members else {
                    diagnostics.error(
                        .tokensStudio,
                        "\"selectedTokenSets\" must map token set names to \"enabled\", \"source\" or \"disabled\", not a \(selected.kindName)",
                        at: selected.location)
                    continue
                }
                for member in members {
                    let expanded = expand(member.key, in: setNames)
                    guard !expanded.isEmpty else {
                        if member.value.string != "disabled" {
                            var message =
                                "theme '\(name)' uses token set '\(member.key)', which the export does not have"
                            if let suggestion = Suggestion.closest(to: member.key, in: setNames) {
                                message += "; did you mean '\(suggestion)'?"
                            }
                            diagnostics.warning(.tokensStudio, message + "; it is skipped", at: member.keyLocation)
                        }
                        continue
                    }
                    switch member.value.string {
                    case "enabled": theme.enabled += expanded
                    case "source": theme.source += expanded
                    case "disabled": break
                    default:
                        diagnostics.error(
                            .tokensStudio,
                            "a token set's status must be \"enabled\", \"source\" or \"disabled\", not \(member.value.string.map { "'\($0)'" } ?? "a \(member.value.kindName)")",
                            at: member.value.location)
                    }
                }
            }
            themes.append(theme)
        }
        return themes
    }

    /// The modifiers the themes make, in the order their groups first appear, each with its themes.
    package var groups: [(name: String, themes: [Theme])] {
        var result: [(name: String, themes: [Theme])] = []
        for theme in themes {
            if let index = result.firstIndex(where: { $0.name == theme.group }) {
                result[index].themes.append(theme)
            } else {
                result.append((theme.group, [theme]))
            }
        }
        return result
    }
}
