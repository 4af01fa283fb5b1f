/// Terrazzo's per-token modes: `$extensions.mode` (`{"light": …, "dark": …}`), each mode a context of one modifier
/// for the whole input. A mode that is the modifier's default is the token's `$value`, which the modes a token
/// leaves out fall back to.
enum TerrazzoModes {
    /// The modifier the modes belong to: `appearance` when every mode in the files is `light` or `dark`, else
    /// `mode`.
    static func modifier(_ definitions: [TokenDefinition]) -> String {
        var appearance = true
        for definition in definitions {
            guard let modes = definition.extensions?["mode"]?.members else { continue }
            if !modes.allSatisfy({ ["light", "dark"].contains($0.key.lowercased()) }) {
                appearance = false
                break
            }
        }
        return appearance ? "appearance" : "mode"
    }

    /// A token's values per mode, as contexts of `modifier`; a default mode that differs from `$value` is
    /// reported and not used.
    static func overrides(of definition: TokenDefinition, modifier: String, diagnostics: inout DiagnosticBag)
        -> [(context: Context, node: Node)]
    {
        guard let modes = definition.extensions?["mode"]?.members else { return [] }
        var result: [(context: Context, node: Node)] = []
        let fallback = AliasResolver.defaultContext(of: modifier)
        for mode in modes {
            let name = modifier == "appearance" ? mode.key.lowercased() : mode.key
            if name == fallback {
                if !sameValue(mode.value, definition.value) {
                    diagnostics.warning(
                        .invalidContext,
                        "mode '\(mode.key)' is the default appearance, whose value is \"$value\"; this one differs from it and is not used: make them the same",
                        at: mode.keyLocation)
                }
                continue
            }
            result.append((Context(modifier: modifier, name: name), mode.value))
        }
        return result
    }

    /// Whether two value nodes are written the same (a mode that repeats `$value`).
    private static func sameValue(_ a: Node, _ b: Node) -> Bool {
        switch (a.kind, b.kind) {
        case (.string(let x), .string(let y)): x.lowercased() == y.lowercased()
        case (.number(let x), .number(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.null, .null): true
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1) }
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && sameValue($0.value, $1.value) }
        default: false
        }
    }
}
