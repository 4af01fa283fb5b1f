/// A DTCG font weight: a number in 1...1000, and the keyword it was written as, if any.
package struct FontWeightValue: Sendable, Hashable {
    package var weight: Double
    package var keyword: String?

    package init(weight: Double, keyword: String? = nil) {
        self.weight = weight
        self.keyword = keyword
    }

    /// The DTCG weight keywords and their numeric values.
    package static let keywords: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}
