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

    /// `cssPrefix`: the word every custom property starts with (`css: { prefix: }`); `cssCase` how they are
    /// spelled (`css: { name-case: }`).
    package init(
        _ model: TokenModel, sources: SourceManager = SourceManager(), swiftNamespace: String = "DesignTokens",
        cssPrefix: String? = nil, cssCase: CSSNameCase = .kebab
    ) {
        self.model = model
        self.sources = sources
        names = TokenNames(model, swiftNamespace: swiftNamespace, cssPrefix: cssPrefix, cssCase: cssCase)
    }

    private init(model: TokenModel, sources: SourceManager, names: TokenNames) {
        (self.model, self.sources, self.names) = (model, sources, names)
    }

    /// The context of an output that writes only the tokens `filter` admits, with the names they have in every
    /// output. An admitted token that aliases one left out (as a whole or inside a composite) carries the value,
    /// already resolved, instead of the reference: no output writes a reference to a token it does not have.
    package func filtered(_ filter: TokenFilter) -> EmitContext {
        let kept = model.tokens.indices.filter { filter.admits(model.tokens[$0].path, type: model.tokens[$0].type) }
        guard kept.count < model.tokens.count else { return self }
        let paths = Set(kept.map { model.tokens[$0].path })
        var tokens = kept.map { model.tokens[$0] }
        for index in tokens.indices {
            if let target = tokens[index].aliasOf, !paths.contains(target) { tokens[index].aliasOf = nil }
            tokens[index].references.removeAll { !paths.contains($0.target) }
            for variant in tokens[index].contextValues.indices {
                if let target = tokens[index].contextValues[variant].aliasOf, !paths.contains(target) {
                    tokens[index].contextValues[variant].aliasOf = nil
                }
                tokens[index].contextValues[variant].references.removeAll { !paths.contains($0.target) }
            }
        }
        var subset = TokenModel(treeOrderedTokens: tokens, modifiers: model.modifiers, inputs: model.inputs)
        (subset.groupDescriptions, subset.groupNames) = (model.groupDescriptions, model.groupNames)
        return EmitContext(model: subset, sources: sources, names: names.selecting(kept))
    }
}
