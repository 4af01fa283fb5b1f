import Foundation

/// Writes outputs atomically (temp file + rename in the same folder), skipping files whose bytes are unchanged,
/// and compares outputs with what is on disk for `tokenc check`.
public enum OutputWriter {
    /// What happened to one file.
    public enum Outcome: Sendable, Equatable {
        case written, unchanged
    }

    /// A file whose committed bytes differ from what tokenc would write.
    public struct Staleness: Sendable {
        public var file: OutputFile
        /// A unified diff from the file on disk to the expected output ("" when the file is missing).
        public var diff: String
        public var isMissing: Bool
    }

    /// Writes each file unless identical bytes are already there.
    public static func write(_ files: [OutputFile]) throws -> [(OutputFile, Outcome)] {
        var results: [(OutputFile, Outcome)] = []
        for file in files {
            if let existing = try? Data(contentsOf: file.url), [UInt8](existing) == file.contents {
                results.append((file, .unchanged))
                continue
            }
            try writeAtomically(file.contents, to: file.url)
            results.append((file, .written))
        }
        return results
    }

    /// The files whose on-disk bytes differ from `files`.
    public static func stale(_ files: [OutputFile]) -> [Staleness] {
        files.compactMap { file in
            guard let existing = try? Data(contentsOf: file.url) else {
                return Staleness(file: file, diff: "", isMissing: true)
            }
            let bytes = [UInt8](existing)
            guard bytes != file.contents else { return nil }
            let diff = UnifiedDiff.render(
                old: String(decoding: bytes, as: UTF8.self), new: String(decoding: file.contents, as: UTF8.self),
                oldName: "a/\(file.displayPath)", newName: "b/\(file.displayPath)")
            return Staleness(file: file, diff: diff, isMissing: false)
        }
    }

    static func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tokenc-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
