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
    /// Each token's anchor text (`color-brand-primary`), before the docs and the preview make them unique.
    let anchors: [String]

    /// Both kinds of names, side by side (the anchors with the CSS names).
    package init(_ model: TokenModel, swiftNamespace: String) {
        enum Made: Sendable {
            case swift([SwiftEmitter.Name?], [String?], DiagnosticBag)
            case css([String?], owners: [String: Int], DiagnosticBag, anchors: [String])
        }
        let made = Parallel.map(2) { job -> Made in
            var diagnostics = DiagnosticBag()
            if job == 0 {
                let names = SwiftEmitter.names(for: model, namespace: swiftNamespace, diagnostics: &diagnostics)
                return .swift(names, SwiftEmitter.qualified(names), diagnostics)
            }
            let (names, owners) = CSSNaming.table(for: model, diagnostics: &diagnostics)
            return .css(names, owners: owners, diagnostics, anchors: model.tokens.map { DiffRenderer.anchor($0.path) })
        }
        guard case .swift(let swift, let qualified, let swiftDiagnostics) = made[0],
            case .css(let css, let owners, let cssDiagnostics, let anchors) = made[1]
        else { preconditionFailure("job 0 makes the Swift names, job 1 the CSS names") }
        self.swiftNamespace = swiftNamespace
        (self.swift, swiftQualified, self.swiftDiagnostics) = (swift, qualified, swiftDiagnostics)
        (self.css, cssOwners, self.cssDiagnostics, self.anchors) = (css, owners, cssDiagnostics, anchors)
    }
}
