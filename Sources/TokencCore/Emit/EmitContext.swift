/// What every emitter reads: the resolved model, the files it came from, and the names and anchors that
/// several outputs show, made once so that they agree.
package struct EmitContext: Sendable {
    package let model: TokenModel
    /// The files the model was read from (the JSON model shows each token's source place).
    package let sources: SourceManager
    package let names: TokenNames
    /// Each token's anchor text by model index (`color-brand-primary`), before the docs and the preview make
    /// them unique on their pages.
    package var anchors: [String] { names.anchors }

    /// `cssPrefix`: the word every custom property starts with (`css: { prefix: }`).
    package init(
        _ model: TokenModel, sources: SourceManager = SourceManager(), swiftNamespace: String = "DesignTokens",
        cssPrefix: String? = nil
    ) {
        self.model = model
        self.sources = sources
        names = TokenNames(model, swiftNamespace: swiftNamespace, cssPrefix: cssPrefix)
    }
}
