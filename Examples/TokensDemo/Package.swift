// swift-tools-version: 6.1
import PackageDescription

// An app-side package that uses tokenc's build plugin: each target's tokens become Swift during
// `swift build`, with no generated file committed.
let package = Package(
    name: "TokensDemo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "DemoTokens", targets: ["DemoTokens", "ThemedTokens", "FoundTokens"])],
    dependencies: [.package(name: "tokenc", path: "../..")],
    targets: [
        .target(
            name: "DemoTokens",
            plugins: [.plugin(name: "TokencBuildPlugin", package: "tokenc")]
        ),
        // Themes: tokenc.yaml names a resolver document with light, dark and increased-contrast contexts.
        .target(name: "ThemedTokens", plugins: [.plugin(name: "TokencBuildPlugin", package: "tokenc")]),
        // No tokenc.yaml: the plugin finds the resolver document among the target's files by its content.
        .target(name: "FoundTokens", plugins: [.plugin(name: "TokencBuildPlugin", package: "tokenc")]),
        .testTarget(name: "DemoTokensTests", dependencies: ["DemoTokens", "ThemedTokens", "FoundTokens"]),
    ]
)
