import Foundation

/// What changed between two resolved models, in the terms a reviewer cares about: what breaks, what
/// changed value (per context), what was deprecated or added, and what changed only in metadata.
package struct TokenDiff: Sendable {
    /// A kind of change, with the section it belongs to.
    package enum Kind: String, Sendable, CaseIterable {
        case removed, renamed
        /// The same token, but the Swift or CSS name the outputs give it changed (a collision now resolved the
        /// other way, a name the team chose): call sites break as for a rename.
        case namesChanged = "names-changed"
        /// Still written in the new version, but its value no longer resolves (a broken reference, say).
        case broken
        case typeChanged = "type-changed"
        case contextRemoved = "context-removed"
        case valueChanged = "value-changed"
        case contextAdded = "context-added"
        case aliasPropagated = "alias-propagated"
        case deprecated, undeprecated, added
        case descriptionChanged = "description-changed"
        case extensionsChanged = "extensions-changed"

        /// The section a change is reported in.
        package var section: Section {
            switch self {
            case .removed, .renamed, .namesChanged, .broken, .typeChanged, .contextRemoved: .breaking
            case .valueChanged, .contextAdded, .aliasPropagated: .changed
            case .deprecated, .undeprecated: .deprecation
            case .added: .added
            case .descriptionChanged, .extensionsChanged: .metadata
            }
        }
    }

    /// Report sections, most important first.
    package enum Section: String, Sendable, CaseIterable {
        case breaking, changed, deprecation, added, metadata

        package var title: String {
            switch self {
            case .breaking: "Breaking"
            case .changed: "Changed values"
            case .deprecation: "Deprecated / un-deprecated"
            case .added: "Added"
            case .metadata: "Metadata only"
            }
        }
    }

    /// One change to one token.
    package struct Change: Sendable {
        package var kind: Kind
        /// The token's path (the new one for renames and additions).
        package var path: TokenPath
        package var oldPath: TokenPath?
        package var type: TokenType
        /// Human-readable detail, e.g. `12 → 14 pt (+2)` or `found by id 'radius-card'`.
        package var detail: String
        /// Values before and after, per context ("default" first), for value changes.
        package var values: [(context: String, before: String?, after: String?)]
        /// For alias-propagated changes: the token whose change this follows.
        package var via: TokenPath?
        /// For color tokens: the colors before and after, by context, for swatches.
        package var oldColors: [String: ColorValue] = [:]
        package var newColors: [String: ColorValue] = [:]
    }

    /// An error of the new version, where it is: what makes it break.
    package struct Problem: Sendable, Hashable {
        package var location: String
        package var message: String
        package var rule: String

        package init(location: String, message: String, rule: String) {
            self.location = location
            self.message = message
            self.rule = rule
        }
    }

    package var changes: [Change]
    /// The new version's errors (broken references and the like), listed as breaking.
    package var problems: [Problem] = []

    /// The semantic-version bump the changes call for.
    package var semver: String {
        if !problems.isEmpty || changes.contains(where: { $0.kind.section == .breaking }) { return "major" }
        if changes.contains(where: { $0.kind == .added || $0.kind == .deprecated }) { return "minor" }
        if changes.contains(where: { $0.kind.section == .changed || $0.kind == .undeprecated }) { return "patch" }
        return changes.isEmpty ? "none" : "patch"
    }

    /// Counts by section.
    package func count(_ section: Section) -> Int { changes.count { $0.kind.section == section } }

    /// Whether anything breaks: a breaking change or an error in the new version.
    package var breaks: Bool { !problems.isEmpty || count(.breaking) > 0 }

    /// One line: the bump and the counts.
    package var summary: String {
        if changes.isEmpty && problems.isEmpty { return "no token changes" }
        var parts = Section.allCases.compactMap { section -> String? in
            let n = count(section)
            return n == 0 ? nil : "\(n) \(section.rawValue)"
        }
        if !problems.isEmpty { parts.insert("\(problems.count) error\(problems.count == 1 ? "" : "s")", at: 0) }
        return "\(semver) — " + parts.joined(separator: ", ")
    }

    /// Compares two models; `unresolved` are the tokens the new version still writes but could not resolve, which
    /// are broken rather than removed. Names are compared under the Swift namespace each side's config gives.
    package static func compare(
        old: TokenModel, new: TokenModel, unresolved: Set<TokenPath> = [],
        namespaces: (old: String, new: String) = ("DesignTokens", "DesignTokens")
    ) -> TokenDiff {
        var changes = namesChanged(old: old, new: new, namespaces: namespaces)
        let oldByPath = Dictionary(uniqueKeysWithValues: old.tokens.map { ($0.path, $0) })
        let newByPath = Dictionary(uniqueKeysWithValues: new.tokens.map { ($0.path, $0) })
        var removed = old.tokens.filter { newByPath[$0.path] == nil && !unresolved.contains($0.path) }
        var added = new.tokens.filter { oldByPath[$0.path] == nil }
        for token in old.tokens where newByPath[token.path] == nil && unresolved.contains(token.path) {
            changes.append(
                Change(
                    kind: .broken, path: token.path, oldPath: nil, type: token.type,
                    detail:
                        "no longer resolves (the diagnostics say why); was \(ValueDescription.describe(token.value))",
                    values: [], via: nil))
        }

        // Renames: a stable id in $extensions first, else an unchanged definition at a new path.
        var renamedNew = Set<TokenPath>()
        var renamedOld = Set<TokenPath>()
        let addedByID = Dictionary(
            added.compactMap { token in stableID(token).map { ($0, token) } }, uniquingKeysWith: { first, _ in first })
        for token in removed {
            if let id = stableID(token), let target = addedByID[id], !renamedNew.contains(target.path) {
                changes.append(
                    Change(
                        kind: .renamed, path: target.path, oldPath: token.path, type: target.type,
                        detail: "`\(token.path)` → `\(target.path)` (found by id '\(id)'; certain)", values: [],
                        via: nil))
                renamedNew.insert(target.path)
                renamedOld.insert(token.path)
                changes += compareToken(token, target, oldModel: old, newModel: new, renamed: true)
            }
        }
        var addedBySignature: [String: [Token]] = [:]
        for token in added where !renamedNew.contains(token.path) {
            addedBySignature[signature(token), default: []].append(token)
        }
        for token in removed where !renamedOld.contains(token.path) {
            guard let candidates = addedBySignature[signature(token)], !candidates.isEmpty else { continue }
            let available = candidates.filter { !renamedNew.contains($0.path) }
            guard let target = available.first else { continue }
            let confidence =
                available.count == 1 && token.path.name == target.path.name
                ? "high: same name and definition"
                : available.count == 1
                    ? "medium: same definition, new name" : "low: \(available.count) tokens share this definition"
            changes.append(
                Change(
                    kind: .renamed, path: target.path, oldPath: token.path, type: target.type,
                    detail: "`\(token.path)` → `\(target.path)` (unchanged definition; confidence \(confidence))",
                    values: [], via: nil))
            renamedNew.insert(target.path)
            renamedOld.insert(token.path)
        }
        // An alias moved to a new path in the same change as its target's value: the same definition (an alias of
        // the same token, or of where that token was renamed to), so a rename with its new value.
        let renamedTo = Dictionary(
            changes.filter { $0.kind == .renamed }.compactMap { change in change.oldPath.map { ($0, change.path) } },
            uniquingKeysWith: { first, _ in first })
        for token in removed where !renamedOld.contains(token.path) {
            guard let target = token.aliasOf else { continue }
            let followed = renamedTo[target] ?? target
            let available = added.filter {
                !renamedNew.contains($0.path) && $0.aliasOf == followed && $0.type == token.type
                    && $0.description == token.description
            }
            guard available.count == 1, let moved = available.first else { continue }
            changes.append(
                Change(
                    kind: .renamed, path: moved.path, oldPath: token.path, type: moved.type,
                    detail:
                        "`\(token.path)` → `\(moved.path)` (the same alias of `\(followed)`, whose value changed; confidence medium)",
                    values: [], via: nil))
            renamedNew.insert(moved.path)
            renamedOld.insert(token.path)
            changes += compareToken(token, moved, oldModel: old, newModel: new, renamed: true)
        }
        removed.removeAll { renamedOld.contains($0.path) }
        added.removeAll { renamedNew.contains($0.path) }

        for token in removed {
            changes.append(
                Change(
                    kind: .removed, path: token.path, oldPath: nil, type: token.type,
                    detail: "was \(ValueDescription.describe(token.value))", values: [], via: nil))
        }
        for token in added {
            changes.append(
                Change(
                    kind: .added, path: token.path, oldPath: nil, type: token.type,
                    detail: ValueDescription.describe(token.value), values: [], via: nil))
        }
        for newToken in new.tokens {
            guard let oldToken = oldByPath[newToken.path] else { continue }
            changes += compareToken(oldToken, newToken, oldModel: old, newModel: new, renamed: false)
        }

        // A value change that only follows its alias target is listed under that target.
        let changedValues = Set(changes.filter { $0.kind == .valueChanged }.map(\.path))
        for index in changes.indices where changes[index].kind == .valueChanged {
            let path = changes[index].path
            guard let newToken = newByPath[path], let oldToken = oldByPath[changes[index].oldPath ?? path],
                let target = newToken.aliasOf, oldToken.aliasOf == target, changedValues.contains(target)
            else { continue }
            changes[index].kind = .aliasPropagated
            changes[index].via = target
        }
        changes.sort {
            ($0.kind.section.order, $0.path, $0.kind.rawValue) < ($1.kind.section.order, $1.path, $1.kind.rawValue)
        }
        return TokenDiff(changes: changes)
    }

    /// A change per token kept at its path whose Swift or CSS name is not what it was.
    private static func namesChanged(old: TokenModel, new: TokenModel, namespaces: (old: String, new: String))
        -> [Change]
    {
        let (before, after) = (
            TokenNames(old, swiftNamespace: namespaces.old), TokenNames(new, swiftNamespace: namespaces.new)
        )
        var changes: [Change] = []
        for (index, token) in new.tokens.enumerated() {
            guard let oldIndex = old.index(of: token.path) else { continue }
            var moves: [String] = []
            if let was = before.swiftQualified[oldIndex], let now = after.swiftQualified[index], was != now {
                moves.append("Swift `\(was)` → `\(now)`")
            }
            if let was = before.css[oldIndex], let now = after.css[index], was != now {
                moves.append("CSS `\(was)` → `\(now)`")
            }
            guard !moves.isEmpty else { continue }
            changes.append(
                Change(
                    kind: .namesChanged, path: token.path, oldPath: nil, type: token.type,
                    detail: moves.joined(separator: "; "), values: [], via: nil))
        }
        return changes
    }

    private static func compareToken(
        _ old: Token, _ new: Token, oldModel: TokenModel, newModel: TokenModel, renamed: Bool
    ) -> [Change] {
        var changes: [Change] = []
        func colors(_ token: Token) -> [String: ColorValue] {
            var colors: [String: ColorValue] = [:]
            if case .color(let color) = token.value { colors["default"] = color }
            for variant in token.contextValues {
                if case .color(let color) = variant.value { colors[Context.describe(variant.contexts)] = color }
            }
            return colors
        }
        func change(_ kind: Kind, _ detail: String, values: [(context: String, before: String?, after: String?)] = []) {
            var item = Change(
                kind: kind, path: new.path, oldPath: renamed ? old.path : nil, type: new.type, detail: detail,
                values: values, via: nil)
            if !values.isEmpty, new.type == .color {
                item.oldColors = colors(old)
                item.newColors = colors(new)
            }
            changes.append(item)
        }
        if old.type != new.type {
            change(.typeChanged, "\(old.type.rawValue) → \(new.type.rawValue)")
            return changes
        }
        let oldContexts = Set(old.contextValues.map(\.contexts))
        let newContexts = Set(new.contextValues.map(\.contexts))
        for context in oldContexts.subtracting(newContexts).sorted(by: Context.precedes) {
            let name = Context.describe(context)
            change(
                .contextRemoved, "no longer has its own \(name) value",
                values: [(name, ValueDescription.describe(old.value(in: context)), nil)])
        }
        for context in newContexts.subtracting(oldContexts).sorted(by: Context.precedes) {
            let name = Context.describe(context)
            change(
                .contextAdded, "now has its own \(name) value",
                values: [(name, nil, ValueDescription.describe(new.value(in: context)))])
        }
        var values: [(context: String, before: String?, after: String?)] = []
        var details: [String] = []
        if !approximatelyEqual(old.value, new.value) {
            values.append(("default", ValueDescription.describe(old.value), ValueDescription.describe(new.value)))
            details.append(describeChange(old.value, new.value))
        }
        for context in oldContexts.intersection(newContexts).sorted(by: Context.precedes)
        where !approximatelyEqual(old.value(in: context), new.value(in: context)) {
            let name = Context.describe(context)
            values.append(
                (
                    name, ValueDescription.describe(old.value(in: context)),
                    ValueDescription.describe(new.value(in: context))
                ))
            details.append("\(name): " + describeChange(old.value(in: context), new.value(in: context)))
        }
        if old.aliasOf != new.aliasOf {
            details.append(
                "alias " + (old.aliasOf.map { "`\($0)`" } ?? "none") + " → " + (new.aliasOf.map { "`\($0)`" } ?? "none")
            )
        }
        if !values.isEmpty || old.aliasOf != new.aliasOf {
            change(.valueChanged, details.joined(separator: "; "), values: values)
        }
        switch (old.deprecation, new.deprecation) {
        case (nil, let now?): change(.deprecated, now.reason ?? "deprecated")
        case (_?, nil): change(.undeprecated, "no longer deprecated")
        default: break
        }
        if old.description != new.description {
            change(.descriptionChanged, "description: \(old.description ?? "none") → \(new.description ?? "none")")
        }
        if metadataExtensions(old) != metadataExtensions(new) { change(.extensionsChanged, "$extensions changed") }
        return changes
    }

    /// `12 → 14 pt (+2)`, `#0A84FF → #409CFF (ΔE 9.2)`, `spring response 0.3 → 0.35 s`, or `changed`
    /// (the before and after values are in the change's `values`).
    static func describeChange(_ old: TokenValue, _ new: TokenValue) -> String {
        func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + ValueDescription.number(value) }
        switch (old, new) {
        case (.dimension(let a), .dimension(let b)) where a.unit == b.unit:
            return
                "\(ValueDescription.number(a.value)) → \(ValueDescription.number(b.value)) \(a.unit == .px ? "pt" : a.unit.rawValue) (\(signed(b.value - a.value)))"
        case (.duration(let a), .duration(let b)):
            return
                "\(ValueDescription.describe(a)) → \(ValueDescription.describe(b)) (\(signed((b.seconds - a.seconds) * 1000)) ms)"
        case (.number(let a), .number(let b)):
            return "\(ValueDescription.number(a)) → \(ValueDescription.number(b)) (\(signed(b - a)))"
        case (.color(let a), .color(let b)):
            return
                "\(ValueDescription.describe(a)) → \(ValueDescription.describe(b)) (ΔE \(ValueDescription.number((deltaE(a, b) * 10).rounded() / 10)))"
        case (.spring(let a), .spring(let b)):
            var parts: [String] = []
            if !close(a.response, b.response) {
                parts.append(
                    "response \(ValueDescription.number(a.response)) → \(ValueDescription.number(b.response)) s")
            }
            if !close(a.dampingFraction, b.dampingFraction) {
                parts.append(
                    "damping \(ValueDescription.number(a.dampingFraction)) → \(ValueDescription.number(b.dampingFraction))"
                )
            }
            if a.blendDuration != b.blendDuration {
                parts.append(
                    "blend \(ValueDescription.number(a.blendDuration ?? 0)) → \(ValueDescription.number(b.blendDuration ?? 0)) s"
                )
            }
            return parts.isEmpty ? "changed" : "spring " + parts.joined(separator: ", ")
        default:
            return "changed"
        }
    }

    /// CIE76 ΔE*ab between two colors (alpha ignored).
    static func deltaE(_ a: ColorValue, _ b: ColorValue) -> Double {
        let x = ColorConversion.lab(a)
        let y = ColorConversion.lab(b)
        return ((x.l - y.l) * (x.l - y.l) + (x.a - y.a) * (x.a - y.a) + (x.b - y.b) * (x.b - y.b)).squareRoot()
    }

    /// Equal but for float noise (relative 1e-9).
    static func approximatelyEqual(_ a: TokenValue, _ b: TokenValue) -> Bool {
        a == b || approximatelyEqual(a.jsonValue, b.jsonValue)
    }

    private static func approximatelyEqual(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return close(x, y)
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { approximatelyEqual($0, $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && approximatelyEqual($0.1, $1.1) }
        default: return a == b
        }
    }

    private static func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }

    /// `$extensions` without the per-context values tokenc reads from them (those are compared as contexts).
    static func metadataExtensions(_ token: Token) -> JSONValue? {
        guard let extensions = token.extensions else { return nil }
        guard case .object(let members) = JSONValue(extensions) else { return JSONValue(extensions) }
        let cleaned: [(String, JSONValue)] = members.compactMap { key, value in
            guard key == TokenSyntax.extensionKey, case .object(let inner) = value else { return (key, value) }
            let rest = inner.filter { $0.0 != "contexts" }
            return rest.isEmpty ? nil : (key, .object(rest))
        }
        return cleaned.isEmpty ? nil : .object(cleaned)
    }

    /// A stable id a team can keep across renames: `$extensions["dev.tokenc"].id`.
    static func stableID(_ token: Token) -> String? {
        token.extensions?[TokenSyntax.extensionKey]?["id"]?.string
    }

    /// Type, value, contexts and description: a token moved unchanged has the same signature.
    static func signature(_ token: Token) -> String {
        let contexts = token.contextValues.map {
            "\(Context.describe($0.contexts))=\(String(decoding: $0.value.jsonValue.serializedBytes(), as: UTF8.self))"
        }
        return token.type.rawValue + "|" + String(decoding: token.value.jsonValue.serializedBytes(), as: UTF8.self)
            + "|" + contexts.joined(separator: ",") + "|" + (token.description ?? "")
    }
}

extension TokenDiff.Section {
    var order: Int { Self.allCases.firstIndex(of: self)! }
}
