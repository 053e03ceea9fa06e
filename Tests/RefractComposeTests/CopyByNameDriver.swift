import Foundation
import RefractCompose
import RefractModel
import RefractOutput
import RefractTestSupport
import RefractThemes
import Testing

/// The part of the compiled driver that uses a collection as an app would, the same way at every size: for
/// `tokens/` (8 colours) and GitHub Primer (1,140), it reads the last colour of the default theme in light,
/// makes a copy changing it by name (`colors.copy { member = … }`), and prints what it finds, as
/// `copy <system> <checks> <r g b a of the colour read>`.
enum CopyByNameDriver {
    static let systems = ["tokens", "github-primer.resolver.json"]

    /// The first and last colours that are not deprecated (a deprecated one would warn under `-Werror`).
    static func members(_ system: String) -> (first: String, last: String, path: TokenPath)? {
        guard let model = TestSupport.load(ComposeCompileTests.path(of: system)) else { return nil }
        let colors = (ThemeLayout(model).collections.first { $0.kind == .colors }?.members ?? []).filter { $0.deprecation == nil }
        guard let first = colors.first, let last = colors.last, first.name != last.name else { return nil }
        return (first.name, last.name, last.path)
    }

    static func source(systems: [(name: String, package: String)]) -> String {
        let calls = systems.compactMap { system -> String? in
            guard let (first, last, _) = members(system.name) else { return nil }
            let p = system.package
            return """
                    run {
                        val theme = \(p).AppTheme.values().first().theme(darkTheme = false)
                        val colors = theme.colors
                        val read = colors.\(last)
                        val changed = colors.copy { \(last) = Color(0xFF123456) }
                        val again = colors.copy { \(last) = Color(0xFF123456) }
                        val checks = listOf(
                            "changed" to (changed.\(last) == Color(0xFF123456)),
                            "kept" to (changed.\(first) == colors.\(first)),
                            "original" to (colors.\(last) == read),
                            "unequal" to (changed != colors),
                            "equal" to (changed == again && changed.hashCode() == again.hashCode()),
                            "unchanged" to (colors.copy { } == colors),
                            "theme" to (theme.copy(colors = changed).colors.\(last) == Color(0xFF123456) && theme.copy(colors = changed) != theme)
                        )
                        println("copy \(system.name) " + checks.joinToString(" ") { "${it.first}=${it.second}" } + " ${read.red} ${read.green} ${read.blue} ${read.alpha}")
                    }
                """
        }.joined(separator: "\n")
        return """

            fun copyMain() {
            \(calls)
            }

            """
    }
}

/// A collection reads, copies by name and compares the same at 8 members and at 1,140: the issue's "one shape
/// at every size", compiled by kotlinc against the stand-in Compose and run on the JVM.
@Suite("Compose collections copy by name at every size")
struct CopyByNameTests {
    @Test(arguments: CopyByNameDriver.systems)
    func readCopyAndCompare(_ system: String) throws {
        guard ComposeCompileTests.designSystems.contains(system) else {
            TestEnvironment.missing("\(system) in \(TestSupport.corpora.path)")
            return
        }
        guard let compilation = try ComposeCompileTests.compiled() else { return }
        try #require(compilation.status == 0, "the generated code did not compile: \(compilation.output.prefix(3000))")
        #expect(compilation.driverStatus == 0, "\(compilation.driverLines.suffix(20))")
        let line = try #require(compilation.driverLines.first { $0.hasPrefix("copy \(system) ") }, "\(compilation.driverLines.suffix(5))")
        let fields = line.split(separator: " ").map(String.init)
        let checks = fields.dropFirst(2).prefix(7)
        #expect(checks.count == 7 && checks.allSatisfy { $0.hasSuffix("=true") }, "\(line)")
        // The colour read is the model's, in the default theme's light scheme.
        let model = try #require(TestSupport.load(ComposeCompileTests.path(of: system)))
        let layout = ThemeLayout(model)
        let (_, _, path) = try #require(CopyByNameDriver.members(system))
        let token = try #require(model.token(at: path, permutation: layout.themes[0].lightPermutation))
        guard case .color(let value) = token.value else { Issue.record("\(path) is no colour"); return }
        let color = ThemeRGBColor(value)
        let read = fields.suffix(4).compactMap(Double.init)
        #expect(read.count == 4)
        for (got, want) in zip(read, [color.red, color.green, color.blue, color.opacity]) {
            #expect(abs(got - want) <= 1.0 / 255, "\(line): expected \(color)")
        }
    }
}
