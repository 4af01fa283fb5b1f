import Foundation

/// Arithmetic over numbers with units and `{references}`, as Tokens Studio writes values: `{spacing.base} * 2`,
/// `({a} + {b}) / 2`, `roundTo({size.base} / 3, 2)`, `16px + 0.5rem` is a unit mismatch.
///
/// The grammar is the plugin's (expr-eval's): `+ - * / ^ %`, parentheses, unary minus and the functions
/// `abs ceil floor round roundTo trunc sign sqrt cbrt pow min max`. A unit is letters or `%` written right after
/// a number. Units follow the arithmetic: a unitless operand takes the other's unit, like units add and divide
/// to a plain number, and anything else is a mismatch. The result is rounded to three decimals, as the plugin
/// rounds it.
public enum MathExpression {
    /// A number with its unit; `unit` is empty for a plain number.
    public struct Quantity: Sendable, Hashable {
        public var value: Double
        public var unit: String

        public init(_ value: Double, unit: String = "") {
            self.value = value
            self.unit = unit
        }
    }

    /// Why an expression has no value. `.reference` was reported by the lookup already.
    public enum Failure: Error, Equatable {
        case syntax(String)
        case divisionByZero
        case unitMismatch(String)
        case reference
    }

    /// Evaluates `text`; `reference` gives a referenced token's quantity (nil after it reported why not), and
    /// `operand` rewrites each literal and referenced quantity before the arithmetic sees it (CSS `calc()` reads
    /// rem as 16 px to add it to px).
    public static func evaluate(
        _ text: String, reference: (Substring) -> Quantity?, operand: (Quantity) -> Quantity = { $0 }
    ) -> Result<Quantity, Failure> {
        withoutActuallyEscaping(reference) { reference in
            withoutActuallyEscaping(operand) { operand in
                evaluate(Parser(text: text, reference: reference, operand: operand))
            }
        }
    }

    private static func evaluate(_ parser: Parser) -> Result<Quantity, Failure> {
        var parser = parser
        do {
            parser.skipSpaces()
            let value = try parser.expression()
            parser.skipSpaces()
            guard parser.index == parser.bytes.endIndex else {
                let rest = String(decoding: parser.bytes[parser.index...], as: UTF8.self)
                if parser.bytes[parser.index - 1] == UInt8(ascii: " "), Parser.startsOperand(parser.bytes[parser.index])
                {
                    throw Failure.syntax("it holds more than one value ('\(rest)' follows a complete value)")
                }
                throw Failure.syntax("unexpected '\(rest.prefix(12))'")
            }
            guard value.value.isFinite else { throw Failure.syntax("the result is not a finite number") }
            return .success(Quantity((value.value * 1000).rounded() / 1000, unit: value.unit))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(.syntax("\(error)"))
        }
    }

    /// The value of an expression without references (`16`, `1.5rem`, `4 * 7px`), or nil.
    package static func constant(_ text: String) -> Quantity? {
        guard !text.contains("{"), case .success(let value) = evaluate(text, reference: { _ in nil }) else {
            return nil
        }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        let reference: (Substring) -> Quantity?
        let operand: (Quantity) -> Quantity
        let text: String

        init(text: String, reference: @escaping (Substring) -> Quantity?, operand: @escaping (Quantity) -> Quantity) {
            self.text = text
            self.bytes = Array(text.utf8)
            self.reference = reference
            self.operand = operand
        }

        static func startsOperand(_ byte: UInt8) -> Bool {
            isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(")
                || isLetter(byte)
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        static func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }

        mutating func skipSpaces() {
            while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
        }

        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }

        mutating func expression() throws -> Quantity {
            var left = try term()
            while true {
                skipSpaces()
                guard let op = peek(), op == UInt8(ascii: "+") || op == UInt8(ascii: "-") else { return left }
                index += 1
                skipSpaces()
                let right = try term()
                left = try Self.add(left, right, subtract: op == UInt8(ascii: "-"))
            }
        }

        mutating func term() throws -> Quantity {
            var left = try unary()
            while true {
                skipSpaces()
                guard let op = peek(), op == UInt8(ascii: "*") || op == UInt8(ascii: "/") || op == UInt8(ascii: "%")
                else { return left }
                index += 1
                skipSpaces()
                let right = try unary()
                switch op {
                case UInt8(ascii: "*"):
                    guard left.unit.isEmpty || right.unit.isEmpty else {
                        throw Failure.unitMismatch("\(left.unit) times \(right.unit) is not a length")
                    }
                    left = Quantity(left.value * right.value, unit: left.unit.isEmpty ? right.unit : left.unit)
                case UInt8(ascii: "/"):
                    guard right.value != 0 else { throw Failure.divisionByZero }
                    if right.unit.isEmpty {
                        left = Quantity(left.value / right.value, unit: left.unit)
                    } else if right.unit == left.unit {
                        left = Quantity(left.value / right.value)
                    } else {
                        throw Failure.unitMismatch(
                            "\(left.unit.isEmpty ? "a plain number" : left.unit) divided by \(right.unit)")
                    }
                default:
                    guard right.value != 0 else { throw Failure.divisionByZero }
                    guard right.unit.isEmpty || right.unit == left.unit else {
                        throw Failure.unitMismatch("\(left.unit) modulo \(right.unit)")
                    }
                    left = Quantity(left.value.truncatingRemainder(dividingBy: right.value), unit: left.unit)
                }
            }
        }

        mutating func unary() throws -> Quantity {
            skipSpaces()
            if peek() == UInt8(ascii: "-") {
                index += 1
                var value = try unary()
                value.value = -value.value
                return value
            }
            if peek() == UInt8(ascii: "+") {
                index += 1
                return try unary()
            }
            let base = try primary()
            skipSpaces()
            guard peek() == UInt8(ascii: "^") else { return base }
            index += 1
            let exponent = try unary()
            guard exponent.unit.isEmpty, base.unit.isEmpty else {
                throw Failure.unitMismatch("a power needs plain numbers")
            }
            return Quantity(pow(base.value, exponent.value))
        }

        mutating func primary() throws -> Quantity {
            skipSpaces()
            guard let byte = peek() else { throw Failure.syntax("it ends where a value is expected") }
            if byte == UInt8(ascii: "(") {
                index += 1
                let value = try expression()
                skipSpaces()
                guard peek() == UInt8(ascii: ")") else { throw Failure.syntax("a '(' is not closed") }
                index += 1
                return value
            }
            if byte == UInt8(ascii: "{") {
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                    throw Failure.syntax("a '{' is not closed")
                }
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: index + 1)
                let end = text.utf8.index(text.utf8.startIndex, offsetBy: close)
                let path = text[start..<end]
                index = close + 1
                guard TokenSyntax.isValidAliasPath(path) else {
                    throw Failure.syntax("'{\(path)}' is not a valid reference")
                }
                guard let value = reference(path) else { throw Failure.reference }
                return operand(value)
            }
            if Self.isDigit(byte) || byte == UInt8(ascii: ".") {
                return operand(try number())
            }
            if Self.isLetter(byte) {
                let start = index
                while let next = peek(), Self.isLetter(next) || Self.isDigit(next) { index += 1 }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                skipSpaces()
                guard peek() == UInt8(ascii: "(") else { throw Failure.syntax("unexpected '\(name)'") }
                index += 1
                var arguments: [Quantity] = []
                skipSpaces()
                if peek() != UInt8(ascii: ")") {
                    while true {
                        arguments.append(try expression())
                        skipSpaces()
                        if peek() == UInt8(ascii: ",") {
                            index += 1
                            continue
                        }
                        break
                    }
                }
                guard peek() == UInt8(ascii: ")") else { throw Failure.syntax("the call to \(name) is not closed") }
                index += 1
                return try Self.call(name, arguments)
            }
            throw Failure.syntax("unexpected '\(Character(Unicode.Scalar(byte)))'")
        }

        mutating func number() throws -> Quantity {
            let start = index
            while let byte = peek(), Self.isDigit(byte) || byte == UInt8(ascii: ".") { index += 1 }
            if let byte = peek(), byte | 0x20 == UInt8(ascii: "e"), index + 1 < bytes.endIndex,
                Self.isDigit(bytes[index + 1])
                    || ((bytes[index + 1] == UInt8(ascii: "-") || bytes[index + 1] == UInt8(ascii: "+"))
                        && index + 2 < bytes.endIndex && Self.isDigit(bytes[index + 2]))
            {
                index += 2
                while let byte = peek(), Self.isDigit(byte) { index += 1 }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw Failure.syntax("'\(String(decoding: bytes[start..<index], as: UTF8.self))' is not a number")
            }
            let unitStart = index
            if peek() == UInt8(ascii: "%") {
                // `50%` is a percentage; `10 % 3` (with a space) is the remainder.
                index += 1
            } else {
                while let byte = peek(), Self.isLetter(byte) { index += 1 }
            }
            return Quantity(value, unit: String(decoding: bytes[unitStart..<index], as: UTF8.self).lowercased())
        }

        static func add(_ a: Quantity, _ b: Quantity, subtract: Bool) throws -> Quantity {
            guard a.unit.isEmpty || b.unit.isEmpty || a.unit == b.unit else {
                throw Failure.unitMismatch("\(a.unit) \(subtract ? "minus" : "plus") \(b.unit)")
            }
            return Quantity(subtract ? a.value - b.value : a.value + b.value, unit: a.unit.isEmpty ? b.unit : a.unit)
        }

        static func call(_ name: String, _ arguments: [Quantity]) throws -> Quantity {
            func arity(_ count: Int) throws {
                guard arguments.count == count else {
                    throw Failure.syntax(
                        "\(name) takes \(count) argument\(count == 1 ? "" : "s"), not \(arguments.count)")
                }
            }
            func plain(_ value: Quantity) throws -> Double {
                guard value.unit.isEmpty else { throw Failure.unitMismatch("\(name) needs plain numbers") }
                return value.value
            }
            switch name {
            case "abs", "ceil", "floor", "round", "trunc", "sign":
                try arity(1)
                let x = arguments[0]
                let result: Double =
                    switch name {
                    case "abs": Swift.abs(x.value)
                    case "ceil": x.value.rounded(.up)
                    case "floor": x.value.rounded(.down)
                    case "round": x.value.rounded(.toNearestOrAwayFromZero)
                    case "trunc": x.value.rounded(.towardZero)
                    default: x.value > 0 ? 1 : x.value < 0 ? -1 : 0
                    }
                return Quantity(result, unit: name == "sign" ? "" : x.unit)
            case "roundTo":
                try arity(2)
                let places = pow(10, try plain(arguments[1]))
                return Quantity(
                    (arguments[0].value * places).rounded(.toNearestOrAwayFromZero) / places, unit: arguments[0].unit)
            case "sqrt", "cbrt":
                try arity(1)
                let x = try plain(arguments[0])
                return Quantity(name == "sqrt" ? x.squareRoot() : Foundation.cbrt(x))
            case "pow":
                try arity(2)
                return Quantity(pow(try plain(arguments[0]), try plain(arguments[1])))
            case "min", "max":
                guard var best = arguments.first else { throw Failure.syntax("\(name) needs at least one argument") }
                for next in arguments.dropFirst() {
                    _ = try add(best, next, subtract: false)
                    let unit = best.unit.isEmpty ? next.unit : best.unit
                    best = Quantity(
                        name == "min" ? Swift.min(best.value, next.value) : Swift.max(best.value, next.value),
                        unit: unit)
                }
                return best
            default:
                throw Failure.syntax("unknown function '\(name)'")
            }
        }
    }
}

extension MathExpression.Quantity {
    /// This quantity as a size, as Tokens Studio reads one: no unit, `pt` and `dp` are px; nil for other units.
    var dimension: DimensionValue? {
        switch unit {
        case "", "pt", "dp": DimensionValue(value: value, unit: .px)
        default: DimensionValue.Unit(rawValue: unit).map { DimensionValue(value: value, unit: $0) }
        }
    }

    /// This quantity as a duration: no unit is milliseconds; nil for units other than `ms` and `s`.
    var duration: DurationValue? {
        switch unit {
        case "", "ms": DurationValue(value: value, unit: .ms)
        case "s": DurationValue(value: value, unit: .s)
        default: nil
        }
    }
}
