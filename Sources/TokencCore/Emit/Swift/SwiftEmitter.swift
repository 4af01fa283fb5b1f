import Foundation

/// Writes one self-contained Swift file from the model: a Foundation-only value layer (caseless enums per
/// group, one computed `static var` per token, aliases kept as references) and a SwiftUI layer under
/// `#if canImport(SwiftUI)`. Output depends only on the model and options, so it is byte-for-byte stable.
package enum SwiftEmitter {
    /// How the file is shaped (`tokenc.yaml`'s `swift` section; the namespace is the context's).
    package struct Options: Sendable {
        /// `true` for `public` declarations, `false` for internal.
        package var isPublic: Bool
        package var includesSwiftUI: Bool
        /// A color swatch (an inline SVG image) in each color's doc comment.
        package var swatches: Bool
        /// With an asset catalog: each color token's color set name (``AssetCatalogEmitter/assetNames(_:)``),
        /// so that SwiftUI colors come from the catalog and follow appearance and contrast on every OS version.
        package var colorAssets: [Int: String]?
        /// The bundle holding the catalog, as a Swift expression of type `Bundle` (`.main`, `.module`).
        package var assetBundle: String
        /// One of several files that compile together (nil: the file stands alone).
        package var part: Part?
        /// `style: extensions`: sizes and typography also as statics of `CGFloat` and `SwiftUI.Font`
        /// (`.spacingM`, `.bodyLarge`), as colors, materials and animations always are.
        package var extensionStyle = false

        package init(
            isPublic: Bool = true, includesSwiftUI: Bool = true, swatches: Bool = false,
            colorAssets: [Int: String]? = nil, assetBundle: String = ".main"
        ) {
            self.isPublic = isPublic
            self.includesSwiftUI = includesSwiftUI
            self.swatches = swatches
            self.colorAssets = colorAssets
            self.assetBundle = assetBundle
        }
    }

    /// One of several Swift files that compile together: the first declares the namespace and every support
    /// type and SwiftUI API the files need, the others extend the namespace; SwiftUI statics are named across all
    /// the files, so no two collide.
    package struct Part: Sendable {
        package var isFirst: Bool
        /// Every token of all the files.
        package var all: EmitContext
        /// ``Options/colorAssets`` for ``all``.
        package var allColorAssets: [Int: String]?

        package init(isFirst: Bool, all: EmitContext, allColorAssets: [Int: String]?) {
            (self.isFirst, self.all, self.allColorAssets) = (isFirst, all, allColorAssets)
        }
    }

    /// The file, or nil when names could not be made valid; and the diagnostics.
    package struct Output: Sendable {
        /// The file as UTF-8 bytes, as it is written.
        package var bytes: [UInt8]?
        package var diagnostics: [Diagnostic]

        /// The file as text.
        package var source: String? { bytes.map { String(decoding: $0, as: UTF8.self) } }
    }

    static let lineWidth = 120

    /// A token's Swift name: the enum path of its groups and its member.
    struct Name: Sendable {
        var types: [String]
        var member: String
        /// The namespace and the types, dotted: `DesignTokens.Radius` (shared by the group's tokens).
        var scope: String

        /// `DesignTokens.Radius.md`.
        var qualified: String { scope + "." + member }
    }

    /// Every token's Swift name (nil for a token the Swift output leaves out). Every group becomes a caseless enum
    /// and every token a static. Names are never an error: two legal names that make one identifier in a scope, or
    /// a group named like the namespace or a type the generated code declares, are made distinct
    /// (``SwiftNaming/distinct(_:of:isType:taken:)``), with one warning per pair naming both places and the names chosen.
    /// Names are made in path order, so which name keeps its plain spelling does not depend on file order.
    static func names(for model: TokenModel, namespace ns: String, diagnostics: inout DiagnosticBag) -> [Name?] {
        // In path order a group's tokens are contiguous, so a stack of open groups suffices.
        var names = [Name?](repeating: nil, count: model.tokens.count)
        // Types by scope: the path of the group that took each name, and where.
        var scopes: [[String: (path: String, location: SourceLocation)]] = [[:]]
        // Members by scope: the index of the token that took each name.
        var members: [[String: Int]] = [[:]]
        var stack: [(group: String, type: String, scope: Int)] = []
        var currentTypes: [String] = []
        var scopeText = ns
        for index in model.pathOrder {
            let path = model.tokens[index].path
            let location = model.tokens[index].location
            if let reason = model.tokens[index].cssOnly
                ?? unsupportedReason(
                    type: model.tokens[index].type, value: model.tokens[index].value,
                    contextValues: model.tokens[index].contextValues)
            {
                if !reason.isEmpty {
                    diagnostics.warning(
                        .swiftUnsupported, "token '\(path)' is left out of the Swift output: \(reason)", at: location)
                }
                continue
            }
            let groups = path.components.dropLast()
            var common = 0
            while common < stack.count, common < groups.count, stack[common].group == groups[groups.startIndex + common]
            { common += 1 }
            // The scope's text is remade only where the token's groups differ from the previous token's.
            let typesChange = common < stack.count || common < groups.count
            if common < stack.count {
                stack.removeLast(stack.count - common)
                currentTypes = stack.map(\.type)
            }
            for depth in common..<groups.count {
                let group = groups[groups.startIndex + depth]
                let groupPath = path.components[...depth].joined(separator: ".")
                var type = SwiftNaming.type(group)
                let parent = stack.last?.scope ?? 0
                // At any depth: a nested `enum Double` would shadow `Double` for its siblings' declarations.
                let reserved = type == ns || SwiftSupportTypes.reservedNames.contains(type)
                // Types and members share a scope's names: group `1,5x` and token `1_5x` both make `_1p5x`.
                func taken(_ name: String) -> Bool { scopes[parent][name] != nil || members[parent][name] != nil }
                if let chosen = model.groupNames[TokenPath(Array(path.components[...depth]))]?["swiftName"] {
                    // The team's own type name: used as written, an error when it cannot be one or is taken (the
                    // rule's name stands in, so the group's tokens are still checked).
                    if let text = chosen.string, SwiftNaming.isIdentifier(text),
                        !SwiftNaming.unqualifiable.contains(text), text != ns,
                        !SwiftSupportTypes.reservedNames.contains(text), !taken(SwiftNaming.escape(text))
                    {
                        type = SwiftNaming.escape(text)
                    } else {
                        diagnostics.error(
                            .swiftName,
                            "\"swiftName\" of group '\(groupPath)' must be a Swift identifier usable after a dot that no sibling, the namespace or a generated type has",
                            at: chosen.location)
                    }
                } else if reserved || taken(type) {
                    let plain = type
                    type = SwiftNaming.distinct(plain, of: group, isType: true) { name in
                        taken(name) || name == ns || SwiftSupportTypes.reservedNames.contains(name)
                    }
                    if reserved {
                        diagnostics.warning(
                            .swiftName,
                            "group '\(groupPath)' would become the Swift type '\(plain)', which the generated code needs for itself; it is '\(type)'",
                            at: location)
                    } else if let previous = scopes[parent][plain] {
                        diagnostics.warning(
                            .swiftName,
                            "group '\(groupPath)' and group '\(previous.path)' both make the Swift type '\(plain)'; '\(previous.path)' keeps it and '\(groupPath)' is '\(type)'",
                            at: location, notes: [Diagnostic.Note("'\(previous.path)' is here", at: previous.location)])
                    } else if let previous = members[parent][plain].map({ model.tokens[$0] }) {
                        diagnostics.warning(
                            .swiftName,
                            "group '\(groupPath)' and token '\(previous.path)' both make the Swift name '\(plain)'; '\(previous.path)' keeps it and '\(groupPath)' is '\(type)'",
                            at: location,
                            notes: [Diagnostic.Note("'\(previous.path)' is defined here", at: previous.location)])
                    }
                }
                scopes[parent][type] = (groupPath, location)
                scopes.append([:])
                members.append([:])
                stack.append((group, type, scopes.count - 1))
                currentTypes.append(type)
            }
            if typesChange { scopeText = ([ns] + currentTypes).joined(separator: ".") }
            var member = SwiftNaming.member(path.name)
            let scope = stack.last?.scope ?? 0
            if let chosen = model.tokens[index].extensions?[TokenSyntax.extensionKey]?["swiftName"] {
                // The team's own name: used as written, an error when it cannot be one or is taken.
                guard let text = chosen.string, SwiftNaming.isIdentifier(text),
                    !SwiftNaming.unqualifiable.contains(text)
                else {
                    diagnostics.error(
                        .swiftName,
                        "\"swiftName\" of '\(path)' must be a Swift identifier usable after a dot: a letter or _ and then letters, digits and _, not self, init, Self, Type or Protocol",
                        at: chosen.location)
                    continue
                }
                let owner =
                    members[scope][SwiftNaming.escape(text)].map { "token '\(model.tokens[$0].path)'" }
                    ?? scopes[scope][text].map { "group '\($0.path)'" }
                if let owner {
                    diagnostics.error(
                        .swiftName, "\"swiftName\" '\(text)' of '\(path)' is already the Swift name of \(owner)",
                        at: chosen.location)
                    continue
                }
                member = SwiftNaming.escape(text)
            } else if members[scope][member] != nil || scopes[scope][member] != nil {
                let plain = member
                member = SwiftNaming.distinct(plain, of: path.name, isType: false) {
                    members[scope][$0] != nil || scopes[scope][$0] != nil
                }
                if let previous = members[scope][plain] {
                    let other = model.tokens[previous]
                    diagnostics.warning(
                        .swiftName,
                        "token '\(path)' and token '\(other.path)' both make the Swift name '\(plain)'; '\(other.path)' keeps it and '\(path)' is '\(member)'",
                        at: location, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.location)])
                } else if let group = scopes[scope][plain] {
                    diagnostics.warning(
                        .swiftName,
                        "token '\(path)' and group '\(group.path)' both make the Swift name '\(plain)'; '\(group.path)' keeps it and '\(path)' is '\(member)'",
                        at: location, notes: [Diagnostic.Note("'\(group.path)' is here", at: group.location)])
                }
            }
            members[scope][member] = index
            names[index] = Name(types: currentTypes, member: member, scope: scopeText)
        }
        return names
    }

    /// Why the Swift output cannot express a token of `type` with `value` in the default context and
    /// `contextValues` in others (empty: a custom type, already reported), or nil when it can. (Given the
    /// token's fields, not the token: passing a token from the model's array copies every field.)
    static func unsupportedReason(type: TokenType, value: TokenValue, contextValues: [Token.ContextValue]) -> String? {
        if type == .custom { return "" }
        if let reason = unsupportedReason(value) { return reason }
        for context in contextValues {
            if let reason = unsupportedReason(context.value) { return reason }
        }
        return nil
    }

    private static func unsupportedReason(_ value: TokenValue) -> String? {
        func relative(_ dimension: DimensionValue) -> String? {
            dimension.isAbsolute
                ? nil : "its unit '\(dimension.unit.rawValue)' has no fixed length in points (CSS and JSON keep it)"
        }
        func relative(_ dimensions: [DimensionValue]) -> String? {
            dimensions.lazy.compactMap(relative).first
        }
        switch value {
        case .dimension(let dimension): return relative(dimension)
        case .border(let border): return relative(border.width)
        case .shadow(let shadow):
            return relative(shadow.layers.flatMap { [$0.offsetX, $0.offsetY, $0.blur, $0.spread] })
        case .strokeStyle(.dashes(let dashes, _)): return relative(dashes)
        case .typography(let type):
            if let reason = relative(type.fontSize) { return reason }
            if type.trackingPoints == nil || type.lineHeightMultiple == nil {
                return "its letter spacing or line height is relative to the viewport (CSS and JSON keep it)"
            }
            return nil
        case .link(let url): return URL(string: url) == nil ? "'\(url)' is not a URL Foundation can read" : nil
        default: return nil
        }
    }

    /// Names spelled in full.
    static func qualified(_ names: [Name?]) -> [String?] {
        names.map { $0?.qualified }
    }

    /// The file, with the names the other outputs share.
    package static func emit(_ context: EmitContext, options: Options = Options()) -> Output {
        let model = context.model
        let names = context.names.swift
        var diagnostics = context.names.swiftDiagnostics
        let ns = context.names.swiftNamespace
        let a = options.isPublic ? "public " : ""
        if diagnostics.hasErrors { return Output(bytes: nil, diagnostics: diagnostics.sorted()) }
        let builder = Self.builder(model, names: names, namespace: ns, assets: options.colorAssets, options: options)
        // What the support types and statics are made for: every file's tokens, when this is one of several.
        let whole = options.part?.all ?? context
        let wholeBuilder =
            options.part.map {
                Self.builder(
                    whole.model, names: whole.names.swift, namespace: ns, assets: $0.allColorAssets, options: options)
            } ?? builder
        let declares = options.part?.isFirst ?? true

        for problem in SwiftContextType.collisions(model.modifiers) {
            diagnostics.error(.swiftName, problem, at: nil)
        }
        if diagnostics.hasErrors { return Output(bytes: nil, diagnostics: diagnostics.sorted()) }
        diagnostics.append(contentsOf: warnings(model))

        var writer = SwiftWriter()
        writer.line("// Generated by tokenc from \(model.inputs.joined(separator: ", ")). DO NOT EDIT.")
        if context.names.swiftQualified.contains(where: { $0?.utf8.contains { $0 >= 0x80 } == true }) {
            // Names keep their letters beyond ASCII (`größe`), which swift-format's default rules forbid.
            writer.line("// swift-format-ignore-file: IdentifiersMustBeASCII")
        }
        writer.line()
        writer.line("import Foundation")
        writer.line()
        if declares {
            writer.doc([
                "The design tokens, generated by tokenc. Values are points (`CGFloat`), seconds (`TimeInterval`) and value types below; the SwiftUI extensions at the end turn them into colors, fonts, animations, shadows, materials and glass."
            ])
        }
        let usedTypes = Set(whole.model.tokens.map(\.type))
        writer.block(declares ? "\(a)enum \(ns)" : "extension \(ns)") { writer in
            var layout = TokenLayout(model: model, names: names, access: a)
            var scratch: [UInt8] = []
            for index in model.tokens.indices {
                guard let name = names[index] else { continue }
                layout.move(to: index, into: &writer)
                writeToken(
                    model.tokens[index], name: name.member, builder: builder, access: a, swatches: options.swatches,
                    scratch: &scratch, into: &writer)
            }
            layout.closeAll(into: &writer)
        }
        if declares {
            writeSupport(
                whole.model, usedTypes: usedTypes, builder: wholeBuilder, namespace: ns, access: a, into: &writer)
        }
        if options.includesSwiftUI {
            writer.line()
            writer.line("// MARK: - SwiftUI")
            writer.line()
            writer.line("#if canImport(SwiftUI)")
            writer.level += 1
            if declares {
                writeSwiftUIHead(
                    whole.model, usedTypes: usedTypes, builder: wholeBuilder, namespace: ns, access: a, into: &writer)
            } else {
                writer.line("import SwiftUI")
            }
            let here = Set(model.tokens.map(\.path))
            for kind in staticKinds + (options.extensionStyle ? extensionKinds : []) {
                writeStaticsExtension(
                    kind, model: whole.model, names: whole.names.swift, builder: wholeBuilder, writing: here, access: a,
                    into: &writer)
            }
            writer.level -= 1
            writer.line("#endif")
            if declares {
                writePlatforms(
                    whole.model, usedTypes: usedTypes, builder: wholeBuilder, namespace: ns, access: a, into: &writer)
            }
        }
        return Output(bytes: writer.bytes, diagnostics: diagnostics.sorted())
    }

    /// The UIKit and AppKit sections, for the types `model` uses (none when none needs one).
    static func writePlatforms(
        _ model: TokenModel, usedTypes: Set<TokenType>, builder: SwiftValueBuilder, namespace ns: String,
        access a: String, into writer: inout SwiftWriter
    ) {
        let platforms = PlatformLayer.sections(
            PlatformLayer.Inputs(
                namespace: ns, access: a, types: usedTypes,
                axes: model.systemAxes.values.sorted { $0.modifier < $1.modifier }, modifiers: model.modifiers,
                assetBundle: builder.assetBundle))
        guard !platforms.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - UIKit and AppKit")
        for section in platforms {
            writer.line()
            writer.lines(section)
        }
    }

    /// The value builder for a model: its color assets, and which tokens need a contextual value.
    static func builder(
        _ model: TokenModel, names: [Name?], namespace ns: String, assets: [Int: String]?, options: Options
    ) -> SwiftValueBuilder {
        var builder = SwiftValueBuilder(namespace: ns, model: model, names: names)
        if let assets {
            for (index, name) in assets { builder.assetNames[model.tokens[index].path] = name }
            builder.assetBundle = options.assetBundle
        }
        for index in model.tokens.indices where !model.tokens[index].contextValues.isEmpty {
            builder.contextual[index] = builder.needsContextual(model.tokens[index])
        }
        return builder
    }

    /// The support value types, which follow the namespace enum.
    static func writeSupport(
        _ model: TokenModel, usedTypes: Set<TokenType>, builder: SwiftValueBuilder, namespace ns: String,
        access a: String, into writer: inout SwiftWriter
    ) {
        let support = SwiftSupportTypes.declarations(
            for: usedTypes, contextual: builder.hasContextual, modifiers: model.modifiers, access: a,
            colorAssets: !builder.assetNames.isEmpty)
        guard !support.isEmpty else { return }
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

    /// What the Swift output leaves out or changes: shadow spreads and colors outside Display P3.
    static func warnings(_ model: TokenModel) -> DiagnosticBag {
        var diagnostics = DiagnosticBag()
        for index in model.tokens.indices {
            if case .shadow(let shadow) = model.tokens[index].value,
                shadow.layers.contains(where: { $0.spread.value != 0 })
            {
                diagnostics.warning(
                    .swiftOutput,
                    "shadow '\(model.tokens[index].path)' has a spread; SwiftUI shadows have none, so the Swift output leaves it out",
                    at: model.tokens[index].location)
            }
            if hasClampedColor(model.tokens[index].value)
                || model.tokens[index].contextValues.contains(where: { hasClampedColor($0.value) })
            {
                diagnostics.warning(
                    .swiftOutput,
                    "color in '\(model.tokens[index].path)' lies outside Display P3; the Swift output clamps it",
                    at: model.tokens[index].location)
            }
        }
        return diagnostics
    }

    // MARK: Value layer

    /// A token as a computed `static var`: `swiftc` compiles it in less than half the time of a `static let`
    /// (no lazy global initializer, once-token and accessor per constant) into an object file less than half
    /// the size (Documentation/SwiftOutput.md, "What the generated Swift costs to compile"); values are small structs, made on use.
    static func writeToken(
        _ token: Token, name: String, builder: SwiftValueBuilder, access a: String, swatches: Bool,
        scratch: inout [UInt8], into writer: inout SwiftWriter
    ) {
        writeDocumentation(token, builder: builder, swatches: swatches, scratch: &scratch, into: &writer)
        if let deprecation = token.deprecation {
            let message = deprecation.reason.map { ", message: " + SwiftLiteral.string($0) } ?? ""
            writer.line("@available(*, deprecated\(message))")
        }
        let (type, value) = builder.declaration(for: token)
        let header = "\(a)static var \(name): \(type)"
        scratch.removeAll(keepingCapacity: true)
        value.appendFlat(to: &scratch)
        if writer.level * 4 + header.utf8.count + scratch.count + 6 <= lineWidth, !scratch.contains(0x0A) {
            writer.line(header + " { " + String(decoding: scratch, as: UTF8.self) + " }")
        } else {
            writer.block(header) { $0.expression(value, prefix: "", width: lineWidth) }
        }
    }

    /// The doc comment: description; the value people read (per context), alias, shadow and deprecation notes
    /// and the token's path; a swatch for colors. Built in `scratch` (kept between tokens) as UTF-8.
    /// A value as its doc comment says it: what an alias names, and a composite's parts by reference as the tokens
    /// they name, rather than their values, so that editing a value changes the comments of its own token only
    /// (and so only the file that holds it, where the Swift is several files).
    private static func appendValue(
        _ value: TokenValue, aliasOf: TokenPath?, references: [Token.Reference], to scratch: inout [UInt8]
    ) {
        if let aliasOf {
            scratch += "the value of `"
            aliasOf.appendDotted(to: &scratch)
            scratch += "`"
            return
        }
        var named: [String: TokenPath] = [:]
        for reference in references { named[reference.pointer] = reference.target }
        ValueDescription.append(value, naming: named, to: &scratch)
    }

    static func writeDocumentation(
        _ token: Token, builder: SwiftValueBuilder, swatches: Bool, scratch: inout [UInt8],
        into writer: inout SwiftWriter
    ) {
        if let description = token.description, hasText(description) {
            writer.docParagraph(Array(description.utf8))
            writer.line("///")
        }
        scratch.removeAll(keepingCapacity: true)
        let single = builder.model.modifiers.count == 1
        scratch += "- Value: "
        appendValue(token.value, aliasOf: token.aliasOf, references: token.references, to: &scratch)
        for value in token.contextValues {
            scratch += "; "
            scratch +=
                (single && value.contexts.count == 1 ? value.contexts[0].name : Context.describe(value.contexts)).utf8
            scratch += ": "
            appendValue(value.value, aliasOf: value.aliasOf, references: value.references, to: &scratch)
        }
        if case .shadow(let shadow) = token.value {
            if shadow.layers.contains(where: \.inset) {
                scratch += "\n- Inset layers draw as SwiftUI's `ShadowStyle.inner` through a layer's `style`."
            }
            if shadow.layers.contains(where: { $0.spread.value != 0 }) {
                scratch += "\n- SwiftUI shadows have no spread; it is left out."
            }
        }
        if let deprecation = token.deprecation {
            scratch += "\n- Deprecated"
            if let reason = deprecation.reason {
                scratch += ": "
                scratch += reason.utf8
            } else {
                scratch += "."
            }
        }
        scratch += "\n- Token: `"
        token.path.appendDotted(to: &scratch)
        scratch += "`"
        writer.docParagraph(scratch)
        if swatches, case .color(let color) = token.value {
            scratch.removeAll(keepingCapacity: true)
            var colors = [color]
            for value in token.contextValues { if case .color(let other) = value.value { colors.append(other) } }
            appendSwatch(colors, to: &scratch)
            writer.line("///")
            writer.docParagraph(scratch)
        }
    }

    /// Whether a description has anything but white space (most start with a letter).
    private static func hasText(_ description: String) -> Bool {
        if let first = description.utf8.first, first > 0x20, first < 0x7F { return true }
        return description.unicodeScalars.contains { !$0.properties.isWhitespace }
    }

    /// A Quick Help swatch: an inline SVG image of the color, one slice per context where it differs, as a
    /// Markdown image with a `data:` URL.
    static func appendSwatch(_ colors: [ColorValue], to out: inout [UInt8]) {
        var svg: [UInt8] = []
        svg.reserveCapacity(96 + colors.count * 80)
        svg += "<svg xmlns='http://www.w3.org/2000/svg' width='32' height='16'>"
        let width = 32.0 / Double(colors.count)
        for (index, slice) in colors.enumerated() {
            svg += "<rect x='"
            ValueDescription.appendNumber(Double(index) * width, to: &svg)
            svg += "' width='"
            ValueDescription.appendNumber(width, to: &svg)
            svg += "' height='16' fill='"
            ColorConversion.appendHex(slice, to: &svg)
            svg += "'"
            if slice.alpha < 1 {
                svg += " fill-opacity='"
                ValueDescription.appendNumber(slice.alpha, to: &svg)
                svg += "'"
            }
            svg += "/>"
        }
        svg += "</svg>"
        out += "!["
        ColorConversion.appendHex(colors[0], to: &out)
        out += "](data:image/svg+xml;base64,"
        Base64.append(svg, to: &out)
        out += ")"
    }

    /// Whether a color in the value lies outside what the Swift output can show (Display P3), so it is clamped.
    private static func hasClampedColor(_ value: TokenValue) -> Bool {
        func clamped(_ color: ColorValue) -> Bool { ColorConversion.rgb(color).wasClamped }
        return switch value {
        case .color(let color): clamped(color)
        case .border(let border): clamped(border.color)
        case .shadow(let shadow): shadow.layers.contains { clamped($0.color) }
        case .gradient(let stops): stops.contains { clamped($0.color) }
        case .glass(let glass): glass.tint.map(clamped) ?? false
        default: false
        }
    }

    // MARK: SwiftUI layer

    /// The SwiftUI layer's fixed part: the import, the context environment and the API for each used type.
    static func writeSwiftUIHead(
        _ model: TokenModel, usedTypes: Set<TokenType>, builder: SwiftValueBuilder, namespace ns: String,
        access a: String, into writer: inout SwiftWriter
    ) {
        let hasContext = SwiftSupportTypes.needsContext(
            for: usedTypes, contextual: builder.hasContextual, modifiers: model.modifiers)
        let maxLayers =
            model.tokens.compactMap { token -> Int? in
                if case .shadow(let shadow) = token.value { return shadow.layers.filter { !$0.inset }.count }
                return nil
            }.max() ?? 1
        writer.line("import SwiftUI")
        if hasContext {
            writer.line()
            writer.lines(
                SwiftUILayer.context(
                    ns, a, axes: model.systemAxes.values.sorted { $0.modifier < $1.modifier },
                    modifiers: model.modifiers))
        }
        for block in SwiftUILayer.declarations(
            for: usedTypes, namespace: ns, access: a, shadowLayers: maxLayers, assetBundle: builder.assetBundle)
        {
            writer.line()
            writer.lines(block)
        }
    }

    /// One extension of statics per kind: the token types, the names SwiftUI already uses, the value property,
    /// the extended type, the static's type and its availability.
    struct StaticKind: Sendable {
        var types: Set<TokenType>
        var taken: Set<String>
        var property: String
        var header: String
        var type: String
        var availability: String?
        /// Named by the whole path (`spaceM`), where the top-level group says what the value is for; else below
        /// it (`color.brand.primary` → `brandPrimary`).
        var namesTopGroup = false
    }

    static let staticKinds: [StaticKind] = [
        StaticKind(
            types: [.color], taken: SwiftUILayer.takenColorNames, property: "color",
            header: "SwiftUI.ShapeStyle where Self == SwiftUI.Color", type: "SwiftUI.Color"),
        StaticKind(
            types: [.material], taken: SwiftUILayer.takenMaterialNames, property: "material",
            header: "SwiftUI.ShapeStyle where Self == SwiftUI.Material", type: "SwiftUI.Material",
            availability: "iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *"),
        StaticKind(
            types: [.spring, .transition], taken: SwiftUILayer.takenAnimationNames, property: "animation",
            header: "SwiftUI.Animation", type: "SwiftUI.Animation"),
        StaticKind(
            types: [.spring], taken: SwiftUILayer.takenAnimationNames, property: "spring", header: "SwiftUI.Spring",
            type: "SwiftUI.Spring", availability: "iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *"),
    ]

    /// The kinds `style: extensions` adds: where SwiftUI has the type, a token is also its static.
    static let extensionKinds: [StaticKind] = [
        StaticKind(
            types: [.dimension], taken: SwiftUILayer.takenCGFloatNames, property: "", header: "CGFloat",
            type: "CGFloat", namesTopGroup: true),
        StaticKind(
            types: [.typography], taken: SwiftUILayer.takenFontNames, property: "font", header: "SwiftUI.Font",
            type: "SwiftUI.Font", availability: "iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *"),
    ]

    /// The extension of statics for one kind, for every token of its types with a usable name (none when there is
    /// none); named among all of `model`'s, written for those at paths in `writing`.
    static func writeStaticsExtension(
        _ kind: StaticKind, model: TokenModel, names: [Name?], builder: SwiftValueBuilder, writing: Set<TokenPath>,
        access a: String, into writer: inout SwiftWriter
    ) {
        let items = staticItems(kind, model: model, names: names, builder: builder) {
            writing.contains(model.tokens[$0].path)
        }
        writeStaticsExtension(kind, items: items.map(\.item), access: a, into: &writer)
    }

    /// The statics of one kind, with the token each is for: those `writing` admits, named among all of `model`'s.
    static func staticItems(
        _ kind: StaticKind, model: TokenModel, names: [Name?], builder: SwiftValueBuilder,
        writing: (Int) -> Bool = { _ in true }
    ) -> [(token: Int, item: SwiftUILayer.Static)] {
        let contextual = builder.contextual
        let usable = model.tokens.indices.filter {
            names[$0] != nil && kind.types.contains(model.tokens[$0].type) && !contextual[$0]
        }
        return statics(
            usable, of: model, taken: kind.taken, namesTopGroup: kind.namesTopGroup, writing: writing,
            value: { kind.property.isEmpty ? names[$0]!.qualified : "\(names[$0]!.qualified).\(kind.property)" })
    }

    /// The extension of `items`, statics of one kind (nothing when there are none).
    static func writeStaticsExtension(
        _ kind: StaticKind, items: [SwiftUILayer.Static], access a: String, into writer: inout SwiftWriter
    ) {
        guard !items.isEmpty else { return }
        writer.line()
        if let availability = kind.availability { writer.line("@available(\(availability))") }
        writer.block("extension \(kind.header)") { writeStatics(items, type: kind.type, access: a, into: &$0) }
    }

    /// Statics named by the token's path below its top-level group (`color.palette.amber` → `paletteAmber`),
    /// or by the whole path when that name is SwiftUI's own or shared by two tokens.
    private static func statics(
        _ indices: [Int], of model: TokenModel, taken: Set<String>, namesTopGroup: Bool = false,
        writing: (Int) -> Bool, value: (Int) -> String
    ) -> [(token: Int, item: SwiftUILayer.Static)] {
        let short = indices.map { index in
            let components = model.tokens[index].path.components
            return components.count > 1 && !namesTopGroup
                ? SwiftNaming.joined(Array(components.dropFirst())) : SwiftNaming.joined(components)
        }
        var counts: [String: Int] = [:]
        counts.reserveCapacity(short.count)
        for name in short { counts[name, default: 0] += 1 }
        var used = Set<String>(minimumCapacity: short.count)
        var result: [(token: Int, item: SwiftUILayer.Static)] = []
        result.reserveCapacity(short.count)
        for (index, shortName) in zip(indices, short) {
            let path = model.tokens[index].path
            var chosen =
                (taken.contains(shortName) || counts[shortName]! > 1) ? SwiftNaming.joined(path.components) : shortName
            if used.contains(chosen) || taken.contains(chosen) {
                chosen = SwiftNaming.joined(["token"] + path.components)
            }
            guard used.insert(chosen).inserted, writing(index) else { continue }
            let summary = model.tokens[index].description.map { [$0] } ?? []
            result.append(
                (
                    index,
                    SwiftUILayer.Static(
                        name: chosen, doc: summary + ["The `\(path)` token."], value: value(index),
                        deprecation: model.tokens[index].deprecation.map { $0.reason ?? "" })
                ))
        }
        return result
    }

    private static func writeStatics(
        _ statics: [SwiftUILayer.Static], type: String, access a: String, into writer: inout SwiftWriter
    ) {
        for (index, item) in statics.enumerated() {
            if index > 0 { writer.line() }
            writer.doc(item.doc)
            if let deprecation = item.deprecation {
                writer.line(
                    "@available(*, deprecated"
                        + (deprecation.isEmpty ? "" : ", message: " + SwiftLiteral.string(deprecation)) + ")")
            }
            writer.block("\(a)static var \(item.name): \(type)") { $0.line(item.value) }
        }
    }
}
