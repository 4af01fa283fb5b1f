import Foundation

/// Writes a resolved model as DTCG 2025.10 token files, whatever format it was read from: `tokenc convert`.
///
/// Each source file becomes one `.tokens.json` file at the same relative place, its tokens in their written order
/// with their descriptions, deprecations and extensions (a source format's own metadata stays under its
/// `$extensions` key: `studio.tokens`, `style-dictionary`). Whole-value and composite aliases stay aliases.
/// Where the model has contexts (themes, modes), a resolver document merges the base files, then each modifier,
/// whose contexts bring a file of the tokens that differ there. What DTCG 2025.10 cannot say (a value that only
/// a combination of contexts decides, a tokenc extension type, a CSS-only typography property, a relative unit)
/// is written as it is and reported, so a strict build of the result shows it.
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
                tree.insert(token.path.components, token: tokenJSON(token, model: model, diagnostics: &diagnostics))
            }
            tree.describe(model.groupDescriptions)
            let name = names[file]!
            baseFiles.append(name)
            files.append(output(tree.json, name: name, directory: directory, shown: shown))
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
                    var json = tokenJSON(token, model: model, diagnostics: &diagnostics, reports: false)
                    let base = json.value
                    json.value = valueJSON(
                        variant.value, type: token.type, aliasOf: variant.aliasOf, references: variant.references,
                        model: model)
                    // The same alias as the base file: it changes here because its target does.
                    if json.value == base { continue }
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

    /// One token's members, its value apart so a context file can replace it.
    struct TokenJSON {
        var type: String
        var value: JSONValue
        var rest: [(String, JSONValue)]

        var json: JSONValue { .object([("$type", .string(type)), ("$value", value)] + rest) }
    }

    private static func tokenJSON(
        _ token: Token, model: TokenModel, diagnostics: inout DiagnosticBag, reports: Bool = true
    ) -> TokenJSON {
        var rest: [(String, JSONValue)] = []
        if let description = token.description { rest.append(("$description", .string(description))) }
        if let deprecation = token.deprecation {
            rest.append(("$deprecated", deprecation.reason.map(JSONValue.string) ?? .bool(true)))
        }
        if let extensions = token.extensions { rest.append(("$extensions", JSONValue(extensions))) }
        var type = token.type.rawValue
        if case .custom(let custom) = token.value { type = custom.typeName }
        if reports, let reason = unsaid(token) {
            diagnostics.warning(
                .convertLoss, "token '\(token.path)' \(reason); it is written as it is, so --strict-dtcg reports it",
                at: token.location)
        }
        return TokenJSON(
            type: type,
            value: valueJSON(
                token.value, type: token.type, aliasOf: token.aliasOf, references: token.references, model: model),
            rest: rest)
    }

    /// Why a token's value is not strict DTCG 2025.10, if it is not.
    private static func unsaid(_ token: Token) -> String? {
        if token.type.isExtension { return "is a tokenc extension type (\(token.type.rawValue))" }
        if TokenType.foreign(token.type.rawValue) != nil {
            return "is a \(token.type.rawValue), which DTCG 2025.10 has no type for"
        }
        if case .custom(let custom) = token.value {
            return "has the type '\(custom.typeName)', which DTCG 2025.10 does not have"
        }
        var values = [token.value] + token.contextValues.map(\.value)
        while let value = values.popLast() {
            switch value {
            case .dimension(let dimension) where !dimension.isAbsolute:
                return "has a size in \(dimension.unit.rawValue), a unit DTCG 2025.10 does not have"
            case .typography(let typography):
                if typography.fontStyle != nil || typography.fontVariant != nil || typography.textDecoration != nil
                    || typography.textTransform != nil
                {
                    return "has a CSS-only typography property DTCG 2025.10 does not have"
                }
                if case .length = typography.lineHeight { return "has a line height that is a length, not a multiple" }
                values.append(.dimension(typography.letterSpacing))
                values.append(.dimension(typography.fontSize))
            default:
                break
            }
        }
        return nil
    }

    /// The value as DTCG writes it: `{path}` for a whole alias, and `{path}` at each composite reference whose
    /// target has the type DTCG expects there (a reference that read another type's value, as Tokens Studio's do,
    /// is written as the value it read).
    private static func valueJSON(
        _ value: TokenValue, type: TokenType, aliasOf: TokenPath?, references: [Token.Reference], model: TokenModel
    ) -> JSONValue {
        if let aliasOf, model.token(at: aliasOf)?.type == type { return .string(aliasOf.aliasSyntax) }
        var json: JSONValue
        if case .custom(let custom) = value { json = custom.json } else { json = value.jsonValue }
        for reference in references where !reference.pointer.isEmpty {
            let segments = reference.pointer.split(separator: "/").map(String.init)
            // A list's element (a shadow layer, a gradient stop) is the token's own type.
            let expected = Int(segments.last ?? "") != nil ? type : segments.last.flatMap { slotTypes[$0] }
            guard let target = model.token(at: reference.target), target.type == expected else { continue }
            // DTCG's line height is a multiple; a length read from a reference is written as the length.
            if segments.last == "lineHeight", case .typography(let typography) = value,
                case .length = typography.lineHeight
            {
                continue
            }
            json = replacing(json, at: segments[...], with: .string(reference.target.aliasSyntax))
        }
        return json
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
