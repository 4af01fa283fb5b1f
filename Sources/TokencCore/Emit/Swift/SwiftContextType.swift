/// The generated `Context`: one stored property per modifier (an enum of its contexts, the default first),
/// and `Condition`, one case per modifier, which keys the values that differ by context. The SwiftUI layer
/// fills color scheme and contrast from the environment; the app sets the other modifiers.
enum SwiftContextType {
    /// The stored property (and condition case) for a modifier.
    static func member(_ modifier: String) -> String { SwiftNaming.member(modifier) }

    /// The enum type for a modifier's contexts.
    static func type(_ modifier: String) -> String {
        let name = SwiftNaming.type(modifier)
        return ["Condition", "Context"].contains(name) ? name + "Choice" : name
    }

    /// An enum case for a context name.
    static func caseName(_ context: String) -> String { SwiftNaming.member(context) }

    /// Whether the modifiers' Swift names collide (then the Swift output reports it).
    static func collisions(_ modifiers: [Modifier]) -> [String] {
        var problems: [String] = []
        var members: [String: String] = [:]
        for modifier in modifiers {
            if let other = members[member(modifier.name)] {
                problems.append(
                    "modifiers '\(other)' and '\(modifier.name)' both become '\(member(modifier.name))' in Swift; rename one"
                )
            }
            members[member(modifier.name)] = modifier.name
            var cases: [String: String] = [:]
            for context in modifier.contexts {
                if let other = cases[caseName(context)] {
                    problems.append(
                        "contexts '\(other)' and '\(context)' of modifier '\(modifier.name)' both become '\(caseName(context))' in Swift; rename one"
                    )
                }
                cases[caseName(context)] = context
            }
        }
        return problems
    }

    static func declaration(_ modifiers: [Modifier], access a: String) -> String {
        var lines: [String] = []
        lines.append(
            "/// The context tokens are resolved in: one choice per modifier\(modifiers.isEmpty ? " (this token set has none)" : ""). In SwiftUI, the"
        )
        lines.append(
            "/// environment's `designTokensContext` holds it, with color scheme and contrast taken from the system.")
        lines.append("\(a)struct Context: Hashable, Sendable {")
        for modifier in modifiers {
            lines.append(
                "    /// The contexts of the `\(modifier.name)` modifier; `\(caseName(modifier.defaultContext))` is the default."
            )
            lines.append("    \(a)enum \(type(modifier.name)): String, Hashable, Sendable, CaseIterable {")
            for context in modifier.contexts {
                lines.append("        case \(caseName(context)) = \(SwiftLiteral.string(context))")
            }
            lines.append("    }")
            lines.append("")
        }
        lines.append("    /// One modifier's context: values that differ by context are keyed by these.")
        lines.append("    \(a)enum Condition: Hashable, Sendable {")
        for modifier in modifiers {
            lines.append("        case \(member(modifier.name))(\(type(modifier.name)))")
        }
        lines.append("    }")
        lines.append("")
        for modifier in modifiers {
            lines.append("    \(a)var \(member(modifier.name)): \(type(modifier.name))")
        }
        if !modifiers.isEmpty { lines.append("") }
        let parameters = modifiers.map { "\(member($0.name)): \(type($0.name)) = .\(caseName($0.defaultContext))" }
            .joined(separator: ", ")
        if parameters.count + 14 <= 110 {
            lines.append("    \(a)init(\(parameters)) {")
        } else {
            lines.append("    \(a)init(")
            let each = modifiers.map {
                "        \(member($0.name)): \(type($0.name)) = .\(caseName($0.defaultContext))"
            }
            lines.append(each.joined(separator: ",\n"))
            lines.append("    ) {")
        }
        for modifier in modifiers {
            lines.append("        self.\(member(modifier.name)) = \(member(modifier.name))")
        }
        lines.append("    }")
        lines.append("")
        lines.append("    /// Every modifier at its default context.")
        lines.append("    \(a)static let `default` = Context()")
        lines.append("")
        lines.append("    /// Whether every condition holds in this context.")
        lines.append("    \(a)func satisfies(_ conditions: [Condition]) -> Bool {")
        if modifiers.isEmpty {
            lines.append("        conditions.isEmpty")
        } else {
            lines.append("        conditions.allSatisfy { condition in")
            lines.append("            switch condition {")
            for modifier in modifiers {
                lines.append("            case .\(member(modifier.name))(let value): \(member(modifier.name)) == value")
            }
            lines.append("            }")
            lines.append("        }")
        }
        lines.append("    }")
        lines.append("")
        lines.append(
            "    /// The value of the most specific variant whose conditions hold, else `base`. Variants whose")
        lines.append("    /// conditions are equally specific and all hold have the same value.")
        lines.append(
            "    \(a)func select<Value>(_ base: Value, _ variants: [(conditions: [Condition], value: Value)]) -> Value {"
        )
        lines.append("        var best: (conditions: [Condition], value: Value)?")
        lines.append("        for variant in variants where satisfies(variant.conditions) {")
        lines.append("            if variant.conditions.count > (best?.conditions.count ?? 0) { best = variant }")
        lines.append("        }")
        lines.append("        return best?.value ?? base")
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `.dark`: the generated case of the context `axis` maps to `value` (`dark`, `increased`…), else the
    /// modifier's default: what the SwiftUI, UIKit and AppKit layers set from the system.
    static func systemCase(_ axis: SystemAxis, _ value: String, modifier: Modifier) -> String {
        "." + caseName(axis.values.first { $0.value == value }?.key ?? modifier.defaultContext)
    }
}
