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
        switch self {
        case .code(let code): code
        case .call(let callee, let arguments): callee + "(" + arguments.map { argument($0.label, $0.value.flat) }.joined(separator: ", ") + ")"
        case .array(let elements): "[" + elements.map(\.flat).joined(separator: ", ") + "]"
        }
    }

    /// Lines of the expression when it starts after `prefix` at `indent` (in spaces), keeping every line
    /// within `width` where breaking can.
    private static let pads: [String] = (0..<64).map { String(repeating: " ", count: $0) }

    func lines(prefix: String, indent: Int, width: Int) -> [String] {
        let pad = indent < Self.pads.count ? Self.pads[indent] : String(repeating: " ", count: indent)
        let flat = self.flat
        if indent + prefix.utf8.count + flat.utf8.count <= width { return [pad + prefix + flat] }
        let single = pad + prefix + flat
        let isASCII = prefix.utf8.allSatisfy { $0 < 0x80 } && flat.utf8.allSatisfy { $0 < 0x80 }
        if !isASCII, indent + prefix.unicodeScalars.count + flat.unicodeScalars.count <= width { return [single] }
        switch self {
        case .code:
            return [single]
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else { return [single] }
            var out = [pad + prefix + callee + "("]
            for (index, item) in arguments.enumerated() {
                let label = item.label.map { $0 + ": " } ?? ""
                var nested = item.value.lines(prefix: label, indent: indent + 4, width: width - (index < arguments.count - 1 ? 1 : 0))
                if index < arguments.count - 1 { nested[nested.count - 1] += "," }
                out += nested
            }
            out.append(pad + ")")
            return out
        case .array(let elements):
            guard !elements.isEmpty else { return [single] }
            var out = [pad + prefix + "["]
            for element in elements {
                var nested = element.lines(prefix: "", indent: indent + 4, width: width - 1)
                if elements.count > 1 { nested[nested.count - 1] += "," }
                out += nested
            }
            out.append(pad + "]")
            return out
        }
    }

    private func argument(_ label: String?, _ value: String) -> String {
        label.map { "\($0): \(value)" } ?? value
    }
}
