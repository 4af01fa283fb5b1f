import Foundation
import PackagePlugin

/// `swift package generate-tokens [--target NAME …]`: writes every output a tokenc.yaml configures (Swift,
/// docs, CSS) into the package, for teams that commit generated files. With a tokenc.yaml at the package
/// root and no `--target`, that config runs; otherwise each selected target with token files runs its own
/// tokenc.yaml, or writes `GeneratedTokens.swift` beside its token files when it has none. No Swift is written
/// into a target that uses the build plugin, which generates it on every build.
@main
struct TokencCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let tool = try context.tool(named: "tokenc").url
        let root = context.package.directoryURL
        var runs: [(label: String, arguments: [String], directory: URL)] = []
        var skipped = 0

        let rootConfig = TokenInputs.configNames.map { root.appendingPathComponent($0) }.first {
            FileManager.default.fileExists(atPath: $0.path)
        }
        // Targets the build plugin generates Swift for: no Swift is written into them, as it would be declared twice.
        let plugins = context.pluginWorkDirectoryURL.deletingLastPathComponent().deletingLastPathComponent()
        let manifest = root.appendingPathComponent("Package.swift")
        let usesBuildPlugin = { (target: Target) in
            Self.buildPluginPlanned(target.name, plugins: plugins, since: manifest)
        }
        let generating = context.package.targets.filter(usesBuildPlugin)
        let leaveSwift = generating.flatMap { ["--leave-swift-in", $0.directoryURL.path] }
        if targetNames.isEmpty, let rootConfig {
            runs.append(("package", ["build", "--config", rootConfig.path] + leaveSwift, root))
        } else {
            let targets =
                try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
            var problems: [String] = []
            for case let target as SourceModuleTarget in targets {
                let inputs = TokenInputs(
                    targetName: target.name, directory: target.directoryURL, files: target.sourceFiles.map(\.url))
                if inputs.tokenFiles.isEmpty, inputs.config == nil, inputs.resolver == nil, targetNames.isEmpty {
                    continue
                }
                problems += inputs.problems
                if let config = inputs.config {
                    runs.append((target.name, ["build", "--config", config.path] + leaveSwift, target.directoryURL))
                } else if usesBuildPlugin(target) {
                    print(
                        "target '\(target.name)': nothing written, since the build plugin generates its Swift on every build; a tokenc.yaml in the target adds docs, CSS and an asset catalog for this command to write"
                    )
                    skipped += 1
                } else if let first = inputs.resolver ?? inputs.tokenFiles.first {
                    let output = first.deletingLastPathComponent().appendingPathComponent("GeneratedTokens.swift")
                    runs.append((target.name, inputs.buildArguments(output: output), target.directoryURL))
                }
            }
            guard problems.isEmpty else {
                for problem in problems { Diagnostics.error(problem) }
                throw TokenPluginError(description: "tokenc: nothing written")
            }
        }
        guard !runs.isEmpty || skipped > 0 else {
            Diagnostics.error(
                "no tokenc.yaml at the package root and no target with token files; add one, or name targets with --target"
            )
            throw TokenPluginError(description: "tokenc: nothing to generate")
        }
        for run in runs {
            let process = Process()
            process.executableURL = tool
            process.arguments = run.arguments
            process.currentDirectoryURL = run.directory
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw TokenPluginError(
                    description:
                        "tokenc failed for \(run.label) (exit \(process.terminationStatus)); see the diagnostics above")
            }
        }
    }

    /// Whether the tokenc build plugin is among a target's plugins. The plugin API does not say, but SwiftPM plans
    /// the build plugins before running a command, and the build plugin writes its plan (`planned-inputs.txt`) in
    /// its work folder under `plugins` (`outputs/<package>/<target>/<destination>/TokencBuildPlugin`): one
    /// written since the manifest last changed is this package's plan.
    static func buildPluginPlanned(_ target: String, plugins: URL, since manifest: URL) -> Bool {
        let manager = FileManager.default
        let changed =
            (try? manifest.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
            ?? .distantPast
        let outputs = plugins.appendingPathComponent("outputs")
        for package in (try? manager.contentsOfDirectory(atPath: outputs.path)) ?? [] {
            let folder = outputs.appendingPathComponent(package).appendingPathComponent(target)
            for destination in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let plan = folder.appendingPathComponent(destination)
                    .appendingPathComponent("TokencBuildPlugin/planned-inputs.txt")
                if let written = try? plan.resourceValues(forKeys: [.contentModificationDateKey])
                    .contentModificationDate, written >= changed
                {
                    return true
                }
            }
        }
        return false
    }
}
