import Foundation
import PackagePlugin

/// Generates a target's Swift tokens during the build: one `.buildCommand` with exact inputs (the token
/// files, tokenc.yaml, the folders its `sources` name and the tokenc executable itself) and its Swift files in
/// the plugin work directory, as many as the inputs' size calls for (``TokenInputs/swiftParts``).
@main
struct TokencBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = TokenInputs(
            targetName: target.name, directory: target.directoryURL, files: target.sourceFiles.map(\.url))
        return try commands(
            for: inputs, tool: try context.tool(named: "tokenc").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    func commands(for inputs: TokenInputs, tool: URL, workDirectory: URL) throws -> [Command] {
        let problems = inputs.buildProblems
        guard problems.isEmpty else {
            // SwiftPM plans once more right after a failed plan, in the same process: the problems are printed
            // once. (Only just after: a long-lived parent such as Xcode's build service plans every build.)
            let reported = workDirectory.appendingPathComponent("reported-problems.txt")
            let stamp = "\(getppid())\n" + problems.joined(separator: "\n")
            let age =
                (try? reported.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
                .map { -$0.timeIntervalSinceNow } ?? .infinity
            if age > 10 || (try? String(contentsOf: reported, encoding: .utf8)) != stamp {
                for problem in problems { Diagnostics.error(problem) }
                try? stamp.write(to: reported, atomically: true, encoding: .utf8)
            }
            throw TokenPluginError(
                description:
                    "tokenc: \(problems.count) problem\(problems.count == 1 ? "" : "s") in target '\(inputs.targetName)'"
            )
        }
        let output = workDirectory.appendingPathComponent("GeneratedTokens.swift")
        // Files that compile together, so that an edited value recompiles one of them.
        let parts = inputs.swiftParts
        let outputs =
            [output]
            + (1..<parts).map { workDirectory.appendingPathComponent("GeneratedTokens+\($0).swift") }
        // What this plan declares, for tokenc to notice files it reads that the plan does not know.
        let plan = workDirectory.appendingPathComponent("planned-inputs.txt")
        try (inputs.allInputs.map(\.path).joined(separator: "\n") + "\n").write(
            to: plan, atomically: true, encoding: .utf8)
        return [
            .buildCommand(
                displayName:
                    "Generating tokens for \(inputs.targetName) from \(inputs.compiledFiles.count) token file(s)\(inputs.resolver.map { " named by \($0.lastPathComponent)" } ?? "")",
                executable: tool,
                arguments: inputs.buildArguments(output: output, parts: parts, plan: plan),
                inputFiles: inputs.allInputs + inputs.externalFolders + [tool],
                outputFiles: outputs
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TokencBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = TokenInputs(
                targetName: target.displayName, directory: nil, files: target.inputFiles.map(\.url))
            return try commands(
                for: inputs, tool: try context.tool(named: "tokenc").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
