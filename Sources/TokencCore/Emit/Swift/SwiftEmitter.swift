import Foundation

/// Writes one self-contained Swift file from the model: a Foundation-only value layer (caseless enums per
/// group, one `static let` per token, aliases kept as references) and a SwiftUI layer under
/// `#if canImport(SwiftUI)`. Output depends only on the model and options, so it is byte-for-byte stable.
public enum SwiftEmitter {
    /// How the file is shaped (`tokenc.yaml`'s `swift` section).
    public struct Options: Sendable {
        public var namespace: String
        /// `true` for `public` declarations, `false` for internal.
        public var isPublic: Bool
        public var includesSwiftUI: Bool

        public init(namespace: String = "DesignTokens", isPublic: Bool = true, includesSwiftUI: Bool = true) {
            self.namespace = namespace
            self.isPublic = isPublic
            self.includesSwiftUI = includesSwiftUI
        }
    }

    /// The file, or nil when names could not be made valid; and the diagnostics.
    public struct Output: Sendable {
        /// The file as UTF-8 bytes, as it is written.
        public var bytes: [UInt8]?
        public var diagnostics: [Diagnostic]

        /// The file as text.
        public var source: String? { bytes.map { String(decoding: $0, as: UTF8.self) } }
    }

    static let lineWidth = 120

    /// A token's Swift name: the enum path of its groups and its member.
    struct Name: Sendable {
        var types: [String]
        var member: String

        func qualified(_ namespace: String) -> String {
            var text = namespace
            for type in types { text += "." + type }
            return text + "." + member
        }
    }

    /// Every token's Swift name (nil where it could not be made valid). Every group becomes a caseless enum and
    /// every token a static; collisions are errors naming both places.
    static func names(for model: TokenModel, namespace ns: String, diagnostics: inout DiagnosticBag) -> [Name?] {
        // Tokens come sorted by path, so a group's tokens are contiguous and a stack of open groups suffices.
        var names = [Name?](repeating: nil, count: model.tokens.count)
        // Member names do not depend on each other, so they are made on all cores first.
        let memberNames = Parallel.array(model.tokens.count, length: 2_048) { SwiftNaming.member(model.tokens[$0].path.name) }
        var scopes: [[String: (original: String, location: SourceLocation)]] = [[:]]
        // Members by scope: the index of the token that took each name.
        var members: [[String: Int]] = [[:]]
        var stack: [(group: String, type: String, scope: Int)] = []
        var currentTypes: [String] = []
        for index in model.tokens.indices {
            let path = model.tokens[index].path
            let location = model.tokens[index].location
            let groups = path.components.dropLast()
            var common = 0
            while common < stack.count, common < groups.count, stack[common].group == groups[groups.startIndex + common] { common += 1 }
            if common < stack.count {
                stack.removeLast(stack.count - common)
                currentTypes = stack.map(\.type)
            }
            var ok = true
            for depth in common..<groups.count {
                let group = groups[groups.startIndex + depth]
                let type = SwiftNaming.type(group)
                let parent = stack.last?.scope ?? 0
                if type == ns || (depth == 0 && SwiftSupportTypes.reservedNames.contains(type)) {
                    diagnostics.error(.swiftName, "group '\(path.components[...depth].joined(separator: "."))' becomes the Swift name '\(type)', which the generated code needs for itself; rename the group", at: location)
                    ok = false
                    break
                }
                if let previous = scopes[parent][type], previous.original != group {
                    diagnostics.error(.swiftName, "group '\(group)' and group '\(previous.original)' both become the Swift type '\(type)'; rename one of them", at: location, notes: [Diagnostic.Note("'\(previous.original)' is here", at: previous.location)])
                    ok = false
                    break
                }
                scopes[parent][type] = (group, location)
                scopes.append([:])
                members.append([:])
                stack.append((group, type, scopes.count - 1))
                currentTypes.append(type)
            }
            guard ok else {
                stack.removeAll()
                currentTypes = []
                continue
            }
            let member = memberNames[index]
            let scope = stack.last?.scope ?? 0
            if let previous = members[scope][member] {
                let other = model.tokens[previous]
                diagnostics.error(.swiftName, "token '\(path)' and token '\(other.path)' both become the Swift name '\(member)'; rename one of them", at: location, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.location)])
                continue
            }
            members[scope][member] = index
            names[index] = Name(types: currentTypes, member: member)
        }
        return names
    }

    /// Each token's qualified Swift name (`DesignTokens.Radius.md`), nil where it cannot be made valid (the
    /// Swift output reports why), for the docs and the preview.
    public static func qualifiedNames(for model: TokenModel, namespace: String) -> [String?] {
        var ignored = DiagnosticBag()
        return names(for: model, namespace: namespace, diagnostics: &ignored).map { $0?.qualified(namespace) }
    }

    public static func emit(_ model: TokenModel, inputs: [String], options: Options = Options()) -> Output {
        var diagnostics = DiagnosticBag()
        let ns = options.namespace
        let a = options.isPublic ? "public " : ""

        let names = names(for: model, namespace: ns, diagnostics: &diagnostics)
        if diagnostics.hasErrors { return Output(bytes: nil, diagnostics: diagnostics.sorted()) }
        var builder = SwiftValueBuilder(namespace: ns, model: model, names: names)
        for index in model.tokens.indices where !model.tokens[index].contextValues.isEmpty {
            builder.contextual[index] = builder.needsContextual(model.tokens[index])
        }

        for problem in SwiftContextType.collisions(model.modifiers) {
            diagnostics.error(.swiftName, problem, at: nil)
        }
        if diagnostics.hasErrors { return Output(bytes: nil, diagnostics: diagnostics.sorted()) }

        var writer = SwiftWriter()
        writer.line("// Generated by tokenc from \(inputs.joined(separator: ", ")). DO NOT EDIT.")
        writer.line()
        writer.line("import Foundation")
        writer.line()
        writer.doc(["The design tokens, generated by tokenc. Values are points (`CGFloat`), seconds (`TimeInterval`) and value types below; the SwiftUI extensions at the end turn them into colors, fonts, animations, shadows, materials and glass."])
        // Top-level groups are independent, so they are laid out on all cores and joined in order.
        var chunks: [Range<Int>] = []
        var start = 0
        while start < model.tokens.count {
            var end = start + 1
            if let type = names[start]?.types.first {
                while end < model.tokens.count, names[end]?.types.first == type { end += 1 }
            }
            chunks.append(start..<end)
            start = end
        }
        let frozenBuilder = builder
        // Job 0 writes everything after the value layer (support types and the SwiftUI layer); the others write
        // one top-level group each.
        let jobs = Parallel.map(chunks.count + 1) { [chunks, names] job -> (text: [UInt8], warnings: DiagnosticBag) in
            guard job > 0 else {
                var tail = SwiftWriter()
                writeTail(model, names: names, builder: frozenBuilder, options: options, into: &tail)
                return (tail.bytes, DiagnosticBag())
            }
            var chunkWriter = SwiftWriter(level: 1)
            writeGroup(model.tokens[chunks[job - 1]], depth: 0, names: names, builder: frozenBuilder, access: a, into: &chunkWriter)
            return (chunkWriter.bytes, warnings(model.tokens[chunks[job - 1]]))
        }
        for job in jobs { diagnostics.append(contentsOf: job.warnings) }
        writer.reserve(jobs.reduce(64) { $0 + $1.text.count + 1 })
        writer.block("\(a)enum \(ns)") { writer in
            for (index, job) in jobs.dropFirst().enumerated() {
                if index > 0 { writer.line() }
                writer.append(job.text)
            }
        }
        writer.append(jobs[0].text)
        return Output(bytes: writer.bytes, diagnostics: diagnostics.sorted())
    }

    /// The support value types and the SwiftUI layer, which follow the namespace enum.
    private static func writeTail(_ model: TokenModel, names: [Name?], builder: SwiftValueBuilder, options: Options, into writer: inout SwiftWriter) {
        let ns = options.namespace
        let a = options.isPublic ? "public " : ""
        let usedTypes = Set(model.tokens.map(\.type))
        let support = SwiftSupportTypes.declarations(for: usedTypes, contextual: builder.hasContextual, modifiers: model.modifiers, access: a)
        if !support.isEmpty {
            writer.line()
            writer.line("// MARK: - Value types")
            writer.line()
            writer.block("extension \(ns)") { writer in
                for (index, block) in support.enumerated() {
                    if index > 0 { writer.line() }
                    writer.lines(block)
                }
            }
        }
        if options.includesSwiftUI {
            let hasContext = SwiftSupportTypes.needsContext(for: usedTypes, contextual: builder.hasContextual, modifiers: model.modifiers)
            writeSwiftUILayer(model, names: names, builder: builder, usedTypes: usedTypes, hasContext: hasContext, namespace: ns, access: a, into: &writer)
        }
    }

    /// What the Swift output leaves out or changes for these tokens: shadow spreads and colors outside Display P3.
    private static func warnings(_ tokens: ArraySlice<Token>) -> DiagnosticBag {
        var diagnostics = DiagnosticBag()
        for token in tokens {
            if case .shadow(let shadow) = token.value, shadow.layers.contains(where: { $0.spread.value != 0 }) {
                diagnostics.warning(.swiftOutput, "shadow '\(token.path)' has a spread; SwiftUI shadows have none, so the Swift output leaves it out", at: token.location)
            }
            for color in colors(in: token.value) + token.contextValues.flatMap({ colors(in: $0.value) }) where ColorConversion.rgb(color).wasClamped {
                diagnostics.warning(.swiftOutput, "color in '\(token.path)' lies outside Display P3; the Swift output clamps it", at: token.location)
                break
            }
        }
        return diagnostics
    }

    // MARK: Value layer

    private static func writeGroup(_ tokens: ArraySlice<Token>, depth: Int, names: [Name?], builder: SwiftValueBuilder, access a: String, into writer: inout SwiftWriter) {
        var first = true
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            if !first { writer.line() }
            first = false
            guard let name = names[index] else {
                index += 1
                continue
            }
            if name.types.count == depth {
                writeToken(token, name: name.member, builder: builder, access: a, into: &writer)
                index += 1
                continue
            }
            let type = name.types[depth]
            var end = index
            while end < tokens.endIndex, let other = names[end], other.types.count > depth, other.types[depth] == type { end += 1 }
            if let description = builder.model.groupDescriptions[TokenPath(Array(token.path.components.prefix(depth + 1)))] {
                writer.doc([description])
            }
            writer.block("\(a)enum \(type)") { writer in
                writeGroup(tokens[index..<end], depth: depth + 1, names: names, builder: builder, access: a, into: &writer)
            }
            index = end
        }
    }

    private static func writeToken(_ token: Token, name: String, builder: SwiftValueBuilder, access a: String, into writer: inout SwiftWriter) {
        writer.doc(documentation(token, builder: builder))
        if let deprecation = token.deprecation {
            let message = deprecation.reason.map { ", message: " + SwiftLiteral.string($0) } ?? ""
            writer.line("@available(*, deprecated\(message))")
        }
        let (type, value) = builder.declaration(for: token)
        writer.expression(value, prefix: "\(a)static let \(name): \(type) = ", width: lineWidth)
    }

    /// The doc comment: description, the value people read (per appearance), alias and deprecation notes.
    static func documentation(_ token: Token, builder: SwiftValueBuilder) -> [String] {
        var lines: [String] = []
        if let description = token.description, description.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) { lines.append(description) }
        var facts: [String] = []
        let single = builder.model.modifiers.count == 1
        let contexts = token.contextValues.map { value in
            "; \(single && value.contexts.count == 1 ? value.contexts[0].name : Context.describe(value.contexts)): \(ValueDescription.describe(value.value))"
        }
        facts.append("- Value: \(ValueDescription.describe(token.value))" + contexts.joined())
        if let alias = token.aliasOf { facts.append("- Alias of `\(alias)`.") }
        if case .shadow(let shadow) = token.value {
            if shadow.layers.contains(where: \.inset) { facts.append("- Inset layers draw as SwiftUI's `ShadowStyle.inner` through a layer's `style`.") }
            if shadow.layers.contains(where: { $0.spread.value != 0 }) { facts.append("- SwiftUI shadows have no spread; it is left out.") }
        }
        if let deprecation = token.deprecation { facts.append("- Deprecated" + (deprecation.reason.map { ": \($0)" } ?? ".")) }
        facts.append("- Token: `\(token.path)`")
        lines.append(facts.joined(separator: "\n"))
        if case .color(let color) = token.value {
            let others = token.contextValues.compactMap { value -> ColorValue? in if case .color(let c) = value.value { c } else { nil } }
            lines.append(swatch([color] + others))
        }
        return lines
    }

    /// A Quick Help swatch: an inline SVG image of the color, one slice per context where it differs.
    static func swatch(_ colors: [ColorValue]) -> String {
        let color = colors[0]
        func fill(_ color: ColorValue) -> String {
            let (_, _, _, opacity) = ColorConversion.sRGB(color)
            return "fill='\(ColorConversion.hex(color))'" + (opacity < 1 ? " fill-opacity='\(ValueDescription.number(opacity))'" : "")
        }
        var svg = "<svg xmlns='http://www.w3.org/2000/svg' width='32' height='16'>"
        let width = 32.0 / Double(colors.count)
        for (index, slice) in colors.enumerated() {
            svg += "<rect x='\(ValueDescription.number(Double(index) * width))' width='\(ValueDescription.number(width))' height='16' \(fill(slice))/>"
        }
        svg += "</svg>"
        return "![\(ColorConversion.hex(color))](data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString()))"
    }

    private static func colors(in value: TokenValue) -> [ColorValue] {
        switch value {
        case .color(let color): [color]
        case .border(let border): [border.color]
        case .shadow(let shadow): shadow.layers.map(\.color)
        case .gradient(let stops): stops.map(\.color)
        case .glass(let glass): glass.tint.map { [$0] } ?? []
        default: []
        }
    }

    // MARK: SwiftUI layer

    private static func writeSwiftUILayer(_ model: TokenModel, names: [Name?], builder: SwiftValueBuilder, usedTypes: Set<TokenType>, hasContext: Bool, namespace ns: String, access a: String, into writer: inout SwiftWriter) {
        let maxLayers = model.tokens.compactMap { token -> Int? in
            if case .shadow(let shadow) = token.value { return shadow.layers.filter { !$0.inset }.count }
            return nil
        }.max() ?? 1
        writer.line()
        writer.line("// MARK: - SwiftUI")
        writer.line()
        writer.line("#if canImport(SwiftUI)")
        writer.indent {
            $0.line("import SwiftUI")
            if hasContext {
                $0.line()
                $0.lines(SwiftUILayer.context(ns, a, axes: model.systemAxes.values.sorted { $0.modifier < $1.modifier }, modifiers: model.modifiers))
            }
            for block in SwiftUILayer.declarations(for: usedTypes, namespace: ns, access: a, shadowLayers: maxLayers) {
                $0.line()
                $0.lines(block)
            }
            let usable = model.tokens.indices.filter { names[$0] != nil && !builder.contextual[$0] }
            // One extension of statics per kind: (token types, names SwiftUI already uses, the value property,
            // the extended type, its availability).
            let kinds: [(types: Set<TokenType>, taken: Set<String>, property: String, header: String, type: String, availability: String?)] = [
                ([.color], SwiftUILayer.takenColorNames, "color", "SwiftUI.ShapeStyle where Self == SwiftUI.Color", "SwiftUI.Color", nil),
                ([.material], SwiftUILayer.takenMaterialNames, "material", "SwiftUI.ShapeStyle where Self == SwiftUI.Material", "SwiftUI.Material", "iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *"),
                ([.spring, .transition], SwiftUILayer.takenAnimationNames, "animation", "SwiftUI.Animation", "SwiftUI.Animation", nil),
                ([.spring], SwiftUILayer.takenAnimationNames, "spring", "SwiftUI.Spring", "SwiftUI.Spring", "iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *"),
            ]
            for kind in kinds {
                let items = statics(usable.filter { kind.types.contains(model.tokens[$0].type) }, of: model, taken: kind.taken) { "\(names[$0]!.qualified(ns)).\(kind.property)" }
                guard !items.isEmpty else { continue }
                $0.line()
                if let availability = kind.availability { $0.line("@available(\(availability))") }
                $0.block("extension \(kind.header)") { writeStatics(items, type: kind.type, access: a, into: &$0) }
            }
        }
        writer.line("#endif")
    }

    /// Statics named by the token's path below its top-level group (`color.palette.amber` → `paletteAmber`),
    /// or by the whole path when that name is SwiftUI's own or shared by two tokens.
    private static func statics(_ indices: [Int], of model: TokenModel, taken: Set<String>, value: (Int) -> String) -> [SwiftUILayer.Static] {
        let short = indices.map { index in
            let components = model.tokens[index].path.components
            return components.count > 1 ? SwiftNaming.joined(Array(components.dropFirst())) : SwiftNaming.joined(components)
        }
        var counts: [String: Int] = [:]
        for name in short { counts[name, default: 0] += 1 }
        var used = Set<String>()
        var result: [SwiftUILayer.Static] = []
        for (index, shortName) in zip(indices, short) {
            let path = model.tokens[index].path
            var chosen = (taken.contains(shortName) || counts[shortName]! > 1) ? SwiftNaming.joined(path.components) : shortName
            if used.contains(chosen) || taken.contains(chosen) { chosen = SwiftNaming.joined(["token"] + path.components) }
            guard used.insert(chosen).inserted else { continue }
            let summary = model.tokens[index].description.map { [$0] } ?? []
            result.append(SwiftUILayer.Static(name: chosen, doc: summary + ["The `\(path)` token."], value: value(index), deprecation: model.tokens[index].deprecation.map { $0.reason ?? "" }))
        }
        return result
    }

    private static func writeStatics(_ statics: [SwiftUILayer.Static], type: String, access a: String, into writer: inout SwiftWriter) {
        for (index, item) in statics.enumerated() {
            if index > 0 { writer.line() }
            writer.doc(item.doc)
            if let deprecation = item.deprecation {
                writer.line("@available(*, deprecated" + (deprecation.isEmpty ? "" : ", message: " + SwiftLiteral.string(deprecation)) + ")")
            }
            writer.block("\(a)static var \(item.name): \(type)") { $0.line(item.value) }
        }
    }
}
