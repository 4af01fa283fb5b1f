/// A file written by Lukas Oppermann's Design Tokens plugin (and forks that keep its shape): tokens with
/// `type`/`value`/`description` (or `$`-prefixed in its W3C setting) and the plugin's data in
/// `extensions["org.lukasoppermann.figmaDesignTokens"]` (a fork's own key, known by the data's shape); its
/// variables files may carry no data at all, and are read so beside a file that does. Its styles and variables become DTCG:
///
/// | plugin type | DTCG |
/// |---|---|
/// | `color` | `color` (its `#rrggbbaa`) |
/// | `dimension` (a variable's `FLOAT`, a size style) | px `dimension`: the plugin writes Figma's px without a unit |
/// | `custom-fontStyle` | `typography` (font family, weight, size and letter spacing in px, line height as a multiple of the size) |
/// | `custom-shadow` (drop or inner); a group of them `0`, `1`… | `shadow`; one layered shadow at the group's path |
/// | `custom-gradient` | `gradient` (its stops; the angle and kind are kept in `$extensions`) |
/// | `custom-transition` | `transition` (duration, no delay, the easing's Bézier) |
/// | `custom-radius` with four equal corners | px `dimension` |
/// | `custom-stroke` | `border` (color, weight in px, solid or dashed) |
/// | `custom-grid`, `custom-spacing`, other `custom-*` | kept as written (the resolved JSON only) |
///
/// A group's own `description` and `extensions` are metadata, not tokens. With the plugin's "mode reference"
/// setting, a variable of a collection with several modes is written at `collection/mode/name` with `mode` in its
/// data: the mode segment is taken out and the mode becomes a context of its collection, and a reference into
/// such a collection (`{collection.mode.name}`) refers to the token.
struct DesignTokensPluginFile {
    static let extensionKey = "org.lukasoppermann.figmaDesignTokens"

    /// The tokens that are in no mode.
    var base: Node
    /// Each collection with modes, and each mode's tokens, in the order first written.
    var collections: [(name: String, modes: [(name: String, node: Node)])] = []
    /// References that named a mode of a collection that has none (`{primitives.light.white}`), read as the
    /// collection's one value: how many, and the first.
    var modeReferences: (count: Int, first: String, location: SourceLocation?) = (0, "", nil)

    /// Whether a parsed file carries the plugin's data on some token.
    static func recognizes(_ root: Node) -> Bool {
        guard let members = root.members else { return false }
        if isToken(root) { return data(of: root) != nil }
        return members.contains { $0.value.members != nil && recognizes($0.value) }
    }

    /// The plugin's data on a token: under its own key, or under a fork's (`org.<team>.<name>-figma-export`),
    /// known by its shape: an object with two of `scopes`, `variableId`, `exportKey`.
    static func data(of token: Node) -> Node? {
        guard let extensions = token["extensions"] ?? token["$extensions"] else { return nil }
        return extensions[extensionKey] ?? extensions.members?.first(where: { isData($0.value) })?.value
    }

    private static func isData(_ node: Node) -> Bool {
        guard let members = node.members else { return false }
        return members.count { ["scopes", "variableId", "exportKey"].contains($0.key) } >= 2
    }

    private static func isToken(_ node: Node) -> Bool {
        (node["value"] != nil && node["type"]?.string != nil) || node["$value"] != nil
    }

    private struct Entry {
        var path: [String]
        var node: Node
        var keyLocation: SourceLocation
        var mode: String?
    }

    static func read(_ root: Node) -> DesignTokensPluginFile {
        var entries: [Entry] = []
        collect(root, path: [], keyLocation: root.location, into: &entries)
        // Tokens written under `collection/mode/` with that mode in their data.
        var modePairs = Set<[String]>()
        for index in entries.indices {
            let data = data(of: entries[index].node)
            let path = entries[index].path
            guard let mode = data?["mode"]?.string, path.count >= 3,
                FigmaModeFile.normalized(path[1]) == FigmaModeFile.normalized(mode)
            else { continue }
            entries[index].mode = path[1]
            modePairs.insert([path[0].lowercased(), path[1].lowercased()])
        }
        // The paths references name, and the modes a reference may carry where its target has none.
        var paths = Set<String>()
        var modes = Set<String>()
        for entry in entries {
            let path = entry.mode == nil ? entry.path : [entry.path[0]] + entry.path.dropFirst(2)
            paths.insert(path.joined(separator: "."))
            if let mode = entry.mode { modes.insert(mode.lowercased()) }
            if let mode = data(of: entry.node)?["mode"]?.string { modes.insert(mode.lowercased()) }
        }
        var file = DesignTokensPluginFile(base: Node(.null, at: root.location))
        let references = References(modePairs: modePairs, paths: paths, modes: modes)
        var base = FigmaTree(location: root.location)
        var trees = FigmaModeTrees()
        for entry in entries {
            let node = translate(entry.node, references: references, file: &file)
            guard let mode = entry.mode else {
                base.add(node, at: entry.path, keyLocation: entry.keyLocation)
                continue
            }
            trees.add(
                node, mode: mode, collection: entry.path[0], at: [entry.path[0]] + entry.path.dropFirst(2),
                keyLocation: entry.keyLocation)
        }
        file.base = base.node
        file.collections = trees.collections
        return file
    }

    /// What a reference in the file may name.
    private struct References {
        /// Collections whose modes are contexts, each with one of its modes (lowercased).
        var modePairs: Set<[String]>
        /// Every token's path as a reference names it.
        var paths: Set<String>
        /// Every mode the file's tokens are in (lowercased).
        var modes: Set<String>
    }

    /// The tokens below `node` with their paths; a group of numbered shadow layers is one token.
    private static func collect(_ node: Node, path: [String], keyLocation: SourceLocation, into entries: inout [Entry])
    {
        if isToken(node) {
            if !path.isEmpty { entries.append(Entry(path: path, node: node, keyLocation: keyLocation)) }
            return
        }
        // A group's `extensions` (the plugin's data) is not a group of tokens.
        let children = (node.members ?? []).filter { member in
            !member.key.hasPrefix("$") && member.value.members != nil
                && !(member.key == "extensions"
                    && (member.value[extensionKey] != nil
                        || member.value.members?.contains { isData($0.value) } == true))
        }
        let layers = children.filter {
            Int($0.key) != nil && isToken($0.value) && type(of: $0.value) == "custom-shadow"
        }
        if !path.isEmpty, !layers.isEmpty, layers.count == children.count {
            let values = layers.map { $0.value }
            var members = values[0].members ?? []
            if let slot = members.firstIndex(where: { $0.key == "value" || $0.key == "$value" }) {
                let array = values.compactMap { $0["value"] ?? $0["$value"] }
                members[slot].value = Node(.array(array), at: members[slot].value.location)
            }
            entries.append(Entry(path: path, node: Node(.object(members), at: node.location), keyLocation: keyLocation))
            return
        }
        for child in children {
            collect(child.value, path: path + [child.key], keyLocation: child.keyLocation, into: &entries)
        }
    }

    private static func type(of token: Node) -> String? { (token["type"] ?? token["$type"])?.string }

    /// A plugin token as a DTCG token.
    private static func translate(_ token: Node, references: References, file: inout DesignTokensPluginFile) -> Node {
        let at = token.location
        let written = type(of: token) ?? ""
        var value = token["value"] ?? token["$value"] ?? Node(.null, at: at)
        if let text = value.string {
            let (rewritten, droppedMode) = reference(text, references: references)
            if droppedMode {
                if file.modeReferences.count == 0 { file.modeReferences = (0, text, value.location) }
                file.modeReferences.count += 1
            }
            value = Node(.string(rewritten), at: value.location)
        }
        var type = written
        var extra: [(String, Node)] = []
        // Every number variable is a `dimension` to the plugin; its scopes say what Figma means by it.
        let scopes = FigmaScopes.scopes(data(of: token)?["scopes"])
        let scoped = written == "dimension" ? FigmaScopes.type("FLOAT", scopes: scopes) : written
        if scoped == "number" && FigmaScopes.isOpacity(scopes) || scoped == "fontWeight" {
            type = scoped
            value = FigmaScopes.number(value, scopes: scopes)
        } else if value.string.map({ $0.hasPrefix("{") }) != true, let converted = convert(value, type: written) {
            (type, value) = (converted.type, converted.value)
            extra = converted.extensions
        } else if written == "dimension", value.number != nil {
            value = FigmaValueNode.pixels(value)
        }
        var members: [(String, Node)] = [("$type", Node(.string(type), at: at)), ("$value", value)]
        if let description = (token["description"] ?? token["$description"])?.string, !description.isEmpty {
            members.append(("$description", Node(.string(description), at: at)))
        }
        var extensions = (token["extensions"] ?? token["$extensions"])?.members?.map { ($0.key, $0.value) } ?? []
        extensions += extra
        if !extensions.isEmpty { members.append(("$extensions", FigmaValueNode.object(extensions, at: at))) }
        return FigmaValueNode.object(members, at: at)
    }

    /// `{collection.mode.name}` → `{collection.name}` when the collection's modes are contexts, or when the
    /// collection has no modes and the plugin wrote the referencing token's mode into the path (`droppedMode`).
    private static func reference(_ text: String, references: References) -> (String, droppedMode: Bool) {
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return (text, false) }
        var segments = text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(
            String.init)
        guard segments.count >= 3 else { return (text, false) }
        if references.modePairs.contains([segments[0].lowercased(), segments[1].lowercased()]) {
            segments.remove(at: 1)
            return ("{" + segments.joined(separator: ".") + "}", false)
        }
        guard references.modes.contains(segments[1].lowercased()),
            !references.paths.contains(segments.joined(separator: "."))
        else { return (text, false) }
        segments.remove(at: 1)
        let stripped = segments.joined(separator: ".")
        guard references.paths.contains(stripped) else { return (text, false) }
        return ("{" + stripped + "}", true)
    }

    /// A `custom-*` value (or an array of shadow layers) as a DTCG type and value; nil to keep it as written.
    private static func convert(_ value: Node, type: String) -> (
        type: String, value: Node, extensions: [(String, Node)]
    )? {
        let at = value.location
        func px(_ node: Node?) -> Node { FigmaValueNode.pixels(node ?? Node(.number(0), at: at)) }
        func number(_ value: Double) -> Node { Node(.number(value), at: at) }
        switch type {
        case "custom-fontStyle":
            guard let size = value["fontSize"]?.number else { return nil }
            var members: [(String, Node)] = []
            if let family = value["fontFamily"] { members.append(("fontFamily", family)) }
            members.append(("fontSize", px(value["fontSize"])))
            if let weight = value["fontWeight"] { members.append(("fontWeight", weight)) }
            members.append(("letterSpacing", px(value["letterSpacing"])))
            if let lineHeight = value["lineHeight"]?.number, size > 0 {
                members.append(("lineHeight", number((lineHeight / size * 1000).rounded() / 1000)))
            } else {
                members.append(("lineHeight", number(1.2)))
            }
            return ("typography", FigmaValueNode.object(members, at: at), [])
        case "custom-shadow":
            let layers = value.elements ?? [value]
            var shadows: [Node] = []
            for layer in layers {
                guard let kind = layer["shadowType"]?.string, kind == "dropShadow" || kind == "innerShadow" else {
                    return nil
                }
                var members: [(String, Node)] = [
                    ("color", layer["color"] ?? Node(.string("#000000"), at: at)),
                    ("offsetX", px(layer["offsetX"])), ("offsetY", px(layer["offsetY"])),
                    ("blur", px(layer["radius"])), ("spread", px(layer["spread"])),
                ]
                if kind == "innerShadow" { members.append(("inset", Node(.bool(true), at: at))) }
                shadows.append(FigmaValueNode.object(members, at: layer.location))
            }
            return ("shadow", shadows.count == 1 ? shadows[0] : Node(.array(shadows), at: at), [])
        case "custom-gradient":
            guard let stops = value["stops"]?.elements, !stops.isEmpty else { return nil }
            let converted = stops.map { stop in
                FigmaValueNode.object(
                    [("color", stop["color"] ?? Node(.null, at: at)), ("position", stop["position"] ?? number(0))],
                    at: stop.location)
            }
            var kept: [(String, Node)] = []
            if let kind = value["gradientType"] { kept.append(("gradientType", kind)) }
            if let rotation = value["rotation"] { kept.append(("rotation", rotation)) }
            let extensions =
                kept.isEmpty
                ? []
                : [
                    (
                        "dev.tokenc",
                        FigmaValueNode.object([("figmaGradient", FigmaValueNode.object(kept, at: at))], at: at)
                    )
                ]
            return ("gradient", Node(.array(converted), at: at), extensions)
        case "custom-transition":
            guard let duration = value["duration"]?.number, let easing = value["easingFunction"],
                let x1 = easing["x1"]?.number, let y1 = easing["y1"]?.number, let x2 = easing["x2"]?.number,
                let y2 = easing["y2"]?.number
            else { return nil }
            let ms = { (value: Double) in
                FigmaValueNode.object([("value", number(value)), ("unit", Node(.string("ms"), at: at))], at: at)
            }
            return (
                "transition",
                FigmaValueNode.object(
                    [
                        ("duration", ms((duration * 1000).rounded())), ("delay", ms(0)),
                        ("timingFunction", Node(.array([x1, y1, x2, y2].map(number)), at: at)),
                    ], at: at), []
            )
        case "custom-radius":
            let corners = ["topLeft", "topRight", "bottomLeft", "bottomRight"].compactMap { value[$0]?.number }
            guard corners.count == 4, Set(corners).count == 1 else { return nil }
            return ("dimension", px(value["topLeft"]), [])
        case "custom-stroke":
            guard let weight = value["weight"], weight.number != nil, let color = value["color"] else { return nil }
            let dashed =
                value["dashPattern"]?.elements?.isEmpty == false
                || (value["dashPattern"]?.string).map { !$0.isEmpty } == true
            return (
                "border",
                FigmaValueNode.object(
                    [
                        ("color", color), ("width", px(weight)),
                        ("style", Node(.string(dashed ? "dashed" : "solid"), at: at)),
                    ],
                    at: at), []
            )
        default:
            return nil
        }
    }
}
