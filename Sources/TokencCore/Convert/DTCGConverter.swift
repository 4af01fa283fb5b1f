import Foundation

/// Writes a resolved model as DTCG 2025.10 token files, whatever format it was read from: `tokenc convert`.
///
/// Each source file becomes one `.tokens.json` file at the same relative place, its tokens in their written order
/// with their descriptions, deprecations and extensions (a source format's own metadata stays under its
/// `$extensions` key: `studio.tokens`, `style-dictionary`). Whole-value and composite aliases stay aliases.
/// Where the model has contexts (themes, modes), a resolver document merges the base files, then each modifier,
/// whose contexts bring a file of the tokens that differ there.
///
/// A value DTCG 2025.10 cannot say is kept exactly in tokenc's `$extensions["dev.tokenc"]`, which the spec gives
/// tools for what it has no place for, so the files are strict DTCG and read back into the same model: a
/// typography with CSS-only properties, a relative letter spacing or a length as line height is written as the
/// nearest typography DTCG can say, the exact value beside it under `value`; a token of a type DTCG has no way to
/// say (text, a relative size, tokenc's own types) is an object that is no token to other tools, the token under
/// `token`. A value that only a combination of contexts decides cannot be said by one modifier at a time, and is
/// reported.
package enum DTCGConverter {
    /// The files to write and what could not be said in DTCG.
    package struct Conversion: Sendable {
        package var files: [OutputFile]
        package var diagnostics: [Diagnostic]
    }

    /// The resolver document's name in the output folder.
    package static let resolverName = "tokens.resolver.json"

    package static func convert(_ model: TokenModel, sources: SourceManager, into directory: URL, shownAs shown: String)
        -> Conversion
    {
        var diagnostics = DiagnosticBag()
        var kept: [TokenPath] = []
        let names = fileNames(model, sources: sources)
        var byFile: [Int32: [Int]] = [:]
        for (index, token) in model.tokens.enumerated() { byFile[token.location.file, default: []].append(index) }
        var files: [OutputFile] = []
        var baseFiles: [String] = []
        for file in byFile.keys.sorted() {
            let indices = byFile[file]!.sorted { model.tokens[$0].location < model.tokens[$1].location }
            let tree = GroupTree()
            for index in indices {
                let token = model.tokens[index]
                let json = tokenJSON(token, model: model)
                if json.keepsExact { kept.append(token.path) }
                tree.insert(token.path.components, token: json)
            }
            tree.describe(model.groupDescriptions)
            let name = names[file]!
            baseFiles.append(name)
            files.append(output(tree.json, name: name, directory: directory, shown: shown))
        }

        if !kept.isEmpty {
            let shown = kept.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (kept.count > 3 ? ", …" : "")
            diagnostics.append(
                Diagnostic(
                    .note, .convertLoss,
                    "\(kept.count) token\(kept.count == 1 ? " has a value" : "s have values") DTCG 2025.10 cannot say (\(shown)); each is kept exactly in $extensions[\"dev.tokenc\"], which tokenc reads back, beside the nearest DTCG value where there is one",
                    at: nil))
        }
        guard !model.modifiers.isEmpty else { return Conversion(files: files, diagnostics: diagnostics.sorted()) }
        var reported = Set<TokenPath>()
        var modifiers: [(String, JSONValue)] = []
        for modifier in model.modifiers {
            var contexts: [(String, JSONValue)] = []
            for context in modifier.contexts {
                guard context != modifier.defaultContext else {
                    contexts.append((context, .array([])))
                    continue
                }
                let key = [Context(modifier: modifier.name, name: context)]
                let tree = GroupTree()
                for token in model.tokens {
                    for variant in token.contextValues where variant.contexts.count > 1 {
                        guard reported.insert(token.path).inserted else { continue }
                        diagnostics.warning(
                            .contextCombination,
                            "token '\(token.path)' has a value only \(Context.describe(variant.contexts)) together decide; a resolver document merges one modifier at a time, so the converted files give it the later modifier's value there",
                            at: token.location)
                    }
                    guard let variant = token.contextValues.first(where: { $0.contexts == key }) else { continue }
                    let base = tokenJSON(token, model: model)
                    let json = tokenJSON(
                        token, model: model, value: variant.value, aliasOf: variant.aliasOf,
                        references: variant.references)
                    // The same alias as the base file: it changes here because its target does.
                    if json.value == base.value, json.exact == base.exact { continue }
                    tree.insert(token.path.components, token: json)
                }
                let name = "contexts/\(safe(modifier.name))/\(safe(context)).tokens.json"
                files.append(output(tree.json, name: name, directory: directory, shown: shown))
                contexts.append((context, .array([.object([("$ref", .string(name))])])))
            }
            modifiers.append(
                (
                    modifier.name,
                    .object([("contexts", .object(contexts)), ("default", .string(modifier.defaultContext))])
                ))
        }
        let resolver: JSONValue = .object([
            ("version", .string("2025.10")),
            (
                "sets",
                .object([("tokens", .object([("sources", .array(baseFiles.map { .object([("$ref", .string($0))]) }))]))]
                )
            ),
            ("modifiers", .object(modifiers)),
            (
                "resolutionOrder",
                .array(
                    [.object([("$ref", .string("#/sets/tokens"))])]
                        + model.modifiers.map { .object([("$ref", .string("#/modifiers/\(pointerEscaped($0.name))"))]) }
                )
            ),
        ])
        files.append(output(resolver, name: resolverName, directory: directory, shown: shown))
        return Conversion(files: files, diagnostics: diagnostics.sorted())
    }

    // MARK: Tokens

    /// One token as written: its DTCG `$type` and `$value` (a context file replaces the value), and the exact
    /// value in tokenc's extension where DTCG cannot say it.
    struct TokenJSON {
        var type: String
        var value: JSONValue
        /// The exact value beside a conforming `$value` (`$extensions["dev.tokenc"].value`).
        var exact: JSONValue?
        /// Whether DTCG has no way to say the token, so all of it is in `$extensions["dev.tokenc"].token`.
        var carried = false
        var rest: [(String, JSONValue)]

        var keepsExact: Bool { exact != nil || carried }

        var json: JSONValue {
            if carried {
                let token: JSONValue = .object([("$type", .string(type)), ("$value", value)])
                return .object(Self.addingTokencEntry("token", token, to: rest))
            }
            guard let exact else { return .object([("$type", .string(type)), ("$value", value)] + rest) }
            return .object(
                [("$type", .string(type)), ("$value", value)] + Self.addingTokencEntry("value", exact, to: rest))
        }

        /// `members` with `key: value` in `$extensions["dev.tokenc"]`, beside what the source had there.
        static func addingTokencEntry(_ key: String, _ value: JSONValue, to members: [(String, JSONValue)])
            -> [(String, JSONValue)]
        {
            var members = members
            var extensions: [(String, JSONValue)] = []
            if let index = members.firstIndex(where: { $0.0 == "$extensions" }) {
                if case .object(let existing) = members[index].1 { extensions = existing }
                members.remove(at: index)
            }
            var entry: [(String, JSONValue)] = []
            if let index = extensions.firstIndex(where: { $0.0 == TokenSyntax.extensionKey }) {
                if case .object(let existing) = extensions[index].1 { entry = existing }
                extensions.remove(at: index)
            }
            entry.append((key, value))
            extensions.append((TokenSyntax.extensionKey, .object(entry)))
            return members + [("$extensions", .object(extensions))]
        }
    }

    /// A token as written, with its own value or a context's. When DTCG cannot say one of its values, every one is
    /// kept in tokenc's extension, so that each context's file reads back as tokenc's value too.
    private static func tokenJSON(
        _ token: Token, model: TokenModel, value: TokenValue? = nil, aliasOf: TokenPath?? = nil,
        references: [Token.Reference]? = nil
    ) -> TokenJSON {
        var rest: [(String, JSONValue)] = []
        if let description = token.description { rest.append(("$description", .string(description))) }
        if let deprecation = token.deprecation {
            rest.append(("$deprecated", deprecation.reason.map(JSONValue.string) ?? .bool(true)))
        }
        if let extensions = token.extensions { rest.append(("$extensions", JSONValue(extensions))) }
        let value = value ?? token.value
        let aliasOf = aliasOf ?? token.aliasOf
        var type = token.type.rawValue
        if case .custom(let custom) = value { type = custom.typeName }
        let keepsExact = ([token.value] + token.contextValues.map(\.value)).contains { !sayable($0, type: token.type) }
        let written = valueJSON(
            value, type: token.type, aliasOf: aliasOf, references: references ?? token.references, model: model,
            exact: keepsExact)
        guard keepsExact else { return TokenJSON(type: type, value: written, rest: rest) }
        if case .typography(let typography) = value, let conforming = typography.conforming {
            return TokenJSON(type: type, value: TokenValue.typography(conforming).jsonValue, exact: written, rest: rest)
        }
        return TokenJSON(type: type, value: written, carried: true, rest: rest)
    }

    /// Whether DTCG 2025.10 can say a value of this type.
    private static func sayable(_ value: TokenValue, type: TokenType) -> Bool {
        if type.isExtension || TokenType.foreign(type.rawValue) != nil || type == .custom { return false }
        if case .typography(let typography) = value {
            guard
                typography.fontStyle == nil && typography.fontVariant == nil && typography.textDecoration == nil
                    && typography.textTransform == nil && typography.lineHeight.isMultiple
            else { return false }
        }
        return hasOnlyDTCGQuantities(value.jsonValue)
    }

    /// Whether every `{"value", "unit"}` in a value's JSON is a DTCG dimension or a non-negative duration.
    private static func hasOnlyDTCGQuantities(_ json: JSONValue) -> Bool {
        switch json {
        case .object(let members):
            if let unit = members.first(where: { $0.0 == "unit" })?.1, case .string(let name) = unit,
                case .number(let number)? = members.first(where: { $0.0 == "value" })?.1
            {
                return ["px", "rem"].contains(name) || (["ms", "s"].contains(name) && number >= 0)
            }
            return members.allSatisfy { hasOnlyDTCGQuantities($0.1) }
        case .array(let elements):
            return elements.allSatisfy(hasOnlyDTCGQuantities)
        default:
            return true
        }
    }

    /// The value as DTCG writes it: `{path}` for a whole alias, and `{path}` at each composite reference whose
    /// target has the type DTCG expects there (a reference that read another type's value, as Tokens Studio's do,
    /// is written as the value it read). The `exact` value kept in tokenc's extension keeps a line height's
    /// reference to a length too, as tokenc reads it.
    private static func valueJSON(
        _ value: TokenValue, type: TokenType, aliasOf: TokenPath?, references: [Token.Reference], model: TokenModel,
        exact: Bool = false
    ) -> JSONValue {
        if let aliasOf, model.token(at: aliasOf)?.type == type { return .string(aliasOf.aliasSyntax) }
        var json: JSONValue
        if case .custom(let custom) = value { json = custom.json } else { json = readableJSON(value) }
        for reference in references where !reference.pointer.isEmpty {
            let segments = reference.pointer.split(separator: "/").map(String.init)
            // A list's element (a shadow layer, a gradient stop) is the token's own type.
            let expected = Int(segments.last ?? "") != nil ? type : segments.last.flatMap { slotTypes[$0] }
            guard let target = model.token(at: reference.target) else { continue }
            // DTCG's line height is a multiple: one read from a size token is written as the value it read, but
            // for tokenc's own reading, which reads it as a length or a percentage.
            if segments.last == "lineHeight", target.type == .dimension {
                guard exact else { continue }
            } else if target.type != expected {
                continue
            } else if segments.last == "lineHeight", case .typography(let typography) = value,
                case .length = typography.lineHeight
            {
                continue  // a number Tokens Studio read as px
            }
            json = replacing(json, at: segments[...], with: .string(reference.target.aliasSyntax))
        }
        return json
    }

    /// A value as tokenc reads it: the model's JSON, but a spring in the one form it was written in (the model's
    /// JSON gives every form, for readers that do not convert).
    private static func readableJSON(_ value: TokenValue) -> JSONValue {
        guard case .spring(let spring) = value else { return value.jsonValue }
        var members: [(String, JSONValue)] =
            switch spring.parameters {
            case .response(let response, let fraction):
                [("response", .number(response)), ("dampingFraction", .number(fraction))]
            case .duration(let duration, let bounce): [("duration", .number(duration)), ("bounce", .number(bounce))]
            case .physical(let mass, let stiffness, let damping):
                [("mass", .number(mass)), ("stiffness", .number(stiffness)), ("damping", .number(damping))]
            }
        if let blend = spring.blendDuration { members.append(("blendDuration", .number(blend))) }
        return .object(members)
    }

    /// The DTCG type of each composite value's property.
    private static let slotTypes: [String: TokenType] = [
        "fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight, "letterSpacing": .dimension,
        "lineHeight": .number, "color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension,
        "spread": .dimension, "width": .dimension, "style": .strokeStyle, "duration": .duration, "delay": .duration,
        "timingFunction": .cubicBezier, "position": .number, "fontStyle": .string, "fontVariant": .string,
        "textDecoration": .string, "textTransform": .string,
    ]

    private static func replacing(_ json: JSONValue, at path: ArraySlice<String>, with value: JSONValue) -> JSONValue {
        guard let first = path.first else { return value }
        switch json {
        case .object(let members):
            return .object(
                members.map { $0.0 == first ? ($0.0, replacing($0.1, at: path.dropFirst(), with: value)) : $0 })
        case .array(var elements):
            guard let index = Int(first), elements.indices.contains(index) else { return json }
            elements[index] = replacing(elements[index], at: path.dropFirst(), with: value)
            return .array(elements)
        default:
            return json
        }
    }

    // MARK: Files

    /// Each source file's output name: its path below the folder the sources share, as `.tokens.json`.
    private static func fileNames(_ model: TokenModel, sources: SourceManager) -> [Int32: String] {
        let used = Set(model.tokens.map(\.location.file))
        let paths = used.sorted().map { ($0, sources.files[Int($0)].path) }
        var common = paths.first.map { $0.1.split(separator: "/").dropLast().map(String.init) } ?? []
        for (_, path) in paths {
            let folders = path.split(separator: "/").dropLast().map(String.init)
            while !folders.starts(with: common) { common.removeLast() }
        }
        var names: [Int32: String] = [:]
        var taken = Set<String>()
        for (file, path) in paths {
            var parts = path.split(separator: "/").map(String.init).dropFirst(common.count).map { $0 }
            var last = parts.removeLast()
            for suffix in [
                ".tokens.json", ".json", ".jsonc", ".json5", ".tokens.yaml", ".tokens.yml", ".yaml", ".yml", ".tokens",
            ]
            where last.lowercased().hasSuffix(suffix) {
                last.removeLast(suffix.count)
                break
            }
            var name = (parts + [safe(last)]).joined(separator: "/") + ".tokens.json"
            var counter = 2
            while !taken.insert(name.lowercased()).inserted {
                name = (parts + [safe(last) + "-\(counter)"]).joined(separator: "/") + ".tokens.json"
                counter += 1
            }
            names[file] = name
        }
        return names
    }

    /// A file name part: `$` (as in `$themes`) and path separators left out.
    private static func safe(_ name: String) -> String {
        let cleaned = String(name.map { "/\\:$".contains($0) ? "-" : $0 })
        return cleaned.isEmpty ? "tokens" : cleaned
    }

    private static func pointerEscaped(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    private static func output(_ json: JSONValue, name: String, directory: URL, shown: String) -> OutputFile {
        var bytes: [UInt8] = []
        json.write(to: &bytes, indent: 0)
        bytes.append(UInt8(ascii: "\n"))
        return OutputFile(
            url: directory.appendingPathComponent(name), displayPath: shown + "/" + name, contents: bytes)
    }

    /// Nested groups of one output file, in the order tokens were written.
    private final class GroupTree {
        var order: [String] = []
        var children: [String: GroupTree] = [:]
        var tokens: [String: TokenJSON] = [:]
        var description: String?

        func insert(_ path: ArraySlice<String>, token: TokenJSON) {
            let name = path.first!
            if path.count == 1 {
                if tokens[name] == nil, children[name] == nil { order.append(name) }
                tokens[name] = token
                return
            }
            if children[name] == nil {
                children[name] = GroupTree()
                if tokens[name] == nil { order.append(name) }
            }
            children[name]!.insert(path.dropFirst(), token: token)
        }

        func insert(_ segments: [String], token: TokenJSON) { insert(segments[...], token: token) }

        func describe(_ descriptions: [TokenPath: String], prefix: [String] = []) {
            description = descriptions[TokenPath(prefix)]
            for (name, child) in children { child.describe(descriptions, prefix: prefix + [name]) }
        }

        var json: JSONValue {
            var members: [(String, JSONValue)] = []
            if let description { members.append(("$description", .string(description))) }
            for name in order {
                if let token = tokens[name] {
                    // A token and a group of the same name: DTCG's `$root` holds the token.
                    if let group = children[name], case .object(let groupMembers) = group.json {
                        members.append((name, .object([("$root", token.json)] + groupMembers)))
                    } else {
                        members.append((name, token.json))
                    }
                } else if let group = children[name] {
                    members.append((name, group.json))
                }
            }
            return .object(members)
        }
    }
}
