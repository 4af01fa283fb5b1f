/// The SwiftUI half of the generated file, under `#if canImport(SwiftUI)`: each value type mapped to the
/// real API with Apple's availability, plus `ShapeStyle`, `Animation` and `Spring` statics per token.
enum SwiftUILayer {
    /// Static names SwiftUI already declares where the generated statics go; a token whose short name is
    /// one of these uses its whole path instead.
    static let takenColorNames: Set<String> = [
        "primary", "secondary", "tertiary", "quaternary", "quinary", "clear", "black", "white", "gray", "red", "orange",
        "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "accentColor",
        "foreground",
        "background", "separator", "tint", "selection", "placeholder", "link", "fill", "windowBackground", "color",
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar", "shadow",
        "image", "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "conicGradient",
        "hierarchical",
    ]
    static let takenMaterialNames: Set<String> = [
        "ultraThin", "thin", "regular", "thick", "ultraThick", "bar", "ultraThinMaterial", "thinMaterial",
        "regularMaterial",
        "thickMaterial", "ultraThickMaterial", "primary", "secondary", "tertiary", "quaternary", "quinary",
        "foreground",
        "background", "separator", "tint", "selection", "placeholder", "link", "fill", "windowBackground", "material",
        "shadow",
    ]
    static let takenAnimationNames: Set<String> = [
        "default", "spring", "smooth", "snappy", "bouncy", "interactiveSpring", "interpolatingSpring", "linear",
        "easeIn",
        "easeOut", "easeInOut", "timingCurve", "animation", "delay", "speed", "repeatCount", "repeatForever",
    ]

    /// Statics `CGFloat` already has (and names Swift reserves on it), which a size token's static must not take.
    static let takenCGFloatNames: Set<String> = [
        "pi", "zero", "infinity", "nan", "signalingNaN", "greatestFiniteMagnitude", "leastNormalMagnitude",
        "leastNonzeroMagnitude", "ulpOfOne", "radix", "exponentBitCount", "significandBitCount", "init", "self",
        "Type", "max", "min", "random", "maximum", "minimum", "native",
    ]

    /// `SwiftUI.Font`'s own statics (its text styles and constructors).
    static let takenFontNames: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2", "extraLargeTitle", "extraLargeTitle2", "system", "custom", "default", "init", "self",
        "Type",
    ]

    /// One generated static: its Swift name, the token's doc lines and the expression it returns.
    struct Static {
        var name: String
        var doc: [String]
        var value: String
        var deprecation: String?
    }

    /// The SwiftUI declarations for the used types; `a` is the access prefix ("public " or "").
    static func declarations(
        for types: Set<TokenType>, namespace ns: String, access a: String, shadowLayers: Int, assetBundle: String? = nil
    ) -> [String] {
        var needed = types
        if needed.contains(.border) || needed.contains(.shadow) || needed.contains(.gradient) || needed.contains(.glass)
        {
            needed.insert(.color)
        }
        if needed.contains(.transition) { needed.insert(.cubicBezier) }
        if needed.contains(.typography) { needed.insert(.fontWeight) }
        if needed.contains(.glass) { needed.insert(.material) }
        var blocks: [String] = []
        if needed.contains(.color) { blocks.append(color(ns, a, assetBundle: assetBundle)) }
        if needed.contains(.material) { blocks.append(material(ns, a)) }
        if needed.contains(.shadow) { blocks.append(shadow(ns, a, layers: max(1, shadowLayers))) }
        if needed.contains(.spring) { blocks.append(spring(ns, a)) }
        if needed.contains(.cubicBezier) { blocks.append(cubicBezier(ns, a)) }
        if needed.contains(.transition) { blocks.append(transition(ns, a)) }
        if needed.contains(.gradient) { blocks.append(gradient(ns, a)) }
        if needed.contains(.fontWeight) { blocks.append(fontWeight(ns, a)) }
        if needed.contains(.typography) { blocks.append(typography(ns, a)) }
        if needed.contains(.border) { blocks.append(border(ns, a)) }
        if needed.contains(.glass) { blocks.append(glass(ns, a)) }
        if needed.contains(.blur) { blocks.append(blur(ns, a)) }
        return blocks
    }

    static func color(_ ns: String, _ a: String, assetBundle: String? = nil) -> String {
        let catalog =
            assetBundle.map { bundle in
                """

                        if let asset {
                            return SwiftUI.Color(asset, bundle: \(ns).assetBundle)
                        }
                """
            } ?? ""
        let bundleDeclaration =
            assetBundle.map { bundle in
                """

                extension \(ns) {
                    /// The bundle whose asset catalog holds the color sets.
                    \(a)static var assetBundle: Bundle { \(bundle) }
                }
                """
            } ?? ""
        let colorDoc =
            assetBundle == nil
            ? """
                /// The color as SwiftUI draws it. With variants it follows the environment's context (color scheme,
                /// contrast, and the modifiers the app set) on iOS 17, macOS 14, tvOS 17 and watchOS 10 and later;
                /// earlier systems show the default context's color.
            """
            : """
                /// The color as SwiftUI draws it: from its asset catalog color set when it has one, which follows
                /// appearance and contrast on every OS version; otherwise as its components say (variants follow
                /// the environment's context on iOS 17, macOS 14, tvOS 17 and watchOS 10 and later).
            """
        return """
            extension \(ns).ColorValue.Components {
                /// These components as a SwiftUI color.
                \(a)var color: SwiftUI.Color {
                    SwiftUI.Color(rgbColorSpace, red: red, green: green, blue: blue, opacity: opacity)
                }

                private var rgbColorSpace: SwiftUI.Color.RGBColorSpace {
                    switch space {
                    case .sRGB: return .sRGB
                    case .sRGBLinear: return .sRGBLinear
                    case .displayP3: return .displayP3
                    }
                }
            }

            extension \(ns).ColorValue {
            \(colorDoc)
                \(a)var color: SwiftUI.Color {\(catalog)
                    guard !variants.isEmpty else { return base.color }
                    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                        return SwiftUI.Color(ContextColor(value: self))
                    }
                    return base.color
                }

                /// The color in a given context.
                \(a)func color(in context: \(ns).Context) -> SwiftUI.Color {
                    components(in: context).color
                }
            }

            /// A color that resolves its components in the environment's context.
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            private struct ContextColor: SwiftUI.ShapeStyle, Hashable {
                let value: \(ns).ColorValue

                func resolve(in environment: SwiftUI.EnvironmentValues) -> SwiftUI.Color.Resolved {
                    value.components(in: environment.\(environmentProperty(ns))).color.resolve(in: environment)
                }
            }\(bundleDeclaration)
            """
    }

    /// The `EnvironmentValues` property that holds the context, e.g. `designTokensContext`.
    static func environmentProperty(_ ns: String) -> String { SwiftNaming.joined([ns, "Context"]) }

    /// The environment plumbing for `Context`: color scheme and contrast from the system (for the modifiers
    /// that follow them), the other modifiers from what the app set.
    static func context(_ ns: String, _ a: String, axes: [SystemAxis], modifiers: [Modifier]) -> String {
        let property = environmentProperty(ns)
        let key = SwiftNaming.type(ns + "ContextKey")
        var system: [String] = []
        for axis in axes {
            guard let modifier = modifiers.first(where: { $0.name == axis.modifier }) else { continue }
            let member = SwiftContextType.member(axis.modifier)
            switch axis.setting {
            case .colorScheme:
                system.append(
                    "context.\(member) = colorScheme == .dark ? \(SwiftContextType.systemCase(axis, "dark", modifier: modifier)) : \(SwiftContextType.systemCase(axis, "light", modifier: modifier))"
                )
            case .contrast:
                system.append(
                    "context.\(member) = colorSchemeContrast == .increased ? \(SwiftContextType.systemCase(axis, "increased", modifier: modifier)) : \(SwiftContextType.systemCase(axis, "standard", modifier: modifier))"
                )
            }
        }
        let getter =
            system.isEmpty
            ? "self[\(key).self]"
            : (["var context = self[\(key).self]"] + system + ["return context"]).joined(separator: "\n            ")
        let followed =
            axes.isEmpty
            ? ""
            : "; \(axes.map { $0.setting == .colorScheme ? "color scheme" : "contrast" }.joined(separator: " and ")) follow the system"
        return """
            extension SwiftUI.EnvironmentValues {
                /// The context the design tokens resolve in here\(followed).
                \(a)var \(property): \(ns).Context {
                    get {
                        \(getter)
                    }
                    set { self[\(key).self] = newValue }
                }
            }

            private struct \(key): SwiftUI.EnvironmentKey {
                static let defaultValue = \(ns).Context.default
            }

            extension SwiftUI.View {
                /// Resolves the design tokens in `context` in this view and its children\(followed).
                \(a)func \(property)(_ context: \(ns).Context) -> some SwiftUI.View {
                    environment(\\.\(property), context)
                }
            }
            """
    }

    static func material(_ ns: String, _ a: String) -> String {
        """
        extension \(ns).MaterialValue {
            /// This thickness as a SwiftUI material; `bar` is `regular` on tvOS and watchOS, which lack it.
            @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
            \(a)var material: SwiftUI.Material {
                switch self {
                case .ultraThin: return .ultraThin
                case .thin: return .thin
                case .regular: return .regular
                case .thick: return .thick
                case .ultraThick: return .ultraThick
                case .bar:
                    #if os(tvOS) || os(watchOS)
                        return .regular
                    #else
                        return .bar
                    #endif
                }
            }
        }
        """
    }

    static func shadow(_ ns: String, _ a: String, layers: Int) -> String {
        let calls = (0..<layers).map { index in
            "            .shadow(color: color(\(index)), radius: layer(\(index))?.radius ?? 0, x: layer(\(index))?.x ?? 0, y: layer(\(index))?.y ?? 0)"
        }.joined(separator: "\n")
        return """
            extension \(ns).ShadowValue.Layer {
                /// This layer as a shadow style for `ShapeStyle.shadow(_:)`: `.inner` when inset, else `.drop`.
                /// SwiftUI has no spread; it is left out.
                @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
                \(a)var style: SwiftUI.ShadowStyle {
                    inset
                        ? .inner(color: color.color, radius: radius, x: x, y: y)
                        : .drop(color: color.color, radius: radius, x: x, y: y)
                }
            }

            extension SwiftUI.View {
                /// Draws a shadow token's layers under this view, first layer first. SwiftUI's view shadows have
                /// no spread and no inset; inset layers are skipped here (draw them with a layer's `style`).
                \(a)func shadow(_ shadow: \(ns).ShadowValue) -> some SwiftUI.View {
                    modifier(ShadowLayers(shadow: shadow))
                }
            }

            /// Applies up to \(layers) drop-shadow layers, the most any shadow token here has.
            private struct ShadowLayers: SwiftUI.ViewModifier {
                let shadow: \(ns).ShadowValue

                func body(content: Content) -> some SwiftUI.View {
                    content
            \(calls)
                }

                private func layer(_ index: Int) -> \(ns).ShadowValue.Layer? {
                    let drops = shadow.layers.filter { !$0.inset }
                    return index < drops.count ? drops[index] : nil
                }

                private func color(_ index: Int) -> SwiftUI.Color {
                    layer(index)?.color.color ?? .clear
                }
            }
            """
    }

    static func spring(_ ns: String, _ a: String) -> String {
        """
        extension \(ns).SpringValue {
            /// This spring as an animation, `.spring(response:dampingFraction:blendDuration:)`; every
            /// parameter form describes the same motion exactly.
            \(a)var animation: SwiftUI.Animation {
                .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
            }

            /// This spring as a SwiftUI `Spring`, built from the parameters as written.
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            \(a)var spring: SwiftUI.Spring {
                switch parameters {
                case .response(let response, let dampingFraction):
                    return SwiftUI.Spring(response: response, dampingRatio: dampingFraction)
                case .duration(let duration, let bounce):
                    return SwiftUI.Spring(duration: duration, bounce: bounce)
                case .physical(let mass, let stiffness, let damping):
                    return SwiftUI.Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
                }
            }
        }
        """
    }

    static func cubicBezier(_ ns: String, _ a: String) -> String {
        """
        extension \(ns).CubicBezierValue {
            /// An animation along this curve.
            \(a)func animation(duration: TimeInterval) -> SwiftUI.Animation {
                .timingCurve(x1, y1, x2, y2, duration: duration)
            }
        }
        """
    }

    static func transition(_ ns: String, _ a: String) -> String {
        """
        extension \(ns).TransitionValue {
            /// This transition as an animation: its curve over its duration, after its delay.
            \(a)var animation: SwiftUI.Animation {
                timingFunction.animation(duration: duration).delay(delay)
            }
        }
        """
    }

    static func gradient(_ ns: String, _ a: String) -> String {
        """
        extension \(ns).GradientValue {
            /// These stops as a SwiftUI gradient.
            \(a)var gradient: SwiftUI.Gradient {
                SwiftUI.Gradient(stops: stops.map { SwiftUI.Gradient.Stop(color: $0.color.color, location: $0.location) })
            }

            /// A linear gradient of these stops, top to bottom unless told otherwise.
            \(a)func linear(
                startPoint: SwiftUI.UnitPoint = .top,
                endPoint: SwiftUI.UnitPoint = .bottom
            ) -> SwiftUI.LinearGradient {
                SwiftUI.LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
            }
        }

        extension SwiftUI.View {
            /// Fades content under chrome into a gradient token at one edge, the gradient's first stop at the
            /// edge (an edge fade runs from the background color to clear): an overlay `length` points tall that
            /// lets touches through. The length belongs to the layout (the safe area, the chrome's height).
            @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
            \(a)func edgeFade(
                _ gradient: \(ns).GradientValue,
                edge: SwiftUI.VerticalEdge,
                length: CGFloat
            ) -> some SwiftUI.View {
                overlay(alignment: edge == .top ? .top : .bottom) {
                    gradient.linear(startPoint: edge == .top ? .top : .bottom, endPoint: edge == .top ? .bottom : .top)
                        .frame(height: length)
                        .allowsHitTesting(false)
                }
            }
        }
        """
    }

    static func fontWeight(_ ns: String, _ a: String) -> String {
        """
        extension \(ns).FontWeightValue {
            /// The nearest of SwiftUI's nine named weights (100 ultra light … 900 black).
            \(a)var weight: SwiftUI.Font.Weight {
                switch value {
                case ..<150: return .ultraLight
                case ..<250: return .thin
                case ..<350: return .light
                case ..<450: return .regular
                case ..<550: return .medium
                case ..<650: return .semibold
                case ..<750: return .bold
                case ..<850: return .heavy
                default: return .black
                }
            }
        }
        """
    }

    static func typography(_ ns: String, _ a: String) -> String {
        """
        extension \(ns).TypographyValue {
            /// This style as a SwiftUI font. A system family (SF Pro, -apple-system, system-ui, SF Pro Rounded,
            /// SF Mono, New York) gives the system font in that design; any other first family is a custom
            /// font. With a text style the font scales with Dynamic Type (for the system font, at that text
            /// style's size).
            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            \(a)var font: SwiftUI.Font {
                italic ? uprightFont.italic() : uprightFont
            }

            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            private var uprightFont: SwiftUI.Font {
                let family = fontFamily.first ?? ""
                if let design = Self.systemDesign(family) {
                    if let textStyle {
                        return .system(textStyle.fontTextStyle, design: design, weight: weight.weight)
                    }
                    return .system(size: size, weight: weight.weight, design: design)
                }
                if let textStyle {
                    return .custom(family, size: size, relativeTo: textStyle.fontTextStyle).weight(weight.weight)
                }
                return .custom(family, fixedSize: size).weight(weight.weight)
            }

            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            private static func systemDesign(_ family: String) -> SwiftUI.Font.Design? {
                switch family {
                case "SF Pro", "SF Pro Text", "SF Pro Display", "-apple-system", "system-ui", "BlinkMacSystemFont":
                    return .default
                case "SF Pro Rounded", "ui-rounded":
                    return .rounded
                case "SF Mono", "ui-monospace", "monospace":
                    return .monospaced
                case "New York", "ui-serif", "serif":
                    return .serif
                // CSS's other generic families name no font: the system font stands for them.
                case "sans-serif", "ui-sans-serif", "cursive", "fantasy", "math", "emoji", "fangsong":
                    return .default
                default:
                    return nil
                }
            }
        }

        extension \(ns).TypographyValue.TextStyle {
            /// SwiftUI's text style of the same name.
            \(a)var fontTextStyle: SwiftUI.Font.TextStyle {
                switch self {
                case .largeTitle: return .largeTitle
                case .title: return .title
                case .title2: return .title2
                case .title3: return .title3
                case .headline: return .headline
                case .subheadline: return .subheadline
                case .body: return .body
                case .callout: return .callout
                case .footnote: return .footnote
                case .caption: return .caption
                case .caption2: return .caption2
                }
            }
        }

        extension \(ns).TypographyValue.TextCase {
            /// SwiftUI's text case of the same name.
            \(a)var textCase: SwiftUI.Text.Case {
                switch self {
                case .uppercase: return .uppercase
                case .lowercase: return .lowercase
                }
            }
        }

        extension SwiftUI.View {
            /// Sets a typography token on this view: its font (italic where the token says), letter spacing,
            /// line spacing, underline or strikethrough, and text case.
            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            \(a)func font(_ typography: \(ns).TypographyValue) -> some SwiftUI.View {
                font(typography.font)
                    .tracking(typography.letterSpacing)
                    .lineSpacing(typography.lineSpacing)
                    .underline(typography.underline)
                    .strikethrough(typography.strikethrough)
                    .textCase(typography.textCase?.textCase)
            }
        }
        """
    }

    static func border(_ ns: String, _ a: String) -> String {
        """
        extension \(ns).BorderValue {
            /// The stroke for this border. Dashed is 3 × width on, 2 × width off; dotted is round dots 2 ×
            /// width apart; double, groove, ridge, inset and outset have no SwiftUI stroke and draw solid.
            \(a)var strokeStyle: SwiftUI.StrokeStyle {
                switch style {
                case .dashed:
                    return SwiftUI.StrokeStyle(lineWidth: width, dash: [width * 3, width * 2])
                case .dotted:
                    return SwiftUI.StrokeStyle(lineWidth: width, lineCap: .round, dash: [0, width * 2])
                case .custom(let dashes, let lineCap):
                    return SwiftUI.StrokeStyle(lineWidth: width, lineCap: Self.cap(lineCap), dash: dashes)
                default:
                    return SwiftUI.StrokeStyle(lineWidth: width)
                }
            }

            private static func cap(_ cap: \(ns).StrokeStyleValue.LineCap) -> CGLineCap {
                switch cap {
                case .round: return .round
                case .butt: return .butt
                case .square: return .square
                }
            }
        }

        extension SwiftUI.View {
            /// Strokes a border token along `shape`, over this view.
            @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
            \(a)func border(_ border: \(ns).BorderValue, in shape: some SwiftUI.Shape) -> some SwiftUI.View {
                overlay {
                    shape.stroke(border.color.color, style: border.strokeStyle)
                }
            }
        }
        """
    }

    static func blur(_ ns: String, _ a: String) -> String {
        let modifier = SwiftNaming.type(ns + "BlurModifier")
        return """
            extension SwiftUI.View {
                /// Blurs the view as a blur token says. A progressive blur layers three blurred copies of the view (a
                /// third, two thirds and all of the radius), each under a linear gradient mask, over the sharp view:
                /// public API only. The copies are drawn again, not live: use it on artwork and backgrounds, not on
                /// scrolling or interactive content.
                @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
                \(a)func blur(_ blur: \(ns).BlurValue) -> some SwiftUI.View {
                    modifier(\(modifier)(blur: blur))
                }
            }

            @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
            private struct \(modifier): SwiftUI.ViewModifier {
                let blur: \(ns).BlurValue

                func body(content: Content) -> some SwiftUI.View {
                    if let progressive = blur.progressive {
                        content
                            .overlay { content.blur(radius: blur.radius / 3).mask { Self.band(progressive, layer: 1) } }
                            .overlay { content.blur(radius: blur.radius * 2 / 3).mask { Self.band(progressive, layer: 2) } }
                            .overlay { content.blur(radius: blur.radius).mask { Self.band(progressive, layer: 3) } }
                    } else {
                        content.blur(radius: blur.radius)
                    }
                }

                /// Opaque from the blurred edge to where this layer hands over to the next weaker one, then clear.
                private static func band(
                    _ progressive: \(ns).BlurValue.Progressive,
                    layer: Int
                ) -> SwiftUI.LinearGradient {
                    let span = CGFloat(1 - progressive.startOffset)
                    let start = CGFloat(progressive.startOffset) + span * CGFloat(3 - layer) / 3
                    let end = start + span / 3
                    let from: SwiftUI.UnitPoint
                    let to: SwiftUI.UnitPoint
                    switch progressive.direction {
                    case .top: (from, to) = (.top, .bottom)
                    case .bottom: (from, to) = (.bottom, .top)
                    case .leading: (from, to) = (.leading, .trailing)
                    case .trailing: (from, to) = (.trailing, .leading)
                    }
                    let stops: [SwiftUI.Gradient.Stop] = [
                        .init(color: .black, location: 0),
                        .init(color: .black, location: start),
                        .init(color: .clear, location: end),
                    ]
                    return SwiftUI.LinearGradient(gradient: SwiftUI.Gradient(stops: stops), startPoint: from, endPoint: to)
                }
            }
            """
    }

    /// Liquid Glass exists only in the iOS 26 SDKs (Swift 6.2, Xcode 26): `@available` is not enough for a
    /// project still on Xcode 16, so every use sits behind `#if compiler(>=6.2)`, with the material fallback.
    static func glass(_ ns: String, _ a: String) -> String {
        let liquidGlass = """
            @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
            @available(visionOS, unavailable)
            extension \(ns).GlassValue {
                /// This recipe as Liquid Glass.
                \(a)var glass: SwiftUI.Glass {
                    var glass: SwiftUI.Glass
                    switch variant {
                    case .regular: glass = .regular
                    case .clear: glass = .clear
                    case .identity: glass = .identity
                    }
                    if let tint {
                        glass = glass.tint(tint.color)
                    }
                    return interactive ? glass.interactive() : glass
                }
            }
            """
        return "#if compiler(>=6.2)\n" + PlatformLayer.indented(liquidGlass) + "\n#endif\n\n"
            + """
            extension \(ns).GlassValue {
                /// The material shown before iOS 26: the token's fallback, else `ultraThin` for clear glass and
                /// `regular` for regular glass; identity glass has none.
                @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
                \(a)var fallbackMaterial: SwiftUI.Material? {
                    if let fallback { return fallback.material }
                    switch variant {
                    case .regular: return .regular
                    case .clear: return .ultraThin
                    case .identity: return nil
                    }
                }
            }

            extension SwiftUI.View {
                /// Applies a glass token in `shape`: Liquid Glass on iOS 26, macOS 26, tvOS 26 and watchOS 26,
                /// and the token's fallback material before (and on visionOS, which has no `glassEffect`, and when
                /// built with an SDK before iOS 26's).
                @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
                @ViewBuilder
                \(a)func glass(
                    _ glass: \(ns).GlassValue,
                    in shape: some SwiftUI.Shape = SwiftUI.Capsule()
                ) -> some SwiftUI.View {
                    #if os(visionOS) || !compiler(>=6.2)
                        glassFallback(glass, in: shape)
                    #else
                        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) {
                            glassEffect(glass.glass, in: shape)
                        } else {
                            glassFallback(glass, in: shape)
                        }
                    #endif
                }

                @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
                @ViewBuilder
                private func glassFallback(
                    _ glass: \(ns).GlassValue,
                    in shape: some SwiftUI.Shape
                ) -> some SwiftUI.View {
                    if let material = glass.fallbackMaterial {
                        background(material, in: shape)
                    } else {
                        self
                    }
                }
            }
            """
    }
}
