/// A modifier that follows a setting the user's system chooses: the color scheme (light/dark) or the
/// contrast (standard/increased). The outputs read these from the platform (SwiftUI's environment, CSS
/// media queries) instead of asking the app to choose.
///
/// A modifier counts when its name says which setting (`appearance`, `colorScheme`, `color-scheme`, `theme`,
/// `mode`; `contrast`) and every one of its contexts is a value of that setting: `light`/`dark`, or
/// `standard`/`normal`/`default` and `increased`/`high`/`more` (case-insensitive).
package struct SystemAxis: Sendable, Hashable {
    package enum Setting: String, Sendable, Hashable {
        case colorScheme
        case contrast
    }

    package var setting: Setting
    package var modifier: String
    /// Each context name → the setting's value: `light`/`dark`, or `standard`/`increased`.
    package var values: [String: String]

    /// The axis a modifier stands for, if any.
    package static func of(_ modifier: Modifier) -> SystemAxis? {
        let name = modifier.name.lowercased().filter { $0.isLetter }
        if ["appearance", "colorscheme", "theme", "mode", "scheme"].contains(name) {
            var values: [String: String] = [:]
            for context in modifier.contexts {
                switch context.lowercased() {
                case "light": values[context] = "light"
                case "dark": values[context] = "dark"
                default: return nil
                }
            }
            return SystemAxis(setting: .colorScheme, modifier: modifier.name, values: values)
        }
        if name == "contrast" {
            var values: [String: String] = [:]
            for context in modifier.contexts {
                switch context.lowercased() {
                case "standard", "normal", "default", "regular": values[context] = "standard"
                case "increased", "high", "more": values[context] = "increased"
                default: return nil
                }
            }
            return SystemAxis(setting: .contrast, modifier: modifier.name, values: values)
        }
        return nil
    }
}

extension TokenModel {
    /// The modifiers that follow a system setting, by modifier name.
    package var systemAxes: [String: SystemAxis] {
        var axes: [String: SystemAxis] = [:]
        for modifier in modifiers {
            if let axis = SystemAxis.of(modifier), !axes.values.contains(where: { $0.setting == axis.setting }) {
                axes[modifier.name] = axis
            }
        }
        return axes
    }

    /// The color-scheme modifier: what materials and glass, whose wash follows the appearance, are drawn
    /// for. Without one, light is the default and `appearance=dark` the other context.
    package var appearance: AppearanceAxis {
        for modifier in modifiers {
            guard let axis = SystemAxis.of(modifier), axis.setting == .colorScheme else { continue }
            let dark = axis.values.first { $0.value == "dark" }?.key ?? "dark"
            let light = axis.values.first { $0.value == "light" }?.key ?? "light"
            return AppearanceAxis(
                modifier: modifier.name, light: light, dark: dark,
                defaultIsDark: axis.values[modifier.defaultContext] == "dark")
        }
        return AppearanceAxis(modifier: "appearance", light: "light", dark: "dark", defaultIsDark: false)
    }
}

/// The color-scheme modifier's name, its light and dark context names, and which one is the default.
package struct AppearanceAxis: Sendable, Hashable {
    package var modifier: String
    package var light: String
    package var dark: String
    package var defaultIsDark: Bool

    /// The appearance context that is not the default.
    package var other: Context { Context(modifier: modifier, name: defaultIsDark ? light : dark) }

    /// Whether `key` (non-default contexts) selects the dark appearance.
    package func isDark(_ key: [Context]) -> Bool {
        if let chosen = key.first(where: { $0.modifier == modifier }) { return chosen.name == dark }
        return defaultIsDark
    }
}
