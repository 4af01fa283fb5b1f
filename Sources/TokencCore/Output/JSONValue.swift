/// A JSON value for output, with members in a fixed order so that written JSON is deterministic.
public indirect enum JSONValue: Sendable, Hashable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.array(a), .array(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
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
    public init(_ node: Node) {
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
    public func serialized() -> String {
        String(decoding: serializedBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``serialized()``, written straight into one buffer.
    public func serializedBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(to: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    private static func indent(_ out: inout [UInt8], _ level: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
    }

    /// Appends the value as ``serialized()`` lays it out when it stands `indent` levels deep.
    func write(to out: inout [UInt8], indent: Int) {
        switch self {
        // Members and elements are read through their buffers: iterating the arrays copies (and retains) each.
        case .object(let members):
            guard !members.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(contentsOf: "{\n".utf8)
            members.withUnsafeBufferPointer { members in
                for index in members.indices {
                    Self.indent(&out, indent + 1)
                    Self.writeString(members[index].0, to: &out)
                    out.append(contentsOf: ": ".utf8)
                    members[index].1.write(to: &out, indent: indent + 1)
                    out.append(contentsOf: (index == members.count - 1 ? "\n" : ",\n").utf8)
                }
            }
            Self.indent(&out, indent)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            elements.withUnsafeBufferPointer { elements in
                if elements.count <= 8, elements.allSatisfy(\.isScalar) {
                    out.append(UInt8(ascii: "["))
                    for index in elements.indices {
                        if index > 0 { out.append(contentsOf: ", ".utf8) }
                        elements[index].write(to: &out, indent: indent)
                    }
                    out.append(UInt8(ascii: "]"))
                    return
                }
                out.append(contentsOf: "[\n".utf8)
                for index in elements.indices {
                    Self.indent(&out, indent + 1)
                    elements[index].write(to: &out, indent: indent + 1)
                    out.append(contentsOf: (index == elements.count - 1 ? "\n" : ",\n").utf8)
                }
                Self.indent(&out, indent)
                out.append(UInt8(ascii: "]"))
            }
        case .string(let string):
            Self.writeString(string, to: &out)
        case .number(let number):
            out.append(contentsOf: Self.format(number).utf8)
        case .bool(let bool):
            out.append(contentsOf: (bool ? "true" : "false").utf8)
        case .null:
            out.append(contentsOf: "null".utf8)
        }
    }

    /// Appends the value in a compact binary form for digests, not for reading back: a tag byte per value,
    /// counts before members, elements and strings, numbers as their 8 bytes. Values that ``write(to:indent:)``
    /// writes differently give different bytes, without the cost of formatting numbers as text.
    func appendDigestBytes(to out: inout [UInt8]) {
        switch self {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            Self.appendCount(members.count, to: &out)
            members.withUnsafeBufferPointer { members in
                for index in members.indices {
                    Self.appendDigestString(members[index].0, to: &out)
                    members[index].1.appendDigestBytes(to: &out)
                }
            }
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            Self.appendCount(elements.count, to: &out)
            elements.withUnsafeBufferPointer { elements in
                for index in elements.indices { elements[index].appendDigestBytes(to: &out) }
            }
        case .string(let string):
            out.append(UInt8(ascii: "\""))
            Self.appendDigestString(string, to: &out)
        case .number(let number):
            out.append(UInt8(ascii: "#"))
            // -0 and 0 write the same text, so they give the same bytes too.
            withUnsafeBytes(of: (number == 0 ? 0 : number).bitPattern.littleEndian) { out += $0 }
        case .bool(let bool):
            out.append(bool ? UInt8(ascii: "t") : UInt8(ascii: "f"))
        case .null:
            out.append(UInt8(ascii: "n"))
        }
    }

    private static func appendCount(_ count: Int, to out: inout [UInt8]) {
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: count).littleEndian) { out += $0 }
    }

    private static func appendDigestString(_ string: String, to out: inout [UInt8]) {
        appendCount(string.utf8.count, to: &out)
        out += string.utf8
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// The shortest text that reads back as the same number; integers without a fraction.
    public static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    static func writeString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings (names, paths, hex colors) need no escape: copied whole.
        let plain = string.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F }) else { return false }
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
