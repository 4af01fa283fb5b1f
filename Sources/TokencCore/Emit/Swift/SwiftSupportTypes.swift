/// The value types the generated file declares inside its namespace (Foundation only, so they compile on
/// every platform and in any package). Only the types a token set uses are written.
enum SwiftSupportTypes {
    /// SwiftUI's `Font.TextStyle` cases, which typography tokens may name for Dynamic Type.
    static let textStyles: [String] = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption",
        "caption2",
    ]

    /// Names the generated code declares inside the namespace, which groups may not take.
    static let reservedNames: Set<String> = [
        "ColorValue", "CubicBezierValue", "FontWeightValue", "StrokeStyleValue", "BorderValue", "TransitionValue",
        "ShadowValue",
        "GradientValue", "TypographyValue", "SpringValue", "MaterialValue", "GlassValue", "BlurValue", "Contextual",
        "Context",
        "CGFloat", "TimeInterval", "Double", "String", "Bool", "Int", "Hashable", "Sendable", "Swift", "Foundation",
        "SwiftUI",
    ]

    /// Whether the file declares `Context`: colors and `Contextual` key their variants by it, and a token set
    /// with modifiers always gets it.
    static func needsContext(for types: Set<TokenType>, contextual: Bool, modifiers: [Modifier]) -> Bool {
        contextual || !modifiers.isEmpty || !types.isDisjoint(with: [.color, .border, .shadow, .gradient, .glass])
    }

    /// The declarations for the types `types` need, each line with `access` ("public " or "").
    static func declarations(
        for types: Set<TokenType>, contextual: Bool, modifiers: [Modifier], access a: String, colorAssets: Bool = false
    ) -> [String] {
        var needed = types
        if needed.contains(.border) { needed.formUnion([.color, .strokeStyle]) }
        if needed.contains(.shadow) || needed.contains(.gradient) || needed.contains(.glass) { needed.insert(.color) }
        if needed.contains(.transition) { needed.insert(.cubicBezier) }
        if needed.contains(.typography) { needed.insert(.fontWeight) }
        if needed.contains(.glass) { needed.insert(.material) }
        var blocks: [String] = []
        if needsContext(for: types, contextual: contextual, modifiers: modifiers) {
            blocks.append(SwiftContextType.declaration(modifiers, access: a))
        }
        if needed.contains(.color) { blocks.append(color(a, assets: colorAssets)) }
        if needed.contains(.cubicBezier) { blocks.append(cubicBezier(a)) }
        if needed.contains(.fontWeight) { blocks.append(fontWeight(a)) }
        if needed.contains(.strokeStyle) { blocks.append(strokeStyle(a)) }
        if needed.contains(.border) { blocks.append(border(a)) }
        if needed.contains(.transition) { blocks.append(transition(a)) }
        if needed.contains(.shadow) { blocks.append(shadow(a)) }
        if needed.contains(.gradient) { blocks.append(gradient(a)) }
        if needed.contains(.typography) { blocks.append(typography(a)) }
        if needed.contains(.spring) { blocks.append(spring(a)) }
        if needed.contains(.material) { blocks.append(material(a)) }
        if needed.contains(.glass) { blocks.append(glass(a)) }
        if needed.contains(.blur) { blocks.append(blur(a)) }
        if contextual { blocks.append(contextualType(a)) }
        return blocks
    }

    static func color(_ a: String, assets: Bool = false) -> String {
        let asset =
            assets
            ? """

                /// The asset catalog color set SwiftUI draws this color from; nil for colors without one.
                \(a)let asset: String?
            """ : ""
        let initializers =
            assets
            ? """
                \(a)init(base: Components, variants: [Variant] = []) {
                    self.base = base
                    self.variants = variants
                    asset = nil
                }

                /// `fallback`'s components, drawn in SwiftUI from the catalog's color set `asset`.
                \(a)init(asset: String, fallback: ColorValue) {
                    base = fallback.base
                    variants = fallback.variants
                    self.asset = asset
                }
            """
            : """
                \(a)init(base: Components, variants: [Variant] = []) {
                    self.base = base
                    self.variants = variants
                }
            """
        return """
            /// A color in one of the RGB spaces SwiftUI renders directly, with its components in the contexts
            /// where they differ (dark appearance, increased contrast, …).
            \(a)struct ColorValue: Hashable, Sendable {
                /// The RGB space of a color's components.
                \(a)enum Space: Hashable, Sendable {
                    case sRGB
                    case sRGBLinear
                    case displayP3
                }

                /// One color: red, green and blue (gamma-encoded, except in `sRGBLinear`) and opacity.
                \(a)struct Components: Hashable, Sendable {
                    \(a)let space: Space
                    \(a)let red: Double
                    \(a)let green: Double
                    \(a)let blue: Double
                    \(a)let opacity: Double

                    \(a)init(_ space: Space, red: Double, green: Double, blue: Double, opacity: Double = 1) {
                        self.space = space
                        self.red = red
                        self.green = green
                        self.blue = blue
                        self.opacity = opacity
                    }
                }

                /// The components under some conditions.
                \(a)struct Variant: Hashable, Sendable {
                    \(a)let conditions: [Context.Condition]
                    \(a)let components: Components

                    \(a)init(_ conditions: [Context.Condition], _ components: Components) {
                        self.conditions = conditions
                        self.components = components
                    }
                }

                /// The color in the default context.
                \(a)let base: Components
                /// The color where it differs from `base`.
                \(a)let variants: [Variant]\(asset)

            \(initializers)

                \(a)init(_ space: Space, red: Double, green: Double, blue: Double, opacity: Double = 1) {
                    self.init(base: Components(space, red: red, green: green, blue: blue, opacity: opacity))
                }

                /// The components in `context`.
                \(a)func components(in context: Context) -> Components {
                    context.select(base, variants.map { ($0.conditions, $0.components) })
                }
            }
            """
    }

    static func cubicBezier(_ a: String) -> String {
        """
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
        \(a)struct CubicBezierValue: Hashable, Sendable {
            \(a)let x1: Double
            \(a)let y1: Double
            \(a)let x2: Double
            \(a)let y2: Double

            \(a)init(x1: Double, y1: Double, x2: Double, y2: Double) {
                self.x1 = x1
                self.y1 = y1
                self.x2 = x2
                self.y2 = y2
            }
        }
        """
    }

    static func fontWeight(_ a: String) -> String {
        """
        /// A font weight from 1 to 1000 (400 regular, 700 bold).
        \(a)struct FontWeightValue: Hashable, Sendable {
            \(a)let value: Double

            \(a)init(_ value: Double) {
                self.value = value
            }
        }
        """
    }

    static func strokeStyle(_ a: String) -> String {
        """
        /// How a line is drawn: a CSS border style, or a dash pattern in points with a line cap.
        \(a)enum StrokeStyleValue: Hashable, Sendable {
            /// The end of a dashed line's segments.
            \(a)enum LineCap: Hashable, Sendable {
                case round
                case butt
                case square
            }

            case solid
            case dashed
            case dotted
            case double
            case groove
            case ridge
            case outset
            case inset
            case custom(dashes: [CGFloat], lineCap: LineCap)
        }
        """
    }

    static func border(_ a: String) -> String {
        """
        /// A border: color, width in points and stroke style.
        \(a)struct BorderValue: Hashable, Sendable {
            \(a)let color: ColorValue
            \(a)let width: CGFloat
            \(a)let style: StrokeStyleValue

            \(a)init(color: ColorValue, width: CGFloat, style: StrokeStyleValue) {
                self.color = color
                self.width = width
                self.style = style
            }
        }
        """
    }

    static func transition(_ a: String) -> String {
        """
        /// A timed transition: duration and delay in seconds, and a timing curve.
        \(a)struct TransitionValue: Hashable, Sendable {
            \(a)let duration: TimeInterval
            \(a)let delay: TimeInterval
            \(a)let timingFunction: CubicBezierValue

            \(a)init(duration: TimeInterval, delay: TimeInterval, timingFunction: CubicBezierValue) {
                self.duration = duration
                self.delay = delay
                self.timingFunction = timingFunction
            }
        }
        """
    }

    static func shadow(_ a: String) -> String {
        """
        /// A shadow of one or more layers, drawn together.
        \(a)struct ShadowValue: Hashable, Sendable {
            /// One shadow layer. `blur` is the CSS blur radius; SwiftUI's shadow `radius` is half of it.
            \(a)struct Layer: Hashable, Sendable {
                \(a)let color: ColorValue
                \(a)let x: CGFloat
                \(a)let y: CGFloat
                \(a)let blur: CGFloat
                \(a)let spread: CGFloat
                \(a)let inset: Bool

                \(a)init(
                    color: ColorValue,
                    x: CGFloat,
                    y: CGFloat,
                    blur: CGFloat,
                    spread: CGFloat = 0,
                    inset: Bool = false
                ) {
                    self.color = color
                    self.x = x
                    self.y = y
                    self.blur = blur
                    self.spread = spread
                    self.inset = inset
                }

                /// The blur as SwiftUI's shadow radius (half the CSS blur radius).
                \(a)var radius: CGFloat {
                    blur / 2
                }
            }

            \(a)let layers: [Layer]

            \(a)init(layers: [Layer]) {
                self.layers = layers
            }
        }
        """
    }

    static func gradient(_ a: String) -> String {
        """
        /// A gradient's color stops; locations run from 0 to 1.
        \(a)struct GradientValue: Hashable, Sendable {
            /// One color stop.
            \(a)struct Stop: Hashable, Sendable {
                \(a)let color: ColorValue
                \(a)let location: Double

                \(a)init(color: ColorValue, location: Double) {
                    self.color = color
                    self.location = location
                }
            }

            \(a)let stops: [Stop]

            \(a)init(stops: [Stop]) {
                self.stops = stops
            }
        }
        """
    }

    static func typography(_ a: String) -> String {
        """
        /// A text style: font family (first choice first), size in points, weight, letter spacing in
        /// points, line height as a multiple of the size, and the Dynamic Type style it scales with.
        \(a)struct TypographyValue: Hashable, Sendable {
            /// A Dynamic Type text style.
            \(a)enum TextStyle: Hashable, Sendable {
                case largeTitle
                case title
                case title2
                case title3
                case headline
                case subheadline
                case body
                case callout
                case footnote
                case caption
                case caption2
            }

            /// CSS `text-transform`, where SwiftUI has it (`textCase`).
            \(a)enum TextCase: Hashable, Sendable {
                case uppercase
                case lowercase
            }

            \(a)let fontFamily: [String]
            \(a)let size: CGFloat
            \(a)let weight: FontWeightValue
            \(a)let letterSpacing: CGFloat
            \(a)let lineHeight: Double
            \(a)let textStyle: TextStyle?
            \(a)let italic: Bool
            \(a)let underline: Bool
            \(a)let strikethrough: Bool
            \(a)let textCase: TextCase?

            \(a)init(
                fontFamily: [String],
                size: CGFloat,
                weight: FontWeightValue,
                letterSpacing: CGFloat,
                lineHeight: Double,
                textStyle: TextStyle? = nil,
                italic: Bool = false,
                underline: Bool = false,
                strikethrough: Bool = false,
                textCase: TextCase? = nil
            ) {
                self.fontFamily = fontFamily
                self.size = size
                self.weight = weight
                self.letterSpacing = letterSpacing
                self.lineHeight = lineHeight
                self.textStyle = textStyle
                self.italic = italic
                self.underline = underline
                self.strikethrough = strikethrough
                self.textCase = textCase
            }

            /// The space between lines in points: the line height less the size.
            \(a)var lineSpacing: CGFloat {
                size * (lineHeight - 1)
            }
        }
        """
    }

    static func spring(_ a: String) -> String {
        """
        /// A spring in the parameter form it was written in; the other forms are derived exactly as SwiftUI's
        /// `Spring` does (duration = response; damping ratio 1 − bounce, or 1 / (1 + bounce) below 0).
        \(a)struct SpringValue: Hashable, Sendable {
            /// The parameters as written.
            \(a)enum Parameters: Hashable, Sendable {
                case response(response: Double, dampingFraction: Double)
                case duration(duration: TimeInterval, bounce: Double)
                case physical(mass: Double, stiffness: Double, damping: Double)
            }

            \(a)let parameters: Parameters
            \(a)let blendDuration: TimeInterval

            \(a)init(_ parameters: Parameters, blendDuration: TimeInterval = 0) {
                self.parameters = parameters
                self.blendDuration = blendDuration
            }

            /// Seconds for one undamped oscillation (SwiftUI's `response`, equal to its `duration`).
            \(a)var response: Double {
                switch parameters {
                case .response(let response, _): response
                case .duration(let duration, _): duration
                case .physical(let mass, let stiffness, _): 2 * Double.pi * (mass / stiffness).squareRoot()
                }
            }

            /// The damping ratio (SwiftUI's `dampingFraction`).
            \(a)var dampingFraction: Double {
                switch parameters {
                case .response(_, let dampingFraction): dampingFraction
                case .duration(_, let bounce): bounce < 0 ? 1 / (1 + bounce) : 1 - min(bounce, 1)
                case .physical(let mass, let stiffness, let damping): damping / (2 * (stiffness * mass).squareRoot())
                }
            }

            /// SwiftUI's `bounce`.
            \(a)var bounce: Double {
                if case .duration(_, let bounce) = parameters { return bounce }
                return dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1
            }
        }
        """
    }

    static func material(_ a: String) -> String {
        """
        /// A material thickness, as SwiftUI's `Material` names them.
        \(a)enum MaterialValue: Hashable, Sendable {
            case ultraThin
            case thin
            case regular
            case thick
            case ultraThick
            case bar
        }
        """
    }

    static func blur(_ a: String) -> String {
        """
        /// A Gaussian blur, optionally progressive: at full radius from one edge up to `startOffset` of the
        /// view's length, then fading to none at the opposite edge.
        \(a)struct BlurValue: Hashable, Sendable {
            /// The edge where a progressive blur is at full radius.
            \(a)enum Direction: Hashable, Sendable {
                case top, bottom, leading, trailing
            }

            /// How a progressive blur falls off.
            \(a)struct Progressive: Hashable, Sendable {
                \(a)let direction: Direction
                /// The fraction (0…1) of the view's length, from `direction`'s edge, still at full radius.
                \(a)let startOffset: Double

                \(a)init(direction: Direction, startOffset: Double = 0) {
                    self.direction = direction
                    self.startOffset = startOffset
                }
            }

            \(a)let radius: CGFloat
            \(a)let progressive: Progressive?

            \(a)init(radius: CGFloat, progressive: Progressive? = nil) {
                self.radius = radius
                self.progressive = progressive
            }
        }
        """
    }

    static func glass(_ a: String) -> String {
        """
        /// A Liquid Glass recipe: the variant, an optional tint, whether it reacts to touch, and the
        /// material to show before iOS 26.
        \(a)struct GlassValue: Hashable, Sendable {
            /// SwiftUI's three `Glass` variants.
            \(a)enum Variant: Hashable, Sendable {
                case regular
                case clear
                case identity
            }

            \(a)let variant: Variant
            \(a)let tint: ColorValue?
            \(a)let interactive: Bool
            \(a)let fallback: MaterialValue?

            \(a)init(
                variant: Variant,
                tint: ColorValue? = nil,
                interactive: Bool = false,
                fallback: MaterialValue? = nil
            ) {
                self.variant = variant
                self.tint = tint
                self.interactive = interactive
                self.fallback = fallback
            }
        }
        """
    }

    static func contextualType(_ a: String) -> String {
        """
        /// A token whose value differs by context in more than its colors.
        \(a)struct Contextual<Value: Hashable & Sendable>: Hashable, Sendable {
            /// The value under some conditions.
            \(a)struct Variant: Hashable, Sendable {
                \(a)let conditions: [Context.Condition]
                \(a)let value: Value

                \(a)init(_ conditions: [Context.Condition], _ value: Value) {
                    self.conditions = conditions
                    self.value = value
                }
            }

            /// The value in the default context.
            \(a)let base: Value
            /// The value where it differs from `base`.
            \(a)let variants: [Variant]

            \(a)init(base: Value, variants: [Variant]) {
                self.base = base
                self.variants = variants
            }

            /// The value in `context`.
            \(a)func value(in context: Context) -> Value {
                context.select(base, variants.map { ($0.conditions, $0.value) })
            }
        }
        """
    }
}
