/// A small code printer: lines at the current indentation (four spaces a level), blocks, doc comments.
struct SwiftWriter {
    private(set) var text = ""
    private var level: Int

    init(level: Int = 0) {
        self.level = level
    }

    /// Text already laid out at this writer's level, appended as is.
    mutating func append(_ laidOut: String) {
        text += laidOut
    }

    private static let indents: [String] = (0..<16).map { String(repeating: "    ", count: $0) }

    mutating func line(_ code: String = "") {
        if !code.isEmpty {
            text += level < Self.indents.count ? Self.indents[level] : String(repeating: "    ", count: level)
            text += code
        }
        text += "\n"
    }

    /// `header {`, the body one level in, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    /// `/// …` lines; text is made safe for a comment first.
    mutating func doc(_ paragraphs: [String]) {
        let lines = paragraphs.filter { !$0.isEmpty }.enumerated().flatMap { index, paragraph in
            (index > 0 ? [""] : []) + SwiftLiteral.commentLines(paragraph)
        }
        for text in lines { line(text.isEmpty ? "///" : "/// " + text) }
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
        for code in expression.lines(prefix: prefix, indent: level * 4, width: width) {
            text += code + "\n"
        }
    }
}
