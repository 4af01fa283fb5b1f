/// A parsed JSON or YAML value with the place it was written: the one tree every later stage reads.
package struct Node: Sendable {
    /// The value's shape.
    package enum Kind: Sendable {
        case object([Member])
        case array([Node])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One key of an object with its own location and its value.
    package struct Member: Sendable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: Node

        package init(key: String, keyLocation: SourceLocation, value: Node) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    package var kind: Kind
    package var location: SourceLocation
    /// Whether some string in this value holds a `{` (a curly alias, a `{path}` inside a string token, or
    /// something that looks like one), so alias collection can skip every other value without walking it.
    package let mayContainAlias: Bool

    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
        switch kind {
        case .string(let text): mayContainAlias = text.utf8.contains(UInt8(ascii: "{"))
        case .object(let members): mayContainAlias = members.contains { $0.value.mayContainAlias }
        case .array(let elements): mayContainAlias = elements.contains { $0.mayContainAlias }
        default: mayContainAlias = false
        }
    }

    /// The members when this is an object.
    package var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The member with `key` when this is an object.
    package func member(_ key: String) -> Member? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }
    }

    /// The value of member `key` when this is an object.
    package subscript(key: String) -> Node? { member(key)?.value }

    /// This value with every string that holds a `{` (a reference, or text naming one) replaced by what
    /// `respell` makes of it (nil keeps it), at any depth; the members named in `skipping` (prose, such as
    /// descriptions) stay as written. Subtrees without a `{` are kept without a walk.
    func respellingReferences(skipping: Set<String> = [], _ respell: (String, SourceLocation) -> String?) -> Node {
        guard mayContainAlias else { return self }
        switch kind {
        case .string(let text):
            return respell(text, location).map { Node(.string($0), at: location) } ?? self
        case .array(let elements):
            return Node(.array(elements.map { $0.respellingReferences(skipping: skipping, respell) }), at: location)
        case .object(let members):
            return Node(
                .object(
                    members.map { member in
                        guard !skipping.contains(member.key) else { return member }
                        return Member(
                            key: member.key, keyLocation: member.keyLocation,
                            value: member.value.respellingReferences(skipping: skipping, respell))
                    }), at: location)
        default:
            return self
        }
    }

    /// The node at JSON Pointer `segments` (already unescaped) below this one, without following `$ref`s.
    package func descendant(at segments: [String]) -> Node? {
        var current = self
        for segment in segments {
            if let next = current[segment] {
                current = next
            } else if let elements = current.elements, let index = Int(segment), elements.indices.contains(index) {
                current = elements[index]
            } else {
                return nil
            }
        }
        return current
    }

    /// The string when this is a string.
    package var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The number when this is a number.
    package var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The value when this is a boolean.
    package var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The elements when this is an array.
    package var elements: [Node]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// A short name of the value's shape for messages: `object`, `array`, `string`, `number`, `boolean`, `null`.
    package var kindName: String {
        switch kind {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}
