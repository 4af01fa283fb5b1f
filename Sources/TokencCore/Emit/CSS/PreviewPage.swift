/// `preview.html`: one self-contained page (inline CSS, inline SVG, a few lines of inline JS, a
/// Content-Security-Policy that allows nothing else) showing every token through `tokens.css` itself:
/// swatches, radii, shadow cards, materials and glass over a vivid backdrop, springs and easings that replay
/// when clicked (with their curves), type specimens, gradients, and a light/dark switch. Every string from a
/// token file is HTML-escaped; the stylesheet is inlined so that nothing in it can close the `<style>` element.
public enum PreviewPage {
    /// The page's UTF-8, for a stylesheet (``CSSEmitter/Output/bytes``) and the names the emitters gave each
    /// token. (``CSSEmitter`` with ``CSSEmitter/Options/previewSwiftNamespace`` makes the same page alongside
    /// the stylesheet.)
    public static func render(_ model: TokenModel, stylesheet: [UInt8], cssNames: [String?], swiftNames: [String?]) -> [UInt8] {
        Parallel.concatenate(Pending(model: model, plan: plan(model), head: head(model, stylesheet: stylesheet), cssNames: cssNames, swiftNames: swiftNames).pieces)
    }

    /// How the page is laid out: a section per top-level group, in source order, cut into runs of at most
    /// 256 tokens (so that one big group does not leave a core idle), and the ids every heading and item gets.
    struct Plan: Sendable {
        var groups: [String]
        var sectionIDs: [String]
        var tokenIDs: [String?]
        /// The first run of a section opens it and the last one closes it.
        var runs: [Run]

        typealias Run = (group: Int, members: ArraySlice<Int>, opens: Bool, closes: Bool)
    }

    static func plan(_ model: TokenModel) -> Plan {
        // Custom-typed tokens have no CSS (they live in the resolved JSON only).
        let order = model.tokens.indices.filter { model.tokens[$0].type != .custom }.sorted { model.tokens[$0].location < model.tokens[$1].location }
        var members: [String: [Int]] = [:]
        for index in order {
            let path = model.tokens[index].path
            members[path.components.count > 1 ? path.components[0] : "", default: []].append(index)
        }
        // Ids must be unique across the page, so they are given out in page order.
        let groups = members.keys.sorted()
        let anchors = Parallel.array(model.tokens.count, length: 1024) { DiffRenderer.anchor(model.tokens[$0].path) }
        var usedIDs: Set<String> = []
        var sectionIDs: [String] = []
        var tokenIDs = [String?](repeating: nil, count: model.tokens.count)
        usedIDs.reserveCapacity(model.tokens.count + groups.count)
        var runs: [Plan.Run] = []
        for (position, group) in groups.enumerated() {
            sectionIDs.append(MarkdownEmitter.unique("group-" + DiffRenderer.anchor(TokenPath([group.isEmpty ? "ungrouped" : group])), in: &usedIDs, suffix: ""))
            let all = members[group]!
            for index in all {
                tokenIDs[index] = MarkdownEmitter.unique(anchors[index].isEmpty ? "token" : anchors[index], in: &usedIDs, suffix: "")
            }
            for range in Parallel.runs(all.count, length: 256) {
                runs.append((position, all[range], range.lowerBound == 0, range.upperBound == all.count))
            }
        }
        return Plan(groups: groups, sectionIDs: sectionIDs, tokenIDs: tokenIDs, runs: runs)
    }

    /// One run of a section's items, with the section's opening or closing where the run has it.
    static func section(_ run: Int, of plan: Plan, model: TokenModel, cssNames: [String?], swiftNames: [String?]) -> [UInt8] {
        let run = plan.runs[run]
        var text: [UInt8] = []
        text.reserveCapacity(estimatedSize(of: run.members, in: model))
        if run.opens { sectionStart(model, group: plan.groups[run.group], id: plan.sectionIDs[run.group], into: &text) }
        items(model, members: run.members, ids: plan.tokenIDs, cssNames: cssNames, swiftNames: swiftNames, into: &text)
        if run.closes { text += "</ul>\n</section>\n" }
        return text
    }

    /// The digest of everything run `run` is made from (``PieceReuse``): its tokens' fingerprints, ids and names,
    /// the number of modifiers (which decides how contexts are labelled), and, where the run opens or closes its
    /// section, that section's heading and description.
    static func runKey(_ run: Int, of plan: Plan, model: TokenModel, fingerprints: [UInt64], cssNames: [String?], swiftNames: [String?]) -> String {
        let run = plan.runs[run]
        var key = PieceKey("tokenc preview run 1")
        key.add(String(model.modifiers.count))
        let group = plan.groups[run.group]
        key.add(run.opens ? "opens" : "continues")
        key.add(run.closes ? "closes" : "goes on")
        if run.opens {
            key.add(group)
            key.add(plan.sectionIDs[run.group])
            key.add(group.isEmpty ? nil : model.groupDescriptions[TokenPath([group])])
        }
        for index in run.members {
            key.add(fingerprint: fingerprints[index])
            key.add(model.tokens[index].type.rawValue)
            key.add(plan.tokenIDs[index])
            key.add(cssNames[index])
            key.add(swiftNames[index])
        }
        return key.finish()
    }

    /// About how many bytes the tokens' items take (a little more than most), so that a run's buffer is
    /// allocated once rather than grown and copied: curves are the big ones.
    private static func estimatedSize(of members: ArraySlice<Int>, in model: TokenModel) -> Int {
        members.reduce(512) { size, index in
            // Fields read one by one: a copy of the whole token would retain all of them.
            let picture = switch model.tokens[index].type {
            case .spring: 3_900
            case .cubicBezier: 1_300
            default: 0
            }
            return size + 700 + picture + (model.tokens[index].description?.utf8.count ?? 0) + model.tokens[index].contextValues.count * 96
        }
    }

    /// What follows the last section: the script and the closing tags.
    static var end: [UInt8] { Array("</main>\n<script>\n\(script)</script>\n</body>\n</html>\n".utf8) }

    /// A page laid out and ready to be written: ``write(_:)`` makes its sections a few runs at a time, on all
    /// cores, and hands each over as soon as it is made, so the page is never all in memory (at 100k tokens it
    /// is about 100 MB).
    public struct Pending: Sendable {
        let model: TokenModel
        let plan: Plan
        /// The head, with the stylesheet inlined.
        let head: [UInt8]
        let cssNames: [String?]
        let swiftNames: [String?]
        /// Runs the last build made that this page may copy, and the tokens' fingerprints to key them by.
        var reuse: (runs: PieceReuse, fingerprints: [UInt64])?

        /// Runs of sections made at once: enough to keep the cores busy.
        static let runsPerBatch = 16

        /// Hands the page's pieces to `write` in order: the head, each run of a section, the end. With
        /// ``reuse``, a run the last build made from the same inputs is copied from its page, and every run's key
        /// and place are recorded for the next build.
        public func write(_ write: ([UInt8]) -> Void) {
            var offset = 0
            func put(_ bytes: [UInt8]) {
                write(bytes)
                offset += bytes.count
            }
            put(head)
            reuse?.runs.begin()
            let keys = reuse.map { reuse in Parallel.map(plan.runs.count) { [self] in PreviewPage.runKey($0, of: plan, model: model, fingerprints: reuse.fingerprints, cssNames: cssNames, swiftNames: swiftNames) } }
            for batch in Parallel.runs(plan.runs.count, length: Self.runsPerBatch) {
                let sections = Parallel.map(batch.count) { [self] run in
                    keys.flatMap { reuse?.runs.kept($0[batch.lowerBound + run]) }
                        ?? PreviewPage.section(batch.lowerBound + run, of: plan, model: model, cssNames: cssNames, swiftNames: swiftNames)
                }
                for (run, section) in sections.enumerated() {
                    if let keys { reuse?.runs.record(BuildRecord.Piece(key: keys[batch.lowerBound + run], offset: offset, length: section.count)) }
                    put(section)
                }
            }
            put(PreviewPage.end)
        }

        /// The page's pieces, all made, one after another.
        public var pieces: [[UInt8]] {
            var pieces: [[UInt8]] = []
            write { pieces.append($0) }
            return pieces
        }
    }

    /// Everything before the first section: the document head with both stylesheets, and the page header.
    static func head(_ model: TokenModel, stylesheet: [UInt8]) -> [UInt8] {
        typealias H = MarkupEscaping
        var out: [UInt8] = []
        out.reserveCapacity(stylesheet.count + 16_384)
        out += """
            <!DOCTYPE html>
            <!-- Generated by tokenc from \(MarkdownEmitter.comment(model.inputs.joined(separator: ", "))). DO NOT EDIT. -->
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <title>Design tokens</title>
            <style>

            """.utf8
        appendInlined(stylesheet, to: &out)
        out += """
            </style>
            <style>
            \(styles(appearance: model.appearance))</style>
            </head>
            <body>
            <header>
            <h1>Design tokens</h1>
            <p>\(model.tokens.count) tokens from \(model.inputs.map { "<code>\(H.text($0))</code>" }.joined(separator: ", ")).</p>
            \(switches(model))</header>
            <main>

            """.utf8
        return out
    }

    /// A section's heading, description and the opening of its list.
    private static func sectionStart(_ model: TokenModel, group: String, id sectionID: String, into out: inout [UInt8]) {
        typealias H = MarkupEscaping
        out += "<section aria-labelledby=\"\(sectionID)\">\n<h2 id=\"\(sectionID)\">\(H.text(group.isEmpty ? "Ungrouped tokens" : group))</h2>\n".utf8
        if let description = model.groupDescriptions[TokenPath([group])], !group.isEmpty { out += "<p>\(H.text(description))</p>\n".utf8 }
        out += "<ul class=\"tokens\">\n"
    }

    /// One list item per token.
    private static func items(_ model: TokenModel, members: ArraySlice<Int>, ids: [String?], cssNames: [String?], swiftNames: [String?], into out: inout [UInt8]) {
        typealias H = MarkupEscaping
        // Value descriptions are written here first, then escaped into the page.
        var described: [UInt8] = []
        described.reserveCapacity(256)
        for index in members {
            let token = model.tokens[index]
            guard let css = cssNames[index], let id = ids[index] else { continue }
            let deprecated = token.deprecation != nil
            let path = token.path.description
            let name = H.text(path)
            out += "<li class=\"token\" id=\""
            out += id.utf8
            out += "\" data-token=\""
            out += name.utf8
            out += "\" data-type=\""
            out += token.type.rawValue.utf8
            out += deprecated ? "\" data-deprecated>\n" : "\">\n"
            sample(token, path: path, name: name, css: css, into: &out)
            out += "<h3><code>"
            out += name.utf8
            out += deprecated ? "</code> <span class=\"badge\">Deprecated</span></h3>\n<dl>\n" : "</code></h3>\n<dl>\n"
            out += "<dt>Value</dt><dd>"
            described.removeAll(keepingCapacity: true)
            ValueDescription.append(token.value, to: &described)
            H.append(described, to: &out)
            out += "</dd>\n"
            for context in token.contextValues {
                let label = model.modifiers.count == 1 && context.contexts.count == 1 ? context.contexts[0].name : Context.describe(context.contexts)
                out += "<dt>"
                H.append(label, to: &out)
                out += "</dt><dd>"
                described.removeAll(keepingCapacity: true)
                ValueDescription.append(context.value, to: &described)
                H.append(described, to: &out)
                out += "</dd>\n"
            }
            if let alias = token.aliasOf {
                out += "<dt>Alias of</dt><dd><code>"
                H.append(alias.description, to: &out)
                out += "</code></dd>\n"
            }
            out += "<dt>CSS</dt><dd>"
            for (offset, suffix) in CSSDeclarationBuilder.suffixes(token.value).enumerated() {
                if offset > 0 { out += "<br>" }
                out += "<code>var("
                out += css.utf8
                out += suffix.text
                out += ")</code>"
            }
            out += "</dd>\n"
            if let swift = swiftNames[index] {
                out += "<dt>Swift</dt><dd><code>"
                H.append(swift, to: &out)
                out += "</code></dd>\n"
            }
            out += "</dl>\n"
            if let description = token.description {
                out += "<p class=\"description\">"
                H.append(description, to: &out)
                out += "</p>\n"
            }
            if let reason = token.deprecation?.reason, !reason.isEmpty {
                out += "<p class=\"deprecation\">"
                H.append(reason, to: &out)
                out += "</p>\n"
            }
            out += "</li>\n"
        }
    }

    /// The stylesheet made safe inside `<style>`: every `</` written `<\/` (only possible in strings and
    /// comments, where the escape reads the same), so nothing can end the element.
    static func appendInlined(_ stylesheet: [UInt8], to out: inout [UInt8]) {
        stylesheet.withUnsafeBufferPointer { bytes in
            // Copied in stretches between the rare `</`.
            var start = 0
            var index = 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), bytes[index - 1] == UInt8(ascii: "<") {
                    out.appendBytes(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    out.append(UInt8(ascii: "\\"))
                    start = index
                }
                index += 1
            }
            out.appendBytes(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
    }

    /// The element that shows a token through its custom properties (names are generated identifiers).
    private static func sample(_ token: Token, path: String, name label: String, css: String, into out: inout [UInt8]) {
        /// `<opening>var(<css><suffix>)<closing>`.
        func element(_ opening: StaticString, suffix: StaticString = "", _ closing: StaticString) {
            out += opening
            out += "var("
            out += css.utf8
            out += suffix
            out.append(UInt8(ascii: ")"))
            out += closing
        }
        /// A button whose ball moves across its track on each press, with the token's timing as the ball's
        /// inline style (written next, then closed with `motionEnd`).
        func openMotion() {
            out += "<button type=\"button\" class=\"sample replay\" aria-label=\"Play "
            out += label.utf8
            out += "\" aria-pressed=\"false\"><span class=\"track\"><span class=\"ball\" style=\""
        }
        let motionEnd: StaticString = "\"></span></span></button>\n"
        switch token.value {
        case .color, .gradient: element("<div class=\"sample swatch\"><div style=\"background: ", "\"></div></div>\n")
        case .dimension:
            if token.path.namesCornerRadius {
                element("<div class=\"sample radius\" style=\"border-radius: ", "\"></div>\n")
            } else {
                element("<div class=\"sample bar\"><div style=\"width: ", "\"></div></div>\n")
            }
        case .shadow: element("<div class=\"sample shadow\"><div style=\"box-shadow: ", "\"></div></div>\n")
        case .border: element("<div class=\"sample border\" style=\"border: ", "\"></div>\n")
        case .strokeStyle: element("<div class=\"sample stroke\" style=\"border-top-style: ", "\"></div>\n")
        case .typography(let type):
            element("<p class=\"sample type\" style=\"font: ", "; ")
            if type.fontVariant != nil { element("font-variant: ", suffix: "-font-variant", "; ") }
            if type.textDecoration != nil { element("text-decoration: ", suffix: "-text-decoration", "; ") }
            if type.textTransform != nil { element("text-transform: ", suffix: "-text-transform", "; ") }
            element("letter-spacing: ", suffix: "-letter-spacing", "\">The quick brown fox jumps over the lazy dog</p>\n")
        case .fontFamily: element("<p class=\"sample type\" style=\"font-family: ", "\">Aa Bb Cc 0123</p>\n")
        case .fontWeight: element("<p class=\"sample type\" style=\"font-weight: ", "\">Aa Bb Cc 0123</p>\n")
        case .number, .string, .boolean, .link, .custom: break
        case .material, .glass:
            let text = if case .glass(let glass) = token.value { "\(glass.variant.rawValue) glass" } else { "material" }
            let interactive = if case .glass(let glass) = token.value, glass.interactive { " interactive" } else { "" }
            out += "<div class=\"sample backdrop\"><div class=\"panel\(interactive)\" style=\"-webkit-backdrop-filter: var(\(css)-backdrop-filter); backdrop-filter: var(\(css)-backdrop-filter); background: var(\(css)-background)\">\(MarkupEscaping.text(text))</div></div>\n".utf8
        case .blur(let blur):
            // The blur over the whole backdrop; a progressive one under its mask, so it fades across it.
            let mask = blur.progressive == nil ? "" : " -webkit-mask-image: var(\(css)-mask); mask-image: var(\(css)-mask);"
            out += "<div class=\"sample backdrop\"><div class=\"veil\" style=\"-webkit-backdrop-filter: var(\(css)); backdrop-filter: var(\(css));\(mask)\"></div></div>\n".utf8
        case .spring(let spring):
            openMotion()
            element("transition-timing-function: ", "; transition-duration: ")
            element("", suffix: "-duration", motionEnd)
            out += "<div class=\"curve\">"
            SpringPlot(spring).render(title: path + " position over time").write(to: &out)
            out += "</div>\n"
        case .cubicBezier(let curve):
            openMotion()
            element("transition-timing-function: ", "; transition-duration: 1s\"></span></span></button>\n")
            out += "<div class=\"curve\">"
            TokenPicture.easing(curve, title: path).write(to: &out)
            out += "</div>\n"
        case .duration:
            openMotion()
            element("transition-duration: ", motionEnd)
        case .transition:
            openMotion()
            element("transition: transform ", motionEnd)
        }
    }

    /// A switch per modifier: the system's choice (for color scheme and contrast) or the default, and each
    /// context, setting `data-<modifier>` on the root element. Without a color-scheme modifier there is still
    /// a light/dark switch, since materials and glass follow the appearance.
    static func switches(_ model: TokenModel) -> String {
        typealias H = MarkupEscaping
        var modifiers = model.modifiers
        if !modifiers.contains(where: { SystemAxis.of($0)?.setting == .colorScheme }) {
            modifiers.insert(Modifier(name: "appearance", contexts: ["light", "dark"], defaultContext: "light", keepingOrder: true), at: 0)
        }
        var out = ""
        for modifier in modifiers {
            let attribute = "data-" + CSSEmitter.attributeName(modifier.name)
            let system = SystemAxis.of(modifier) != nil
            out += "<fieldset class=\"switch\">\n<legend>\(H.text(modifier.name))</legend>\n"
            if system { out += "<label><input type=\"radio\" name=\"\(attribute)\" data-attribute=\"\(attribute)\" value=\"\" checked> System</label>\n" }
            for context in modifier.contexts {
                let isDefault = !system && context == modifier.defaultContext
                let value = isDefault ? "" : CSSEmitter.attributeName(context)
                out += "<label><input type=\"radio\" name=\"\(attribute)\" data-attribute=\"\(attribute)\" value=\"\(value)\"\(isDefault ? " checked" : "")> \(H.text(context))\(isDefault ? " (default)" : "")</label>\n"
            }
            out += "</fieldset>\n"
        }
        return out
    }

    static func styles(appearance: AppearanceAxis) -> String {
        let appearanceAttribute = "data-" + CSSEmitter.attributeName(appearance.modifier)
        let dark = CSSEmitter.attributeName(appearance.dark)
        return """
        :root { color-scheme: light; font-family: -apple-system, system-ui, sans-serif; background: Canvas; color: CanvasText; }
        [\(appearanceAttribute)="\(dark)"] { color-scheme: dark; }
        @media (prefers-color-scheme: dark) { :root:not([\(appearanceAttribute)]) { color-scheme: dark; } }
        body { margin: 0 auto; max-width: 1200px; padding: 24px; }
        header { display: flex; flex-wrap: wrap; align-items: center; gap: 16px; justify-content: space-between; }
        .switch { display: flex; gap: 12px; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 10px; }
        .tokens { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 16px; }
        .token { border: 1px solid color-mix(in srgb, CanvasText 15%, transparent); border-radius: 14px; padding: 12px; overflow: hidden; }
        .token[data-deprecated] h3 code { text-decoration: line-through; }
        .token h3 { font-size: 14px; margin: 8px 0 4px; }
        .token dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; font-size: 12px; margin: 0; }
        .token dt { color: color-mix(in srgb, CanvasText 60%, transparent); }
        .token dd { margin: 0; overflow-wrap: anywhere; }
        .description, .deprecation { font-size: 12px; margin: 6px 0 0; }
        .badge { font-size: 11px; background: #ff9500; color: #000; border-radius: 6px; padding: 1px 6px; }
        .sample { display: block; margin: 0 0 4px; }
        .swatch { height: 56px; border-radius: 10px; overflow: hidden; background: repeating-conic-gradient(#d1d1d6 0 25%, #fff 0 50%) 0 0 / 12px 12px; }
        .swatch > div { height: 100%; }
        .radius { width: 120px; height: 72px; background: color-mix(in srgb, #007aff 18%, transparent); border: 2px solid #007aff; }
        .bar > div { height: 12px; max-width: 100%; background: #007aff; border-radius: 3px; }
        .shadow { padding: 20px; background: #f2f2f7; border-radius: 12px; }
        .shadow > div { height: 48px; background: #fff; border-radius: 10px; }
        .border { height: 48px; border-radius: 10px; }
        .stroke { height: 0; border-top-width: 3px; border-top-color: currentColor; margin: 20px 0; }
        .type { margin: 8px 0; overflow-wrap: anywhere; }
        .backdrop { position: relative; height: 96px; border-radius: 12px; overflow: hidden; display: grid; place-items: center;
          background: radial-gradient(circle at 20% 30%, #ff2d55 0 22%, transparent 23%), radial-gradient(circle at 80% 75%, #ffcc00 0 25%, transparent 26%),
            radial-gradient(circle at 55% 10%, #34c759 0 16%, transparent 17%), linear-gradient(135deg, #5856d6, #007aff); }
        .panel { width: 70%; height: 56%; border-radius: 18px; display: grid; place-items: center; font-weight: 600; color: #1d1d1f;
          box-shadow: inset 0 0 0 1px rgb(255 255 255 / 0.5); }
        .veil { position: absolute; inset: 0; }
        .panel.interactive { transition: transform 0.2s; }
        .panel.interactive:active { transform: scale(0.96); }
        .replay { width: 100%; padding: 8px; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 10px; background: transparent; cursor: pointer; }
        .replay:focus-visible { outline: 3px solid #007aff; outline-offset: 2px; }
        .track { display: block; position: relative; height: 24px; }
        .ball { position: absolute; left: 0; top: 2px; width: 20px; height: 20px; border-radius: 50%; background: #007aff; transition-property: transform; }
        .replay[aria-pressed="true"] .ball { transform: translateX(calc(100% * 8)); }
        .curve svg { max-width: 100%; height: auto; }
        @media (prefers-reduced-motion: reduce) { .ball, .panel.interactive { transition-duration: 0s !important; transition-delay: 0s !important; } }

        """
    }

    static let script = """
        for (const input of document.querySelectorAll('input[data-attribute]')) {
          input.addEventListener('change', () => {
            const name = input.getAttribute('data-attribute');
            if (input.value === '') document.documentElement.removeAttribute(name);
            else document.documentElement.setAttribute(name, input.value);
          });
        }
        document.addEventListener('click', (event) => {
          const button = event.target.closest('.replay');
          if (button) button.setAttribute('aria-pressed', button.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
        });

        """
}
