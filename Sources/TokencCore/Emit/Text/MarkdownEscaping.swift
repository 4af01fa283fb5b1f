/// Text from token files made safe for GitHub-flavored Markdown.
enum MarkdownEscaping {
    /// Text safe in a GFM table cell and as a one-line paragraph: HTML escaped, pipes as entities, line
    /// breaks as spaces, control and format characters dropped, and backslashes before the punctuation that
    /// can start Markdown constructs: `` ` * _ [ ] ~ \ `` anywhere (and `{ }`, which site generators read as
    /// templates), plus what only matters at the start of a line (`#`, `+`, `-`, `=`, and `1.`/`1)` lists).
    static func cell(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        appendCell(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``cell(_:)``'s text for `text` to a byte buffer.
    static func appendCell(_ text: String, to out: inout [UInt8]) {
        var atStart = true
        var leadingDigits = false
        var text = text
        let wasASCII = text.withUTF8 { bytes -> Bool in
            for byte in bytes where byte >= 0x80 { return false }
            // ASCII text (names, most values) byte by byte, by the same rules as the scalar loop below. Runs of
            // bytes that need nothing are copied at once: letters, and digits and spaces once the text is past
            // its start (neither then changes what later bytes need).
            var run = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                let letter = byte | 0x20
                if letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z") {
                    atStart = false
                    leadingDigits = false
                    continue
                }
                if !atStart, !leadingDigits, byte == 0x20 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                    continue
                }
                if run < index { out.appendBytes(UnsafeBufferPointer(rebasing: bytes[run..<index])) }
                appendASCII(byte, to: &out, atStart: &atStart, leadingDigits: &leadingDigits)
                run = index + 1
            }
            if run < bytes.count { out.appendBytes(UnsafeBufferPointer(rebasing: bytes[run..<bytes.count])) }
            return true
        }
        if wasASCII { return }
        for scalar in text.unicodeScalars {
            let wasAtStart = atStart
            if scalar != " " { atStart = false }
            guard scalar.isASCII else {
                // Format characters (bidi overrides, zero-width joiners…) and separators that break lines are dropped or spaced.
                if scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out.append(0x20)
                } else if scalar.properties.generalCategory != .format {
                    out.append(contentsOf: String(scalar).utf8)
                }
                leadingDigits = false
                continue
            }
            atStart = wasAtStart
            appendASCII(UInt8(scalar.value), to: &out, atStart: &atStart, leadingDigits: &leadingDigits)
        }
    }

    /// One ASCII character of ``cell(_:)``, escaped by where it stands.
    private static func appendASCII(
        _ byte: UInt8, to out: inout [UInt8], atStart: inout Bool, leadingDigits: inout Bool
    ) {
        let wasAtStart = atStart
        if byte != 0x20 { atStart = false }
        switch byte {
        case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "|"): out.append(contentsOf: "&#124;".utf8)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): out.append(0x20)
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "{"),
            UInt8(ascii: "}"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "~"):
            out.append(UInt8(ascii: "\\"))
            out.append(byte)
        case UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "."),
            UInt8(ascii: ")"):
            let startsBlock = byte == UInt8(ascii: ".") || byte == UInt8(ascii: ")") ? leadingDigits : wasAtStart
            if startsBlock { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        default:
            if byte >= 0x20, byte != 0x7F { out.append(byte) }
        }
        leadingDigits = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") && (wasAtStart || leadingDigits)
    }

    /// Text for a quoted HTML attribute inside a table cell: ``MarkupEscaping`` entities, pipes as entities
    /// (GFM splits rows on them even inside tags) and line breaks as spaces (a tag cannot span table lines).
    static func appendAttribute(_ text: String, to out: inout [UInt8]) {
        for byte in MarkupEscaping.text(text).utf8 {
            switch byte {
            case UInt8(ascii: "|"): out += "&#124;".utf8
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): out.append(0x20)
            default: out.append(byte)
            }
        }
    }

    /// Code in a table cell: `<code>` around ``cell(_:)`` text. (A backtick span cannot hold every string,
    /// and Markdown inside inline HTML is still parsed, so the text is escaped the same way.)
    static func code(_ text: String) -> String { "<code>" + cell(text) + "</code>" }

    /// Appends ``code(_:)``'s text for `text` to a byte buffer.
    static func appendCode(_ text: String, to out: inout [UInt8]) {
        out += "<code>"
        appendCell(text, to: &out)
        out += "</code>"
    }
}
