import Foundation

/// Replaces every `{"$ref": "…"}` object with what its JSON Pointer (RFC 6901) addresses, in and across files.
///
/// A `$ref` inside `$value` that points at another token's whole `$value` becomes a curly alias, so the
/// link survives into the model (and the generated code) exactly as `"{a.b}"` would. Other pointers are
/// substituted; sibling keys next to `$ref` override the target's members. Cycles are reported on every
/// member, and substitution is bounded so a reference bomb cannot exhaust memory.
struct PointerResolver {
    /// Parsed documents by file index.
    private(set) var documents: [Int32: Node]
    /// The files read, and after them those read only because a `$ref` names them (``referencedOnly``).
    private(set) var sources: SourceManager
    /// Files that are not among the inputs, read because a `$ref` points into them: their tokens are not built.
    private(set) var referencedOnly: Set<Int32> = []
    /// File indices by normalized display path (the first file of a path), filled on the first cross-file `$ref`.
    private var fileIndices: [String: Int32] = [:]
    /// Reads a file by display path (nil when it does not exist); without it a `$ref` reaches only the inputs.
    private let loadFile: ((String) -> SourceFile?)?
    private(set) var diagnostics = DiagnosticBag()
    private var memo: [String: Node] = [:]
    private var failed: Set<String> = []
    private var stack: [(key: String, location: SourceLocation)] = []
    private var substitutedNodes = 0
    private var sizes: [String: Int] = [:]
    private let maxSubstitutedNodes = 5_000_000
    private let maxChain = 64
    /// Files read because a `$ref` names them: each may name others, so their number is bounded.
    private let maxReferencedFiles = 256

    /// Whether a deviation (a pointer at a token where its `$value` belongs) is an error.
    private let strictDTCG: Bool

    init(
        documents: [Int32: Node], sources: SourceManager, strictDTCG: Bool,
        loadFile: ((String) -> SourceFile?)? = nil
    ) {
        self.documents = documents
        self.sources = sources
        self.strictDTCG = strictDTCG
        self.loadFile = loadFile
    }

    /// Resolves the documents whose index is in `files` (those that contain `$ref` at all).
    mutating func resolve(files: [Int32]) {
        for file in files {
            guard let root = documents[file] else { continue }
            documents[file] = resolve(root, file: file, inValue: false)
        }
    }

    /// `node` with its `$ref`s expanded; a `$ref` that fails is reported and left in place, and later stages
    /// skip objects that still hold one, so one bad pointer gives one diagnostic. `property` is the `$` property
    /// (`$value`, `$type`, `$description`) whose whole value `node` is.
    private mutating func resolve(_ node: Node, file: Int32, inValue: Bool, property: String? = nil) -> Node {
        switch node.kind {
        case .object(let members):
            if let ref = members.first(where: { $0.key == "$ref" }) {
                guard case .string(let reference) = ref.value.kind else {
                    diagnostics.error(
                        .invalidPointer,
                        "$ref must be a JSON Pointer string such as \"#/color/blue\", not a \(ref.value.kindName)",
                        at: ref.value.location)
                    return node
                }
                return expand(
                    reference, at: ref.value.location, siblings: members.filter { $0.key != "$ref" }, node: node,
                    file: file, inValue: inValue, property: property) ?? node
            }
            var out = members
            for index in out.indices {
                let key = out[index].key
                if key == "$extensions" || key == "$extends" { continue }
                out[index].value = resolve(
                    out[index].value, file: file, inValue: inValue || key == "$value",
                    property: key.utf8.first == UInt8(ascii: "$") ? key : nil)
            }
            return Node(.object(out), at: node.location)
        case .array(let elements):
            var out: [Node] = []
            out.reserveCapacity(elements.count)
            for element in elements {
                out.append(resolve(element, file: file, inValue: inValue))
            }
            return Node(.array(out), at: node.location)
        default:
            return node
        }
    }

    /// A pointer at a token's whole `$value` from inside a value becomes a curly alias, except where it stands for
    /// a number inside a value (a color component, a dimension's `value`, a curve's coordinate): DTCG 2025.10
    /// allows a `$ref` there but no curly alias, so the number itself is put in its place.
    private mutating func expand(
        _ reference: String, at location: SourceLocation, siblings: [Node.Member], node: Node, file: Int32,
        inValue: Bool, property: String?
    ) -> Node? {
        guard let (targetFile, written) = parse(reference, from: file, at: location) else { return nil }
        var segments = written
        // `"$value": {"$ref": "#/color/blue"}` means that token's `$value`, as peer tools read it.
        if let property, siblings.isEmpty, segments.last != property,
            documents[targetFile]?.descendant(at: segments)?.member(property) != nil
        {
            let conforming = reference + "/" + property
            // Read as meant under `--strict-dtcg` too, so that its error is the only one.
            diagnostics.deviation(
                .pointerToToken,
                "'\(reference)' points at a token or group where its \(property) belongs; DTCG 2025.10 points at it: '\(conforming)'",
                at: location, strict: strictDTCG, fix: .string(conforming))
            segments.append(property)
        }
        if inValue, siblings.isEmpty, segments.last == "$value", segments.count >= 2,
            let owner = documents[targetFile]?.descendant(at: Array(segments.dropLast())),
            let value = owner.member("$value"), property == "$value" || value.value.number == nil,
            !segments.dropLast().contains(where: { $0.contains(".") || $0.contains("{") || $0.contains("}") })
        {
            return Node(.string("{" + segments.dropLast().joined(separator: ".") + "}"), at: location)
        }
        guard var target = target(file: targetFile, segments: segments, reference: reference, at: location) else {
            return nil
        }
        if !siblings.isEmpty {
            guard case .object(var members) = target.kind else {
                diagnostics.error(
                    .invalidPointer,
                    "'\(reference)' points at a \(target.kindName), so the keys beside '$ref' cannot be merged into it",
                    at: location)
                return nil
            }
            for sibling in siblings {
                var sibling = sibling
                sibling.value = resolve(sibling.value, file: file, inValue: inValue || sibling.key == "$value")
                if let index = members.firstIndex(where: { $0.key == sibling.key }) {
                    members[index] = sibling
                } else {
                    members.append(sibling)
                }
            }
            target = Node(.object(members), at: node.location)
        }
        return target
    }

    /// The resolved node at a pointer, memoized; reports cycles on every member.
    private mutating func target(file: Int32, segments: [String], reference: String, at location: SourceLocation)
        -> Node?
    {
        let key = "\(file)#/" + segments.joined(separator: "/")
        if let done = memo[key] { return account(done, key: key, at: location) }
        if failed.contains(key) { return nil }
        if let start = stack.firstIndex(where: { $0.key == key }) {
            let members = Array(stack[start...])
            let chain = (members.map { pointerText($0.key) } + [pointerText(key)]).joined(separator: " → ")
            for member in members {
                let others = members.filter { $0.key != member.key }.map {
                    Diagnostic.Note("'\(pointerText($0.key))' is part of the cycle", at: $0.location)
                }
                diagnostics.error(
                    .refCycle, "circular $ref: \(chain)", at: member.location, notes: Array(others.prefix(8)))
                failed.insert(member.key)
            }
            return nil
        }
        guard stack.count < maxChain else {
            diagnostics.error(.invalidPointer, "$ref chain is longer than \(maxChain) references", at: location)
            return nil
        }
        stack.append((key, location))
        guard let raw = walk(segments, in: file, reference: reference, at: location) else {
            stack.removeLast()
            failed.insert(key)
            return nil
        }
        let errorsBefore = diagnostics.errorCount
        let resolved = resolve(raw, file: file, inValue: segments.contains("$value"))
        stack.removeLast()
        guard diagnostics.errorCount == errorsBefore, !failed.contains(key) else {
            failed.insert(key)
            return nil
        }
        memo[key] = resolved
        return account(resolved, key: key, at: location)
    }

    private mutating func account(_ node: Node, key: String, at location: SourceLocation) -> Node? {
        let size = sizes[key] ?? Self.count(node)
        sizes[key] = size
        substitutedNodes += size
        if substitutedNodes > maxSubstitutedNodes {
            diagnostics.error(
                .inputTooLarge, "$ref substitutions expand to more than \(maxSubstitutedNodes) values", at: location)
            return nil
        }
        return node
    }

    private static func count(_ node: Node) -> Int {
        switch node.kind {
        case .object(let members): 1 + members.reduce(0) { $0 + count($1.value) }
        case .array(let elements): 1 + elements.reduce(0) { $0 + count($1) }
        default: 1
        }
    }

    /// Walks a pointer through the raw document, expanding `$ref`s met on the way.
    private mutating func walk(_ segments: [String], in file: Int32, reference: String, at location: SourceLocation)
        -> Node?
    {
        guard var current = documents[file] else { return nil }
        var walked: [String] = []
        for segment in segments {
            if let ref = current.member("$ref"), case .string(let inner) = ref.value.kind {
                guard
                    let expanded = expand(
                        inner, at: ref.value.location, siblings: (current.members ?? []).filter { $0.key != "$ref" },
                        node: current, file: file, inValue: walked.contains("$value"),
                        property: walked.last.flatMap { $0.utf8.first == UInt8(ascii: "$") ? $0 : nil })
                else { return nil }
                current = expanded
            }
            switch current.kind {
            case .object(let members):
                guard let member = members.first(where: { $0.key == segment }) else {
                    diagnostics.error(
                        .invalidPointer,
                        "'\(reference)' does not resolve: no '\(segment)' in '#/\(walked.map(Self.escape).joined(separator: "/"))'",
                        at: location)
                    return nil
                }
                current = member.value
            case .array(let elements):
                guard let index = Int(segment), String(index) == segment, elements.indices.contains(index) else {
                    diagnostics.error(
                        .invalidPointer,
                        "'\(reference)' does not resolve: '\(segment)' is not an index of the \(elements.count)-element array at '#/\(walked.map(Self.escape).joined(separator: "/"))'",
                        at: location)
                    return nil
                }
                current = elements[index]
            default:
                diagnostics.error(
                    .invalidPointer,
                    "'\(reference)' does not resolve: '#/\(walked.map(Self.escape).joined(separator: "/"))' is a \(current.kindName), not an object or array",
                    at: location)
                return nil
            }
            walked.append(segment)
        }
        return current
    }

    /// Splits `other.tokens.json#/a/b~1c` into a file and unescaped segments.
    private mutating func parse(_ reference: String, from file: Int32, at location: SourceLocation) -> (
        Int32, [String]
    )? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var targetFile = file
        if let filePart = parts.first, !filePart.isEmpty {
            guard let resolved = resolveFile(String(filePart), of: reference, from: file, at: location) else {
                return nil
            }
            targetFile = resolved
        }
        let fragment = parts.count > 1 ? String(parts[1]) : ""
        if fragment.isEmpty { return (targetFile, []) }
        guard fragment.hasPrefix("/") else {
            diagnostics.error(
                .invalidPointer, "'\(reference)' is not a JSON Pointer; write '#/group/token'", at: location)
            return nil
        }
        let decoded = fragment.removingPercentEncoding ?? fragment
        var segments: [String] = []
        for raw in decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var segment = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else {
                    segment.append(character)
                    continue
                }
                switch iterator.next() {
                case "0": segment.append("~")
                case "1": segment.append("/")
                default:
                    diagnostics.error(
                        .invalidPointer,
                        "'\(reference)' has an invalid escape; '~' must be written '~0' and '/' as '~1'", at: location)
                    return nil
                }
            }
            segments.append(segment)
        }
        return (targetFile, segments)
    }

    /// The index of the file `reference` names: an input, or a file read now (once) because a `$ref` names it;
    /// nil after reporting why there is none.
    private mutating func resolveFile(
        _ relative: String, of reference: String, from file: Int32, at location: SourceLocation
    ) -> Int32? {
        let normalized = Self.join(relative, from: sources.files[Int(file)].path)
        if fileIndices.isEmpty {
            for (index, source) in sources.files.enumerated().reversed() {
                fileIndices[Self.normalize(source.path)] = Int32(index)
            }
        }
        if let index = fileIndices[normalized] {
            // An input that did not parse was reported where it is.
            return documents[index] == nil ? nil : index
        }
        guard let loadFile else {
            diagnostics.error(
                .invalidPointer, "'\(reference)' names a file that is not among the inputs", at: location)
            return nil
        }
        guard referencedOnly.count < maxReferencedFiles else {
            diagnostics.error(
                .invalidPointer,
                "'\(reference)' would read a \(maxReferencedFiles + 1)th file that is not among the sources; $refs may name at most \(maxReferencedFiles) such files",
                at: location)
            return nil
        }
        guard var loaded = loadFile(normalized) else {
            diagnostics.error(
                .invalidPointer, "'\(reference)' names \(normalized), which cannot be read (no such file)",
                at: location)
            return nil
        }
        loaded.path = normalized
        let index = sources.add(loaded)
        fileIndices[normalized] = index
        guard let root = Pipeline.parse(loaded, index: index, diagnostics: &diagnostics) else { return nil }
        documents[index] = root
        referencedOnly.insert(index)
        return index
    }

    /// The normalized path of `relative` as written in the file at `base` (both display paths).
    static func join(_ relative: String, from base: String) -> String {
        let directory = base.contains("/") ? String(base[..<base.lastIndex(of: "/")!]) : ""
        return normalize(relative.hasPrefix("/") || directory.isEmpty ? relative : directory + "/" + relative)
    }

    /// `path` as a reference from `folder` (both display paths): `a/b.json` from `a` is `b.json`, from `c`
    /// `../a/b.json`.
    static func relative(_ path: String, from folder: String) -> String {
        var parts = normalize(path).split(separator: "/", omittingEmptySubsequences: false)
        var base = folder.isEmpty ? [] : normalize(folder).split(separator: "/", omittingEmptySubsequences: false)
        while let first = parts.first, first == base.first, parts.count > 1 {
            parts.removeFirst()
            base.removeFirst()
        }
        return (Array(repeating: "..", count: base.count) + parts.map(String.init)).joined(separator: "/")
    }

    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private func pointerText(_ key: String) -> String {
        let fragment = key[key.firstIndex(of: "#")!...]
        return String(fragment)
    }

    static func escape(_ segment: String) -> String {
        segment.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
