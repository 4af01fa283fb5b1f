extension Pipeline {
    /// Reads a Tokens Studio export (``TokensStudioExport``): its sets translated to DTCG, its themes as the
    /// modifiers and contexts of a resolver document, its values read by ``ValueRules/tokensStudio``. Tokens of
    /// sets no theme enables serve references and are left out of the model.
    ///
    /// Set files of another format among them (DTCG, Style Dictionary: ``FormatRecognition``) are sets read by
    /// their own format, values and all.
    static func readTokensStudio(
        _ files: [SourceFile], readings: [FormatRecognition] = [], options: Options, sources: inout SourceManager,
        diagnostics: inout DiagnosticBag
    ) -> ComposedInput? {
        let formats = readings.count == files.count ? readings.map(\.format) : files.map { _ in .tokensStudio }
        let parsed = parse(
            files, firstIndex: 0, sources: &sources, formats: formats, diagnostics: &diagnostics)
        var read = TokensStudioExport.read(
            files, documents: files.indices.map { parsed.documents[Int32($0)] }, diagnostics: &diagnostics)
        if read.shape == .setFiles { diagnostics.append(contentsOf: FormatRecognition.notes(readings, files: files)) }
        // The sets in Tokens Studio's own syntax; a set file of another format is read by it.
        let own = read.sets.indices.filter { set in read.sets[set].file.map { formats[$0] == .tokensStudio } ?? true }
        let sets = TokensStudioModifierReferences.inline(
            TokensStudioLegacyReferences.rewrite(own.map { read.sets[$0].node }, diagnostics: &diagnostics),
            diagnostics: &diagnostics)
        for (index, node) in zip(own, sets) { read.sets[index].node = node }
        let export = read
        let ownSets = Set(own)

        let translated = Parallel.map(export.sets.count) { index in
            guard ownSets.contains(index) else {
                return (node: export.sets[index].node, diagnostics: DiagnosticBag(), tokens: [SourceLocation]())
            }
            var translator = TokensStudioTranslator()
            let node = translator.translate(export.sets[index].node)
            return (node: node, diagnostics: translator.diagnostics, tokens: translator.tokenLocations)
        }
        for set in translated { diagnostics.append(contentsOf: set.diagnostics) }
        let rank = Dictionary(uniqueKeysWithValues: export.sets.enumerated().map { ($1.name, $0) })
        let document = document(export, rank: rank, translated: translated.map(\.node))
        diagnostics.append(Diagnostic(.note, .tokensStudio, describe(export, document: document), at: nil))

        var fileRules: [Int32: ValueRules] = [:]
        for (index, format) in formats.enumerated() where format != .tokensStudio { fileRules[Int32(index)] = .dtcg }

        // The tokens of sets no theme enables serve references only. A set one theme enables and another uses as
        // a source is built (as the plugin builds it: enabled wins); tokens a theme other than the default's brings
        // are built from that theme (``Composer``).
        let enabledSomewhere = Set(export.themes.flatMap(\.enabled))
        let sourceOnly = export.themes.isEmpty ? [] : Set(export.sets.map(\.name)).subtracting(enabledSomewhere)
        var referenceOnly = Set<SourceLocation>()
        for name in sourceOnly { referenceOnly.formUnion(translated[rank[name]!].tokens) }
        return ComposedInput(
            document: document, rules: .tokensStudio, fileRules: fileRules, adoptsContextOnlyTokens: true,
            mayHoldFailedReferences: parsed.pointerErrors,
            finish: referenceOnly.isEmpty ? nil : { Self.leavingOut(referenceOnly, from: $0) })
    }

    /// `tokens` without those defined at `locations`, and without the aliases and references that named them.
    private static func leavingOut(_ locations: Set<SourceLocation>, from tokens: [Token]) -> [Token] {
        var tokens = tokens
        let dropped = Set(tokens.lazy.filter { locations.contains($0.location) }.map(\.path))
        tokens.removeAll { dropped.contains($0.path) }
        for index in tokens.indices {
            if let target = tokens[index].aliasOf, dropped.contains(target) { tokens[index].aliasOf = nil }
            tokens[index].references.removeAll { dropped.contains($0.target) }
            for variant in tokens[index].contextValues.indices {
                if let target = tokens[index].contextValues[variant].aliasOf, dropped.contains(target) {
                    tokens[index].contextValues[variant].aliasOf = nil
                }
                tokens[index].contextValues[variant].references.removeAll { dropped.contains($0.target) }
            }
        }
        return tokens
    }

    /// The export as a resolver document: without themes one set of every token set; with themes a modifier per
    /// theme group, whose contexts bring their `source` and `enabled` sets (a group of one theme is a set).
    private static func document(_ export: TokensStudioExport, rank: [String: Int], translated: [Node])
        -> ResolverDocument
    {
        func source(_ name: String) -> ResolverDocument.Source {
            .tokenSet(rank: rank[name]!, node: translated[rank[name]!])
        }
        var document = ResolverDocument(name: nil, stages: [], modifiers: [])
        guard !export.themes.isEmpty else {
            document.stages = [.set(name: "token sets", sources: export.sets.map { source($0.name) })]
            return document
        }
        for group in export.groups {
            // A group of one theme chooses nothing: its sets are always on, as a set of a resolver document.
            guard group.themes.count > 1 else {
                let theme = group.themes[0]
                document.stages.append(.set(name: group.name, sources: (theme.source + theme.enabled).map(source)))
                continue
            }
            let contexts = group.themes.map {
                (name: $0.name, sources: ($0.source + $0.enabled).map(source), location: $0.location)
            }
            document.modifiers.append(
                ResolverDocument.Modifier(
                    name: group.name, contexts: contexts, declaredDefault: nil, description: nil,
                    location: group.themes[0].location))
            document.stages.append(.modifier(document.modifiers.count - 1))
        }
        return document
    }

    /// The note that says how the files were read.
    private static func describe(_ export: TokensStudioExport, document: ResolverDocument) -> String {
        let sets = "\(export.sets.count) token set\(export.sets.count == 1 ? "" : "s")"
        switch export.shape {
        case .setFiles:
            return
                "read as Tokens Studio token sets (\(sets), no $themes or $metadata: every set is enabled, later files win)"
        case .singleFile: return describeThemes(export, text: "read as a single-file Tokens Studio export: " + sets)
        case .folder: return describeThemes(export, text: "read as a Tokens Studio export: " + sets)
        }
    }

    private static func describeThemes(_ export: TokensStudioExport, text: String) -> String {
        var text = text
        guard !export.themes.isEmpty else { return text + ", no themes (every set is enabled)" }
        let groups = export.groups.filter { $0.themes.count > 1 }.map {
            "\($0.name) (\($0.themes.map(\.name).joined(separator: ", ")))"
        }
        if !groups.isEmpty { text += "; theme groups as modifiers: " + groups.joined(separator: "; ") }
        let single = export.groups.filter { $0.themes.count == 1 }.map(\.name)
        if !single.isEmpty { text += "; always on (one theme): " + single.joined(separator: ", ") }
        let used = Set(export.themes.flatMap { $0.enabled + $0.source })
        let unused = export.sets.map(\.name).filter { !used.contains($0) }
        if !unused.isEmpty {
            text += "; in no theme, so not built, as in the plugin and its reference pipeline: "
            text += unused.prefix(4).joined(separator: ", ")
            if unused.count > 4 { text += " and \(unused.count - 4) more" }
            text +=
                "; to build a set, mark it \"enabled\" in a theme in Tokens Studio, or \"source\" to use it for references only"
        }
        return text
    }
}
