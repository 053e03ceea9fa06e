import Foundation

/// A page that loads generated CSS, then for each configuration of attributes (on `<html>` and on a nested
/// element) reads the computed value of every token through a probe element, and lists every style rule
/// Chromium kept with its declarations.
struct ProbePage: Encodable {
    /// How a probe reads a token: the property it sets to `var(--name)` and the ones it reads back.
    enum Kind: String, Encodable {
        case color, length, number, time, easing, fontFamily, fontWeight, strokeStyle, shadow, gradient, border
        case transition, font
    }

    struct Check: Encodable {
        var name: String
        var kind: Kind
    }

    struct Configuration: Encodable, Hashable {
        var html: [String: String]
        /// Attributes of the nested element; nil reads the probes placed outside it.
        var nested: [String: String]?
    }

    var checks: [Check]
    var configurations: [Configuration]
    /// Attribute names the page clears between configurations.
    var attributes: [String]

    func html(css: String) throws -> String {
        let spec = String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")
        let style = css.replacingOccurrences(of: "</style", with: "<\\/style")
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><style>\(style)</style><style>
            @property --probe-length { syntax: '<length>'; inherits: false; initial-value: 0px; }
            @property --probe-number { syntax: '<number>'; inherits: false; initial-value: 0; }
            .probe { font-size: 16px; }
            :root { forced-color-adjust: none; } /* emulated increased contrast also forces colours */
            </style></head><body><div id="top"></div><div id="nest"></div><pre id="out"></pre>
            <script>
            \(Self.script.replacingOccurrences(of: "SPEC", with: spec))
            </script></body></html>
            """
    }

    static let script = #"""
        (() => {
        const spec = SPEC;
        const setters = {
          color: ['color'], length: ['--probe-length'], number: ['--probe-number'], time: ['transition-duration'],
          easing: ['transition-timing-function'], fontFamily: ['font-family'], fontWeight: ['font-weight'],
          strokeStyle: ['border-top-style'], shadow: ['box-shadow'], gradient: ['background-image'],
          border: ['border-top'], transition: ['transition'], font: ['font'],
        };
        const readers = {
          border: ['border-top-width', 'border-top-style', 'border-top-color'],
          transition: ['transition-duration', 'transition-timing-function', 'transition-delay'],
          font: ['font-family', 'font-size', 'font-weight', 'line-height'],
        };
        function probes(container) {
          return spec.checks.map(check => {
            const probe = document.createElement('div');
            probe.className = 'probe';
            for (const property of setters[check.kind]) probe.style.setProperty(property, `var(${check.name})`);
            container.appendChild(probe);
            return probe;
          });
        }
        // An <input> beside the probes shows the colour scheme the browser uses there (its background is the
        // system colour Field), compared with two inputs whose scheme is set outright.
        function field(container, scheme) {
          const input = document.createElement('input');
          if (scheme) input.style.colorScheme = scheme;
          container.appendChild(input);
          return input;
        }
        const outer = probes(document.getElementById('top'));
        const outerField = field(document.getElementById('top'));
        const nest = document.getElementById('nest');
        const nested = probes(nest);
        const nestedField = field(nest);
        const background = input => getComputedStyle(input).backgroundColor;
        const fields = {
          light: background(field(document.body, 'only light')), dark: background(field(document.body, 'only dark')),
        };
        const root = document.documentElement;
        const results = spec.configurations.map(configuration => {
          for (const name of spec.attributes) { root.removeAttribute(name); nest.removeAttribute(name); }
          for (const [name, value] of Object.entries(configuration.html)) root.setAttribute(name, value);
          for (const [name, value] of Object.entries(configuration.nested || {})) nest.setAttribute(name, value);
          const list = configuration.nested ? nested : outer;
          return spec.checks.map((check, i) => {
            const style = getComputedStyle(list[i]);
            const read = readers[check.kind] || setters[check.kind];
            return read.map(property => style.getPropertyValue(property)).join(' | ');
          }).concat([background(configuration.nested ? nestedField : outerField)]);
        });
        const registered = [];
        function walk(rules, into) {
          for (const rule of rules) {
            if (rule instanceof CSSPropertyRule) registered.push(rule.name);
            if (rule.style) {
              const names = [];
              for (let i = 0; i < rule.style.length; i++) names.push(rule.style[i]);
              into.push({ selector: rule.selectorText, names });
            }
            if (rule.cssRules) walk(rule.cssRules, into);
          }
          return into;
        }
        const rules = walk(document.styleSheets[0].cssRules, []);
        document.getElementById('out').textContent = JSON.stringify({ results, rules, fields, registered });
        })();
        """#

    struct Output: Decodable {
        struct Rule: Decodable {
            var selector: String
            var names: [String]
        }

        /// Per configuration, the reading of each check, then the background of an `<input>` beside them.
        var results: [[String]]
        var rules: [Rule]
        /// The background of an `<input>` in each colour scheme (`light`, `dark`).
        var fields: [String: String]
        /// The custom properties the generated CSS registers with `@property`, as Chromium kept them.
        var registered: [String]
    }
}
