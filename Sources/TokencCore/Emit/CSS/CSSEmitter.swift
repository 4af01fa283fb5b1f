/// Writes `tokens.css`: a custom property per token (`--group-token`) on `:root`, aliases as `var(--target)`,
/// colors in their own color space under `@supports` with an sRGB value first, and every context (light/dark
/// now, resolver modifiers later) as a block that redeclares only the properties that differ, selected by
/// `[data-<modifier>="<context>"]` and, for appearance and contrast, the matching media query.
package enum CSSEmitter {
    package struct Options: Sendable {
        /// Write aliases' resolved values instead of `var(--target)`.
        package var inlinesAliases: Bool
        /// The selector that picks a context, by modifier and context (`appearance: {dark: ".dark"}`), where
        /// the team has one; else `[data-<modifier>="<context>"]`.
        package var selectors: [String: [String: String]]
        /// Whether contexts that follow a system setting also apply under its media query
        /// (`prefers-color-scheme`, `prefers-contrast`) when the page picks none.
        package var mediaQueries: Bool

        package init(
            inlinesAliases: Bool = false, selectors: [String: [String: String]] = [:], mediaQueries: Bool = true
        ) {
            self.inlinesAliases = inlinesAliases
            self.selectors = selectors
            self.mediaQueries = mediaQueries
        }
    }

    /// The stylesheet (nil when there were errors), the diagnostics, and each token's property name.
    package struct Output: Sendable {
        /// The stylesheet's UTF-8.
        package var bytes: [UInt8]?
        package var diagnostics: [Diagnostic]
        /// The main custom property of each token, by model index (nil where names collided).
        package var names: [String?]
        /// The stylesheet with the default selectors and media queries, which the preview page's switches
        /// need, when the team's options differ from them (nil: ``bytes`` is that already).
        package var previewBytes: [UInt8]?

        /// The stylesheet as text.
        package var css: String? { bytes.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// The stylesheet.
    package static func emit(_ context: EmitContext, options: Options = Options()) -> Output {
        let model = context.model
        let names = context.names.css
        var diagnostics = context.names.cssDiagnostics
        let nameCase = context.names.cssCase
        let runs = declarations(model, names: names, nameCase: nameCase, inlinesAliases: options.inlinesAliases)
        guard
            let stylesheet = stylesheet(
                model, names: names, nameCase: nameCase, runs: runs, options: options, diagnostics: &diagnostics),
            !diagnostics.hasErrors
        else {
            return Output(bytes: nil, diagnostics: diagnostics.sorted(), names: names)
        }
        var output = Output(bytes: stylesheet, diagnostics: diagnostics.sorted(), names: names)
        if !options.selectors.isEmpty || !options.mediaQueries {
            // The same declarations under the default selectors (what it reports, the first pass reported).
            var again = DiagnosticBag()
            output.previewBytes = Self.stylesheet(
                model, names: names, nameCase: nameCase, runs: runs,
                options: Options(inlinesAliases: options.inlinesAliases),
                diagnostics: &again)
        }
        return output
    }

    /// Each token's declarations, per context key, worked out on all cores in runs of tokens.
    private static func declarations(
        _ model: TokenModel, names: [String?], nameCase: CSSNameCase, inlinesAliases: Bool
    ) -> [CSSDeclarationRun] {
        let builder = CSSDeclarationBuilder(
            model: model, names: names, inlinesAliases: inlinesAliases, nameCase: nameCase)
        let count = model.tokens.count
        let ranges = Parallel.runs(count, length: max(256, count / 16))
        return Parallel.map(ranges.count) { run -> CSSDeclarationRun in
            var result = CSSDeclarationRun()
            result.entries.reserveCapacity(ranges[run].count)
            result.declarations.reserveCapacity(ranges[run].count * 5 / 4)
            result.text.reserveCapacity(ranges[run].count * 64)
            for index in ranges[run] {
                guard names[index] != nil else {
                    result.entries.append(nil)
                    continue
                }
                let token = model.tokens[index]
                if case .spring(let spring) = token.value, !spring.settlingDuration().isFinite {
                    result.entries.append(CSSDeclarationRun.Entry(root: 0..<0, contexts: [], neverSettles: true))
                    continue
                }
                let rootStart = result.declarations.count
                builder.declare(token, index: index, key: nil, into: &result)
                let root = rootStart..<result.declarations.count
                var contexts: [(key: [Context], declarations: Range<Int>)] = []
                for context in builder.contexts(of: token) {
                    let start = result.declarations.count
                    builder.declare(token, index: index, key: context, into: &result)
                    // A combination restores everything: a single context's block may have changed what
                    // the default declares, so it keeps only what differs.
                    if context.count == 1 {
                        var kept = start
                        for position in start..<result.declarations.count {
                            let change = result.declarations[position]
                            if !root.contains(where: { result.sameValue(result.declarations[$0], change) }) {
                                result.declarations[kept] = change
                                kept += 1
                            }
                        }
                        result.declarations.removeSubrange(kept...)
                    }
                    if result.declarations.count > start {
                        contexts.append((context, start..<result.declarations.count))
                    }
                }
                result.entries.append(CSSDeclarationRun.Entry(root: root, contexts: contexts, neverSettles: false))
            }
            return result
        }
    }

    /// A declaration by its run and its position there.
    private struct DeclarationReference {
        var run: Int
        var index: Int
    }

    /// The declarations merged in token order (so the output is as if made one by one) and written out; nil when
    /// a spring never settles.
    private static func stylesheet(
        _ model: TokenModel, names: [String?], nameCase: CSSNameCase, runs: [CSSDeclarationRun], options: Options,
        diagnostics: inout DiagnosticBag
    ) -> [UInt8]? {
        func name(_ reference: DeclarationReference) -> String {
            let declaration = runs[reference.run].declarations[reference.index]
            return names[declaration.token]! + nameCase.suffix(declaration.suffix)
        }
        var root: [DeclarationReference] = []
        var contextDeclarations: [[Context]: [DeclarationReference]] = [:]
        root.reserveCapacity(runs.reduce(0) { $0 + $1.declarations.count })
        // Every run but the last is this long (``Parallel/runs(_:length:)``), so a token's entry is found by division.
        let runLength = runs.first?.entries.count ?? 1
        for (runIndex, run) in runs.enumerated() {
            for (offset, entry) in run.entries.enumerated() {
                guard let entry else { continue }
                let index = runIndex * runLength + offset
                if entry.neverSettles {
                    let token = model.tokens[index]
                    diagnostics.error(
                        .cssOutput,
                        "spring '\(token.path)' has no damping and never settles; CSS needs a finite duration, so give it a damping fraction above 0",
                        at: token.valueLocation)
                    continue
                }
                for position in entry.root { root.append(DeclarationReference(run: runIndex, index: position)) }
                for (key, range) in entry.contexts {
                    contextDeclarations[key, default: []] += range.map {
                        DeclarationReference(run: runIndex, index: $0)
                    }
                }
            }
        }
        if diagnostics.hasErrors { return nil }

        // A custom property inherits with its `var()`s already substituted, so a context block must also
        // redeclare every property that reads one it changes; then `data-appearance="dark"` works on any
        // element, not only the root.
        var readers: [String: [Int]] = [:]
        if !contextDeclarations.isEmpty {
            for (position, reference) in root.enumerated() {
                let run = runs[reference.run]
                let declaration = run.declarations[reference.index]
                for property in referencedProperties(run.text[declaration.value])
                    + referencedProperties(run.text[declaration.native])
                {
                    readers[property, default: []].append(position)
                }
            }
        }
        for context in contextDeclarations.keys {
            var block = contextDeclarations[context]!
            var declared = Set(block.map(name))
            var queue = block.map(name)
            while let property = queue.popLast() {
                for position in readers[property] ?? [] {
                    let reader = name(root[position])
                    guard !declared.contains(reader) else { continue }
                    declared.insert(reader)
                    block.append(root[position])
                    queue.append(reader)
                }
            }
            contextDeclarations[context] = block.map { ($0, name($0)) }.sorted { $0.1 < $1.1 }.map(\.0)
        }

        var out = Array(
            "/* Generated by tokenc from \(CSSText.comment(model.inputs.joined(separator: ", "))). DO NOT EDIT. */\n"
                .utf8)
        out.reserveCapacity(runs.reduce(4_096) { $0 + $1.text.count } + root.count * 48)
        write(
            root, of: runs, names: names, nameCase: nameCase, comments: true, selector: ":root", media: nil, to: &out)
        // Single contexts, then combinations: a combination's selectors are at least as specific as a
        // single context's and come later, so it wins where both match.
        let axes = options.mediaQueries ? model.systemAxes : [:]
        let contexts = Dictionary(uniqueKeysWithValues: model.modifiers.map { ($0.name, $0.contexts) })
        for key in contextDeclarations.keys.sorted(by: Context.precedes) {
            for rule in rules(for: key, axes: axes, selectors: options.selectors, contexts: contexts) {
                write(
                    contextDeclarations[key]!, of: runs, names: names, nameCase: nameCase, comments: false,
                    selector: rule.selectors.joined(separator: ",\n"), media: rule.media, to: &out)
            }
        }
        return out
    }

    /// The selectors (grouped by media query) that pick a context key: each context by its selector (the team's
    /// from `selectors`, else its `[data-<modifier>="<context>"]` attribute), or, for system settings, by the
    /// media query on a root that picks no context of that modifier (`contexts`: each modifier's).
    static func rules(
        for key: [Context], axes: [String: SystemAxis], selectors: [String: [String: String]] = [:],
        contexts: [String: [String]] = [:]
    ) -> [(media: String?, selectors: [String])] {
        func selector(_ modifier: String, _ context: String) -> String {
            selectors[modifier]?[context] ?? "[data-\(attributeName(modifier))=\"\(attributeName(context))\"]"
        }
        var forms: [(media: [String], root: Bool, parts: [String])] = [([], false, [])]
        for context in key {
            var next = forms.map { ($0.media, $0.root, $0.parts + [selector(context.modifier, context.name)]) }
            if let query = mediaQuery(context, axes: axes) {
                // No context picked: no attribute at all, or none of the team's selectors (`:root` picks always).
                let unpicked =
                    selectors[context.modifier] == nil
                    ? ":not([data-\(attributeName(context.modifier))])"
                    : (contexts[context.modifier] ?? []).map { selector(context.modifier, $0) }.filter {
                        $0 != ":root"
                    }.map { ":not(\($0))" }.joined()
                next += forms.map { ($0.media + [query], true, $0.parts + [unpicked]) }
            }
            forms = next
        }
        var grouped: [String: [String]] = [:]
        var order: [String] = []
        for form in forms {
            let media = form.media.joined(separator: " and ")
            let selector = (form.root ? ":root" : "") + form.parts.joined()
            if grouped[media] == nil { order.append(media) }
            grouped[media, default: []].append(selector)
        }
        return order.map { (media: $0.isEmpty ? nil : $0, selectors: grouped[$0]!) }
    }

    /// The custom properties a value (UTF-8) reads through `var(--…)`.
    static func referencedProperties(_ value: ArraySlice<UInt8>) -> [String] {
        value.withUnsafeBufferPointer { bytes in
            var names: [String] = []
            var index = 0
            // `var(--` is six bytes; most values hold none.
            while index + 6 <= bytes.count {
                guard bytes[index] == UInt8(ascii: "v"), bytes[index + 1] == UInt8(ascii: "a"),
                    bytes[index + 2] == UInt8(ascii: "r"),
                    bytes[index + 3] == UInt8(ascii: "("), bytes[index + 4] == UInt8(ascii: "-"),
                    bytes[index + 5] == UInt8(ascii: "-")
                else {
                    index += 1
                    continue
                }
                let start = index + 4
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: ","),
                    bytes[end] != UInt8(ascii: " ")
                { end += 1 }
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                index = end
            }
            return names
        }
    }

    /// The media query that selects a context of a modifier that follows a system setting.
    static func mediaQuery(_ context: Context, axes: [String: SystemAxis]) -> String? {
        guard let axis = axes[context.modifier], let value = axis.values[context.name] else { return nil }
        switch (axis.setting, value) {
        case (.colorScheme, let scheme): return "(prefers-color-scheme: \(scheme))"
        case (.contrast, "increased"): return "(prefers-contrast: more)"
        case (.contrast, _): return "(prefers-contrast: no-preference)"
        }
    }

    /// An attribute value or name: the text's words as with property names (always a valid identifier).
    static func attributeName(_ text: String) -> String {
        SwiftNaming.words(text).map { $0.lowercased() }.joined(separator: "-")
    }

    /// A rule with the declarations' sRGB values, then an `@supports` rule per set of conditions with the
    /// values in the colors' own spaces; `comments` writes the tokens' descriptions above their properties.
    private static func write(
        _ references: [DeclarationReference], of runs: [CSSDeclarationRun], names: [String?], nameCase: CSSNameCase,
        comments: Bool, selector: String, media: String?, to out: inout [UInt8]
    ) {
        guard !references.isEmpty else { return }
        let indent: StaticString = media == nil ? "" : "  "
        out.append(UInt8(ascii: "\n"))
        if let media { out += "@media \(media) {\n".utf8 }
        out += indent
        out += selector.utf8
        out += " {\n"
        /// `name: value;` on a line of its own, with the value in the colors' own spaces when `native`.
        func property(_ reference: DeclarationReference, padding: StaticString, native: Bool) {
            let run = runs[reference.run]
            let declaration = run.declarations[reference.index]
            out += indent
            out += padding
            out += names[declaration.token]!.utf8
            if nameCase == .kebab {
                out += declaration.suffix.text
            } else {
                out += nameCase.suffix(declaration.suffix).utf8
            }
            out += ": "
            out += run.text[native ? declaration.native : declaration.value]
            out += ";\n"
        }
        var natives: [CSSDeclarationRun.Supports: [DeclarationReference]] = [:]
        for reference in references {
            let run = runs[reference.run]
            let declaration = run.declarations[reference.index]
            if comments, let comment = declaration.comment {
                out += indent
                out += "  /* "
                out += run.text[comment]
                out += " */\n"
            }
            property(reference, padding: "  ", native: false)
            if !declaration.native.isEmpty { natives[declaration.supports, default: []].append(reference) }
        }
        out += indent
        out += "}\n"
        // Wide-gamut and other color spaces replace the sRGB values where the browser understands them.
        for (supports, conditions) in natives.keys.map({ ($0, $0.conditions) }).sorted(by: {
            $0.1.joined() < $1.1.joined()
        }) {
            out +=
                "\(indent)@supports \(conditions.map { "(\($0))" }.joined(separator: " and ")) {\n\(indent)  \(selector) {\n"
                .utf8
            for reference in natives[supports]! { property(reference, padding: "    ", native: true) }
            out += "\(indent)  }\n\(indent)}\n".utf8
        }
        if media != nil { out += "}\n" }
    }
}
