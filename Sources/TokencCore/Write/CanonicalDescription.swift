import Foundation

/// A value's stored properties spelled out recursively, with dictionaries and sets in sorted order, so that
/// equal values give equal text in every process (Swift's own descriptions list dictionaries in hash order,
/// which is seeded anew for each process).
enum CanonicalDescription {
    static func of(_ value: Any) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }

    private static func write(_ value: Any, to out: inout String) {
        if let url = value as? URL {
            out += url.absoluteString
            return
        }
        if let bytes = value as? [UInt8] {
            out += BuildRecord.digest(bytes)
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first { write(some.value, to: &out) } else { out += "nil" }
        case .dictionary, .set:
            // Each element on its own, then sorted: the order the elements came in is not part of the value.
            let elements = mirror.children.map { of($0.value) }.sorted()
            out += "[" + elements.joined(separator: ", ") + "]"
        case .struct, .class, .tuple, .enum, .collection:
            guard !mirror.children.isEmpty else {
                out += String(reflecting: value)
                return
            }
            out += "\(mirror.subjectType)("
            for (index, child) in mirror.children.enumerated() {
                if index > 0 { out += ", " }
                if let label = child.label { out += label + ": " }
                write(child.value, to: &out)
            }
            out += ")"
        default:
            out += String(reflecting: value)
        }
    }
}
