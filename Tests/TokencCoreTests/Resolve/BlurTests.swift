import Foundation
import Testing

@testable import TokencCore

/// The `blur` extension type: what it reads and rejects, and how each output writes it.
@Suite("Blur tokens")
struct BlurTests {
    static let json = ##"""
        {"size": {"$type": "dimension", "r": {"$value": {"value": 12, "unit": "px"}}},
         "blur": {"$type": "blur",
           "soft": {"$value": {"radius": "{size.r}"}},
           "chrome": {"$value": {"radius": {"value": 20, "unit": "px"}, "progressive": {"direction": "top", "startOffset": 0.25}}}}}
        """##

    @Test func readsRadiusAndProgressive() throws {
        let result = Support.compile(json: Self.json)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(Support.value(result, "blur.soft") == .blur(BlurValue(radius: DimensionValue(value: 12, unit: .px))))
        #expect(
            Support.value(result, "blur.chrome")
                == .blur(
                    BlurValue(
                        radius: DimensionValue(value: 20, unit: .px),
                        progressive: .init(direction: .top, startOffset: 0.25))))
        // An extension type: an error under the spec's letter.
        #expect(Support.rules(Support.compile(json: Self.json, strict: true)).contains("extension-type"))
    }

    @Test func malformedBlursAreLocatedErrors() {
        let result = Support.compile(
            json: ##"""
                {"blur": {"$type": "blur",
                  "a": {"$value": {"radius": {"value": -2, "unit": "px"}}},
                  "b": {"$value": {"radius": {"value": 2, "unit": "px"}, "progressive": {"direction": "up"}}},
                  "c": {"$value": {"radius": {"value": 2, "unit": "px"}, "progressive": {"direction": "top", "startOffset": 1.5}}},
                  "d": {"$value": {"radius": {"value": 2, "unit": "px"}, "progressive": {"direction": "tpo"}}},
                  "e": {"$value": {"radius": {"value": 2, "unit": "px"}, "spread": 3}},
                  "f": {"$value": 12}}}
                """##)
        Support.assertGolden(Support.render(result), "blur/malformed.txt")
        #expect(result.model == nil)
        // An unknown member is a warning, as in every composite value.
        #expect(result.diagnostics.filter { $0.severity == .error }.count == 5)
        #expect(result.diagnostics.filter { $0.severity == .warning }.map(\.rule) == [.unknownProperty])
        #expect(result.diagnostics.allSatisfy { $0.location != nil })
        #expect(Support.render(result).contains("did you mean 'top'?"))
    }

    @Test func eachOutputWritesIt() throws {
        let model = try #require(Support.compile(json: Self.json).model)
        // The resolved JSON keeps tokenc's shape.
        let dump = ModelDumper.json(model, sources: SourceManager(), includesSources: false)
        #expect(
            dump.contains(#""progressive": {"#) && dump.contains(#""direction": "top""#)
                && dump.contains(#""startOffset": 0.25"#), "\(dump)")
        // CSS: a blur() for filter and backdrop-filter, and the mask that fades a progressive one.
        let css = try #require(CSSEmitter.emit(EmitContext(model)).bytes.map { String(decoding: $0, as: UTF8.self) })
        #expect(css.contains("--blur-soft: blur(12px);"))
        #expect(css.contains("--blur-chrome: blur(20px);\n"))
        #expect(
            css.contains("--blur-chrome-mask: linear-gradient(to bottom, #000 0%, #000 25%, transparent 100%);"),
            "\(css)")
        // Docs: a picture with the Gaussian blur, masked when progressive; the value in words.
        let pages = MarkdownEmitter.emit(EmitContext(model))
        let page = try #require(pages.first { $0.path == "blur.md" }).contents
        #expect(page.contains("progressive blur 20 pt at the top edge, fading from 25 % of the length"), "\(page)")
        let pictures = pages.filter { $0.path.hasPrefix("images/blur") }.map(\.contents).joined()
        #expect(
            pictures.contains("<feGaussianBlur stdDeviation=\"20\"/>")
                && pictures.contains("<feGaussianBlur stdDeviation=\"12\"/>"))
        #expect(
            pictures.contains("mask=\"url(#blur-chrome_ramp)\"")
                && pictures.contains("<stop offset=\"0.25\" stop-color=\"#fff\"/>"))
        // Swift: the value type and the SwiftUI helper, type-checked against the stub.
        let swift = try #require(SwiftEmitter.emit(EmitContext(model)).source)
        #expect(
            swift.contains(
                "DesignTokens.BlurValue(radius: 20, progressive: .init(direction: .top, startOffset: 0.25))"),
            "\(swift)")
        #expect(swift.contains("func blur(_ blur: DesignTokens.BlurValue) -> some SwiftUI.View"))
        let consumer = """
            import SwiftUI
            struct Artwork: View {
                var body: some View {
                    if #available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) {
                        Color.blue.blur(DesignTokens.Blur.chrome)
                    }
                }
            }
            """
        let run = SwiftToolchain.typecheck(["Tokens.swift": swift, "Consumer.swift": consumer], stub: true)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func diffSaysWhatChanged() throws {
        let old = try #require(Support.compile(json: Self.json).model)
        let new = try #require(
            Support.compile(
                json: Self.json.replacingOccurrences(of: "\"startOffset\": 0.25", with: "\"startOffset\": 0.5")
                    .replacingOccurrences(of: "\"direction\": \"top\"", with: "\"direction\": \"bottom\"")
            ).model)
        let text = DiffRenderer.text(TokenDiff.compare(old: old, new: new), old: "a", new: "b", color: false)
        #expect(
            text.contains("progressive blur 20 pt at the top edge, fading from 25 % of the length")
                && text.contains("progressive blur 20 pt at the bottom edge, fading from 50 % of the length"), "\(text)"
        )
    }
}
