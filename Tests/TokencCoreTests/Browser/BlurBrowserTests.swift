import Foundation
import Testing

@testable import TokencCore

/// Blurs and edge fades as Chromium draws them from the generated `tokens.css`: over the same vivid backdrop
/// (flat shapes with few colors), a uniform blur smears every part into many colors, a progressive blur only
/// its blurred edge, and an edge fade covers its edge with the fade's first color.
@Suite(
    "Blur and edge fades in a real browser",
    .enabled(if: Chromium.executable != nil || Chromium.required, "needs chromium"))
struct BlurBrowserTests {
    static let tokens = ##"""
        {"color": {"$type": "color", "paper": {"$value": "#F2F2F7"}, "clear": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0}}},
         "gradient": {"$type": "gradient", "edgeFade": {"$value": [{"color": "{color.paper}", "position": 0}, {"color": "{color.clear}", "position": 1}]}},
         "blur": {"$type": "blur", "artwork": {"$value": {"radius": {"value": 12, "unit": "px"}}},
           "topEdge": {"$value": {"radius": {"value": 12, "unit": "px"}, "progressive": {"direction": "top", "startOffset": 0}}}}}
        """##

    @Test func blursAndFadesShowAsTheTokensSay() throws {
        try #require(Chromium.executable != nil, "chromium is not installed")
        let model = try #require(Support.compile(json: Self.tokens).model)
        let css = try #require(CSSEmitter.emit(EmitContext(model)).bytes)
        let directory = SwiftToolchain.temporaryDirectory("blur-browser")
        defer { SwiftToolchain.remove(directory) }
        try Data(css).write(to: directory.appendingPathComponent("tokens.css"))
        // Four 200 × 200 boxes in a row: sharp, uniform blur, progressive blur from the top, edge fade at the top.
        let backdrop =
            "background: radial-gradient(circle at 30% 30%, #ff2d55 0 20%, transparent 20%), radial-gradient(circle at 70% 70%, #ffcc00 0 22%, transparent 22%), repeating-linear-gradient(90deg, #5856d6 0 20px, #34c759 20px 40px);"
        let box = "position: absolute; top: 0; width: 200px; height: 200px; overflow: hidden; \(backdrop)"
        let html = """
            <!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="tokens.css">
            <style>body { margin: 0; background: #fff; } .veil { position: absolute; inset: 0; }</style></head><body>
            <div style="\(box) left: 0"></div>
            <div style="\(box) left: 200px"><div class="veil" style="backdrop-filter: var(--blur-artwork)"></div></div>
            <div style="\(box) left: 400px"><div class="veil" style="backdrop-filter: var(--blur-top-edge); mask-image: var(--blur-top-edge-mask)"></div></div>
            <div style="\(box) left: 600px"><div class="veil" style="background: linear-gradient(to bottom, var(--gradient-edge-fade-stops)); height: 60px"></div></div>
            </body></html>
            """
        let page = directory.appendingPathComponent("blur.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let png = directory.appendingPathComponent("blur.png")
        let shot = SwiftToolchain.runSeparately([
            Chromium.executable!, "--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--virtual-time-budget=2000", "--window-size=800,200", "--force-device-scale-factor=1", "--hide-scrollbars",
            "--screenshot=\(png.path)", page.absoluteString,
        ])
        #expect(shot.status == 0, "\(shot.stderr.suffix(1500))")

        struct Probe: Encodable {
            var points: [[Int]]
            var rect: [Int]
        }
        // Bands 40 px tall at the top and bottom of each box (10 px in from the sides, where blurs meet the edge).
        var probes: [Probe] = []
        for column in 0..<4 {
            for y in [10, 150] {
                probes.append(Probe(points: [[column * 200 + 100, 0]], rect: [column * 200 + 10, y, 180, 40]))
            }
        }
        let request = directory.appendingPathComponent("probes.json")
        try JSONEncoder().encode(probes).write(to: request)
        let read = SwiftToolchain.run(["python3", "-c", PNGPixels.script, png.path, request.path])
        let samples = try #require(
            try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [[String: Any]], "\(read.output)")
        try #require(samples.count == 8)
        let distinct = samples.map { $0["distinct"] as! Int }
        let (sharpTop, sharpBottom, blurTop, blurBottom, rampTop, rampBottom) = (
            distinct[0], distinct[1], distinct[2], distinct[3], distinct[4], distinct[5]
        )
        // The sharp backdrop: a handful of flat colors (with antialiased circle edges).
        #expect(sharpTop < 200 && sharpBottom < 200, "\(distinct)")
        // A uniform blur: many colors everywhere.
        #expect(blurTop > 4 * sharpTop && blurBottom > 4 * sharpBottom, "\(distinct)")
        // Progressive from the top: blurred at the top, nearly sharp at the bottom.
        #expect(rampTop > 4 * sharpTop, "\(distinct)")
        #expect(rampBottom < rampTop / 2, "\(distinct)")
        // The edge fade: the fade's first color at the very top edge, the backdrop untouched at the bottom.
        let fadeTop = (samples[6]["points"] as! [[Int]])[0]
        #expect(zip(fadeTop, [0xF2, 0xF2, 0xF7]).allSatisfy { abs($0 - $1) <= 12 }, "\(fadeTop)")
        #expect(distinct[7] == sharpBottom, "\(distinct)")
    }
}
