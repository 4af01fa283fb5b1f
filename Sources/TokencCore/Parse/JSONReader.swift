/// Reads JSON (RFC 8259), JSON with comments (`.jsonc`) or JSON5 into a located ``Node`` tree.
///
/// A hand-written single pass over the bytes: it keeps line and column for every key and value,
/// rejects invalid UTF-8, and bounds nesting so no input can exhaust the stack. A key that appears twice in
/// one object is a `duplicate-key` deviation: the later value is read, as JavaScript's `JSON.parse` and so every
/// peer tool reads it (RFC 8259 says names SHOULD be unique).
package struct JSONReader: Sendable {
    /// The JSON dialect to accept.
    package enum Dialect: Sendable {
        /// RFC 8259, nothing more.
        case strict
        /// RFC 8259 plus `//` and `/* */` comments and trailing commas.
        case jsonc
        /// JSON5: comments, trailing commas, unquoted keys, single quotes, hex numbers, leading `+` and `.`.
        case json5
    }

    package var dialect: Dialect
    /// The deepest nesting of objects and arrays accepted.
    package var maxDepth: Int

    package init(dialect: Dialect, maxDepth: Int = 256) {
        self.dialect = dialect
        self.maxDepth = maxDepth
    }

    /// Parses `bytes`; on failure appends one located diagnostic and returns nil.
    package func read(_ bytes: [UInt8], file: Int32, diagnostics: inout DiagnosticBag) -> Node? {
        bytes.withUnsafeBufferPointer { buffer in
            if let bad = UTF8Validator.firstInvalidOffset(in: buffer) {
                let (line, column) = UTF8Validator.lineAndColumn(of: bad, in: buffer)
                diagnostics.error(
                    .invalidUTF8,
                    "invalid UTF-8 byte 0x\(String(buffer[bad], radix: 16, uppercase: true)); token files must be UTF-8",
                    at: SourceLocation(file: file, line: line, column: column))
                return nil
            }
            var parser = Parser(bytes: buffer, file: file, dialect: dialect, maxDepth: maxDepth)
            do {
                let root = try parser.parseDocument()
                diagnostics.append(contentsOf: parser.warnings)
                return root
            } catch let error as ReadError {
                // Comments and trailing commas, which editors' "JSON with Comments" mode lets into a .json file:
                // read as such with one deviation at the first, when nothing else is wrong.
                var lenient = Parser(bytes: buffer, file: file, dialect: .jsonc, maxDepth: maxDepth)
                if dialect == .strict, error.rule == .syntax, let root = try? lenient.parseDocument() {
                    diagnostics.warning(
                        .jsonComments,
                        "a comment or trailing comma, which JSON does not allow: the file is read as JSON with comments; name it .jsonc, or take them out",
                        at: error.location)
                    diagnostics.append(contentsOf: lenient.warnings)
                    return root
                }
                diagnostics.append(error.diagnostic)
                return nil
            } catch {
                return nil
            }
        }
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: Int32
    let dialect: JSONReader.Dialect
    let maxDepth: Int
    var i = 0
    var line = 1
    var lineStart = 0
    /// UTF-8 continuation bytes seen since `lineStart`, so columns count scalars.
    var continuationBytes = 0
    var depth = 0
    /// Deviations read past (a duplicate key).
    var warnings: [Diagnostic] = []
    /// Members of the objects being read and elements of the arrays being read, innermost last.
    let pendingMembers = PendingStack<Node.Member>()
    let pendingElements = PendingStack<Node>()

    init(bytes: UnsafeBufferPointer<UInt8>, file: Int32, dialect: JSONReader.Dialect, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.dialect = dialect
        self.maxDepth = maxDepth
    }

    var allowsComments: Bool { dialect != .strict }
    var isJSON5: Bool { dialect == .json5 }

    var location: SourceLocation {
        SourceLocation(file: file, line: line, column: i - lineStart - continuationBytes + 1)
    }

    func fail(_ message: String, at location: SourceLocation? = nil, rule: Rule = .syntax) -> ReadError {
        ReadError(rule: rule, message: message, location: location ?? self.location)
    }

    mutating func parseDocument() throws -> Node {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            i = 3
            lineStart = 3
        }
        try skipTrivia()
        guard i < bytes.count else { throw fail("the file is empty; expected a JSON object") }
        let root = try parseValue()
        try skipTrivia()
        if i < bytes.count {
            throw fail("unexpected \(describeCurrent()) after the end of the document")
        }
        return root
    }

    // MARK: Trivia

    mutating func newline() {
        line += 1
        lineStart = i
        continuationBytes = 0
    }

    mutating func skipTrivia() throws {
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x20, 0x09, 0x0D:
                i += 1
            case 0x0A:
                i += 1
                newline()
            case UInt8(ascii: "/") where allowsComments:
                try skipComment()
            case 0x0B where isJSON5, 0x0C where isJSON5:
                i += 1
            case 0xC2 where isJSON5 && i + 1 < bytes.count && bytes[i + 1] == 0xA0:
                i += 2
                continuationBytes += 1
            case 0xE2
            where isJSON5 && i + 2 < bytes.count && bytes[i + 1] == 0x80
                && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                i += 3
                newline()
            case 0xEF where isJSON5 && i + 2 < bytes.count && bytes[i + 1] == 0xBB && bytes[i + 2] == 0xBF:
                i += 3
                continuationBytes += 2
            default:
                return
            }
        }
    }

    mutating func skipComment() throws {
        let start = location
        guard i + 1 < bytes.count else { throw fail("unexpected '/'") }
        if bytes[i + 1] == UInt8(ascii: "/") {
            i += 2
            while i < bytes.count, bytes[i] != 0x0A {
                if bytes[i] & 0xC0 == 0x80 { continuationBytes += 1 }
                i += 1
            }
        } else if bytes[i + 1] == UInt8(ascii: "*") {
            i += 2
            while true {
                guard i < bytes.count else { throw fail("unterminated block comment", at: start) }
                let b = bytes[i]
                if b == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                    i += 2
                    return
                }
                i += 1
                if b == 0x0A {
                    newline()
                } else if b & 0xC0 == 0x80 {
                    continuationBytes += 1
                }
            }
        } else {
            throw fail("unexpected '/'; comments start with '//' or '/*'")
        }
    }

    // MARK: Values

    mutating func parseValue() throws -> Node {
        guard i < bytes.count else { throw fail("unexpected end of file; expected a value") }
        let start = location
        switch bytes[i] {
        case UInt8(ascii: "{"):
            return try parseObject()
        case UInt8(ascii: "["):
            return try parseArray()
        case UInt8(ascii: "\""):
            return Node(.string(try parseString(quote: UInt8(ascii: "\""))), at: start)
        case UInt8(ascii: "'") where isJSON5:
            return Node(.string(try parseString(quote: UInt8(ascii: "'"))), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return Node(.number(try parseNumber()), at: start)
        case UInt8(ascii: "+") where isJSON5, UInt8(ascii: ".") where isJSON5, UInt8(ascii: "I") where isJSON5,
            UInt8(ascii: "N") where isJSON5:
            return Node(.number(try parseNumber()), at: start)
        default:
            if consumeWord("true") { return Node(.bool(true), at: start) }
            if consumeWord("false") { return Node(.bool(false), at: start) }
            if consumeWord("null") { return Node(.null, at: start) }
            throw fail("unexpected \(describeCurrent()); expected a value")
        }
    }

    mutating func consumeWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        let pointer = word.utf8Start
        for k in 0..<count where bytes[i + k] != pointer[k] { return false }
        if i + count < bytes.count, isIdentifierByte(bytes[i + count]) { return false }
        i += count
        return true
    }

    func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
            || b >= 0x80
    }

    mutating func enter() throws {
        depth += 1
        if depth > maxDepth {
            throw fail("nesting is deeper than \(maxDepth) levels", rule: .nestingTooDeep)
        }
    }

    mutating func parseObject() throws -> Node {
        let start = location
        try enter()
        i += 1
        let first = pendingMembers.count
        var seen: Set<String>? = nil
        try skipTrivia()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            depth -= 1
            return Node(.object([]), at: start)
        }
        while true {
            try skipTrivia()
            guard i < bytes.count else {
                throw fail("unexpected end of file; the object opened at \(start.line):\(start.column) is not closed")
            }
            if bytes[i] == UInt8(ascii: "}"), pendingMembers.count > first, dialect != .strict {
                i += 1
                break
            }
            let keyLocation = location
            let key: String
            if bytes[i] == UInt8(ascii: "\"") {
                key = try parseString(quote: UInt8(ascii: "\""))
            } else if isJSON5, bytes[i] == UInt8(ascii: "'") {
                key = try parseString(quote: UInt8(ascii: "'"))
            } else if isJSON5, isIdentifierByte(bytes[i]),
                !(bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9"))
            {
                let begin = i
                while i < bytes.count, isIdentifierByte(bytes[i]) {
                    if bytes[i] & 0xC0 == 0x80 { continuationBytes += 1 }
                    i += 1
                }
                key = String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<i]), as: UTF8.self)
            } else if bytes[i] == UInt8(ascii: "}") {
                throw fail("trailing comma before '}' is not allowed in strict JSON (use .jsonc or .json5 for that)")
            } else {
                throw fail("unexpected \(describeCurrent()); expected a string key")
            }
            var earlier: Int?
            if pendingMembers.count - first < 12 {
                earlier = pendingMembers.firstIndex(from: first, where: { $0.key == key })
            } else {
                if seen == nil { seen = Set((first..<pendingMembers.count).map { pendingMembers[$0].key }) }
                if !seen!.insert(key).inserted {
                    earlier = pendingMembers.firstIndex(from: first, where: { $0.key == key })
                }
            }
            if let earlier { warnings.append(duplicate(key, at: keyLocation, previous: pendingMembers[earlier])) }
            try skipTrivia()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw fail(
                    i < bytes.count
                        ? "expected ':' after key '\(key)', found \(describeCurrent())"
                        : "unexpected end of file after key '\(key)'")
            }
            i += 1
            try skipTrivia()
            let value = try parseValue()
            if let earlier {
                pendingMembers[earlier] = Node.Member(key: key, keyLocation: keyLocation, value: value)
            } else {
                pendingMembers.push(Node.Member(key: key, keyLocation: keyLocation, value: value))
            }
            try skipTrivia()
            guard i < bytes.count else {
                throw fail("unexpected end of file; the object opened at \(start.line):\(start.column) is not closed")
            }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "}") {
                i += 1
                break
            }
            throw fail("expected ',' or '}' after the value of '\(key)', found \(describeCurrent())")
        }
        depth -= 1
        return Node(.object(pendingMembers.pop(from: first)), at: start)
    }

    func duplicate(_ key: String, at location: SourceLocation, previous: Node.Member) -> Diagnostic {
        Diagnostic(
            .warning, .duplicateKey,
            "duplicate key '\(key)'; each key should appear once in an object: this later value is read, as JavaScript reads it",
            at: location, notes: [Diagnostic.Note("'\(key)' first appears here", at: previous.keyLocation)])
    }

    mutating func parseArray() throws -> Node {
        let start = location
        try enter()
        i += 1
        let first = pendingElements.count
        try skipTrivia()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            depth -= 1
            return Node(.array([]), at: start)
        }
        while true {
            try skipTrivia()
            guard i < bytes.count else {
                throw fail("unexpected end of file; the array opened at \(start.line):\(start.column) is not closed")
            }
            if bytes[i] == UInt8(ascii: "]") {
                if dialect == .strict || pendingElements.count == first {
                    throw fail(
                        "trailing comma before ']' is not allowed in strict JSON (use .jsonc or .json5 for that)")
                }
                i += 1
                break
            }
            pendingElements.push(try parseValue())
            try skipTrivia()
            guard i < bytes.count else {
                throw fail("unexpected end of file; the array opened at \(start.line):\(start.column) is not closed")
            }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1
                break
            }
            throw fail("expected ',' or ']' in the array, found \(describeCurrent())")
        }
        depth -= 1
        return Node(.array(pendingElements.pop(from: first)), at: start)
    }

    // MARK: Strings

    mutating func parseString(quote: UInt8) throws -> String {
        // Where the string starts, made into a location only for an error.
        let startLine = line
        let startColumn = i - lineStart - continuationBytes + 1
        var start: SourceLocation { SourceLocation(file: file, line: startLine, column: startColumn) }
        i += 1
        let begin = i
        // Fast path: no escapes.
        while i < bytes.count {
            let b = bytes[i]
            if b == quote {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<i]), as: UTF8.self)
                i += 1
                return text
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 {
                if b == 0x0A || b == 0x0D {
                    throw fail("unterminated string", at: start)
                }
                throw fail("control character U+\(hex4(UInt32(b))) must be escaped in a string")
            }
            if b & 0xC0 == 0x80 { continuationBytes += 1 }
            i += 1
        }
        guard i < bytes.count else { throw fail("unterminated string", at: start) }
        var buffer = Array(bytes[begin..<i])
        while true {
            guard i < bytes.count else { throw fail("unterminated string", at: start) }
            let b = bytes[i]
            if b == quote {
                i += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if b < 0x20 {
                if b == 0x0A || b == 0x0D { throw fail("unterminated string", at: start) }
                throw fail("control character U+\(hex4(UInt32(b))) must be escaped in a string")
            }
            if b != UInt8(ascii: "\\") {
                if b & 0xC0 == 0x80 { continuationBytes += 1 }
                buffer.append(b)
                i += 1
                continue
            }
            let escapeLocation = location
            i += 1
            guard i < bytes.count else { throw fail("unterminated string", at: start) }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): buffer.append(e)
            case UInt8(ascii: "\\"): buffer.append(e)
            case UInt8(ascii: "/"): buffer.append(e)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hexDigits(4, escapeAt: escapeLocation)
                if (0xD800...0xDBFF).contains(scalar) {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw fail(
                            "lone surrogate \\u\(hex4(scalar)) in a string; pair it with a low surrogate",
                            at: escapeLocation)
                    }
                    i += 2
                    let low = try hexDigits(4, escapeAt: escapeLocation)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw fail(
                            "lone surrogate \\u\(hex4(scalar)) in a string; pair it with a low surrogate",
                            at: escapeLocation)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw fail("lone surrogate \\u\(hex4(scalar)) in a string", at: escapeLocation)
                }
                buffer.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
            case UInt8(ascii: "'") where isJSON5: buffer.append(e)
            case UInt8(ascii: "v") where isJSON5: buffer.append(0x0B)
            case UInt8(ascii: "0") where isJSON5:
                if i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                    throw fail("octal escapes are not allowed in JSON5", at: escapeLocation)
                }
                buffer.append(0)
            case UInt8(ascii: "x") where isJSON5:
                let scalar = try hexDigits(2, escapeAt: escapeLocation)
                buffer.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
            case 0x0A where isJSON5:
                newline()
            case 0x0D where isJSON5:
                if i < bytes.count, bytes[i] == 0x0A { i += 1 }
                newline()
            default:
                if isJSON5, !(e >= UInt8(ascii: "1") && e <= UInt8(ascii: "9")) {
                    // JSON5: any other character escapes to itself; copy its whole UTF-8 sequence.
                    buffer.append(e)
                    while i < bytes.count, bytes[i] & 0xC0 == 0x80 {
                        buffer.append(bytes[i])
                        continuationBytes += 1
                        i += 1
                    }
                } else {
                    throw fail(
                        "invalid escape '\\\(String(decoding: [e], as: UTF8.self))' in a string", at: escapeLocation)
                }
            }
        }
    }

    mutating func hexDigits(_ count: Int, escapeAt location: SourceLocation) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard i < bytes.count, let digit = bytes[i].hexDigitValue else {
                throw fail("invalid escape: expected \(count) hex digits", at: location)
            }
            value = value * 16 + UInt32(digit)
            i += 1
        }
        return value
    }

    func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: Numbers

    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    mutating func parseNumber() throws -> Double {
        let start = location
        let begin = i
        var negative = false
        if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            if bytes[i] == UInt8(ascii: "+"), !isJSON5 { throw fail("numbers may not start with '+'") }
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        if isJSON5 {
            if consumeWord("Infinity") || consumeWord("NaN") {
                throw fail("NaN and Infinity are not valid token values", at: start, rule: .invalidValue)
            }
            if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "0"), bytes[i + 1] | 0x20 == UInt8(ascii: "x") {
                i += 2
                var value: Double = 0
                var digits = 0
                while i < bytes.count, let digit = bytes[i].hexDigitValue {
                    value = value * 16 + Double(digit)
                    digits += 1
                    i += 1
                }
                guard digits > 0 else { throw fail("expected hex digits after '0x'") }
                return negative ? -value : value
            }
        }
        // The digits also accumulate into `mantissa`, for the exact fast path below.
        var mantissa: UInt64 = 0
        var integerDigits = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: "0") {
            i += 1
            integerDigits = 1
            if i < bytes.count, isDigit(bytes[i]) { throw fail("numbers may not have leading zeros", at: start) }
        } else {
            while i < bytes.count, isDigit(bytes[i]) {
                if integerDigits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- UInt8(ascii: "0")) }
                i += 1
                integerDigits += 1
            }
        }
        if integerDigits == 0, !(isJSON5 && i < bytes.count && bytes[i] == UInt8(ascii: ".")) {
            throw fail("invalid number; expected a digit", at: start)
        }
        var fraction = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, isDigit(bytes[i]) {
                if integerDigits + fraction < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- UInt8(ascii: "0")) }
                i += 1
                fraction += 1
            }
            if fraction == 0, !(isJSON5 && integerDigits > 0) {
                throw fail("invalid number; expected a digit after '.'", at: start)
            }
        }
        var hasExponent = false
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            hasExponent = true
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            var exponent = 0
            while i < bytes.count, isDigit(bytes[i]) {
                i += 1
                exponent += 1
            }
            if exponent == 0 { throw fail("invalid number; expected a digit in the exponent", at: start) }
        }
        if i < bytes.count, isIdentifierByte(bytes[i]) {
            throw fail("invalid number", at: start)
        }
        // At most 15 digits and no exponent: the digits and the power of ten are both exact doubles, and one
        // IEEE division rounds correctly, so this is the value strtod gives.
        if !hasExponent, integerDigits + fraction <= 15 {
            let magnitude = Double(mantissa) / Self.powersOfTen[fraction]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<i]), as: UTF8.self)
        guard let value = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text), value.isFinite else {
            throw fail("number \(text) is out of range", at: start, rule: .invalidValue)
        }
        return value
    }

    /// 10⁰ … 10¹⁵, each exact in a double.
    static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { result, _ in result * 10 }
    }

    func describeCurrent() -> String {
        guard i < bytes.count else { return "end of file" }
        let b = bytes[i]
        if b >= 0x21, b < 0x7F { return "'\(String(decoding: [b], as: UTF8.self))'" }
        if b == 0x20 { return "' '" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }
}

/// Values read but not yet placed, innermost container's last: when an object or array closes, its own are
/// moved into an array of exactly their count, so each container costs one allocation and no growth copies.
private final class PendingStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity = 64
    private(set) var count = 0

    init() { base = .allocate(capacity: capacity) }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    func push(_ element: Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The index of the first element at or after `start` that satisfies `predicate`.
    func firstIndex(from start: Int, where predicate: (Element) -> Bool) -> Int? {
        for index in start..<count where predicate(base[index]) { return index }
        return nil
    }

    /// Removes the elements from `start` on and returns them in order.
    func pop(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        count = start
        return [Element](unsafeUninitializedCapacity: moved) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base + start, count: moved)
            initialized = moved
        }
    }
}
