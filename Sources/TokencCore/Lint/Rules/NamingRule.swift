/// `naming`: token and group names follow one case style — the configured one (`camelCase`, `kebab-case`,
/// `snake_case`, `PascalCase`), or by default the one most names fit, when nine in ten or more do (a wider mix
/// is taken as deliberate). Single lower-case words and numbers fit every style but PascalCase; names outside
/// ASCII letters, digits and the style's separator fit none.
struct NamingRule: LintRule {
    static let id = Rule.naming
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "token and group names use one case style (the majority's, or the configured one)"
    static let options = [
        LintOption(
            "style", .choice(["auto", "camelCase", "kebab-case", "snake_case", "PascalCase"], "auto"),
            "the case style; auto: the one nine in ten names or more fit")
    ]

    enum Style: String, CaseIterable {
        case camelCase
        case kebabCase = "kebab-case"
        case snakeCase = "snake_case"
        case pascalCase = "PascalCase"

        func fits(_ name: String) -> Bool {
            var first = true
            var previous: UInt8 = 0
            for byte in name.utf8 {
                let lower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                let upper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                switch self {
                case .camelCase:
                    guard lower || digit || (upper && !first) else { return false }
                case .pascalCase:
                    guard upper || digit || (lower && !first) else { return false }
                case .kebabCase:
                    guard lower || digit || (byte == UInt8(ascii: "-") && previous != byte) else { return false }
                case .snakeCase:
                    guard lower || digit || (byte == UInt8(ascii: "_") && previous != byte) else { return false }
                }
                first = false
                previous = byte
            }
            return true
        }
    }

    static func check(_ context: inout LintContext) {
        let tokens = context.model.tokens
        // Each name once, at the first token whose path holds it.
        var firstUse: [String: (token: Int, depth: Int)] = [:]
        firstUse.reserveCapacity(tokens.count)
        var order: [String] = []
        // A group's tokens are contiguous: the groups a token shares with the one before were looked up already.
        var previous: [String] = []
        for index in tokens.indices {
            let components = tokens[index].path.components
            var shared = 0
            while shared < min(components.count - 1, previous.count), components[shared] == previous[shared] {
                shared += 1
            }
            // `$root` is the spec's name for a group's own token, not a team's.
            for depth in shared..<components.count
            where firstUse[components[depth]] == nil && components[depth] != "$root" {
                firstUse[components[depth]] = (index, depth)
                order.append(components[depth])
            }
            previous = components
        }
        let style: Style
        if let configured = Style(rawValue: context.choice("style")) {
            style = configured
        } else {
            // The style most names fit; when more than a tenth of the names fit it not, the mix is deliberate
            // (primitives in one style, semantic tokens in another) and only a configured style is checked.
            let styles = Style.allCases
            var counts = [Int](repeating: 0, count: styles.count)
            for name in order {
                for (position, candidate) in styles.enumerated() where candidate.fits(name) { counts[position] += 1 }
            }
            guard let majority = counts.indices.max(by: { counts[$0] < counts[$1] }) else { return }
            guard (order.count - counts[majority]) * 10 <= order.count else { return }
            style = styles[majority]
        }
        for name in order where !style.fits(name) {
            let (index, depth) = firstUse[name]!
            let token = tokens[index]
            let what = depth == token.path.components.count - 1 ? "token" : "group"
            context.report(
                token: index, "\(what) name '\(name)' in \(token.path) is not \(style.rawValue)", at: token.location)
        }
    }
}
