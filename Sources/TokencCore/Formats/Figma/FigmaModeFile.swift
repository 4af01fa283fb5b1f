import Foundation

/// One DTCG file of one mode of one Figma collection, in either of the shapes Figma writes:
/// - Figma's own variables export (`*.tokens.json`): the mode named at the root in
///   `$extensions["com.figma.modeName"]`, each token's Figma data in `$extensions["com.figma.*"]` keys, an alias
///   within the collection a DTCG reference and one to another collection the resolved value with
///   `com.figma.aliasData` naming the target. File names are not a contract (`<Collection>.<Mode>.tokens.json`
///   when Figma chose them).
/// - Figma's variables GitHub Action example: `<Collection>.<Mode>.json`, its tokens' Figma data in
///   `$extensions["com.figma"]` (`scopes`, `codeSyntax`, `hiddenFromPublishing`), aliases as references.
struct FigmaModeFile {
    /// The file's index among the sources.
    var file: Int
    var mode: String
    /// The collection the file name gives, when it gives one.
    var collection: String?
    var root: Node
    /// Each token's dotted path and node, in the order written.
    var tokens: [(path: String, node: Node)] = []

    /// The file as one mode of a Figma collection, or nil when it is not one.
    static func read(_ file: SourceFile, index: Int, root: Node) -> FigmaModeFile? {
        let stem = stem(of: file.path)
        let named = stem.lastIndex(of: ".").map { (String(stem[..<$0]), String(stem[stem.index(after: $0)...])) }
        var result: FigmaModeFile
        if let mode = root["$extensions"]?["com.figma.modeName"]?.string {
            let collection = named.flatMap { normalized($0.1) == normalized(mode) && !$0.0.isEmpty ? $0.0 : nil }
            result = FigmaModeFile(file: index, mode: mode, collection: collection, root: root)
        } else if let named, !named.0.isEmpty, !named.1.isEmpty, hasActionExtensions(root) {
            result = FigmaModeFile(file: index, mode: named.1, collection: named.0, root: root)
        } else {
            return nil
        }
        result.collect(root, path: "")
        return result
    }

    /// A file's name without its folder and its `.json` and `.tokens` suffixes (`Theme.Light.tokens.json` →
    /// `Theme.Light`).
    static func stem(of path: String) -> String {
        var stem = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".json", ".tokens"] where stem.lowercased().hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
        }
        return stem
    }

    /// A name compared loosely: lowercase letters and digits only.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Whether some token carries the Action's `$extensions["com.figma"]` object.
    private static func hasActionExtensions(_ node: Node) -> Bool {
        guard let members = node.members else { return false }
        if node["$value"] != nil { return node["$extensions"]?["com.figma"]?.members != nil }
        return members.contains { !$0.key.hasPrefix("$") && hasActionExtensions($0.value) }
    }

    private mutating func collect(_ node: Node, path: String) {
        for member in node.members ?? [] where !member.key.hasPrefix("$") || member.key == "$root" {
            let child = path.isEmpty ? member.key : path + "." + member.key
            if member.value["$value"] != nil {
                tokens.append((child, member.value))
            } else if member.value.members != nil {
                collect(member.value, path: child)
            }
        }
    }

    /// A token's Figma data: `com.figma.<key>` (the native export) or `com.figma` → `<key>` (the Action).
    static func figmaData(_ token: Node, _ key: String) -> Node? {
        guard let extensions = token["$extensions"] else { return nil }
        return extensions["com.figma." + key] ?? extensions["com.figma"]?[key]
    }
}
