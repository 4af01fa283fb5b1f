/// Turns token paths into CSS custom property names by one documented rule: the words of every path
/// component (spelled and split as for Swift names: `+` is `plus`, a number's leading `-` is `minus`, `,` or `_`
/// between digits is `p`; letters beyond ASCII kept, other characters and lower-to-upper changes separate words),
/// lowercased and joined with `-`, after `--`; a component's leading `_` is kept (`_size.m` → `--_size-m`). `$root` adds no words, so `color.accent.$root`
/// is `--color-accent`. `color.groupedBackground` is `--color-grouped-background`; `space.2xl` is `--space-2xl`.
package enum CSSNaming {
    /// A component's part of a property name: `-word-word` (empty for `$root`).
    static func fragment(_ component: String) -> String {
        if component == "$root" { return "" }
        // Words never start with `_`, so a kept leading `_` goes in front of the first one.
        let fragment = words(SwiftNaming.spelled(component))
        return component.utf8.first == 0x5F ? "-_" + fragment.dropFirst() : fragment
    }

    /// `-word-word` for a spelled component.
    private static func words(_ component: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(component.utf8.count + 4)
        if component.utf8.allSatisfy({ $0 < 0x80 }) {
            // The word rule on bytes: a `-` before each word, letters lowered.
            component.withUTF8Buffer { utf8 in
                SwiftNaming.forEachASCIIWord(utf8) { word in
                    bytes.append(0x2D)
                    for byte in word { bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
                }
            }
            if !bytes.isEmpty { return String(decoding: bytes, as: UTF8.self) }
        }
        // Letters beyond ASCII stay, lowered: CSS allows every non-ASCII character in a name.
        return SwiftNaming.words(component).map { "-" + $0.lowercased() }.joined()
    }

    /// Every token's property name. A token claims its main name and the
    /// suffixed names its values are written with (`-duration`, `-letter-spacing`…, in any context); two tokens
    /// that would share one are made distinct (the later in path order gets `-alt`, then `-alt-2`…, on its main
    /// name and so on every suffixed one), with one warning naming both places.
    /// `prefix` starts every name the rule makes (`ds`: `--ds-color-accent`), and `nameCase` spells it (and the
    /// suffixes); a token's chosen `cssName` is used as written.
    static func table(
        for model: TokenModel, prefix: String? = nil, nameCase: CSSNameCase = .kebab, diagnostics: inout DiagnosticBag
    ) -> [String?] {
        var names = [String?](repeating: nil, count: model.tokens.count)
        var owners: [String: Int] = [:]
        owners.reserveCapacity(model.tokens.count)
        // Names that a token's suffixed properties claim, with the token.
        var suffixedOwners: [String: Int] = [:]
        /// The token already holding `name` or one of `name`'s suffixed properties, and that property.
        func holder(of name: String, suffixes: [CSSDeclarationRun.Suffix]) -> (token: Int, property: String)? {
            // The main name is claimed whether or not the token declares it (a material writes only suffixed ones).
            for suffix in [.none] + suffixes.filter({ $0 != .none }) {
                let property = suffix == .none ? name : name + nameCase.suffix(suffix)
                if let owner = owners[property] ?? suffixedOwners[property] { return (owner, property) }
            }
            return nil
        }
        // In path order (which decides who keeps a name, whatever the file order) neighbours share their groups:
        // the name of each group prefix is kept from the token before while the components agree.
        var groups: [String] = []
        var prefixes: [String] = ["-" + (prefix.map { "-" + $0 } ?? "")]
        // The nearest group `cssName` along the open groups, which a collision under it is reported at.
        var chosenPrefixes: [Node?] = [nil]
        var reportedChoices: Set<SourceLocation> = []
        let leaves = model.tokens.map { fragment($0.path.name) }
        for index in model.pathOrder {
            let token = model.tokens[index]
            let components = token.path.components
            var common = 0
            while common < groups.count, common < components.count - 1, groups[common] == components[common] {
                common += 1
            }
            groups.removeLast(groups.count - common)
            prefixes.removeLast(prefixes.count - common - 1)
            chosenPrefixes.removeLast(chosenPrefixes.count - common - 1)
            for component in components[common..<(components.count - 1)] {
                groups.append(component)
                if let chosen = model.groupNames[TokenPath(groups)]?["cssName"] {
                    // The group's own prefix for its tokens' properties: `--` added, an error when invalid.
                    if let text = chosenName(chosen) {
                        prefixes.append(text)
                    } else {
                        if reportedChoices.insert(chosen.location).inserted {
                            diagnostics.error(
                                .cssName,
                                "\"cssName\" of group '\(TokenPath(groups))' must be a custom property name: letters, digits, - and _ after --",
                                at: chosen.location)
                        }
                        prefixes.append(prefixes[prefixes.count - 1] + fragment(component))
                    }
                    chosenPrefixes.append(chosen)
                } else {
                    prefixes.append(prefixes[prefixes.count - 1] + fragment(component))
                    chosenPrefixes.append(chosenPrefixes[chosenPrefixes.count - 1])
                }
            }
            let suffixes = suffixes(of: token)
            var name = nameCase.spell(prefixes[prefixes.count - 1] + leaves[index])
            if let chosen = token.extensions?[TokenSyntax.extensionKey]?["cssName"] {
                // The team's own property name: used as written (`--` added), an error when invalid or taken.
                guard let text = chosenName(chosen) else {
                    diagnostics.error(
                        .cssName,
                        "\"cssName\" of '\(token.path)' must be a custom property name: letters, digits, - and _ after --",
                        at: chosen.location)
                    continue
                }
                if let (other, property) = holder(of: text, suffixes: suffixes) {
                    diagnostics.error(
                        .cssName,
                        "\"cssName\" '\(text)' of '\(token.path)' makes '\(property)', already a CSS property of '\(model.tokens[other].path)'",
                        at: chosen.location)
                    continue
                }
                name = text
            } else if let (previous, property) = holder(of: name, suffixes: suffixes) {
                if let chosen = chosenPrefixes[chosenPrefixes.count - 1] {
                    // A group's chosen prefix is the team's word: a clash under it is an error there, once.
                    if reportedChoices.insert(chosen.location).inserted {
                        diagnostics.error(
                            .cssName,
                            "\"cssName\" of a group gives '\(token.path)' the CSS property '\(property)', already a CSS property of '\(model.tokens[previous].path)'",
                            at: chosen.location)
                    }
                    continue
                }
                let other = model.tokens[previous]
                let plain = prefixes[prefixes.count - 1] + leaves[index]
                // Symbols dropped from the name are spelled first (`🔠 desktop` → `--u1f520-desktop`), then `-alt`.
                let spelled =
                    components.contains { SwiftNaming.symbolsSpelled($0) != nil }
                    ? nameCase.spell(
                        prefixes[0]
                            + components.map { fragment(SwiftNaming.symbolsSpelled($0, lowercase: true) ?? $0) }
                            .joined()) : nil
                if let spelled, holder(of: spelled, suffixes: suffixes) == nil {
                    name = spelled
                } else {
                    name = nameCase.spell(plain + "-alt")
                    var number = 2
                    while holder(of: name, suffixes: suffixes) != nil {
                        name = nameCase.spell(plain + "-alt-\(number)")
                        number += 1
                    }
                }
                diagnostics.warning(
                    .cssName,
                    "token '\(token.path)' and token '\(other.path)' both make the CSS property '\(property)'; '\(other.path)' keeps it and '\(token.path)' is '\(name)'",
                    at: token.location, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.location)])
            }
            owners[name] = index
            names[index] = name
            for suffix in suffixes where suffix != .none { suffixedOwners[name + nameCase.suffix(suffix)] = index }
        }
        return names
    }

    /// A `cssName` as a property name (`--` added), nil when it is not a string of name characters.
    private static func chosenName(_ node: Node) -> String? {
        node.string.flatMap(customProperty)
    }

    /// `text` as a custom property name tokenc writes unescaped (`--` added when missing), nil when it holds
    /// anything but letters, digits, `-`, `_` and non-ASCII characters.
    static func customProperty(_ text: String) -> String? {
        let name = text.hasPrefix("--") ? text : "--" + text
        return name.count > 2 && name.utf8.allSatisfy(isNameByte) ? name : nil
    }

    /// The suffixes of every value the token has, in any context, each once.
    private static func suffixes(of token: Token) -> [CSSDeclarationRun.Suffix] {
        var suffixes = CSSDeclarationBuilder.suffixes(token.value)
        for contextValue in token.contextValues {
            for suffix in CSSDeclarationBuilder.suffixes(contextValue.value) where !suffixes.contains(suffix) {
                suffixes.append(suffix)
            }
        }
        return suffixes
    }

    /// Whether a byte may stand in a custom property name as tokenc writes one unescaped: an ASCII letter or
    /// digit, `-`, `_`, or part of a non-ASCII character.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == 0x2D || byte == 0x5F || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}
