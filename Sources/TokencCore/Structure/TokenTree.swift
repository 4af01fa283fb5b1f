/// A value with the place it was written.
struct Located<Value: Sendable>: Sendable {
    var value: Value
    var location: SourceLocation
}

/// `$deprecated` as written: `true`, `false`, or a reason.
enum DeprecationFlag: Sendable, Equatable {
    case deprecated(reason: String?)
    case notDeprecated
}

/// A group as written, merged across files, before `$extends` and inheritance are applied.
final class GroupDefinition {
    let path: TokenPath
    var location: SourceLocation
    var type: Located<String>?
    var description: String?
    var deprecated: Located<DeprecationFlag>?
    var extensions: Node?
    var extends: Located<String>?
    /// How many objects (one per file that writes the group) have been read into it.
    var objectsRead = 0
    /// Children in the order first written.
    private(set) var orderedChildren: [(name: String, entry: TreeEntry)] = []
    /// Child positions by name, made on the first lookup among many children and kept up to date after.
    private var indexByName: [String: Int]?

    init(path: TokenPath, location: SourceLocation) {
        self.path = path
        self.location = location
    }

    /// Sets this group's own `$` properties to `other`'s.
    func takeProperties(of other: GroupDefinition) {
        type = other.type
        description = other.description
        deprecated = other.deprecated
        extensions = other.extensions
        extends = other.extends
    }

    func child(_ name: String) -> TreeEntry? { position(of: name).map { orderedChildren[$0].entry } }

    func setChild(_ name: String, _ entry: TreeEntry) {
        if let index = position(of: name) {
            orderedChildren[index].entry = entry
        } else {
            appendChild(name, entry)
        }
    }

    /// Adds a child under a name the group does not have yet (one of the keys of the first object read into
    /// it, which the readers keep distinct), without looking the name up.
    func appendChild(_ name: String, _ entry: TreeEntry) {
        indexByName?[name] = orderedChildren.count
        orderedChildren.append((name, entry))
    }

    private func position(of name: String) -> Int? {
        if let indexByName { return indexByName[name] }
        if orderedChildren.count <= 8 { return orderedChildren.firstIndex { $0.name == name } }
        let index = Dictionary(
            orderedChildren.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        indexByName = index
        return index[name]
    }

    /// A deep copy placed at `path`, for `$extends`.
    func copy(to path: TokenPath) -> GroupDefinition {
        let copy = GroupDefinition(path: path, location: location)
        copy.takeProperties(of: self)
        for (name, entry) in orderedChildren {
            copy.setChild(name, entry.copy(to: path.appending(name)))
        }
        return copy
    }
}

/// A token as written, before its type and value are resolved.
final class TokenDefinition {
    let path: TokenPath
    /// Where the token's name is written.
    let location: SourceLocation
    var value: Node
    var type: Located<String>?
    var description: String?
    var deprecated: Located<DeprecationFlag>?
    var extensions: Node?
    /// Whether the token is read from tokenc's own `$extensions` entry (a value DTCG 2025.10 cannot say, as
    /// `tokenc convert` keeps it): its value is tokenc's, so the spec's letter does not apply to it.
    var readsExtension = false
    /// The conforming `$value` written beside an exact value kept in tokenc's extension (``value``).
    var fallbackValue: Node?
    /// The nearest enclosing group's `$type`, set when the tree is flattened.
    var inheritedType: Located<String>?
    /// The deprecation after group inheritance, set when the tree is flattened.
    var effectiveDeprecation: Deprecation?

    init(path: TokenPath, location: SourceLocation, value: Node) {
        self.path = path
        self.location = location
        self.value = value
    }

    func copy(to path: TokenPath) -> TokenDefinition {
        let copy = TokenDefinition(path: path, location: location, value: value)
        copy.type = type
        copy.description = description
        copy.deprecated = deprecated
        copy.extensions = extensions
        copy.readsExtension = readsExtension
        copy.fallbackValue = fallbackValue
        return copy
    }
}

/// A child of a group.
enum TreeEntry {
    case group(GroupDefinition)
    case token(TokenDefinition)

    var location: SourceLocation {
        switch self {
        case .group(let group): group.location
        case .token(let token): token.location
        }
    }

    func copy(to path: TokenPath) -> TreeEntry {
        switch self {
        case .group(let group): .group(group.copy(to: path))
        case .token(let token): .token(token.copy(to: path))
        }
    }
}
