/// Reads `tokenc.yaml`'s `lint` section:
///
/// ```yaml
/// lint:
///   rules:
///     contrast: [error, { algorithm: apca, pairs: [{ foreground: "{color.text}", background: "{color.bg}" }] }]
///     naming: [warning, { style: kebab-case }]
///     shadow-scale: { max-opacity: 0.2 }
///     duplicate-values: warning
///     gamut: off
/// ```
///
/// A rule takes a severity (`off`/`ignore`, `warning`, `error`), its options, or both as `[severity, options]`.
/// Unknown rules and options, and values of the wrong kind, are located errors with suggestions.
enum LintConfigReader {
    static func read(_ node: Node, diagnostics: inout DiagnosticBag) -> LintSettings? {
        guard let members = node.members else {
            diagnostics.error(
                .config, "'lint' must be a mapping such as { rules: { naming: warning } }", at: node.location)
            return nil
        }
        var settings = LintSettings()
        var ok = true
        for member in members {
            guard member.key == "rules" else {
                var message = "unknown setting '\(member.key)' in 'lint'"
                if Suggestion.closest(to: member.key, in: ["rules"]) != nil {
                    message += "; did you mean 'rules'?"
                } else {
                    message += "; the one setting is 'rules'"
                }
                diagnostics.error(.config, message, at: member.keyLocation)
                ok = false
                continue
            }
            guard let rules = member.value.members else {
                diagnostics.error(
                    .config, "'rules' must map rule ids to a severity, options, or [severity, options]",
                    at: member.value.location)
                ok = false
                continue
            }
            for rule in rules {
                guard let entry = Linter.catalog.first(where: { $0.id.rawValue == rule.key }) else {
                    let names = Linter.ids.map(\.rawValue)
                    var message = "unknown lint rule '\(rule.key)'"
                    if let suggestion = Suggestion.closest(to: rule.key, in: names) {
                        message += "; did you mean '\(suggestion)'?"
                    } else {
                        message += "; the rules are \(names.joined(separator: ", "))"
                    }
                    diagnostics.error(.config, message, at: rule.keyLocation)
                    ok = false
                    continue
                }
                guard let ruleSettings = readRule(rule.value, entry: entry, diagnostics: &diagnostics) else {
                    ok = false
                    continue
                }
                settings.rules[entry.id] = ruleSettings
            }
        }
        return ok ? settings : nil
    }

    private static func readRule(_ node: Node, entry: Linter.Entry, diagnostics: inout DiagnosticBag) -> LintSettings
        .RuleSettings?
    {
        var level: Node?
        var options: Node?
        switch node.kind {
        case .string: level = node
        case .object: options = node
        case .array(let elements) where (1...2).contains(elements.count) && elements[0].string != nil:
            level = elements[0]
            options = elements.count == 2 ? elements[1] : nil
        default:
            diagnostics.error(
                .config,
                "'\(entry.id)' takes a severity (off, warning, error), its options, or [severity, { options }]",
                at: node.location)
            return nil
        }
        var settings = LintSettings.RuleSettings()
        if let level {
            let text = level.string ?? ""
            guard let parsed = text == "off" ? .ignore : DiagnosticPolicy.Level(rawValue: text) else {
                diagnostics.error(
                    .config, "the severity of '\(entry.id)' must be off, warning or error", at: level.location)
                return nil
            }
            settings.level = parsed
        }
        guard let options else { return settings }
        guard let members = options.members else {
            diagnostics.error(.config, "the options of '\(entry.id)' must be a mapping", at: options.location)
            return nil
        }
        var ok = true
        for member in members {
            guard let option = entry.options.first(where: { $0.name == member.key }) else {
                let names = entry.options.map(\.name)
                let message =
                    "unknown option '\(member.key)' of '\(entry.id)'"
                    + Suggestion.unknownKeyHint(
                        member.key, known: names,
                        otherwise: names.isEmpty
                            ? "; it has no options" : "; its options are \(names.joined(separator: ", "))")
                diagnostics.error(.config, message, at: member.keyLocation)
                ok = false
                continue
            }
            guard let value = readOption(member.value, option: option, rule: entry.id, diagnostics: &diagnostics) else {
                ok = false
                continue
            }
            settings.options[option.name] = value
        }
        return ok ? settings : nil
    }

    private static func readOption(_ node: Node, option: LintOption, rule: Rule, diagnostics: inout DiagnosticBag)
        -> LintOptionValue?
    {
        let name = "'\(option.name)' of '\(rule)'"
        switch option.kind {
        case .number:
            guard let number = node.number, number.isFinite else {
                diagnostics.error(.config, "\(name) must be a number", at: node.location)
                return nil
            }
            return .number(number)
        case .range:
            guard let bounds = node.elements?.compactMap(\.number), bounds.count == 2, node.elements?.count == 2,
                bounds[0] <= bounds[1]
            else {
                diagnostics.error(.config, "\(name) must be [low, high], such as [0.5, 1]", at: node.location)
                return nil
            }
            return .range(bounds[0]...bounds[1])
        case .flag:
            guard case .bool(let flag) = node.kind else {
                diagnostics.error(.config, "\(name) must be true or false", at: node.location)
                return nil
            }
            return .flag(flag)
        case .choice(let choices, _):
            guard let text = node.string, choices.contains(text) else {
                var message = "\(name) must be one of \(choices.joined(separator: ", "))"
                if let text = node.string, let suggestion = Suggestion.closest(to: text, in: choices) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.error(.config, message, at: node.location)
                return nil
            }
            return .text(text)
        case .names:
            let elements = node.elements ?? [node]
            guard elements.allSatisfy({ $0.string != nil }) else {
                diagnostics.error(.config, "\(name) must be a list of names", at: node.location)
                return nil
            }
            return .names(elements.map { $0.string! })
        case .pairs:
            return readPairs(node, name: name, diagnostics: &diagnostics).map { .pairs($0) }
        }
    }

    /// `[{ foreground: "{color.text}", background: "{color.bg}" | [...], level: AA, large: false }]`.
    private static func readPairs(_ node: Node, name: String, diagnostics: inout DiagnosticBag)
        -> [ContrastPairDeclaration]?
    {
        guard let elements = node.elements else {
            diagnostics.error(
                .config, "\(name) must be a list of { foreground, background } mappings", at: node.location)
            return nil
        }
        var pairs: [ContrastPairDeclaration] = []
        var ok = true
        for element in elements {
            guard let members = element.members else {
                diagnostics.error(
                    .config,
                    "a contrast pair must be a mapping such as { foreground: \"{color.text}\", background: \"{color.background}\" }",
                    at: element.location)
                ok = false
                continue
            }
            var foreground: Node?
            var backgrounds: [Node] = []
            var level = WCAGContrast.Level.aa
            var large = false
            for member in members {
                switch member.key {
                case "foreground": foreground = member.value
                case "background": backgrounds = member.value.elements ?? [member.value]
                case "level":
                    guard let parsed = member.value.string.flatMap({ WCAGContrast.Level(rawValue: $0.uppercased()) })
                    else {
                        diagnostics.error(.config, "'level' must be AA or AAA", at: member.value.location)
                        ok = false
                        continue
                    }
                    level = parsed
                case "large":
                    guard case .bool(let flag) = member.value.kind else {
                        diagnostics.error(.config, "'large' must be true or false", at: member.value.location)
                        ok = false
                        continue
                    }
                    large = flag
                default:
                    var message = "unknown pair setting '\(member.key)'"
                    if let suggestion = Suggestion.closest(
                        to: member.key, in: ["foreground", "background", "level", "large"])
                    {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    diagnostics.error(.config, message, at: member.keyLocation)
                    ok = false
                }
            }
            guard let foreground, let text = foreground.string, !backgrounds.isEmpty,
                backgrounds.allSatisfy({ $0.string != nil })
            else {
                diagnostics.error(
                    .config,
                    "a contrast pair needs 'foreground' and 'background', each a token in braces such as \"{color.text}\"",
                    at: element.location)
                ok = false
                continue
            }
            pairs.append(
                ContrastPairDeclaration(
                    foreground: text, backgrounds: backgrounds.map { $0.string! }, level: level, largeText: large,
                    location: inConfig(element.location), foregroundLocation: inConfig(foreground.location),
                    backgroundLocations: backgrounds.map { inConfig($0.location) }))
        }
        return ok ? pairs : nil
    }

    /// A config location, marked as such until a compile adds the config to its sources.
    private static func inConfig(_ location: SourceLocation) -> SourceLocation {
        var location = location
        location.file = SourceManager.configFileIndex
        return location
    }
}
