/// A Tokens Studio for Figma export, recognised by its content: a folder with `$metadata.json` or `$themes.json`
/// beside one JSON file per token set, one file whose top level holds the token sets beside `$themes` and
/// `$metadata`, or plain token set files (no themes or metadata) that use a type only Tokens Studio has or its
/// `studio.tokens` extension.
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
        /// The index of the file that is the set, for a set that is a file of its own.
        package var file: Int? = nil
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
    package var shape: Shape

    /// How the export's files hold its sets.
    package enum Shape: Sendable {
        /// `$metadata.json` and `$themes.json` beside one file per set.
        case folder
        /// One file whose top-level keys are the sets, beside `$themes` and `$metadata`.
        case singleFile
        /// Token set files alone, each a set named by its path: every set enabled, no themes.
        case setFiles
    }

    /// The name of the modifier that themes without a group belong to.
    package static let ungroupedModifier = "theme"

    private static func isSingleFileExport(_ files: [SourceFile]) -> Bool {
        guard files.count == 1, files[0].mentions("$themes") || files[0].mentions("$metadata") else { return false }
        var diagnostics = DiagnosticBag()
        guard let members = Pipeline.parse(files[0], index: 0, diagnostics: &diagnostics)?.members else { return false }
        return members.contains { $0.key == "$themes" || $0.key == "$metadata" }
    }

    /// The types only Tokens Studio writes (others, such as `asset` or `opacity`, Style Dictionary files use too;
    /// `spacing` some do, so it decides only for its own file).
    private static let ownTypes: Set<[UInt8]> = Set(
        [
            "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "fontFamilies", "fontWeights",
            "lineHeights", "paragraphSpacing", "paragraphIndent", "boxShadow", "textCase", "textDecoration",
            "composition",
        ].map { Array($0.utf8) })

    /// What marks a file as Tokens Studio's: `$themes.json`/`$metadata.json`, or a file whose top level holds
    /// `$themes` or `$metadata` (the whole folder is its export); a type only it has (`"type": "sizing"`, in
    /// either spelling) or its `studio.tokens` extension (the file is a token set); math or a color function
    /// over a reference (``studioValueOffset(_:)``), a marker shared with other tools' values, and none in a
    /// file that has a `modify` key outside that extension (a draft's own key). Passes over the bytes; only a file
    /// that mentions `$themes` or `$metadata` is parsed.
    package static func marker(of file: SourceFile) -> FormatRecognition? {
        if let folder = folderMarker(of: file) { return folder }
        guard file.format != .yaml else { return nil }
        if let (offset, type) = ownType(in: file.bytes) {
            var recognition = FormatRecognition(.tokensStudio, .own, marker: "the type '\(type)'", offset: offset)
            recognition.decidesForFolder = type != "spacing"
            return recognition
        }
        if let offset = file.offset(of: "\"studio.tokens\"") {
            return FormatRecognition(.tokensStudio, .own, marker: "its 'studio.tokens' extension", offset: offset)
        }
        // A color function over a hex color, which CSS never writes (over a reference, Style Dictionary's
        // interpolation writes it too).
        var from = 0
        while let found = file.offset(of: "(#", from: from) {
            from = found + 1
            let name = file.bytes[max(0, found - 4)..<found]
            guard
                name.elementsEqual("rgba".utf8) || name.elementsEqual("hsla".utf8)
                    || name.suffix(3).elementsEqual("rgb".utf8) || name.suffix(3).elementsEqual("hsl".utf8)
            else { continue }
            let function = String(decoding: name.drop { $0 == UInt8(ascii: "\"") || $0 == 0x20 }, as: UTF8.self)
            return FormatRecognition(
                .tokensStudio, .own, marker: "'\(function)(#…)'", offset: found - function.utf8.count)
        }
        if file.mentions("\"modify\"") { return nil }
        guard let offset = studioValueOffset(file.bytes) else { return nil }
        // The string that holds it, as written.
        let bytes = file.bytes
        let quote = UInt8(ascii: "\"")
        let start = bytes[max(0, offset - 80)..<offset].lastIndex(of: quote).map { $0 + 1 } ?? offset
        let end = bytes[offset...].prefix(80).firstIndex(of: quote) ?? min(offset + 1, bytes.count)
        let quoted = "'\(String(decoding: bytes[start..<end], as: UTF8.self))'"
        // Beside legacy `value` syntax typed throughout, as the plugin exports sets (Style Dictionary's own files
        // leave types to their categories and name `.value` in references), two markers together decide.
        if !file.mentions("$value"), file.isTypedThroughout {
            return FormatRecognition(
                .tokensStudio, .own, marker: quoted + " in a set typed throughout", offset: start)
        }
        return FormatRecognition(.tokensStudio, .shared, marker: quoted, offset: start)
    }

    /// What marks a file as part of a Tokens Studio export, which decides for every file beside it:
    /// `$themes.json`/`$metadata.json`, or `$themes`/`$metadata` at its top level.
    package static func folderMarker(of file: SourceFile) -> FormatRecognition? {
        if isProjectFile(file.path) {
            return FormatRecognition(.tokensStudio, .folder, marker: "the export's \(fileName(file.path))")
        }
        if file.mentions("$themes") || file.mentions("$metadata") {
            var diagnostics = DiagnosticBag()
            if let key = Pipeline.parse(file, index: 0, diagnostics: &diagnostics)?.members?
                .first(where: { $0.key == "$themes" || $0.key == "$metadata" })
            {
                return FormatRecognition(
                    .tokensStudio, .folder, marker: "'\(key.key)' at its top level",
                    offset: file.offset(of: key.key))
            }
        }
        return nil
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The first token of a type only Tokens Studio has (`"type": "sizing"`, in either spelling): where, and
    /// which.
    private static func ownType(in bytes: [UInt8]) -> (offset: Int, type: String)? {
        let quote = UInt8(ascii: "\"")
        let colon = UInt8(ascii: ":")
        var start = bytes.startIndex
        // Each `ype"` preceded by `"t` or `"$t`, then `:` and a string.
        while let found = bytes[start...].firstIndex(of: UInt8(ascii: "y")) {
            start = found + 1
            guard found >= 2, found + 3 < bytes.count, bytes[found - 1] == UInt8(ascii: "t"),
                bytes[found + 1] == UInt8(ascii: "p"), bytes[found + 2] == UInt8(ascii: "e"),
                bytes[found + 3] == quote,
                bytes[found - 2] == quote
                    || (bytes[found - 2] == UInt8(ascii: "$") && found >= 3 && bytes[found - 3] == quote)
            else { continue }
            var cursor = found + 4
            while cursor < bytes.count,
                bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A
                    || bytes[cursor] == 0x0D || bytes[cursor] == colon
            {
                cursor += 1
            }
            guard cursor < bytes.count, bytes[cursor] == quote, bytes[cursor - 1] != quote else { continue }
            let open = cursor + 1
            guard let close = bytes[open...].prefix(24).firstIndex(of: quote) else { continue }
            let type = Array(bytes[open..<close])
            if ownTypes.contains(type) { return (open, String(decoding: type, as: UTF8.self)) }
        }
        return nil
    }

    /// Where the bytes hold a value written the way Tokens Studio computes one, whatever the file's types are
    /// spelled: math after a reference (`"{space.sm} * 2"`, `"{a} + {b}"`) or a CSS color function over a
    /// reference or a hex color (`"rgba({color.accent}, 0.5)"`, `"rgba(#ff0000, 50%)"`): the offset of its operator
    /// or parenthesis. Outside strings, JSON never has an operator after `}` (a comment's `//` or `/*` is not one),
    /// CSS has no `rgba(#`, and CSS math (`"calc({space.sm} * 2)"`) is not this.
    private static func studioValueOffset(_ bytes: [UInt8]) -> Int? {
        func isSpace(_ index: Int) -> Bool { index < bytes.count && bytes[index] == 0x20 }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "(") }) {
            start = found + 1
            var cursor = found + 1
            if bytes[found] == UInt8(ascii: "(") {
                // `rgb(`, `rgba(`, `hsl(`, `hsla(` right before, a reference or a hex right after.
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "{") || bytes[cursor] == UInt8(ascii: "#")
                else { continue }
                let name = bytes[max(0, found - 4)..<found]
                if name.elementsEqual("rgba".utf8) || name.elementsEqual("hsla".utf8)
                    || name.suffix(3).elementsEqual("rgb".utf8)
                    || name.suffix(3).elementsEqual("hsl".utf8)
                {
                    return found
                }
                continue
            }
            while isSpace(cursor) { cursor += 1 }
            guard cursor < bytes.count, "*/+-".utf8.contains(bytes[cursor]) else { continue }
            // A dash spaced as math is (`{a} - 2`), unlike names joined with one (`{brand}-{tone}`).
            if bytes[cursor] == UInt8(ascii: "-"), cursor == found + 1, !isSpace(cursor + 1) { continue }
            if bytes[cursor] == UInt8(ascii: "/"), cursor + 1 < bytes.count,
                bytes[cursor + 1] == UInt8(ascii: "/") || bytes[cursor + 1] == UInt8(ascii: "*")
            {
                continue
            }
            cursor += 1
            while isSpace(cursor) { cursor += 1 }
            // A negative operand (`{a} * -1`).
            if cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
            // An operand: a number, a reference or a parenthesis, not prose after a dash.
            guard cursor < bytes.count, "0123456789.{(".utf8.contains(bytes[cursor]) else { continue }
            // Not CSS math, which DTCG's early drafts let a value hold: the string does not open with `calc(`.
            if let quote = bytes[max(bytes.startIndex, found - 256)..<found].lastIndex(of: UInt8(ascii: "\"")),
                bytes[(quote + 1)...].starts(with: "calc(".utf8)
            {
                continue
            }
            return found
        }
        return nil
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
        let shape: Shape =
            files.contains { isProjectFile($0.path) } ? .folder : isSingleFileExport(files) ? .singleFile : .setFiles
        switch shape {
        case .singleFile:
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
        case .folder:
            let anchor = files.first { isProjectFile($0.path) }!.path
            let root = anchor.lastIndex(of: "/").map { String(anchor[..<$0]) } ?? ""
            for (index, (file, document)) in zip(files, documents).enumerated() {
                guard let document else { continue }
                let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
                if isProjectFile(file.path), file.path == (root.isEmpty ? name : root + "/" + name) {
                    if name == "$metadata.json" { metadata = document } else { themes = document }
                    continue
                }
                sets.append(TokenSet(name: setName(file.path, in: root), node: document, file: index))
            }
        case .setFiles:
            let folders = files.map { $0.path.split(separator: "/", omittingEmptySubsequences: false).dropLast() }
            var common = folders.first.map(Array.init) ?? []
            for folder in folders.dropFirst() {
                common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
            }
            let root = common.joined(separator: "/")
            for (index, (file, document)) in zip(files, documents).enumerated() {
                guard let document else { continue }
                sets.append(TokenSet(name: setName(file.path, in: root), node: document, file: index))
            }
        }
        // Two files whose names differ only in their extension (`a.json`, `a.yaml`) are two sets.
        var seen = Set<String>()
        for index in sets.indices where !seen.insert(sets[index].name).inserted {
            let path = sets[index].file.map { files[$0].path } ?? sets[index].name
            var name = sets[index].name + "." + (path.split(separator: ".").last.map(String.init) ?? "")
            var suffix = 2
            while seen.contains(name) {
                name = sets[index].name + " \(suffix)"
                suffix += 1
            }
            seen.insert(name)
            sets[index].name = name
        }
        sets = ordered(sets, by: metadata, diagnostics: &diagnostics)
        return TokensStudioExport(
            sets: sets, themes: readThemes(themes, setNames: sets.map(\.name), diagnostics: &diagnostics),
            shape: shape)
    }

    /// A set's name: its file's path inside the export's folder, without the extension.
    private static func setName(_ path: String, in root: String) -> String {
        var name = path
        if !root.isEmpty, name.hasPrefix(root + "/") { name.removeFirst(root.count + 1) }
        for suffix in [".json", ".jsonc", ".json5", ".tokens", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
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
