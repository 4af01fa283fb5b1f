/// Every token's Swift and CSS names, made once for all the outputs of a build: the Swift file, the docs and
/// the preview page each show them.
package struct TokenNames: Sendable {
    /// The Swift namespace the names were made under.
    let swiftNamespace: String
    /// Each token's Swift name by model index, nil where it cannot be made valid.
    private(set) var swift: [SwiftEmitter.Name?]
    /// What making the Swift names reported (the Swift output's to report).
    let swiftDiagnostics: DiagnosticBag
    /// ``swift``'s names spelled in full: `DesignTokens.Radius.md`.
    private(set) var swiftQualified: [String?]
    /// Each token's main custom property by model index, nil where two tokens would share one.
    private(set) var css: [String?]
    /// How the custom properties are spelled, their suffixes too.
    let cssCase: CSSNameCase
    /// What making the CSS names reported (the CSS output's to report).
    let cssDiagnostics: DiagnosticBag
    /// Each token's anchor text (`color-brand-primary`), before the docs and the preview make them unique.
    private(set) var anchors: [String]

    /// The names of the tokens at `indices`, in that order (an output that writes only those).
    func selecting(_ indices: [Int]) -> TokenNames {
        var names = self
        names.swift = indices.map { swift[$0] }
        names.swiftQualified = indices.map { swiftQualified[$0] }
        names.css = indices.map { css[$0] }
        names.anchors = indices.map { anchors[$0] }
        return names
    }

    /// Both kinds of names (custom properties after `cssPrefix`, when given, spelled in `cssCase`), and the
    /// anchors.
    package init(
        _ model: TokenModel, swiftNamespace: String, cssPrefix: String? = nil, cssCase: CSSNameCase = .kebab
    ) {
        var swiftDiagnostics = DiagnosticBag()
        var cssDiagnostics = DiagnosticBag()
        let swift = SwiftEmitter.names(for: model, namespace: swiftNamespace, diagnostics: &swiftDiagnostics)
        let css = CSSNaming.table(for: model, prefix: cssPrefix, nameCase: cssCase, diagnostics: &cssDiagnostics)
        self.cssCase = cssCase
        self.swiftNamespace = swiftNamespace
        (self.swift, swiftQualified, self.swiftDiagnostics) = (swift, SwiftEmitter.qualified(swift), swiftDiagnostics)
        (self.css, self.cssDiagnostics) = (css, cssDiagnostics)
        anchors = model.tokens.map { DiffRenderer.anchor($0.path) }
    }
}
