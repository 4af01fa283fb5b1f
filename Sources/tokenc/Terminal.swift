import Foundation
import TokencCore

/// Standard output and error, and whether they are terminals.
struct Terminal: Sendable {
    let descriptor: Int32

    static let standardOutput = Terminal(descriptor: STDOUT_FILENO)
    static let standardError = Terminal(descriptor: STDERR_FILENO)

    var isInteractive: Bool { isatty(descriptor) == 1 }

    /// Color only when `NO_COLOR` is unset (https://no-color.org) and `TERM` is not `dumb`.
    static var allowsColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Prints diagnostics to standard error: code frames on a terminal, color there unless `NO_COLOR`.
    /// Returns what it printed.
    @discardableResult
    static func report(_ diagnostics: [Diagnostic], sources: SourceManager, limit: Int, warningsPerRule: Int) -> String
    {
        guard !diagnostics.isEmpty else { return "" }
        let interactive = standardError.isInteractive
        let renderer = DiagnosticRenderer(
            showsCodeFrames: interactive, usesColor: interactive && allowsColor, limit: limit,
            warningsPerRule: warningsPerRule)
        let text = renderer.render(diagnostics, sources: sources)
        standardError.write(text)
        return text
    }

    func write(_ text: String) {
        write(bytes: Array(text.utf8))
    }

    /// Writes the bytes as they are (a whole JSON document: no copy into a String and back).
    func write(bytes: [UInt8]) {
        _ = OutputWriter.write(bytes, to: descriptor)
    }
}

/// Ctrl-C and a polite kill (SIGINT, SIGTERM) handled on a queue rather than in a signal handler, so `handler`
/// may take locks and write files; the sources are cancelled when no longer wanted.
func onInterruption(_ handler: @escaping @Sendable (Int32) -> Void) -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { (signalNumber: Int32) -> any DispatchSourceSignal in
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        source.setEventHandler { handler(signalNumber) }
        source.resume()
        return source
    }
}
