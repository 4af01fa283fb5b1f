import Foundation
import Testing

@testable import TokencCore

/// Our own `tokens/`: it must compile cleanly, carry the seeds' systems, and match the committed `generated/`.
@Suite("The reference design system in tokens/")
struct ReferenceSystemTests {
    func compile() throws -> (TokenModel, Pipeline.Result) {
        let project = Project(
            config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
            displayBase: Support.packageRoot)
        let result = project.compile()
        #expect(result.diagnostics.isEmpty, "\(Support.render(result))")
        return (try #require(result.model), result)
    }

    func points(_ model: TokenModel, _ path: String) -> Double? {
        if case .dimension(let d)? = model.token(at: TokenPath(dotted: path))?.value { return d.points }
        return nil
    }

    @Test func compilesWithoutDiagnosticsAndIncludesYAML() throws {
        let (model, _) = try compile()
        #expect(model.inputs.contains { $0.hasSuffix(".yaml") })
        #expect(Set(model.tokens.map(\.type)).count >= 14)
    }

    @Test func carriesTheSeedsScales() throws {
        let (model, _) = try compile()
        #expect(["radius.xs", "radius.sm", "radius.md", "radius.lg"].map { points(model, $0) } == [6, 8, 12, 20])
        #expect(points(model, "size.touchTarget") == 44)
        let shadows = ["veryLight", "light", "medium", "heavy", "prominent"].compactMap {
            name -> (Double, Double, Double)? in
            guard case .shadow(let s)? = model.token(at: TokenPath(dotted: "shadow.\(name)"))?.value else { return nil }
            return (s.layers[0].color.alpha, s.layers[0].blur.value, s.layers[0].offsetY.value)
        }
        #expect(shadows.map(\.0).map { ($0 * 100).rounded() / 100 } == [0.02, 0.03, 0.05, 0.08, 0.12])
        #expect(shadows.map(\.1) == [4, 4, 12, 8, 24])  // CSS blur = 2 × the seeds' SwiftUI radius
        #expect(shadows.map(\.2) == [1, 2, 3, 2, 6])
        let springs = ["interactive", "entrance", "snappy"].compactMap { name -> (Double, Double)? in
            guard case .spring(let s)? = model.token(at: TokenPath(dotted: "spring.\(name)"))?.value else { return nil }
            return (s.response, s.dampingFraction)
        }
        #expect(springs.map(\.0) == [0.3, 0.5, 0.2])
        #expect(springs.map(\.1) == [0.7, 0.7, 0.6])
        guard case .glass(let action)? = model.token(at: TokenPath(dotted: "glass.action"))?.value else {
            Issue.record("no glass.action")
            return
        }
        #expect(action.variant == .regular && action.interactive && action.fallback == .thin)
    }

    /// The resolver makes dark the default (the seeds' hero) with a light context, and an orthogonal
    /// increased-contrast context: no token depends on both.
    @Test func semanticColorsVaryByAppearanceAndContrast() throws {
        let (model, _) = try compile()
        let light = Context(modifier: "appearance", name: "light")
        for path in [
            "color.accent", "color.groupedBackground", "color.selectionFill", "gradient.edgeFade", "glass.tinted",
        ] {
            let token = try #require(model.token(at: TokenPath(dotted: path)))
            #expect(token.value(in: light) != token.value, "\(path)")
        }
        let increased = Context(modifier: "contrast", name: "increased")
        for path in ["color.selectionBorder", "color.overlay", "size.hairline", "border.selected"] {
            let token = try #require(model.token(at: TokenPath(dotted: path)))
            #expect(token.value(in: increased) != token.value, "\(path)")
        }
        #expect(model.tokens.allSatisfy { $0.contextValues.allSatisfy { $0.contexts.count == 1 } })
        #expect(
            model.modifiers == [
                Modifier(name: "appearance", contexts: ["dark", "light"], defaultContext: "dark"),
                Modifier(
                    name: "contrast", contexts: ["standard", "increased"], defaultContext: "standard",
                    keepingOrder: true),
            ])
    }

    @Test func generatedOutputIsFresh() throws {
        var bag = DiagnosticBag()
        let bytes = [UInt8](try Data(contentsOf: Support.packageRoot.appendingPathComponent("tokenc.yaml")))
        let config = try #require(
            ProjectConfig.load(
                SourceFile(path: "tokenc.yaml", format: .yaml, bytes: bytes), directory: Support.packageRoot,
                diagnostics: &bag))
        let project = Project(config: config, displayBase: Support.packageRoot)
        let result = project.compile()
        let files = Pipeline.emit(try #require(result.model), sources: result.sources, project: project).files
        #expect(!files.isEmpty)
        let stale = OutputWriter.stale(files)
        #expect(stale.isEmpty, "run `swift run tokenc build`: \(stale.map(\.diff).joined())")
    }
}
