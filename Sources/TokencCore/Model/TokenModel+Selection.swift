extension TokenModel {
    /// The model in one permutation: each token's value (and what it aliases) in `selection`, one context per
    /// modifier not at its default, and no modifiers. What `--context` compiles for inputs whose contexts are
    /// written per token (`$extensions` modes, `darkValue`, a dark file), as a resolver document's permutation is.
    package func selecting(_ selection: [Context]) -> TokenModel {
        var model = self
        model.modifiers = []
        for index in model.tokens.indices {
            if let chosen = model.tokens[index].contextValue(in: selection) {
                model.tokens[index].value = chosen.value
                model.tokens[index].aliasOf = chosen.aliasOf
                model.tokens[index].references = chosen.references
            }
            model.tokens[index].contextValues = []
        }
        return model
    }
}
