/// The UIKit and AppKit layer of the generated Swift, each under its own `#if canImport`: colors as
/// `UIColor`/`NSColor` that follow the trait collection or appearance (or come from the asset catalog), fonts
/// as `UIFont`/`NSFont` (scaled with Dynamic Type where the token names a text style), shadows applied to a
/// `CALayer`, springs as `UISpringTimingParameters`, `UIView.animate(springDuration:bounce:)` and
/// `CASpringAnimation`. Only public API, with the availability Apple documents.
enum PlatformLayer {
    /// What the generated file needs to know.
    struct Inputs {
        var namespace: String
        var access: String
        var types: Set<TokenType>
        var axes: [SystemAxis]
        var modifiers: [Modifier]
        /// The bundle expression when colors come from the asset catalog.
        var assetBundle: String?
    }

    /// The `#if canImport(UIKit)` … and `#if canImport(AppKit)` … sections, or nothing when no token needs them.
    static func sections(_ inputs: Inputs) -> [String] {
        var types = inputs.types
        if !types.isDisjoint(with: [.border, .shadow, .gradient, .glass]) { types.insert(.color) }
        guard !types.isDisjoint(with: [.color, .typography, .shadow, .spring]) else { return [] }
        var sections: [String] = []
        if types.contains(.spring) {
            sections.append(
                "#if canImport(QuartzCore)\n"
                    + indented("import QuartzCore\n\n" + coreAnimationSpring(inputs.namespace, inputs.access))
                    + "\n#endif")
        }
        return sections
            + [section(inputs, types: types, kit: .uiKit), section(inputs, types: types, kit: .appKit)].compactMap {
                $0
            }
    }

    /// Code inside `#if` … `#endif`, one level in, as swift-format lays it out.
    static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(
            separator: "\n")
    }

    enum Kit {
        case uiKit, appKit
    }

    /// One kit's section, or nil when it would be empty.
    static func section(_ inputs: Inputs, types: Set<TokenType>, kit: Kit) -> String? {
        let ns = inputs.namespace
        let a = inputs.access
        var blocks: [String] = []
        let (colorType, fontType) = kit == .uiKit ? ("UIColor", "UIFont") : ("NSColor", "NSFont")
        if types.contains(.color) {
            blocks.append(components(ns, a, kit: kit, colorType: colorType))
            if !inputs.axes.isEmpty { blocks.append(context(ns, a, inputs: inputs, kit: kit)) }
            blocks.append(color(ns, a, inputs: inputs, kit: kit, colorType: colorType))
        }
        if types.contains(.typography) { blocks.append(font(ns, a, kit: kit, fontType: fontType)) }
        if types.contains(.shadow) { blocks.append(shadow(ns, a, kit: kit)) }
        if types.contains(.spring), kit == .uiKit { blocks.append(spring(ns, a)) }
        guard !blocks.isEmpty else { return nil }
        // watchOS has a UIKit without dynamic colors, font metrics or views; Mac Catalyst is UIKit's.
        let condition =
            kit == .uiKit ? "canImport(UIKit) && !os(watchOS)" : "canImport(AppKit) && !targetEnvironment(macCatalyst)"
        let framework = kit == .uiKit ? "UIKit" : "AppKit"
        return "#if \(condition)\n"
            + indented("import \(framework)\nimport QuartzCore\n\n" + blocks.joined(separator: "\n\n")) + "\n#endif"
    }

    static func components(_ ns: String, _ a: String, kit: Kit, colorType: String) -> String {
        let property = kit == .uiKit ? "uiColor" : "nsColor"
        let (srgb, p3) =
            kit == .uiKit
            ? (
                "\(colorType)(red: red, green: green, blue: blue, alpha: CGFloat(opacity))",
                "\(colorType)(displayP3Red: p3Red, green: p3Green, blue: p3Blue, alpha: CGFloat(opacity))"
            )
            : (
                "\(colorType)(srgbRed: red, green: green, blue: blue, alpha: CGFloat(opacity))",
                "\(colorType)(displayP3Red: p3Red, green: p3Green, blue: p3Blue, alpha: CGFloat(opacity))"
            )
        return """
            extension \(ns).ColorValue.Components {
                /// These components as a \(kit == .uiKit ? "UIKit" : "AppKit") color (linear sRGB encoded to sRGB; extended range kept).
                \(a)var \(property): \(colorType) {
                    switch space {
                    case .sRGB:
                        let (red, green, blue) = (CGFloat(self.red), CGFloat(self.green), CGFloat(self.blue))
                        return \(srgb)
                    case .sRGBLinear:
                        func encoded(_ value: Double) -> CGFloat {
                            let magnitude = abs(value)
                            let gamma = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
                            return CGFloat(value < 0 ? -gamma : gamma)
                        }
                        let (red, green, blue) = (encoded(self.red), encoded(self.green), encoded(self.blue))
                        return \(srgb)
                    case .displayP3:
                        let (p3Red, p3Green, p3Blue) = (CGFloat(red), CGFloat(green), CGFloat(blue))
                        return \(p3)
                    }
                }
            }
            """
    }

    /// `Context(traits:)` / `Context(appearance:)`: the system's light/dark and contrast as the modifiers
    /// that follow them; other modifiers at their defaults.
    static func context(_ ns: String, _ a: String, inputs: Inputs, kit: Kit) -> String {
        var lines: [String] = []
        for axis in inputs.axes {
            guard let modifier = inputs.modifiers.first(where: { $0.name == axis.modifier }) else { continue }
            let member = SwiftContextType.member(axis.modifier)
            switch (axis.setting, kit) {
            case (.colorScheme, .uiKit):
                lines.append(
                    "context.\(member) = traits.userInterfaceStyle == .dark ? \(SwiftContextType.systemCase(axis, "dark", modifier: modifier)) : \(SwiftContextType.systemCase(axis, "light", modifier: modifier))"
                )
            case (.contrast, .uiKit):
                lines.append(
                    "context.\(member) = traits.accessibilityContrast == .high ? \(SwiftContextType.systemCase(axis, "increased", modifier: modifier)) : \(SwiftContextType.systemCase(axis, "standard", modifier: modifier))"
                )
            case (.colorScheme, .appKit):
                lines.append("let dark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua")
                lines.append(
                    "context.\(member) = dark ? \(SwiftContextType.systemCase(axis, "dark", modifier: modifier)) : \(SwiftContextType.systemCase(axis, "light", modifier: modifier))"
                )
            case (.contrast, .appKit):
                lines.append(
                    "let high = match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua")
                lines.append(
                    "context.\(member) = high ? \(SwiftContextType.systemCase(axis, "increased", modifier: modifier)) : \(SwiftContextType.systemCase(axis, "standard", modifier: modifier))"
                )
            }
        }
        let body = lines.map { "        " + $0 }.joined(separator: "\n")
        if kit == .uiKit {
            return """
                extension \(ns).Context {
                    /// The context a trait collection asks for: its interface style and contrast, other modifiers at their defaults.
                    @available(iOS 13.0, tvOS 13.0, *)
                    \(a)init(traits: UITraitCollection) {
                        var context = \(ns).Context.default
                \(body)
                        self = context
                    }
                }
                """
        }
        return """
            extension \(ns).Context {
                /// The context an appearance asks for: dark or light, standard or high contrast, other modifiers at their defaults.
                @available(macOS 10.14, *)
                \(a)init(appearance: NSAppearance) {
                    var context = \(ns).Context.default
                    let match = appearance.bestMatch(from: [
                        .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
                    ])
            \(body)
                    self = context
                }
            }
            """
    }

    static func color(_ ns: String, _ a: String, inputs: Inputs, kit: Kit, colorType: String) -> String {
        let property = kit == .uiKit ? "uiColor" : "nsColor"
        var catalog = ""
        if inputs.assetBundle != nil {
            catalog =
                kit == .uiKit
                ? "\n        if let asset, let color = UIColor(named: asset, in: \(ns).assetBundle, compatibleWith: nil) {\n            return color\n        }"
                : "\n        if let asset, let color = NSColor(named: asset, bundle: \(ns).assetBundle) {\n            return color\n        }"
        }
        let dynamic: String
        if inputs.axes.isEmpty {
            dynamic = "base.\(property)"
        } else if kit == .uiKit {
            dynamic =
                "guard !variants.isEmpty else { return base.\(property) }\n        return UIColor { traits in\n            components(in: \(ns).Context(traits: traits)).uiColor\n        }"
        } else {
            dynamic =
                "guard !variants.isEmpty else { return base.\(property) }\n        return NSColor(name: nil) { appearance in\n            components(in: \(ns).Context(appearance: appearance)).nsColor\n        }"
        }
        let follows =
            inputs.axes.isEmpty
            ? ""
            : kit == .uiKit
                ? " that follows the trait collection's interface style and contrast"
                : " that follows the appearance (dark, high contrast)"
        let source = inputs.assetBundle == nil ? "" : "from its asset catalog color set when it has one, else "
        let returnDynamic = dynamic.hasPrefix("guard") ? dynamic : "return " + dynamic
        return """
            extension \(ns).ColorValue {
                /// The color as \(kit == .uiKit ? "UIKit" : "AppKit") draws it: \(source)a dynamic color\(follows).
                \(availability(kit))
                \(a)var \(property): \(colorType) {\(catalog)
                    \(returnDynamic)
                }

                /// The color in a given context.
                \(a)func \(property)(in context: \(ns).Context) -> \(colorType) {
                    components(in: context).\(property)
                }
            }
            """
    }

    static func font(_ ns: String, _ a: String, kit: Kit, fontType: String) -> String {
        if kit == .appKit {
            return """
                extension \(ns).TypographyValue {
                    /// The font as AppKit draws it: the first family installed, else the system font, at this size and weight.
                    \(a)var nsFont: NSFont {
                        let weight: NSFont.Weight = nsWeight
                        for family in fontFamily {
                            if let font = NSFont(name: family, size: size) { return font }
                        }
                        return NSFont.systemFont(ofSize: size, weight: weight)
                    }

                    /// The nearest of AppKit's nine named weights.
                    private var nsWeight: NSFont.Weight {
                \(weights(kit))
                    }
                }
                """
        }
        return """
            extension \(ns).TypographyValue {
                /// The font as UIKit draws it: the first family installed, else the system font, at this size and weight;
                /// scaled with Dynamic Type like its text style when it names one.
                \(a)var uiFont: UIFont {
                    let weight: UIFont.Weight = uiWeight
                    var font = UIFont.systemFont(ofSize: size, weight: weight)
                    for family in fontFamily {
                        if let named = UIFont(name: family, size: size) {
                            font = named
                            break
                        }
                    }
                    guard let textStyle else { return font }
                    return UIFontMetrics(forTextStyle: textStyle.uiTextStyle).scaledFont(for: font)
                }

                /// The nearest of UIKit's nine named weights.
                private var uiWeight: UIFont.Weight {
            \(weights(kit))
                }
            }

            extension \(ns).TypographyValue.TextStyle {
                /// The UIKit text style of the same name (`title` is UIKit's `title1`, `caption` its `caption1`).
                \(a)var uiTextStyle: UIFont.TextStyle {
                    switch self {
                    case .largeTitle: return .largeTitle
                    case .title: return .title1
                    case .title2: return .title2
                    case .title3: return .title3
                    case .headline: return .headline
                    case .subheadline: return .subheadline
                    case .body: return .body
                    case .callout: return .callout
                    case .footnote: return .footnote
                    case .caption: return .caption1
                    case .caption2: return .caption2
                    }
                }
            }
            """
    }

    /// The systems the dynamic color initializers need (`UIColor(dynamicProvider:)`, `NSColor(name:dynamicProvider:)`).
    static func availability(_ kit: Kit) -> String {
        kit == .uiKit ? "@available(iOS 13.0, tvOS 13.0, *)" : "@available(macOS 10.15, *)"
    }

    /// A switch from a 1…1000 weight to the nearest named weight (100 ultra light … 900 black).
    static func weights(_ kit: Kit) -> String {
        let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        var lines = ["        switch weight.value {"]
        for (index, name) in names.enumerated() {
            let upper = index == names.count - 1 ? "" : "\(index * 100 + 150)"
            lines.append(
                index == names.count - 1
                    ? "        default: return .\(name)" : "        case ..<\(upper): return .\(name)")
        }
        lines.append("        }")
        return lines.joined(separator: "\n")
    }

    static func shadow(_ ns: String, _ a: String, kit: Kit) -> String {
        let cgColor = kit == .uiKit ? "shadow.color.uiColor.cgColor" : "shadow.color.nsColor.cgColor"
        return """
            extension \(ns).ShadowValue {
                /// Sets `layer`'s shadow to this token's first outer layer (a `CALayer` draws one shadow; layer more
                /// views for more): color, opacity, offset, and the blur as the shadow radius (half the CSS blur).
                \(availability(kit))
                \(a)func apply(to layer: CALayer) {
                    guard let shadow = layers.first(where: { !$0.inset }) else {
                        layer.shadowOpacity = 0
                        return
                    }
                    layer.shadowColor = \(cgColor)
                    layer.shadowOpacity = 1
                    layer.shadowOffset = CGSize(width: shadow.x, height: shadow.y)
                    layer.shadowRadius = shadow.radius
                }
            }
            """
    }

    /// Mass, stiffness and damping, and a `CASpringAnimation` with them (QuartzCore, UIKit and AppKit alike).
    static func coreAnimationSpring(_ ns: String, _ a: String) -> String {
        """
        extension \(ns).SpringValue {
            /// Mass, stiffness and damping, as Core Animation springs take them.
            \(a)var physics: (mass: Double, stiffness: Double, damping: Double) {
                if case .physical(let mass, let stiffness, let damping) = parameters { return (mass, stiffness, damping) }
                let stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
                return (1, stiffness, 4 * Double.pi * dampingFraction / response)
            }

            /// A Core Animation spring for `keyPath` with this token's physics; its duration is the settling time.
            \(a)func animation(keyPath: String) -> CASpringAnimation {
                let animation = CASpringAnimation(keyPath: keyPath)
                let physics = self.physics
                animation.mass = CGFloat(physics.mass)
                animation.stiffness = CGFloat(physics.stiffness)
                animation.damping = CGFloat(physics.damping)
                animation.duration = animation.settlingDuration
                return animation
            }
        }
        """
    }

    static func spring(_ ns: String, _ a: String) -> String {
        """
        extension \(ns).SpringValue {
            /// Spring timing for `UIViewPropertyAnimator(duration:timingParameters:)`, with this token's physics
            /// (UIKit makes it on the main actor).
            @MainActor
            \(a)var timingParameters: UISpringTimingParameters {
                let physics = self.physics
                return UISpringTimingParameters(
                    mass: CGFloat(physics.mass),
                    stiffness: CGFloat(physics.stiffness),
                    damping: CGFloat(physics.damping),
                    initialVelocity: CGVector(dx: 0, dy: 0)
                )
            }

            /// Animates changes with this spring, as `UIView.animate(springDuration:bounce:)` does.
            @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
            @MainActor
            \(a)func animate(_ animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
                UIView.animate(
                    springDuration: response,
                    bounce: CGFloat(bounce),
                    initialSpringVelocity: 0,
                    delay: 0,
                    options: [],
                    animations: animations,
                    completion: completion
                )
            }
        }
        """
    }
}
