/// Token files that hold the dark appearance by their name, as Style Dictionary projects keep modes
/// (`modes/dark.json`, `colors.dark.json`, `dark/colors.json`): a file one of whose path components below the
/// files' common folder is `dark` (a folder, or a part of the file's name between `.`, `-` and `_`), and which
/// defines again tokens that other files define. Its values for those tokens become their `appearance=dark`
/// context (tokenc's extension, as Style Dictionary's `darkValue` is read), so the other files give the default,
/// light; tokens only it defines stay tokens of their own. Without this, the later file silently won.
enum AppearanceFiles {
    /// The documents (by file index, in `order`) with each dark file's redefinitions moved into the tokens they
    /// redefine, and a note that says what was read; nil when no file is a dark file that redefines a token.
    static func apply(to documents: inout [Int32: Node], order: [Int32], paths: [Int32: String]) -> String? {
        let folders = order.map { paths[$0]!.split(separator: "/").dropLast() }
        var common = folders.first.map(Array.init) ?? []
        for folder in folders.dropFirst() { common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0)) }
        let dark = Set(order.filter { isDark(paths[$0]!, below: common.count) })
        guard !dark.isEmpty, dark.count < order.count else { return nil }

        // Who defines each token last, among the files that are not dark.
        var owner: [String: Int32] = [:]
        for index in order where !dark.contains(index) {
            walk(documents[index]!, prefix: "") { path, _ in owner[path] = index }
        }
        var moved: [Int32: [String: Node]] = [:]
        var counts: [(file: Int32, count: Int)] = []
        for index in order where dark.contains(index) {
            var count = 0
            walk(documents[index]!, prefix: "") { path, token in
                guard let base = owner[path], let value = token.member("$value")?.value else { return }
                moved[base, default: [:]][path] = value
                count += 1
            }
            if count > 0 { counts.append((index, count)) }
        }
        guard !counts.isEmpty else { return nil }
        for (index, values) in moved {
            documents[index] = rewrite(documents[index]!, prefix: "") { path, token in
                guard let dark = values[path], let members = token.members else { return token }
                var result = members.filter { $0.key != "$extensions" }
                let existing = members.first { $0.key == "$extensions" }
                result.append(TokenSyntax.darkAppearance(dark, at: dark.location, into: existing))
                return Node(.object(result), at: token.location)
            }
        }
        for (index, _) in counts {
            documents[index] = rewrite(documents[index]!, prefix: "") { path, token in owner[path] == nil ? token : nil
            }
        }
        let files = counts.map { "\(paths[$0.file]!) (\($0.count) token\($0.count == 1 ? "" : "s"))" }
        let note =
            "read as the dark appearance of the tokens they define again, as their names say: "
            + files.joined(separator: ", ")
            + "; the other files are the default, light (a resolver document says otherwise, and names other modes)"
        return note
    }

    /// A note for files that define again most tokens of an earlier file without a name that says `dark`: their
    /// values replace the earlier ones (a later file wins), which is right for an override and wrong for a mode
    /// (a theme, a brand), so the note names the files and the resolver document that makes them contexts; nil
    /// when no file does; located at the first file that redefines.
    static func overridingFiles(in documents: [Int32: Node], order: [Int32], paths: [Int32: String]) -> (
        note: String, file: Int32
    )? {
        var tokens: [Int32: Set<String>] = [:]
        for index in order {
            var found = Set<String>()
            walk(documents[index]!, prefix: "") { path, _ in found.insert(path) }
            tokens[index] = found
        }
        var pairs: [(base: Int32, later: Int32, count: Int)] = []
        for (position, later) in order.enumerated() {
            let own = tokens[later]!
            for base in order[..<position] {
                let count = own.intersection(tokens[base]!).count
                if count >= 2, count * 2 >= own.count { pairs.append((base, later, count)) }
            }
        }
        guard !pairs.isEmpty else { return nil }
        // Each earlier file with the files that redefine it: a modifier, its contexts named by the part of their
        // paths that differs (`brand-1`, `brand-2`), the modifier by the folder above it (`brands`).
        var groups: [(base: Int32, later: [Int32])] = []
        for pair in pairs where !groups.contains(where: { $0.later.contains(pair.later) }) {
            if let slot = groups.firstIndex(where: { $0.base == pair.base }) {
                groups[slot].later.append(pair.later)
            } else if !groups.contains(where: { $0.later.contains(pair.base) }) {
                groups.append((pair.base, [pair.later]))
            }
        }
        let redefining = Set(groups.flatMap(\.later))
        func quoted(_ text: String) -> String { "\"" + text + "\"" }
        func ref(_ index: Int32) -> String { "{\"$ref\": \(quoted(paths[index]!))}" }
        var modifiers: [String] = []
        var described: [String] = []
        for (number, group) in groups.enumerated() {
            let files = [group.base] + group.later
            let parts = files.map { paths[$0]!.split(separator: "/").map(String.init) }
            let depth = parts.map(\.count).min()!
            let differing = (0..<depth).first { column in Set(parts.map { $0[column] }).count > 1 } ?? depth - 1
            let names = parts.map { String($0[differing].split(separator: ".").first ?? "") }
            let modifier = differing > 0 ? parts[0][differing - 1] : "mode\(groups.count > 1 ? "\(number + 1)" : "")"
            let contexts = zip(files, names).map { file, name in
                quoted(name) + ": [" + (file == group.base ? "" : ref(file)) + "]"
            }
            modifiers.append(
                "\(quoted(modifier)): {\"default\": \(quoted(names[0])), \"contexts\": {\(contexts.joined(separator: ", "))}}"
            )
            described.append(
                group.later.map { paths[$0]! }.joined(separator: ", ") + " define"
                    + (group.later.count == 1 ? "s" : "") + " again most tokens of " + paths[group.base]!)
        }
        let base = order.filter { !redefining.contains($0) }.map(ref).joined(separator: ", ")
        let order =
            ["{\"$ref\": \"#/sets/base\"}"]
            + groups.indices.map { index in
                let modifier = modifiers[index].prefix { $0 != ":" }.dropFirst().dropLast()
                return "{\"$ref\": \"#/modifiers/\(modifier)\"}"
            }
        let note =
            described.joined(separator: "; ")
            + ", so later values replace earlier ones (a later file wins); if they are modes (themes, brands, platforms), a resolver document makes them contexts; this one would: "
            + "{\"version\": \"2025.10\", \"sets\": {\"base\": {\"sources\": [\(base)]}}, \"modifiers\": {\(modifiers.joined(separator: ", "))}, "
            + "\"resolutionOrder\": [\(order.joined(separator: ", "))]}"
        return (note, groups[0].later[0])
    }

    /// Whether a path names the dark appearance below its first `depth` folders.
    static func isDark(_ path: String, below depth: Int) -> Bool {
        var components = path.split(separator: "/").dropFirst(depth)
        guard let name = components.popLast() else { return false }
        let stem = name.split(separator: ".").dropLast()
        let parts = components.map { Substring($0) } + stem.flatMap { $0.split(whereSeparator: { "-_".contains($0) }) }
        return parts.contains { $0.lowercased() == "dark" }
    }

    /// Calls `body` with each token of a document (an object with `$value`) and its dotted path.
    private static func walk(_ group: Node, prefix: String, _ body: (String, Node) -> Void) {
        for member in group.members ?? [] where !member.key.hasPrefix("$") && member.value.members != nil {
            let path = prefix.isEmpty ? member.key : prefix + "." + member.key
            if member.value.member("$value") != nil {
                body(path, member.value)
            } else {
                walk(member.value, prefix: path, body)
            }
        }
    }

    /// The document with each token replaced by `transform` (nil: removed); a group left without members by a
    /// removal is removed too.
    private static func rewrite(_ group: Node, prefix: String, _ transform: (String, Node) -> Node?) -> Node {
        guard let members = group.members else { return group }
        var result: [Node.Member] = []
        for member in members {
            guard !member.key.hasPrefix("$"), member.value.members != nil else {
                result.append(member)
                continue
            }
            let path = prefix.isEmpty ? member.key : prefix + "." + member.key
            if member.value.member("$value") != nil {
                if let token = transform(path, member.value) {
                    result.append(Node.Member(key: member.key, keyLocation: member.keyLocation, value: token))
                }
                continue
            }
            let inner = rewrite(member.value, prefix: path, transform)
            let emptied =
                !(member.value.members ?? []).isEmpty && !(inner.members ?? []).contains { !$0.key.hasPrefix("$") }
            if !emptied { result.append(Node.Member(key: member.key, keyLocation: member.keyLocation, value: inner)) }
        }
        return Node(.object(result), at: group.location)
    }
}
