/// Every token's Swift and CSS names, worked out once for all the outputs of a build: the Swift file, the docs
/// and the preview page each show them, and each used to make them again.
public struct TokenNames: Sendable {
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

    /// Both kinds of names, side by side on two cores.
    public init(_ model: TokenModel, swiftNamespace: String) {
        let (swift, css) = Parallel.both({
            var diagnostics = DiagnosticBag()
            let names = SwiftEmitter.names(for: model, namespace: swiftNamespace, diagnostics: &diagnostics)
            return (names, diagnostics, SwiftEmitter.qualified(names))
        }, {
            var diagnostics = DiagnosticBag()
            return (CSSNaming.table(for: model, diagnostics: &diagnostics), diagnostics)
        })
        self.swiftNamespace = swiftNamespace
        (self.swift, swiftDiagnostics, swiftQualified) = swift
        ((self.css, cssOwners), cssDiagnostics) = css
    }
}
