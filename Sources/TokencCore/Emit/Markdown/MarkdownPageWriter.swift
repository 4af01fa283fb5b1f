/// Renders the docs pages for ``MarkdownEmitter`` from names and placements it computed for the whole model.
struct MarkdownPageWriter: Sendable {
    let model: TokenModel
    let swiftNames: [String?]
    let cssNames: [String?]
    /// How the suffixed properties beside ``cssNames`` are spelled.
    let cssCase: CSSNameCase
    let placements: [MarkdownEmitter.Placement]
    let header: String
    /// Token indices in the order they are written in the sources.
    let sourceOrder: [Int]

    private typealias Escape = MarkdownEscaping

    // MARK: Group pages

    /// One table of a page: the text that opens it (the page heading before the first, section headings), its
    /// group, and its rows (tokens in source order) with its layout.
    struct TablePlan: Sendable {
        var opening: String
        var group: TokenPath
        var rows: [Int]
        var layout: TableLayout
    }

    /// A page's tables, in order. Rows are rendered on their own (``rows(_:layout:pictures:into:sprite:)``), so
    /// long tables can be split across cores.
    func plan(title: String, tokens: [Int]) -> [TablePlan] {
        var opening = header + "[All tokens](index.md)\n\n# \(Escape.cell(title))\n"
        let top = tokens.first.flatMap { first in
            let components = model.tokens[first].path.components
            return components.count > 1 ? TokenPath([components[0]]) : nil
        }
        if let top, let description = model.groupDescriptions[top] { opening += "\n\(Escape.cell(description))\n" }
        // Sections and rows in the order the author wrote them (scales read small to large), not by name;
        // `tokens` come in that order.
        var order: [TokenPath] = []
        var sections: [TokenPath: [Int]] = [:]
        // Neighbours in source order mostly share their group: those join the current section without a lookup.
        var current: (group: TokenPath, members: [Int])?
        func close() {
            guard let current else { return }
            if sections[current.group] == nil { order.append(current.group) }
            sections[current.group, default: []] += current.members
        }
        for index in tokens {
            let components = model.tokens[index].path.components
            if let previous = current?.members.last,
                model.tokens[previous].path.components.dropLast() == components.dropLast()
            {
                current!.members.append(index)
                continue
            }
            close()
            current = (model.tokens[index].path.parent, [index])
        }
        close()
        var parts: [TablePlan] = []
        for group in order {
            let members = sections[group]!
            if group != top, top != nil {
                opening += "\n## \(Escape.cell(group.description))\n"
                if let description = model.groupDescriptions[group] { opening += "\n\(Escape.cell(description))\n" }
            }
            let layout = layout(for: members)
            parts.append(TablePlan(opening: opening + "\n" + layout.head, group: group, rows: members, layout: layout))
            opening = ""
        }
        return parts
    }

    /// The value columns of a table: the default context, then every context some token in it differs in.
    func columns(for tokens: [Int]) -> [[Context]?] {
        var contexts = Set<[Context]>()
        for index in tokens { for value in model.tokens[index].contextValues { contexts.insert(value.contexts) } }
        return [nil] + contexts.sorted(by: Context.precedes)
    }

    /// A value column's title: a context's own name when no other modifier has a context of that name,
    /// else `modifier=context`; the default column is the default context's name when the table's other
    /// columns all belong to one modifier, else `default`.
    func columnTitle(_ context: [Context]?, columns: [[Context]?]) -> String {
        guard columns.count > 1 else { return "Value" }
        guard let context else {
            let modifiers = Set(columns.compactMap { $0 }.flatMap { $0.map(\.modifier) })
            if modifiers.count == 1, let modifier = model.modifiers.first(where: { $0.name == modifiers.first }) {
                return modifier.defaultContext
            }
            return "default"
        }
        if context.count == 1 {
            let name = context[0].name
            let owners = model.modifiers.filter { $0.contexts.contains(name) }
            if owners.count <= 1 { return name }
        }
        return Context.describe(context)
    }

    /// A table's columns and its header lines.
    struct TableLayout: Sendable {
        var contexts: [[Context]?]
        var hasAlias: Bool
        var hasDeprecation: Bool
        var head: String
    }

    func layout(for tokens: [Int]) -> TableLayout {
        let contexts = columns(for: tokens)
        let hasAlias = tokens.contains { model.tokens[$0].aliasOf != nil || !model.tokens[$0].references.isEmpty }
        let hasDeprecation = tokens.contains { model.tokens[$0].deprecation != nil }
        var titles =
            ["Token", "Preview"] + contexts.map { Escape.cell(columnTitle($0, columns: contexts)) } + [
                "Swift", "CSS", "Description",
            ]
        if hasAlias { titles.append("Alias of") }
        if hasDeprecation { titles.append("Deprecated") }
        let head =
            "| " + titles.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: titles.count) + "\n"
        return TableLayout(contexts: contexts, hasAlias: hasAlias, hasDeprecation: hasDeprecation, head: head)
    }

    /// Appends the table rows for `tokens` to `out`; each row's `<img>` shows its picture's view in its file
    /// (drawn by ``picture(_:contexts:)``) at the picture's size.
    func rows(
        _ tokens: ArraySlice<Int>, layout: TableLayout, pictures: MarkdownEmitter.PictureFiles, into out: inout [UInt8]
    ) {
        let contexts = layout.contexts
        for index in tokens {
            let token = model.tokens[index]
            let placement = placements[index]
            let path = token.path.description
            out += "| <a id=\""
            out += placement.anchor.utf8
            out += "\"></a><code>"
            Escape.appendCell(path, to: &out)
            out += "</code> | "
            let file = pictures.fileOfToken[index]
            if file >= 0, let size = TokenPicture.size(for: token, columns: contexts.count) {
                // An `<img>` rather than `![]()`: the view needs the picture's own size, not the file's.
                out += "<img src=\""
                out += pictures.paths[file].utf8
                out += "#"
                out += placements[pictures.shown[index]].anchor.utf8
                out += "\" width=\""
                SVGDocument.appendNumber(size.width, to: &out)
                out += "\" height=\""
                SVGDocument.appendNumber(size.height, to: &out)
                out += "\" alt=\""
                Escape.appendAttribute(path, to: &out)
                out += "\">"
            }
            for value in Self.values(of: token, in: contexts) {
                out += " | "
                Escape.appendCell(value, to: &out)
            }
            out += " | "
            if let swiftName = swiftNames[index] { Escape.appendCode(swiftName, to: &out) } else { out += "—" }
            out += " | "
            if let name = cssNames[index] {
                for (position, suffix) in CSSDeclarationBuilder.suffixes(token.value).enumerated() {
                    if position > 0 { out += "<br>" }
                    Escape.appendCode("var(" + name + cssCase.suffix(suffix) + ")", to: &out)
                }
            } else {
                out += "—"
            }
            out += " | "
            if let description = token.description { Escape.appendCell(description, to: &out) }
            appendCodeSyntax(token, to: &out)
            if layout.hasAlias {
                out += " | "
                appendAliases(token, from: placement.page, to: &out)
            }
            if layout.hasDeprecation {
                out += " | "
                if let deprecation = token.deprecation {
                    out += "**Deprecated**"
                    if let reason = deprecation.reason, !reason.isEmpty {
                        out += ": "
                        Escape.appendCell(reason, to: &out)
                    }
                }
            }
            out += " |\n"
        }
    }

    /// The names a design tool gives the token per platform (`$extensions["dev.tokenc"].codeSyntax`), after
    /// its description: `iOS` `surfaceBackground` · `WEB` `--surface-bg`.
    private func appendCodeSyntax(_ token: Token, to out: inout [UInt8]) {
        guard let entries = token.extensions?[TokenSyntax.extensionKey]?["codeSyntax"]?.members,
            case let names = entries.compactMap({ entry in entry.value.string.map { (entry.key, $0) } }), !names.isEmpty
        else { return }
        if token.description != nil { out += "<br>".utf8 }
        out += "Code syntax: ".utf8
        for (position, name) in names.enumerated() {
            if position > 0 { out += " · ".utf8 }
            Escape.appendCell(name.0, to: &out)
            out += " ".utf8
            Escape.appendCode(name.1, to: &out)
        }
    }

    /// The picture of token `index` in a table with `contexts` as its value columns, titled with its path and
    /// its value in each, its ids scoped by its anchor (``SVGSprite``).
    func picture(_ index: Int, contexts: [[Context]?]) -> SVGDocument? {
        let token = model.tokens[index]
        let title = token.path.description + ": " + Self.values(of: token, in: contexts).joined(separator: " / ")
        return TokenPicture.svg(
            for: token, contexts: contexts, title: title, scope: SVGSprite.scope(forView: placements[index].anchor))
    }

    /// The token's value in each of a table's value columns, as people read it (the cells, the picture's title).
    private static func values(of token: Token, in contexts: [[Context]?]) -> [String] {
        contexts.map { ValueDescription.describe($0.map(token.value(in:)) ?? token.value) }
    }

    private func appendAliases(_ token: Token, from page: String, to out: inout [UInt8]) {
        var first = true
        if let target = token.aliasOf {
            appendLink(target, from: page, to: &out)
            first = false
        }
        for reference in token.references {
            if !first { out += "<br>" }
            first = false
            Escape.appendCode(reference.pointer, to: &out)
            out += " → "
            appendLink(reference.target, from: page, to: &out)
        }
    }

    /// A link to a token's row, relative to `page`.
    func link(_ path: TokenPath, from page: String) -> String {
        var out: [UInt8] = []
        appendLink(path, from: page, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``link(_:from:)``'s text to a byte buffer.
    func appendLink(_ path: TokenPath, from page: String, to out: inout [UInt8]) {
        guard let index = model.index(of: path), !placements[index].page.isEmpty else {
            Escape.appendCode(path.description, to: &out)
            return
        }
        let placement = placements[index]
        out += "["
        Escape.appendCode(path.description, to: &out)
        out += "]("
        if placement.page != page { out += placement.page.utf8 }
        out += "#"
        out += placement.anchor.utf8
        out += ")"
    }

    // MARK: Index

    /// The overview: counts by type, the pages, how to use the tokens, and the deprecated ones.
    func index(pages: [(file: String, title: String, tokens: [Int])], contrastPage: String? = nil) -> String {
        var out = header + "# Design tokens\n\n"
        let inputs = model.inputs.map { Escape.code($0) }.joined(separator: ", ")
        out +=
            "\(model.tokens.count) tokens on \(pages.count) page\(pages.count == 1 ? "" : "s"), compiled by tokenc from \(inputs).\n"
        if !model.modifiers.isEmpty {
            let list = model.modifiers.map { modifier in
                Escape.cell(modifier.name) + ": "
                    + modifier.contexts.map { Escape.cell($0) + ($0 == modifier.defaultContext ? " (default)" : "") }
                    .joined(separator: ", ")
            }
            out += "Tokens can differ by context: \(list.joined(separator: "; ")).\n"
        }

        out += "\n## Pages\n\n| Page | Tokens | Types |\n|---|---:|---|\n"
        for page in pages {
            let types = Set(page.tokens.map { model.tokens[$0].type.rawValue }).sorted().joined(separator: ", ")
            out += "| [\(Escape.cell(page.title))](\(page.file)) | \(page.tokens.count) | \(types) |\n"
        }
        if let contrastPage {
            out +=
                "\n[Contrast](\(contrastPage)): the declared text/background pairs in every theme, with their ratios.\n"
        }

        out += "\n## Tokens by type\n\n| Type | Tokens |\n|---|---:|\n"
        var counts: [TokenType: Int] = [:]
        for index in model.tokens.indices { counts[model.tokens[index].type, default: 0] += 1 }
        for type in counts.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            out += "| \(type.rawValue) | \(counts[type]!) |\n"
        }

        out += "\n## Using the tokens\n\n"
        out += "Each row shows the token's Swift name in the generated value layer and its CSS custom property.\n\n"
        out += "**SwiftUI** (the generated file needs no package):\n\n```swift\n" + swiftExamples() + "```\n\n"
        out += "**CSS** (import `tokens.css`):\n\n```css\n" + cssExamples() + "```\n"

        let deprecated = model.tokens.indices.filter { model.tokens[$0].deprecation != nil }
        out += "\n## Deprecated tokens\n\n"
        if deprecated.isEmpty {
            out += "None.\n"
        } else {
            out += "| Token | Reason |\n|---|---|\n"
            for index in deprecated {
                let reason = model.tokens[index].deprecation?.reason.map { Escape.cell($0) } ?? ""
                out += "| \(link(model.tokens[index].path, from: "index.md")) | \(reason) |\n"
            }
        }
        return out
    }

    /// A small view built from the first token of each kind, so the names are real (a test type-checks it).
    /// Code blocks need no escaping: Swift and CSS names are identifiers.
    private func swiftExamples() -> String {
        let inSourceOrder = sourceOrder
        func first(_ type: TokenType, where condition: (Token) -> Bool = { _ in true }) -> String? {
            inSourceOrder.first {
                model.tokens[$0].type == type && condition(model.tokens[$0]) && swiftNames[$0] != nil
            }.flatMap { swiftNames[$0] }
        }
        let radius = first(.dimension, where: { $0.path.namesCornerRadius }) ?? "12"
        var lines = [
            "struct TokenExample: View {", "    @State private var isExpanded = false", "", "    var body: some View {",
        ]
        lines.append("        RoundedRectangle(cornerRadius: \(radius), style: .continuous)")
        if let color = first(.color) { lines.append("            .fill(\(color).color)") }
        if let shadow = first(.shadow) { lines.append("            .shadow(\(shadow))") }
        if let glass = first(.glass) { lines.append("            .glass(\(glass), in: .capsule)") }
        if let spacing = first(.dimension, where: isSpacing) ?? first(.dimension, where: { !$0.path.namesCornerRadius })
        {
            lines.append("            .padding(\(spacing))")
        }
        if let type = first(.typography) { lines.append("            .font(\(type).font)") }
        if let spring = first(.spring) {
            lines += [
                "            .onTapGesture {",
                "                withAnimation(\(spring).animation) { isExpanded.toggle() }", "            }",
            ]
        }
        lines += ["    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    private func isSpacing(_ token: Token) -> Bool {
        token.path.components.contains { component in
            // Only these ASCII words count, so longer or non-ASCII names are out before lowering.
            component.utf8.count <= 7 && component.utf8.allSatisfy { $0 < 0x80 }
                && ["spacing", "space", "padding", "gap", "inset"].contains(component.lowercased())
        }
    }

    private func cssExamples() -> String {
        var lines: [String] = []
        let inSourceOrder = sourceOrder
        func first(_ type: TokenType, where condition: (Token) -> Bool = { _ in true }) -> String? {
            inSourceOrder.first { model.tokens[$0].type == type && condition(model.tokens[$0]) && cssNames[$0] != nil }
                .flatMap { cssNames[$0] }
        }
        lines.append(".card {")
        if let radius = first(.dimension, where: { $0.path.namesCornerRadius }) {
            lines.append("  border-radius: var(\(radius));")
        }
        if let color = first(.color) { lines.append("  background: var(\(color));") }
        if let shadow = first(.shadow) { lines.append("  box-shadow: var(\(shadow));") }
        if let spacing = first(.dimension, where: isSpacing) ?? first(.dimension, where: { !$0.path.namesCornerRadius })
        {
            lines.append("  padding: var(\(spacing));")
        }
        if let type = first(.typography) { lines.append("  font: var(\(type));") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
