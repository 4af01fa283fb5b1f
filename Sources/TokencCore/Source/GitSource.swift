import Foundation

/// Reads token sources as they were at a git ref of the current repository, from blobs (`git ls-tree`,
/// `git show`): no checkout, no stash, the work tree untouched.
public enum GitSource {
    public struct Failure: Error, Sendable {
        public var message: String
    }

    /// The token files under `paths` (relative to `directory`) at `ref`, shown as `git:REF:path`.
    public static func files(at ref: String, paths: [String], directory: URL) throws -> [SourceFile] {
        let top = try git(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = try git(["rev-parse", "--show-prefix"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines)
        guard (try? git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: directory)) != nil else {
            throw Failure(message: "unknown git ref '\(ref)'")
        }
        let scoped = paths.map { PointerResolver.normalize(prefix + $0) }.map { $0 == "." || $0.isEmpty ? "." : $0 }
        let listing = try git(["ls-tree", "-r", "--name-only", "-z", ref, "--"] + scoped, in: URL(fileURLWithPath: top))
        var files: [SourceFile] = []
        for path in listing.split(separator: "\0").map(String.init).sorted() {
            let name = (path as NSString).lastPathComponent
            guard InputDiscovery.isTokenFileName(name), let format = SourceFile.Format(fileName: name) else { continue }
            let bytes = try gitData(["show", "\(ref):\(path)"], in: URL(fileURLWithPath: top))
            files.append(SourceFile(path: "git:\(ref):\(path)", format: format, bytes: bytes))
        }
        return files
    }

    /// The text of one file at `ref`, or nil when it does not exist there.
    public static func file(_ path: String, at ref: String, directory: URL) -> [UInt8]? {
        guard let prefix = try? git(["rev-parse", "--show-prefix"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        let top = (try? git(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines)) ?? directory.path
        return try? gitData(["show", "\(ref):\(prefix)\(path)"], in: URL(fileURLWithPath: top))
    }

    private static func git(_ arguments: [String], in directory: URL) throws -> String {
        String(decoding: try gitData(arguments, in: directory), as: UTF8.self)
    }

    private static func gitData(_ arguments: [String], in directory: URL) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = errorText.split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
            throw Failure(message: reason.contains("not a git repository") ? "not inside a git repository" : "git \(arguments.first ?? ""): \(reason)")
        }
        return [UInt8](data)
    }
}
