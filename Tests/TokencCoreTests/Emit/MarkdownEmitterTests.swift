import Foundation
import Testing

@testable import TokencCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an SVG with a real XML parser: whether it is well-formed, its root attributes and its title.
final class SVGInspector: NSObject, XMLParserDelegate {
    /// A `<view>` child of the root.
    struct View {
        var id: String
        var box: [Double]
    }

    /// A picture in a picture file: an `<svg>` child of the root.
    struct Picture {
        var y: Double
        var width: Double
        var height: Double
        var viewBox: [Double]
        var title = ""
    }

    var rootName: String?
    var rootAttributes: [String: String] = [:]
    /// The root's title.
    var title = ""
    var polylines: [String] = []
    var views: [View] = []
    var pictures: [Picture] = []
    /// Every `id` attribute, in order.
    var ids: [String] = []
    private var depth = 0
    private var titleDepth: Int?

    static func inspect(_ text: String) -> (SVGInspector, Bool) {
        let inspector = SVGInspector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = inspector
        return (inspector, parser.parse())
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        depth += 1
        if rootName == nil {
            rootName = name
            rootAttributes = attributes
        }
        if let id = attributes["id"] { ids.append(id) }
        func numbers(_ text: String?) -> [Double] { (text ?? "").split(separator: " ").compactMap { Double($0) } }
        if depth == 2, name == "view" {
            views.append(View(id: attributes["id"] ?? "", box: numbers(attributes["viewBox"])))
        }
        if depth == 2, name == "svg" {
            pictures.append(
                Picture(
                    y: Double(attributes["y"] ?? "0") ?? -1, width: Double(attributes["width"] ?? "") ?? -1,
                    height: Double(attributes["height"] ?? "") ?? -1, viewBox: numbers(attributes["viewBox"])))
        }
        if name == "title", depth <= 3 { titleDepth = depth }
        if name == "polyline", let points = attributes["points"] { polylines.append(points) }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "title", titleDepth == depth { titleDepth = nil }
        depth -= 1
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let titleDepth else { return }
        if titleDepth == 2 {
            title += string
        } else if !pictures.isEmpty {
            pictures[pictures.count - 1].title += string
        }
    }
}

@Suite("Markdown docs with SVG pictures")
struct MarkdownEmitterTests {
    static func docs(_ json: String) throws -> [MarkdownEmitter.Page] {
        let result = Support.compile(json: json)
        #expect(!result.hasErrors, "\(Support.render(result))")
        return MarkdownEmitter.emit(EmitContext(try #require(result.model)))
    }

    static func reference() throws -> [MarkdownEmitter.Page] {
        MarkdownEmitter.emit(EmitContext(try #require(referenceModel())))
    }

    /// The reference design system's model.
    static func referenceModel() -> TokenModel? {
        let project = Project(
            config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
            displayBase: Support.packageRoot)
        return project.compile().model
    }

    /// Every file of a docs folder in one text, for a golden.
    static func joined(_ pages: [MarkdownEmitter.Page]) -> String {
        pages.map { "=== \($0.path) ===\n\($0.contents)" }.joined(separator: "\n")
    }

    @Test func markupEscapingKeepsTextAndDropsWhatXMLForbids() {
        #expect(MarkupEscaping.text("plain 12 pt") == "plain 12 pt")
        #expect(MarkupEscaping.text("a < b & \"c\" > 'd'") == "a &lt; b &amp; &quot;c&quot; &gt; &#39;d&#39;")
        // Non-ASCII text is kept scalar for scalar (the zero-width joiner inside an emoji too); bidi overrides,
        // C0 controls other than tab and newlines, and U+FFFE/U+FFFF are dropped.
        #expect(MarkupEscaping.text("café ≈ 👩\u{200D}💻 <b>") == "café ≈ 👩\u{200D}💻 &lt;b&gt;")
        #expect(MarkupEscaping.text("x\u{202E}y\u{0007}z\u{FFFE}\u{FFFF}\t·\n") == "xyz\t·\n")
        // Cells built in a byte buffer read as the String form.
        var bytes: [UInt8] = []
        MarkdownEscaping.appendCode("1. a|b <i>", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == MarkdownEscaping.code("1. a|b <i>"))
        #expect(MarkdownEscaping.code("1. a|b <i>") == "<code>1\\. a&#124;b &lt;i&gt;</code>")
    }

    /// Table cells: block starters escaped only where a line starts (after spaces; list numbers after leading
    /// digits), inline punctuation everywhere; the ASCII path (runs of letters copied at once) and the
    /// Unicode path agree.
    @Test func cellEscapingByPosition() {
        let cases: [(String, String)] = [
            ("# Title", "\\# Title"),
            ("Title #2", "Title #2"),
            ("  - item", "  \\- item"),
            ("a-b", "a-b"),
            ("12) twelve", "12\\) twelve"),
            ("10.5 pt", "10\\.5 pt"),
            ("2x. no", "2x. no"),
            ("ab12. no", "ab12. no"),
            ("a 1. b 2) c", "a 1. b 2) c"),
            ("  12. x", "  12\\. x"),
            ("v 10 - 20 # 3", "v 10 - 20 # 3"),
            ("*bold* _it_ `code` [x]{y}~z\\", "\\*bold\\* \\_it\\_ \\`code\\` \\[x\\]\\{y\\}\\~z\\\\"),
            ("a|b <i> & \"q\"\nnext\rline", "a&#124;b &lt;i&gt; &amp; \"q\" next line"),
            ("", ""),
        ]
        for (text, cell) in cases {
            #expect(MarkdownEscaping.cell(text) == cell, "\(text)")
            #expect(MarkdownEscaping.cell(text + "é") == cell + "é", "\(text) on the Unicode path")
        }
        // Random text over the characters the rules care about: both paths agree.
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09 .-#)+=*_|`\n<&")
        for _ in 0..<3_000 {
            let text = String(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(MarkdownEscaping.cell(text + "é") == MarkdownEscaping.cell(text) + "é", "\(text.debugDescription)")
        }
    }

    @Test(arguments: SwiftFixtures.sets.map(\.0))
    func eachTypeMatchesItsGolden(_ type: TokenType) throws {
        let json = SwiftFixtures.sets.first { $0.0 == type }!.1
        Support.assertGolden(Self.joined(try Self.docs(json)), "markdown/\(type.rawValue).txt")
    }

    @Test func everyPictureIsWellFormedSVGWithViewBoxTitleAndSize() throws {
        var pages = try Self.reference()
        for (_, json) in SwiftFixtures.sets { pages += try Self.docs(json) }
        let files = pages.filter { $0.path.hasSuffix(".svg") }
        var views = 0
        for file in files {
            let (svg, ok) = SVGInspector.inspect(file.contents)
            #expect(ok, "\(file.path) is not well-formed XML")
            #expect(svg.rootName == "svg", "\(file.path)")
            let width = Double(svg.rootAttributes["width"] ?? "")
            let height = Double(svg.rootAttributes["height"] ?? "")
            #expect(width != nil && height != nil, "\(file.path) needs fixed dimensions")
            if let width, let height {
                #expect(
                    svg.rootAttributes["viewBox"] == "0 0 \(SVGDocument.n(width)) \(SVGDocument.n(height))",
                    "\(file.path)")
            }
            #expect(!svg.title.isEmpty, "\(file.path) needs a title")
            // Each view frames exactly the picture after it: the same box, stacked without gaps or overlaps.
            #expect(svg.views.count == svg.pictures.count && !svg.views.isEmpty, "\(file.path)")
            #expect(svg.views.count <= MarkdownEmitter.picturesPerFile, "\(file.path)")
            var top = 0.0
            for (view, picture) in zip(svg.views, svg.pictures) {
                #expect(view.box == [0, top, picture.width, picture.height], "\(file.path)#\(view.id)")
                #expect(
                    picture.y == top && picture.viewBox == [0, 0, picture.width, picture.height]
                        && !picture.title.isEmpty, "\(file.path)#\(view.id)")
                top += picture.height
            }
            #expect(height == top, "\(file.path)")
            // A picture's own ids start with its view's id and `_`, so pictures sharing the file cannot clash.
            #expect(Set(svg.ids).count == svg.ids.count, "\(file.path) repeats an id")
            for id in svg.ids where !svg.views.contains(where: { $0.id == id }) {
                #expect(svg.views.contains { id.hasPrefix($0.id + "_") }, "\(file.path): \(id)")
            }
            views += svg.views.count
        }
        #expect(views > 100)
    }

    @Test func everyLinkAndImageResolves() throws {
        let pages = try Self.reference()
        let files = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0.contents) })
        var checked = 0
        var shown: Set<String> = []
        for page in pages where page.path.hasSuffix(".md") {
            // Markdown links `](target)` and images `<img src="target"`.
            let text = page.contents
            var targets: [(String, isImage: Bool)] = []
            for (opening, closing, isImage) in [("](", ")", false), ("<img src=\"", "\"", true)] {
                var searchRange = text.startIndex..<text.endIndex
                while let open = text.range(of: opening, range: searchRange) {
                    guard let close = text.range(of: closing, range: open.upperBound..<text.endIndex) else { break }
                    targets.append((String(text[open.upperBound..<close.lowerBound]), isImage))
                    searchRange = close.upperBound..<text.endIndex
                }
            }
            for (target, isImage) in targets {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
                    String.init)
                let file = parts[0].isEmpty ? page.path : parts[0]
                #expect(!target.contains("://"), "\(page.path): \(target) must be relative")
                #expect(files[file] != nil, "\(page.path) links to missing \(file)")
                if isImage {
                    #expect(parts.count == 2, "\(page.path): \(target) names no view")
                    shown.insert(file)
                }
                if parts.count == 2, let linked = files[file] {
                    let mark = isImage ? "<view id=\"\(parts[1])\"" : "<a id=\"\(parts[1])\"></a>"
                    #expect(linked.contains(mark), "\(page.path) links to missing anchor \(target)")
                }
                checked += 1
            }
        }
        #expect(checked > 150)
        // Every picture file is shown from a page.
        for picture in pages where picture.path.hasSuffix(".svg") {
            #expect(shown.contains(picture.path), "\(picture.path) is not shown anywhere")
        }
    }

    /// Anchors: lowercased path, every run of other characters one `-`, none at either end; non-ASCII text is
    /// lowercased as Unicode first.
    @Test func anchorsFollowTheirRule() {
        let cases: [([String], String)] = [
            (["Color", "Brand-Primary"], "color-brand-primary"),
            (["-x-", "_y_"], "x-y"),
            (["A1", "$root"], "a1-root"),
            (["café", "Größe"], "caf-gr-e"),
            (["İstanbul"], "i-stanbul"),
            (["!!!", "…"], ""),
            (["!!!", "..."], ""),
            (["-"], ""),
            (["a"], "a"),
            (["--A--", "--"], "a"),
        ]
        for (components, anchor) in cases {
            #expect(DiffRenderer.anchor(TokenPath(components)) == anchor, "\(components)")
        }
    }

    @Test func anchorsMatchTheDiffReportsDocsLinks() throws {
        let pages = try Self.reference()
        let radius = try #require(pages.first { $0.path == "radius.md" })
        #expect(radius.contents.contains("<a id=\"\(DiffRenderer.anchor(TokenPath(dotted: "radius.md")))\"></a>"))
    }

    @Test(.enabled(if: MarkdownRenderer.available, "needs python3 with markdown-it-py"))
    func pagesRenderAsTablesWithTheExpectedColumnsAndRows() throws {
        let pages = try Self.reference()
        let project = Project(
            config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
            displayBase: Support.packageRoot)
        let model = try #require(project.compile().model)
        let radius = MarkdownRenderer.html(try #require(pages.first { $0.path == "radius.md" }).contents)
        #expect(radius.components(separatedBy: "<table>").count - 1 == 1)
        let header =
            "<th>Token</th>\n<th>Preview</th>\n<th>Value</th>\n<th>Swift</th>\n<th>CSS</th>\n<th>Description</th>\n<th>Alias of</th>\n<th>Deprecated</th>"
        #expect(radius.contains(header), "\(radius.prefix(600))")
        let radiusTokens = model.tokens.count { $0.path.components.first == "radius" }
        #expect(radius.components(separatedBy: "<tr>").count - 1 == radiusTokens + 1)
        #expect(
            radius.contains("<img src=\"images/radius-1.svg#radius-md\" width=\"80\" height=\"80\" alt=\"radius.md\">"))
        #expect(radius.contains("<a href=\"#radius-md\"><code>radius.md</code></a>"))

        // The semantic colors differ by appearance (dark is the default) and by contrast: a column for the
        // default and one per context.
        let color = MarkdownRenderer.html(try #require(pages.first { $0.path == "color.md" }).contents)
        #expect(color.contains("<th>default</th>\n<th>light</th>\n<th>increased</th>"))
        let colorTables = color.components(separatedBy: "<table>").count - 1
        #expect(
            colorTables == Set(model.tokens.filter { $0.path.components.first == "color" }.map(\.path.parent)).count)

        // Every page renders every token as one row of its table; the contrast page has a row for the declared
        // pair (the tint on the grouped background) in each of the four permutations.
        let contrast = MarkdownRenderer.html(try #require(pages.first { $0.path == "contrast.md" }).contents)
        #expect(contrast.components(separatedBy: "<tr>").count - contrast.components(separatedBy: "<table>").count == 4)
        var rows = 0
        for page in pages where page.path.hasSuffix(".md") && page.path != "index.md" && page.path != "contrast.md" {
            let html = MarkdownRenderer.html(page.contents)
            rows += html.components(separatedBy: "<tr>").count - html.components(separatedBy: "<table>").count
        }
        #expect(rows == model.tokens.count)
    }

    @Test func theIndexsSwiftExampleTypeChecksAgainstTheGeneratedFile() throws {
        let index = try #require(try Self.reference().first { $0.path == "index.md" }).contents
        let start = try #require(index.range(of: "```swift\n"))
        let end = try #require(index.range(of: "```", range: start.upperBound..<index.endIndex))
        let example = "import SwiftUI\n\n" + index[start.upperBound..<end.lowerBound]
        let generated = try String(
            contentsOf: Support.packageRoot.appendingPathComponent("generated/swift/DesignTokens.swift"),
            encoding: .utf8)
        let run = SwiftToolchain.typecheck(["DesignTokens.swift": generated, "Example.swift": example], stub: true)
        #expect(run.status == 0, "\(example)\n\(run.output)")
    }

    static let hostile = #"""
        {"x|y": {"$type": "color", "$description": "<script>alert(1)</script> # heading",
          "a`b": {"$value": "#ff0000", "$description": "</td></tr></table><img src=x onerror=alert(1)> | *bold* [link](javascript:alert(1))"},
          "c": {"$value": "{x|y.a`b}", "$deprecated": "<iframe src=x></iframe>\n- list\n1. item"},
          "d\"><svg onload=alert(1)>": {"$value": "#00ff00"}},
         "type": {"$type": "typography", "t": {"$value": {"fontFamily": ["</text><script>alert(1)</script>", "x\"y"], "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
        """#

    @Test(.enabled(if: MarkdownRenderer.available, "needs python3 with markdown-it-py"))
    func hostileTokenStringsCannotBreakTablesOrInjectHTML() throws {
        let pages = try Self.docs(Self.hostile)
        for page in pages where page.path.hasSuffix(".md") {
            let html = MarkdownRenderer.html(page.contents)
            for forbidden in [
                "<script", "<iframe", "<img src=x", "<svg", "href=\"javascript", "<li>", "<h2>heading", "<strong>bold",
                "<em>bold",
            ] {
                #expect(!html.contains(forbidden), "\(page.path) lets '\(forbidden)' through:\n\(html)")
            }
            if page.path != "index.md" {
                // Each table keeps one row per token: nothing broke out of a cell.
                let rows =
                    html.components(separatedBy: "<tr>").count - 1 - (html.components(separatedBy: "<table>").count - 1)
                let tokens = page.contents.components(separatedBy: "<a id=\"").count - 1
                #expect(rows == tokens, "\(page.path):\n\(html)")
            }
            let images = html.components(separatedBy: "<img ").dropFirst()
            #expect(images.allSatisfy { $0.hasPrefix("src=\"images/") }, "\(page.path)")
        }
        for picture in pages where picture.path.hasSuffix(".svg") {
            let (svg, ok) = SVGInspector.inspect(picture.contents)
            #expect(ok, "\(picture.path)")
            #expect(!picture.contents.contains("<script"), "\(picture.path)")
            #expect(!picture.contents.contains("<svg onload"), "\(picture.path)")
            #expect(svg.rootName == "svg")
        }
    }

    /// A row that aliases another token shows that token's picture, drawn once, where it would draw the same
    /// one (the same value in the same columns, a corner or a bar alike); otherwise it draws its own. Every row
    /// keeps its own anchor and `alt` text.
    @Test func aliasesShowThePictureOfWhatTheyAlias() throws {
        let json = #"""
            {"color": {"$type": "color",
               "blue": {"$value": "#0a84ff"},
               "accent": {"$value": "{color.blue}"},
               "link": {"$value": "{color.accent}"}},
             "semantic": {"$type": "color",
               "fg": {"$value": "{color.blue}"},
               "bg": {"$value": "{color.blue}", "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": "#000000"}}}}}},
             "spacing": {"$type": "dimension",
               "md": {"$value": {"value": 12, "unit": "px"}},
               "gap": {"$value": "{spacing.md}"},
               "cornerRadius": {"$value": "{spacing.md}"}},
             "motion": {"$type": "duration", "fast": {"$value": {"value": 150, "unit": "ms"}}, "tap": {"$value": "{motion.fast}"}}}
            """#
        let pages = try Self.docs(json)
        func page(_ path: String) throws -> String { try #require(pages.first { $0.path == path }).contents }
        func views(_ path: String) throws -> [String] {
            let (inspector, ok) = SVGInspector.inspect(try page(path))
            #expect(ok)
            return inspector.views.map(\.id)
        }
        // A chain of aliases shows the picture at its end.
        #expect(try views("images/color-1.svg") == ["color-blue"])
        let colors = try page("color.md")
        for row in ["color-blue", "color-accent", "color-link"] {
            #expect(colors.contains("<a id=\"\(row)\"></a>"))
        }
        #expect(
            colors.components(separatedBy: "<img src=\"images/color-1.svg#color-blue\" width=\"48\" height=\"32\"")
                .count == 4)
        #expect(colors.contains("alt=\"color.link\""))
        // In a table with a dark column a swatch has two slices: the semantic colors draw their own, across pages.
        #expect(try views("images/semantic-1.svg") == ["semantic-fg", "semantic-bg"])
        // A bar aliasing a bar shares it; a corner radius aliasing a bar draws a corner.
        #expect(try views("images/spacing-1.svg") == ["spacing-md", "spacing-cornerradius"])
        let spacing = try page("spacing.md")
        #expect(
            spacing.contains(
                "<img src=\"images/spacing-1.svg#spacing-md\" width=\"176\" height=\"24\" alt=\"spacing.gap\">"))
        #expect(
            spacing.contains(
                "<img src=\"images/spacing-1.svg#spacing-cornerradius\" width=\"80\" height=\"80\" alt=\"spacing.cornerRadius\">"
            ))
        #expect(try views("images/motion-1.svg") == ["motion-fast"])
    }

    /// The size a row's `<img>` gives a picture it does not draw is the size the picture is drawn at, for every
    /// drawn type (the reference system and each type's fixture), in tables of one to three columns.
    @Test func pictureSizesAreKnownWithoutDrawing() throws {
        let typography =
            #"{"type": {"$type": "typography", "small": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 11, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}, "huge": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 64, "unit": "px"}, "fontWeight": 700, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}}}}"#
        var models = [try #require(Self.referenceModel()), try #require(Support.compile(json: typography).model)]
        for (_, json) in SwiftFixtures.sets { models.append(try #require(Support.compile(json: json).model)) }
        let dark = [Context(modifier: "appearance", name: "dark")]
        let contrast = [Context(modifier: "contrast", name: "increased")]
        var checked = Set<TokenType>()
        for model in models {
            for token in model.tokens {
                for contexts in [[nil], [nil, dark], [nil, dark, contrast]] as [[[Context]?]] {
                    let drawn = TokenPicture.svg(for: token, contexts: contexts, title: "t")
                    let size = TokenPicture.size(for: token, columns: contexts.count)
                    #expect(
                        drawn.map { [$0.width, $0.height] } == size.map { [$0.width, $0.height] }, "\(token.path)")
                }
                if TokenPicture.draws(token.value) { checked.insert(token.type) }
            }
        }
        #expect(checked.count >= 15, "\(checked)")
    }

    @Test(arguments: [
        SpringValue(.response(response: 0.3, dampingFraction: 0.7)),
        SpringValue(.response(response: 0.5, dampingFraction: 0.15)),
        SpringValue(.duration(duration: 0.5, bounce: 0)), SpringValue(.physical(mass: 1, stiffness: 170, damping: 26)),
        SpringValue(.duration(duration: 0.4, bounce: -0.5)),
    ])
    func springCurvesAgreeWithTheClosedForm(_ spring: SpringValue) throws {
        let plot = SpringPlot(spring)
        let svg = plot.render(title: "spring").rendered()
        let (inspector, ok) = SVGInspector.inspect(svg)
        #expect(ok)
        let points = try #require(inspector.polylines.first).split(separator: " ").map { pair in
            let xy = pair.split(separator: ",").compactMap { Double($0) }
            return (x: xy[0], y: xy[1])
        }
        // The curve goes through the samples it needs, from the first to the last.
        #expect(points.count == plot.kept.count)
        #expect(points.count < (SpringPlot.samples + 1) / 2)
        #expect(points.first?.x == SpringPlot.left && points.last?.x == SpringPlot.right)
        for point in points {
            // Invert the time axis from the picture's own layout, then compare with the closed form.
            let t = (point.x - SpringPlot.left) / (SpringPlot.right - SpringPlot.left) * plot.timeSpan
            let expected = SpringPlot.baseline - spring.position(at: t) * plot.unit
            #expect(abs(point.y - expected) <= 0.5, "t = \(t): \(point.y) vs \(expected)")
        }
        // Between its points the drawn line stays within the tolerance (and the text's rounding) of the closed
        // form at every sample, dropped ones included.
        for sample in 0...SpringPlot.samples {
            let x = SpringPlot.left + (SpringPlot.right - SpringPlot.left) * Double(sample) / Double(SpringPlot.samples)
            let after = try #require(points.firstIndex { $0.x >= x - 1e-9 })
            let (a, b) = after == 0 ? (points[0], points[0]) : (points[after - 1], points[after])
            let drawn = b.x == a.x ? b.y : a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
            let expected =
                SpringPlot.baseline - spring.position(at: plot.timeSpan * Double(sample) / Double(SpringPlot.samples))
                * plot.unit
            #expect(abs(drawn - expected) <= SpringPlot.tolerance + 0.02, "sample \(sample): \(drawn) vs \(expected)")
        }
        // The plot shows the spring settle, and everything stays inside the picture.
        if let settle = plot.settle { #expect(plot.timeSpan >= settle) }
        #expect(points.allSatisfy { $0.y >= 0 && $0.y <= SpringPlot.height && $0.x <= SpringPlot.width })
        let settling = spring.settlingDuration()
        #expect(svg.contains("settles \(ValueDescription.number((settling * 100).rounded() / 100)) s"))
    }

    /// The same input gives the same pages; other key order, the same pages, listed in that order.
    @Test func outputIsDeterministicAndFollowsKeyOrder() throws {
        let json =
            ##"{"radius": {"$type": "dimension", "a": {"$value": {"value": 4, "unit": "px"}}, "b": {"$value": "{radius.a}"}}, "color": {"$type": "color", "ink": {"$value": "#101010"}}}"##
        let reordered =
            ##"{"color": {"$type": "color", "ink": {"$value": "#101010"}}, "radius": {"$type": "dimension", "a": {"$value": {"value": 4, "unit": "px"}}, "b": {"$value": "{radius.a}"}}}"##
        let first = Self.joined(try Self.docs(json))
        #expect(first == Self.joined(try Self.docs(json)))
        let pages = try Self.docs(json)
        let other = try Self.docs(reordered)
        #expect(Set(pages.map(\.path)) == Set(other.map(\.path)))
        for page in pages where page.path != "index.md" {
            #expect(other.first { $0.path == page.path }?.contents == page.contents, "\(page.path)")
        }
        let index = try #require(other.first { $0.path == "index.md" }?.contents)
        let color = try #require(index.range(of: "color.md"))
        let radius = try #require(index.range(of: "radius.md"))
        #expect(color.lowerBound < radius.lowerBound, "\(index)")
    }

    @Test func namesThatCollideGetDistinctPagesAnchorsAndPictures() throws {
        let pages = try Self.docs(
            ##"{"Index": {"$type": "number", "a b": {"$value": 1}}, "index": {"$type": "number", "a-b": {"$value": 2}}, "x": {"$type": "color", "a": {"$value": "#000000"}, "A": {"$value": "#ffffff"}}}"##
        )
        let paths = pages.map(\.path)
        #expect(Set(paths).count == paths.count)
        #expect(paths.contains("index.md") && paths.contains("index-2.md") && paths.contains("index-3.md"))
        #expect(
            pages.filter { $0.path.hasSuffix(".md") }.map(\.contents).joined().components(
                separatedBy: "<a id=\"index-a-b"
            ).count - 1 == 2)
        let pictures = try #require(pages.first { $0.path == "images/x-1.svg" }).contents
        #expect(pictures.contains("<view id=\"x-a\"") && pictures.contains("<view id=\"x-a-2\""))
    }

    /// The index comes first, and every page is followed by its own picture files.
    @Test func eachPageIsFollowedByItsPictures() throws {
        let model = try #require(Self.referenceModel())
        let files = MarkdownEmitter.emit(EmitContext(model))
        #expect(files.first?.path == "index.md")
        var page: String?
        for file in files.dropFirst() {
            if file.path.hasPrefix("images/") {
                #expect(page.map { file.path.hasPrefix("images/" + $0 + "-") } == true, "\(file.path)")
            } else {
                page = file.path.replacingOccurrences(of: ".md", with: "")
            }
        }
    }
}
