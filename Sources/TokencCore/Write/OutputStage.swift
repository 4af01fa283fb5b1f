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
    /// Every temporary file this stage created and has not put in place, from the moment it is named.
    private var temporaries: Set<String> = []
    /// Set by ``abandon()``: no file is staged after it.
    private var abandoned = false
    /// What the last build record says of files it left on disk, by path.
    private let recorded: [String: BuildRecord.Output]

    /// The stages not yet committed or discarded, for ``abandonAll()``.
    private static let live = LiveStages()

    /// With `recorded`, the outputs of the last build record: a file that still has the size and modification
    /// time recorded is known by its recorded digest, without reading it (as a build with nothing to do trusts
    /// the record); any other file is read and compared.
    package init(recorded: [BuildRecord.Output] = []) {
        self.recorded = Dictionary(recorded.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        Self.live.insert(self)
    }

    /// Discards every stage in this process and stages nothing more: what an interrupted build (SIGINT, SIGTERM)
    /// does before it exits, so that it leaves no temporary file behind.
    package static func abandonAll() {
        for stage in live.all() { stage.abandon() }
    }

    private func abandon() {
        lock.withLock { abandoned = true }
        discard()
    }

    /// Removes the temporary files that interrupted builds left beside outputs: files named as a stage names
    /// them (`.<name>.tokenc-<pid>-<n>.tmp`) whose process is gone, directly in `folders` and anywhere below
    /// `trees`.
    package static func removeStale(in folders: [URL], trees: [URL]) {
        let alive = { (pid: Int32) in kill(pid, 0) == 0 || errno == EPERM }
        func sweep(_ folder: String, _ names: [String]) {
            for relative in names {
                let name = (relative as NSString).lastPathComponent
                guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".tokenc-") else {
                    continue
                }
                let parts = name[marker.upperBound...].dropLast(4).split(separator: "-")
                guard parts.count == 2, let pid = Int32(parts[0]), Int(parts[1]) != nil, !alive(pid) else { continue }
                unlink(folder + "/" + relative)
            }
        }
        for folder in folders {
            sweep(folder.path, (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        }
        for tree in trees { sweep(tree.path, OutputWriter.files(under: tree.path)) }
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
                    // Abandoned while this file was written: it goes too.
                    if lock.withLock({ abandoned }) { unlink(temporary) }
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
                lock.withLock { temporaries = [] }
                Self.live.remove(self)
                throw error
            }
        }
        lock.withLock { temporaries = [] }
        Self.live.remove(self)
        return entries
    }

    /// Removes every staged file, and the folders made for them; the targets stay as they were.
    package func discard() {
        let (staged, folders) = lock.withLock { (temporaries, createdFolders) }
        for temporary in staged { unlink(temporary) }
        // Deepest first; a folder that something else filled meanwhile stays.
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
        lock.withLock {
            slots = [:]
            temporaries = []
            createdFolders = []
        }
        Self.live.remove(self)
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
        let path = folder + "/.\(url.lastPathComponent).tokenc-\(getpid())-\(nextNumber()).tmp"
        let staged = lock.withLock {
            guard !abandoned else { return false }
            temporaries.insert(path)
            return true
        }
        guard staged else { throw CancellationError() }
        return path
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

/// The stages of this process that are neither committed nor discarded.
private final class LiveStages: @unchecked Sendable {
    private let lock = NSLock()
    private var stages: [ObjectIdentifier: OutputStage] = [:]

    func insert(_ stage: OutputStage) { lock.withLock { stages[ObjectIdentifier(stage)] = stage } }
    func remove(_ stage: OutputStage) { _ = lock.withLock { stages.removeValue(forKey: ObjectIdentifier(stage)) } }
    func all() -> [OutputStage] { lock.withLock { Array(stages.values) } }
}
