import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What users wait for, measured on the real `tokenc` executable as they run it: a cold build into an empty
/// folder (and the same right after deleting the previous output, see ``run(counts:)``), a build that changes
/// nothing, a build after one token changed, `dump` (beside `jq .` on the same token files, when jq is
/// installed) and `check`; the files and bytes the build writes; and how long `swiftc` takes on the generated
/// Swift.
struct WholeProcessBenchmark {
    let tokenc: String
    /// Runs per timed step; the median is reported with the range.
    let runs: Int

    /// A step's wall times (ms) and the largest peak RSS (MiB) of its runs.
    struct Step {
        var milliseconds: [Double] = []
        var peakMiB = 0.0

        var median: Double { milliseconds.isEmpty ? .nan : milliseconds.sorted()[milliseconds.count / 2] }
        var text: String {
            guard !milliseconds.isEmpty else { return "n/a" }
            let sorted = milliseconds.sorted()
            return String(format: "%.0f (%.0f–%.0f)", median, sorted.first!, sorted.last!)
        }
    }

    func measure(_ arguments: [String], in directory: URL, before: () -> Void = {}) -> Step {
        var step = Step()
        for _ in 0..<runs {
            before()
            let (seconds, rss, status, _) = spawn(arguments, in: directory)
            guard status == 0 else { return Step() }
            step.milliseconds.append(seconds * 1000)
            step.peakMiB = max(step.peakMiB, Double(rss) / 1024)
        }
        return step
    }

    /// Files and bytes under a folder.
    static func footprint(_ folder: URL) -> (files: Int, bytes: Int) {
        var files = 0
        var bytes = 0
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
                values.isRegularFile == true
            else { continue }
            files += 1
            bytes += values.fileSize ?? 0
        }
        return (files, bytes)
    }

    /// Rewrites one dimension value in the first token file, alternating between two numbers, so each build
    /// after it has exactly one token to change.
    static func toggleOneToken(in directory: URL, flip: inout Bool) {
        let url = directory.appendingPathComponent("tokens/part0.tokens.json")
        guard var text = try? String(contentsOf: url, encoding: .utf8) else { return }
        let (from, to) = flip ? ("\"value\": 4321,", "\"value\": 1234,") : ("\"value\": 1234,", "\"value\": 4321,")
        if !text.contains(from), !text.contains(to), let range = text.range(of: "\"unit\": \"px\"") {
            // The first time, put the marker value into the first px dimension.
            let before = text[..<range.lowerBound]
            if let valueRange = before.range(of: "\"value\": ", options: .backwards),
                let comma = text[valueRange.upperBound...].firstIndex(of: ",")
            {
                text.replaceSubrange(valueRange.lowerBound...comma, with: "\"value\": 1234,")
            }
        }
        if let range = text.range(of: from) { text.replaceSubrange(range, with: to) }
        try? text.write(to: url, atomically: true, encoding: .utf8)
        flip.toggle()
    }

    /// `swiftc -c` on the generated Swift: wall ms and object bytes, or nil when it does not compile.
    static func compileSwift(_ source: URL, optimization: String) -> (ms: Double, objectBytes: Int)? {
        let object = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tokenc-bench-\(UUID().uuidString).o")
        defer { try? FileManager.default.removeItem(at: object) }
        let swiftc =
            ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? "swiftc"
        let (seconds, _, status, _) = spawn(
            [
                swiftc, "-c", optimization, "-parse-as-library", "-module-name", "BenchTokens", source.path, "-o",
                object.path,
            ], in: source.deletingLastPathComponent())
        guard status == 0, let size = (try? FileManager.default.attributesOfItem(atPath: object.path))?[.size] as? Int
        else { return nil }
        return (seconds * 1000, size)
    }

    /// Each cold build starts from an empty folder: the previous output is moved aside, not deleted, and
    /// everything moved or generated is deleted only after the last step. On ext4 without a journal (this
    /// benchmark's machine) creating a file scans past every inode of its block group freed in about the last
    /// half minute, so deleting thousands of files right before a build makes the build's file creation
    /// quadratic; that case is measured on its own, after every other step (largest set first), so no other
    /// step pays for it.
    func run(counts: [Int]) throws {
        let jq = ["/usr/bin/jq", "/usr/local/bin/jq"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let trash = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-bench-whole-moved-aside")
        var garbage = [trash]
        defer { for folder in garbage { try? FileManager.default.removeItem(at: folder) } }
        try? FileManager.default.removeItem(at: trash)
        try FileManager.default.createDirectory(at: trash, withIntermediateDirectories: true)
        var movedAside = 0
        print(
            "tokenc-bench --whole: the real tokenc, \(runs) runs a step, median (min–max) ms; peak RSS of the step's runs"
        )
        for count in counts {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-bench-whole-\(count)")
            garbage.append(directory)
            try generate(count: count, into: directory)
            let out = directory.appendingPathComponent("out")
            let cold = measure([tokenc, "build", "--quiet"], in: directory) {
                movedAside += 1
                try? FileManager.default.moveItem(at: out, to: trash.appendingPathComponent("\(movedAside)"))
            }
            let written = Self.footprint(out)
            let noOp = measure([tokenc, "build", "--quiet"], in: directory)
            var flip = false
            let oneToken = measure([tokenc, "build", "--quiet"], in: directory) {
                Self.toggleOneToken(in: directory, flip: &flip)
            }
            let dump = measure([tokenc, "dump", "-o", "/dev/null"], in: directory)
            // jq reads the same token files that dump reads (and prints them, to /dev/null as dump does).
            let inputs =
                ((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("tokens").path))
                ?? []).sorted().map { "tokens/" + $0 }
            let jqStep =
                jq.map {
                    measure(
                        ["/bin/sh", "-c", "exec \($0) . \(inputs.joined(separator: " ")) > /dev/null"], in: directory)
                } ?? Step()
            let check = measure([tokenc, "check"], in: directory)
            print("N = \(count)")
            print(
                String(
                    format: "  cold build      %@ ms, %.0f MiB, %d files, %.1f MB written", cold.text, cold.peakMiB,
                    written.files, Double(written.bytes) / 1_000_000))
            print(String(format: "  no-op rebuild   %@ ms, %.0f MiB", noOp.text, noOp.peakMiB))
            print(String(format: "  one-token build %@ ms, %.0f MiB", oneToken.text, oneToken.peakMiB))
            print(
                String(
                    format: "  dump            %@ ms, %.0f MiB; jq . on the same token files %@ ms (dump/jq %.2f)",
                    dump.text, dump.peakMiB, jqStep.text, dump.median / jqStep.median))
            print(String(format: "  check           %@ ms, %.0f MiB", check.text, check.peakMiB))
            if count <= 10_000 {
                let swift = out.appendingPathComponent("DesignTokens.swift")
                let size = (try? FileManager.default.attributesOfItem(atPath: swift.path))?[.size] as? Int ?? 0
                for optimization in ["-Onone", "-O"] {
                    if let compiled = Self.compileSwift(swift, optimization: optimization) {
                        print(
                            String(
                                format: "  swiftc -c %@ on the generated Swift (%.1f MB): %.0f ms, object %.1f MB",
                                optimization, Double(size) / 1_000_000, compiled.ms,
                                Double(compiled.objectBytes) / 1_000_000))
                    } else {
                        print("  swiftc -c \(optimization) on the generated Swift: did not compile")
                    }
                }
            }
        }
        for count in counts.reversed() {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-bench-whole-\(count)")
            let afterDelete = measure([tokenc, "build", "--quiet"], in: directory) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent("out"))
            }
            print(
                String(
                    format: "N = %d: cold build right after rm -rf of the previous output %@ ms, %.0f MiB", count,
                    afterDelete.text, afterDelete.peakMiB))
        }
    }
}
