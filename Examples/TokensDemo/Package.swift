// swift-tools-version: 6.1
import PackageDescription

// An app-side package that uses tokenc's build plugin: the tokens in Sources/DemoTokens/Tokens become
// Swift during `swift build`, with no generated file committed.
let package = Package(
    name: "TokensDemo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "DemoTokens", targets: ["DemoTokens"])],
    dependencies: [.package(name: "tokenc", path: "../..")],
    targets: [
        .target(
            name: "DemoTokens",
            plugins: [.plugin(name: "TokencBuildPlugin", package: "tokenc")]
        ),
        .testTarget(name: "DemoTokensTests", dependencies: ["DemoTokens"]),
    ]
)
