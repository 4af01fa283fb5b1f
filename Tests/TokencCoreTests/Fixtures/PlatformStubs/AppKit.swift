// A stub of the AppKit API surface tokenc's generated AppKit layer uses, so it can be type-checked on Linux.
// Names, labels, types, defaults and availability follow Apple's documentation; bodies are placeholders. Not
// part of any product.

import Foundation
import QuartzCore

open class NSAppearance: NSObject, @unchecked Sendable {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name("NSAppearanceNameAqua")
        @available(macOS 10.14, *)
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityAqua")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityDarkAqua")
    }

    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

open class NSColor: NSObject, @unchecked Sendable {
    public typealias Name = String

    @available(macOS 10.12, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(macOS 10.12, *)
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(macOS 10.15, *)
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}
    @available(macOS 10.13, *)
    public init?(named name: NSColor.Name, bundle: Bundle?) {}
    @available(macOS 10.8, *)
    open var cgColor: CGColor { fatalError() }
}

open class NSFont: NSObject, @unchecked Sendable {
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

    public init?(name fontName: String, size fontSize: CGFloat) {}
    @available(macOS 10.11, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
}
