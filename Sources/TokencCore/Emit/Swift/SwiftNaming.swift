import Foundation

/// Turns DTCG names into Swift identifiers by one documented rule:
///
/// 0. Characters that carry meaning are spelled first (``spelled(_:)``): `+` is the word `plus` (`sm+` →
///    `smPlus`), a `-` that starts a number is `minus` (`-1` → `minus1`), and `,` or `_` between two digits is a
///    decimal point, `p` (`1,5x` and `1_5x` → `_1p5x`, not `_15x`). A leading `_` is kept (`_size` → `_size`,
///    group `_Size`), so Figma's helper variables stay apart from the ones they help.
/// 1. Letters beyond ASCII are kept where Swift allows them (`größe` → `größe`, `色` → `色`), composed first.
/// 2. Every character other than a letter or an ASCII digit separates words; so do changes from lower- to
///    upper-case (`groupedBackground` stays two words, which join back unchanged). Symbols such as emoji are
///    dropped, unless that makes a name another already has: then they are spelled (``symbolsSpelled(_:)``).
/// 3. A word written all in capitals is lowered (`FONT-SIZE` → `fontSize`, `URL` → `url`).
/// 4. Words join as lowerCamelCase for tokens and UpperCamelCase for groups.
/// 5. A leading digit gets a `_` prefix (`500` → `_500`); a Swift keyword is escaped with backticks, except
///    the few Swift reads differently after a dot: tokens named `self` or `init` become `selfToken`,
///    `initToken`, groups named `Type`, `Protocol` or `Self` become `TypeGroup`, `ProtocolGroup`, `SelfGroup`.
/// 6. A name with no letter or digit left (`🎨`) becomes `u` plus its scalars in hex (`u1F3A8`).
/// `$root` becomes `root`. Two names that become one identifier in one scope are made distinct
/// (``distinct(_:of:isType:taken:)``), with a warning.
package enum SwiftNaming {
    /// Whether `text` can be a Swift identifier as written: a letter or `_` first, then letters, digits,
    /// combining marks and `_` (a keyword is escaped with backticks where it is used).
    static func isIdentifier(_ text: String) -> Bool {
        func isHead(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_"
                || (scalar.isASCII
                    ? scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A
                    : isIdentifierHead(scalar))
        }
        guard let first = text.unicodeScalars.first, isHead(first), text != "_" else { return false }
        return text.unicodeScalars.allSatisfy { isHead($0) || ("0"..."9").contains($0) || isCombiningMark($0) }
    }

    /// `identifier`, made from `name`, made free of `taken`: first `name` with its symbols spelled
    /// (``symbolsSpelled(_:)``: `🔠 desktop` beside `desktop` is `u1F520Desktop`), else `identifier` + `Alt`, then
    /// `Alt2`, `Alt3`…; a word, not a bare number, so that `_500` does not become `_5002`.
    static func distinct(_ identifier: String, of name: String, isType: Bool, taken: (String) -> Bool) -> String {
        if let spelled = symbolsSpelled(name) {
            let candidate = isType ? type(spelled) : member(spelled)
            if candidate != identifier, !taken(candidate) { return candidate }
        }
        let base = identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
        var candidate = base + "Alt"
        var number = 2
        while taken(candidate) {
            candidate = base + "Alt\(number)"
            number += 1
        }
        return candidate
    }

    /// The identifier for a token name.
    package static func member(_ name: String) -> String {
        let spelled = spelled(name == "$root" ? "root" : name)
        let identifier = keepingUnderscore(
            of: name, asciiCamel(spelled, upperFirst: false) ?? camel(words(spelled), upperFirst: false))
        return isKeyword(identifier) && unqualifiable.contains(identifier) ? identifier + "Token" : escape(identifier)
    }

    /// The type name for a group name.
    package static func type(_ name: String) -> String {
        let spelled = spelled(name)
        let identifier = keepingUnderscore(
            of: name, asciiCamel(spelled, upperFirst: true) ?? camel(words(spelled), upperFirst: true))
        return isKeyword(identifier) && unqualifiable.contains(identifier) ? identifier + "Group" : escape(identifier)
    }

    /// `identifier` with the leading `_` of `name` (`_size` → `_size`), unless it has one already (`_500`).
    static func keepingUnderscore(of name: String, _ identifier: String) -> String {
        name.utf8.first == 0x5F && identifier.utf8.first != 0x5F ? "_" + identifier : identifier
    }

    /// `name` with the characters that carry meaning written as words (rule 0): `+` → ` plus `, a `-` that starts a
    /// number → ` minus `, `,` or `_` between two digits → `p`. Names without `+`, `-`, `,` or `_` come back as
    /// they are.
    static func spelled(_ name: String) -> String {
        // Most names have nothing to spell: a `+`, or a `-`, `,` or `_` before a digit. One pass decides, without
        // copying the name.
        var previous: UInt8 = 0
        let spells = name.utf8.contains { byte in
            defer { previous = byte }
            return byte == 0x2B
                || (byte >= 0x30 && byte <= 0x39 && (previous == 0x2D || previous == 0x2C || previous == 0x5F))
        }
        guard spells else { return name }
        let bytes = Array(name.utf8)
        func isDigit(_ index: Int) -> Bool {
            bytes.indices.contains(index) && bytes[index] >= 0x30 && bytes[index] <= 0x39
        }
        func isAlphanumeric(_ index: Int) -> Bool {
            guard bytes.indices.contains(index) else { return false }
            let byte = bytes[index]
            return isDigit(index) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        for index in bytes.indices {
            switch bytes[index] {
            case 0x2B: out += Array(" plus ".utf8)
            case 0x2D where isDigit(index + 1) && !isAlphanumeric(index - 1): out += Array(" minus ".utf8)
            case 0x2C where isDigit(index - 1) && isDigit(index + 1),
                0x5F where isDigit(index - 1) && isDigit(index + 1):
                out.append(0x70)
            default: out.append(bytes[index])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Names Swift reads as something else after a dot even in backticks (`X.Type`, `x.self`, `X.init`).
    static let unqualifiable: Set<String> = ["Type", "Protocol", "Self", "self", "init"]

    /// A lowerCamelCase identifier from several names, e.g. a whole path for a `ShapeStyle` static.
    package static func joined(_ names: some Collection<String>) -> String {
        let names = names.map { $0 == "$root" ? "root" : spelled($0) }
        let identifier = asciiCamel(names, upperFirst: false) ?? camel(names.flatMap(words), upperFirst: false)
        return escape(keepingUnderscore(of: names.first ?? "", identifier))
    }

    static func words(_ name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(name) }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasLower = false
        for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
            let properties = scalar.properties
            let isDigit = scalar.value >= 0x30 && scalar.value <= 0x39
            let isLetter =
                scalar.isASCII
                ? (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A)
                : properties.isAlphabetic && isIdentifierHead(scalar)
            // A combining mark NFC could not fold into its letter stays with it (Swift allows marks after a head).
            let isMark = !current.isEmpty && isCombiningMark(scalar)
            guard isLetter || isDigit || isMark else {
                if !current.isEmpty { words.append(String(current)) }
                current = String.UnicodeScalarView()
                previousWasLower = false
                continue
            }
            if isMark {
                current.append(scalar)
                continue
            }
            let isUpper = properties.isUppercase
            if isUpper, previousWasLower, !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
            current.append(scalar)
            previousWasLower = !isUpper
        }
        if !current.isEmpty { words.append(String(current)) }
        if words.isEmpty {
            let hex = name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
            return ["u" + (hex.isEmpty ? "nnamed" : hex)]
        }
        return words
    }

    /// `name` with each symbol (an emoji, `©`, `→`…), which ``words(_:)`` drops, written as a word of its scalar
    /// in hex (`🔠 desktop` → `u1F520 desktop`); nil when it has none. The second spelling tried when dropping
    /// them makes a name another already has. CSS asks for lowercase hex, which stays one word.
    static func symbolsSpelled(_ name: String, lowercase: Bool = false) -> String? {
        guard name.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        var out = ""
        var found = false
        for scalar in name.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .otherSymbol, .mathSymbol, .currencySymbol, .modifierSymbol:
                guard !scalar.isASCII else { fallthrough }
                out += " u" + String(scalar.value, radix: 16, uppercase: !lowercase) + " "
                found = true
            default: out.unicodeScalars.append(scalar)
            }
        }
        return found ? out : nil
    }

    /// Whether Swift's grammar lets `scalar` begin an identifier (The Swift Programming Language, Lexical Structure,
    /// identifier-head), for non-ASCII scalars.
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return identifierHeadRanges.contains { $0.contains(value) }
            || (value >= 0x10000 && value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD)
    }

    /// Combining marks Swift allows after the first character of an identifier (identifier-character).
    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x300...0x36F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    /// The identifier-head ranges of the Basic Multilingual Plane beyond ASCII.
    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    /// ``words(_:)`` for an all-ASCII name, on bytes.
    private static func asciiWords(_ name: String) -> [String] {
        var words: [String] = []
        name.withUTF8Buffer { forEachASCIIWord($0) { words.append(String(decoding: $0, as: UTF8.self)) } }
        if words.isEmpty {
            let hex = name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
            return ["u" + (hex.isEmpty ? "nnamed" : hex)]
        }
        return words
    }

    /// The word rule (rule 2) on the bytes of an all-ASCII name: calls `body` with each word in order.
    static func forEachASCIIWord(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void
    ) {
        var start = 0
        var previousWasLower = false
        for index in bytes.indices {
            let byte = bytes[index]
            let isUpper = byte >= 0x41 && byte <= 0x5A
            guard isUpper || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) else {
                if start < index { body(bytes[start..<index]) }
                start = index + 1
                previousWasLower = false
                continue
            }
            if isUpper, previousWasLower, start < index {
                body(bytes[start..<index])
                start = index
            }
            previousWasLower = !isUpper
        }
        if start < bytes.count { body(bytes[start...]) }
    }

    /// ``camel(_:upperFirst:)`` of ``words(_:)`` in one pass for an ASCII name with at least one word; nil otherwise.
    static func asciiCamel(_ name: String, upperFirst: Bool) -> String? {
        asciiCamel(CollectionOfOne(name), upperFirst: upperFirst)
    }

    /// ``camel(_:upperFirst:)`` of every name's ``words(_:)`` in one pass, for ASCII names that each have a
    /// word; nil otherwise.
    static func asciiCamel(_ names: some Collection<String>, upperFirst: Bool) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(names.reduce(1) { $0 + $1.utf8.count })
        var wordCount = 0
        for name in names {
            let before = wordCount
            let isASCII = name.withUTF8Buffer { input in
                guard input.allSatisfy({ $0 < 0x80 }) else { return false }
                appendASCIICamel(input, upperFirst: upperFirst, wordCount: &wordCount, to: &bytes)
                return true
            }
            guard isASCII, wordCount > before else { return nil }
        }
        guard wordCount > 0 else { return nil }
        if bytes[0] >= 0x30 && bytes[0] <= 0x39 { bytes.insert(0x5F, at: 0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The camel-cased words of one ASCII name, counting words across names so only the very first is lowered.
    private static func appendASCIICamel(
        _ input: UnsafeBufferPointer<UInt8>, upperFirst: Bool, wordCount: inout Int, to bytes: inout [UInt8]
    ) {
        forEachASCIIWord(input) { word in
            var hasLetter = false
            var hasLower = false
            for byte in word {
                if byte >= 0x61 && byte <= 0x7A { hasLower = true }
                if byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A { hasLetter = true }
            }
            let lowersAll = word.count > 1 && !hasLower && hasLetter
            for index in word.startIndex..<word.endIndex {
                let byte = word[index]
                guard byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A else {
                    bytes.append(byte)
                    continue
                }
                if index == word.startIndex {
                    bytes.append(wordCount == 0 && !upperFirst ? byte | 0x20 : byte & ~0x20)
                } else {
                    bytes.append(lowersAll ? byte | 0x20 : byte)
                }
            }
            wordCount += 1
        }
    }

    static func camel(_ words: [String], upperFirst: Bool) -> String {
        guard words.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else {
            return unicodeCamel(words, upperFirst: upperFirst)
        }
        // Words hold ASCII letters and digits only (and `_` in the hex fallback), so this works on bytes.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(words.reduce(1) { $0 + $1.utf8.count })
        for (index, word) in words.enumerated() {
            var hasLetter = false
            var hasLower = false
            for byte in word.utf8 {
                if byte >= 0x61 && byte <= 0x7A { hasLower = true }
                if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { hasLetter = true }
            }
            let lowersAll = word.utf8.count > 1 && !hasLower && hasLetter
            for (offset, byte) in word.utf8.enumerated() {
                let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
                guard isLetter else {
                    bytes.append(byte)
                    continue
                }
                if offset == 0 {
                    bytes.append(index == 0 && !upperFirst ? byte | 0x20 : byte & ~0x20)
                } else {
                    bytes.append(lowersAll ? byte | 0x20 : byte)
                }
            }
        }
        if let first = bytes.first, first >= 0x30 && first <= 0x39 { bytes.insert(0x5F, at: 0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``camel(_:upperFirst:)`` for words with letters beyond ASCII: a case mapping is used only where it gives one
    /// scalar (`ß` has no capital of its own and stays), and letters without case (`色`) stay as they are.
    private static func unicodeCamel(_ words: [String], upperFirst: Bool) -> String {
        func mapped(_ scalar: Unicode.Scalar, _ mapping: String) -> Unicode.Scalar {
            let scalars = mapping.unicodeScalars
            return scalars.count == 1 ? scalars.first! : scalar
        }
        var result = String.UnicodeScalarView()
        for (index, word) in words.enumerated() {
            let scalars = word.unicodeScalars
            let lowersAll =
                scalars.count > 1 && !scalars.contains { $0.properties.isLowercase }
                && scalars.contains { $0.properties.isUppercase }
            for (offset, scalar) in scalars.enumerated() {
                if offset == 0 {
                    result.append(
                        index == 0 && !upperFirst
                            ? mapped(scalar, scalar.properties.lowercaseMapping)
                            : mapped(scalar, scalar.properties.titlecaseMapping))
                } else {
                    result.append(lowersAll ? mapped(scalar, scalar.properties.lowercaseMapping) : scalar)
                }
            }
        }
        if let first = result.first, first.value >= 0x30 && first.value <= 0x39 {
            result.insert("_", at: result.startIndex)
        }
        return String(result)
    }

    static func escape(_ identifier: String) -> String {
        isKeyword(identifier) ? "`\(identifier)`" : identifier
    }

    /// Whether `identifier` is one of ``keywords``: all are 2 to 15 ASCII letters, which rules most names out
    /// before any hashing.
    static func isKeyword(_ identifier: String) -> Bool {
        let count = identifier.utf8.count
        guard count >= 2, count <= 15, identifier.utf8.allSatisfy({ $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }) else {
            return false
        }
        return keywords.contains(identifier)
    }

    /// Swift's reserved words, which need backticks as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any",
        "Type", "Protocol", "await", "async", "some", "any", "borrowing", "consuming", "package", "sending",
    ]
}
