// swift-tools-version: 6.1
import PackageDescription

// The benchmark lives apart from tokenc's package: it times the tokenc executable as a whole process and
// needs none of its code, and tokenc's users never build it.
let package = Package(
    name: "tokenc-benchmarks",
    platforms: [.macOS(.v13)],
    targets: [
        .executableTarget(name: "tokenc-bench")
    ],
    swiftLanguageModes: [.v6]
)
