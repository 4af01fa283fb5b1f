/// A Swift expression as a small tree, laid out on one line when it fits and broken one argument
/// (or element) per line when it does not.
indirect enum SwiftExpression: Equatable {
    /// Verbatim code such as `DesignTokens.Radius.md` or `12`.
    case code(String)
    /// `callee(label: argument, …)`; a nil label is unlabelled.
    case call(String, [(label: String?, value: SwiftExpression)])
    /// `[a, b]`.
    case array([SwiftExpression])

    static func == (lhs: SwiftExpression, rhs: SwiftExpression) -> Bool { lhs.flat == rhs.flat }

    /// The expression on one line.
    var flat: String {
        var bytes: [UInt8] = []
        appendFlat(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The expression on one line, appended as UTF-8.
    func appendFlat(to out: inout [UInt8]) {
        switch self {
        case .code(let code):
            out += code.utf8
        case .call(let callee, let arguments):
            out += callee.utf8
            out.append(UInt8(ascii: "("))
            for (index, argument) in arguments.enumerated() {
                if index > 0 { out += ", ".utf8 }
                if let label = argument.label {
                    out += label.utf8
                    out += ": ".utf8
                }
                argument.value.appendFlat(to: &out)
            }
            out.append(UInt8(ascii: ")"))
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out += ", ".utf8 }
                element.appendFlat(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    /// Appends the expression starting after `prefix` at `indent` (in spaces), on one line when it fits in
    /// `width` (counted in Unicode scalars) and else broken one argument or element per line, each within
    /// `width` where breaking can. Lines are separated by newlines; the last one is left open.
    func write(prefix: String, indent: Int, width: Int, to out: inout [UInt8]) {
        let lineStart = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        out += prefix.utf8
        appendFlat(to: &out)
        if out.count - lineStart <= width { return }
        // Only continuation bytes are not the first byte of a scalar.
        if out[lineStart...].contains(where: { $0 >= 0x80 }),
            out[lineStart...].count(where: { $0 & 0xC0 != 0x80 }) <= width
        {
            return
        }
        switch self {
        case .code:
            return
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else { return }
            out.removeSubrange(lineStart...)
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            out += prefix.utf8
            out += callee.utf8
            out.append(UInt8(ascii: "("))
            for (index, item) in arguments.enumerated() {
                let isLast = index == arguments.count - 1
                out.append(0x0A)
                item.value.write(
                    prefix: item.label.map { $0 + ": " } ?? "", indent: indent + 4, width: width - (isLast ? 0 : 1),
                    to: &out)
                if !isLast { out.append(UInt8(ascii: ",")) }
            }
            out.append(0x0A)
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            out.append(UInt8(ascii: ")"))
        case .array(let elements):
            guard !elements.isEmpty else { return }
            out.removeSubrange(lineStart...)
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            out += prefix.utf8
            out.append(UInt8(ascii: "["))
            for element in elements {
                out.append(0x0A)
                element.write(prefix: "", indent: indent + 4, width: width - 1, to: &out)
                if elements.count > 1 { out.append(UInt8(ascii: ",")) }
            }
            out.append(0x0A)
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            out.append(UInt8(ascii: "]"))
        }
    }
}
