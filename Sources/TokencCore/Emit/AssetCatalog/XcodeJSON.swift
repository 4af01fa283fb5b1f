/// JSON as Xcode writes asset catalogs' `Contents.json`: two-space indentation, `"key" : value`, keys in
/// alphabetical order, a newline at the end; so a catalog tokenc writes and one Xcode saves differ only where
/// the colors do.
enum XcodeJSON {
    static func render(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, indent: 0, to: &out)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, to out: inout [UInt8]) {
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                out += "{\n\n}".utf8
                return
            }
            out += "{\n".utf8
            for (position, member) in members.sorted(by: { $0.0 < $1.0 }).enumerated() {
                out += [UInt8](repeating: UInt8(ascii: " "), count: indent + 2)
                JSONValue.writeString(member.0, to: &out)
                out += " : ".utf8
                write(member.1, indent: indent + 2, to: &out)
                out += (position == members.count - 1 ? "\n" : ",\n").utf8
            }
            out += [UInt8](repeating: UInt8(ascii: " "), count: indent)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[\n\n]".utf8
                return
            }
            out += "[\n".utf8
            for (position, element) in elements.enumerated() {
                out += [UInt8](repeating: UInt8(ascii: " "), count: indent + 2)
                write(element, indent: indent + 2, to: &out)
                out += (position == elements.count - 1 ? "\n" : ",\n").utf8
            }
            out += [UInt8](repeating: UInt8(ascii: " "), count: indent)
            out.append(UInt8(ascii: "]"))
        case .string(let text): JSONValue.writeString(text, to: &out)
        case .number(let number): out += ValueDescription.number(number).utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .null: out += "null".utf8
        }
    }
}
