/// Builds one group/token tree from the parsed documents, checking DTCG's structural rules:
/// reserved `$` properties and their shapes, names, tokens with children, and tokens defined twice.
struct TreeBuilder {
    let root: GroupDefinition
    /// What building reported, and one warning per key that tokens carry beside `$value`.
    var diagnostics: DiagnosticBag {
        var bag = reported
        for (key, use) in sidecarKeys.sorted(by: { $0.value.first < $1.value.first }) {
            let others = use.count > 1 ? " (as do \(use.count - 1) other token\(use.count == 2 ? "" : "s"))" : ""
            let step =
                key == "modify"
                ? "; a color step it describes is not applied, so \"$value\" is the color before it" : ""
            bag.warning(
                .tokenProperty,
                "token '\(use.path)' has a property '\(key)' beside \"$value\"\(others); DTCG 2025.10 allows only '$' properties on a token, so tokenc keeps it in the token's extensions and ignores it\(step): move it into \"$extensions\"",
                at: use.first)
        }
        return bag
    }
    private var reported = DiagnosticBag()
    /// Keys beside `$value` that are not `$` properties (a draft's or a tool's own): where first, on which
    /// token, and how often.
    private var sidecarKeys: [String: (first: SourceLocation, path: TokenPath, count: Int)] = [:]
    /// Whether any group uses `$extends`, so that stage can be skipped when none does.
    private(set) var hasExtends = false
    /// Whether a later definition replaces an earlier one (a resolver's merge: last wins) instead of being
    /// reported as a duplicate.
    var replacesEarlierDefinitions = false
    /// Whether a token defined again in a later file is an error (`--strict-dtcg`) rather than a warning.
    var strictDTCG = false
    /// Tokens that were written but could not be read (by dotted path), so a reference to one is not reported
    /// again as an unknown alias.
    private(set) var failedTokens: [String: SourceLocation] = [:]

    /// Whether an object holds a token (`$value`) at any depth.
    static func holdsToken(_ node: Node) -> Bool {
        guard let members = node.members else { return false }
        return members.contains { $0.key == "$value" || holdsToken($0.value) }
    }

    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    static let groupProperties: Set<String> = [
        "$type", "$description", "$deprecated", "$extensions", "$extends", "$root",
    ]

    init(rootLocation: SourceLocation) {
        root = GroupDefinition(path: TokenPath([]), location: rootLocation)
    }

    /// Adds one document's root object.
    mutating func add(document: Node) {
        guard case .object = document.kind else {
            reported.error(
                .rootNotObject,
                "a token file must be a JSON object of groups and tokens, not \(document.kindName == "array" ? "an" : "a") \(document.kindName)",
                at: document.location)
            return
        }
        addGroup(members: document, into: root, isFileRoot: true)
    }

    private mutating func addGroup(members node: Node, into group: GroupDefinition, isFileRoot: Bool) {
        guard let members = node.members else { return }
        let isFirstObject = group.objectsRead == 0
        group.objectsRead += 1
        for member in members {
            let key = member.key
            if key.utf8.first == UInt8(ascii: "$") {
                addGroupProperty(member, to: group, isFileRoot: isFileRoot, isFirstObject: isFirstObject)
                continue
            }
            guard validateName(key, at: member.keyLocation) else { continue }
            addChild(named: key, member: member, into: group, isFirstObject: isFirstObject)
        }
        if !members.contains(where: { $0.key.utf8.first != UInt8(ascii: "$") || $0.key == "$root" }), !isFileRoot {
            if group.type != nil, group.orderedChildren.isEmpty {
                reported.warning(
                    .emptyGroup,
                    "group '\(group.path)' has a $type but no tokens; if it was meant to be a token, add \"$value\"",
                    at: group.location)
            }
        }
    }

    private mutating func addGroupProperty(
        _ member: Node.Member, to group: GroupDefinition, isFileRoot: Bool, isFirstObject: Bool
    ) {
        let value = member.value
        switch member.key {
        case "$type":
            guard let type = string(value, property: "$type") else { return }
            if let existing = group.type, existing.value != type, !replacesEarlierDefinitions {
                reported.error(
                    .duplicateToken,
                    "group '\(group.path)' is given $type '\(type)' here and '\(existing.value)' elsewhere",
                    at: value.location, notes: [Diagnostic.Note("the other $type", at: existing.location)])
                return
            }
            group.type = Located(value: type, location: value.location)
        case "$description":
            if let text = string(value, property: "$description"),
                group.description == nil || replacesEarlierDefinitions
            {
                group.description = text
            }
        case "$deprecated":
            if let flag = deprecation(value) { group.deprecated = Located(value: flag, location: value.location) }
        case "$extensions":
            if extensions(value), group.extensions == nil || replacesEarlierDefinitions { group.extensions = value }
        case "$extends":
            hasExtends = true
            if isFileRoot && group.path.components.isEmpty {
                reported.error(
                    .invalidExtends, "$extends belongs on a group, not on the file's root", at: member.keyLocation)
                return
            }
            if case .object(let inner) = value.kind, let ref = inner.first(where: { $0.key == "$ref" })?.value.string {
                group.extends = Located(value: ref, location: value.location)
            } else if let text = string(value, property: "$extends") {
                group.extends = Located(value: text, location: value.location)
            }
        case "$root":
            addChild(named: "$root", member: member, into: group, isFirstObject: isFirstObject)
        case "$schema" where isFileRoot, "$ref":
            break
        case "$defs":
            // JSON Schema's place for what `$ref`s point into, which peer tools allow; what it holds is no token.
            reported.deviation(
                .unknownProperty,
                "'$defs' is JSON Schema's, not a DTCG property: what it holds is read only where a $ref points into it, not as tokens",
                at: member.keyLocation, strict: strictDTCG)
        case "$meta" where isFileRoot:
            // An exporting tool's notes about the file (its settings, a date), which several write at the root.
            reported.deviation(
                .unknownProperty,
                "'$meta' at the root is an exporting tool's notes, not a DTCG property: ignored; DTCG keeps such data in \"$extensions\"",
                at: member.keyLocation, strict: strictDTCG)
        case "$value":
            break
        default:
            unknownProperty(member.key, at: member.keyLocation, allowed: Self.groupProperties, of: "a group")
        }
    }

    /// Adds one member of an object read into `group`; `isFirstObject` says no other object was read into
    /// it, so the member's name is new there and needs no lookup.
    private mutating func addChild(
        named name: String, member: Node.Member, into group: GroupDefinition, isFirstObject: Bool
    ) {
        let node = member.value
        if node.member("$ref") != nil { return }  // a $ref that failed to resolve, already reported
        guard case .object(let members) = node.kind else {
            if name == "$root" {
                reported.error(
                    .invalidProperty, "$root must be a token object with \"$value\", not a \(node.kindName)",
                    at: node.location)
            } else {
                var message =
                    "'\(group.path.appending(name))' must be an object (a token with \"$value\" or a group), not a \(node.kindName)"
                if ["value", "type", "description", "deprecated", "extensions"].contains(name) {
                    message += "; did you mean '$\(name)'?"
                }
                reported.error(.invalidProperty, message, at: node.location)
            }
            return
        }
        let path = group.path.appending(name)
        if let valueMember = members.first(where: { $0.key == "$value" }) {
            // An object beside $value that holds tokens makes the object both a token and a group: the spec's
            // error. One that holds none (`actions: {…}`, `source: {…}`) is the author's metadata, like any other
            // key that is not a `$` property: ignored with a warning (--strict-dtcg makes it an error).
            if let child = members.first(where: {
                $0.key.utf8.first != UInt8(ascii: "$") && $0.value.members != nil && Self.holdsToken($0.value)
            }) {
                reported.error(
                    .tokenWithChildren,
                    "token '\(path)' has \"$value\" and also a child '\(child.key)'; an object is either a token or a group",
                    at: child.keyLocation,
                    notes: [Diagnostic.Note("'\(path)' is a token because of this $value", at: valueMember.keyLocation)]
                )
                failedTokens[path.description] = member.keyLocation
                return
            }
            var sidecar: [Node.Member] = []
            for property in members where property.key.utf8.first != UInt8(ascii: "$") {
                sidecarKeys[property.key, default: (property.keyLocation, path, 0)].count += 1
                sidecar.append(property)
            }
            let token = TokenDefinition(path: path, location: member.keyLocation, value: valueMember.value)
            for property in members where property.key != "$value" && property.key.utf8.first == UInt8(ascii: "$") {
                addTokenProperty(property, to: token)
            }
            // Kept with the token, as its extensions, for the resolved JSON.
            if !sidecar.isEmpty {
                let kept = (token.extensions?.members ?? []).filter { own in !sidecar.contains { $0.key == own.key } }
                token.extensions = Node(
                    .object(kept + sidecar), at: token.extensions?.location ?? valueMember.keyLocation)
            }
            if let extensions = token.extensions, let exact = extensions[TokenSyntax.extensionKey]?["value"] {
                token.fallbackValue = token.value
                token.value = exact
                token.readsExtension = true
                token.extensions = Self.removing("value", fromTokencExtensionIn: extensions)
            }
            insert(token, named: name, into: group, isFirstObject: isFirstObject, at: member.keyLocation)
        } else if let carried = node["$extensions"]?[TokenSyntax.extensionKey]?["token"],
            let value = carried["$value"]
        {
            // A token DTCG 2025.10 has no type for, kept whole in tokenc's extension (as `tokenc convert` writes it).
            if let child = members.first(where: { $0.key.utf8.first != UInt8(ascii: "$") }) {
                reported.error(
                    .tokenWithChildren,
                    "'\(path)' holds a token in $extensions[\"\(TokenSyntax.extensionKey)\"] and also a child '\(child.key)'; an object is either a token or a group: put the token under \"$root\"",
                    at: child.keyLocation)
                failedTokens[path.description] = member.keyLocation
                return
            }
            let token = TokenDefinition(path: path, location: member.keyLocation, value: value)
            token.readsExtension = true
            for property in members where property.key.utf8.first == UInt8(ascii: "$") {
                addTokenProperty(property, to: token)
            }
            if let type = carried["$type"], let typeName = string(type, property: "$type") {
                token.type = Located(value: typeName, location: type.location)
            }
            token.extensions = token.extensions.flatMap { Self.removing("token", fromTokencExtensionIn: $0) }
            insert(token, named: name, into: group, isFirstObject: isFirstObject, at: member.keyLocation)
        } else {
            if name == "$root" {
                reported.error(.invalidProperty, "$root must be a token with \"$value\"", at: member.keyLocation)
                return
            }
            let child: GroupDefinition
            switch isFirstObject ? nil : group.child(name) {
            case .token(let token):
                guard replacesEarlierDefinitions else {
                    duplicate(path, at: member.keyLocation, previous: token.location)
                    return
                }
                child = GroupDefinition(path: path, location: member.keyLocation)
                group.setChild(name, .group(child))
                mergeAsRoot(token, into: child, at: token.location, group: member.keyLocation)
            case .group(let existing):
                child = existing
            case nil:
                child = GroupDefinition(path: path, location: member.keyLocation)
                group.appendChild(name, .group(child))
            }
            addGroup(members: node, into: child, isFileRoot: false)
        }
    }

    /// Adds a token read from `name`'s object into `group`, where another file or source may have written the
    /// same name.
    private mutating func insert(
        _ token: TokenDefinition, named name: String, into group: GroupDefinition, isFirstObject: Bool,
        at location: SourceLocation
    ) {
        if isFirstObject {
            group.appendChild(name, .token(token))
            return
        }
        if replacesEarlierDefinitions, case .group(let existing)? = group.child(name) {
            mergeAsRoot(token, into: existing, at: location, group: existing.location)
            return
        }
        if let existing = group.child(name), !replacesEarlierDefinitions {
            guard case .token = existing, existing.location.file != location.file else {
                duplicate(token.path, at: location, previous: existing.location)
                return
            }
            guard
                reported.deviation(
                    .duplicateToken,
                    "'\(token.path)' is defined again in a later file, which wins, as Style Dictionary merges files; DTCG 2025.10 merges files only through a resolver document",
                    at: location, strict: strictDTCG,
                    notes: [Diagnostic.Note("the earlier definition", at: existing.location)])
            else { return }
        }
        group.setChild(name, .token(token))
    }

    /// `extensions` without `key` in tokenc's own entry (what the reader consumed), nil when nothing is left.
    static func removing(_ key: String, fromTokencExtensionIn extensions: Node) -> Node? {
        guard var members = extensions.members else { return extensions }
        if let index = members.firstIndex(where: { $0.key == TokenSyntax.extensionKey }),
            var inner = members[index].value.members
        {
            inner.removeAll { $0.key == key }
            if inner.isEmpty {
                members.remove(at: index)
            } else {
                members[index].value = Node(.object(inner), at: members[index].value.location)
            }
        }
        return members.isEmpty ? nil : Node(.object(members), at: extensions.location)
    }

    /// A resolver's merge of a token and a group at one path would be an object that is both, which DTCG 2025.10
    /// calls an error; peer tools keep the token beside the group's tokens, so it is read as the group's `$root`.
    private mutating func mergeAsRoot(
        _ token: TokenDefinition, into group: GroupDefinition, at location: SourceLocation,
        group groupLocation: SourceLocation
    ) {
        reported.deviation(
            .mergedRoot,
            "'\(group.path)' is a token in one source and a group in another, which merged is both a token and a group; it is read as the group's root token '\(group.path).$root'",
            at: location, strict: strictDTCG, notes: [Diagnostic.Note("the group", at: groupLocation)])
        group.setChild("$root", .token(token.copy(to: group.path.appending("$root"))))
    }

    private mutating func addTokenProperty(_ member: Node.Member, to token: TokenDefinition) {
        let value = member.value
        switch member.key {
        case "$type":
            if let type = string(value, property: "$type") {
                token.type = Located(value: type, location: value.location)
            }
        case "$description":
            token.description = string(value, property: "$description")
        case "$deprecated":
            if let flag = deprecation(value) { token.deprecated = Located(value: flag, location: value.location) }
        case "$extensions":
            if extensions(value) { token.extensions = value }
        case "$extends":
            reported.error(
                .invalidExtends, "$extends belongs on a group, not on token '\(token.path)'", at: member.keyLocation)
        case "$root":
            reported.error(
                .tokenWithChildren,
                "token '\(token.path)' has \"$value\" and also a $root token; an object is either a token or a group",
                at: member.keyLocation)
        default:
            unknownProperty(member.key, at: member.keyLocation, allowed: Self.tokenProperties, of: "a token")
        }
    }

    private mutating func duplicate(_ path: TokenPath, at location: SourceLocation, previous: SourceLocation) {
        reported.error(
            .duplicateToken, "'\(path)' is defined more than once", at: location,
            notes: [Diagnostic.Note("first defined here", at: previous)])
    }

    private mutating func unknownProperty(
        _ key: String, at location: SourceLocation, allowed: Set<String>, of what: String
    ) {
        let message =
            "unknown property '\(key)' on \(what); names starting with '$' are reserved"
            + Suggestion.unknownKeyHint(key, known: allowed.sorted(), otherwise: "")
        reported.error(.unknownProperty, message, at: location)
    }

    private mutating func validateName(_ name: String, at location: SourceLocation) -> Bool {
        if name.isEmpty {
            reported.error(.invalidName, "a token or group name cannot be empty", at: location)
            return false
        }
        let isBad = { (byte: UInt8) in
            byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ".")
        }
        let badByte =
            name.utf8.withContiguousStorageIfAvailable { $0.first(where: isBad) } ?? name.utf8.first(where: isBad)
        if let bad = badByte.map({ Character(Unicode.Scalar($0)) }) {
            reported.error(
                .invalidName, "name '\(name)' contains '\(bad)'; names cannot contain '{', '}' or '.'", at: location)
            return false
        }
        return true
    }

    private mutating func string(_ node: Node, property: String) -> String? {
        guard case .string(let text) = node.kind else {
            reported.error(
                .invalidProperty, "\(property) must be a string, not a \(node.kindName)", at: node.location)
            return nil
        }
        return text
    }

    private mutating func deprecation(_ node: Node) -> DeprecationFlag? {
        switch node.kind {
        case .bool(let flag): return flag ? .deprecated(reason: nil) : .notDeprecated
        case .string(let reason): return .deprecated(reason: reason)
        default:
            reported.error(
                .invalidProperty,
                "$deprecated must be true, false or a string giving the reason, not a \(node.kindName)",
                at: node.location)
            return nil
        }
    }

    private mutating func extensions(_ node: Node) -> Bool {
        guard case .object = node.kind else {
            reported.error(
                .invalidProperty,
                "$extensions must be an object keyed by vendor (e.g. \"com.example.tool\"), not a \(node.kindName)",
                at: node.location)
            return false
        }
        return true
    }
}
