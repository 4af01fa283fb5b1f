/// What several lint rules look up across the whole model, worked out once per run and shared by every rule:
/// the tokens of each type, and the sibling groups (the tokens under one parent path). Rules walk these
/// indices and read the fields they need, instead of each walking every token as a copy of the whole struct.
struct LintIndex: Sendable {
    /// A parent path and the indices of its child tokens, ascending.
    struct Group: Sendable {
        var parent: TokenPath
        var members: [Int]
    }

    /// Each type's token indices, ascending.
    private let byType: [TokenType: [Int]]
    /// Every parent path with child tokens, in the order of their first child.
    let groups: [Group]

    init(_ model: TokenModel) {
        var byType: [TokenType: [Int]] = [:]
        var groups: [Group] = []
        var groupOfParent: [TokenPath: Int] = [:]
        // A group's tokens are contiguous, so a token mostly has the parent of the one before.
        var previous: (parent: ArraySlice<String>, group: Int)?
        for index in model.tokens.indices {
            byType[model.tokens[index].type, default: []].append(index)
            let components = model.tokens[index].path.components
            guard !components.isEmpty else { continue }
            let parent = components.dropLast()
            let group: Int
            if let previous, previous.parent == parent {
                group = previous.group
            } else {
                let path = TokenPath(Array(parent))
                if let known = groupOfParent[path] {
                    group = known
                } else {
                    group = groups.count
                    groupOfParent[path] = group
                    groups.append(Group(parent: path, members: []))
                }
            }
            groups[group].members.append(index)
            previous = (parent, group)
        }
        self.byType = byType
        self.groups = groups
    }

    /// The indices of the tokens of `type`, ascending.
    func tokens(of type: TokenType) -> [Int] { byType[type] ?? [] }

    /// The sibling groups with their members of the given types: groups with none left out, the others in the
    /// order of their first such member.
    func groups(of types: Set<TokenType>, in model: TokenModel) -> [Group] {
        let narrowed = groups.compactMap { group -> Group? in
            let members = group.members.filter { types.contains(model.tokens[$0].type) }
            return members.isEmpty ? nil : Group(parent: group.parent, members: members)
        }
        return narrowed.sorted { $0.members[0] < $1.members[0] }
    }
}
