/// The dotted path of a token or group, e.g. `color.accent.$root`.
package struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The names from the root group down.
    package var components: [String]

    package init(_ components: [String]) { self.components = components }

    /// Parses `a.b.c`; no validation.
    package init(dotted: String) {
        self.components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    package var description: String { components.joined(separator: ".") }

    /// Appends the dotted spelling's UTF-8 (``description``'s bytes) to a byte buffer.
    func appendDotted(to bytes: inout [UInt8]) {
        for (index, component) in components.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ".")) }
            bytes += component.utf8
        }
    }

    /// The alias spelling, `{a.b.c}`.
    package var aliasSyntax: String { "{\(description)}" }
    /// The last name.
    package var name: String { components.last ?? "" }
    /// The enclosing group's path.
    package var parent: TokenPath { TokenPath(Array(components.dropLast())) }

    package func appending(_ name: String) -> TokenPath {
        var components = self.components
        components.append(name)
        return TokenPath(components)
    }

    package static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}

extension TokenPath {
    /// Whether the path names a corner radius (`radius`, `radii` or `corner` in any component, any case): how
    /// the docs, the preview and the lint rules tell radii from other lengths.
    package var namesCornerRadius: Bool {
        components.contains { component in
            let lower = component.utf8.allSatisfy { $0 < 0x80 } ? component : component.lowercased()
            return Self.containsIgnoringASCIICase(lower, "radius") || Self.containsIgnoringASCIICase(lower, "radii")
                || Self.containsIgnoringASCIICase(lower, "corner")
        }
    }

    /// Whether `text` contains `word` (lowercase ASCII), ASCII letters compared without case.
    private static func containsIgnoringASCIICase(_ text: String, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        var text = text
        return text.withUTF8 { haystack in
            guard haystack.count >= needle.count else { return false }
            for start in 0...(haystack.count - needle.count)
            where (0..<needle.count).allSatisfy({ offset in
                let byte = haystack[start + offset]
                return (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == needle[offset]
            }) {
                return true
            }
            return false
        }
    }
}

extension String {
    /// The ASCII letters, lower-cased (`min-Touch_target2` → `mintouchtarget`): how lint rules and outputs match
    /// name parts whatever the case style.
    var asciiLettersLowercased: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for byte in utf8 {
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") {
                bytes.append(byte)
            } else if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                bytes.append(byte + 32)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `part` occurs in the string, compared byte by byte (no Unicode folding): for the plain ASCII
    /// name parts lint rules look for, without Foundation's string search.
    func containsBytes(_ part: String) -> Bool {
        let needle = Array(part.utf8)
        guard let first = needle.first else { return true }
        let haystack = Array(utf8)
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
