/// How custom property names are spelled (`css: { name-case: }`): the words the naming rule finds, joined with
/// `-` (`--color-brand-primary`, the default), in camel case (`--colorBrandPrimary`) or with `_`
/// (`--color_brand_primary`). Suffixed properties follow (`--motionSnappyDuration`).
package enum CSSNameCase: String, Sendable, Hashable, CaseIterable {
    case kebab, camel, snake

    /// A name the rule made with `-` between words (`--ds-color-brand-primary`), in this case.
    func spell(_ kebab: String) -> String {
        guard self != .kebab else { return kebab }
        return "--" + joined(kebab.dropFirst(2).split(separator: "-"), capitalizingFirst: false)
    }

    /// What follows a token's property name for a suffixed property (`-duration`, `Duration`, `_duration`).
    func suffix(_ suffix: CSSDeclarationRun.Suffix) -> String {
        let text = suffix.text.description
        guard self != .kebab, !text.isEmpty else { return text }
        return (self == .snake ? "_" : "") + joined(text.split(separator: "-"), capitalizingFirst: true)
    }

    private func joined(_ words: [Substring], capitalizingFirst: Bool) -> String {
        switch self {
        case .kebab:
            return words.joined(separator: "-")
        case .snake:
            return words.joined(separator: "_")
        case .camel:
            var result = ""
            for (index, word) in words.enumerated() {
                // Words are lowercase; a kept leading `_` is not a letter to raise.
                if index == 0 && !capitalizingFirst || word.first == "_" {
                    result += word
                } else {
                    result += word.prefix(1).uppercased() + word.dropFirst()
                }
            }
            return result
        }
    }
}
