// A stub of the QuartzCore (and CoreGraphics) API surface tokenc's generated UIKit and AppKit layers use, so
// they can be type-checked on Linux. Names, labels, types and defaults follow Apple's documentation; bodies are
// placeholders. Not part of any product.

@_exported import Foundation

/// CoreGraphics' color (re-exported by QuartzCore on Apple platforms).
public final class CGColor: @unchecked Sendable {
    init() {}
}

/// CoreGraphics' vector (Linux Foundation has CGPoint, CGSize and CGRect, not CGVector).
public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

public typealias CFTimeInterval = Double

open class CALayer: NSObject {
    /// The color of the layer's shadow (`CGColorRef _Nullable`).
    open var shadowColor: CGColor?
    /// The opacity of the layer's shadow, 0…1.
    open var shadowOpacity: Float = 0
    /// The offset (in points) of the layer's shadow.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    /// The blur radius (in points) used to render the layer's shadow.
    open var shadowRadius: CGFloat = 3
}

open class CAAnimation: NSObject {
    /// From `CAMediaTiming`.
    open var duration: CFTimeInterval = 0
}

open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { self.init() }
    open var keyPath: String?
}

open class CABasicAnimation: CAPropertyAnimation {}

/// iOS 9, macOS 10.11, tvOS 9.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// The estimated duration required for the spring system to be considered at rest.
    open var settlingDuration: CFTimeInterval { 0 }
}
