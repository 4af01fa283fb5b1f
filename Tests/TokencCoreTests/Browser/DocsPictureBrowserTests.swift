import Foundation
import Testing

@testable import TokencCore

/// The docs' pictures as a browser shows them: each table's pictures share one SVG, and a row's `<img>` names
/// its token's `<view>` in it. Chromium renders every picture of the rendered pages side by side; the
/// screenshot's pixels must show each token's own picture (a color swatch its own colors, not a neighbour's and
/// not the whole file shrunk), and every other picture must be drawn (not blank, not broken).
@Suite(
    "Docs pictures in a real browser",
    .enabled(
        if: (Chromium.executable != nil && MarkdownRenderer.available) || Chromium.required,
        "needs chromium and markdown-it-py"))
struct DocsPictureBrowserTests {
    /// 300 opaque colors in one table (more than one rendering run of 256 rows), one token of each other
    /// drawn type, and two colors that alias palette colors (their rows show the palette's pictures).
    static let fixture: String = {
        let colors = (0..<300).map { index -> String in
            let hex = String(
                format: "#%02x%02x%02x", (index * 37) % 256, (index * 11 + 40) % 256, 255 - (index * 53) % 256)
            return "\"c\(index)\": {\"$value\": \"\(hex)\"}"
        }
        return """
            {"palette": {"$type": "color", \(colors.joined(separator: ", "))},
             "radius": {"$type": "dimension", "md": {"$value": {"value": 12, "unit": "px"}}},
             "shadow": {"$type": "shadow", "card": {"$value": {"color": "#00000033", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 12, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
             "spring": {"$type": "spring", "snappy": {"$value": {"response": 0.3, "dampingFraction": 0.8}}},
             "gradient": {"$type": "gradient", "fade": {"$value": [{"color": "#ff0000", "position": 0}, {"color": "#0000ff", "position": 1}]}},
             "material": {"$type": "material", "thin": {"$value": "thin"}},
             "easing": {"$type": "cubicBezier", "out": {"$value": [0, 0, 0.58, 1]}},
             "brand": {"$type": "color", "primary": {"$value": "{palette.c7}"}, "secondary": {"$value": "{palette.c280}"}}}
            """
    }()

    @Test func everyRowShowsItsOwnPictureFromItsTablesFile() throws {
        try #require(Chromium.executable != nil, "chromium is not installed")
        let result = Support.compile(json: Self.fixture)
        #expect(!result.hasErrors, "\(Support.render(result))")
        let model = try #require(result.model)
        let pages = MarkdownEmitter.emit(EmitContext(model))
        // Files scale with pages, not tokens: 64 pictures to a file.
        let pictureFiles = pages.filter { $0.path.hasSuffix(".svg") }.map(\.path).sorted()
        let palette = (1...5).map { "images/palette-\($0).svg" }
        #expect(
            pictureFiles == ["images/easing-1.svg", "images/gradient-1.svg", "images/material-1.svg"] + palette + [
                "images/radius-1.svg", "images/shadow-1.svg", "images/spring-1.svg",
            ])
        #expect(try Self.checkInBrowser(model, pages) == 300 + 2)
    }

    /// The reference system: colors in three contexts (a slice each), translucent ones, every drawn type.
    @Test func theReferenceSystemsPicturesShowInEveryContext() throws {
        try #require(Chromium.executable != nil, "chromium is not installed")
        let project = Project(
            config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
            displayBase: Support.packageRoot)
        let model = try #require(project.compile().model)
        let pages = MarkdownEmitter.emit(EmitContext(model))
        #expect(pages.count { $0.path.hasSuffix(".svg") } <= Set(model.tokens.map(\.path.parent)).count)
        // The opaque colors: eight palette swatches, three semantic colors in three columns.
        #expect(try Self.checkInBrowser(model, pages) == 8 + 3 * 3)
    }

    /// Renders every picture of `pages` in Chromium and checks the screenshot; returns how many color slices
    /// it compared.
    static func checkInBrowser(_ model: TokenModel, _ pages: [MarkdownEmitter.Page]) throws -> Int {

        let directory = SwiftToolchain.temporaryDirectory("docs-pictures")
        defer { SwiftToolchain.remove(directory) }
        for page in pages {
            let url = directory.appendingPathComponent(page.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(page.bytes).write(to: url)
        }
        // Every `<img>` of every rendered token page, as Markdown rendered it, laid out in a grid (the contrast
        // page's samples are pairs, not tokens: ContrastRuleTests checks them).
        var images: [String] = []
        for page in pages where page.path.hasSuffix(".md") && page.path != "contrast.md" {
            let html = MarkdownRenderer.html(page.contents)
            var rest = html[...]
            while let start = rest.range(of: "<img "), let end = rest[start.upperBound...].firstIndex(of: ">") {
                images.append(String(rest[start.lowerBound...end]))
                rest = rest[rest.index(after: end)...]
            }
        }
        let drawn = model.tokens.filter { TokenPicture.draws($0.value) }
        #expect(images.count == drawn.count)
        let grid = """
            <!doctype html><html><head><meta charset="utf-8"><style>
            body { margin: 0; background: #ffffff; display: flex; flex-wrap: wrap; gap: 4px; width: 1200px; align-items: flex-start; }
            img { display: block; }
            </style></head><body>
            \(images.joined(separator: "\n"))
            <script>
            window.addEventListener('load', () => {
              const result = [...document.images].map((image) => {
                const box = image.getBoundingClientRect();
                return { src: image.getAttribute('src'), loaded: image.complete && image.naturalWidth > 0, x: box.x, y: box.y, width: box.width, height: box.height };
              });
              const pre = document.createElement('pre');
              pre.id = 'tokenc-probe';
              pre.style.display = 'none';
              pre.textContent = JSON.stringify(result);
              document.body.append(pre);
            });
            </script></body></html>
            """
        let file = directory.appendingPathComponent("grid.html")
        try grid.write(to: file, atomically: true, encoding: .utf8)
        let window = ["--window-size=1200,1600", "--force-device-scale-factor=1", "--hide-scrollbars"]
        let dump = SwiftToolchain.runSeparately(
            [
                Chromium.executable!, "--headless=new", "--no-sandbox", "--disable-gpu",
                "--allow-file-access-from-files", "--virtual-time-budget=3000", "--dump-dom",
            ] + window + [file.absoluteString])
        let dom = dump.stdout
        let start = try #require(
            dom.range(of: "<pre id=\"tokenc-probe\" style=\"display: none;\">"), "\(dump.stderr.suffix(1500))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let probe = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        let boxes = try #require(try JSONSerialization.jsonObject(with: Data(probe.utf8)) as? [[String: Any]])
        #expect(boxes.count == drawn.count)
        #expect(boxes.allSatisfy { $0["loaded"] as? Bool == true }, "\(boxes.filter { $0["loaded"] as? Bool != true })")

        // The screenshot only as tall as the grid (the layout does not depend on the window's height).
        let bottom = boxes.reduce(0.0) { max($0, ($1["y"] as? Double ?? 0) + ($1["height"] as? Double ?? 0)) }
        let png = directory.appendingPathComponent("grid.png")
        let shotWindow = [
            "--window-size=1200,\(Int(bottom) + 8)", "--force-device-scale-factor=1", "--hide-scrollbars",
        ]
        let shot = SwiftToolchain.runSeparately(
            [
                Chromium.executable!, "--headless=new", "--no-sandbox", "--disable-gpu",
                "--allow-file-access-from-files", "--virtual-time-budget=3000", "--screenshot=\(png.path)",
            ] + shotWindow + [file.absoluteString])
        #expect(shot.status == 0, "\(shot.stderr.suffix(1500))")

        // What to look at: the middle of each color slice, and each other picture's whole box.
        struct Probe: Encodable {
            var points: [[Int]]
            var rect: [Int]
        }
        var expectations: [(token: Token, slices: Int)] = []
        var probes: [Probe] = []
        for box in boxes {
            let source = try #require(box["src"] as? String)
            let anchor = String(try #require(source.split(separator: "#").last))
            let token = try #require(drawn.first { DiffRenderer.anchor($0.path) == anchor }, "no token for \(source)")
            let (x, y, width, height) = (
                box["x"] as! Double, box["y"] as! Double, box["width"] as! Double, box["height"] as! Double
            )
            // A swatch has a 48 px slice per column of its table.
            let slices = token.type == .color ? Int((width / 48).rounded()) : 0
            let points = (0..<slices).map { [Int(x + 48 * (Double($0) + 0.5)), Int(y + height / 2)] }
            probes.append(Probe(points: points, rect: [Int(x), Int(y), Int(width), Int(height)]))
            expectations.append((token, slices))
        }
        let request = directory.appendingPathComponent("probes.json")
        try JSONEncoder().encode(probes).write(to: request)
        let read = SwiftToolchain.run(["python3", "-c", PNGPixels.script, png.path, request.path])
        let samples = try #require(
            try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [[String: Any]], "\(read.output)")
        #expect(samples.count == probes.count)
        var checkedColors = 0
        for ((token, slices), sample) in zip(expectations, samples) {
            let pixels = sample["points"] as! [[Int]]
            #expect(pixels.count == slices)
            // Each slice shows one of the token's own values (which column is which is the table's business).
            var values: [ColorValue] = []
            for value in [token.value] + token.contextValues.map({ $0.value }) {
                if case .color(let color) = value { values.append(color) }
            }
            for pixel in pixels {
                let actual = "rgb(\(pixel[0]), \(pixel[1]), \(pixel[2]))"
                if values.contains(where: { $0.alpha < 1 }) { continue }
                let shown = values.contains { color in
                    let rgb = ColorConversion.sRGB(color)
                    return zip(pixel, [rgb.red, rgb.green, rgb.blue]).allSatisfy { abs(Double($0) - $1 * 255) <= 2 }
                }
                #expect(
                    shown,
                    "\(token.path): the picture shows \(actual), the token is \(values.map { ColorConversion.hex($0) })"
                )
                checkedColors += 1
            }
            #expect(sample["distinct"] as! Int >= 2, "\(token.path): its picture is blank")
        }
        return checkedColors
    }
}

/// Reads pixels from a PNG with Python's standard library (8-bit RGB or RGBA, not interlaced: what Chromium
/// writes): for each probe, the colors at its points and how many distinct colors its rectangle holds.
enum PNGPixels {
    static let script = #"""
        import json, struct, sys, zlib
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n'
        pos, chunks = 8, []
        width = height = channels = None
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b'IHDR':
                width, height, depth, color, _, _, interlace = struct.unpack('>IIBBBBB', body)
                assert depth == 8 and interlace == 0 and color in (2, 6)
                channels = 3 if color == 2 else 4
            elif kind == b'IDAT':
                chunks.append(body)
            pos += 12 + length
        raw = zlib.decompress(b''.join(chunks))
        stride = width * channels
        rows, previous, at = [], bytearray(stride), 0
        for _ in range(height):
            kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
            at += 1 + stride
            if kind == 2:
                line = bytearray((x + y) & 255 for x, y in zip(line, previous))
            elif kind != 0:
                for i in range(stride):
                    a = line[i - channels] if i >= channels else 0
                    b = previous[i]
                    c = previous[i - channels] if i >= channels else 0
                    if kind == 1: line[i] = (line[i] + a) & 255
                    elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                    else:
                        p = a + b - c
                        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(line)
            previous = line
        def pixel(x, y):
            x, y = min(max(x, 0), width - 1), min(max(y, 0), height - 1)
            return list(rows[y][x * channels:x * channels + 3])
        out = []
        for probe in json.load(open(sys.argv[2])):
            x, y, w, h = probe['rect']
            distinct = {tuple(pixel(px, py)) for py in range(y, y + h) for px in range(x, x + w)}
            out.append({'points': [pixel(px, py) for px, py in probe['points']], 'distinct': len(distinct)})
        print(json.dumps(out))
        """#
}
