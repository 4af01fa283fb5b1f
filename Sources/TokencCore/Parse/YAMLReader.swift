import Foundation
import Yams

/// Reads YAML into the same located ``Node`` tree as ``JSONReader``, so YAML and JSON token files are one thing.
///
/// Plain scalars follow the YAML 1.2 core schema (`true`/`false`, never `yes`/`on`), keys must be
/// scalars, duplicate keys are errors, and nesting and alias expansion are bounded before and while
/// the tree is built, so no file can exhaust the stack or memory.
package struct YAMLReader: Sendable {
    /// The deepest nesting of mappings and sequences accepted.
    package var maxDepth: Int
    /// The most nodes one document may expand to (aliases included).
    package var maxNodes: Int

    package init(maxDepth: Int = 256, maxNodes: Int = 2_000_000) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }

    /// Parses `bytes`; on failure appends one located diagnostic and returns nil.
    package func read(_ bytes: [UInt8], file: Int32, diagnostics: inout DiagnosticBag) -> Node? {
        let invalid = bytes.withUnsafeBufferPointer { buffer -> (Int, Int, UInt8)? in
            guard let bad = UTF8Validator.firstInvalidOffset(in: buffer) else { return nil }
            let (line, column) = UTF8Validator.lineAndColumn(of: bad, in: buffer)
            return (line, column, buffer[bad])
        }
        if let (line, column, byte) = invalid {
            diagnostics.error(
                .invalidUTF8,
                "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)); token files must be UTF-8",
                at: SourceLocation(file: file, line: line, column: column))
            return nil
        }
        if let error = prescan(bytes, file: file) {
            diagnostics.append(error.diagnostic)
            return nil
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let outcome = Self.composeOnLargeStack(text)
        switch outcome {
        case .failure(let error):
            diagnostics.append(diagnostic(for: error, file: file))
            return nil
        case .success(nil):
            diagnostics.error(
                .syntax, "the file is empty; expected a mapping of tokens and groups",
                at: SourceLocation(file: file, line: 1, column: 1))
            return nil
        case .success(let root?):
            var converter = Converter(file: file, maxDepth: maxDepth, maxNodes: maxNodes)
            do {
                return try converter.convert(root)
            } catch let error as ReadError {
                diagnostics.append(error.diagnostic)
                return nil
            } catch {
                return nil
            }
        }
    }

    /// A cheap upper bound on nesting before libyaml and Yams (both recursive) see the text.
    private func prescan(_ bytes: [UInt8], file: Int32) -> ReadError? {
        var flowDepth = 0
        var line = 1
        var column = 1
        var indent = 0
        var atLineStart = true
        var quote: UInt8 = 0
        var inComment = false
        let indentLimit = maxDepth * 16
        for b in bytes {
            if b == 0x0A {
                line += 1
                column = 1
                indent = 0
                atLineStart = true
                inComment = false
                if quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") { continue }
                continue
            }
            defer { if b & 0xC0 != 0x80 { column += 1 } }
            if inComment { continue }
            if atLineStart {
                if b == 0x20 || b == UInt8(ascii: "-") || b == UInt8(ascii: "?") || b == UInt8(ascii: ":") {
                    indent += 1
                    if indent > indentLimit {
                        return ReadError(
                            rule: .nestingTooDeep,
                            message:
                                "indentation is deeper than \(indentLimit) columns; nesting is limited to \(maxDepth) levels",
                            location: SourceLocation(file: file, line: line, column: column))
                    }
                    continue
                }
                atLineStart = false
            }
            if quote != 0 {
                if b == quote { quote = 0 }
                continue
            }
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = b
            case UInt8(ascii: "#"):
                inComment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                if flowDepth > maxDepth {
                    return ReadError(
                        rule: .nestingTooDeep, message: "nesting is deeper than \(maxDepth) levels",
                        location: SourceLocation(file: file, line: line, column: column))
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(0, flowDepth - 1)
            default:
                break
            }
        }
        return nil
    }

    private final class Outcome: @unchecked Sendable {
        var result: Result<Yams.Node?, Error> = .success(nil)
    }

    /// Runs Yams' recursive composer on a thread with a generous stack.
    private static func composeOnLargeStack(_ text: String) -> Result<Yams.Node?, Error> {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.result = Result { try Yams.compose(yaml: text, .basic, .default, .utf8) }
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        return outcome.result
    }

    private func diagnostic(for error: Error, file: Int32) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: max(1, mark.line), column: max(1, mark.column))
        }
        guard let yamlError = error as? YamlError else {
            return Diagnostic(
                .error, .syntax, "cannot read YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = problem
            if let context { message += " (\(context.text))" }
            return Diagnostic(.error, .syntax, message, at: at(mark))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                .error, .duplicateKey, "duplicate key \(names) in a mapping; each key may appear once",
                at: at(context.mark))
        case .reader(let problem, _, _, _):
            return Diagnostic(.error, .syntax, problem, at: SourceLocation(file: file, line: 1, column: 1))
        default:
            return Diagnostic(
                .error, .syntax, "cannot read YAML: \(yamlError)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}

private struct Converter {
    let file: Int32
    let maxDepth: Int
    let maxNodes: Int
    var nodeCount = 0

    init(file: Int32, maxDepth: Int, maxNodes: Int) {
        self.file = file
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }

    func location(_ mark: Mark?) -> SourceLocation {
        SourceLocation(file: file, line: max(1, mark?.line ?? 1), column: max(1, mark?.column ?? 1))
    }

    mutating func convert(_ node: Yams.Node, depth: Int = 0) throws -> Node {
        nodeCount += 1
        if nodeCount > maxNodes {
            throw ReadError(
                rule: .inputTooLarge,
                message: "the document expands to more than \(maxNodes) values (YAML aliases repeat whole subtrees)",
                location: location(node.mark))
        }
        if depth > maxDepth {
            throw ReadError(
                rule: .nestingTooDeep, message: "nesting is deeper than \(maxDepth) levels",
                location: location(node.mark))
        }
        switch node {
        case .scalar(let scalar):
            return Node(try scalarKind(scalar), at: location(scalar.mark))
        case .sequence(let sequence):
            var elements: [Node] = []
            elements.reserveCapacity(sequence.count)
            for element in sequence {
                elements.append(try convert(element, depth: depth + 1))
            }
            return Node(.array(elements), at: location(sequence.mark))
        case .mapping(let mapping):
            var members: [Node.Member] = []
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw ReadError(
                        rule: .yamlKey,
                        message:
                            "mapping keys must be plain strings, not \(key.mapping != nil ? "mappings" : "sequences")",
                        location: location(key.mark))
                }
                if keyScalar.string == "<<", keyScalar.style == .plain {
                    try merge(value, into: &members, of: mapping, depth: depth)
                    continue
                }
                let converted = try convert(value, depth: depth + 1)
                members.append(
                    Node.Member(key: keyScalar.string, keyLocation: location(keyScalar.mark), value: converted))
            }
            return Node(.object(members), at: location(mapping.mark))
        case .alias(let alias):
            throw ReadError(rule: .syntax, message: "unresolved YAML alias", location: location(alias.mark))
        }
    }

    /// A merge key (`<<: *base`, `<<: [*a, *b]`), which YAML 1.1 defines and most YAML tools read: the merged
    /// mappings' keys that the mapping does not write itself join it where the merge key stands, an earlier
    /// mapping's before a later one's.
    private mutating func merge(
        _ value: Yams.Node, into members: inout [Node.Member], of mapping: Yams.Node.Mapping, depth: Int
    ) throws {
        let sources = value.sequence.map(Array.init) ?? [value]
        for source in sources {
            guard let merged = try convert(source, depth: depth + 1).members else {
                throw ReadError(
                    rule: .syntax, message: "a merge key '<<' takes a mapping or a list of mappings",
                    location: location(source.mark))
            }
            for member in merged
            where mapping[member.key] == nil && !members.contains(where: { $0.key == member.key }) {
                members.append(member)
            }
        }
    }

    func scalarKind(_ scalar: Yams.Node.Scalar) throws -> Node.Kind {
        let text = scalar.string
        let tag = scalar.tag.rawValue
        if !tag.isEmpty, tag != "!" {
            switch tag {
            case "tag:yaml.org,2002:str": return .string(text)
            case "tag:yaml.org,2002:int", "tag:yaml.org,2002:float":
                if let number = Self.number(text) { return .number(number) }
                throw ReadError(rule: .syntax, message: "'\(text)' is not a number", location: location(scalar.mark))
            case "tag:yaml.org,2002:bool":
                if let bool = Self.bool(text) { return .bool(bool) }
                throw ReadError(rule: .syntax, message: "'\(text)' is not a boolean", location: location(scalar.mark))
            case "tag:yaml.org,2002:null": return .null
            default:
                throw ReadError(
                    rule: .syntax, message: "unsupported YAML tag '\(tag)'", location: location(scalar.mark))
            }
        }
        guard scalar.style == .plain, tag.isEmpty else { return .string(text) }
        if text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL" { return .null }
        if let bool = Self.bool(text) { return .bool(bool) }
        if let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        {
            if let number = Self.number(text) {
                guard number.isFinite else {
                    throw ReadError(
                        rule: .invalidValue, message: "'\(text)' is not a finite number",
                        location: location(scalar.mark))
                }
                return .number(number)
            }
        }
        return .string(text)
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// YAML 1.2 core-schema numbers: decimal, `0o` octal, `0x` hex, floats, `.inf`, `.nan`.
    static func number(_ text: String) -> Double? {
        if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return Double(value) }
        if text.hasPrefix("0o"), let value = UInt64(text.dropFirst(2), radix: 8) { return Double(value) }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        let allowed = text.utf8.allSatisfy { b in
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: ".") || b == UInt8(ascii: "e")
                || b == UInt8(ascii: "E") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
        }
        guard allowed, text.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Double(text)
    }
}
