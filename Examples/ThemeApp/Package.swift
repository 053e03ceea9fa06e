// swift-tools-version: 6.0
import PackageDescription

// An app's design-system module whose Swift layer Refract generates at build time from the token files in
// Sources/ThemeKit: `swift build` runs the RefractBuildPlugin, `swift test` reads the generated values.
let package = Package(
    name: "ThemeApp",
    platforms: [.macOS(.v13), .iOS(.v17)],
    products: [.library(name: "ThemeKit", targets: ["ThemeKit"])],
    dependencies: [.package(name: "Refract", path: "../..")],
    targets: [
        .target(name: "ThemeKit", plugins: [.plugin(name: "RefractBuildPlugin", package: "Refract")]),
        .testTarget(name: "ThemeKitTests", dependencies: ["ThemeKit"]),
    ],
    swiftLanguageModes: [.v6]
)
