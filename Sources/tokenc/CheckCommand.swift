import ArgumentParser
import Foundation
import TokencCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the tokens and fail when committed outputs are stale (for CI).",
        discussion:
            "Writes nothing. Prints a unified diff for each stale output and exits 1; the fix is `tokenc build`. When the build record matches (same tokenc, options, config and input bytes) and every output still has the bytes that build wrote, that is the answer; --verify compiles and compares anyway."
    )

    @OptionGroup var options: SharedOptions

    @Flag(
        name: .long,
        help: "Compile and compare every output byte for byte, even when the build record says nothing changed.")
    var verify = false

    func run() throws {
        let project = try options.loadProject()
        let input = project.read()
        if !verify, let done = Pipeline.upToDateRecord(of: project, input: input, environment: BuildEnvironment.parts) {
            // The recorded build read these exact inputs and wrote these exact outputs.
            Terminal.standardError.write(done.messages)
            Terminal.standardOutput.write(
                "\(done.tokenCount) tokens valid; \(done.outputs.count) output\(done.outputs.count == 1 ? "" : "s") up to date (build record; --verify compiles and compares)\n"
            )
            return
        }
        let run = try options.run(project, input: input, emits: true)
        let (model, files) = (run.model, run.files)
        let stale = OutputWriter.stale(files)
        let orphans = OutputWriter.orphans(in: project.ownedFolders, keeping: files)
        guard !stale.isEmpty || !orphans.isEmpty else {
            Terminal.standardOutput.write(
                "\(model.tokens.count) tokens valid; \(files.count) output\(files.count == 1 ? "" : "s") up to date\n")
            return
        }
        for entry in stale {
            Terminal.standardOutput.write(entry.diff)
        }
        for entry in stale {
            let problem = entry.isMissing ? "is missing" : "is stale"
            Terminal.standardError.write(
                "\(entry.file.displayPath): error: generated output \(problem); run `tokenc build` and commit the result [\(Rule.staleOutput)]\n"
            )
        }
        for url in orphans {
            Terminal.standardError.write(
                "\(project.displayPath(url)): error: generated output is no longer produced; run `tokenc build` to remove it and commit the result [\(Rule.staleOutput)]\n"
            )
        }
        throw ExitCode.failure
    }
}
