/// What every input is read into before the stages all inputs share
/// (``Pipeline/compile(_:sources:diagnostics:selection:options:)``): a resolver document's sets and modifiers (a
/// foreign format's themes as one), the token files it names, and how their values read. Token files, a resolver
/// document and each format's adapter (`Formats/<Format>/`) make one.
struct ComposedInput {
    var document: ResolverDocument
    /// The token files the document names, by display path (a resolver document's; inline sets need none).
    var documents: [String: Node] = [:]
    var resolverPath = ""
    /// How values read (``ValueRules``), and by file where a file of another format is among them.
    var rules = ValueRules.dtcg
    var fileRules: [Int32: ValueRules] = [:]
    /// ``Composer``'s: tokens only a non-default context defines are built from it.
    var adoptsContextOnlyTokens = false
    /// ``Composer``'s: a token a later set defines again is reported (token files, which DTCG merges only
    /// through a resolver document).
    var reportsRedefinitions = false
    /// Whether some `$ref` failed, so values may still hold one.
    var mayHoldFailedReferences = false
    /// Whether errors so far stop the compile before resolving; token files resolve what did parse, so every
    /// error is reported at once.
    var stopsOnErrors = true
    /// Whether a selection chooses among the contexts the files write per token, in the model (token files),
    /// rather than among the document's modifiers.
    var selectsInModel = false
    /// What the format does with the resolved tokens before the model (Tokens Studio leaves out those of sets
    /// that serve references only).
    var finish: (([Token]) -> [Token])? = nil
}
