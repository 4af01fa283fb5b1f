import Foundation
import Testing

@testable import TokencCore

/// The `docc` output: the reference system's catalog converts with the toolchain's `docc`, given the symbol
/// graph of the generated Swift's value layer, with no warning; its static-hosting site renders in Chromium;
/// builds are byte-identical, `check` finds a stale file and `build` removes what is no longer made.
@Suite(
    "A DocC catalog of the tokens",
    .enabled(
        if: CLI.executable != nil && SwiftToolchain.run(["/bin/sh", "-c", "command -v docc"]).status == 0,
        "needs the tokenc executable and the toolchain's docc"))
struct DocCOutputTests {
    static let config = """
        sources: [tokens/tokens.resolver.json]
        swift: { output: Sources/DesignSystem/DesignTokens.swift, namespace: DesignTokens, access: public }
        docc: { output: Sources/DesignSystem/DesignSystem.docc }

        """

    func project() throws -> CLI {
        let cli = try CLI()
        try FileManager.default.copyItem(
            at: Support.packageRoot.appendingPathComponent("tokens"), to: cli.directory.appendingPathComponent("tokens")
        )
        try cli.write("tokenc.yaml", Self.config)
        let build = try cli.run(["build"])
        #expect(build.status == 0 && build.stderr.isEmpty, "\(build.stderr)")
        return cli
    }

    /// Every file under `folder`, by relative path.
    func contents(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath {
                files[String(url.path.dropFirst(folder.path.count))] = data
            }
        }
        return files
    }

    @Test func theCatalogConvertsWithNoWarningAndRendersInABrowser() throws {
        let cli = try project()
        let catalog = cli.directory.appendingPathComponent("Sources/DesignSystem/DesignSystem.docc")
        let files = contents(catalog)
        #expect(files.keys.contains("/DesignSystem.md") && files.keys.contains("/ColorTokens.md"), "\(files.keys)")
        #expect(files.keys.contains("/Extensions/DesignTokens-Radius.md"))
        #expect(files.keys.contains { $0.hasSuffix("~dark.svg") })
        let radius = String(decoding: try #require(files["/RadiusTokens.md"]), as: UTF8.self)
        #expect(radius.contains("| `radius.md` | ``DesignTokens/Radius/md`` | `--radius-md` | 12 pt |"), "\(radius)")

        // The value layer's symbol graph (it compiles on Linux), then docc with every check it has.
        let graphs = cli.directory.appendingPathComponent("symbol-graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let module = SwiftToolchain.run(
            [
                "swiftc", "-emit-module", "-module-name", "DesignSystem", "-emit-module-path",
                graphs.appendingPathComponent("DesignSystem.swiftmodule").path, "-emit-symbol-graph",
                "-emit-symbol-graph-dir", graphs.path, "Sources/DesignSystem/DesignTokens.swift",
            ], in: cli.directory)
        #expect(module.status == 0, "\(module.output)")
        let archive = cli.directory.appendingPathComponent("DesignSystem.doccarchive")
        let convert = SwiftToolchain.run(
            [
                "docc", "convert", catalog.path, "--additional-symbol-graph-dir", graphs.path, "--output-path",
                archive.path, "--analyze",
            ], in: cli.directory)
        #expect(convert.status == 0, "\(convert.output)")
        let findings = convert.output.split(separator: "\n").filter {
            $0.hasPrefix("warning") || $0.hasPrefix("error") || $0.hasPrefix("note")
        }
        #expect(findings.isEmpty, "\(convert.output)")

        // docc reads the SVG pictures, and `name~dark.svg` as the dark appearance's variant.
        let page = try Data(
            contentsOf: archive.appendingPathComponent("data/documentation/designsystem/colortokens.json"))
        let references = try #require(
            (try JSONSerialization.jsonObject(with: page) as? [String: Any])?["references"] as? [String: Any])
        let variants = references.values.compactMap { ($0 as? [String: Any])?["variants"] as? [[String: Any]] }
        #expect(
            variants.contains { pair in
                pair.contains {
                    ($0["url"] as? String)?.hasSuffix("~dark.svg") == true
                        && ($0["traits"] as? [String])?.contains("dark") == true
                }
            }, "\(variants.prefix(3))")

        let site = cli.directory.appendingPathComponent("site")
        let transform = SwiftToolchain.run([
            "docc", "process-archive", "transform-for-static-hosting", archive.path, "--output-path", site.path,
        ])
        #expect(transform.status == 0, "\(transform.output)")
        try #require(Chromium.executable != nil || !Chromium.required, "chromium is not installed")
        guard Chromium.executable != nil else { return }

        // Served over HTTP, as a host serves it.
        let portFile = cli.directory.appendingPathComponent("port")
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = [
            "python3", "-c",
            "import functools, http.server, sys\ns = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1]))\nopen(sys.argv[2] + '.tmp', 'w').write(str(s.server_address[1]))\nimport os; os.replace(sys.argv[2] + '.tmp', sys.argv[2])\ns.serve_forever()",
            site.path, portFile.path,
        ]
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        var port: String?
        for _ in 0..<200 where port == nil {
            port = try? String(contentsOf: portFile, encoding: .utf8)
            if port == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        let base = "http://127.0.0.1:\(try #require(port))/documentation/designsystem"
        func open(_ page: String, screenshot: URL? = nil) -> SwiftToolchain.Run {
            let output = screenshot.map { ["--screenshot=\($0.path)"] } ?? ["--dump-dom"]
            let run = SwiftToolchain.runSeparately(
                [
                    Chromium.executable!, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--enable-logging=stderr", "--v=0", "--window-size=1200,\(screenshot == nil ? 1600 : 9000)",
                    "--force-device-scale-factor=1",
                    "--virtual-time-budget=8000",
                ] + output + [base + page])
            return SwiftToolchain.Run(status: run.status, output: run.stdout + "\n" + run.stderr)
        }
        let landing = open("")
        #expect(
            landing.output.contains("Token groups") && landing.output.contains("DesignTokens"),
            "\(landing.output.suffix(3000))")
        let console = landing.output.split(separator: "\n").filter {
            $0.contains(":CONSOLE") || $0.contains("Uncaught") || $0.contains("Refused to")
        }
        #expect(console.isEmpty, "\(console)")
        let png = cli.directory.appendingPathComponent("color.png")
        let shot = open("/colortokens", screenshot: png)
        #expect(shot.status == 0, "\(shot.output.suffix(1000))")
        #expect(
            !shot.output.contains(":CONSOLE") && !shot.output.contains("Uncaught"), "\(shot.output.suffix(1000))")
        // A swatch of color.palette.blueDark (#0A84FF) is somewhere on the page's pictures.
        let found = SwiftToolchain.run(["python3", "-c", Self.findColor, png.path, "10,132,255"])
        #expect(found.output.hasPrefix("found"), "\(found.output)")
    }

    /// Two builds are byte-identical; an edited file is stale to `check`; a group no longer made is removed.
    @Test func buildsAreDeterministicCheckedAndCleaned() throws {
        let first = try project()
        let second = try project()
        let path = "Sources/DesignSystem/DesignSystem.docc"
        let a = contents(first.directory.appendingPathComponent(path))
        #expect(a == contents(second.directory.appendingPathComponent(path)))
        #expect(a.count > 50)
        try first.write("\(path)/RadiusTokens.md", "edited\n")
        let check = try first.run(["check"])
        #expect(
            check.status == 1 && (check.stdout + check.stderr).contains("RadiusTokens.md"),
            "\(check.stdout)\(check.stderr)")
        // Built again (the edit undone), then without the radius group: its article and pictures go.
        #expect(try first.run(["build"]).status == 0)
        try first.write(
            "tokenc.yaml",
            Self.config.replacingOccurrences(
                of: "docc: { output: Sources/DesignSystem/DesignSystem.docc }",
                with: "docc: { output: Sources/DesignSystem/DesignSystem.docc, exclude: [radius] }"))
        #expect(try first.run(["build"]).status == 0)
        #expect(first.read("\(path)/RadiusTokens.md") == nil && first.read("\(path)/ColorTokens.md") != nil)
        #expect(first.read("\(path)/Extensions/DesignTokens-Radius.md") == nil)
        #expect(first.read("\(path)/Resources/token-radius-md.svg") == nil)
    }

    /// The starter set's catalog, every file, against its golden (the renderer-independent check).
    @Test func theStarterSetsCatalogMatchesTheGolden() throws {
        let files = StarterSet.files.map { SourceFile(path: $0.path, text: $0.text) }
        let resolver = files[0]
        let model = try #require(
            Pipeline.compile(
                .resolver(resolver, read: DiagnosticBag()) { path in files.first { $0.path == path } }
            ).model)
        let catalog = DocCEmitter.emit(EmitContext(model), module: "Starter", namespace: "DesignTokens")
        Support.assertGolden(
            catalog.map { "=== \($0.path)\n" + String(decoding: $0.bytes, as: UTF8.self) }.joined(), "docc/starter.txt")
    }

    /// Names the symbol graph leaves out (underscored: `size._100`, a group `_1`) are written as code, not
    /// linked, and get no extension file, so the catalog converts without warnings (Workday's Canvas export in
    /// the corpus, 681 tokens, gave one docc warning per such link before).
    @Test func underscoredNamesAreNotLinked() throws {
        let model = try #require(
            Support.compile(
                json:
                    ##"{"size": {"$type": "dimension", "100": {"$value": {"value": 8, "unit": "px"}}, "md": {"$value": {"value": 12, "unit": "px"}}}, "1": {"$type": "number", "a": {"$value": 1}}}"##
            ).model)
        let files = DocCEmitter.emit(EmitContext(model), module: "Kit", namespace: "DesignTokens")
        let size = String(decoding: try #require(files.first { $0.path == "SizeTokens.md" }).bytes, as: UTF8.self)
        #expect(
            size.contains("| `DesignTokens.Size._100` |") && size.contains("| ``DesignTokens/Size/md`` |"), "\(size)")
        #expect(files.map(\.path).filter { $0.hasPrefix("Extensions/") } == ["Extensions/DesignTokens-Size.md"])
    }

    /// Two tokens whose anchors agree (`size.a-b`, `size.a.b`) get pictures of their own, and a backtick in a
    /// name does not break its code span.
    @Test func picturesHaveNamesOfTheirOwn() throws {
        let model = try #require(
            Support.compile(
                json:
                    ##"{"size": {"$type": "dimension", "a-b": {"$value": {"value": 8, "unit": "px"}}, "a": {"b": {"$value": {"value": 12, "unit": "px"}}}, "c`d": {"$value": {"value": 4, "unit": "px"}}}}"##
            ).model)
        let files = DocCEmitter.emit(EmitContext(model), module: "Kit", namespace: "DesignTokens")
        let pictures = files.map(\.path).filter { $0.hasPrefix("Resources/") }
        #expect(pictures.count == 3 && Set(pictures).count == 3, "\(pictures)")
        let size = String(decoding: try #require(files.first { $0.path == "SizeTokens.md" }).bytes, as: UTF8.self)
        #expect(size.contains("| `size.c'd` |"), "\(size)")
    }

    /// Finds a pixel of the given color (±1 per channel) in a PNG; prints `found x y` or `missing`.
    static let findColor =
        PNGPixels.script.components(separatedBy: "out = []")[0] + """
            target = [int(v) for v in sys.argv[2].split(',')]
            for y in range(height):
                for x in range(width):
                    if all(abs(a - b) <= 1 for a, b in zip(pixel(x, y), target)):
                        print('found', x, y)
                        sys.exit(0)
            print('missing')
            """
}
