import Foundation

/// A build's outputs, written beside their targets under temporary names as each output is made, and put in
/// place together once every output has succeeded. A build so never holds all its outputs in memory at once,
/// and still leaves every target untouched when any output fails (``discard()`` removes what was staged).
/// Files whose bytes are already on disk are not put in place.
package final class OutputStage: @unchecked Sendable {
    /// One staged file.
    package struct Entry: Sendable {
        /// Absolute path of the target.
        package var path: String
        package var displayPath: String
        package var outcome: OutputWriter.Outcome
        /// ``BuildRecord/digest(_:)`` of its bytes, for the build record.
        package var digest: String
        /// Where the new bytes wait, for a written file.
        fileprivate var temporary: String?
        /// The bytes of a file written into its target at the commit rather than renamed into place (a target
        /// that is not a regular file, such as `/dev/null`, which a rename would replace).
        fileprivate var direct: [UInt8]?
    }

    private let lock = NSLock()
    /// Entries by the slot their output was staged under, so that the result keeps the outputs' order.
    private var slots: [Int: [Entry]] = [:]
    private var failure: Error?
    private var madeFolders: Set<String> = []
    /// Folders that did not exist before this stage made them, for ``discard()`` to remove again.
    private var createdFolders: Set<String> = []
    private var counter = 0
    /// What the last build record says of files it left on disk, by path.
    private let recorded: [String: BuildRecord.Output]

    /// With `recorded`, the outputs of the last build record: a file that still has the size and modification
    /// time recorded is known by its recorded digest, without reading it (as a build with nothing to do trusts
    /// the record); any other file is read and compared.
    package init(recorded: [BuildRecord.Output] = []) {
        self.recorded = Dictionary(recorded.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Writes those of `files` whose bytes differ from the disk to temporary files beside their targets.
    /// Safe to call from several threads at once, each with its own `slot`. A failure is kept for ``commit()``.
    package func stage(_ files: [OutputFile], slot: Int) {
        var entries: [Entry] = []
        entries.reserveCapacity(files.count)
        for file in files {
            let path = file.url.path
            var entry = Entry(
                path: path, displayPath: file.displayPath, outcome: .unchanged,
                digest: BuildRecord.digest(file.contents))
            if OutputWriter.isSpecialFile(path) {
                entry.outcome = .written
                entry.direct = file.contents
            } else if isChanged(path, digest: entry.digest, contents: file.contents) {
                entry.outcome = .written
                do {
                    let temporary = try temporaryPath(for: file.url)
                    do {
                        try OutputWriter.writeFile(file.contents, to: temporary, reportedAs: path)
                    } catch {
                        unlink(temporary)
                        throw error
                    }
                    entry.temporary = temporary
                } catch {
                    fail(error)
                }
            }
            entries.append(entry)
        }
        lock.withLock { slots[slot, default: []] += entries }
    }

    /// Whether the bytes on disk at `path` (if any) differ from `contents`: by the recorded digest while the
    /// file has the recorded size and modification time, else by the bytes read.
    private func isChanged(_ path: String, digest: String, contents: [UInt8]) -> Bool {
        if let output = recorded[path], let (size, modified) = BuildRecord.status(path), size == output.size,
            modified == output.modified
        {
            return output.digest != digest
        }
        return OutputWriter.read(path) != contents
    }

    /// Renames every staged file into place, in slot order, and returns every entry (written or unchanged).
    /// Throws the first staging failure (after removing what was staged) or the first rename that fails.
    package func commit() throws -> [Entry] {
        let (entries, failure) = lock.withLock { (slots.keys.sorted().flatMap { slots[$0]! }, self.failure) }
        if let failure {
            discard()
            throw failure
        }
        for (index, entry) in entries.enumerated() {
            do {
                if let direct = entry.direct {
                    try OutputWriter.writeFile(direct, to: entry.path, reportedAs: entry.path)
                } else if let temporary = entry.temporary, rename(temporary, entry.path) != 0 {
                    throw OutputWriter.posixError(entry.path)
                }
            } catch {
                // What is not in place yet goes; what is stays (a rename cannot be taken back).
                for later in entries[index...] { if let temporary = later.temporary { unlink(temporary) } }
                throw error
            }
        }
        return entries
    }

    /// Removes every staged file, and the folders made for them; the targets stay as they were.
    package func discard() {
        let (entries, folders) = lock.withLock { (slots.values.flatMap { $0 }, createdFolders) }
        for entry in entries { if let temporary = entry.temporary { unlink(temporary) } }
        // Deepest first; a folder that something else filled meanwhile stays.
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
        lock.withLock {
            slots = [:]
            createdFolders = []
        }
    }

    /// Creates `folder` unless this stage already did (two threads may both create it: that is harmless),
    /// remembering which folders of its path it created.
    private func makeFolder(_ folder: String) throws {
        guard !lock.withLock({ madeFolders.contains(folder) }) else { return }
        var missing: [String] = []
        var candidate = folder
        while candidate.count > 1, !FileManager.default.fileExists(atPath: candidate) {
            missing.append(candidate)
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        lock.withLock { createdFolders.formUnion(missing) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = lock.withLock { madeFolders.insert(folder) }
    }

    /// Where a file for `url` waits: a hidden name beside the target (in its folder, made if need be) that no
    /// other staged file has.
    private func temporaryPath(for url: URL) throws -> String {
        let folder = url.deletingLastPathComponent().path
        try makeFolder(folder)
        return folder + "/.\(url.lastPathComponent).tokenc-\(getpid())-\(nextNumber()).tmp"
    }

    /// A number no other staged file of this stage has, so that two outputs aimed at one path never share a
    /// temporary file.
    private func nextNumber() -> Int {
        lock.withLock {
            counter += 1
            return counter
        }
    }

    private func fail(_ error: Error) {
        lock.withLock { if failure == nil { failure = error } }
    }
}
