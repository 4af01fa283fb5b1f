/// Arithmetic over literals and references (`{space.sm} * 2`, `calc(1rem + 4px)`), as Tokens Studio math and
/// an early draft's `calc()` write it.
extension ValueDecoder {
    typealias Quantity = MathExpression.Quantity

    /// The value of a literal or of math (`16`, `1.5rem`, `{a} * 2`); nil after reporting why there is none.
    func quantity(_ text: String, at node: Node) -> Quantity? {
        report(evaluated(text, at: node), of: text, at: node)
    }

    /// `text` computed, references looked up (a failed one reported), `operand` applied to each operand.
    func evaluated(_ text: String, at node: Node, operand: (Quantity) -> Quantity = { $0 }) -> Result<
        Quantity, MathExpression.Failure
    > {
        MathExpression.evaluate(text, reference: { path in self.referencedQuantity(path, at: node) }, operand: operand)
    }

    /// The quantity, or nil after saying why there is none.
    func report(_ result: Result<Quantity, MathExpression.Failure>, of text: String, at node: Node) -> Quantity? {
        switch result {
        case .success(let quantity):
            return quantity
        case .failure(.reference):
            return nil
        case .failure(.divisionByZero):
            error(.expression, "'\(text)' divides by zero", node)
        case .failure(.unitMismatch(let why)):
            error(.expression, "'\(text)' combines units that do not go together: \(why)", node)
        case .failure(.syntax(let why)):
            error(.expression, "'\(text)' is not a value or math tokenc can compute: \(why)", node)
        }
        return nil
    }

    func referencedQuantity(_ path: Substring, at node: Node) -> Quantity? {
        guard let found = lookup(path, nil, node.location) else { return nil }
        switch found.value {
        case .number(let number): return Quantity(number)
        case .dimension(let dimension): return Quantity(dimension.value, unit: dimension.unit.rawValue)
        case .duration(let duration): return Quantity(duration.value, unit: duration.unit.rawValue)
        case .fontWeight(let weight): return Quantity(weight.weight)
        case .string(let text):
            if let quantity = MathExpression.constant(text) { return quantity }
        default: break
        }
        error(
            .expression,
            "'{\(path)}' is not a number, a size or a duration, so it cannot take part in math",
            node)
        return nil
    }
}
