// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Refract",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "refract", targets: ["refract"]),
        .library(name: "RefractKit", targets: ["RefractKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Diagnostics as plain data and their renderers; depends on nothing of ours.
        .target(name: "RefractDiagnostics"),
        // Bytes to a located document tree (JSON, JSONC, JSON5, YAML); knows nothing of tokens.
        .target(name: "RefractSyntax", dependencies: ["CYAML", "RefractDiagnostics"]),
        // The typed token model; imports nothing of ours.
        .target(name: "RefractModel"),
        // DTCG semantics: load, normalize, resolve.
        .target(name: "RefractParser", dependencies: ["RefractSyntax", "RefractDiagnostics", "RefractModel"]),
        // The Mustache engine.
        .target(name: "RefractTemplates", dependencies: ["RefractDiagnostics"]),
        // What backends share: generated files, template sources, naming.
        .target(name: "RefractOutput", dependencies: ["RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        // The templates of templates/, compiled into the binary (generated; a test keeps it in sync).
        .target(name: "RefractBuiltinTemplates"),
        // One module per platform: model → context → template → files. No backend imports another.
        .target(name: "RefractSwift", dependencies: ["RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        .target(name: "RefractJSON", dependencies: ["RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        .target(name: "RefractCSS", dependencies: ["RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        .target(name: "RefractAndroid", dependencies: ["RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        .target(name: "RefractCompose", dependencies: ["RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        // A small declarative command-line parser (no outside packages allowed).
        .target(name: "RefractArguments"),
        // The pipeline: inputs, orchestration, reports.
        .target(name: "RefractKit", dependencies: [
            "RefractSyntax", "RefractDiagnostics", "RefractModel", "RefractParser", "RefractTemplates",
            "RefractOutput", "RefractBuiltinTemplates", "RefractSwift", "RefractJSON", "RefractCSS", "RefractAndroid",
            "RefractCompose",
        ]),
        .executableTarget(name: "refract", dependencies: ["RefractKit", "RefractArguments"]),
        // Benchmarks that measure in-process (the rest of Benchmarks/ times the binary).
        .executableTarget(
            name: "refract-template-bench", dependencies: ["RefractTemplates"], path: "Benchmarks/TemplateBench"),

        .testTarget(name: "RefractDiagnosticsTests", dependencies: ["RefractDiagnostics"]),
        .testTarget(name: "RefractSyntaxTests", dependencies: ["RefractSyntax"]),
        .testTarget(name: "RefractModelTests", dependencies: ["RefractModel"]),
        .testTarget(name: "RefractParserTests", dependencies: ["RefractParser", "RefractSyntax"]),
        .testTarget(name: "RefractTemplatesTests", dependencies: ["RefractTemplates"]),
        .testTarget(name: "RefractArgumentsTests", dependencies: ["RefractArguments"]),
        .testTarget(name: "RefractConformanceTests", dependencies: ["RefractKit", "RefractParser", "RefractSyntax"]),
        .testTarget(name: "RefractResolverTests", dependencies: ["RefractKit", "RefractParser", "RefractSyntax"]),
        .testTarget(name: "RefractOutputTests", dependencies: ["RefractOutput", "RefractBuiltinTemplates"]),
        .testTarget(
            name: "RefractSwiftTests", dependencies: ["RefractSwift", "RefractJSON", "RefractKit"], exclude: ["Fixtures"]),
        .testTarget(name: "RefractCSSTests", dependencies: ["RefractCSS", "RefractKit"], exclude: ["Fixtures"]),
        .testTarget(name: "RefractAndroidTests", dependencies: ["RefractAndroid", "RefractKit"], exclude: ["Fixtures"]),
        .testTarget(name: "RefractComposeTests", dependencies: ["RefractCompose", "RefractKit"], exclude: ["Fixtures"]),
        .testTarget(name: "RefractCLITests", dependencies: ["RefractKit"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
