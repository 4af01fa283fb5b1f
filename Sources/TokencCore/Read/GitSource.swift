import Foundation

/// Reads token sources as they were at a git ref of the current repository, from git objects (`git ls-tree`,
/// one `git cat-file --batch` for all blobs): no checkout, no stash, the work tree untouched.
package enum GitSource {
    package struct Failure: Error, Sendable {
        package var message: String
    }

    /// The repository as it was at one ref, located once.
    package struct Snapshot: Sendable {
        package let ref: String
        /// The repository's top folder.
        let top: URL
        /// The path from the top to the working directory, with a trailing `/` (or empty).
        let prefix: String

        /// Finds the repository around `directory` and checks that `ref` names a commit.
        package init(ref: String, directory: URL) throws {
            let lines = try git(["rev-parse", "--show-toplevel", "--show-prefix"], in: directory).split(
                separator: "\n", omittingEmptySubsequences: false)
            guard (try? git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: directory)) != nil else {
                throw Failure(message: "unknown git ref '\(ref)'")
            }
            self.ref = ref
            top = URL(fileURLWithPath: String(lines.first ?? ""), isDirectory: true)
            prefix = lines.count > 1 ? String(lines[1]) : ""
        }

        /// One file (relative to the working directory) at the ref, or nil when it does not exist there.
        package func file(_ path: String) -> [UInt8]? {
            (try? blobs([prefix + path]))?.first ?? nil
        }

        /// The token files under `paths` (relative to the working directory), shown as `git:REF:path`.
        /// `formats`: what each path's files are said to be (``SourceFile/declaredFormat``).
        package func tokenFiles(under paths: [String], formats: [FileFormat?] = []) throws -> [SourceFile] {
            let scoped = paths.map { PointerResolver.normalize(prefix + $0) }.map { $0.isEmpty ? "." : $0 }
            let listing = try git(["ls-tree", "-r", "--name-only", "-z", ref, "--"] + scoped, in: top)
            let candidates = listing.split(separator: "\0").map(String.init).sorted().compactMap {
                path -> (String, SourceFile.Format)? in
                let name = (path as NSString).lastPathComponent
                guard InputDiscovery.isTokenFileName(name), let format = SourceFile.Format(fileName: name) else {
                    return nil
                }
                return (path, format)
            }
            let contents = try blobs(candidates.map(\.0))
            return zip(candidates, contents).compactMap { candidate, bytes in
                bytes.map {
                    var file = SourceFile(path: "git:\(ref):\(candidate.0)", format: candidate.1, bytes: $0)
                    let source = scoped.firstIndex { $0 == "." || candidate.0 == $0 || candidate.0.hasPrefix($0 + "/") }
                    file.declaredFormat = source.flatMap { formats.indices.contains($0) ? formats[$0] : nil }
                    return file
                }
            }
        }

        /// The blobs at `paths` (from the top), nil where missing, read by one `git cat-file --batch`.
        private func blobs(_ paths: [String]) throws -> [[UInt8]?] {
            guard !paths.isEmpty else { return [] }
            let input = paths.map { "\(ref):\($0)\n" }.joined()
            let output = try gitData(["cat-file", "--batch"], in: top, input: Array(input.utf8))
            var results: [[UInt8]?] = []
            var index = 0
            while results.count < paths.count, index < output.count {
                guard let newline = output[index...].firstIndex(of: 0x0A) else { break }
                let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
                index = newline + 1
                guard header.count == 3, let size = Int(header[2]) else {
                    results.append(nil)
                    continue
                }
                results.append(Array(output[index..<min(output.count, index + size)]))
                index += size + 1
            }
            return results
        }
    }

    private static func git(_ arguments: [String], in directory: URL) throws -> String {
        String(decoding: try gitData(arguments, in: directory), as: UTF8.self)
    }

    private static func gitData(_ arguments: [String], in directory: URL, input: [UInt8] = []) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run git: \(error.localizedDescription)")
        }
        // Feed standard input from another thread, so a large output cannot block the writer.
        let writer = standardInput.fileHandleForWriting
        let pending = Data(input)
        DispatchQueue.global().async {
            writer.write(pending)
            try? writer.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = errorText.split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
            throw Failure(
                message: reason.contains("not a git repository")
                    ? "not inside a git repository" : "git \(arguments.first ?? ""): \(reason)")
        }
        return [UInt8](data)
    }
}
