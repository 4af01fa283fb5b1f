import Foundation
import TokencCore

/// What decides a build's printed messages besides the project, for the build record's key: this tokenc
/// executable (its version, path, size and modification time, so that a rebuilt tokenc never trusts an earlier
/// build's record) and whether diagnostics go to a terminal, in color.
enum BuildEnvironment {
    static var parts: [String] {
        let interactive = Terminal.standardError.isInteractive
        return [toolIdentity, "\(interactive)", "\(interactive && Terminal.allowsColor)"]
    }

    private static let toolIdentity: String = {
        let path = executablePath ?? CommandLine.arguments[0]
        guard let (size, modified) = BuildRecord.status(path) else { return "tokenc \(Tokenc.version) \(path)" }
        return "tokenc \(Tokenc.version) \(path) \(size) \(modified)"
    }()

    /// This executable's path (on Linux `/proc/self/exe`'s target, which is what `Bundle.main` finds after
    /// listing the executable's folder).
    private static var executablePath: String? {
        #if os(Linux)
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
            Bundle.main.executablePath
        #endif
    }
}
