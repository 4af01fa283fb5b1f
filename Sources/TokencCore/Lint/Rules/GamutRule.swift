/// `gamut`: colors a screen can show: by default none beyond Display P3 (the Swift output clamps those), or,
/// with `gamut: srgb`, none beyond sRGB, for systems that also ship to sRGB-only screens and the web.
struct GamutRule: LintRule {
    static let id = Rule.gamut
    static let defaultLevel = DiagnosticPolicy.Level.warning
    static let summary = "colors lie inside Display P3 (or sRGB with `gamut: srgb`) in every context"
    static let options = [
        LintOption("gamut", .choice(["display-p3", "srgb"], "display-p3"), "the widest gamut allowed")
    ]

    static func check(_ context: inout LintContext) {
        let srgbOnly = context.choice("gamut") == "srgb"
        for index in context.tokens(of: .color) {
            let token = context.model.tokens[index]
            // An alias's colors are its target's, reported there.
            let own =
                (token.aliasOf == nil ? [([Context](), token.value)] : [])
                + token.contextValues.filter { $0.aliasOf == nil }.map { ($0.contexts, $0.value) }
            for (contexts, value) in own {
                guard case .color(let color) = value else { continue }
                let gamut = ColorConversion.gamut(color)
                if gamut == nil {
                    context.report(
                        token: index,
                        "color \(token.path) (\(color.space.rawValue)) lies beyond Display P3\(context.place(contexts)); its sRGB fallback is \(ColorConversion.hex(color, uppercase: true)) (gamut-mapped), and screens show it nearby"
                    )
                } else if srgbOnly, gamut == .displayP3 {
                    context.report(
                        token: index,
                        "color \(token.path) (\(color.space.rawValue)) lies beyond sRGB\(context.place(contexts)); sRGB screens show it as \(ColorConversion.hex(color, uppercase: true))"
                    )
                }
            }
        }
    }
}
