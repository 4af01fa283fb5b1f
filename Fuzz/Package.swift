// swift-tools-version: 6.1
// libFuzzer target over tokenc's readers and whole compile. Built apart from the main package because every
// target here is compiled with -sanitize=fuzzer: see run.sh.
import Foundation
import PackageDescription

/// The main package's identity is its folder's name (a clone may be named anything).
let tokenc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
    .lowercased()

let package = Package(
    name: "TokencFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "TokencFuzz",
            dependencies: [.product(name: "_TokencCore", package: tokenc)]
        )
    ],
    swiftLanguageModes: [.v6]
)
