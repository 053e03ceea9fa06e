import Foundation

/// A page that computes each token twice, under our CSS (attributes on an element) and under Terrazzo's
/// (its custom properties renamed `--tz-…` so the two never mix), and writes both readings.
struct ComparePage: Encodable {
    struct Pair: Encodable {
        /// Our attributes for the permutation.
        var ours: [String: String]
        /// The id of the element that carries Terrazzo's block.
        var theirs: String
        /// `[name, kind]`: the probe reads `var(name)` for us and `var(--tz-…)` for Terrazzo.
        var checks: [[String]]
    }

    var pairs: [Pair]

    func html(ours: String, theirs: String, ids: [String]) throws -> String {
        let spec = String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")
        let elements = ids.map { "<div id=\"\($0)\"></div>" }.joined()
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><style>\(ours)</style><style>\(theirs)</style><style>
            @property --probe-length { syntax: '<length>'; inherits: false; initial-value: 0px; }
            @property --probe-number { syntax: '<number>'; inherits: false; initial-value: 0; }
            .probe { font-size: 16px; }
            </style></head><body><div id="tz-root">\(elements)</div><pre id="out"></pre>
            <script>
            const setters = \(Self.setters);
            const readers = \(Self.readers);
            const spec = \(spec);
            function read(container, name, kind) {
              const probe = document.createElement('div');
              probe.className = 'probe';
              for (const property of setters[kind]) probe.style.setProperty(property, `var(${name})`);
              container.appendChild(probe);
              const style = getComputedStyle(probe);
              const value = (readers[kind] || setters[kind]).map(p => style.getPropertyValue(p)).join(' | ');
              probe.remove();
              return value;
            }
            const results = spec.pairs.map(pair => {
              const ours = document.createElement('div');
              for (const [name, value] of Object.entries(pair.ours)) ours.setAttribute(name, value);
              document.body.appendChild(ours);
              const theirs = document.getElementById(pair.theirs);
              const readings = pair.checks.map(([name, kind]) =>
                [read(ours, name, kind), read(theirs, '--tz-' + name.slice(2), kind)]);
              ours.remove();
              return readings;
            });
            document.getElementById('out').textContent = JSON.stringify(results);
            </script></body></html>
            """
    }

    static let setters = """
        { color: ['color'], length: ['--probe-length'], number: ['--probe-number'], time: ['transition-duration'],
          easing: ['transition-timing-function'], fontFamily: ['font-family'], fontWeight: ['font-weight'],
          strokeStyle: ['border-top-style'], shadow: ['box-shadow'], gradient: ['background-image'],
          border: ['border-top'], transition: ['transition'], font: ['font'] }
        """
    static let readers = """
        { border: ['border-top-width', 'border-top-style', 'border-top-color'],
          transition: ['transition-duration', 'transition-timing-function', 'transition-delay'],
          font: ['font-family', 'font-size', 'font-weight', 'line-height'] }
        """
}
