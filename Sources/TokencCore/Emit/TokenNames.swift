/// Every token's Swift and CSS names, made once for all the outputs of a build: the Swift file, the docs and
/// the preview page each show them.
package struct TokenNames: Sendable {
    /// The Swift namespace the names were made under.
    let swiftNamespace: String
    /// Each token's Swift name by model index, nil where it cannot be made valid.
    let swift: [SwiftEmitter.Name?]
    /// What making the Swift names reported (the Swift output's to report).
    let swiftDiagnostics: DiagnosticBag
    /// ``swift``'s names spelled in full: `DesignTokens.Radius.md`.
    let swiftQualified: [String?]
    /// Each token's main custom property by model index, nil where two tokens would share one.
    let css: [String?]
    /// The token holding each custom property.
    let cssOwners: [String: Int]
    /// What making the CSS names reported (the CSS output's to report).
    let cssDiagnostics: DiagnosticBag

    package init(_ model: TokenModel, swiftNamespace: String) {
        var swiftDiagnostics = DiagnosticBag()
        var cssDiagnostics = DiagnosticBag()
        self.swiftNamespace = swiftNamespace
        swift = SwiftEmitter.names(for: model, namespace: swiftNamespace, diagnostics: &swiftDiagnostics)
        swiftQualified = SwiftEmitter.qualified(swift)
        (css, cssOwners) = CSSNaming.table(for: model, diagnostics: &cssDiagnostics)
        self.swiftDiagnostics = swiftDiagnostics
        self.cssDiagnostics = cssDiagnostics
    }
}
