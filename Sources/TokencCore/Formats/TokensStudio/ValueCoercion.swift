/// What a reference means where a value of another type is expected under ``ValueRules/referencesCoerce``
/// (Tokens Studio, whose references stand for their target's value as written): a number used as a size is px, a
/// text token holding `Bold` used as a weight is 700, a size used as a number is its px value, anything with
/// one-line text used as text is that text.
extension TokenValue {
    /// This value read as `type`, or nil when it does not mean one.
    func coerced(to type: TokenType) -> TokenValue? {
        switch (self, type) {
        case (.number(let number), .dimension): return .dimension(DimensionValue(value: number, unit: .px))
        case (.number(let number), .duration): return .duration(DurationValue(value: number, unit: .ms))
        case (.number(let number), .fontWeight):
            return number >= 1 && number <= 1000 ? .fontWeight(FontWeightValue(weight: number)) : nil
        case (.dimension(let dimension), .number):
            switch dimension.unit {
            case .px: return .number(dimension.value)
            case .percent: return .number(dimension.value / 100)
            default: return nil
            }
        case (.duration(let duration), .number): return .number(duration.value)
        case (.fontWeight(let weight), .number): return .number(weight.weight)
        case (.string(let text), .fontFamily): return text.isEmpty ? nil : .fontFamily([text])
        case (.string(let text), .fontWeight):
            return FontWeightName.parse(text).map { .fontWeight(FontWeightValue(weight: $0.weight)) }
        case (.string(let text), .color): return ValueDecoder.parseHex(text).map(TokenValue.color)
        case (.string(let text), .number):
            guard let quantity = MathExpression.constant(text), quantity.unit.isEmpty || quantity.unit == "px" else {
                return nil
            }
            return .number(quantity.value)
        case (.string(let text), .dimension): return MathExpression.constant(text)?.dimension.map(TokenValue.dimension)
        case (.string(let text), .duration): return MathExpression.constant(text)?.duration.map(TokenValue.duration)
        case (.string(let text), .strokeStyle):
            return StrokeStyleValue.Keyword(rawValue: text).map { .strokeStyle(.keyword($0)) }
        case (_, .string): return interpolationText.map(TokenValue.string)
        default: return nil
        }
    }
}
