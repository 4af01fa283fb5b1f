/// A blur (tokenc extension type `blur`): a Gaussian blur radius, and optionally a progressive (variable) blur
/// that is at full radius at one edge and fades to none across the view, as chrome over scrolling content
/// uses it. Written `{"radius": {"value": 20, "unit": "px"}, "progressive": {"direction": "top", "startOffset": 0}}`.
package struct BlurValue: Sendable, Hashable {
    /// The edge where a progressive blur is at full radius.
    package enum Direction: String, Sendable, Hashable, CaseIterable { case top, bottom, leading, trailing }

    /// How a progressive blur falls off: full radius from `direction`'s edge up to `startOffset` (a fraction of
    /// the view's length), then less and less, to none at the opposite edge.
    package struct Progressive: Sendable, Hashable {
        package var direction: Direction
        package var startOffset: Double

        package init(direction: Direction, startOffset: Double = 0) {
            self.direction = direction
            self.startOffset = startOffset
        }
    }

    /// The Gaussian blur radius (CSS `blur()`'s length; SwiftUI's `blur(radius:)`).
    package var radius: DimensionValue
    package var progressive: Progressive?

    package init(radius: DimensionValue, progressive: Progressive? = nil) {
        self.radius = radius
        self.progressive = progressive
    }
}
