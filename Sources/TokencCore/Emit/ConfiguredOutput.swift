import Foundation

/// One output that `tokenc.yaml` asks for, as the emit stage runs it: a function of the emit context to the files
/// it makes (placed where the config says) and what it reported.
package struct ConfiguredOutput: Sendable {
    /// What it makes: `json`, `swift`, `markdown`, `css`, `xcassets`, followed by its path where the config has
    /// several of that kind (``Project/outputs``).
    package let name: String
    let make: @Sendable (EmitContext) -> (files: [OutputFile], diagnostics: [Diagnostic])

    /// The project's outputs in ``Project/outputs``'s order (by kind: JSON, Swift, docs, CSS, catalog, templates; within a
    /// kind as listed), each writing the tokens its filter admits (``EmitContext/filtered(_:)``).
    package static func all(for project: Project) -> [ConfiguredOutput] {
        let config = project.config
        var next = project.outputs.map(\.name).makeIterator()
        func named(_ make: @escaping Make, filter: TokenFilter?) -> ConfiguredOutput {
            ConfiguredOutput(name: next.next()!) { context in make(filter.map(context.filtered) ?? context) }
        }
        var outputs: [ConfiguredOutput] = []
        outputs += config.jsonOutputs.map { named(json(project, $0), filter: $0.filter) }
        // A Swift file applies its own filter: the first of several also needs what the others write.
        outputs += config.swiftOutputs.indices.map { named(swift(project, at: $0), filter: nil) }
        outputs += config.markdownOutputs.map { named(markdown(project, $0), filter: $0.filter) }
        outputs += config.doccOutputs.map { named(docc(project, $0), filter: $0.filter) }
        outputs += config.cssOutputs.map { named(css(project, $0), filter: $0.filter) }
        outputs += config.catalogOutputs.map { named(assetCatalog(project, $0), filter: $0.filter) }
        outputs += config.templateOutputs.indices.map { named(template(project, at: $0), filter: nil) }
        return outputs
    }

    private typealias Make = @Sendable (EmitContext) -> (files: [OutputFile], diagnostics: [Diagnostic])

    private static func json(_ project: Project, _ json: ProjectConfig.PathOutput) -> Make {
        let place = project.place(json.output)
        return { context in
            let bytes = ModelDumper.jsonBytes(context.model, sources: context.sources)
            return ([OutputFile(url: place.url, displayPath: place.displayPath, contents: bytes)], [])
        }
    }

    /// One Swift file. Several are one set that compiles together: the first declares the namespace and the
    /// support types every file needs, the others extend it, and SwiftUI statics are named across them all.
    private static func swift(_ project: Project, at position: Int) -> Make {
        let all = project.config.swiftOutputs
        let swift = all[position]
        let place = project.place(swift.output)
        // Colors come from the catalog only where it has them (its filter admits them).
        let catalogFilter = project.config.xcassets?.filter
        let filters = all.map(\.filter)
        return { whole in
            let context = swift.filter.map(whole.filtered) ?? whole
            func assets(_ context: EmitContext) -> [Int: String]? {
                swift.colorsFromCatalog
                    ? AssetCatalogEmitter.assetNames(context.model).filter { index, _ in
                        let token = context.model.tokens[index]
                        return catalogFilter?.admits(token.path, type: token.type) ?? true
                    } : nil
            }
            var options = SwiftEmitter.Options(
                isPublic: swift.access == "public", includesSwiftUI: swift.swiftUI, swatches: swift.swatches,
                colorAssets: assets(context),
                assetBundle: "." + swift.bundle)
            options.extensionStyle = swift.extensionStyle
            if all.count > 1 {
                if let problem = splitProblem(whole, outputs: all, at: position, project: project) {
                    return ([], [problem])
                }
                let union = TokenFilter.union(filters).map(whole.filtered) ?? whole
                options.part = SwiftEmitter.Part(isFirst: position == 0, all: union, allColorAssets: assets(union))
            }
            if let parts = swift.parts, all.count == 1 {
                let count = parts == 0 ? SwiftEmitter.partCount(for: context.model) : parts
                let output = SwiftEmitter.emitParts(context, options: options, count: count)
                let files = (output.files ?? []).enumerated().map { index, bytes in
                    let url = index == 0 ? place.url : partURL(place.url, index)
                    return OutputFile(
                        url: url, displayPath: index == 0 ? place.displayPath : partURL(place.displayPath, index),
                        contents: bytes)
                }
                return (files, output.diagnostics)
            }
            let output = SwiftEmitter.emit(context, options: options)
            let files =
                output.bytes.map { [OutputFile(url: place.url, displayPath: place.displayPath, contents: $0)] } ?? []
            return (files, output.diagnostics)
        }
    }

    /// The `index`th of several Swift files beside the first: `DesignTokens+1.swift`.
    static func partURL(_ first: URL, _ index: Int) -> URL {
        first.deletingLastPathComponent().appendingPathComponent(
            first.deletingPathExtension().lastPathComponent + "+\(index).swift")
    }

    static func partURL(_ first: String, _ index: Int) -> String {
        String(first.dropLast(".swift".count)) + "+\(index).swift"
    }

    /// Swift files that compile together split the tokens by top-level group (a top-level token counts as its
    /// own group): each group's type is declared by one file. An error for the first group this file shares
    /// with an earlier one.
    private static func splitProblem(
        _ whole: EmitContext, outputs: [ProjectConfig.SwiftOutput], at position: Int, project: Project
    ) -> Diagnostic? {
        func key(_ path: TokenPath) -> String { path.components.count > 1 ? path.components[0] : path.description }
        func admits(_ output: ProjectConfig.SwiftOutput, _ token: Token) -> Bool {
            output.filter?.admits(token.path, type: token.type) ?? true
        }
        var earlier: [String: Int] = [:]
        for token in whole.model.tokens {
            for (index, output) in outputs.enumerated().prefix(position) where admits(output, token) {
                earlier[key(token.path)] = earlier[key(token.path)] ?? index
            }
        }
        for token in whole.model.tokens where admits(outputs[position], token) {
            guard let other = earlier[key(token.path)] else { continue }
            return Diagnostic(
                .error, .config,
                "'\(key(token.path))' has tokens in \(project.place(outputs[other].output).displayPath) and \(project.place(outputs[position].output).displayPath) (\(token.path), for one); Swift files that compile together split the tokens by top-level group: change their include or exclude",
                at: outputs[position].location)
        }
        return nil
    }

    private static func markdown(_ project: Project, _ markdown: ProjectConfig.PathOutput) -> Make {
        let folder = project.place(markdown.output)
        let options = MarkdownEmitter.Options(lint: project.config.lint)
        return { context in
            let pages = MarkdownEmitter.emit(context, options: options)
            return (pages.map { file($0.path, $0.bytes, in: folder) }, [])
        }
    }

    private static func docc(_ project: Project, _ docc: ProjectConfig.DocCOutput) -> Make {
        let folder = project.place(docc.output)
        let namespace = project.swiftNamespace
        return { context in
            let files = DocCEmitter.emit(context, module: docc.moduleName, namespace: namespace)
            return (files.map { file($0.path, $0.bytes, in: folder) }, [])
        }
    }

    /// The stylesheet, and the preview page made from it.
    private static func css(_ project: Project, _ css: ProjectConfig.CSSOutput) -> Make {
        let place = project.place(css.output)
        let preview = css.preview.map(project.place)
        return { context in
            let problems = selectorProblems(css, modifiers: context.model.modifiers)
            guard problems.isEmpty else { return ([], problems) }
            let options = CSSEmitter.Options(
                inlinesAliases: css.inlinesAliases, selectors: css.selectors, mediaQueries: css.mediaQueries)
            let output = CSSEmitter.emit(context, options: options)
            guard let stylesheet = output.bytes else { return ([], output.diagnostics) }
            var files = [OutputFile(url: place.url, displayPath: place.displayPath, contents: stylesheet)]
            if let preview {
                // The preview switches contexts with `data-` attributes, so it keeps the default selectors.
                let page = PreviewPage.render(context, stylesheet: output.previewBytes ?? stylesheet)
                files.append(OutputFile(url: preview.url, displayPath: preview.displayPath, contents: page))
            }
            return (files, output.diagnostics)
        }
    }

    /// Errors for `selectors` that name a modifier or context the tokens do not have.
    private static func selectorProblems(_ css: ProjectConfig.CSSOutput, modifiers: [Modifier]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (name, contexts) in css.selectors.sorted(by: { $0.key < $1.key }) {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                var message = "css selectors name the modifier '\(name)', which the tokens do not have"
                if let suggestion = Suggestion.closest(to: name, in: modifiers.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                problems.append(Diagnostic(.error, .config, message, at: css.selectorLocations[name]))
                continue
            }
            for (context, selector) in contexts.sorted(by: { $0.key < $1.key })
            where selector == ":root" && context != modifier.defaultContext && modifier.contexts.contains(context) {
                problems.append(
                    Diagnostic(
                        .error, .config,
                        "'\(name).\(context)' is not the default context of '\(name)' (\(modifier.defaultContext) is), so ':root' would pick it always; give it a selector of its own",
                        at: css.selectorLocations[name + "." + context]))
            }
            for context in contexts.keys.sorted() where !modifier.contexts.contains(context) {
                var message =
                    "css selectors name the context '\(context)' of '\(name)', which has \(modifier.contexts.joined(separator: ", "))"
                if let suggestion = Suggestion.closest(to: context, in: modifier.contexts) {
                    message += "; did you mean '\(suggestion)'?"
                }
                problems.append(Diagnostic(.error, .config, message, at: css.selectorLocations[name + "." + context]))
            }
        }
        return problems
    }

    private static func assetCatalog(_ project: Project, _ catalog: ProjectConfig.AssetCatalogOutput) -> Make {
        let folder = project.place(catalog.output)
        return { context in
            let model = context.model
            var diagnostics: [Diagnostic] = []
            for modifier in [catalog.luminosity, catalog.contrast].compactMap({ $0 })
            where !model.modifiers.contains(where: { $0.name == modifier }) {
                var message = "xcassets names the modifier '\(modifier)', which the tokens do not have"
                if let suggestion = Suggestion.closest(to: modifier, in: model.modifiers.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.append(Diagnostic(.error, .config, message, at: catalog.modifierLocations[modifier]))
            }
            var output = AssetCatalogEmitter.emit(
                model,
                options: AssetCatalogEmitter.Options(
                    luminosityModifier: catalog.luminosity, contrastModifier: catalog.contrast))
            if !catalog.colors { output.files = Array(output.files.prefix(1)) }
            diagnostics += output.diagnostics
            return (output.files.map { file($0.path, $0.bytes, in: folder) }, diagnostics)
        }
    }

    /// A custom or bundled template's file. Identifiers are made from every token, so they are the same in every
    /// template whatever its filter; errors are located in the template (``Project/templateFiles``).
    private static func template(_ project: Project, at position: Int) -> Make {
        let template = project.config.templateOutputs[position]
        let place = project.place(template.output)
        let namespace = project.swiftNamespace
        return { whole in
            let context = template.filter.map(whole.filtered) ?? whole
            let output = TemplateEmitter.render(
                template.text, file: SourceManager.templateFileIndex(position), params: template.params,
                context: context, identifiers: TemplateContext.identifiers(whole.model), swiftNamespace: namespace)
            let files =
                output.bytes.map { [OutputFile(url: place.url, displayPath: place.displayPath, contents: $0)] } ?? []
            return (files, output.diagnostics)
        }
    }

    /// A file at `path` inside an output folder.
    private static func file(_ path: String, _ bytes: [UInt8], in folder: (url: URL, displayPath: String)) -> OutputFile
    {
        OutputFile(
            url: URL(fileURLWithPath: folder.url.path + "/" + path, isDirectory: false),
            displayPath: folder.displayPath + "/" + path, contents: bytes)
    }
}
