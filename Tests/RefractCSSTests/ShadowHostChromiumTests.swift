import Foundation
import RefractCSS
import Testing

/// `rootSelector: ":host"` in real headless Chromium: a custom element whose shadow root holds the generated
/// stylesheet computes, on its host, every token as a page with the `:root` stylesheet computes it on `<html>`
/// carrying the same attributes (or classes), under emulated light and dark.
@Suite("Chromium: :host", .serialized)
struct ShadowHostChromiumTests {
    /// A host's (or `<html>`'s) attributes: every theme, with no scheme, light and dark (and, given contrasts,
    /// with no contrast and each of them).
    static func configurations(
        themes: [String], schemeByClass: Bool, contrasts: [String] = []
    ) -> [[(String, String)]] {
        themes.flatMap { theme in
            [nil, "light", "dark"].flatMap { scheme in
                ([nil] + contrasts).map { contrast in
                    [("data-theme", theme)]
                        + (scheme.map { [schemeByClass ? ("class", $0) : ("data-color-scheme", $0)] } ?? [])
                        + (contrast.map { [("data-contrast", $0)] } ?? [])
                }
            }
        }
    }

    /// Theme, scheme and contrast interacting, under every emulated preference.
    @Test("contrast fixture on a shadow host")
    func contrastHostMatchesRoot() throws {
        guard let browser = Chromium.require(), let model = Fixtures.load(Fixtures.contrast) else { return }
        let rootCSS = Fixtures.css(model)
        let hostCSS = Fixtures.css(model, settings: ["rootSelector": ":host"])
        #expect(hostCSS.contains(":host([data-contrast=\"more\"])"))
        let page = Self.page(
            rootCSS: rootCSS, hostCSS: hostCSS,
            configurations: Self.configurations(
                themes: ["standard", "festive"], schemeByClass: false, contrasts: ["standard", "more"]))
        let emulations = [false, true].flatMap { dark in
            [false, true].map { Chromium.Emulation(dark: dark, moreContrast: $0) }
        }
        let outputs = try Chromium.measure(page, browser: browser, emulations: emulations)
        for (emulation, output) in zip(emulations, outputs) {
            let lines = output.split(separator: "\n").map(String.init)
            let compared = Int(lines.first?.dropFirst("compared ".count) ?? "") ?? 0
            #expect(compared >= 270, "\(emulation.name): too few values compared: \(compared)")
            let differences = lines.dropFirst().filter { !$0.hasPrefix("host0 ") }
            #expect(differences.isEmpty, "\(emulation.name): \(differences.prefix(10))")
        }
        #expect(Set(outputs.map(Self.hostValues)).count == emulations.count, "every preference reaches the host")
    }

    @Test("example tokens/ on a shadow host, by attribute and by class", arguments: ["media", "light-dark", "both"])
    func hostMatchesRoot(colorScheme: String) throws {
        guard let browser = Chromium.require(), let model = Fixtures.load(Fixtures.exampleTokens) else { return }
        for schemeByClass in [false, true] {
            var settings = ["colorScheme": colorScheme]
            if schemeByClass { settings["schemeAttribute"] = "class" }
            let rootCSS = Fixtures.css(model, settings: settings)
            settings["rootSelector"] = ":host"
            let hostCSS = Fixtures.css(model, settings: settings)
            #expect(hostCSS.contains(schemeByClass ? ":host(.dark)" : ":host([data-color-scheme=\"dark\"])"))
            #expect(!hostCSS.contains(":root"))
            let page = Self.page(
                rootCSS: rootCSS, hostCSS: hostCSS, configurations: Self.configurations(themes: ["standard", "christmas"], schemeByClass: schemeByClass))
            let (light, dark) = try Chromium.measure(page, browser: browser)
            for (mode, output) in [("light", light), ("dark", dark)] {
                let lines = output.split(separator: "\n").map(String.init)
                #expect(lines.first?.hasPrefix("compared ") == true, "\(mode): \(output.prefix(300))")
                let compared = Int(lines.first?.dropFirst("compared ".count) ?? "") ?? 0
                #expect(compared > 100, "\(mode): too few values compared: \(compared)")
                let differences = lines.dropFirst().filter { !$0.hasPrefix("host0 ") }
                #expect(differences.isEmpty, "\(mode), class \(schemeByClass): \(differences.prefix(10))")
            }
            // The emulated preference reaches the host: its default scheme's colours differ between the runs.
            #expect(Self.hostValues(light) != Self.hostValues(dark), "light and dark hosts computed the same")
        }
    }

    private static func hostValues(_ output: String) -> String {
        output.split(separator: "\n").first { $0.hasPrefix("host0 ") }.map(String.init) ?? ""
    }

    /// Per configuration, a custom element with the host stylesheet in its shadow root and an iframe whose
    /// `<html>` carries the same attributes under the root stylesheet; the script writes `compared <n>` and then
    /// one line per value that differs, and `host0 <values>` (the first host's colours) for the light/dark check.
    static func page(rootCSS: String, hostCSS: String, configurations: [[(String, String)]]) -> String {
        func json(_ value: Any) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]), as: UTF8.self)
                .replacingOccurrences(of: "</", with: "<\\/")
        }
        let names = Array(Set(rootCSS.matches(of: /(--[A-Za-z0-9_-]+):/).map { String($0.output.1) })).sorted()
            + ["color-scheme"]
        let attributes = configurations.map { $0.map { [$0.0, $0.1] } }
        return """
            <!doctype html>
            <html><body>
            <pre id="out"></pre>
            <script>
            const names = \(json(names));
            const configurations = \(json(attributes));
            const rootCSS = \(json(rootCSS));
            const hostCSS = \(json(hostCSS));
            customElements.define("x-tokens", class extends HTMLElement {
              constructor() {
                super();
                const style = document.createElement("style");
                style.textContent = hostCSS;
                this.attachShadow({ mode: "open" }).append(style);
              }
            });
            const hosts = configurations.map(attributes => {
              const host = document.createElement("x-tokens");
              for (const [name, value] of attributes) host.setAttribute(name, value);
              document.body.append(host);
              return host;
            });
            const frames = configurations.map(attributes => {
              const frame = document.createElement("iframe");
              const own = attributes.map(([name, value]) => `${name}="${value}"`).join(" ");
              frame.srcdoc = `<!doctype html><html ${own}><head><style>${rootCSS}</style></head><body></body></html>`;
              document.body.append(frame);
              return frame;
            });
            window.addEventListener("load", () => {
              const lines = [];
              let compared = 0;
              configurations.forEach((attributes, index) => {
                const host = getComputedStyle(hosts[index]);
                const root = frames[index].contentWindow.getComputedStyle(frames[index].contentDocument.documentElement);
                for (const name of names) {
                  const a = host.getPropertyValue(name).trim(), b = root.getPropertyValue(name).trim();
                  compared++;
                  if (a !== b) lines.push(`${JSON.stringify(attributes)} ${name}: host '${a}', root '${b}'`);
                }
              });
              // The colours as used (light-dark() resolved), by the first host's own `color`.
              const first = hosts[0];
              lines.push("host0 " + names.filter(n => n.startsWith("--color")).map(n => {
                first.style.setProperty("color", `var(${n})`);
                return getComputedStyle(first).color;
              }).join(" "));
              document.getElementById("out").textContent = ["compared " + compared]
                .concat(lines.filter(l => !l.startsWith("host0 "))).concat(lines.filter(l => l.startsWith("host0 "))).join("\\n");
            });
            </script>
            </body></html>
            """
    }
}
