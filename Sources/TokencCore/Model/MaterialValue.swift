/// A material thickness, as SwiftUI's `Material` names them (tokenc extension type `material`).
package enum MaterialValue: String, Sendable, Hashable, CaseIterable {
    case ultraThin, thin, regular, thick, ultraThick, bar
}
