/// Turns Figma's values into the DTCG they mean: a `number` whose scopes make it a size becomes a px
/// `dimension` (``FigmaScopes``), an alias Figma wrote resolved (`com.figma.aliasData`) becomes a reference when
/// its target is among the sources, after checking Figma's resolved value agrees with the target's, and a
/// Variables API value (`{r, g, b, a}`, `VARIABLE_ALIAS`) its DTCG value.
struct FigmaModeTranslator {
    /// Variable id → dotted path, over every Figma file read.
    let pathByID: [String: String]
    /// Dotted path → the tokens written there, over every mode file.
    let nodesByPath: [String: [Node]]
    private(set) var diagnostics = DiagnosticBag()

    /// What becomes of each token's code syntax.
    let codeSyntax: FigmaCodeSyntax
    /// Every path ``pathByID`` holds.
    private let variablePaths: Set<String>

    init(pathByID: [String: String], nodesByPath: [String: [Node]], codeSyntax: FigmaCodeSyntax) {
        self.pathByID = pathByID
        self.nodesByPath = nodesByPath
        self.codeSyntax = codeSyntax
        variablePaths = Set(pathByID.values)
    }

    /// A mode file's tree (or a group or token in it) as DTCG; the root's `com.figma.modeName` is dropped.
    mutating func translate(_ node: Node, isRoot: Bool = false) -> Node {
        guard var members = node.members else { return node }
        if node["$value"] != nil { return token(node) }
        members = members.compactMap { member in
            if isRoot, member.key == "$extensions", var extensions = member.value.members {
                extensions.removeAll { $0.key == "com.figma.modeName" }
                guard !extensions.isEmpty else { return nil }
                return Node.Member(
                    key: member.key, keyLocation: member.keyLocation,
                    value: Node(.object(extensions), at: member.value.location))
            }
            guard !member.key.hasPrefix("$") || member.key == "$root" else { return member }
            return Node.Member(key: member.key, keyLocation: member.keyLocation, value: translate(member.value))
        }
        return Node(.object(members), at: node.location)
    }

    private mutating func token(_ node: Node) -> Node {
        guard var members = node.members, let valueSlot = members.firstIndex(where: { $0.key == "$value" }) else {
            return node
        }
        var value = members[valueSlot].value
        var type = node["$type"]?.string
        if let written = type, written == "number" || written == "string" {
            type = FigmaScopes.type(written, scopes: FigmaScopes.scopes(FigmaModeFile.figmaData(node, "scopes")))
            if let slot = members.firstIndex(where: { $0.key == "$type" }) {
                members[slot].value = Node(.string(type!), at: members[slot].value.location)
            }
        }
        if let alias = FigmaModeFile.figmaData(node, "aliasData"), let target = target(of: alias) {
            check(value, against: target, alias: alias)
            value = FigmaValueNode.reference(target, at: value.location)
        } else if type == "dimension", value.number != nil {
            value = FigmaValueNode.pixels(value)
        } else if type == "number" {
            value = FigmaScopes.number(value, scopes: FigmaScopes.scopes(FigmaModeFile.figmaData(node, "scopes")))
        }
        members[valueSlot].value = value
        if let slot = members.firstIndex(where: { $0.key == "$extensions" }) {
            members[slot].value = codeSyntax.adding(
                FigmaModeFile.figmaData(node, "codeSyntax"), to: members[slot].value)
        }
        return Node(.object(members), at: node.location)
    }

    /// The dotted path of an alias's target when it is among the sources: by id, else by its name.
    private func target(of alias: Node) -> String? {
        if let id = alias["targetVariableId"]?.string, let path = pathByID[id] { return path }
        guard let name = alias["targetVariableName"]?.string else { return nil }
        var candidates = [FigmaTree.segments(of: name)]
        if let set = alias["targetVariableSetName"]?.string {
            candidates.append(FigmaTree.segments(of: set) + candidates[0])
        }
        for candidate in candidates where !candidate.isEmpty {
            let path = candidate.joined(separator: ".")
            if nodesByPath[path] != nil { return path }
            if variablePaths.contains(path) { return path }
            if variablePaths.contains(path + ".$root") { return path + ".$root" }
        }
        return nil
    }

    /// Warns when Figma's resolved value differs from the value its target has as written (when the target is
    /// written once, as a literal).
    private mutating func check(_ resolved: Node, against path: String, alias: Node) {
        guard let written = nodesByPath[path], written.count == 1, let target = written[0]["$value"],
            target.string.map({ !$0.hasPrefix("{") }) ?? true,
            let agrees = Self.agree(resolved, target), !agrees
        else { return }
        diagnostics.warning(
            .figma,
            "Figma resolved this alias of '\(path)' to \(Self.describe(resolved)), but '\(path)' is \(Self.describe(target)): the reference is kept, so the value is \(Self.describe(target))",
            at: resolved.location,
            notes: [Diagnostic.Note("'\(path)' is defined here", at: target.location)])
    }

    /// Whether two written values are the same value; nil when they cannot be compared.
    static func agree(_ a: Node, _ b: Node) -> Bool? {
        switch (a.kind, b.kind) {
        case (.number(let x), .number(let y)): return abs(x - y) < 1e-6
        case (.string(let x), .string(let y)): return x.lowercased() == y.lowercased()
        case (.bool(let x), .bool(let y)): return x == y
        case (.object, .object):
            if let x = a["hex"]?.string, let y = b["hex"]?.string,
                (a["alpha"]?.number ?? 1) == (b["alpha"]?.number ?? 1)
            {
                return x.lowercased() == y.lowercased()
            }
            guard let x = a["components"]?.elements?.compactMap(\.number),
                let y = b["components"]?.elements?.compactMap(\.number), x.count == y.count
            else { return nil }
            return zip(x, y).allSatisfy { abs($0 - $1) < 0.002 }
                && abs((a["alpha"]?.number ?? 1) - (b["alpha"]?.number ?? 1)) < 0.002
        default: return nil
        }
    }

    /// A value as a message shows it.
    static func describe(_ node: Node) -> String {
        switch node.kind {
        case .number(let value):
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let text): return "\"\(text)\""
        case .bool(let value): return value ? "true" : "false"
        default:
            if let hex = node["hex"]?.string { return hex }
            return "a different \(node.kindName)"
        }
    }

    /// A Variables API value in mode `mode` as DTCG: a color, a number (a px dimension when `type` says so), a
    /// string or boolean, or a reference for a `VARIABLE_ALIAS` whose target is among the sources (else, with a
    /// warning, the value of the `deleted` variable it names, or the plugin's resolved value); nil, reported,
    /// when it cannot be read.
    static func value(
        _ raw: Node, of variable: FigmaVariables.Variable, type: String, mode: String, pathByID: [String: String],
        deleted: [String: FigmaVariables.Variable] = [:], diagnostics: inout DiagnosticBag
    ) -> Node? {
        if raw["type"]?.string == "VARIABLE_ALIAS" {
            let id = raw["id"]?.string ?? ""
            if let path = pathByID[id] { return FigmaValueNode.reference(path, at: raw.location) }
            if let target = deleted[id] {
                // Figma keeps a deleted variable's values while something refers to it: the alias means them.
                diagnostics.warning(
                    .figma,
                    "the variable this aliases ('\(target.path.joined(separator: "/"))') was deleted in Figma and is still referred to: its last value is used; point the alias at a variable that exists",
                    at: raw.location)
                var remaining = deleted
                remaining[id] = nil
                guard let entry = target.values.first(where: { $0.mode == mode }) ?? target.values.first else {
                    diagnostics.error(.figma, "the deleted variable this aliases has no value left", at: raw.location)
                    return nil
                }
                return value(
                    entry.value, of: variable, type: type, mode: mode, pathByID: pathByID, deleted: remaining,
                    diagnostics: &diagnostics)
            }
            let name = variable.resolved[mode]?["aliasName"]?.string ?? id
            if let resolved = variable.resolved[mode]?["resolvedValue"],
                let value = literal(resolved, figmaType: variable.figmaType, type: type)
            {
                diagnostics.warning(
                    .figma,
                    "the variable this aliases ('\(name)') is not among the sources (another file or a library): Figma's resolved value is used; add its collection's file to keep the reference",
                    at: raw.location)
                return value
            }
            diagnostics.error(
                .figma,
                "the variable this aliases ('\(name)') is not among the sources: add the file of its collection (a library's variables are in the library file's export)",
                at: raw.location)
            return nil
        }
        if let value = literal(raw, figmaType: variable.figmaType, type: type) {
            return type == "number" ? FigmaScopes.number(value, scopes: variable.scopes) : value
        }
        let expected =
            switch variable.figmaType.uppercased() {
            case "COLOR": "{r, g, b, a}"
            case "FLOAT": "a number"
            case "STRING": "a string"
            case "BOOLEAN": "true or false"
            default: "a COLOR, FLOAT, STRING or BOOLEAN value"
            }
        diagnostics.error(
            .figma, "a \(variable.figmaType) variable's value must be \(expected), or an alias; found \(raw.kindName)",
            at: raw.location)
        return nil
    }

    private static func literal(_ raw: Node, figmaType: String, type: String) -> Node? {
        switch (figmaType.uppercased(), raw.kind) {
        case ("COLOR", .object): return FigmaValueNode.color(rgba: raw)
        case ("FLOAT", .number): return type == "dimension" ? FigmaValueNode.pixels(raw) : raw
        case ("STRING", .string), ("BOOLEAN", .bool): return raw
        default: return nil
        }
    }
}
