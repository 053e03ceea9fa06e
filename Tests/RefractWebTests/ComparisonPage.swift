import Foundation

/// A page that loads the CSS and, for each permutation of the module (its attributes set on `<html>`), reads
/// each token twice: a probe set to `var(--name)` and one set to CSS made from the module's value.
struct ComparisonPage {
    struct Check: Encodable {
        var path: [String]
        var name: String
        var type: String
    }

    struct Output: Decodable {
        struct Reading: Decodable {
            var permutation: String
            var path: String
            var fromCSS: String
            var fromModule: String
        }

        var readings: [Reading]
    }

    var html: String

    /// `attributes[modifier][context]` is the attribute and value that choose the context.
    init(css: String, permutations: [[String: Any]], checks: [Check], attributes: [String: [String: [String]]]) throws {
        let spec = try JSONSerialization.data(withJSONObject: [
            "permutations": permutations,
            "checks": try JSONSerialization.jsonObject(with: JSONEncoder().encode(checks)),
            "attributes": attributes,
        ])
        let specText = String(decoding: spec, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><style>\(css.replacingOccurrences(of: "</style", with: "<\\/style"))</style><style>
            @property --probe-length { syntax: '<length>'; inherits: false; initial-value: 0px; }
            @property --probe-number { syntax: '<number>'; inherits: false; initial-value: 0; }
            .probe { font-size: 16px; }
            </style></head><body><div id="a" class="probe"></div><div id="b" class="probe"></div><pre id="out"></pre>
            <script>
            \(Self.script.replacingOccurrences(of: "SPEC", with: specText))
            </script></body></html>
            """
    }

    static let script = #"""
        (() => {
        const spec = SPEC;
        // A family name as CSS reads it: unquoted when it is identifiers (so generic names stay generic), quoted
        // when a word is not one or the name is a CSS-wide keyword.
        const keywords = ['inherit', 'initial', 'unset', 'revert', 'revert-layer', 'default'];
        const family = (names) => names.map((name) =>
          /^-?[A-Za-z_][A-Za-z0-9_-]*( -?[A-Za-z_][A-Za-z0-9_-]*)*$/.test(name) && !keywords.includes(name.toLowerCase())
            ? name : JSON.stringify(name)).join(', ');
        // CSS draws a gradient of one stop from two: the stop again at the end.
        const stops = (v) => v.length === 1 ? [v[0], { color: v[0].color, position: 1 }] : v;
        const bezier = (c) => `cubic-bezier(${c.join(', ')})`;
        const stroke = (s) => typeof s === 'string' ? s : null;
        const shadow = (l) => `${l.inset ? 'inset ' : ''}${l.offsetX} ${l.offsetY} ${l.blur} ${l.spread} ${l.color}`;
        // For each type: the properties set, the text made from the module's value (null: not comparable), the
        // properties read. Colours are mixed into XYZ so that any notation of one colour computes alike.
        const kinds = {
          color: [['color'], (v) => v, ['color'], (text) => `color-mix(in xyz, ${text} 100%, black 0%)`],
          dimension: [['--probe-length'], (v) => v, ['--probe-length']],
          number: [['--probe-number'], (v) => String(v), ['--probe-number']],
          duration: [['transition-duration'], (v) => v, ['transition-duration']],
          fontWeight: [['font-weight'], (v) => String(v), ['font-weight']],
          fontFamily: [['font-family'], family, ['font-family']],
          cubicBezier: [['transition-timing-function'], bezier, ['transition-timing-function']],
          strokeStyle: [['border-top-style'], stroke, ['border-top-style']],
          border: [['border-top'], (v) => stroke(v.style) && `${v.width} ${v.style} ${v.color}`,
            ['border-top-width', 'border-top-style', 'border-top-color']],
          transition: [['transition'], (v) => `${v.duration} ${bezier(v.timingFunction)} ${v.delay}`,
            ['transition-duration', 'transition-timing-function', 'transition-delay']],
          shadow: [['box-shadow'], (v) => (Array.isArray(v) ? v : [v]).map(shadow).join(', '), ['box-shadow']],
          gradient: [['background-image'],
            (v) => `linear-gradient(${stops(v).map((s) => `${s.color} ${s.position * 100}%`).join(', ')})`, ['background-image']],
          typography: [['font'], (v) => `${v.fontWeight} ${v.fontSize}${v.lineHeight === undefined ? '' : '/' + v.lineHeight} ${family(v.fontFamily)}`,
            ['font-family', 'font-size', 'font-weight', 'line-height']],
        };
        const a = document.getElementById('a'), b = document.getElementById('b');
        const root = document.documentElement;
        const readings = [];
        for (const permutation of spec.permutations) {
          for (const [modifier, context] of Object.entries(permutation.inputs)) {
            const chosen = (spec.attributes[modifier] || {})[context];
            if (chosen) root.setAttribute(chosen[0], chosen[1]);
          }
          for (const check of spec.checks) {
            const kind = kinds[check.type];
            let value = permutation.tokens;
            for (const segment of check.path) value = value === undefined ? undefined : value[segment];
            if (!kind || value === undefined) continue;
            const text = kind[1](value);
            if (text === null) continue;
            const wrap = kind[3] || ((t) => t);
            a.removeAttribute('style'); b.removeAttribute('style');
            for (const property of kind[0]) {
              a.style.setProperty(property, wrap(`var(${check.name})`));
              b.style.setProperty(property, wrap(text));
            }
            const read = (element) => {
              const style = getComputedStyle(element);
              return kind[2].map((property) => style.getPropertyValue(property)).join(' | ');
            };
            readings.push({ permutation: permutation.label || JSON.stringify(permutation.inputs), path: check.path.join('.'),
              fromCSS: read(a), fromModule: read(b) });
          }
        }
        document.getElementById('out').textContent = JSON.stringify({ readings });
        })();
        """#
}

/// Headless Chromium with `--dump-dom`: the text the page's script wrote into `<pre id="out">`.
enum HeadlessPage {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ html: String, browser: String, folder: URL) throws -> String {
        let page = folder.appendingPathComponent("page.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let run = try Tools.run(browser, [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--virtual-time-budget=30000",
            "--dump-dom", page.absoluteString,
        ], in: folder)
        guard let open = run.output.range(of: "<pre id=\"out\">"),
            let close = run.output.range(of: "</pre>", range: open.upperBound..<run.output.endIndex),
            open.upperBound < close.lowerBound
        else { throw Failure(description: "the page wrote no results (exit \(run.status))") }
        return String(run.output[open.upperBound..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}
