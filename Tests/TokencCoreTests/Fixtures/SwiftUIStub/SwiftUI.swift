// A stub of the SwiftUI API surface tokenc's generated Swift uses, so it can be type-checked on Linux.
// Declarations follow Apple's iOS 26.2 SDK interfaces (shared/reference/swiftui-api.md): same names,
// labels, defaults, isolation and availability; bodies are placeholders. Not part of any product.

@_exported import Foundation

// MARK: - Views

@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

@propertyWrapper public struct State<Value> {
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box
    public init(wrappedValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

@preconcurrency @MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A placeholder result for modifiers that return `some View`.
public struct _StubView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

@preconcurrency @MainActor public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
}

@frozen public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case top
    case bottom
}

// MARK: - Shapes

public struct Path: Equatable, Sendable {
    public init() {}
}

public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

public enum RoundedCornerStyle: Sendable {
    case circular
    case continuous
}

public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    public var body: Never { fatalError() }
}

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    public var body: Never { fatalError() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

public enum CGLineCap: Int32, Sendable {
    case butt
    case round
    case square
}

public enum CGLineJoin: Int32, Sendable {
    case miter
    case round
    case bevel
}

public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension Shape {
    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle { _StubView() }
}

public struct FillStyle: Equatable, Sendable {
    public init() {}
}

// MARK: - Shape styles, colors, environment

public enum ColorScheme: CaseIterable, Sendable {
    case light
    case dark
}

public enum ColorSchemeContrast: CaseIterable, Sendable {
    case standard
    case increased
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues {
    public init() {}
    public var colorScheme: ColorScheme = .light
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }
}

public protocol ShapeStyle: Sendable {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    associatedtype Resolved: ShapeStyle = Never
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

extension Never: ShapeStyle {
    public typealias Resolved = Never
}

extension ShapeStyle where Self.Resolved == Never {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public struct Resolved: Hashable, ShapeStyle {
        public var linearRed: Float
        public var linearGreen: Float
        public var linearBlue: Float
        public var opacity: Float
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}

    /// A color set of an asset catalog (iOS 13, macOS 10.15, tvOS 13, watchOS 6).
    public init(_ name: String, bundle: Bundle? = nil) {}

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {}

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { fatalError() }

    public func opacity(_ opacity: Double) -> Color { self }

    public var description: String { "Color" }

    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let blue = Color(red: 0, green: 0.478, blue: 1)
}

extension Color: View {
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Material: Sendable, ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material {
    public static let regular = Material()
    public static let thick = Material()
    public static let thin = Material()
    public static let ultraThin = Material()
    public static let ultraThick = Material()
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Material {
    public static let bar = Material()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var thinMaterial: Material { .thin }
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var ultraThickMaterial: Material { .ultraThick }
}

extension View {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape { _StubView() }

    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _StubView() }
}

extension Shape {
    nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle {
        _StubView()
    }
}

// MARK: - Shadows

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ShadowStyle: Equatable, Sendable {
    public static func drop(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle { ShadowStyle() }
    public static func inner(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle { ShadowStyle() }
}

extension View {
    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { _StubView() }
}

// MARK: - Animation

public struct Animation: Equatable, Sendable {
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    {
        Animation()
    }
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    {
        Animation()
    }
    public static var spring: Animation { spring() }
    public static var smooth: Animation { Animation() }
    public static var snappy: Animation { Animation() }
    public static var bouncy: Animation { Animation() }
    public static var `default`: Animation { Animation() }
    public static var linear: Animation { Animation() }
    public static var easeInOut: Animation { Animation() }
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    )
        -> Animation
    { Animation() }
    public func delay(_ delay: Double) -> Animation { self }
}

@MainActor public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
    -> Result
{
    try body()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Spring: Hashable, Sendable {
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {}
    public init(response: Double, dampingRatio: Double) {}
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public static var smooth: Spring { Spring() }
    public static var snappy: Spring { Spring() }
    public static var bouncy: Spring { Spring() }
}

// MARK: - Gradients

public struct UnitPoint: Hashable, Sendable {
    public static let top = UnitPoint()
    public static let bottom = UnitPoint()
    public static let leading = UnitPoint()
    public static let trailing = UnitPoint()
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
}

public struct LinearGradient: ShapeStyle {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
}

extension LinearGradient: View {
    public var body: Never { fatalError() }
}

// MARK: - Typography

public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    public enum Design: Hashable, Sendable {
        case `default`
        @available(watchOS 7.0, *) case serif
        case rounded
        @available(watchOS 7.0, *) case monospaced
    }

    public enum TextStyle: Hashable, Sendable {
        case largeTitle
        case title
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) case title2
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) case caption2
    }

    public static let body = Font()
    public static let title = Font()

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font()
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font()
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }

    public func weight(_ weight: Font.Weight) -> Font { self }

    public func italic() -> Font { self }
}

extension View {
    nonisolated public func font(_ font: Font?) -> some View { _StubView() }

    nonisolated public func padding(_ length: CGFloat) -> some View { _StubView() }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _StubView()
    }

    @available(tvOS 16.0, *)
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _StubView()
    }

    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _StubView() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { _StubView() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View { _StubView() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View { _StubView() }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { _StubView() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        _StubView()
    }

    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _StubView() }

    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { _StubView() }

    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _StubView() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
    where Mask: View {
        _StubView()
    }
}

public struct Text: View {
    nonisolated public init(_ content: String) {}
    public var body: Never { fatalError() }

    /// A scheme for transforming the capitalization of characters within text.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }

    /// Description of the style used to draw the line for underline and strikethrough.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct LineStyle: Hashable, Sendable {
        /// The pattern, that the line has.
        public struct Pattern: Sendable {
            public static let solid = Pattern()
            public static let dot = Pattern()
            public static let dash = Pattern()
            public static let dashDot = Pattern()
            public static let dashDotDot = Pattern()
        }
    }
}

// MARK: - Liquid Glass

// Only the iOS 26 SDKs (Xcode 26, Swift 6.2) declare these; Xcode 16 SDKs have no Liquid Glass at all.
#if compiler(>=6.2)
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    @available(visionOS, unavailable)
    public struct Glass: Equatable, Sendable {
        public static var regular: Glass { Glass() }
        public static var clear: Glass { Glass() }
        public static var identity: Glass { Glass() }
        public func tint(_ color: Color?) -> Glass { self }
        public func interactive(_ isEnabled: Bool = true) -> Glass { self }
    }

    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    @available(visionOS, unavailable)
    public struct DefaultGlassEffectShape: Shape {
        nonisolated public init() {}
        nonisolated public func path(in rect: CGRect) -> Path { Path() }
        public var body: Never { fatalError() }
    }

    extension View {
        @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
        @available(visionOS, unavailable)
        nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape())
            -> some View
        {
            _StubView()
        }
    }
#endif
