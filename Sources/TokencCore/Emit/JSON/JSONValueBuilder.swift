/// Builds a ``JSONValue`` from the pieces a ``JSONSink`` takes: for the few places (the semantic diff) that
/// compare values as trees.
struct JSONValueBuilder: JSONSink {
    /// An open container: the key it goes under in its parent, its members (an array's elements have empty
    /// keys).
    private struct Container {
        var key: String
        var members: [(String, JSONValue)] = []
    }

    private var open: [Container] = []
    private var pendingKey = ""
    /// The finished outermost value.
    private(set) var value: JSONValue = .null

    private mutating func add(_ value: JSONValue, under key: String) {
        guard !open.isEmpty else {
            self.value = value
            return
        }
        open[open.count - 1].members.append((key, value))
    }

    private mutating func add(_ value: JSONValue) {
        add(value, under: pendingKey)
        pendingKey = ""
    }

    private mutating func begin() {
        open.append(Container(key: pendingKey))
        pendingKey = ""
    }

    mutating func beginObject() { begin() }
    mutating func key(_ key: String) { pendingKey = key }

    mutating func endObject() {
        let container = open.removeLast()
        add(.object(container.members), under: container.key)
    }

    mutating func beginArray(inline: Bool) { begin() }

    mutating func endArray() {
        let container = open.removeLast()
        add(.array(container.members.map(\.1)), under: container.key)
    }

    mutating func string(_ string: String) { add(.string(string)) }
    mutating func number(_ number: Double) { add(.number(number)) }
    mutating func bool(_ bool: Bool) { add(.bool(bool)) }
    mutating func null() { add(.null) }
}
