import Foundation
import PackagePlugin

/// `swift package generate-tokens [--target NAME …]`: writes every output a tokenc.yaml configures (Swift,
/// docs, CSS) into the package, for teams that commit generated files. With a tokenc.yaml at the package
/// root and no `--target`, that config runs; otherwise each selected target with token files runs its own
/// tokenc.yaml, or writes `GeneratedTokens.swift` beside its token files when it has none.
@main
struct TokencCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let tool = try context.tool(named: "tokenc").url
        let root = context.package.directoryURL
        var runs: [(label: String, arguments: [String], directory: URL)] = []

        let rootConfig = TokenInputs.configNames.map { root.appendingPathComponent($0) }.first {
            FileManager.default.fileExists(atPath: $0.path)
        }
        if targetNames.isEmpty, let rootConfig {
            runs.append(("package", ["build", "--config", rootConfig.path], root))
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
                    runs.append((target.name, ["build", "--config", config.path], target.directoryURL))
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
        guard !runs.isEmpty else {
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
}
