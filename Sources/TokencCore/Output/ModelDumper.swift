/// Writes the resolved model as JSON: what `tokenc dump` prints and what the `json` output writes.
public enum ModelDumper {
    /// The model as a deterministic JSON document.
    public static func json(_ model: TokenModel, sources: SourceManager, includesSources: Bool = true) -> String {
        String(decoding: jsonBytes(model, sources: sources, includesSources: includesSources), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``json(_:sources:includesSources:)``.
    public static func jsonBytes(_ model: TokenModel, sources: SourceManager, includesSources: Bool = true) -> [UInt8] {
        let modifiers: [JSONValue] = model.modifiers.map {
            .object([("name", .string($0.name)), ("contexts", .array($0.contexts.map(JSONValue.string))), ("default", .string($0.defaultContext))])
        }
        let tokens: [JSONValue] = model.tokens.map { token in
            var members: [(String, JSONValue)] = [
                ("path", .string(token.path.description)),
                ("type", .string(token.value.typeName)),
                ("value", token.value.jsonValue),
            ]
            if !token.contextValues.isEmpty {
                members.append(("contexts", .object(token.contextValues.map { (Context.describe($0.contexts), $0.value.jsonValue) })))
            }
            if let description = token.description { members.append(("description", .string(description))) }
            if let deprecation = token.deprecation { members.append(("deprecated", deprecation.reason.map(JSONValue.string) ?? .bool(true))) }
            if let alias = token.aliasOf { members.append(("aliasOf", .string(alias.description))) }
            if !token.references.isEmpty {
                members.append(("references", .array(token.references.map { .object([("pointer", .string($0.pointer)), ("target", .string($0.target.description))]) })))
            }
            if let extensions = token.extensions { members.append(("extensions", JSONValue(extensions))) }
            if includesSources { members.append(("source", .string("\(sources.path(of: token.location)):\(token.location.line):\(token.location.column)"))) }
            return .object(members)
        }
        return JSONValue.object([
            ("inputs", .array(includesSources ? model.inputs.map(JSONValue.string) : [])),
            ("modifiers", .array(modifiers)),
            ("tokens", .array(tokens)),
        ]).serializedBytes()
    }
}
