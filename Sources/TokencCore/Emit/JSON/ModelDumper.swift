/// Writes the resolved model as JSON: what `tokenc dump` prints and what the `json` output writes.
public enum ModelDumper {
    /// The model as a deterministic JSON document.
    public static func json(_ model: TokenModel, sources: SourceManager, includesSources: Bool = true) -> String {
        String(decoding: jsonBytes(model, sources: sources, includesSources: includesSources), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``json(_:sources:includesSources:)``; each token's object is written straight from
    /// the token, with the layout ``JSONValue`` gives an array of objects.
    package static func jsonBytes(_ model: TokenModel, sources: SourceManager, includesSources: Bool = true) -> [UInt8]
    {
        let modifiers: [JSONValue] = model.modifiers.map {
            .object([
                ("name", .string($0.name)), ("contexts", .array($0.contexts.map(JSONValue.string))),
                ("default", .string($0.defaultContext)),
            ])
        }
        var writer = JSONTextWriter(level: 2)
        writer.out += "{\n  \"inputs\": ".utf8
        JSONValue.array(includesSources ? model.inputs.map(JSONValue.string) : []).write(to: &writer.out, indent: 1)
        writer.out += ",\n  \"modifiers\": ".utf8
        JSONValue.array(modifiers).write(to: &writer.out, indent: 1)
        writer.out += ",\n  \"tokens\": ".utf8
        if model.tokens.isEmpty {
            writer.out += "[]\n}\n".utf8
            return writer.out
        }
        writer.out += "[\n".utf8
        for index in model.tokens.indices {
            writer.out += "    ".utf8
            writeToken(model.tokens[index], sources: sources, includesSources: includesSources, to: &writer)
            writer.out += (index == model.tokens.count - 1 ? "\n" : ",\n").utf8
        }
        writer.out += "  ]\n}\n".utf8
        return writer.out
    }

    /// One token's entry, given to `sink` as it is read from the token.
    static func writeToken<Sink: JSONSink>(
        _ token: Token, sources: SourceManager, includesSources: Bool, to sink: inout Sink
    ) {
        sink.beginObject()
        sink.member("path", token.path.description)
        sink.member("type", token.value.typeName)
        sink.member("value", token.value)
        if !token.contextValues.isEmpty {
            sink.key("contexts")
            sink.beginObject()
            for contextValue in token.contextValues {
                sink.member(Context.describe(contextValue.contexts), contextValue.value)
            }
            sink.endObject()
        }
        if let description = token.description { sink.member("description", description) }
        if let deprecation = token.deprecation {
            sink.key("deprecated")
            if let reason = deprecation.reason { sink.string(reason) } else { sink.bool(true) }
        }
        if let alias = token.aliasOf { sink.member("aliasOf", alias.description) }
        if !token.references.isEmpty {
            sink.key("references")
            sink.beginArray(inline: false)
            for reference in token.references {
                sink.beginObject()
                sink.member("pointer", reference.pointer)
                sink.member("target", reference.target.description)
                sink.endObject()
            }
            sink.endArray()
        }
        if let extensions = token.extensions {
            sink.key("extensions")
            sink.value(JSONValue(extensions))
        }
        if includesSources {
            sink.member("source", "\(sources.path(of: token.location)):\(token.location.line):\(token.location.column)")
        }
        sink.endObject()
    }
}
