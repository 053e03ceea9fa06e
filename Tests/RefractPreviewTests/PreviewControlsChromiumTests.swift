import Foundation
import RefractDiff
import RefractKit
import RefractLint
import RefractModel
import RefractTestSupport
import Testing

/// The page driven in headless Chromium: a modifier's control changes the columns, a search by hex finds
/// the token, and a dark column is drawn on that permutation's own page colour. On tokens/ always, and on
/// GitHub Primer's 12 permutations where the shared corpora are present.
@Suite("Preview controls in Chromium", .serialized)
struct PreviewControlsChromiumTests {
    /// What the script below reports after driving the page.
    struct Report: Decodable {
        var columnsBefore: Int
        var columnsAfter: Int
        var found: [String]
        var surface: String
        var ink: String
        /// The token the first alias link into collapsed primitives names, and whether clicking it showed it.
        var linked: String
        var linkShown: Bool
    }

    /// Chooses `axis = context` in its control, searches for `query`, and reads the first cell of `column`.
    static func script(section: String, axis: String, context: String, query: String, column: String) -> String {
        """
        (function () {
          function visibleHeads() {
            return Array.prototype.filter.call(document.querySelectorAll("#\(section) .col-head[data-column]"), function (head) {
              return !head.hidden && getComputedStyle(head).display !== "none";
            }).length;
          }
          var before = visibleHeads();
          var link = Array.prototype.filter.call(document.querySelectorAll("a.alias-link"), function (a) {
            var target = document.getElementById(decodeURIComponent(a.getAttribute("href").slice(1)));
            return target && target.closest("details") && !target.closest("details").open;
          })[0];
          var linked = link ? decodeURIComponent(link.getAttribute("href").slice(7)) : "", linkShown = false;
          if (link) {
            link.click();
            var target = document.getElementById("token-" + linked);
            linkShown = !target.hidden && target.closest("details").open && location.hash === "#token-" + linked;
          }
          var control = document.querySelector('select[data-axis="\(axis)"]');
          control.value = \(Self.quoted(context));
          control.dispatchEvent(new Event("change"));
          var after = visibleHeads();
          control.value = "*";
          control.dispatchEvent(new Event("change"));
          var search = document.getElementById("search");
          search.value = \(Self.quoted(query));
          search.dispatchEvent(new Event("input"));
          var found = Array.prototype.filter.call(document.querySelectorAll("[data-token]"), function (row) {
            return !row.hidden && !row.closest("[hidden]");
          }).map(function (row) { return row.getAttribute("data-token"); });
          search.value = "";
          search.dispatchEvent(new Event("input"));
          var cell = document.querySelector('#colors .cell.has-surface[data-column="\(column)"]');
          var style = cell ? getComputedStyle(cell) : null;
          document.getElementById("out").textContent = JSON.stringify({
            columnsBefore: before, columnsAfter: after, found: found,
            surface: style ? style.backgroundColor : "", ink: style ? style.color : "", linked: linked, linkShown: linkShown });
        })();
        """
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The page of `input` driven by the script; the model beside it.
    func drive(
        _ input: String, section: String, axis: String, context: String, query: String, column: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (Report, ThemedTokenSet)? {
        guard let browser = HeadlessChromium.require(sourceLocation: sourceLocation) else { return nil }
        let model = try #require(TokenLoader.run(LoadRequest(inputs: [input])).model, sourceLocation: sourceLocation)
        let folder = try HeadlessChromium.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try PreviewChromiumTests.writePage(input, in: folder)
        var html = try String(contentsOf: page, encoding: .utf8)
        let end = try #require(html.range(of: "</body>", options: .backwards), sourceLocation: sourceLocation)
        html.replaceSubrange(
            end, with: "<pre id=\"out\"></pre><script>\(Self.script(section: section, axis: axis, context: context, query: query, column: column))</script></body>")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let json = try HeadlessChromium.output(of: page, browser: browser)
        return (try JSONDecoder().decode(Report.self, from: Data(json.utf8)), model)
    }

    /// `color.background` in `permutation`, the colour its column must be drawn on.
    func expectSurface(_ report: Report, model: ThemedTokenSet, surface: String, permutation: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let index = try #require(model.permutations.firstIndex { $0.description == permutation }, sourceLocation: sourceLocation)
        guard case .color(let expected)? = model.token(at: TokenPath(surface), permutation: index)?.value else {
            Issue.record("\(surface) is no colour in \(permutation)", sourceLocation: sourceLocation)
            return
        }
        let drawn = try #require(ComputedColor.parse(report.surface), "no surface drawn: '\(report.surface)'", sourceLocation: sourceLocation)
        #expect(ComputedColor.sameBytes(drawn, expected), "\(permutation) drawn on \(report.surface), \(surface) is \(expected.hexString(includeAlpha: true))", sourceLocation: sourceLocation)
        #expect(expected.contrastRatio(with: ColorValue(space: .srgb, components: [1, 1, 1])) > 3, "\(permutation)'s page is dark", sourceLocation: sourceLocation)
        #expect(report.ink == "rgb(255, 255, 255)", "light ink on the dark column", sourceLocation: sourceLocation)
    }

    @Test func theExampleColumnsSearchAndDarkColumn() throws {
        let input = TestEnvironment.packageRoot.appendingPathComponent("tokens").path
        guard let (report, model) = try drive(
            input, section: "colors", axis: "theme", context: "christmas", query: "#", column: "theme=standard, mode=dark")
        else { return }
        #expect(report.columnsBefore == 4)
        #expect(report.columnsAfter == 2, "theme=christmas leaves its light and dark columns")
        #expect(report.linked.hasPrefix("palette."), "an alias link into the collapsed palette: '\(report.linked)'")
        #expect(report.linkShown, "clicking the link opens the palette and points the address at the token")
        try expectSurface(report, model: model, surface: "color.background", permutation: "theme=standard, mode=dark")
    }

    @Test func searchByHexFindsTheToken() throws {
        let input = TestEnvironment.packageRoot.appendingPathComponent("tokens").path
        let model = try #require(TokenLoader.run(LoadRequest(inputs: [input])).model)
        guard case .color(let gold)? = model.token(at: TokenPath("palette.gold"), permutation: 0)?.value else {
            Issue.record("tokens/ has no palette.gold")
            return
        }
        let hex = gold.hexString(includeAlpha: false).uppercased()
        guard let (report, _) = try drive(
            input, section: "colors", axis: "theme", context: "christmas", query: hex, column: "theme=standard, mode=dark")
        else { return }
        #expect(report.found.contains("palette.gold"), "\(hex) finds \(report.found)")
        #expect(!report.found.contains("spacing.small"))
    }

    /// The diff page: choosing `theme=christmas` leaves two of the four permutation columns.
    @Test func theDiffPageControlChoosesTheColumns() throws {
        guard let browser = HeadlessChromium.require() else { return }
        let folder = try HeadlessChromium.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = TestEnvironment.packageRoot.appendingPathComponent("tokens")
        for side in ["old", "new"] { try FileManager.default.copyItem(at: tokens, to: folder.appendingPathComponent(side)) }
        let edited = folder.appendingPathComponent("new/themes/christmas.tokens.yaml")
        let text = try String(contentsOf: edited, encoding: .utf8)
        try text.replacingOccurrences(of: "primary: { $value: \"{palette.holly-light}\" }", with: "primary: { $value: \"{palette.holly}\" }")
            .write(to: edited, atomically: true, encoding: .utf8)
        func side(_ name: String) throws -> DiffSide {
            let (project, _, _) = DiffProject.at(folder.appendingPathComponent(name).path, fallback: RefractConfig())
            let loaded = try #require(project)
            return try #require(loaded.load().0)
        }
        var html = HTMLDiffRenderer.render(TokenDiffer.compare(old: try side("old"), new: try side("new")))
        let driver = """
            <pre id="out"></pre><script>
            (function () {
              function visible() {
                return Array.prototype.filter.call(document.querySelectorAll("table.swatches th[data-column]"), function (head) {
                  return !head.hidden;
                }).length;
              }
              var before = visible(), control = document.querySelector('select[data-axis="theme"]');
              control.value = "christmas";
              control.dispatchEvent(new Event("change"));
              document.getElementById("out").textContent = JSON.stringify({ before: before, after: visible() });
            })();
            </script></body>
            """
        html = html.replacingOccurrences(of: "</body>", with: driver)
        let page = folder.appendingPathComponent("diff.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let output = try HeadlessChromium.output(of: page, browser: browser)
        #expect(output == "{\"before\":4,\"after\":2}", "\(output)")
    }

    /// Primer: 12 permutations (4 themes × 3 sizes). Sizes start at `default` (4 columns); every size shows 12.
    @Test func primerControlsChooseAmongTwelvePermutations() throws {
        guard Corpus.require() else { return }
        let input = Corpus.examples.appendingPathComponent("github-primer.resolver.json").path
        guard let (report, model) = try drive(
            input, section: "sizes", axis: "size", context: "*", query: "#0969da", column: "theme=dark, size=default")
        else { return }
        #expect(model.permutations.count == 12)
        #expect(report.columnsBefore == 4, "sizes start at the default size")
        #expect(report.columnsAfter == 12, "every size shows every permutation")
        #expect(report.found.contains("fgColor.accent"), "#0969da finds fgColor.accent, found \(report.found.prefix(8))")
        try expectSurface(report, model: model, surface: "bgColor.default", permutation: "theme=dark, size=default")
    }
}

/// The screenshots docs show (README and docs/contexts/preview.md): the page at 1,400 px of the example and of
/// GitHub Primer (12 permutations), as Chromium draws it. `REFRACT_RECORD=1` takes them again.
@Suite("Preview screenshots in docs", .serialized)
struct PreviewDocsScreenshotTests {
    static let folder = TestEnvironment.packageRoot.appendingPathComponent("docs/images")

    struct Shot: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var needsCorpus: Bool
        /// Opens the page with a search or columns chosen: `size=*&section=sizes`.
        var fragment = ""
        var testDescription: String { name }
    }

    static let shots = [
        Shot(name: "preview-example-1400.png", input: TestEnvironment.packageRoot.appendingPathComponent("tokens").path, needsCorpus: false),
        Shot(name: "preview-primer-1400.png", input: Corpus.examples.appendingPathComponent("github-primer.resolver.json").path, needsCorpus: true,
             fragment: "q=fgColor."),
        Shot(name: "preview-primer-sizes-1400.png", input: Corpus.examples.appendingPathComponent("github-primer.resolver.json").path,
             needsCorpus: true, fragment: "section=sizes&size=*"),
    ]

    @Test(arguments: shots)
    func screenshotIsInTheDocs(_ shot: Shot) throws {
        let recorded = Self.folder.appendingPathComponent(shot.name)
        guard Golden.isRecording else {
            // The committed picture is 1,400 px wide (a PNG's width is bytes 16–19 of its header).
            let data = try #require(FileManager.default.contents(atPath: recorded.path), "no \(shot.name); run with REFRACT_RECORD=1")
            let width = data.count > 24 ? data[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
            #expect(width == 1400)
            return
        }
        if shot.needsCorpus, !Corpus.require() { return }
        guard let browser = HeadlessChromium.require() else { return }
        let work = try HeadlessChromium.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let page = try PreviewChromiumTests.writePage(shot.input, in: work)
        let png = work.appendingPathComponent(shot.name)
        let url = shot.fragment.isEmpty ? page : try #require(URL(string: page.absoluteString + "#" + shot.fragment))
        try HeadlessChromium.screenshot(of: url, width: 1400, height: 900, dark: false, to: png, browser: browser)
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: recorded)
        try FileManager.default.copyItem(at: png, to: recorded)
        Issue.record("Recorded \(shot.name)")
    }
}
