/// A DTCG duration: a number with `ms` or `s`.
package struct DurationValue: Sendable, Hashable {
    package enum Unit: String, Sendable, Hashable { case ms, s }
    package var value: Double
    package var unit: Unit

    package init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds.
    package var seconds: Double { unit == .s ? value : value / 1000 }
}
