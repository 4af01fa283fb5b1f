import ArgumentParser
import Foundation
import TokencCore

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write the tokens as DTCG 2025.10 files, whatever format they are in.",
        discussion:
            "Reads the sources as build does (DTCG with deviations, a Tokens Studio export, Style Dictionary's format, Terrazzo's modes) and writes one .tokens.json file per source file, and a resolver document when they have themes or modes. The files build under --strict-dtcg into the same model: what DTCG cannot say is kept in $extensions[\"dev.tokenc\"]. Nothing is written when there is an error."
    )

    @OptionGroup var options: SharedOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the DTCG files into.", valueName: "folder"))
    var output: String

    func run() throws {
        let project = try options.loadProject()
        let run = try options.run(project, emits: false)
        let (model, sources) = (run.model, run.sources)
        let directory = URL(
            fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        .standardizedFileURL
        let conversion = DTCGConverter.convert(model, sources: sources, into: directory, shownAs: output)
        options.report(conversion.diagnostics, sources: sources, project: project)
        try options.checkWarnings(
            project, count: run.warnings + conversion.diagnostics.count { $0.severity == .warning })
        do {
            let written = try OutputWriter.write(conversion.files)
            for (file, _) in written { Terminal.standardOutput.write("wrote \(file.displayPath)\n") }
            Terminal.standardOutput.write(
                "\(model.tokens.count) tokens; \(written.count) DTCG file\(written.count == 1 ? "" : "s") in \(output)\n"
            )
        } catch {
            SharedOptions.failed(.write(error.localizedDescription))
            throw ExitCode.failure
        }
    }
}
