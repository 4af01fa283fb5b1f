/// A file written by the TokensBrücke plugin or CLI: DTCG (or, with its DTCG setting off, `type`/`value` keys and
/// `"16px"` strings), every top-level key a collection, its run's settings in the root's
/// `$extensions["tokens-bruecke-meta"]` (older versions: a root `$meta`), and a variable's values per mode in
/// `$extensions.mode` (`{"Light": …, "Dark": …}`; `$value` is the default mode's). Read as:
/// - the metadata is the plugin's, not tokens;
/// - each collection's modes become contexts of that collection (the collection named in
///   `$extensions.figma.collection` when the file carries Figma's data, else the top-level key), the first mode
///   listed its default; with "split modes into files", a file `<Collection>/<Mode>.tokens.json` is that mode;
///   versions before 2.0 write each mode as a group level (`{"Theme": {"Light": {…}, "Dark": {…}}}`, one
///   variable under each, told by the same `$extensions.variableId`), and their aliases go through it
///   (`{Theme.Dark.bg}`): the level is the collection's modes, and an alias names the token without it;
/// - colors in any of its formats: hex, CSS `rgb()`/`rgba()`/`hsla()`, `{r, g, b, a}` (0–255) and `{h, s, l, a}`
///   objects, DTCG objects;
/// - an alias to a variable outside the export (`#missing#`) leaves its token out with a warning, and an alias
///   written with `.value` or `.$value` at its end refers to the token.
struct TokensBrueckeFile {
    static let metaKey = "tokens-bruecke-meta"

    /// The tokens that are in no mode.
    var base: Node
    /// Each collection with modes, and each mode's tokens.
    var collections: [(name: String, modes: [(name: String, node: Node)])] = []

    /// Whether a parsed file is TokensBrücke's: its metadata at the root.
    static func recognizes(_ root: Node) -> Bool {
        if root["$extensions"]?[metaKey] != nil { return true }
        guard let meta = root["$meta"] else { return false }
        return meta["colorMode"] != nil || meta["useDTCG"] != nil || meta["useDTCGKeys"] != nil
            || meta["variableCollections"] != nil
    }

    private struct Entry {
        var path: [String]
        var node: Node
        var keyLocation: SourceLocation
    }

    /// Reads the file; `fileName` (`Light.tokens.json`) and `folder` (`Colors`) say its mode when it is one mode of
    /// a collection split into files.
    static func read(
        _ root: Node, fileName: String, folder: String?, codeSyntax: FigmaCodeSyntax, diagnostics: inout DiagnosticBag
    ) -> TokensBrueckeFile {
        var entries: [Entry] = []
        for member in root.members ?? [] where !member.key.hasPrefix("$") {
            collect(member.value, path: [member.key], keyLocation: member.keyLocation, into: &entries)
        }
        let modeLevels = modeLevels(of: entries)
        let topKeys = (root.members ?? []).filter { !$0.key.hasPrefix("$") }.map(\.key)
        var base = FigmaTree(location: root.location)
        var trees = FigmaModeTrees()
        func add(_ node: Node, mode: String, collection: String, entry: Entry) {
            trees.add(node, mode: mode, collection: collection, at: entry.path, keyLocation: entry.keyLocation)
        }
        // "Split modes into files": one collection, the file's name its mode.
        let stem = FigmaModeFile.stem(of: fileName)
        let splitMode = topKeys.count == 1 && topKeys[0] == folder && !stem.isEmpty ? stem : nil

        for entry in entries {
            let extensions = entry.node["$extensions"] ?? entry.node["extensions"]
            let modes = extensions?["mode"]?.members ?? []
            guard
                let token = token(
                    entry.node, value: nil, modeLevels: modeLevels, codeSyntax: codeSyntax, diagnostics: &diagnostics)
            else {
                continue
            }
            if entry.path.count > 2, modeLevels[entry.path[0]]?.contains(entry.path[1]) == true {
                var inCollection = entry
                inCollection.path.remove(at: 1)
                add(token, mode: entry.path[1], collection: entry.path[0], entry: inCollection)
                continue
            }
            if let splitMode {
                add(token, mode: splitMode, collection: entry.path[0], entry: entry)
                continue
            }
            guard modes.count > 1 else {
                base.add(token, at: entry.path, keyLocation: entry.keyLocation)
                continue
            }
            let collection = extensions?["figma"]?["collection"]?["name"]?.string ?? entry.path[0]
            for mode in modes {
                guard
                    let modeToken = self.token(
                        entry.node, value: mode.value, modeLevels: modeLevels, codeSyntax: codeSyntax,
                        diagnostics: &diagnostics)
                else {
                    continue
                }
                add(modeToken, mode: mode.key, collection: collection, entry: entry)
            }
        }
        return TokensBrueckeFile(base: base.node, collections: trees.collections)
    }

    /// The collections written with a level per mode (before 2.0), and their modes: a top-level key two of whose
    /// groups hold a token of one variable (the same `$extensions.variableId`).
    private static func modeLevels(of entries: [Entry]) -> [String: Set<String>] {
        var seen: [String: (collection: String, level: String)] = [:]
        var levels: [String: Set<String>] = [:]
        for entry in entries where entry.path.count > 2 {
            guard let id = entry.node["$extensions"]?["variableId"]?.string else { continue }
            let (collection, level) = (entry.path[0], entry.path[1])
            if let first = seen[id], first.collection == collection, first.level != level {
                levels[collection, default: []].formUnion([first.level, level])
            } else if seen[id] == nil {
                seen[id] = (collection, level)
            }
        }
        return levels
    }

    private static func isToken(_ node: Node) -> Bool {
        node["$value"] != nil || (node["value"] != nil && node["type"]?.string != nil)
    }

    private static func collect(_ node: Node, path: [String], keyLocation: SourceLocation, into entries: inout [Entry])
    {
        if isToken(node) {
            entries.append(Entry(path: path, node: node, keyLocation: keyLocation))
            return
        }
        for member in node.members ?? [] where !member.key.hasPrefix("$") && member.value.members != nil {
            collect(member.value, path: path + [member.key], keyLocation: member.keyLocation, into: &entries)
        }
    }

    /// A token as DTCG, with `value` in place of its own when given (a mode's); nil, with a warning, for an alias
    /// to a variable the export did not have.
    private static func token(
        _ node: Node, value: Node?, modeLevels: [String: Set<String>], codeSyntax: FigmaCodeSyntax,
        diagnostics: inout DiagnosticBag
    ) -> Node? {
        let at = node.location
        var type = (node["$type"] ?? node["type"])?.string
        guard var value = value ?? node["$value"] ?? node["value"] else { return nil }
        // With its "percentage opacity" setting, an opacity is the text "50%", typed `string` (untyped in DTCG,
        // its Figma type kept): the fraction, as the plugin writes it otherwise.
        if type == nil || type == "string",
            (node["$extensions"] ?? node["extensions"])?["figmaType"]?.string == "FLOAT"
                || FigmaScopes.isOpacity(FigmaScopes.scopes(node["scopes"])),
            let text = value.string, text.hasSuffix("%"), let percent = Double(text.dropLast())
        {
            type = "number"
            value = Node(.number(percent / 100), at: value.location)
        }
        if value.string == "#missing#" {
            diagnostics.warning(
                .figma,
                "TokensBrücke wrote '#missing#' for an alias to a variable outside the export (a library's): this token is left out; export the library's variables too",
                at: value.location)
            return nil
        }
        value = convert(value, type: type, modeLevels: modeLevels)
        var members: [(String, Node)] = []
        if let type { members.append(("$type", Node(.string(type), at: at))) }
        members.append(("$value", value))
        if let description = (node["$description"] ?? node["description"])?.string, !description.isEmpty {
            members.append(("$description", Node(.string(description), at: at)))
        }
        if var extensions = (node["$extensions"] ?? node["extensions"])?.members {
            extensions.removeAll { $0.key == "mode" }
            if !extensions.isEmpty {
                let figma = extensions.first { $0.key == "figma" }?.value["codeSyntax"]
                members.append(("$extensions", codeSyntax.adding(figma, to: Node(.object(extensions), at: at))))
            }
        }
        return FigmaValueNode.object(members, at: at)
    }

    /// A value in the plugin's spelling as DTCG: references without `.value`, its color objects, and typography's
    /// percent letter spacing and `auto` line height.
    private static func convert(_ value: Node, type: String?, modeLevels: [String: Set<String>]) -> Node {
        let at = value.location
        if var text = value.string, text.hasPrefix("{"), text.hasSuffix("}") {
            for suffix in [".$value}", ".value}"] where text.hasSuffix(suffix) {
                text = String(text.dropLast(suffix.count)) + "}"
            }
            var segments = text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false)
            if segments.count > 2, modeLevels[String(segments[0])]?.contains(String(segments[1])) == true {
                segments.remove(at: 1)
                text = "{" + segments.joined(separator: ".") + "}"
            }
            return text == value.string ? value : Node(.string(text), at: at)
        }
        switch type {
        case "color":
            return color(value) ?? value
        case "typography":
            guard var members = value.members else { return value }
            let size = members.first { $0.key == "fontSize" }.flatMap { pixels($0.value) }
            for index in members.indices {
                let member = members[index]
                if member.key == "letterSpacing", let text = member.value.string, text.hasSuffix("%"),
                    let percent = Double(text.dropLast()), let size
                {
                    members[index].value = FigmaValueNode.pixels(Node(.number(size * percent / 100), at: at))
                } else if member.key == "lineHeight", let text = member.value.string {
                    if text.lowercased() == "auto" {
                        members[index].value = Node(.number(1.2), at: member.value.location)
                    } else if text.hasSuffix("%"), let percent = Double(text.dropLast()) {
                        members[index].value = Node(.number(percent / 100), at: member.value.location)
                    }
                }
            }
            let kept: Set<String> = [
                "fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight", "fontStyle",
            ]
            return Node(.object(members.filter { kept.contains($0.key) }), at: at)
        case "shadow":
            guard let layers = value.elements else { return value }
            return Node(
                .array(
                    layers.map { layer in
                        guard var members = layer.members else { return layer }
                        for index in members.indices where members[index].key == "color" {
                            members[index].value = color(members[index].value) ?? members[index].value
                        }
                        return Node(.object(members), at: layer.location)
                    }), at: at)
        default:
            return value
        }
    }

    /// The px of `"16px"`, `16` or `{"value": 16, "unit": "px"}`.
    private static func pixels(_ node: Node) -> Double? {
        if let number = node.number { return number }
        if let text = node.string, text.hasSuffix("px") { return Double(text.dropLast(2)) }
        if node["unit"]?.string == "px" { return node["value"]?.number }
        return nil
    }

    /// `{r, g, b, a}` (0–255) and `{h, s, l, a}` objects as DTCG colors; nil for anything else.
    private static func color(_ node: Node) -> Node? {
        guard node.members != nil, node["colorSpace"] == nil else { return nil }
        let at = node.location
        let alpha = node["a"]?.number ?? 1
        let components: [Double]
        let space: String
        if let r = node["r"]?.number, let g = node["g"]?.number, let b = node["b"]?.number {
            (space, components) = ("srgb", [r / 255, g / 255, b / 255])
        } else if let h = node["h"]?.number, let s = node["s"]?.number, let l = node["l"]?.number {
            (space, components) = ("hsl", [h, s, l])
        } else {
            return nil
        }
        return FigmaValueNode.object(
            [
                ("colorSpace", Node(.string(space), at: at)),
                ("components", Node(.array(components.map { Node(.number($0), at: at) }), at: at)),
                ("alpha", Node(.number(alpha), at: at)),
            ], at: at)
    }
}
