/// The value of a token whose `$type` no output understands, kept as written for the resolved JSON.
package struct CustomValue: Sendable, Hashable {
    /// The `$type` as written.
    package var typeName: String
    /// The `$value` as written (aliases inside it are not followed).
    package var json: JSONValue

    package init(typeName: String, json: JSONValue) {
        self.typeName = typeName
        self.json = json
    }
}
