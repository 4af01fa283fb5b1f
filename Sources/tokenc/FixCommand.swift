import ArgumentParser
import Foundation
import TokencCore

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Rewrite token files to strict DTCG 2025.10 where a deviation has one conforming spelling.",
        discussion: """
            Fixes 3- and 4-digit hex fallbacks, "16px" strings and bare numbers as dimensions, the units dp, sp, pt \
            and "" (Apple points: px), "150%" line heights, and numbers and weights written as text ("700", \
            "40%", "SemiBold"). Only the values it changes are rewritten; \
            comments, key order and indentation stay. Other deviations (em, %, vw units, peer types, stray \
            properties) are listed as warnings and left to you. Nothing is written when the tokens have errors.
            """
    )

    @OptionGroup var options: SharedOptions

    @Flag(name: .long, help: "Print the changes as a unified diff instead of writing them.")
    var dryRun = false

    func run() throws {
        var project = try options.loadProject()
        // Every deviation is read (as a warning) so that it can be fixed, whatever the config says.
        project.config.strictDTCG = false
        project.config.diagnosticLevels = [:]
        let result = project.compile()
        let remaining = result.diagnostics.filter { $0.fix == nil }
        options.report(remaining, sources: result.sources, project: project)
        guard !result.hasErrors else {
            let errors = result.diagnostics.count { $0.severity == .error }
            Terminal.standardError.write("tokenc: \(errors) error\(errors == 1 ? "" : "s"); nothing fixed\n")
            throw ExitCode.failure
        }
        let fixed: [SourceFixer.FixedFile]
        switch SourceFixer.fix(result.diagnostics, sources: result.sources) {
        case .success(let files): fixed = files
        case .failure(let failure):
            let path = project.displayPath(URL(fileURLWithPath: result.sources.path(of: failure.location)))
            Terminal.standardError.write(
                "\(path):\(failure.location.line):\(failure.location.column): error: \(failure.message); nothing fixed [fix]\n"
            )
            throw ExitCode.failure
        }
        let files = fixed.map { file in
            // Display paths are relative to the working directory (or absolute), so they name the file.
            let url = URL(fileURLWithPath: file.original.path)
            return OutputFile(url: url, displayPath: project.displayPath(url), contents: file.bytes)
        }
        if dryRun {
            for (file, output) in zip(fixed, files) {
                let old = String(decoding: file.original.bytes, as: UTF8.self)
                let new = String(decoding: file.bytes, as: UTF8.self)
                Terminal.standardOutput.write(
                    UnifiedDiff.render(
                        old: old, new: new, oldName: "a/" + output.displayPath, newName: "b/" + output.displayPath))
            }
            return
        }
        do {
            _ = try OutputWriter.write(files)
        } catch {
            Terminal.standardError.write(
                "tokenc: error: cannot write: \(error.localizedDescription) [\(Rule.ioError)]\n")
            throw ExitCode.failure
        }
        for (file, output) in zip(fixed, files) {
            Terminal.standardOutput.write(
                "fixed \(file.count) value\(file.count == 1 ? "" : "s") in \(output.displayPath)\n")
        }
        let total = fixed.reduce(0) { $0 + $1.count }
        Terminal.standardOutput.write(
            "\(total) value\(total == 1 ? "" : "s") fixed in \(fixed.count) file\(fixed.count == 1 ? "" : "s")\(remaining.isEmpty ? "" : "; the warnings above need a hand")\n"
        )
    }
}
