import Foundation

/// One output that `tokenc.yaml` asks for, as the emit stage runs it: a function of the emit context to the files
/// it makes (placed where the config says) and what it reported.
package struct ConfiguredOutput: Sendable {
    /// What it makes: `json`, `swift`, `markdown`, `css`, `xcassets`.
    package let name: String
    let make: @Sendable (EmitContext) -> (files: [OutputFile], diagnostics: [Diagnostic])

    /// The project's outputs, in the order the config lists its sections, each writing the tokens its filter
    /// admits (``EmitContext/filtered(_:)``).
    package static func all(for project: Project) -> [ConfiguredOutput] {
        [json(project), swift(project), markdown(project), css(project), assetCatalog(project)].compactMap { $0 }
            .map { output in
                guard let filter = project.config.filters[output.name] else { return output }
                return ConfiguredOutput(name: output.name) { context in output.make(context.filtered(filter)) }
            }
    }

    private static func json(_ project: Project) -> ConfiguredOutput? {
        guard let json = project.config.json else { return nil }
        let place = project.place(json.output)
        return ConfiguredOutput(name: "json") { context in
            let bytes = ModelDumper.jsonBytes(context.model, sources: context.sources)
            return ([OutputFile(url: place.url, displayPath: place.displayPath, contents: bytes)], [])
        }
    }

    private static func swift(_ project: Project) -> ConfiguredOutput? {
        guard let swift = project.config.swift else { return nil }
        let place = project.place(swift.output)
        // Colors come from the catalog only where it has them (its filter admits them).
        let catalogFilter = project.config.filters["xcassets"]
        return ConfiguredOutput(name: "swift") { context in
            let assets =
                swift.colorsFromCatalog
                ? AssetCatalogEmitter.assetNames(context.model).filter { index, _ in
                    let token = context.model.tokens[index]
                    return catalogFilter?.admits(token.path, type: token.type) ?? true
                } : nil
            let options = SwiftEmitter.Options(
                isPublic: swift.access == "public", includesSwiftUI: swift.swiftUI, swatches: swift.swatches,
                colorAssets: assets,
                assetBundle: "." + swift.bundle)
            let output = SwiftEmitter.emit(context, options: options)
            let files =
                output.bytes.map { [OutputFile(url: place.url, displayPath: place.displayPath, contents: $0)] } ?? []
            return (files, output.diagnostics)
        }
    }

    private static func markdown(_ project: Project) -> ConfiguredOutput? {
        guard let markdown = project.config.markdown else { return nil }
        let folder = project.place(markdown.output)
        let options = MarkdownEmitter.Options(lint: project.config.lint)
        return ConfiguredOutput(name: "markdown") { context in
            let pages = MarkdownEmitter.emit(context, options: options)
            return (pages.map { file($0.path, $0.bytes, in: folder) }, [])
        }
    }

    /// The stylesheet, and the preview page made from it.
    private static func css(_ project: Project) -> ConfiguredOutput? {
        guard let css = project.config.css else { return nil }
        let place = project.place(css.output)
        let preview = css.preview.map(project.place)
        return ConfiguredOutput(name: "css") { context in
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

    private static func assetCatalog(_ project: Project) -> ConfiguredOutput? {
        guard let catalog = project.config.xcassets else { return nil }
        let folder = project.place(catalog.output)
        return ConfiguredOutput(name: "xcassets") { context in
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

    /// A file at `path` inside an output folder.
    private static func file(_ path: String, _ bytes: [UInt8], in folder: (url: URL, displayPath: String)) -> OutputFile
    {
        OutputFile(
            url: URL(fileURLWithPath: folder.url.path + "/" + path, isDirectory: false),
            displayPath: folder.displayPath + "/" + path, contents: bytes)
    }
}
