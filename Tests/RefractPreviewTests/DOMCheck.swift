import Foundation
import RefractModel

/// What the probe script read from the page: every row's token, and each drawn value's computed style.
struct Probes: Decodable {
    struct Reading: Decodable {
        var token: String
        /// The cell's permutation (`theme=christmas, mode=dark`), or `all` for a value the same in all.
        var column: String
        var probe: String
        var value: String
    }

    var rows: [String]
    var readings: [Reading]
}

/// The page against the model: a row per token, and each swatch, specimen and bar computing to the
/// token's value in the cell's permutation (for a cell of every permutation, in each of them).
struct DOMCheck {
    var model: ThemedTokenSet

    static let probeScript = """
        (function () {
          var rows = [], readings = [];
          document.querySelectorAll("[data-token]").forEach(function (row) {
            var token = row.getAttribute("data-token");
            rows.push(token);
            row.querySelectorAll("[data-probe]").forEach(function (element) {
              var cell = element.closest("[data-column]");
              var style = getComputedStyle(element), probe = element.getAttribute("data-probe");
              var value = probe === "color" ? style.backgroundColor
                : probe === "typography" ? style.fontSize + " " + style.fontWeight
                : probe === "length" ? style.width
                : probe === "radius" ? style.borderTopLeftRadius
                : probe === "shadow" ? style.boxShadow
                : style.backgroundImage;
              readings.push({ token: token, column: cell ? cell.getAttribute("data-column") : "all", probe: probe, value: value });
            });
          });
          document.getElementById("out").textContent = JSON.stringify({ rows: rows, readings: readings });
        })();
        """

    struct Report {
        var missingRows: [String] = []
        var unknownRows: [String] = []
        var problems: [String] = []
        var checked = 0
        var colorsChecked = 0
    }

    func run(_ probes: Probes) -> Report {
        var report = Report()
        let rows = Set(probes.rows)
        let paths = Set(model.paths.map(\.dotted))
        report.missingRows = paths.subtracting(rows).sorted()
        report.unknownRows = rows.subtracting(paths).sorted()
        if probes.rows.count != rows.count { report.problems.append("\(probes.rows.count - rows.count) tokens have two rows") }
        let byDescription = Dictionary(model.permutations.enumerated().map { ($1.description, $0) }) { first, _ in first }
        for reading in probes.readings {
            let path = TokenPath(reading.token)
            let permutations = reading.column == "all" ? Array(model.permutations.indices) : byDescription[reading.column].map { [$0] } ?? []
            if permutations.isEmpty { report.problems.append("\(reading.token): unknown column '\(reading.column)'") }
            for index in permutations {
                guard let token = model.token(at: path, permutation: index) else { continue }
                report.checked += 1
                if let problem = check(reading, token) {
                    report.problems.append("\(reading.token) [\(model.permutations[index])] \(reading.probe) = '\(reading.value)': \(problem)")
                }
                if reading.probe == "color" { report.colorsChecked += 1 }
            }
        }
        return report
    }

    private func check(_ reading: Probes.Reading, _ token: Token) -> String? {
        switch (reading.probe, token.value) {
        case ("color", .color(let color)):
            guard let computed = ComputedColor.parse(reading.value) else { return "not a colour Chromium prints" }
            return ComputedColor.sameBytes(computed, color) ? nil : "expected \(color.hexString(includeAlpha: true))"
        case ("typography", .typography(let type)):
            let expected = "\(Self.pixels(type.fontSize.points)) \(Self.pixels(type.fontWeight.value).dropLast(2))"
            return reading.value == expected ? nil : "expected '\(expected)'"
        case ("length", .dimension(let dimension)):
            let expected = Self.pixels(min(max(dimension.points, 0), 240))
            return reading.value == expected ? nil : "expected \(expected)"
        case ("radius", .dimension(let dimension)):
            let expected = Self.pixels(min(max(dimension.points, 0), 240))
            return reading.value == expected ? nil : "expected \(expected)"
        case ("shadow", .shadow):
            return reading.value == "none" ? "no shadow drawn" : nil
        case ("gradient", .gradient):
            return reading.value.contains("linear-gradient") ? nil : "no gradient drawn"
        default:
            return "a \(reading.probe) probe on a \(token.value.typeName) token"
        }
    }

    /// `12px`, `1.5px`: as Chromium prints a length.
    static func pixels(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + "px"
    }
}
