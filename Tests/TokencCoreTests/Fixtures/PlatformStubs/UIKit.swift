// A stub of the UIKit API surface tokenc's generated UIKit layer uses, so it can be type-checked on Linux.
// Names, labels, types, defaults, availability and main-actor isolation follow Apple's documentation; bodies
// are placeholders. Not part of any product.

import Foundation
import QuartzCore

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    @available(iOS 13.0, tvOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(iOS 10.0, tvOS 10.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    @available(iOS 11.0, tvOS 11.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    open var cgColor: CGColor { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(iOS 11.0, *) @available(tvOS, unavailable)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        @available(iOS 9.0, tvOS 9.0, *)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        @available(iOS 9.0, tvOS 9.0, *)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        @available(iOS 9.0, tvOS 9.0, *)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        @available(iOS 9.0, tvOS 9.0, *)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public init?(name fontName: String, size fontSize: CGFloat) {}
    @available(iOS 8.2, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
}

@available(iOS 11.0, tvOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledFont(for font: UIFont) -> UIFont { font }
}

// Apple declares it `@MainActor class UISpringTimingParameters` (UIKit documentation).
@available(iOS 10.0, tvOS 10.0, *)
@available(watchOS, unavailable)
@MainActor open class UISpringTimingParameters: NSObject {
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
}

@MainActor open class UIView: NSObject {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    @preconcurrency
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
}
