/// Writes JSON text as ``JSONValue/serialized()`` lays it out (two-space indentation, members and elements one
/// a line, short arrays of scalars on one line) straight into a byte buffer.
struct JSONTextWriter: JSONSink {
    /// An open object or array.
    private struct Container {
        var inline: Bool
        var empty = true
    }

    var out: [UInt8]
    /// The indentation level of the outermost value.
    private let level: Int
    private var open: [Container] = []
    /// Whether a member's key was written and its value is next.
    private var afterKey = false

    /// A writer whose outermost value stands `level` levels deep, appending to `out`.
    init(level: Int = 0, appendingTo out: [UInt8] = []) {
        self.level = level
        self.out = out
        open.reserveCapacity(8)
    }

    private mutating func newLine() {
        out.append(contentsOf: (open[open.count - 1].empty ? "\n" : ",\n").utf8)
        open[open.count - 1].empty = false
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: (level + open.count) * 2))
    }

    /// What goes before a value: nothing after a key or at the top, else the separator of the array it is in.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if let last = open.last {
            if last.inline {
                if !last.empty { out.append(contentsOf: ", ".utf8) }
                open[open.count - 1].empty = false
            } else {
                newLine()
            }
        }
    }

    private mutating func close(_ bracket: UInt8) {
        let container = open.removeLast()
        if !container.empty, !container.inline {
            out.append(UInt8(ascii: "\n"))
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: (level + open.count) * 2))
        }
        out.append(bracket)
    }

    mutating func beginObject() {
        beginValue()
        out.append(UInt8(ascii: "{"))
        open.append(Container(inline: false))
    }

    mutating func key(_ key: String) {
        newLine()
        JSONValue.writeString(key, to: &out)
        out.append(contentsOf: ": ".utf8)
        afterKey = true
    }

    mutating func endObject() { close(UInt8(ascii: "}")) }

    mutating func beginArray(inline: Bool) {
        beginValue()
        out.append(UInt8(ascii: "["))
        open.append(Container(inline: inline))
    }

    mutating func endArray() { close(UInt8(ascii: "]")) }

    mutating func string(_ string: String) {
        beginValue()
        JSONValue.writeString(string, to: &out)
    }

    mutating func number(_ number: Double) {
        beginValue()
        out.append(contentsOf: JSONValue.format(number).utf8)
    }

    mutating func bool(_ bool: Bool) {
        beginValue()
        out.append(contentsOf: (bool ? "true" : "false").utf8)
    }

    mutating func null() {
        beginValue()
        out.append(contentsOf: "null".utf8)
    }
}
