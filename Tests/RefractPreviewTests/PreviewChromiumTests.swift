import Foundation
import RefractKit
import RefractModel
import RefractPreview
import RefractTestSupport
import Testing

/// The page in real headless Chromium: screenshots of tokens/ at a wide and a phone width, light and dark,
/// against the recorded PNGs (REFRACT_RECORD=1 records them); and the DOM, where every token of the model
/// has its row and every colour swatch computes to the token's colour in its permutation.
@Suite("Preview in Chromium", .serialized)
struct PreviewChromiumTests {
    static let screenshots = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractPreviewTests/Fixtures/screenshots")
    static let exampleTokens = TestEnvironment.packageRoot.appendingPathComponent("tokens").path

    struct Shot: Sendable, CustomTestStringConvertible {
        var width: Int
        var dark: Bool
        var name: String { "tokens-\(width)-\(dark ? "dark" : "light").png" }
        var testDescription: String { name }
    }

    static let shots = [1280, 390].flatMap { width in [false, true].map { Shot(width: width, dark: $0) } }

    @Test("tokens/ looks as recorded", arguments: shots)
    func screenshot(_ shot: Shot) throws {
        guard let browser = HeadlessChromium.require() else { return }
        let folder = try HeadlessChromium.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.writePage(Self.exampleTokens, in: folder)
        let png = folder.appendingPathComponent(shot.name)
        try HeadlessChromium.screenshot(of: page, width: shot.width, height: 800, dark: shot.dark, to: png, browser: browser)
        let recorded = Self.screenshots.appendingPathComponent(shot.name)
        if Golden.isRecording {
            try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: recorded)
            try FileManager.default.copyItem(at: png, to: recorded)
            Issue.record("Recorded new baseline \(shot.name)")
            return
        }
        let expected = try #require(FileManager.default.contents(atPath: recorded.path), "no recorded \(shot.name); run with REFRACT_RECORD=1")
        let actual = try Data(contentsOf: png)
        let result = try ScreenshotComparison().compare(expected, actual, browser: browser, in: folder)
        #expect(result.sameSize, "\(shot.name): \(result.otherWidth)×\(result.otherHeight), recorded \(result.width)×\(result.height)")
        #expect(
            result.fraction <= ScreenshotComparison().tolerance,
            "\(shot.name): \(result.differing) pixels (\(String(format: "%.2f", result.fraction * 100)) %) differ from the recording")
    }

    /// A screenshot that differs fails: the comparison sees a page that lost its chrome colours.
    @Test func comparisonSeesADifferentPage() throws {
        guard let browser = HeadlessChromium.require() else { return }
        let folder = try HeadlessChromium.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.writePage(Self.exampleTokens, in: folder)
        let light = folder.appendingPathComponent("light.png"), dark = folder.appendingPathComponent("dark.png")
        try HeadlessChromium.screenshot(of: page, width: 390, height: 300, dark: false, to: light, browser: browser)
        try HeadlessChromium.screenshot(of: page, width: 390, height: 300, dark: true, to: dark, browser: browser)
        let result = try ScreenshotComparison().compare(Data(contentsOf: light), Data(contentsOf: dark), browser: browser, in: folder)
        #expect(result.sameSize)
        #expect(result.fraction > 0.5, "light and dark chrome differ in most pixels")
    }

    static let systems = ["figma-sds", "microsoft-fluent"]

    @Test("every token of tokens/ appears with its computed colour", arguments: [false, true])
    func exampleDOM(dark: Bool) throws {
        try checkDOM(Self.exampleTokens, dark: dark, minimumColors: 60)
    }

    @Test("every token of a corpus system appears with its computed colour", arguments: systems)
    func corpusDOM(system: String) throws {
        guard Corpus.require() else { return }
        try checkDOM(Corpus.examples.appendingPathComponent("\(system).resolver.json").path, dark: false, minimumColors: 100)
    }

    private func checkDOM(_ input: String, dark: Bool, minimumColors: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let browser = HeadlessChromium.require(sourceLocation: sourceLocation) else { return }
        let load = TokenLoader.run(LoadRequest(inputs: [input]))
        let model = try #require(load.model, sourceLocation: sourceLocation)
        let folder = try HeadlessChromium.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.writePage(input, in: folder, probe: true)
        let json = try HeadlessChromium.output(of: page, dark: dark, browser: browser)
        let probes = try JSONDecoder().decode(Probes.self, from: Data(json.utf8))
        let report = DOMCheck(model: model).run(probes)
        print("\(PathText(input)): \(report.checked) computed values, \(probes.rows.count) rows")
        #expect(report.missingRows.isEmpty, "tokens without a row: \(report.missingRows.prefix(10))", sourceLocation: sourceLocation)
        #expect(report.unknownRows.isEmpty, "rows of no token: \(report.unknownRows.prefix(10))", sourceLocation: sourceLocation)
        #expect(report.colorsChecked >= minimumColors, "\(report.colorsChecked) colours checked", sourceLocation: sourceLocation)
        #expect(report.problems.isEmpty, "\(report.problems.count) problems:\n\(report.problems.prefix(20).joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// The page `refract preview` makes of `input`, written in `folder`; with `probe`, a script that writes
    /// every probe's computed style into `<pre id="out">`.
    static func writePage(_ input: String, in folder: URL, probe: Bool = false) throws -> URL {
        let result = PreviewPipeline.run(PreviewRequest(load: LoadRequest(inputs: [input]), output: "preview.html"))
        let file = try #require(result.page, "no page: \(result.diagnostics.filter { $0.severity == .error }.prefix(3).map(\.message))")
        var html = file.contents
        if probe, let end = html.range(of: "</body>", options: .backwards) {
            html.replaceSubrange(end, with: "<pre id=\"out\"></pre><script>\(DOMCheck.probeScript)</script></body>")
        }
        let url = folder.appendingPathComponent("preview.html")
        try html.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}

private func PathText(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }
