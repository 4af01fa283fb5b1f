import ArgumentParser
import Dispatch
import Foundation
import TokencCore

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Build, then build again whenever a token file or tokenc.yaml changes, until Ctrl-C.",
        discussion:
            "Each build is a tokenc build: diagnostics printed, nothing written on an error, every file replaced whole. A save that changes nothing the tokens say finishes from the build record in milliseconds. A file added to a source folder is seen too."
    )

    @OptionGroup var options: SharedOptions

    @Option(help: ArgumentHelp("How often to look for changes, in seconds.", valueName: "seconds"))
    var interval = 0.25

    @Flag(name: .shortAndLong, help: "Print nothing but diagnostics and a line per build.")
    var quiet = false

    func validate() throws {
        guard interval >= 0.02, interval <= 60 else { throw ValidationError("--interval must be from 0.02 to 60") }
    }

    func run() throws {
        // Ctrl-C (and a polite kill) ends the loop between builds, never inside one: the handler only writes a
        // byte to a pipe that the loop waits on.
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ExitCode.failure }
        let (stopRead, stopWrite) = (ends[0], ends[1])
        let sources = onInterruption { _ in
            var byte: UInt8 = 1
            _ = write(stopWrite, &byte, 1)
        }
        defer {
            for source in sources { source.cancel() }
        }

        var project = try options.loadProject()
        var watched = WatchedFiles(project: project, configPath: options.config)
        var last = watched.snapshot()
        build(project)
        Terminal.standardOutput.write("watching \(watched.description); Ctrl-C to stop\n")
        while true {
            var waiting = pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0)
            if poll(&waiting, 1, Int32(interval * 1000)) > 0 {
                Terminal.standardOutput.write("tokenc: watch stopped\n")
                return
            }
            let now = watched.snapshot()
            guard now != last else { continue }
            defer { last = now }
            if watched.configChanged(from: last, to: now) {
                guard let reloaded = try? options.loadProject() else { continue }
                project = reloaded
                watched = WatchedFiles(project: project, configPath: options.config)
            }
            build(project)
        }
    }

    private func build(_ project: Project) {
        let started = Date()
        let succeeded = BuildCommand.build(project, options: options, quiet: quiet)
        let milliseconds = Int((Date().timeIntervalSince(started) * 1000).rounded())
        let time = DateFormatter.localizedString(from: Date(), dateStyle: .none, timeStyle: .medium)
        Terminal.standardOutput.write(
            "[\(time)] \(succeeded ? "built" : "failed, outputs kept as they were") in \(milliseconds) ms\n")
    }
}

/// The files a watch looks at: `tokenc.yaml` and the templates it names, and every file below the sources it names
/// (the folder of a file that names others: a resolver document, a file with a `$ref`), with their sizes and
/// modification times.
private struct WatchedFiles {
    var roots: [URL]
    var config: URL?
    /// The templates' files, read with the config: a change to one reloads it.
    var templates: [URL]

    init(project: Project, configPath: String?) {
        let directory = project.config.directory
        let candidate = URL(fileURLWithPath: configPath ?? "tokenc.yaml", relativeTo: directory).standardizedFileURL
        config = FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
        templates = project.config.templateOutputs.compactMap(\.path).map {
            URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL
        }
        var roots: [URL] = []
        for source in project.config.sources + [project.config.resolver].compactMap({ $0 }) {
            let url = URL(fileURLWithPath: source, relativeTo: directory).standardizedFileURL
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            // A resolver document names files beside it, and a `$ref` may name files there too: its folder is watched.
            let namesFiles =
                !isFolder.boolValue
                && (Pipeline.Input.classify(fileAt: url)?.isResolver == true
                    || FileManager.default.contents(atPath: url.path)?.range(of: Data("$ref".utf8)) != nil)
            roots.append(namesFiles ? url.deletingLastPathComponent() : url)
        }
        // Each path once, and none inside another: a resolver's folder that is also a source, two files of one
        // folder that name files beside them.
        let paths = Set(roots.map(\.path))
        self.roots = roots.enumerated().filter { index, root in
            !roots[..<index].contains { $0.path == root.path }
                && !paths.contains { $0 != root.path && root.path.hasPrefix($0 + "/") }
        }.map(\.element)
    }

    var description: String {
        (roots.map {
            InputDiscovery.displayPath($0, base: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }
            + (config.map { [$0.lastPathComponent] } ?? [])).joined(separator: ", ")
    }

    /// Path → (size, modification time) of every watched file.
    func snapshot() -> [String: [Double]] {
        var files: [String: [Double]] = [:]
        func add(_ url: URL) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return }
            let size = (attributes[.size] as? NSNumber)?.doubleValue ?? -1
            let time = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
            files[url.path] = [size, time]
        }
        if let config { add(config) }
        for template in templates { add(template) }
        for root in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                add(root)
                continue
            }
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let url = enumerator?.nextObject() as? URL {
                if SourceFile.Format(fileName: url.lastPathComponent) != nil { add(url) }
            }
        }
        return files
    }

    /// Whether tokenc.yaml or a template differs between two snapshots.
    func configChanged(from old: [String: [Double]], to new: [String: [Double]]) -> Bool {
        ((config.map { [$0] } ?? []) + templates).contains { old[$0.path] != new[$0.path] }
    }
}
