/// Writes the resolved model as JSON: what `tokenc dump` prints and what the `json` output writes.
public enum ModelDumper {
    /// The model as a deterministic JSON document.
    public static func json(_ model: TokenModel, sources: SourceManager, includesSources: Bool = true) -> String {
        String(decoding: jsonBytes(model, sources: sources, includesSources: includesSources), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``json(_:sources:includesSources:)``.
    public static func jsonBytes(_ model: TokenModel, sources: SourceManager, includesSources: Bool = true) -> [UInt8] {
        Parallel.concatenate(jsonPieces(model, sources: sources, includesSources: includesSources))
    }

    /// The UTF-8 of ``json(_:sources:includesSources:)`` in pieces, one after another. Tokens are written in runs
    /// on all cores, each token's object made and written on its own, so the whole document never exists as one
    /// tree, and the runs are not joined (a file is written from them as they are).
    ///
    /// With `parts` above 1, only part `part` of them (the document's head with the first, its end with the
    /// last), so that the parts can be made apart and their pieces put one after another.
    public static func jsonPieces(_ model: TokenModel, sources: SourceManager, includesSources: Bool = true, part: Int = 0, of parts: Int = 1) -> [[UInt8]] {
        jsonPieces(model, sources: sources, includesSources: includesSources, part: part, of: parts, reuse: nil).map(\.bytes)
    }

    /// ``jsonPieces(_:sources:includesSources:part:of:)``, each run of tokens with its key (``PieceReuse``: the
    /// tokens' fingerprints, their source places when the document shows them, and whether the run ends the
    /// document); with `reuse`, a run the last build wrote with the same key is read back from its file.
    static func jsonPieces(_ model: TokenModel, sources: SourceManager, includesSources: Bool, part: Int, of parts: Int, reuse: (runs: PieceReuse, fingerprints: [UInt64])?) -> [(bytes: [UInt8], key: String?)] {
        let modifiers: [JSONValue] = model.modifiers.map {
            .object([("name", .string($0.name)), ("contexts", .array($0.contexts.map(JSONValue.string))), ("default", .string($0.defaultContext))])
        }
        var out: [UInt8] = []
        out += "{\n  \"inputs\": ".utf8
        JSONValue.array(includesSources ? model.inputs.map(JSONValue.string) : []).write(to: &out, indent: 1)
        out += ",\n  \"modifiers\": ".utf8
        JSONValue.array(modifiers).write(to: &out, indent: 1)
        out += ",\n  \"tokens\": ".utf8
        if model.tokens.isEmpty {
            guard part == 0 else { return [] }
            out += "[]\n}\n".utf8
            return [(out, nil)]
        }
        // The layout JSONValue gives an array of objects: one element a line group, two spaces deeper.
        let all = Parallel.runs(model.tokens.count, length: 512)
        let mine = all.count * part / parts..<all.count * (part + 1) / parts
        let runs = Array(all[mine])
        let pieces = Parallel.map(runs.count) { run -> (bytes: [UInt8], key: String?) in
            let key = reuse.map { runKey(runs[run], of: model, sources: sources, includesSources: includesSources, fingerprints: $0.fingerprints) }
            if let key, let kept = reuse?.runs.kept(key) { return (kept, key) }
            var writer = JSONTextWriter(level: 2)
            writer.out.reserveCapacity(runs[run].count * 400)
            for index in runs[run] {
                writer.out += "    ".utf8
                writeToken(model.tokens[index], sources: sources, includesSources: includesSources, to: &writer)
                writer.out += (index == model.tokens.count - 1 ? "\n" : ",\n").utf8
            }
            return (writer.out, key)
        }
        out += "[\n".utf8
        return (part == 0 ? [(out, nil)] : []) + pieces + (part == parts - 1 ? [(Array("  ]\n}\n".utf8), nil)] : [])
    }

    /// The digest of everything the tokens in `run` are written from.
    private static func runKey(_ run: Range<Int>, of model: TokenModel, sources: SourceManager, includesSources: Bool, fingerprints: [UInt64]) -> String {
        var key = PieceKey("tokenc json run 1")
        key.add(includesSources ? "with sources" : "without sources")
        key.add(run.upperBound == model.tokens.count ? "ends" : "goes on")
        for index in run {
            key.add(fingerprint: fingerprints[index])
            guard includesSources else { continue }
            // The source place, as the object writes it.
            let location = model.tokens[index].location
            key.add("\(sources.path(of: location)):\(location.line):\(location.column)")
        }
        return key.finish()
    }

    /// One token's entry, given to `sink` as it is read from the token.
    static func writeToken<Sink: JSONSink>(_ token: Token, sources: SourceManager, includesSources: Bool, to sink: inout Sink) {
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
        if includesSources { sink.member("source", "\(sources.path(of: token.location)):\(token.location.line):\(token.location.column)") }
        sink.endObject()
    }
}
