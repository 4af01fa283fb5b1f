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

    /// Each token's fingerprint (``TokenFingerprints``), when the build keeps pieces of the last one.
    let fingerprints: [UInt64]?

    /// Both kinds of names, side by side on two cores, and the fingerprints when asked for, in runs that
    /// whichever core is free takes.
    public init(_ model: TokenModel, swiftNamespace: String, fingerprints: Bool = false) {
        enum Made: Sendable {
            case swift([SwiftEmitter.Name?], DiagnosticBag, [String?])
            case css(names: [String?], owners: [String: Int], DiagnosticBag)
            case fingerprints([UInt64])
        }
        let runs = fingerprints ? Parallel.runs(model.tokens.count, length: TokenFingerprints.runLength) : []
        let made = Parallel.map(2 + runs.count) { job -> Made in
            var diagnostics = DiagnosticBag()
            switch job {
            case 0:
                let names = SwiftEmitter.names(for: model, namespace: swiftNamespace, diagnostics: &diagnostics)
                return .swift(names, diagnostics, SwiftEmitter.qualified(names))
            case 1:
                let (names, owners) = CSSNaming.table(for: model, diagnostics: &diagnostics)
                return .css(names: names, owners: owners, diagnostics)
            default:
                return .fingerprints(TokenFingerprints.make(model, range: runs[job - 2]))
            }
        }
        guard case .swift(let swift, let swiftDiagnostics, let qualified) = made[0], case .css(let css, let owners, let cssDiagnostics) = made[1] else {
            preconditionFailure("jobs 0 and 1 make the names")
        }
        self.swiftNamespace = swiftNamespace
        (self.swift, self.swiftDiagnostics, swiftQualified) = (swift, swiftDiagnostics, qualified)
        (self.css, cssOwners, self.cssDiagnostics) = (css, owners, cssDiagnostics)
        self.fingerprints = fingerprints ? made.dropFirst(2).flatMap { made -> [UInt64] in
            guard case .fingerprints(let prints) = made else { return [] }
            return prints
        } : nil
    }
}
