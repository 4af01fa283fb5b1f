import Foundation
import Testing

@testable import TokencCore

/// The JSON model is written piece by piece (``JSONSink``) instead of through a ``JSONValue`` tree; the text must
/// keep the tree's layout.
@Suite("JSON written piece by piece")
struct JSONWriterTests {
    @Test func textKeepsTheTreeLayout() {
        let value = JSONValue.object([
            ("empty object", .object([])), ("empty array", .array([])),
            ("short", .array([.number(1), .number(-0.0), .number(0.25), .string("a\"b"), .bool(true), .null])),
            ("long", .array((1...9).map { .number(Double($0)) })),
            ("nested", .array([.object([("k", .number(1e20))]), .array([])])),
        ])
        let expected = """
            {
              "empty object": {},
              "empty array": [],
              "short": [1, 0, 0.25, "a\\"b", true, null],
              "long": [
                1,
                2,
                3,
                4,
                5,
                6,
                7,
                8,
                9
              ],
              "nested": [
                {
                  "k": 1e+20
                },
                []
              ]
            }

            """
        #expect(value.serialized() == expected)
    }

    /// Every token of the reference system, written straight and through a tree: the same text (so each
    /// array's `inline` claim matches what the tree layout decides).
    @Test func streamedTokensMatchTheirTrees() throws {
        let project = Project(
            config: ProjectConfig(directory: Support.packageRoot, sources: ["tokens/tokens.resolver.json"]),
            displayBase: Support.packageRoot)
        let result = project.compile()
        let model = try #require(result.model)
        let sources = SourceManager()
        for token in model.tokens {
            var text = JSONTextWriter(level: 2)
            ModelDumper.writeToken(token, sources: sources, includesSources: true, to: &text)
            var tree = JSONValueBuilder()
            ModelDumper.writeToken(token, sources: sources, includesSources: true, to: &tree)
            var fromTree: [UInt8] = []
            tree.value.write(to: &fromTree, indent: 2)
            #expect(
                String(decoding: text.out, as: UTF8.self) == String(decoding: fromTree, as: UTF8.self), "\(token.path)")
        }
    }
}
