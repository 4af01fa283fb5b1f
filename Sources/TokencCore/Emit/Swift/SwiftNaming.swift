import Foundation

/// Turns DTCG names into Swift identifiers by one documented rule:
///
/// 1. Diacritics fold to ASCII (`größe` → `grosse`, `café` → `cafe`).
/// 2. Every character other than an ASCII letter or digit separates words; so do changes from lower- to
///    upper-case (`groupedBackground` stays two words, which join back unchanged).
/// 3. A word written all in capitals is lowered (`FONT-SIZE` → `fontSize`, `URL` → `url`).
/// 4. Words join as lowerCamelCase for tokens and UpperCamelCase for groups.
/// 5. A leading digit gets a `_` prefix (`500` → `_500`); a Swift keyword is escaped with backticks, except
///    the few Swift reads differently after a dot: tokens named `self` or `init` become `selfToken`,
///    `initToken`, groups named `Type`, `Protocol` or `Self` become `TypeGroup`, `ProtocolGroup`, `SelfGroup`.
/// 6. A name with no ASCII letter or digit left (`🎨`) becomes `u` plus its scalars in hex (`u1F3A8`).
/// `$root` becomes `root`. Two names that become one identifier in one scope are an error naming both.
public enum SwiftNaming {
    /// The identifier for a token name.
    public static func member(_ name: String) -> String {
        let identifier = camel(words(name == "$root" ? "root" : name), upperFirst: false)
        return unqualifiable.contains(identifier) ? identifier + "Token" : escape(identifier)
    }

    /// The type name for a group name.
    public static func type(_ name: String) -> String {
        let identifier = camel(words(name), upperFirst: true)
        return unqualifiable.contains(identifier) ? identifier + "Group" : escape(identifier)
    }

    /// Names Swift reads as something else after a dot even in backticks (`X.Type`, `x.self`, `X.init`).
    static let unqualifiable: Set<String> = ["Type", "Protocol", "Self", "self", "init"]

    /// A lowerCamelCase identifier from several names, e.g. a whole path for a `ShapeStyle` static.
    public static func joined(_ names: [String]) -> String {
        escape(camel(names.flatMap { words($0 == "$root" ? "root" : $0) }, upperFirst: false))
    }

    static func words(_ name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(name) }
        let folded = name.utf8.allSatisfy({ $0 < 0x80 }) ? name : name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .replacingOccurrences(of: "ß", with: "ss")
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for scalar in folded.unicodeScalars {
            let value = scalar.value
            let isUpper = value >= 0x41 && value <= 0x5A
            let isLetter = isUpper || (value >= 0x61 && value <= 0x7A)
            let isDigit = value >= 0x30 && value <= 0x39
            guard isLetter || isDigit else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if isUpper, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previousWasLower = (isLetter && !isUpper) || isDigit
        }
        if !current.isEmpty { words.append(current) }
        if words.isEmpty {
            let hex = name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
            return ["u" + (hex.isEmpty ? "nnamed" : hex)]
        }
        return words
    }

    /// ``words(_:)`` for an all-ASCII name, on bytes.
    private static func asciiWords(_ name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousWasLower = false
        for byte in name.utf8 {
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let isLetter = isUpper || (byte >= 0x61 && byte <= 0x7A)
            let isDigit = byte >= 0x30 && byte <= 0x39
            guard isLetter || isDigit else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previousWasLower = false
                continue
            }
            if isUpper, previousWasLower, !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(byte)
            previousWasLower = (isLetter && !isUpper) || isDigit
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        if words.isEmpty {
            let hex = name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
            return ["u" + (hex.isEmpty ? "nnamed" : hex)]
        }
        return words
    }

    static func camel(_ words: [String], upperFirst: Bool) -> String {
        var result = ""
        for (index, word) in words.enumerated() {
            let normalized = word.count > 1 && word == word.uppercased() && word.contains(where: \.isLetter) ? word.lowercased() : word
            if index == 0, !upperFirst {
                result += normalized.prefix(1).lowercased() + normalized.dropFirst()
            } else {
                result += normalized.prefix(1).uppercased() + normalized.dropFirst()
            }
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }

    static func escape(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
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
