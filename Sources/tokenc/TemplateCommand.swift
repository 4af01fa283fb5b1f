import ArgumentParser
import TokencCore

/// `tokenc template [NAME]`: prints a bundled template, to start a template of your own from; without a name,
/// lists them.
struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "Print a bundled Stencil template (typescript, compose), to start a template of your own from.",
        discussion: """
            tokenc.yaml renders templates into files:
              templates:
                - { bundled: typescript, output: web/tokens.ts }
                - { template: templates/Colors.kt.stencil, output: android/Colors.kt, include: [color] }
            Documentation/Templates.md lists what a template can read.
            """
    )

    @Argument(help: "The bundled template to print: typescript or compose.")
    var name: String?

    func run() throws {
        guard let name else {
            for template in BundledTemplate.allCases { print(template.rawValue) }
            return
        }
        guard let template = BundledTemplate(rawValue: name) else {
            throw ValidationError(
                "no bundled template '\(name)'; there are \(BundledTemplate.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        print(template.text, terminator: "")
    }
}
