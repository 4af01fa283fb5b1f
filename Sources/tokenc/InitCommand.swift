import ArgumentParser
import Foundation
import TokencCore

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a tokenc.yaml for the token files in this folder, with every output.",
        discussion:
            "Names a resolver document when there is one, else a Tokens Studio export, else the folders (and files) that hold token files, and writes every output under generated/. An existing tokenc.yaml is left alone unless --force."
    )

    @Flag(name: .long, help: "Replace an existing tokenc.yaml.")
    var force = false

    @Flag(
        name: .long,
        help:
            "First write a small themed token set to start from (tokens/: a resolver document with light and dark, colors, radii, spacing, shadows, springs, text styles)."
    )
    var starter = false

    func run() throws {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let config = directory.appendingPathComponent("tokenc.yaml")
        if FileManager.default.fileExists(atPath: config.path), !force {
            Terminal.standardError.write(
                "tokenc: error: tokenc.yaml already exists; edit it, or run tokenc init --force to replace it [\(Rule.config)]\n"
            )
            throw ExitCode.failure
        }
        if starter { try writeStarter(in: directory) }
        guard let setup = ProjectSetup.find(in: directory) else {
            Terminal.standardError.write(
                "tokenc: error: no token files in \(directory.path) or its folders (*.tokens.json, *.json, *.tokens.yaml…); put yours in a folder such as tokens/ and run tokenc init again, or start from a small themed set: tokenc init --starter [\(Rule.noInputs)]\n"
            )
            throw ExitCode.failure
        }
        let text = setup.configText
        var diagnostics = DiagnosticBag()
        let file = SourceFile(path: "tokenc.yaml", format: .yaml, bytes: Array(text.utf8))
        precondition(
            ProjectConfig.load(file, directory: directory, diagnostics: &diagnostics) != nil,
            "tokenc init writes a valid config")
        do {
            _ = try OutputWriter.write([OutputFile(url: config, displayPath: "tokenc.yaml", text: text)])
        } catch {
            Terminal.standardError.write(
                "tokenc: error: cannot write tokenc.yaml: \(error.localizedDescription) [\(Rule.ioError)]\n")
            throw ExitCode.failure
        }
        Terminal.standardOutput.write(
            "wrote tokenc.yaml: sources \(setup.sources.joined(separator: ", ")) (\(setup.kind)); outputs json, swift, markdown, css and preview, xcassets under generated/\n"
        )
        for (source, guessed) in setup.formats.sorted(by: { $0.key < $1.key }) {
            Terminal.standardOutput.write(
                "\(source) is read as \(guessed.format.displayName) by a marker other formats write too (\(guessed.marker)), so tokenc.yaml names its format: change it there if that is wrong\n"
            )
        }
        Terminal.standardOutput.write("next: tokenc build\n")
    }

    /// Writes ``StarterSet`` into `directory`, all or nothing: no file it would replace may exist.
    func writeStarter(in directory: URL) throws {
        let files = StarterSet.files.map { file in
            OutputFile(url: directory.appendingPathComponent(file.path), displayPath: file.path, text: file.text + "\n")
        }
        let existing = files.filter { FileManager.default.fileExists(atPath: $0.url.path) }.map(\.displayPath)
        guard existing.isEmpty else {
            Terminal.standardError.write(
                "tokenc: error: --starter would replace \(existing.joined(separator: ", ")); run it in a folder without them [\(Rule.ioError)]\n"
            )
            throw ExitCode.failure
        }
        do {
            _ = try OutputWriter.write(files)
        } catch {
            Terminal.standardError.write(
                "tokenc: error: cannot write the starter set: \(error.localizedDescription) [\(Rule.ioError)]\n")
            throw ExitCode.failure
        }
        Terminal.standardOutput.write(
            "wrote a starter set: \(files.map(\.displayPath).joined(separator: ", "))\n")
    }
}
