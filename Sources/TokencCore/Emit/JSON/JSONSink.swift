/// Takes a JSON value piece by piece, in document order, so that what makes a value (the JSON model's tokens)
/// need not build a ``JSONValue`` tree first: ``JSONTextWriter`` writes the text, ``JSONValueBuilder`` builds
/// the tree where one is wanted (the diff).
///
/// A member is ``key(_:)`` followed by its value; a container is `begin…`, its members or elements, `end…`.
protocol JSONSink {
    mutating func beginObject()
    mutating func key(_ key: String)
    mutating func endObject()
    /// `inline`: the caller promises at most 8 elements, none of them a container, which the text writes on one
    /// line (as ``JSONValue`` lays out such arrays).
    mutating func beginArray(inline: Bool)
    mutating func endArray()
    mutating func string(_ string: String)
    mutating func number(_ number: Double)
    mutating func bool(_ bool: Bool)
    mutating func null()
}

/// A value that gives itself to a ``JSONSink`` (the token values and their parts).
protocol JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink)
}

extension JSONSink {
    /// An object's member whose value writes itself.
    mutating func member(_ key: String, _ value: some JSONWritable) {
        self.key(key)
        value.writeJSON(to: &self)
    }

    /// An object's member with a string value.
    mutating func member(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    /// An object's member with a number value.
    mutating func member(_ key: String, _ value: Double) {
        self.key(key)
        number(value)
    }

    /// A dimension or duration: `{"value": …, "unit": …}`.
    mutating func measure(_ value: Double, unit: String) {
        beginObject()
        member("value", value)
        member("unit", unit)
        endObject()
    }

    /// An array of strings (inline when short, as ``JSONValue`` writes one).
    mutating func strings(_ strings: [String]) {
        beginArray(inline: strings.count <= 8)
        for string in strings { self.string(string) }
        endArray()
    }

    /// A tree value, its arrays inline where ``JSONValue`` writes them so.
    mutating func value(_ value: JSONValue) {
        switch value {
        // Members and elements are read through their buffers: iterating the arrays copies (and retains) each.
        case .object(let members):
            beginObject()
            members.withUnsafeBufferPointer { members in
                for index in members.indices {
                    key(members[index].0)
                    self.value(members[index].1)
                }
            }
            endObject()
        case .array(let elements):
            elements.withUnsafeBufferPointer { elements in
                beginArray(inline: elements.count <= 8 && elements.allSatisfy(\.isScalar))
                for index in elements.indices { self.value(elements[index]) }
            }
            endArray()
        case .string(let string): self.string(string)
        case .number(let number): self.number(number)
        case .bool(let bool): self.bool(bool)
        case .null: null()
        }
    }
}
