/// Groups whose token names form an ordered scale — t-shirt sizes (`xs`, `sm`, `md`, `lg`, `xl`, `2xl`…),
/// numbers (`50`…`900`, `1`…`n`, `spacing-01`…) — in scale order, for the rules that check that values rise
/// or fall with the scale. A shared prefix ending at a word boundary (`borderRadiusSmall`, `space-100`) is
/// set aside. A group of numbers must be all numbers; in a group of other names, those on a size scale make one
/// when there are at least three of them.
enum ScaleOrder {
    /// A group of sibling tokens in scale order, with each one's name as the scale reads it.
    struct Scale {
        var parent: TokenPath
        var members: [Int]
    }

    /// The scales among `model`'s tokens of the given types, each with at least `minimum` members.
    static func scales(in model: TokenModel, index: LintIndex, types: Set<TokenType>, minimum: Int = 3) -> [Scale] {
        index.groups(of: types, in: model).compactMap { group in
            let parent = group.parent
            var members = group.members
            guard members.count >= minimum else { return nil }
            var ranked = ranks(members.map { model.tokens[$0].path.components.last! })
            if ranked == nil {
                // The members named on a size scale, when there are enough of them (`radius.sm`, `md`, `lg`
                // beside `radius.card`).
                let names = members.map { model.tokens[$0].path.components.last! }
                let prefix = commonPrefix(names).count
                let sized = zip(members, names).compactMap { member, name in
                    sizeRank(String(name.dropFirst(prefix))).map { (member, $0) }
                }
                guard sized.count >= minimum else { return nil }
                members = sized.map(\.0)
                ranked = sized.map(\.1)
            }
            guard let ranks = ranked else { return nil }
            let sorted = zip(members, ranks).sorted { $0.1 < $1.1 }
            // Two names on the same step (`s` and `sm`) make no order.
            guard zip(sorted, sorted.dropFirst()).allSatisfy({ $0.1 < $1.1 }) else { return nil }
            return Scale(parent: parent, members: sorted.map(\.0))
        }
    }

    /// Each name's step, when all the names are on one scale.
    static func ranks(_ names: [String]) -> [Double]? {
        let prefix = commonPrefix(names).count
        let stems = names.map { String($0.dropFirst(prefix)) }
        if let numbers = numericRanks(stems) { return numbers }
        let sizes = stems.map(sizeRank)
        guard sizes.allSatisfy({ $0 != nil }) else { return nil }
        return sizes.map { $0! }
    }

    /// The longest prefix of every name that ends at a word boundary (after `-`, `_` or `.`, or before an
    /// upper-case letter or a digit in every name).
    static func commonPrefix(_ names: [String]) -> String {
        asciiCommonPrefix(names) ?? characterCommonPrefix(names)
    }

    /// ``commonPrefix(_:)`` character by character, for names of any script.
    static func characterCommonPrefix(_ names: [String]) -> String {
        let spelled = names.map(Array.init)
        guard var prefix = spelled.first else { return "" }
        for characters in spelled.dropFirst() {
            var length = 0
            while length < min(prefix.count, characters.count), prefix[length] == characters[length] { length += 1 }
            prefix.removeSubrange(length...)
        }
        var length = prefix.count
        while length > 0 {
            let last = prefix[length - 1]
            if "-_.".contains(last) { break }
            let boundary = spelled.allSatisfy { characters in
                guard characters.count > length else { return false }
                let next = characters[length]
                return (next.isUppercase && !last.isUppercase) || (next.isNumber && !last.isNumber)
            }
            if boundary { break }
            length -= 1
        }
        return String(prefix[..<length])
    }

    /// ``commonPrefix(_:)`` on the UTF-8 bytes when every name is ASCII (a character is then a byte, upper case
    /// `A`–`Z` and numbers `0`–`9`), without splitting the names into characters; nil otherwise.
    static func asciiCommonPrefix(_ names: [String]) -> String? {
        guard let first = names.first, names.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return nil }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let prefix = Array(first.utf8)
        var length = prefix.count
        for name in names.dropFirst() {
            var shared = 0
            for byte in name.utf8 {
                guard shared < length, prefix[shared] == byte else { break }
                shared += 1
            }
            length = shared
        }
        while length > 0 {
            let last = prefix[length - 1]
            if last == UInt8(ascii: "-") || last == UInt8(ascii: "_") || last == UInt8(ascii: ".") { break }
            let boundary = names.allSatisfy { name in
                let bytes = name.utf8
                guard bytes.count > length else { return false }
                let next = bytes[bytes.index(bytes.startIndex, offsetBy: length)]
                return (isUpper(next) && !isUpper(last)) || (isDigit(next) && !isDigit(last))
            }
            if boundary { break }
            length -= 1
        }
        return String(decoding: prefix[..<length], as: UTF8.self)
    }

    /// Whole or decimal numbers (`1`, `050`, `1-5` or `1_5` for 1.5); nil unless every name is one.
    private static func numericRanks(_ names: [String]) -> [Double]? {
        var ranks: [Double] = []
        ranks.reserveCapacity(names.count)
        for name in names {
            var whole = 0.0
            var fraction = 0.0
            var scale = 1.0
            var digits = 0
            var separated = false
            for byte in name.utf8 {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let digit = Double(byte - UInt8(ascii: "0"))
                    if separated {
                        scale /= 10
                        fraction += digit * scale
                    } else {
                        whole = whole * 10 + digit
                    }
                    digits += 1
                case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                    guard digits > 0, !separated else { return nil }
                    separated = true
                default:
                    return nil
                }
            }
            guard digits > 0, digits <= 15 else { return nil }
            ranks.append(whole + fraction)
        }
        return ranks
    }

    /// `xs` -2, `sm` -1, `md` 0, `lg` 1, `xl` 2, `2xl` 3…; `none` lowest, `full` highest.
    static func sizeRank(_ name: String) -> Double? {
        var text = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        switch text {
        case "none", "zero": return -100
        case "full", "max", "pill", "circle", "circular", "round", "rounded": return 100
        case "base", "default", "regular", "medium", "md", "m": return 0
        default: break
        }
        text = text.replacingOccurrences(of: "extra", with: "x")
        for (word, letter) in [("small", "s"), ("sm", "s"), ("large", "l"), ("lg", "l")] where text.hasSuffix(word) {
            text = String(text.dropLast(word.count)) + letter
            break
        }
        guard let last = text.last, last == "s" || last == "l" else { return nil }
        let head = text.dropLast()
        let steps: Int
        if head.isEmpty {
            steps = 0
        } else if head.allSatisfy({ $0 == "x" }) {
            steps = head.count
        } else if head.last == "x", let count = Int(head.dropLast()), count >= 1, count <= 9 {
            steps = count
        } else {
            return nil
        }
        let rank = Double(steps + 1)
        return last == "s" ? -rank : rank
    }
}

extension ScaleOrder {
    /// The number a scale compares: points of a fixed length, a number, milliseconds, a font weight, a
    /// typography's font size; nil for anything else (relative lengths included).
    static func magnitude(_ value: TokenValue) -> Double? {
        switch value {
        case .dimension(let dimension): dimension.isAbsolute ? dimension.points : nil
        case .number(let number): number
        case .duration(let duration): duration.seconds * 1000
        case .fontWeight(let weight): weight.weight
        case .typography(let typography): typography.fontSize.isAbsolute ? typography.fontSize.points : nil
        default: nil
        }
    }

    /// The first step in `scale` where the magnitudes turn against the scale's direction (or, with `rising`,
    /// fall at all), in the first permutation it does: the member's position and the permutation.
    static func firstTurn(_ scale: Scale, rising: Bool, context: LintContext) -> (
        position: Int, values: [Double], selection: [Context]
    )? {
        let tokens = context.model.tokens
        for selection in context.permutations(of: scale.members) {
            let values = scale.members.map { magnitude(tokens[$0].value(in: selection)) }
            guard values.allSatisfy({ $0 != nil }) else { return nil }
            let numbers = values.map { $0! }
            // The direction is set by the first change; equal neighbours are allowed.
            var direction: Double = rising ? 1 : 0
            for i in 1..<numbers.count {
                let step = numbers[i] - numbers[i - 1]
                guard abs(step) > 1e-9 else { continue }
                if direction == 0 {
                    direction = step > 0 ? 1 : -1
                    continue
                }
                if (step > 0) != (direction > 0) { return (i, numbers, selection) }
            }
        }
        return nil
    }
}
