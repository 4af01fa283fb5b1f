import Foundation

/// Rewrites token files to strict DTCG 2025.10 in place: each fix replaces the bytes of one scalar value (a
/// string, a number, a YAML plain scalar) with its conforming spelling in the file's own format, so comments,
/// key order, indentation and everything else stay as they were.
public enum SourceFixer {
    /// A file with its fixes applied.
    public struct FixedFile: Sendable {
        /// The file's index in the compile's ``SourceManager``.
        package var index: Int
        package var original: SourceFile
        package var bytes: [UInt8]
        /// How many values changed.
        package var count: Int
    }

    /// A fix that could not be applied safely; nothing is written when there is one.
    public struct Failure: Error, Sendable {
        package var message: String
        package var location: SourceLocation
    }

    /// The files the fixes in `diagnostics` change, in file order; a failure when a fix cannot be placed or its
    /// result does not read back as the same format.
    public static func fix(_ diagnostics: [Diagnostic], sources: SourceManager) -> Result<[FixedFile], Failure> {
        var byFile: [Int32: [SourceFix]] = [:]
        for diagnostic in diagnostics {
            guard let fix = diagnostic.fix else { continue }
            byFile[fix.location.file, default: []].append(fix)
        }
        var fixed: [FixedFile] = []
        for index in byFile.keys.sorted() {
            let file = sources.files[Int(index)]
            switch apply(byFile[index]!, to: file) {
            case .success(let (bytes, count)):
                fixed.append(FixedFile(index: Int(index), original: file, bytes: bytes, count: count))
            case .failure(let failure):
                return .failure(failure)
            }
        }
        return .success(fixed)
    }

    /// `file`'s bytes with `fixes` (all located in it) applied, and how many values changed.
    static func apply(_ fixes: [SourceFix], to file: SourceFile) -> Result<([UInt8], Int), Failure> {
        let bytes = file.bytes
        let lineStarts = Self.lineStarts(bytes)
        var edits: [(range: Range<Int>, text: [UInt8])] = []
        var seen = Set<SourceLocation>()
        for fix in fixes where seen.insert(fix.location).inserted {
            guard let start = offset(of: fix.location, in: bytes, lineStarts: lineStarts) else {
                return .failure(Failure(message: "cannot find the value to fix", location: fix.location))
            }
            let end = scalarEnd(bytes, from: start, format: file.format)
            guard end > start, bytes[start] != UInt8(ascii: "*") || file.format != .yaml else {
                return .failure(
                    Failure(
                        message: "the value to fix is not a plain value (a YAML alias?); fix it by hand",
                        location: fix.location))
            }
            let quote = bytes[start] == UInt8(ascii: "'") || bytes[start] == UInt8(ascii: "\"") ? bytes[start] : nil
            edits.append((start..<end, render(fix.replacement, format: file.format, quote: quote)))
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        for (previous, next) in zip(edits, edits.dropFirst()) where previous.range.upperBound > next.range.lowerBound {
            return .failure(Failure(message: "two fixes overlap here", location: fixes[0].location))
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.count * 24)
        var position = 0
        var changed = 0
        for edit in edits {
            out += bytes[position..<edit.range.lowerBound]
            out += edit.text
            if Array(bytes[edit.range]) != edit.text { changed += 1 }
            position = edit.range.upperBound
        }
        out += bytes[position...]
        // The result must read back in the same format, or nothing is written.
        var check = DiagnosticBag()
        var rewritten = file
        rewritten.bytes = out
        if Pipeline.parse(rewritten, index: 0, diagnostics: &check) == nil || check.hasErrors {
            return .failure(
                Failure(
                    message:
                        "the fixed file would not read back (\(check.diagnostics.first?.message ?? "unreadable")); nothing was written",
                    location: fixes[0].location))
        }
        return .success((out, changed))
    }

    /// The byte offset of each line's start.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }

    /// The byte offset of a 1-based line and column (columns count Unicode scalars).
    private static func offset(of location: SourceLocation, in bytes: [UInt8], lineStarts: [Int]) -> Int? {
        let line = Int(location.line) - 1
        guard line >= 0, line < lineStarts.count else { return nil }
        var offset = lineStarts[line]
        var column = 1
        while column < Int(location.column) {
            guard offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") else { return nil }
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset < bytes.count ? offset : nil
    }

    /// Where the scalar starting at `start` ends: after its closing quote, or at the first byte that cannot
    /// belong to a number or plain scalar.
    static func scalarEnd(_ bytes: [UInt8], from start: Int, format: SourceFile.Format) -> Int {
        let first = bytes[start]
        var index = start + 1
        if first == UInt8(ascii: "\"") || (first == UInt8(ascii: "'") && format != .yaml) {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if bytes[index] == first { return index + 1 }
                if bytes[index] == UInt8(ascii: "\n"), first == UInt8(ascii: "'") || format != .yaml { return start }
                index += 1
            }
            return start
        }
        if first == UInt8(ascii: "'") {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "'") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
                        index += 2
                        continue
                    }
                    return index + 1
                }
                index += 1
            }
            return start
        }
        let stops: [UInt8] = format == .yaml ? Array("\n\r,]}".utf8) : Array(",}] \t\r\n/".utf8)
        index = start
        while index < bytes.count, !stops.contains(bytes[index]) {
            if format == .yaml, bytes[index] == UInt8(ascii: "#"), index > start, bytes[index - 1] == UInt8(ascii: " ")
            {
                break
            }
            index += 1
        }
        while index > start, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") {
            index -= 1
        }
        return index
    }

    /// The replacement's text in the file's format; strings keep the original's quotes where it had some.
    static func render(_ replacement: SourceFix.Replacement, format: SourceFile.Format, quote: UInt8?) -> [UInt8] {
        func string(_ text: String) -> String {
            if format == .yaml, quote == nil, !text.isEmpty,
                text.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }),
                !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(text)
            {
                return text
            }
            if format == .yaml, quote == UInt8(ascii: "'") {
                return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
            }
            let mark = quote == UInt8(ascii: "'") && format == .json5 ? "'" : "\""
            return mark
                + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: mark, with: "\\" + mark)
                + mark
        }
        switch replacement {
        case .string(let text):
            return Array(string(text).utf8)
        case .number(let number):
            return Array(JSONValue.format(number).utf8)
        case .dimension(let value, let unit):
            let number = JSONValue.format(value)
            if format == .yaml { return Array("{value: \(number), unit: \(unit)}".utf8) }
            return Array("{\"value\": \(number), \"unit\": \"\(unit)\"}".utf8)
        }
    }
}
