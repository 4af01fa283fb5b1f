/// A JSON value for output, with members in a fixed order so that written JSON is deterministic.
package indirect enum JSONValue: Sendable, Hashable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .object(let members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        case .array(let elements): hasher.combine(elements)
        case .string(let string): hasher.combine(string)
        case .number(let number): hasher.combine(number)
        case .bool(let bool): hasher.combine(bool)
        case .null: hasher.combine(0)
        }
    }

    /// Converts a parsed node, keeping member order.
    package init(_ node: Node) {
        switch node.kind {
        case .object(let members): self = .object(members.map { ($0.key, JSONValue($0.value)) })
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .string(let string): self = .string(string)
        case .number(let number): self = .number(number)
        case .bool(let bool): self = .bool(bool)
        case .null: self = .null
        }
    }

    /// Pretty-printed JSON with two-space indentation and a trailing newline.
    package func serialized() -> String {
        String(decoding: serializedBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``serialized()``, written straight into one buffer.
    package func serializedBytes() -> [UInt8] {
        var writer = JSONTextWriter()
        writer.out.reserveCapacity(1 << 16)
        writer.value(self)
        writer.out.append(UInt8(ascii: "\n"))
        return writer.out
    }

    /// Appends the value as ``serialized()`` lays it out when it stands `indent` levels deep.
    func write(to out: inout [UInt8], indent: Int) {
        var writer = JSONTextWriter(level: indent, appendingTo: out)
        out = []
        writer.value(self)
        out = writer.out
    }

    /// The value on one line, without spaces: what a template writes into code (`{"value":16,"unit":"px"}`).
    package var compactText: String {
        var out: [UInt8] = []
        writeCompact(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func writeCompact(to out: inout [UInt8]) {
        switch self {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.writeCompact(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.writeCompact(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let text): Self.writeString(text, to: &out)
        case .number(let number): out += Self.format(number).utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .null: out += "null".utf8
        }
    }

    /// Whether the value is neither an object nor an array.
    var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// The shortest text that reads back as the same number; integers without a fraction.
    package static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    static func writeString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings (names, paths, hex colors) need no escape: copied whole.
        let plain = string.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard
                !utf8.contains(where: {
                    $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F
                })
            else { return false }
            out.append(contentsOf: utf8)
            return true
        }
        if plain == true {
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
            case 0..<0x20, 0x7F:
                let hex = String(byte, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
