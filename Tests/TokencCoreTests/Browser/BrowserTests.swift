import Foundation
import Testing

@testable import TokencCore

/// Headless Chromium (Debian's `chromium`, installed by .ci/run), driven from the command line: a copy of the
/// page gets a probe script that writes what the browser computed into the DOM, which `--dump-dom` prints;
/// console messages come from Chromium's log on stderr.
enum Chromium {
    static let executable: String? = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap {
        name -> String? in
        let run = SwiftToolchain.run(["/bin/sh", "-c", "command -v \(name)"])
        let path = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return run.status == 0 && !path.isEmpty ? path : nil
    }.first

    /// CI sets this so a missing browser fails the run instead of skipping the browser tests.
    static let required = ProcessInfo.processInfo.environment["TOKENC_REQUIRE_BROWSER"] == "1"

    struct Page {
        /// What the probe computed, by token path.
        var tokens: [String: [String: String]]
        var resources: [String]
        var pwned: Bool
        /// Console messages and page errors Chromium logged.
        var console: [String]
    }

    static let probe = """
        <script>
        window.addEventListener('load', () => {
          const root = document.documentElement;
          for (const pair of (root.getAttribute('data-probe-set') || '').split(';').filter(Boolean)) {
            const [name, value] = pair.split('=');
            root.setAttribute(name, value);
          }
          // Emulates a media feature the command line cannot set: its queries in our stylesheet match.
          for (const feature of (root.getAttribute('data-probe-media') || '').split(';').filter(Boolean)) {
            for (const sheet of document.styleSheets) {
              for (const rule of sheet.cssRules) {
                if (rule instanceof CSSMediaRule && rule.media.mediaText.includes(feature)) {
                  rule.media.mediaText = rule.media.mediaText.replace(feature, 'all');
                }
              }
            }
          }
          const tokens = {};
          for (const item of document.querySelectorAll('.token')) {
            const read = (selector, properties) => {
              const element = selector ? item.querySelector(selector) : item;
              if (!element) return {};
              const style = getComputedStyle(element);
              return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
            };
            tokens[item.dataset.token] = Object.assign({ type: item.dataset.type, deprecated: String(item.hasAttribute('data-deprecated')) },
              read('.swatch > div', ['background-color', 'background-image']), read('.radius', ['border-top-left-radius']),
              read('.bar > div', ['width']), read('.shadow > div', ['box-shadow']), read('.ball', ['transition-timing-function', 'transition-duration']),
              read('.panel', ['backdrop-filter', 'background-color', 'background-image']), read('.type', ['font-size', 'font-weight', 'letter-spacing']),
              read('.veil', ['backdrop-filter', 'mask-image', 'width', 'height']),
              read('.border', ['border-top-width', 'border-top-style', 'border-top-color']));
          }
          const result = { tokens, resources: performance.getEntriesByType('resource').map((entry) => entry.name), pwned: window.__pwned !== undefined };
          const pre = document.createElement('pre');
          pre.id = 'tokenc-probe';
          pre.textContent = JSON.stringify(result);
          document.body.append(pre);
        });
        </script>
        """

    /// Loads `html` (with the probe) and returns what it computed. `dark` sets `data-appearance="dark"` on
    /// the root; `emulateDark` makes the system prefer dark (`prefers-color-scheme: dark`).
    /// `attributes` are set on the root (e.g. `data-contrast=increased`); `media` lists media features
    /// (e.g. `(prefers-contrast: more)`) the probe makes match.
    static func load(
        _ html: String, dark: Bool = false, emulateDark: Bool = false, attributes: [String] = [], media: [String] = []
    ) throws -> Page {
        let directory = SwiftToolchain.temporaryDirectory("browser")
        defer { SwiftToolchain.remove(directory) }
        let file = directory.appendingPathComponent("page.html")
        var page = html.replacingOccurrences(of: "</body>", with: probe + "\n</body>")
        let set = (dark ? ["data-appearance=dark"] : []) + attributes
        page = page.replacingOccurrences(
            of: "<html lang=\"en\">",
            with:
                "<html lang=\"en\" data-probe-set=\"\(set.joined(separator: ";"))\" data-probe-media=\"\(media.joined(separator: ";"))\">"
        )
        try page.write(to: file, atomically: true, encoding: .utf8)
        var arguments = [
            executable!, "--headless=new", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
            "--virtual-time-budget=3000", "--dump-dom",
        ]
        if emulateDark { arguments.append("--force-dark-mode") }
        arguments.append(file.absoluteString)
        let run = SwiftToolchain.runSeparately(arguments)
        let dom = run.stdout
        guard let start = dom.range(of: "<pre id=\"tokenc-probe\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            throw CocoaError(
                .fileReadCorruptFile,
                userInfo: [NSLocalizedDescriptionKey: "no probe result; chromium said: \(run.stderr.suffix(2000))"])
        }
        let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        let console = run.stderr.split(separator: "\n").filter {
            $0.contains(":CONSOLE") || $0.contains("Uncaught") || $0.contains("Refused to")
        }.map(String.init)
        return Page(
            tokens: json["tokens"] as! [String: [String: String]], resources: json["resources"] as! [String],
            pwned: json["pwned"] as! Bool, console: console)
    }

    static func screenshot(_ htmlFile: URL, to png: URL) -> Bool {
        let run = SwiftToolchain.runSeparately([
            executable!, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--window-size=1280,4000", "--screenshot=\(png.path)", htmlFile.absoluteString,
        ])
        return run.status == 0 && FileManager.default.fileExists(atPath: png.path)
    }
}

@Suite(
    "The HTML preview in a real browser",
    .enabled(if: Chromium.executable != nil || Chromium.required, "needs chromium"))
struct BrowserTests {
    static func referencePreview() throws -> (model: TokenModel, html: String) {
        let project = Project(
            config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
            displayBase: Support.packageRoot)
        let model = try #require(project.compile().model)
        let output = CSSEmitter.emit(EmitContext(model))
        let html = String(
            decoding: PreviewPage.render(EmitContext(model), stylesheet: try #require(output.bytes)), as: UTF8.self)
        return (model, html)
    }

    @Test func loadsOfflineWithoutConsoleErrorsAndShowsTheTokens() throws {
        try #require(Chromium.executable != nil, "chromium is not installed")
        let (model, html) = try Self.referencePreview()
        let page = try Chromium.load(html)
        #expect(page.console.isEmpty, "\(page.console)")
        #expect(page.resources.isEmpty, "the preview loaded \(page.resources)")
        #expect(Set(page.tokens.keys) == Set(model.tokens.map(\.path.description)))

        #expect(page.tokens["radius.md"]?["border-top-left-radius"] == "12px")
        #expect(page.tokens["radius.sheet"]?["deprecated"] == "true")
        #expect(page.tokens["spacing.md"]?["width"] == "16px")
        #expect(page.tokens["color.palette.blue"]?["background-color"] == "rgb(0, 122, 255)")
        #expect(page.tokens["color.accent"]?["background-color"] == "color(display-p3 1 0.702 0.129)")
        #expect(page.tokens["shadow.medium"]?["box-shadow"] == "rgba(0, 0, 0, 0.05) 0px 3px 12px 0px")
        #expect(page.tokens["typography.body"]?["font-size"] == "17px")
        #expect(page.tokens["typography.body"]?["letter-spacing"] == "-0.43px")
        #expect(page.tokens["material.regular"]?["backdrop-filter"] == "blur(24px) saturate(1.8)")
        // Blurs: the veil over the whole backdrop blurs what is behind it; a progressive one under its mask.
        #expect(page.tokens["blur.artwork"]?["backdrop-filter"] == "blur(30px)")
        #expect(page.tokens["blur.artwork"]?["mask-image"] == "none")
        #expect(page.tokens["blur.topEdge"]?["backdrop-filter"] == "blur(20px)")
        #expect(
            page.tokens["blur.topEdge"]?["mask-image"]
                == "linear-gradient(rgb(0, 0, 0) 0%, rgb(0, 0, 0) 0%, rgba(0, 0, 0, 0) 100%)",
            "\(page.tokens["blur.topEdge"] ?? [:])")
        #expect(page.tokens["blur.topEdge"]?["height"] == "96px")

        // Springs: the browser's easing and duration are the tokens' linear() and settling time.
        for name in ["spring.interactive", "spring.sheet", "spring.selection"] {
            guard case .spring(let spring)? = model.token(at: TokenPath(dotted: name))?.value else {
                Issue.record("\(name) is not a spring")
                continue
            }
            let easing = try #require(SpringEasing(spring))
            let computed = try #require(page.tokens[name]?["transition-timing-function"])
            #expect(
                page.tokens[name]?["transition-duration"] == CSSText.number((easing.duration * 1000).rounded() / 1000)
                    + "s")
            // Chromium serializes every stop it parsed with its input as a percentage: the same stops we wrote.
            let expected =
                "linear("
                + easing.points.map { "\(CSSText.number($0.position)) \(CSSText.number($0.time * 100))%" }.joined(
                    separator: ", ") + ")"
            #expect(computed == expected)
        }
    }

    @Test func darkAppearanceSwitchesValuesByAttributeAndBySystemSetting() throws {
        try #require(Chromium.executable != nil, "chromium is not installed")
        let (_, html) = try Self.referencePreview()
        for page in [try Chromium.load(html, dark: true), try Chromium.load(html, emulateDark: true)] {
            #expect(page.tokens["color.accent"]?["background-color"] == "color(display-p3 1 0.757 0.275)")
            #expect(page.tokens["color.tint"]?["background-color"] == "rgb(10, 132, 255)")
            #expect(page.tokens["color.groupedBackground"]?["background-color"] == "rgb(0, 0, 0)")
            #expect(page.tokens["material.regular"]?["background-color"] == "rgba(0, 0, 0, 0.55)")
            #expect(page.tokens["radius.md"]?["border-top-left-radius"] == "12px")
        }
        // Dark is the default context; a system that prefers light gets the light context through the
        // media query, and so does an explicit attribute.
        for light in [
            try Chromium.load(html), try Chromium.load(html, emulateDark: true, attributes: ["data-appearance=light"]),
        ] {
            #expect(light.tokens["color.groupedBackground"]?["background-color"] == "rgb(242, 242, 247)")
            #expect(light.tokens["material.regular"]?["background-color"] == "rgba(255, 255, 255, 0.6)")
        }
    }

    @Test func increasedContrastSwitchesValuesByAttributeAndBySystemSetting() throws {
        try #require(Chromium.executable != nil, "chromium is not installed")
        let (_, html) = try Self.referencePreview()
        let standard = try Chromium.load(html, emulateDark: true)
        #expect(standard.tokens["color.selectionBorder"]?["background-color"] == "rgba(0, 122, 255, 0.5)")
        #expect(standard.tokens["border.selected"]?["border-top-width"] == "1px")
        let pages = [
            try Chromium.load(html, emulateDark: true, attributes: ["data-contrast=increased"]),
            try Chromium.load(html, emulateDark: true, media: ["(prefers-contrast: more)"]),
        ]
        for page in pages {
            #expect(page.tokens["color.selectionBorder"]?["background-color"] == "rgb(0, 122, 255)")
            #expect(page.tokens["border.selected"]?["border-top-width"] == "2px")
            #expect(
                page.tokens["color.groupedBackground"]?["background-color"] == "rgb(0, 0, 0)", "appearance is untouched"
            )
        }
        // Both at once: light appearance and increased contrast, one by attribute and one by media query.
        let both = try Chromium.load(html, attributes: ["data-contrast=increased"])
        #expect(both.tokens["color.groupedBackground"]?["background-color"] == "rgb(242, 242, 247)")
        #expect(both.tokens["border.selected"]?["border-top-width"] == "2px")
    }

    @Test func aHostileTokenFileRunsNoScript() throws {
        try #require(Chromium.executable != nil, "chromium is not installed")
        let result = Support.compile(json: try SwiftFixtures.file("css/hostile.tokens.json"))
        let model = try #require(result.model)
        let output = CSSEmitter.emit(EmitContext(model))
        let html = String(
            decoding: PreviewPage.render(EmitContext(model), stylesheet: try #require(output.bytes)), as: UTF8.self)
        let page = try Chromium.load(html)
        #expect(!page.pwned)
        #expect(page.console.isEmpty, "\(page.console)")
        #expect(page.resources.isEmpty, "\(page.resources)")
        #expect(page.tokens.count == model.tokens.count)
    }

    @Test func aScreenshotIsWrittenForPeopleToLookAt() throws {
        try #require(Chromium.executable != nil, "chromium is not installed")
        let (_, html) = try Self.referencePreview()
        let folder = Support.packageRoot.appendingPathComponent(".build/tokenc-screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("preview.html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        let png = folder.appendingPathComponent("preview.png")
        try? FileManager.default.removeItem(at: png)
        #expect(Chromium.screenshot(file, to: png))
        print("preview screenshot: \(png.path)")
    }
}
