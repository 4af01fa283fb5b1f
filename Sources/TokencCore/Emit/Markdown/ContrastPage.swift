/// The docs' contrast page: every declared text/background pair in every permutation of contexts (each theme
/// a table), with a sample of the text on its background, the ratio (or APCA Lc), what the pair's level asks
/// for and whether it passes — the `contrast` lint rule's results, for people who would rather look.
struct ContrastPage {
    let context: MarkdownPageWriter
    let file: String

    /// The page and its sample pictures (many to a file, as the other pages'), or nil when no pair is declared.
    func render(settings: LintSettings) -> (page: MarkdownEmitter.Page, pictures: [MarkdownEmitter.Page])? {
        let model = context.model
        let (permutations, rows, apca) = Linter.contrastMeasures(model, settings: settings)
        guard !rows.isEmpty else { return nil }
        let stem = String(file.dropLast(3))
        var sprites: [SVGSprite] = []
        var out = context.header + "# Contrast\n\n"
        out +=
            apca
            ? "Declared text/background pairs in every theme, by APCA lightness contrast (Lc): AA asks for Lc 60 (45 for large text), AAA for Lc 75 (60).\n"
            : "Declared text/background pairs in every theme, by the WCAG 2.2 contrast ratio: AA asks for 4.5:1 (3:1 for large text), AAA for 7:1 (4.5:1).\n"
        let failures = rows.joined().count { !$0.passes }
        let checks = rows.joined().count
        out +=
            failures == 0
            ? "Every pair passes in every theme.\n"
            : "\(failures) of \(checks) checks fail; `tokenc lint` shows where the pairs are declared.\n"
        var used = Set<String>()
        for (selection, measures) in zip(permutations, rows) {
            let theme = model.modifiers.isEmpty ? "Default" : model.describe(permutation: selection)
            out +=
                "\n## " + MarkdownEscaping.cell(theme)
                + "\n\n| Text | Background | Sample | \(apca ? "Lc" : "Ratio") | Needs | Result |\n|---|---|---|---:|---|---|\n"
            for measure in measures {
                let foreground = model.tokens[measure.foreground].path
                let background = model.tokens[measure.background].path
                let themeAnchor = selection.isEmpty ? "" : "-" + DiffRenderer.anchor(TokenPath(selection.map(\.name)))
                let view = MarkdownEmitter.unique(
                    "contrast-" + DiffRenderer.anchor(foreground) + "-on-" + DiffRenderer.anchor(background)
                        + themeAnchor, in: &used, suffix: "")
                if sprites.isEmpty || sprites[sprites.count - 1].entries.count == MarkdownEmitter.picturesPerFile {
                    sprites.append(SVGSprite(title: "Contrast samples"))
                }
                let sample = Self.sample(
                    text: measure.text, on: measure.back, large: measure.largeText,
                    title: "\(foreground) on \(background), \(theme)", scope: SVGSprite.scope(forView: view))
                sprites[sprites.count - 1].entries.append(SVGSprite.Entry(view: view, picture: sample))
                let image = "\(MarkdownEmitter.imageFolder)/\(stem)-\(sprites.count).svg"
                let value =
                    apca
                    ? "Lc " + ValueDescription.number((measure.measure * 10).rounded() / 10)
                    : ContrastRule.ratioText(measure.measure)
                let needs =
                    apca
                    ? "\(measure.level.rawValue): Lc \(ValueDescription.number(ContrastRule.apcaMinimum(measure.level, largeText: measure.largeText)))"
                    : "\(measure.level.rawValue): \(ValueDescription.number(measure.level.minimum(largeText: measure.largeText))):1"
                out += "| \(context.link(foreground, from: file)) | \(context.link(background, from: file)) | "
                out +=
                    "<img src=\"\(image)#\(view)\" width=\"\(SVGDocument.n(sample.width))\" height=\"\(SVGDocument.n(sample.height))\" alt=\"\(Self.attribute(foreground.description + " on " + background.description))\">"
                out +=
                    " | \(value) | \(needs)\(measure.largeText ? " (large text)" : "") | \(measure.passes ? "pass" : "**fail**") |\n"
            }
        }
        let pictures = sprites.enumerated().map { number, sprite in
            var bytes: [UInt8] = []
            sprite.write(to: &bytes)
            return MarkdownEmitter.Page(path: "\(MarkdownEmitter.imageFolder)/\(stem)-\(number + 1).svg", bytes: bytes)
        }
        return (MarkdownEmitter.Page(path: file, contents: out), pictures)
    }

    private static func attribute(_ text: String) -> String {
        var out: [UInt8] = []
        MarkdownEscaping.appendAttribute(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// "Aa" in the text color on a swatch of the background (over a checkerboard when it is translucent).
    static func sample(text: ColorValue, on back: ColorValue, large: Bool, title: String, scope: String) -> SVGDocument
    {
        var svg = SVGDocument(width: 96, height: 32, title: title)
        if back.alpha < 1 {
            svg.define(SVGDocument.checkerboard(id: scope + "checks"))
            svg.add("<rect width=\"96\" height=\"32\" rx=\"4\" fill=\"url(#\(scope)checks)\"/>")
        }
        svg.add("<rect width=\"96\" height=\"32\" rx=\"4\" \(SVGDocument.paint(back))/>")
        let attributes =
            (text.alpha < 1 ? ["fill-opacity=\"\(SVGDocument.n(text.alpha))\""] : [])
            + (large ? ["font-weight=\"600\""] : [])
        svg.text(
            "Aa Text", x: 48, y: large ? 23 : 21, size: large ? 18 : 13, anchor: "middle",
            fill: ColorConversion.hex(text), attributes: attributes.joined(separator: " "))
        return svg
    }
}
