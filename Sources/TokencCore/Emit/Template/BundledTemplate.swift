/// The templates tokenc ships (`templates: [{bundled: typescript, output: …}]`); `tokenc template NAME` prints
/// one to start a template of your own from.
package enum BundledTemplate: String, Sendable, Hashable, CaseIterable {
    /// A TypeScript module (``typeScriptText``).
    case typescript
    /// A Kotlin object for Jetpack Compose (``composeText``).
    case compose

    /// The template's Stencil text.
    package var text: String {
        switch self {
        case .typescript: Self.typeScriptText
        case .compose: Self.composeText
        }
    }
}
