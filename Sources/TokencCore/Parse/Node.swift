/// A parsed JSON or YAML value with the place it was written: the one tree every later stage reads.
public struct Node: Sendable {
    /// The value's shape.
    public enum Kind: Sendable {
        case object([Member])
        case array([Node])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One key of an object with its own location and its value.
    public struct Member: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: Node

        public init(key: String, keyLocation: SourceLocation, value: Node) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    public var kind: Kind
    public var location: SourceLocation
    /// Whether some string in this value holds a `{` (a curly alias, a `{path}` inside a string token, or
    /// something that looks like one), so alias collection can skip every other value without walking it.
    public let mayContainAlias: Bool

    public init(_ kind: Kind, at location: SourceLocation) {
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
    public var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The member with `key` when this is an object.
    public func member(_ key: String) -> Member? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }
    }

    /// The value of member `key` when this is an object.
    public subscript(key: String) -> Node? { member(key)?.value }

    /// The string when this is a string.
    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The number when this is a number.
    public var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The elements when this is an array.
    public var elements: [Node]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// A short name of the value's shape for messages: `object`, `array`, `string`, `number`, `boolean`, `null`.
    public var kindName: String {
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
