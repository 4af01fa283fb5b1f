// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "tokenc",
    platforms: [.macOS(.v13)],
    products: [
        // The compiler as a library for tokenc's own fuzzer: underscored, its API not stable. Everything the CLI
        // uses is `package`, visible inside this package only.
        .library(name: "_TokencCore", targets: ["TokencCore"]),
        .executable(name: "tokenc", targets: ["tokenc"]),
        .plugin(name: "TokencBuildPlugin", targets: ["TokencBuildPlugin"]),
        .plugin(name: "TokencCommandPlugin", targets: ["TokencCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Custom templates (`templates:` in tokenc.yaml): the engine SwiftGen's users already write templates for.
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        .target(
            name: "TokencCore",
            dependencies: [
                .product(name: "Yams", package: "Yams"), .product(name: "Stencil", package: "Stencil"),
            ]
        ),
        .executableTarget(
            name: "tokenc",
            dependencies: [
                "TokencCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "TokencBuildPlugin",
            capability: .buildTool(),
            dependencies: ["tokenc"]
        ),
        .plugin(
            name: "TokencCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "generate-tokens",
                    description: "Write the outputs tokenc.yaml configures (Swift, docs, CSS) into the package"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "tokenc writes the generated token files that tokenc.yaml configures")
                ]
            ),
            dependencies: ["tokenc"]
        ),
        .testTarget(
            name: "TokencCoreTests",
            dependencies: ["TokencCore"],
            exclude: ["Fixtures", "Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
