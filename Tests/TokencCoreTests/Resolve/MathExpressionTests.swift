import Testing

@testable import TokencCore

/// Tokens Studio math: every expression form, units kept right, and each way an expression has no value.
@Suite struct MathExpressionTests {
    static let references: [String: MathExpression.Quantity] = [
        "spacing.base": .init(8, unit: "px"), "scale": .init(1.5), "a": .init(10, unit: "px"),
        "b": .init(20, unit: "px"),
        "rem": .init(1, unit: "rem"), "ratio": .init(150, unit: "%"), "zero": .init(0),
    ]

    static func evaluate(_ text: String) -> Result<MathExpression.Quantity, MathExpression.Failure> {
        MathExpression.evaluate(text) { references[String($0)] }
    }

    @Test(arguments: [
        ("{spacing.base} * 2", 16.0, "px"), ("({a} + {b}) / 2", 15, "px"), ("{spacing.base} * {scale}", 12, "px"),
        ("4 * 7px", 28, "px"), ("4 * 7rem", 28, "rem"), ("16px + 4", 20, "px"), ("4 * 7", 28, ""),
        ("{b} / {a}", 2, ""), ("-{a}", -10, "px"), ("10 - -2", 12, ""), ("2 ^ 3", 8, ""), ("10 % 4", 2, ""),
        ("roundTo({a} / 3, 2)", 3.33, "px"), ("round(2.5)", 3, ""), ("floor(2.7px)", 2, "px"), ("ceil(2.1)", 3, ""),
        ("abs(-3px)", 3, "px"), ("min({a}, {b}, 5px)", 5, "px"), ("max(1, 2, 3)", 3, ""), ("sqrt(16)", 4, ""),
        ("pow(2, 10)", 1024, ""), ("{ratio} / 100", 1.5, "%"), ("1 / 3", 0.333, ""), ("0.5rem * 3", 1.5, "rem"),
        (".5 * 4", 2, ""), ("1e2 * 2", 200, ""), ("  {a}*2  ", 20, "px"), ("{rem} * 2", 2, "rem"),
    ])
    func evaluates(_ text: String, _ value: Double, _ unit: String) throws {
        let result = try Self.evaluate(text).get()
        #expect(result == MathExpression.Quantity(value, unit: unit), "\(text)")
    }

    @Test(arguments: [
        ("{a} / 0", MathExpression.Failure.divisionByZero), ("{a} / {zero}", .divisionByZero),
        ("5 % 0", .divisionByZero),
        ("{a} + {rem}", .unitMismatch("px plus rem")), ("{a} * {b}", .unitMismatch("px times px is not a length")),
        ("2 / {a}", .unitMismatch("a plain number divided by px")), ("{missing} * 2", .reference),
    ])
    func failsFor(_ text: String, _ failure: MathExpression.Failure) {
        #expect(throws: failure) { try Self.evaluate(text).get() }
    }

    @Test(arguments: ["{a} *", "(1 + 2", "1 + ", "foo(1)", "{a.}", "{a", "2 3", "8px 16px", "*2", "round(1, 2)", ""])
    func malformedExpressionsAreSyntaxErrors(_ text: String) {
        guard case .failure(.syntax) = Self.evaluate(text) else {
            Issue.record("\(text) should be a syntax error, got \(Self.evaluate(text))")
            return
        }
    }

    @Test func shorthandIsReportedAsSeveralValues() {
        guard case .failure(.syntax(let reason)) = Self.evaluate("8px 16px") else { return #expect(Bool(false)) }
        #expect(reason.contains("more than one value"))
    }
}
