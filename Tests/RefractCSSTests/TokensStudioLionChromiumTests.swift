import Foundation
import RefractKit
import RefractModel
import RefractTestSupport
import Testing

/// Tokens Studio's lion example, read with `--from tokens-studio` and built once per theme (`--input
/// brand=… --input color=…`), against the nine CSS files Style Dictionary 4 + sd-transforms built from it:
/// both loaded in Chromium, each of their custom properties read through a probe on both sides.
@Suite("Chromium: Tokens Studio lion against sd-transforms", .serialized)
struct TokensStudioLionChromiumTests {
    static let themes: [(brand: String, color: String)] = [
        ("Casual", "Green"), ("Casual", "Blue"), ("Casual", "Purple"),
        ("Business", "Green"), ("Business", "Blue"), ("Business", "Purple"),
    ]

    /// Differences between their files and ours, by property, with why (docs/importing.md lists them too).
    /// Empty: every value computes the same.
    static let explained: [String: String] = [:]

    @Test(arguments: themes.indices)
    func themeComputesLikeTheirFiles(_ index: Int) throws {
        guard Corpus.require(), let browser = Chromium.require() else { return }
        let (brand, color) = Self.themes[index]
        let root = Corpus.path("corpora/tokens-studio-lion")
        let tokens = root + "/tokens"
        var request = LoadRequest(inputs: [tokens], modifierInputs: ["brand": brand, "color": color])
        request.formats = [tokens: .tokensStudio]
        let load = TokenLoader.run(request)
        #expect(load.diagnostics.filter { $0.severity == .error }.isEmpty, "\(load.diagnostics.map(\.message))")
        let model = try #require(load.model)
        #expect(model.permutations.count == 1)
        let ours = Fixtures.css(model)

        let files = [
            "styles/core.css", "styles/semantic.css",
            "styles/semantic-\(brand.lowercased())-\(color.lowercased()).css", "components/button/button.css",
        ]
        let theirs = try files.map {
            try String(contentsOfFile: "\(root)/expected/\($0)", encoding: .utf8)
        }.joined(separator: "\n")
        let names = Self.customProperties(in: theirs)
        #expect(names.count == 49, "every token of the set is in one of their four files")

        let output = try Chromium.measure(Self.page(ours: ours, theirs: theirs, names: names), browser: browser, dark: [false])[0]
        let readings = try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
        #expect(readings.count == names.count)
        var same = 0
        var differences: [String] = []
        for reading in readings {
            let (name, oursRaw, theirsRaw) = (reading[0], reading[1], reading[2])
            let computedSame = oursRaw != "" && reading[3] == reading[4] && reading[5] == reading[6]
            if computedSame {
                same += 1
            } else if Self.explained[name] == nil {
                differences.append("\(name): ours '\(oursRaw)' → \(reading[3]) / \(reading[5]), theirs '\(theirsRaw)' → \(reading[4]) / \(reading[6])")
            }
        }
        print("lion \(brand)/\(color): \(same) of \(names.count) custom properties compute the same")
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(same + Self.explained.count >= names.count)
    }

    /// The custom properties declared in `css`, in order, each once.
    static func customProperties(in css: String) -> [String] {
        var names: [String] = []
        for line in css.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("--"), let colon = text.firstIndex(of: ":") else { continue }
            let name = String(text[text.index(text.startIndex, offsetBy: 2)..<colon])
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Their CSS moved to `--theirs-…` (`:host` read as `:root`, so the component file applies), ours as built.
    /// Each property is read as a colour (`color`) and as a length (`outline-offset`): a value that is not one
    /// falls back to the initial value on both sides alike, and references are followed by the browser.
    static func page(ours: String, theirs: String, names: [String]) -> String {
        let renamed = theirs.replacingOccurrences(of: ":host", with: ":root").replacingOccurrences(of: "--", with: "--theirs-")
        // Their names are kebab-case words: nothing to escape.
        let list = "[" + names.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        return """
            <!doctype html><html><head><style>\(ours)</style><style>\(renamed)</style></head>
            <body><div id="probes"></div><pre id="out"></pre><script>
            const names = \(list);
            const root = getComputedStyle(document.documentElement);
            const probes = document.getElementById('probes');
            function read(variable) {
              const probe = document.createElement('div');
              probe.style.cssText = `color: var(${variable}); outline: 1px solid; outline-offset: var(${variable});`;
              probes.appendChild(probe);
              const style = getComputedStyle(probe);
              return [style.color, style.outlineOffset];
            }
            const rows = names.map(name => {
              const [oursColor, oursLength] = read('--' + name);
              const [theirsColor, theirsLength] = read('--theirs-' + name);
              return [name, root.getPropertyValue('--' + name).trim(), root.getPropertyValue('--theirs-' + name).trim(),
                oursColor, theirsColor, oursLength, theirsLength];
            });
            document.getElementById('out').textContent = JSON.stringify(rows);
            </script></body></html>
            """
    }
}
