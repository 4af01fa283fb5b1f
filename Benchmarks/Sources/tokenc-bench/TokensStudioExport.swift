import Foundation

/// Rewrites the generated token set as the Tokens Studio export of the same tokens: one file per set with
/// `value`/`type`/`description`, the plugin's types and value forms (sizes as `"16px"`, colors as hex or `rgba()`,
/// shadows with `x`/`y`, weights by name, line heights in `%`), and a `$metadata.json` with the set order.
func convertToTokensStudio(in directory: URL) throws {
    let folder = directory.appendingPathComponent("tokens")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tokens.json") }
        .sorted()
    var order: [String] = []
    for name in names {
        let url = folder.appendingPathComponent(name)
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        let set = String(name.dropLast(".tokens.json".count))
        order.append(set)
        let data = try JSONSerialization.data(withJSONObject: studio(root), options: [.sortedKeys])
        try data.write(to: folder.appendingPathComponent(set + ".json"))
        try FileManager.default.removeItem(at: url)
    }
    let metadata = try JSONSerialization.data(withJSONObject: ["tokenSetOrder": order], options: [.sortedKeys])
    try metadata.write(to: folder.appendingPathComponent("$metadata.json"))
}

private func studio(_ node: Any) -> Any {
    guard let object = node as? [String: Any] else { return node }
    guard let value = object["$value"], let type = object["$type"] as? String else {
        return object.mapValues(studio)
    }
    var token: [String: Any] = ["description": object["$description"] ?? ""]
    if let alias = value as? String, alias.hasPrefix("{") {
        token["value"] = alias
        token["type"] = studioType(type)
        return token
    }
    token["type"] = studioType(type)
    token["value"] = studioValue(value, type: type)
    return token
}

private func studioType(_ type: String) -> String {
    switch type {
    case "dimension": "sizing"
    case "shadow": "boxShadow"
    case "fontWeight": "fontWeights"
    case "spring": "number"
    default: type
    }
}

private func size(_ value: Any) -> Any {
    guard let dimension = value as? [String: Any], let number = dimension["value"] as? Double else { return value }
    return "\(number)\(dimension["unit"] as? String ?? "px")"
}

private func color(_ value: Any) -> Any {
    guard let color = value as? [String: Any], let components = color["components"] as? [Double] else { return value }
    let channels = components.map { String(Int(($0 * 255).rounded())) }
    return "rgba(\(channels.joined(separator: ", ")), \(color["alpha"] as? Double ?? 1))"
}

private func studioValue(_ value: Any, type: String) -> Any {
    switch type {
    case "color": return color(value)
    case "dimension": return size(value)
    case "duration": return "\((value as? [String: Any])?["value"] as? Double ?? 0)ms"
    case "spring": return (value as? [String: Any])?["response"] ?? 0.3
    case "fontWeight": return (value as? Double).map { $0 >= 700 ? "Bold" : "Regular" } ?? value
    case "shadow":
        return (value as? [[String: Any]] ?? []).map { layer in
            [
                "x": size(layer["offsetX"] ?? 0), "y": size(layer["offsetY"] ?? 0), "blur": size(layer["blur"] ?? 0),
                "spread": size(layer["spread"] ?? 0), "color": color(layer["color"] ?? "#000000"), "type": "dropShadow",
            ] as [String: Any]
        }
    case "typography":
        guard let typography = value as? [String: Any] else { return value }
        return [
            "fontFamily": (typography["fontFamily"] as? [String])?.first ?? "SF Pro",
            "fontSize": size(typography["fontSize"] ?? 16), "fontWeight": "Bold",
            "letterSpacing": size(typography["letterSpacing"] ?? 0),
            "lineHeight": "\(Int(((typography["lineHeight"] as? Double ?? 1.2) * 100).rounded()))%",
        ] as [String: Any]
    case "border":
        guard let border = value as? [String: Any] else { return value }
        return ["color": color(border["color"] ?? "#000000"), "width": size(border["width"] ?? 1), "style": "solid"]
    default: return value
    }
}
