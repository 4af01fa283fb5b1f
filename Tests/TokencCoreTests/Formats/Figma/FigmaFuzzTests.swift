import Foundation
import Testing

@testable import TokencCore

/// Every Figma reader on mutated copies of its fixtures: any value of any file replaced by a value of another
/// shape, or removed. Whatever the reader makes of it, it never crashes, and every error says where.
@Suite struct FigmaFuzzTests {
    static var replacements: [Any] {
        [
            NSNull(), "", "{missing.token}", "VARIABLE_ALIAS", 0, -1.5, 1e300, true, [Any](), [String: Any](),
            ["type": "VARIABLE_ALIAS", "id": "VariableID:0:0"], ["r": 2, "g": "x"], ["value": 4, "unit": "px"],
        ]
    }

    /// `value` with one node (chosen by `generator`) replaced or, in an object, removed.
    static func mutate(_ value: Any, _ generator: inout SeededGenerator, depth: Int = 0) -> Any {
        let stop = Int.random(in: 0..<4, using: &generator) == 0 || depth > 12
        if var object = value as? [String: Any], !object.isEmpty, !stop {
            let key = object.keys.sorted()[Int.random(in: 0..<object.count, using: &generator)]
            if Int.random(in: 0..<6, using: &generator) == 0 {
                object.removeValue(forKey: key)
            } else {
                object[key] = mutate(object[key]!, &generator, depth: depth + 1)
            }
            return object
        }
        if var array = value as? [Any], !array.isEmpty, !stop {
            let index = Int.random(in: 0..<array.count, using: &generator)
            array[index] = mutate(array[index], &generator, depth: depth + 1)
            return array
        }
        return replacements[Int.random(in: 0..<replacements.count, using: &generator)]
    }

    @Test(arguments: [
        "native", "rest", "rest-extended", "plugin", "action", "design-tokens", "tokens-bruecke", "tokens-bruecke-1",
    ])
    func mutatedFilesNeverCrashAndEveryErrorIsLocated(_ folder: String) throws {
        let files = try FigmaTests.files(folder)
        let parsed = try files.map {
            try JSONSerialization.jsonObject(with: Data($0.bytes), options: [.fragmentsAllowed])
        }
        var generator = SeededGenerator(state: 0x5EED_F16A ^ UInt64(folder.utf8.count))
        for _ in 0..<150 {
            var mutated = parsed
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let slot = Int.random(in: 0..<mutated.count, using: &generator)
                mutated[slot] = Self.mutate(mutated[slot], &generator)
            }
            let sources = try zip(files, mutated).map { file, value in
                let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
                return SourceFile(path: file.path, format: .json, bytes: Array(data))
            }
            Self.compileWithoutCrashing(sources)
        }
    }

    /// 150 rounds of `files` (path, JSON text), one of them mutated each round, compiled by
    /// ``compileWithoutCrashing(_:)``: all together, or each file alone.
    static func fuzz(_ files: [(String, String)], seed: UInt64, together: Bool = true) throws {
        let parsed = try files.map { try JSONSerialization.jsonObject(with: Data($0.1.utf8)) }
        var generator = SeededGenerator(state: seed)
        for _ in 0..<150 {
            var mutated = parsed
            let slot = Int.random(in: 0..<mutated.count, using: &generator)
            mutated[slot] = mutate(mutated[slot], &generator)
            let sources = try zip(files, mutated).map { file, value in
                let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
                return SourceFile(path: file.0, format: .json, bytes: Array(data))
            }
            if together {
                compileWithoutCrashing(sources)
            } else {
                for source in sources { compileWithoutCrashing([source]) }
            }
        }
    }

    /// Compiles mutated files: every error is located, and what compiles also emits.
    static func compileWithoutCrashing(_ sources: [SourceFile]) {
        let result = Pipeline.compile(.classify(sources), options: Pipeline.Options(lint: Support.lintOff))
        let unlocated = result.diagnostics.filter { $0.severity == .error && $0.location == nil }
        #expect(unlocated.isEmpty, "\(unlocated.map(\.message))")
        if let model = result.model {
            _ = SwiftEmitter.emit(EmitContext(model, sources: result.sources))
            _ = CSSEmitter.emit(EmitContext(model, sources: result.sources))
        }
    }
}
