/// A small code printer: lines at the current indentation (four spaces a level), blocks, doc comments.
struct SwiftWriter {
    /// The text as UTF-8 bytes: appending bytes costs less than appending to a `String`.
    private(set) var bytes: [UInt8] = []
    /// The indentation level of the lines written next.
    var level: Int

    init(level: Int = 0) {
        self.level = level
    }

    mutating func line(_ code: String = "") {
        if !code.isEmpty {
            writeIndent()
            bytes += code.utf8
        }
        bytes.append(0x0A)
    }

    /// `header {`, the body one level in, then `}`.
    /// Another writer's lines, as written there.
    mutating func append(_ other: SwiftWriter) {
        bytes += other.bytes
    }

    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    /// `/// …` lines; text is made safe for a comment first. Paragraphs are separated by a `///` line.
    mutating func doc(_ paragraphs: [String]) {
        var first = true
        for paragraph in paragraphs where !paragraph.isEmpty {
            if !first { line("///") }
            first = false
            docParagraph(Array(paragraph.utf8))
        }
    }

    /// One paragraph's comment lines from its UTF-8, as ``SwiftLiteral/commentLines(_:width:)`` makes them. Lines
    /// that are already plain printable ASCII within the width are copied as they are.
    mutating func docParagraph(_ bytes: [UInt8]) {
        // A line is simple (copied as it is) when it has no character a comment drops and fits without edge
        // spaces, or has no space to wrap at. Blank lines are held back until a line with text follows, so
        // trailing ones are dropped.
        var blanks = 0
        var wrapped: [String] = []
        var start = 0
        var plain = true
        var hasControl = false
        var hasSpace = false
        for offset in 0...bytes.count {
            let byte: UInt8 = offset < bytes.count ? bytes[offset] : 0x0A
            guard byte == 0x0A else {
                if byte >= 0x80 { plain = false }
                if byte < 0x20 || byte == 0x7F { hasControl = true }
                if byte == 0x20 { hasSpace = true }
                continue
            }
            let line = bytes[start..<offset]
            var simple =
                !hasControl && !line.isEmpty
                && (!hasSpace || (line.count <= SwiftLiteral.commentWidth && line.first != 0x20 && line.last != 0x20))
            if simple, !plain {
                // Other scalars are fine unless they are C1 controls, line separators or format characters;
                // wrapping such a line would also collapse runs of spaces, so it must have none.
                simple =
                    !zip(line, line.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 }
                    && String(decoding: line, as: UTF8.self).unicodeScalars.allSatisfy {
                        $0.value < 0x80
                            || ($0.value > 0x9F && $0.value != 0x2028 && $0.value != 0x2029
                                && $0.properties.generalCategory != .format)
                    }
            }
            writeCommentLine(line, simple: simple, blanks: &blanks, wrapped: &wrapped)
            start = offset + 1
            plain = true
            hasControl = false
            hasSpace = false
        }
    }

    /// One line of a paragraph: copied when simple, else wrapped and cleaned; blank lines wait in `blanks`.
    private mutating func writeCommentLine(
        _ text: ArraySlice<UInt8>, simple: Bool, blanks: inout Int, wrapped: inout [String]
    ) {
        if simple {
            for _ in 0..<blanks { line("///") }
            blanks = 0
            writeIndent()
            bytes += "/// "
            bytes.append(contentsOf: text)
            bytes.append(0x0A)
            return
        }
        wrapped.removeAll(keepingCapacity: true)
        SwiftLiteral.appendLine(
            Substring(String(decoding: text, as: UTF8.self)), width: SwiftLiteral.commentWidth, to: &wrapped)
        for wrappedLine in wrapped {
            if wrappedLine.isEmpty {
                blanks += 1
                continue
            }
            for _ in 0..<blanks { line("///") }
            blanks = 0
            line("/// " + wrappedLine)
        }
    }

    private mutating func writeIndent() {
        bytes.append(contentsOf: repeatElement(0x20, count: level * 4))
    }

    /// Lines of a block of code, each indented to the current level (blank lines stay empty).
    mutating func lines(_ block: String) {
        for code in block.split(separator: "\n", omittingEmptySubsequences: false) { line(String(code)) }
    }

    /// The body one level in, with no braces (for `#if` blocks).
    mutating func indent(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// An expression after `prefix`, broken over lines when it is wider than `width`.
    mutating func expression(_ expression: SwiftExpression, prefix: String, width: Int) {
        expression.write(prefix: prefix, indent: level * 4, width: width, to: &bytes)
        bytes.append(0x0A)
    }
}
