/// The value of a token whose `$type` no output understands, kept as written for the resolved JSON.
public struct CustomValue: Sendable, Hashable {
    /// The `$type` as written.
    public var typeName: String
    /// The `$value` as written (aliases inside it are not followed).
    public var json: JSONValue

    public init(typeName: String, json: JSONValue) {
        self.typeName = typeName
        self.json = json
    }
}
