import Foundation
import RefractTestSupport
import Testing

/// docs/architecture.md's module table is Package.swift's targets (all but the test targets), each with the
/// dependencies Package.swift gives it: a module added, removed or rewired fails here until the page says so.
@Suite("Docs: architecture's module table")
struct ArchitectureDocTests {
    static let root = TestEnvironment.packageRoot

    @Test func theTableIsPackageSwiftsTargets() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let targets = PackageManifestTargets.parse(manifest).filter { $0.kind != "testTarget" }
        let table = try ModuleTable.parse(page)
        try #require(targets.count > 20, "Package.swift read as \(targets.map(\.name))")

        let declared = Dictionary(targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { first, _ in first })
        let missing = targets.map(\.name).filter { table.dependencies[$0] == nil }
        let unknown = table.modules.filter { declared[$0] == nil }
        #expect(missing.isEmpty, "targets of Package.swift that docs/architecture.md's module table lacks: \(missing)")
        #expect(unknown.isEmpty, "modules in docs/architecture.md that are not targets of Package.swift: \(unknown)")
        for module in table.modules {
            guard let dependencies = declared[module], let listed = table.dependencies[module] else { continue }
            #expect(
                Set(listed) == Set(dependencies),
                "docs/architecture.md gives \(module) the dependencies \(listed.sorted()); Package.swift: \(dependencies.sorted())")
        }
    }

    /// The reading of Package.swift itself: only the package's own targets, whatever the products or the
    /// comments name, and a dependency given as a product by its name.
    @Test func readsTargetsAndTheirDependencies() {
        let manifest = """
            let package = Package(
                name: "P",
                products: [.library(name: "A", targets: ["A"]), .plugin(name: "Tool", targets: ["Tool"])],
                targets: [
                    // A comment naming .target(name: "Nope") with a bracket ( and a "quote.
                    .target(name: "A"),
                    .target(name: "B", dependencies: ["A", .product(name: "Outside", package: "pkg")], exclude: ["x"]),
                    .plugin(name: "Tool", capability: .command(intent: .custom(verb: "v", description: "a, (b]")),
                            dependencies: ["B"]),
                    .testTarget(name: "BTests", dependencies: [
                        "B", // why
                        "A",
                    ]),
                ]
            )
            """
        #expect(PackageManifestTargets.parse(manifest) == [
            .init(kind: "target", name: "A", dependencies: []),
            .init(kind: "target", name: "B", dependencies: ["A", "Outside"]),
            .init(kind: "plugin", name: "Tool", dependencies: ["B"]),
            .init(kind: "testTarget", name: "BTests", dependencies: ["B", "A"]),
        ])
    }

    @Test func readsTheModuleTable() throws {
        let page = """
            # Title

            ## Modules (Package.swift)

            | module | depends on | its job |
            |---|---|---|
            | `A` | — | the first, beside `Other` |
            | `B` | `A`, `C` | `swift package x build\\|lint` |

            ## Where to add things

            | `NotAModule` | — | another section |
            """
        let table = try ModuleTable.parse(page)
        #expect(table.modules == ["A", "B"])
        #expect(table.dependencies == ["A": [], "B": ["A", "C"]])
    }
}

/// The module table of docs/architecture.md: the rows `| `Module` | `Dependency`, … (or —) | its job |` of the
/// section whose heading starts `## Modules`.
struct ModuleTable {
    var modules: [String] = []
    var dependencies: [String: [String]] = [:]

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ page: String) throws -> ModuleTable {
        var table = ModuleTable()
        var inSection = false
        for line in page.split(separator: "\n") {
            if line.hasPrefix("## ") { inSection = line.hasPrefix("## Modules") }
            guard inSection, line.hasPrefix("| `") else { continue }
            let cells = line.dropFirst(2).components(separatedBy: " | ")
            guard cells.count >= 3 else { throw Malformed(description: "a row without three cells: \(line)") }
            let names = codeSpans(cells[0])
            guard names.count == 1, let module = names.first else {
                throw Malformed(description: "a row that does not name one module: \(line)")
            }
            guard table.dependencies[module] == nil else { throw Malformed(description: "\(module) has two rows") }
            table.modules.append(module)
            table.dependencies[module] = codeSpans(cells[1])
        }
        return table
    }

    /// The text of each `code span` in `cell`.
    private static func codeSpans(_ cell: String) -> [String] {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }
}
