// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Refract",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "refract", targets: ["refract"]),
        .library(name: "RefractKit", targets: ["RefractKit"]),
        // Build-time generation of a target's Swift layer, and `swift package refract build|lint|import`.
        .plugin(name: "RefractBuildPlugin", targets: ["RefractBuildPlugin"]),
        .plugin(name: "RefractCommandPlugin", targets: ["RefractCommandPlugin"]),
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
        // Legacy formats (Style Dictionary, Tokens Studio, Figma) → DTCG-shaped located trees, before the parser.
        .target(name: "RefractImport", dependencies: ["RefractSyntax", "RefractDiagnostics", "RefractModel"]),
        // The Mustache engine.
        .target(name: "RefractTemplates", dependencies: ["RefractDiagnostics"]),
        // What backends share: platform options, token selection, naming.
        .target(name: "RefractOutput", dependencies: ["RefractModel", "RefractDiagnostics"]),
        // The themes the Swift output and the JSON bundle share: variants, collections, values, member names.
        .target(name: "RefractThemes", dependencies: ["RefractOutput", "RefractModel", "RefractDiagnostics"]),
        // The render layer: the `Backend` protocol and its input, the templates a backend's context renders,
        // template sources and generated files.
        .target(name: "RefractBackend", dependencies: ["RefractThemes", "RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        // The templates of templates/, compiled into the binary (generated; a test keeps it in sync).
        .target(name: "RefractBuiltinTemplates"),
        // One module per platform: model → context → template → files. No backend imports another.
        .target(name: "RefractSwift", dependencies: ["RefractBackend", "RefractThemes", "RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        .target(name: "RefractJSON", dependencies: ["RefractBackend", "RefractBuiltinTemplates", "RefractThemes", "RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        .target(name: "RefractCSS", dependencies: ["RefractBackend", "RefractThemes", "RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        .target(name: "RefractWeb", dependencies: ["RefractBackend", "RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        .target(name: "RefractAndroid", dependencies: ["RefractBackend", "RefractThemes", "RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        .target(name: "RefractCompose", dependencies: ["RefractBackend", "RefractThemes", "RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        .target(name: "RefractAssetCatalog", dependencies: ["RefractBackend", "RefractThemes", "RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        // Two resolved models (and their platform names) compared, and the comparison's reports.
        .target(name: "RefractDiff", dependencies: ["RefractModel"]),
        // `refract usage`: an app's sources scanned for the names Refract generated.
        .target(name: "RefractUsage", dependencies: ["RefractDiagnostics"]),
        // The HTML style guide of a token set (`refract preview`): model → context → template → one page.
        .target(name: "RefractPreview", dependencies: ["RefractBackend", "RefractOutput", "RefractModel", "RefractTemplates", "RefractDiagnostics"]),
        // JSON-RPC 2.0 messages and their framings (LSP's Content-Length, MCP's one per line), on RefractSyntax's reader.
        .target(name: "RefractJSONRPC", dependencies: ["RefractSyntax", "RefractDiagnostics"]),
        // `refract lsp`: the Language Server Protocol on the kit's load and lint stages.
        .target(name: "RefractLSP", dependencies: ["RefractJSONRPC", "RefractKit", "RefractParser", "RefractSyntax", "RefractDiagnostics", "RefractModel", "RefractLint", "RefractOutput", "RefractDiff"]),
        // `refract mcp`: the Model Context Protocol (one JSON-RPC message per line) on the kit's load, lint, diff and usage.
        .target(name: "RefractMCP", dependencies: ["RefractJSONRPC", "RefractKit", "RefractParser", "RefractDiagnostics", "RefractModel", "RefractOutput", "RefractBackend", "RefractDiff", "RefractUsage"]),
        // A small declarative command-line parser (no outside packages allowed).
        .target(name: "RefractArguments"),
        // Design rules over the resolved model of every permutation: contrast, modes, names, aliases.
        .target(name: "RefractLint", dependencies: ["RefractModel", "RefractDiagnostics", "RefractOutput"]),
        // The pipeline: inputs, orchestration, reports.
        .target(name: "RefractKit", dependencies: [
            "RefractSyntax", "RefractDiagnostics", "RefractModel", "RefractImport", "RefractParser", "RefractTemplates",
            "RefractOutput", "RefractBackend", "RefractThemes", "RefractBuiltinTemplates", "RefractSwift", "RefractJSON", "RefractCSS", "RefractWeb", "RefractAndroid",
            "RefractCompose", "RefractAssetCatalog", "RefractDiff", "RefractPreview", "RefractLint", "RefractUsage",
        ]),
        .executableTarget(
            name: "refract",
            dependencies: [
                "RefractKit", "RefractImport", "RefractArguments", "RefractLint", "RefractDiagnostics", "RefractDiff", "RefractOutput",
                "RefractUsage",
                "RefractLSP", "RefractMCP",
            ]),
        // The SwiftPM plugins (Plugins/): both run the `refract` built from this package.
        .plugin(name: "RefractBuildPlugin", capability: .buildTool(), dependencies: ["refract"]),
        .plugin(
            name: "RefractCommandPlugin",
            capability: .command(
                intent: .custom(verb: "refract", description: "Build or lint the package's design tokens with Refract"),
                permissions: [.writeToPackageDirectory(reason: "refract build writes the generated files of the package's tokens")]),
            dependencies: ["refract"]),
        // Benchmarks that measure in-process (the rest of Benchmarks/ times the binary).
        .executableTarget(
            name: "refract-template-bench", dependencies: ["RefractTemplates"], path: "Benchmarks/TemplateBench"),

        // What the test targets share: goldens, build manifests, the shared corpora, CI rules.
        .target(name: "RefractTestSupport", path: "Tests/RefractTestSupport"),

        .testTarget(name: "RefractDiagnosticsTests", dependencies: ["RefractDiagnostics"]),
        .testTarget(name: "RefractSyntaxTests", dependencies: ["RefractSyntax", "RefractTestSupport"]),
        .testTarget(name: "RefractModelTests", dependencies: ["RefractModel"]),
        .testTarget(
            name: "RefractImportTests", dependencies: ["RefractBackend", "RefractImport", "RefractParser", "RefractSyntax", "RefractKit", "RefractTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "RefractParserTests", dependencies: ["RefractParser", "RefractSyntax"]),
        .testTarget(name: "RefractTemplatesTests", dependencies: ["RefractTemplates", "RefractTestSupport"]),
        .testTarget(name: "RefractArgumentsTests", dependencies: ["RefractArguments"]),
        .testTarget(name: "RefractJSONRPCTests", dependencies: ["RefractJSONRPC"]),
        .testTarget(name: "RefractLSPTests", dependencies: ["RefractLSP", "RefractJSONRPC", "RefractTestSupport"]),
        .testTarget(name: "RefractMCPTests", dependencies: ["RefractMCP", "RefractJSONRPC", "RefractKit", "RefractTestSupport"]),
        .testTarget(
            name: "RefractLintTests",
            dependencies: ["RefractLint", "RefractKit", "RefractDiagnostics", "RefractModel", "RefractOutput", "RefractTestSupport"]),
        .testTarget(
            name: "RefractConformanceTests", dependencies: ["RefractKit", "RefractParser", "RefractSyntax", "RefractTestSupport"]),
        .testTarget(
            name: "RefractResolverTests", dependencies: ["RefractKit", "RefractParser", "RefractSyntax", "RefractTestSupport"]),
        .testTarget(name: "RefractOutputTests", dependencies: ["RefractOutput", "RefractThemes", "RefractBuiltinTemplates"]),
        .testTarget(
            name: "RefractSwiftTests", dependencies: ["RefractBackend", "RefractSwift", "RefractJSON", "RefractThemes", "RefractKit", "RefractTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "RefractCSSTests", dependencies: ["RefractBackend", "RefractCSS", "RefractKit", "RefractOutput", "RefractTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "RefractWebTests", dependencies: ["RefractBackend", "RefractWeb", "RefractCSS", "RefractJSON", "RefractThemes", "RefractKit", "RefractTestSupport"],
            exclude: ["Golden"]),
        .testTarget(
            name: "RefractAndroidTests", dependencies: ["RefractBackend", "RefractAndroid", "RefractKit", "RefractTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "RefractComposeTests", dependencies: ["RefractBackend", "RefractCompose", "RefractThemes", "RefractKit", "RefractTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "RefractAssetCatalogTests", dependencies: ["RefractBackend", "RefractAssetCatalog", "RefractKit", "RefractTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "RefractCLITests", dependencies: ["RefractBackend", "RefractKit", "RefractOutput", "RefractBuiltinTemplates", "RefractTemplates", "RefractTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "RefractDiffTests", dependencies: ["RefractDiff", "RefractKit", "RefractTestSupport"]),
        .testTarget(name: "RefractUsageTests", dependencies: ["RefractUsage", "RefractKit", "RefractTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "RefractPreviewTests", dependencies: ["RefractBackend", "RefractDiff", "RefractPreview", "RefractKit", "RefractLint", "RefractTestSupport"],
            exclude: ["Fixtures"]),
        // Every platform's output for tokens/ and the corpus's design systems, against committed goldens.
        .testTarget(
            name: "RefractCorpusGoldenTests", dependencies: ["RefractKit", "RefractOutput", "RefractTestSupport"],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
