import Foundation

/// Writes outputs atomically (temp file + rename in the same folder), skipping files whose bytes are unchanged,
/// and compares outputs with what is on disk for `tokenc check`.
package enum OutputWriter {
    /// What happened to one file.
    package enum Outcome: Sendable, Equatable {
        case written, unchanged
    }

    /// A file whose committed bytes differ from what tokenc would write.
    package struct Staleness: Sendable {
        package var file: OutputFile
        /// A unified diff from the file on disk to the expected output ("" when the file is missing).
        package var diff: String
        package var isMissing: Bool
    }

    /// Writes each file unless identical bytes are already there: all staged first (``OutputStage``), then put
    /// in place together, so a file that cannot be written leaves every target as it was.
    package static func write(_ files: [OutputFile]) throws -> [(OutputFile, Outcome)] {
        let stage = OutputStage()
        stage.stage(files, slot: 0)
        return zip(files, try stage.commit().map(\.outcome)).map { ($0, $1) }
    }

    /// A file's bytes, or nil when it cannot be read (missing, a folder…); plain POSIX calls, since a docs
    /// folder holds thousands of files and Foundation's error path costs far more than the read.
    package static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return read(descriptor, at: 0, count: Int(status.st_size))
    }

    /// `count` bytes of the open file at `offset`; nil when the file ends before them or cannot be read. The
    /// buffer is filled by the reads, never cleared first.
    static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var done = 0
            while done < count {
                let read = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { break }
                done += read
            }
            // UInt8 needs no deinitialisation, so a short read leaves nothing to clean up.
            complete = done == count
            initialized = done
        }
        return complete ? bytes : nil
    }

    /// The files whose on-disk bytes differ from `files`.
    package static func stale(_ files: [OutputFile]) -> [Staleness] {
        files.compactMap { file in
            guard let bytes = read(file.url.path) else {
                return Staleness(file: file, diff: "", isMissing: true)
            }
            guard bytes != file.contents else { return nil }
            let diff = UnifiedDiff.render(
                old: String(decoding: bytes, as: UTF8.self), new: String(decoding: file.contents, as: UTF8.self),
                oldName: "a/\(file.displayPath)", newName: "b/\(file.displayPath)")
            return Staleness(file: file, diff: diff, isMissing: false)
        }
    }

    /// Files under `folders` that tokenc generated (Markdown and SVG carrying its marker, asset catalog
    /// `Contents.json` naming it as author) and that are not
    /// among `files`: pages and pictures of tokens that no longer exist. Files people wrote are never listed.
    package static func orphans(in folders: [URL], keeping files: [OutputFile]) -> [URL] {
        orphans(in: folders, keeping: Set(files.map(\.url.path)))
    }

    /// ``orphans(in:keeping:)`` for outputs given by absolute path.
    package static func orphans(in folders: [URL], keeping kept: Set<String>) -> [URL] {
        var found: [URL] = []
        for folder in folders {
            for relative in files(under: folder.path)
            where relative.hasSuffix(".md") || relative.hasSuffix(".svg") || relative.hasSuffix("Contents.json")
                || relative.hasSuffix(".swift")
            {
                let path = folder.path + "/" + relative
                guard !kept.contains(path), let handle = FileHandle(forReadingAtPath: path) else { continue }
                let head = handle.readData(ofLength: relative.hasSuffix(".json") ? 4096 : 512)
                try? handle.close()
                let text = String(decoding: head, as: UTF8.self)
                if relative.hasSuffix(".json") ? text.contains(assetMarker) : text.contains(generatedMarker) {
                    found.append(URL(fileURLWithPath: path))
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The paths, relative to `folder`, of every entry below it that is not a folder, hidden ones included;
    /// folders are entered, links to folders are not. Plain `opendir`/`readdir`: Foundation's enumerator
    /// rewrote every path it returned with a string search, for most of the walk's time.
    static func files(under folder: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            guard let directory = opendir(relative.isEmpty ? folder : folder + "/" + relative) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    var status = stat()
                    isFolder = lstat(folder + "/" + path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
                }
                if isFolder { pending.append(path) } else { found.append(path) }
            }
        }
        return found
    }

    /// What every generated docs page and picture says near its start.
    static let generatedMarker = "Generated by tokenc"

    /// What an asset catalog's `Contents.json` written by tokenc says (its author).
    static let assetMarker = "\"author\" : \"\(AssetCatalogEmitter.author)\""

    /// Deletes orphaned outputs, and the folders (a color set, a group) that removing them leaves empty.
    package static func remove(_ urls: [URL]) throws {
        for url in urls { try FileManager.default.removeItem(at: url) }
        let folders = Set(
            urls.filter { $0.lastPathComponent == "Contents.json" }.map { $0.deletingLastPathComponent().path })
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            if let contents = try? FileManager.default.contentsOfDirectory(atPath: folder), contents.isEmpty {
                try FileManager.default.removeItem(atPath: folder)
            }
        }
    }

    /// Writes to a temporary file in the target's folder (which must exist), then renames it into place (the
    /// build record's own files; outputs go through ``OutputStage``).
    static func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).tokenc-\(getpid()).tmp"
        ).path
        do {
            try writeFile(bytes, to: temporary, reportedAs: url.path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, url.path) == 0 else {
            let error = posixError(url.path)
            unlink(temporary)
            throw error
        }
    }

    /// Whether `path` names something that exists and is neither a regular file nor a folder: a device, a pipe
    /// or a socket (through symbolic links), which an output must be written into rather than replaced by a
    /// renamed file (replacing `/dev/null` would break the machine).
    static func isSpecialFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }

    /// Creates (or truncates) the file at `path` and writes `bytes`; the error names `target`, the file the
    /// caller means to write.
    static func writeFile(_ bytes: [UInt8], to path: String, reportedAs target: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw posixError(path) }
        let error = write(bytes, to: descriptor) ? nil : posixError(target)
        close(descriptor)
        if let error { throw error }
    }

    /// Writes all of `bytes` to an open file (or terminal), at most ``largestWrite`` bytes a call; false (with
    /// `errno` set) when the system would not.
    package static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, min(buffer.count - offset, largestWrite))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// The most bytes one `write` call hands the system: on Linux, single writes of 2 MB or more into a new
    /// file measured an order of magnitude slower than the same bytes in 1 MB calls.
    static let largestWrite = 1 << 20

    /// The error `errno` describes, for `path`.
    static func posixError(_ path: String) -> Error {
        CocoaError(
            .fileWriteUnknown,
            userInfo: [
                NSFilePathErrorKey: path, NSLocalizedDescriptionKey: "\(path): \(String(cString: strerror(errno)))",
            ])
    }
}
