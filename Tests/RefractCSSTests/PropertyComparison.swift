import Foundation

/// Another tool's CSS file and ours in one Chromium page, each custom property of theirs read next to ours
/// through probes: as a colour (`color`) and as a length (`outline-offset`). A value that is neither falls back
/// to the initial value on both sides alike; references (`var(--…)`) are followed by the browser.
enum PropertyComparison {
    struct Reading: CustomStringConvertible {
        var ours: String
        var theirs: String
        var oursText: String
        var theirsText: String
        var oursComputed: [String]
        var theirsComputed: [String]

        /// Declared on our side, and the same colour and length on both.
        var same: Bool { !oursText.isEmpty && oursComputed == theirsComputed }

        var description: String {
            "\(theirs): ours '\(oursText)' → \(oursComputed.joined(separator: " / ")), theirs '\(theirsText)' → \(theirsComputed.joined(separator: " / "))"
        }
    }

    /// `pairs` are (our name, their name) without the leading `--`; their names are kebab or camel case words
    /// (nothing to escape in a script).
    /// `attributes` go on `<html>`, to choose a theme of ours (`data-brand="Business"`).
    static func measure(
        ours: String, theirs: String, pairs: [(String, String)], attributes: [String: String] = [:], browser: String
    ) throws -> [Reading] {
        let html = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\($0.value)\"" }.joined()
        let renamed = theirs.replacingOccurrences(of: ":host", with: ":root").replacingOccurrences(of: "--", with: "--theirs-")
        let list = "[" + pairs.map { "[\"\($0.0)\", \"\($0.1)\"]" }.joined(separator: ",") + "]"
        let page = """
            <!doctype html><html\(html)><head><style>\(ours)</style><style>\(renamed)</style></head>
            <body><div id="probes"></div><pre id="out"></pre><script>
            const pairs = \(list);
            const root = getComputedStyle(document.documentElement);
            const probes = document.getElementById('probes');
            function read(variable) {
              const probe = document.createElement('div');
              probe.style.cssText = `color: var(${variable}); outline: 1px solid; outline-offset: var(${variable});`;
              probes.appendChild(probe);
              const style = getComputedStyle(probe);
              return [root.getPropertyValue(variable).trim(), style.color, style.outlineOffset];
            }
            const rows = pairs.map(([ours, theirs]) => [ours, theirs, ...read('--' + ours), ...read('--theirs-' + theirs)]);
            document.getElementById('out').textContent = JSON.stringify(rows);
            </script></body></html>
            """
        let output = try Chromium.measure(page, browser: browser, dark: [false])[0]
        let rows = try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
        return rows.map {
            Reading(ours: $0[0], theirs: $0[1], oursText: $0[2], theirsText: $0[5], oursComputed: [$0[3], $0[4]], theirsComputed: [$0[6], $0[7]])
        }
    }
}
