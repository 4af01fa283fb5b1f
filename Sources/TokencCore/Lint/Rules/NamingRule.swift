/// `naming`: token and group names follow one case style — the configured one (`camelCase`, `kebab-case`,
/// `snake_case`, `PascalCase`), or by default the one most names fit, when nine in ten or more do (a wider mix
/// is taken as deliberate). Single lower-case words and numbers fit every style but PascalCase.
struct NamingRule: LintRule {
    static let id = Rule.naming
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "token and group names use one case style (the majority's, or the configured one)"
    static let options = [LintOption("style", .choice(["auto", "camelCase", "kebab-case", "snake_case", "PascalCase"], "auto"), "the case style; auto: the one nine in ten names or more fit")]

    enum Style: String, CaseIterable {
        case camelCase, kebabCase = "kebab-case", snakeCase = "snake_case", pascalCase = "PascalCase"

        func fits(_ name: String) -> Bool {
            let scalars = Array(name.unicodeScalars)
            guard let first = scalars.first else { return true }
            let isLower = { (s: Unicode.Scalar) in s.properties.isLowercase || ("0"..."9").contains(s) }
            let isAlnum = { (s: Unicode.Scalar) in s.properties.isAlphabetic || ("0"..."9").contains(s) }
            switch self {
            case .camelCase: return isLower(first) && scalars.allSatisfy(isAlnum)
            case .pascalCase: return (first.properties.isUppercase || ("0"..."9").contains(first)) && scalars.allSatisfy(isAlnum)
            case .kebabCase: return scalars.allSatisfy { isLower($0) || $0 == "-" } && !name.contains("--")
            case .snakeCase: return scalars.allSatisfy { isLower($0) || $0 == "_" } && !name.contains("__")
            }
        }
    }

    static func check(_ context: inout LintContext) {
        let tokens = context.model.tokens
        // Each name once, at the first token whose path holds it.
        var firstUse: [String: (token: Int, depth: Int)] = [:]
        var order: [String] = []
        for (index, token) in tokens.enumerated() {
            for (depth, component) in token.path.components.enumerated() where firstUse[component] == nil {
                firstUse[component] = (index, depth)
                order.append(component)
            }
        }
        let style: Style
        if let configured = Style(rawValue: context.choice("style")) {
            style = configured
        } else {
            // The style most names fit; when more than a tenth of the names fit it not, the mix is deliberate
            // (primitives in one style, semantic tokens in another) and only a configured style is checked.
            var counts: [Style: Int] = [:]
            for name in order {
                for candidate in Style.allCases where candidate.fits(name) { counts[candidate, default: 0] += 1 }
            }
            guard let majority = Style.allCases.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }) else { return }
            guard (order.count - counts[majority, default: 0]) * 10 <= order.count else { return }
            style = majority
        }
        for name in order where !style.fits(name) {
            let (index, depth) = firstUse[name]!
            let token = tokens[index]
            let what = depth == token.path.components.count - 1 ? "token" : "group"
            context.report(token: index, "\(what) name '\(name)' in \(token.path) is not \(style.rawValue)", at: token.location)
        }
    }
}
