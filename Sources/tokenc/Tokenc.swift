import ArgumentParser
import TokencCore

@main
struct Tokenc: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "tokenc",
        abstract: "Compile W3C design tokens (DTCG 2025.10, JSON or YAML) into SwiftUI code, docs and CSS.",
        discussion: """
            tokenc reads token files, resolves aliases, $ref pointers, $extends and $type inheritance, \
            validates every value, and reports each problem as path:line:column like a compiler.

            With no paths, commands read ./tokenc.yaml:
              sources: [tokens]
              json: { output: generated/tokens.resolved.json }

            Exit codes: 0 success, 1 errors (or stale outputs), 64 usage.
            """,
        version: version,
        subcommands: [
            BuildCommand.self, CheckCommand.self, LintCommand.self, DumpCommand.self, DiffCommand.self, FixCommand.self,
            InitCommand.self, ConvertCommand.self, WatchCommand.self, TemplateCommand.self,
        ]
    )
}
