/// Each token's fingerprint, for the outputs that keep what the last build made of tokens that did not change
/// (docs pages, runs of the preview page's sections): the XXH64 of the token as the JSON model has it, without
/// its source place (no page shows it), in the compact binary form of ``JSONDigestWriter``.
/// Made once a build for all of them.
enum TokenFingerprints {
    /// The fingerprints of the tokens in `range`, in order.
    static func make(_ model: TokenModel, range: Range<Int>) -> [UInt64] {
        let noSources = SourceManager()
        var writer = JSONDigestWriter()
        return range.map { index in
            writer.out.removeAll(keepingCapacity: true)
            ModelDumper.writeToken(model.tokens[index], sources: noSources, includesSources: false, to: &writer)
            return XXH64.hash(writer.out)
        }
    }

    /// Every token's fingerprint, made on all cores.
    static func make(_ model: TokenModel) -> [UInt64] {
        let runs = Parallel.runs(model.tokens.count, length: runLength)
        return Parallel.map(runs.count) { make(model, range: runs[$0]) }.flatMap { $0 }
    }

    /// Tokens fingerprinted by one job.
    static let runLength = 1_024
}
