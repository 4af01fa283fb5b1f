import Foundation
import Testing

@testable import TokencCore

/// Compiles what the emitter writes: the value layer alone (as on Linux, with no SwiftUI) and the whole
/// file against the stub SwiftUI module, both in Swift 6 mode with warnings as errors.
@Suite("Generated Swift compiles")
struct SwiftCompileTests {
    func referenceOutput() throws -> String {
        try String(
            contentsOf: Support.packageRoot.appendingPathComponent("generated/swift/DesignTokens.swift"),
            encoding: .utf8)
    }

    static let consumer = """
        import SwiftUI

        struct Card: View {
            @Environment(\\.designTokensContext) private var context

            var body: some View {
                RoundedRectangle(cornerRadius: DesignTokens.Radius.card, style: .continuous)
                    .fill(.groupedBackground)
                    .shadow(DesignTokens.Shadow.medium)
                    .glass(DesignTokens.Glass.action, in: .capsule)
                    .background(.content, in: .rect(cornerRadius: DesignTokens.Radius.dock))
                    .border(DesignTokens.Border.selected.value(in: context), in: .capsule)
                    .font(DesignTokens.Typography.title)
                    .designTokensContext(DesignTokens.Context(contrast: .increased))
            }
        }

        @MainActor func animate() {
            withAnimation(.interactive) {}
            withAnimation(.ambientFade) {}
            withAnimation(DesignTokens.Spring.snappy.animation) {}
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                _ = SwiftUI.Spring.entrance
                _ = SwiftUI.Color.accent.resolve(in: EnvironmentValues())
            }
            if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                _ = DesignTokens.Shadow.pressedInset.layers[0].style
            }
            _ = DesignTokens.Gradient.edgeFade.linear()
            if #available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) {
                _ = Text("Content").edgeFade(DesignTokens.Gradient.edgeFade, edge: .bottom, length: 48)
                _ = Color.blue.blur(DesignTokens.Blur.topEdge)
            }
            _ = Text("Title").font(DesignTokens.Typography.body)
        }
        """

    /// A project still on Xcode 16 (Swift 6.1, SDKs without Liquid Glass) builds the same file: glass falls back
    /// to its material, and the stub built as those SDKs are has no `Glass` to reach for.
    @Test func theFileBuildsWithAnSDKBeforeLiquidGlass() throws {
        let source = try referenceOutput()
        #expect(source.contains("#if compiler(>=6.2)"))
        let run = SwiftToolchain.typecheckAsXcode16(["DesignTokens.swift": source, "Consumer.swift": Self.consumer])
        #expect(run.status == 0, "\(run.output.prefix(3_000))")
        // Without the compile-time check, the same file fails there: the test can tell.
        let unguarded = source.replacingOccurrences(of: "#if compiler(>=6.2)", with: "#if true")
        #expect(SwiftToolchain.typecheckAsXcode16(["DesignTokens.swift": unguarded]).status != 0)
    }

    @Test func theValueLayerCompilesWithoutSwiftUI() throws {
        for (name, source) in [
            ("DesignTokens.swift", try referenceOutput()),
            ("Hostile.swift", try SwiftFixtures.emit(try SwiftFixtures.file("swift/hostile.tokens.json")).source),
        ] {
            let run = SwiftToolchain.typecheck([name: source], stub: false)
            #expect(run.status == 0, "\(run.output)")
        }
    }

    @Test func theSwiftUILayerTypeChecksAgainstTheStub() throws {
        let run = SwiftToolchain.typecheck(
            ["DesignTokens.swift": try referenceOutput(), "Consumer.swift": Self.consumer], stub: true)
        #expect(run.status == 0, "\(run.output)")
        let hostile = SwiftToolchain.typecheck(
            ["Hostile.swift": try SwiftFixtures.emit(try SwiftFixtures.file("swift/hostile.tokens.json")).source],
            stub: true)
        #expect(hostile.status == 0, "\(hostile.output)")
    }

    /// `swift: { colors: catalog, bundle: module }`: color tokens carry their asset catalog set's name (the
    /// same names the xcassets output writes), and SwiftUI draws them with `Color(_:bundle:)`; the reference
    /// system's file type-checks with the consumer code (the value layer without SwiftUI too), and a golden
    /// shows the form on a small set.
    @Test func colorsFromTheAssetCatalog() throws {
        let model = try #require(
            Project(
                config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
                displayBase: Support.packageRoot
            ).compile().model)
        let names = AssetCatalogEmitter.assetNames(model)
        let output = SwiftEmitter.emit(
            EmitContext(model), options: SwiftEmitter.Options(colorAssets: names, assetBundle: ".module"))
        let source = try #require(output.source)
        #expect(
            source.contains("DesignTokens.ColorValue(\n                asset: \"color/tint\",")
                || source.contains("DesignTokens.ColorValue(asset: \"color/tint\", fallback:"), "\(source.prefix(4000))"
        )
        #expect(source.contains("return SwiftUI.Color(asset, bundle: DesignTokens.assetBundle)"))
        #expect(source.contains("public static var assetBundle: Bundle { .module }"))
        // Every color constant names its set, and every set the catalog writes is named once.
        let catalog = Set(
            AssetCatalogEmitter.emit(model).files.map(\.path).filter { $0.hasSuffix(".colorset/Contents.json") }.map {
                String($0.dropLast(".colorset/Contents.json".count))
            })
        let named = Set(source.matches(of: /asset: "([^"]+)"/).map { String($0.1) })
        #expect(named == catalog && named.count == names.count)
        // `Bundle.module` exists in a package with resources; here a stand-in plays it.
        let shim = "import Foundation\nextension Bundle { static var module: Bundle { .main } }\n"
        let run = SwiftToolchain.typecheck(
            ["DesignTokens.swift": source, "Consumer.swift": Self.consumer, "Module.swift": shim], stub: true)
        #expect(run.status == 0, "\(run.output)")
        let plain = SwiftToolchain.typecheck(["DesignTokens.swift": source, "Module.swift": shim], stub: false)
        #expect(plain.status == 0, "\(plain.output)")

        let json =
            ##"{"color": {"$type": "color", "ink": {"$value": "#112233", "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": "#EEEEEE"}}}}}, "text": {"$value": "{color.ink}"}}}"##
        let small = try #require(Support.compile(json: json).model)
        let golden = try #require(
            SwiftEmitter.emit(
                EmitContext(small), options: SwiftEmitter.Options(colorAssets: AssetCatalogEmitter.assetNames(small))
            ).source)
        Support.assertGolden(golden, "swift/catalog-colors.swift")
        #expect(SwiftToolchain.typecheck(["Tokens.swift": golden], stub: true).status == 0)
    }

    @Test func catalogColorsNeedACatalogAndAKnownBundle() throws {
        let directory = URL(fileURLWithPath: "/tmp")
        for (yaml, message) in [
            (
                "sources: [t]\nswift: { output: a.swift, colors: catalog }\n",
                "'colors: catalog' reads colors from an asset catalog; add xcassets: { output: … }"
            ),
            (
                "sources: [t]\nxcassets: { output: A.xcassets }\nswift: { output: a.swift, colors: catalog, bundle: app }\n",
                "'bundle' must be 'main' (the app) or 'module' (a Swift package's resources)"
            ),
            ("sources: [t]\nswift: { output: a.swift, colors: assets }\n", "'colors' must be 'components'"),
        ] {
            var diagnostics = DiagnosticBag()
            let config = ProjectConfig.load(
                SourceFile(path: "tokenc.yaml", format: .yaml, bytes: Array(yaml.utf8)), directory: directory,
                diagnostics: &diagnostics)
            #expect(
                config == nil
                    && diagnostics.diagnostics.contains { $0.message.hasPrefix(message) && $0.location != nil },
                "\(diagnostics.diagnostics)")
        }
        var diagnostics = DiagnosticBag()
        let good = ProjectConfig.load(
            SourceFile(
                path: "tokenc.yaml", format: .yaml,
                bytes: Array(
                    "sources: [t]\nxcassets: { output: A.xcassets }\nswift: { output: a.swift, colors: catalog, bundle: module }\n"
                        .utf8)), directory: directory, diagnostics: &diagnostics)
        #expect(good?.swift?.colorsFromCatalog == true && good?.swift?.bundle == "module", "\(diagnostics.diagnostics)")
    }

    static let uiKitConsumer = """
        import UIKit
        import QuartzCore

        @MainActor func style(_ layer: CALayer, traits: UITraitCollection) {
            if #available(iOS 13.0, tvOS 13.0, *) {
                let accent: UIColor = DesignTokens.Color.accent.uiColor
                _ = accent.cgColor
                _ = DesignTokens.Color.accent.uiColor(in: DesignTokens.Context(traits: traits))
                DesignTokens.Shadow.medium.apply(to: layer)
            }
            let font: UIFont = DesignTokens.Typography.body.uiFont
            _ = font
            let timing: UISpringTimingParameters = DesignTokens.Spring.interactive.timingParameters
            _ = timing
            let animation: CASpringAnimation = DesignTokens.Spring.sheet.animation(keyPath: "position")
            _ = animation
            if #available(iOS 17.0, tvOS 17.0, *) {
                DesignTokens.Spring.snappy.animate { layer.shadowOpacity = 0.5 }
            }
        }
        """

    static let appKitConsumer = """
        import AppKit
        import QuartzCore

        func style(_ layer: CALayer, appearance: NSAppearance) {
            if #available(macOS 10.15, *) {
                let accent: NSColor = DesignTokens.Color.accent.nsColor
                _ = accent.cgColor
                _ = DesignTokens.Color.accent.nsColor(in: DesignTokens.Context(appearance: appearance))
                DesignTokens.Shadow.medium.apply(to: layer)
            }
            let font: NSFont = DesignTokens.Typography.body.nsFont
            _ = font
            _ = DesignTokens.Spring.sheet.animation(keyPath: "position")
        }
        """

    /// The UIKit and AppKit layers type-check against stubs of the API they use (with the SwiftUI layer, as on a
    /// real platform), in both color modes, with code that uses each helper; a misspelt API fails.
    @Test func theUIKitAndAppKitLayersTypeCheckAgainstTheirStubs() throws {
        let model = try #require(
            Project(
                config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
                displayBase: Support.packageRoot
            ).compile().model)
        let catalog = try #require(
            SwiftEmitter.emit(
                EmitContext(model),
                options: SwiftEmitter.Options(colorAssets: AssetCatalogEmitter.assetNames(model), assetBundle: ".main")
            ).source)
        for source in [try referenceOutput(), catalog] {
            let uiKit = SwiftToolchain.typecheck(
                ["DesignTokens.swift": source, "Consumer.swift": Self.uiKitConsumer], kit: "UIKit")
            #expect(uiKit.status == 0, "\(uiKit.output)")
            let appKit = SwiftToolchain.typecheck(
                ["DesignTokens.swift": source, "Consumer.swift": Self.appKitConsumer], kit: "AppKit")
            #expect(appKit.status == 0, "\(appKit.output)")
        }
        #expect(
            catalog.contains(
                "if let asset, let color = UIColor(named: asset, in: DesignTokens.assetBundle, compatibleWith: nil) {"))
        #expect(catalog.contains("if let asset, let color = NSColor(named: asset, bundle: DesignTokens.assetBundle) {"))
        let reference = try referenceOutput()
        #expect(
            reference.contains("#if canImport(UIKit) && !os(watchOS)")
                && reference.contains("#if canImport(AppKit) && !targetEnvironment(macCatalyst)"))
        let broken = reference.replacingOccurrences(of: "traits.userInterfaceStyle", with: "traits.interfaceStyle")
        #expect(SwiftToolchain.typecheck(["DesignTokens.swift": broken], kit: "UIKit").status != 0)
        let brokenAppKit = reference.replacingOccurrences(of: "NSColor(srgbRed:", with: "NSColor(sRGBRed:")
        #expect(SwiftToolchain.typecheck(["DesignTokens.swift": brokenAppKit], kit: "AppKit").status != 0)
        // Each type's small file too.
        for (_, json) in SwiftFixtures.sets {
            let source = try SwiftFixtures.emit(json).source
            for kit in ["UIKit", "AppKit"] {
                let run = SwiftToolchain.typecheck(["Tokens.swift": source], kit: kit)
                #expect(run.status == 0, "\(kit): \(run.output)")
            }
        }
    }

    @Test(arguments: SwiftFixtures.sets.map(\.0))
    func eachTypesOutputTypeChecks(_ type: TokenType) throws {
        let (source, _) = try SwiftFixtures.emit(SwiftFixtures.sets.first { $0.0 == type }!.1)
        let run = SwiftToolchain.typecheck(["Tokens.swift": source], stub: true)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func aTypeErrorInTheSwiftUILayerIsCaught() throws {
        let broken = try referenceOutput().replacingOccurrences(
            of: "DesignTokens.Color.accent.color", with: "DesignTokens.Color.accent.colour")
        #expect(SwiftToolchain.typecheck(["DesignTokens.swift": broken], stub: true).status != 0)
    }

    @Test func contextsResolveThroughTheValueLayer() throws {
        let json = """
            {"c": {"$type": "color", "ink": {"$value": "#102030", "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": "#e0f0ff"}}}}}},
             "d": {"$type": "dimension", "pad": {"$value": {"value": 8, "unit": "px"}, "$extensions": {"dev.tokenc": {"contexts": {"appearance": {"dark": {"value": 10, "unit": "px"}}}}}}},
             "s": {"$type": "spring", "bouncy": {"$value": {"duration": {"value": 500, "unit": "ms"}, "bounce": 0.3}}}}
            """
        let (source, _) = try SwiftFixtures.emit(json, options: SwiftEmitter.Options(includesSwiftUI: false))
        let main = """
            let ink = DesignTokens.C.ink
            let dark = DesignTokens.Context(appearance: .dark)
            print(ink.components(in: .default).red, ink.components(in: dark).red)
            print(DesignTokens.D.pad.value(in: .default), DesignTokens.D.pad.value(in: dark))
            print(DesignTokens.S.bouncy.dampingFraction, DesignTokens.S.bouncy.response)
            """
        let run = SwiftToolchain.compileAndRun(["Tokens.swift": source, "main.swift": main])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == "0.062745 0.878431")  // 0x10 / 255 and 0xe0 / 255, rounded to six decimals
        #expect(lines.dropFirst().first == "8.0 10.0")
        #expect(lines.last?.hasPrefix("0.7") == true)
    }

    @Test(.enabled(if: SwiftToolchain.hasSwiftFormat, "needs swift-format from the toolchain"))
    func swiftFormatLintIsClean() throws {
        for source in [
            try referenceOutput(), try SwiftFixtures.emit(try SwiftFixtures.file("swift/hostile.tokens.json")).source,
        ] {
            let run = SwiftToolchain.lint(source)
            #expect(run.status == 0 && run.output.isEmpty, "\(run.output)")
        }
        for (_, json) in SwiftFixtures.sets {
            let run = SwiftToolchain.lint(try SwiftFixtures.emit(json).source)
            #expect(run.status == 0 && run.output.isEmpty, "\(run.output)")
        }
    }
}
