import Foundation

@testable import TokencCore

/// Runs the Swift toolchain from tests: compiles generated code, builds the SwiftUI stub module once,
/// runs `swift format lint`.
enum SwiftToolchain {
    struct Run {
        var status: Int32
        var output: String
    }

    /// The child gets a temporary folder of its own, removed after it: the Swift driver leaves one folder behind
    /// in it per run.
    static func run(_ arguments: [String], in directory: URL? = nil) -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let scratch = temporaryDirectory("tmp")
        defer { remove(scratch) }
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return Run(status: -1, output: "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Runs a command keeping standard output and standard error apart (standard error through a file, so
    /// neither pipe can fill up while the other is read).
    static func runSeparately(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        let errorFolder = temporaryDirectory("stderr")
        defer { remove(errorFolder) }
        let errorFile = errorFolder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        guard let errorHandle = try? FileHandle(forWritingTo: errorFile) else {
            return (-1, "", "cannot open \(errorFile.path)")
        }
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "", "\(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errorHandle.close()
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), errors)
    }

    /// A new folder under the system's temporary folder; callers ``remove(_:)`` it when done.
    static func temporaryDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Deletes a temporary folder and everything in it.
    static func remove(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The folder holding the stub `SwiftUI` module, built once per test run.
    struct StubError: Error {
        var output: String
    }

    static let stubModule: Result<URL, StubError> = swiftUIStub(named: "swiftui-stub")

    /// The stub as an SDK before iOS 26's has it (Xcode 16): its `#if compiler(>=6.2)` parts left out, as
    /// ``asBeforeSwift62(_:)`` does to generated code.
    static let xcode16StubModule: Result<URL, StubError> = swiftUIStub(named: "swiftui-stub-xcode16", asBeforeSwift62)

    /// `source` as a compiler before Swift 6.2 reads it: every `compiler(>=6.2)` condition false.
    static func asBeforeSwift62(_ source: String) -> String {
        source.replacingOccurrences(of: "compiler(>=6.2)", with: "compiler(>=99)")
    }

    /// Builds the SwiftUI stub module (its source passed through `transform`) into `.build/tokenc-tests/name`.
    private static func swiftUIStub(named name: String, _ transform: (String) -> String = { $0 }) -> Result<
        URL, StubError
    > {
        // Under `.build` (which SwiftPM keeps to one process at a time), rebuilt by every run, so runs do not
        // leave a module each in the temporary folder.
        let directory = Support.packageRoot.appendingPathComponent(".build/tokenc-tests/\(name)")
        remove(directory)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = Support.fixtures.appendingPathComponent("SwiftUIStub/SwiftUI.swift")
        let source = directory.appendingPathComponent("SwiftUI.swift")
        guard let text = try? String(contentsOf: url, encoding: .utf8),
            (try? transform(text).write(to: source, atomically: true, encoding: .utf8)) != nil
        else { return .failure(StubError(output: "cannot read \(url.path)")) }
        let build = SwiftToolchain.run(
            [
                "swiftc", "-parse-as-library", "-swift-version", "6", "-emit-module", "-module-name", "SwiftUI",
                "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path, source.path,
            ], in: directory)
        return build.status == 0 ? .success(directory) : .failure(StubError(output: build.output))
    }

    /// The QuartzCore, UIKit and AppKit stub modules, built once per test run: the folder holding QuartzCore
    /// and UIKit, and the one holding QuartzCore and AppKit (a file type-checks against one kit at a time, as
    /// on a real platform).
    static let platformStubs: Result<(uiKit: URL, appKit: URL), StubError> = {
        let root = Support.packageRoot.appendingPathComponent(".build/tokenc-tests/platform-stubs")
        remove(root)
        var folders: [URL] = []
        for kit in ["UIKit", "AppKit"] {
            let directory = root.appendingPathComponent(kit)
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for module in ["QuartzCore", kit] {
                let source = Support.fixtures.appendingPathComponent("PlatformStubs/\(module).swift").path
                let build = SwiftToolchain.run(
                    [
                        "swiftc", "-parse-as-library", "-swift-version", "6", "-emit-module", "-module-name", module,
                        "-I", directory.path,
                        "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path, source,
                    ], in: directory)
                if build.status != 0 { return .failure(StubError(output: build.output)) }
            }
            folders.append(directory)
        }
        return .success((folders[0], folders[1]))
    }()

    /// Type-checks `files` against the SwiftUI stub and the UIKit or AppKit stub (with QuartzCore).
    static func typecheck(_ files: [String: String], kit: String) -> Run {
        guard case .success(let stubs) = platformStubs else {
            if case .failure(let error) = platformStubs {
                return Run(status: -1, output: "platform stubs did not build:\n\(error.output)")
            }
            return Run(status: -1, output: "no stubs")
        }
        guard case .success(let swiftUI) = stubModule else { return Run(status: -1, output: "no SwiftUI stub") }
        let (directory, paths) = write(files, into: "typecheck-\(kit)")
        defer { remove(directory) }
        let folder = kit == "UIKit" ? stubs.uiKit : stubs.appKit
        return run(
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", swiftUI.path, "-I",
                folder.path,
            ] + paths, in: directory)
    }

    /// Writes `files` (name → text) into a new temporary folder; returns it and the paths, sorted by name.
    private static func write(_ files: [String: String], into name: String) -> (URL, [String]) {
        let directory = temporaryDirectory(name)
        let paths = files.sorted { $0.key < $1.key }.map { name, text in
            let url = directory.appendingPathComponent(name)
            try? text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        return (directory, paths)
    }

    /// Type-checks `files` (written to a temporary folder) in Swift 6 mode with warnings as errors;
    /// with `stub`, `import SwiftUI` finds the stub module.
    static func typecheck(_ files: [String: String], stub: Bool) -> Run {
        let (directory, paths) = write(files, into: "typecheck")
        defer { remove(directory) }
        var arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors"]
        if stub {
            guard case .success(let module) = stubModule else {
                if case .failure(let error) = stubModule {
                    return Run(status: -1, output: "stub module did not build:\n\(error.output)")
                }
                return Run(status: -1, output: "no stub")
            }
            arguments += ["-I", module.path]
        }
        return run(arguments + paths, in: directory)
    }

    /// Type-checks `files` as Xcode 16 would: read by a compiler before Swift 6.2, against ``xcode16StubModule``.
    static func typecheckAsXcode16(_ files: [String: String]) -> Run {
        guard case .success(let module) = xcode16StubModule else {
            if case .failure(let error) = xcode16StubModule {
                return Run(status: -1, output: "stub module did not build:\n\(error.output)")
            }
            return Run(status: -1, output: "no stub")
        }
        let (directory, paths) = write(files.mapValues(asBeforeSwift62), into: "typecheck-xcode16")
        defer { remove(directory) }
        return run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", module.path] + paths,
            in: directory)
    }

    /// Compiles `files` into an executable and runs it, returning its output.
    static func compileAndRun(_ files: [String: String], arguments: [String] = []) -> Run {
        let (directory, paths) = write(files, into: "run")
        defer { remove(directory) }
        let binary = directory.appendingPathComponent("probe").path
        let build = run(["swiftc", "-swift-version", "6", "-o", binary] + paths, in: directory)
        guard build.status == 0 else { return build }
        return run([binary] + arguments, in: directory)
    }

    /// `swift format lint --strict` with the project's `.swift-format`.
    static func lint(_ source: String) -> Run {
        let directory = temporaryDirectory("lint")
        defer { remove(directory) }
        let url = directory.appendingPathComponent("Generated.swift")
        try? source.write(to: url, atomically: true, encoding: .utf8)
        let configuration = Support.packageRoot.appendingPathComponent(".swift-format").path
        return run(["swift", "format", "lint", "--strict", "--configuration", configuration, url.path], in: directory)
    }

    static let hasSwiftFormat: Bool = run(["swift", "format", "--version"]).status == 0
}
