import Foundation
import Testing

@testable import TokencCore

/// `tokenc diff --format html` in headless Chromium: it loads with no console message, draws a changed color's
/// before and after swatches in those colors, switches to a dark page, and a change of a thousand tokens stays
/// small and quick.
@Suite(
    "The diff page in a real browser",
    .enabled(if: Chromium.executable != nil || Chromium.required, "needs chromium"))
struct DiffPageBrowserTests {
    static let before = ##"""
        {"color": {"$type": "color",
          "ink": {"$value": "#1d1d1f", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.paper}"}}}},
          "paper": {"$value": "#ffffff"}, "accent": {"$value": "#0a84ff"}},
         "radius": {"$type": "dimension", "card": {"$value": {"value": 12, "unit": "px"}}},
         "shadow": {"$type": "shadow", "card": {"$value": {"color": "#00000022", "offsetX": {"value": 0, "unit": "px"},
           "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
         "spring": {"$type": "spring", "snappy": {"$value": {"response": 0.3, "dampingFraction": 0.7}}},
         "type": {"$type": "typography", "body": {"$value": {"fontFamily": ["Helvetica"], "fontSize": {"value": 17, "unit": "px"},
           "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}}}}
        """##

    /// The same tokens changed: ink lighter (its contrast on paper falls), accent removed, the rest edited.
    static let after = before.replacingOccurrences(of: "#1d1d1f", with: "#8e8e93")
        .replacingOccurrences(of: ##", "accent": {"$value": "#0a84ff"}"##, with: "")
        .replacingOccurrences(of: #""value": 12, "unit""#, with: #""value": 20, "unit""#)
        .replacingOccurrences(of: #""response": 0.3"#, with: #""response": 0.5"#)
        .replacingOccurrences(of: #""value": 17, "unit""#, with: #""value": 22, "unit""#)

    static func page(old: String, new: String) throws -> String {
        let a = try #require(Support.compile(json: old).model)
        // The new side fails its contrast check, as a warning here so that it compiles.
        let warns = LintSettings(rules: [.contrast: LintSettings.RuleSettings(level: .warning)])
        let b = try #require(Support.compile([("tokens.json", new)], lint: warns).model)
        let settings = LintSettings()
        return DiffPage.render(
            TokenDiff.compare(old: a, new: b), old: DiffPage.Side(model: a, label: "git:main", settings: settings),
            new: DiffPage.Side(model: b, label: "HEAD", settings: settings))
    }

    /// What the page computed, by a probe script added to a copy of it: rectangles of the selectors asked for,
    /// the theme after a click on its button, the load time, and the console.
    static func probe(_ token: String) -> String {
        """
        <script>
        window.addEventListener('load', () => {
          const rect = (selector) => { const r = document.querySelector(selector).getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
          const result = {
            before: rect('#t-\(token) td.before .swatch > span'), after: rect('#t-\(token) td.after .swatch > span'),
            loaded: performance.getEntriesByType('navigation')[0].loadEventStart,
            articles: document.querySelectorAll('article').length,
            background: getComputedStyle(document.body).backgroundColor,
          };
          document.getElementById('theme').click();
          result.theme = document.documentElement.dataset.theme;
          result.darkBackground = getComputedStyle(document.body).backgroundColor;
          document.getElementById('theme').click();
          const pre = document.createElement('pre');
          pre.id = 'tokenc-probe';
          pre.textContent = JSON.stringify(result);
          document.body.append(pre);
        });
        </script>
        """
    }

    func load(_ html: String, token: String = "color-ink", in directory: URL) throws -> (
        result: [String: Any], console: [String]
    ) {
        let file = directory.appendingPathComponent("probe.html")
        try html.replacingOccurrences(of: "</body>", with: Self.probe(token) + "\n</body>").write(
            to: file, atomically: true, encoding: .utf8)
        let run = SwiftToolchain.runSeparately([
            Chromium.executable!, "--headless=new", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr",
            "--v=0", "--window-size=1280,2000", "--force-device-scale-factor=1", "--dump-dom", file.absoluteString,
        ])
        let dom = run.stdout
        guard let start = dom.range(of: "<pre id=\"tokenc-probe\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: run.stderr]) }
        let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let console = run.stderr.split(separator: "\n").filter {
            $0.contains(":CONSOLE") || $0.contains("Uncaught") || $0.contains("Refused to")
        }.map(String.init)
        return (result, console)
    }

    @Test func theSwatchesShowBothColorsAndThePageSwitchesToDark() throws {
        try #require(Chromium.executable != nil, "chromium is not installed")
        let html = try Self.page(old: Self.before, new: Self.after)
        #expect(html.contains("on color.paper: 16.82:1 → 3.26:1") && html.contains("AA fail"), "\(html)")
        let directory = SwiftToolchain.temporaryDirectory("diff-page")
        defer { SwiftToolchain.remove(directory) }
        let (result, console) = try load(html, in: directory)
        #expect(console.isEmpty, "\(console)")
        #expect(result["articles"] as? Int == 5, "\(result)")
        #expect(result["theme"] as? String == "dark" && result["darkBackground"] as? String == "rgb(17, 17, 19)")

        // The page itself (no probe), as a screenshot at the same size: the centre of each swatch.
        let page = directory.appendingPathComponent("diff.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let png = directory.appendingPathComponent("diff.png")
        let shot = SwiftToolchain.runSeparately([
            Chromium.executable!, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--window-size=1280,2000", "--force-device-scale-factor=1", "--screenshot=\(png.path)", page.absoluteString,
        ])
        #expect(shot.status == 0, "\(shot.stderr.suffix(1000))")
        let centres = try ["before", "after"].map { key -> [Int] in
            let rect = try #require(result[key] as? [Double], "\(result)")
            return [Int(rect[0] + rect[2] / 2), Int(rect[1] + rect[3] / 2)]
        }
        let request = directory.appendingPathComponent("probes.json")
        try JSONSerialization.data(withJSONObject: [["points": centres, "rect": [0, 0, 1, 1]]]).write(to: request)
        let read = SwiftToolchain.run(["python3", "-c", PNGPixels.script, png.path, request.path])
        let samples = try #require(
            try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [[String: Any]], "\(read.output)")
        let points = try #require(samples.first?["points"] as? [[Int]])
        #expect(zip(points[0], [0x1d, 0x1d, 0x1f]).allSatisfy { abs($0 - $1) <= 1 }, "before \(points[0])")
        #expect(zip(points[1], [0x8e, 0x8e, 0x93]).allSatisfy { abs($0 - $1) <= 1 }, "after \(points[1])")
    }

    /// A change of 1,200 tokens (colors, sizes, shadows, type and springs): under
    /// 2 MB, loaded by Chromium in under 2 s.
    @Test func aThousandTokenChangeStaysSmallAndQuick() throws {
        try #require(Chromium.executable != nil, "chromium is not installed")
        func system(_ shift: Int) -> (TokenModel, String) {
            var groups: [String] = []
            for group in 0..<40 {
                var members: [String] = []
                for index in 0..<6 {
                    let light = String(format: "#%02x%02x%02x", (group * 6 + index + shift) % 256, 40, 200)
                    members.append(#""c\#(index)": {"$type": "color", "$value": "\#(light)"}"#)
                    members.append(
                        #""r\#(index)": {"$type": "dimension", "$value": {"value": \#(index * 2 + shift), "unit": "px"}}"#
                    )
                    members.append(
                        ##""s\##(index)": {"$type": "shadow", "$value": {"color": "#00000033", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": \##(index + shift), "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}"##
                    )
                    members.append(
                        #""t\#(index)": {"$type": "typography", "$value": {"fontFamily": ["Helvetica"], "fontSize": {"value": \#(12 + index + shift), "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}}"#
                    )
                    members.append(
                        #""p\#(index)": {"$type": "spring", "$value": {"response": \#(0.3 + Double(shift) / 10), "dampingFraction": 0.8}}"#
                    )
                }
                groups.append("\"g\(group)\": {\(members.joined(separator: ", "))}")
            }
            let json = "{\(groups.joined(separator: ", "))}"
            return ((Support.compile(json: json).model)!, json)
        }
        let (a, _) = system(0)
        let (b, _) = system(1)
        #expect(a.tokens.count == 1_200)
        let diff = TokenDiff.compare(old: a, new: b)
        #expect(diff.changes.count >= 1_000, "\(diff.summary)")
        let html = DiffPage.render(
            diff, old: DiffPage.Side(model: a, label: "old", settings: LintSettings()),
            new: DiffPage.Side(model: b, label: "new", settings: LintSettings()))
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
        let directory = SwiftToolchain.temporaryDirectory("diff-page-large")
        defer { SwiftToolchain.remove(directory) }
        let (result, console) = try load(html, token: "g0-c0", in: directory)
        #expect(console.isEmpty, "\(console)")
        let loaded = try #require(result["loaded"] as? Double)
        #expect(loaded < 2_000, "loaded in \(loaded) ms")
        print("diff page: \(diff.changes.count) changes, \(html.utf8.count) bytes, loaded in \(Int(loaded)) ms")
    }
}
