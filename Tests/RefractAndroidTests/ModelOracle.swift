import Foundation
@testable import RefractAndroid
import RefractModel
import RefractOutput

/// Checks a compiled resource table against the token model: for every token in every permutation, the
/// value an app sees (through the theme's overlay where the token differs between themes, in night mode for
/// dark) must be the token's value.
struct ModelOracle {
    let model: ThemedTokenSet
    let context: AndroidContext
    let dump: ResourceDump
    var prefix = ""
    var attributePrefix = "refract_"
    let files: [String: String]

    struct Report {
        var checked = 0
        var problems: [String] = []
    }

    func verify() -> Report {
        var report = Report()
        // The permutations as Android reads the axes (AndroidLayout, Swift's reading of the appearance):
        // each variant's overlay, in day and in night.
        let layout = AndroidLayout(model)
        var readings: [(index: Int, permutation: Permutation, night: Bool, overlay: AndroidTheme?)] = []
        for (position, variant) in layout.variants.enumerated() {
            let overlay = context.themes.indices.contains(position) ? context.themes[position] : nil
            for (index, night) in [(variant.day, false), (variant.night, true)] {
                guard let index else { continue }
                readings.append((index, model.permutations[index], night, overlay))
            }
        }
        for (index, permutation, night, overlay) in readings {
            for token in model.tokenSets[index].tokens {
                for (suffix, expectation) in expectations(token.value) {
                    let base = AndroidName.resource(token.path.segments + suffix, prefix: prefix)
                    let where_ = "'\(token.path)' (\(permutation))"
                    guard let name = resolve(base, expectation.rClass, token.path, suffix, overlay: overlay) else {
                        report.problems.append("\(where_): no resource \(expectation.rClass)/\(base) nor attr")
                        continue
                    }
                    report.checked += 1
                    if let problem = check(name, expectation, night: night) { report.problems.append("\(where_): \(problem)") }
                }
            }
        }
        return report
    }

    enum Expectation {
        case color(String)
        case dimension(Double, unit: String)
        case integer(Int32)
        case float(Double)
        case string(String)
        case textSize(Double)
        case file(contains: [String])

        var rClass: String {
            switch self {
            case .color: "color"
            case .dimension, .float: "dimen"
            case .integer: "integer"
            case .string: "string"
            case .textSize: "style"
            case .file(let parts): parts.first?.hasPrefix("android:controlX1") == true ? "interpolator" : "drawable"
            }
        }
    }

    /// What each token must compile to, by name suffix; written from the issue, not from the backend.
    func expectations(_ value: TokenValue) -> [([String], Expectation)] {
        switch value {
        case .color(let color): return [([], .color("#" + color.androidHex.dropFirst().lowercased()))]
        case .dimension(let d): return [([], .dimension(d.points, unit: ""))]
        // The first family of the stack an Android device has (the table and its sources are tested on their own).
        case .fontFamily(let families): return [([], .string(AndroidFontFamily.systemFamily(families)))]
        case .fontWeight(let weight): return [([], .integer(Int32(weight.value.rounded())))]
        case .duration(let duration): return [([], .integer(Int32(duration.milliseconds.rounded())))]
        case .number(let number):
            return number == number.rounded() && abs(number) < 2e9 ? [([], .integer(Int32(number)))] : [([], .float(number))]
        case .cubicBezier(let c): return [([], .file(contains: ["android:controlX1=\"\(short(c.x1))\"", "android:controlY2=\"\(short(c.y2))\""]))]
        case .transition(let t):
            return [
                (["duration"], .integer(Int32(t.duration.milliseconds.rounded()))),
                (["delay"], .integer(Int32(t.delay.milliseconds.rounded()))),
                (["interpolator"], .file(contains: ["android:controlX1=\"\(short(t.timingFunction.x1))\""])),
            ]
        case .typography(let t): return [([], .textSize(t.fontSize.points))]
        case .gradient(let stops):
            let positions = stops.map(\.clampedPosition)
            guard (2...3).contains(stops.count), positions.first == 0, positions.last == 1, positions == positions.sorted(),
                  let first = stops.first, let last = stops.last
            else { return [] }
            return [([], .file(contains: ["android:startColor=\"\(first.color.androidHex)\"", "android:endColor=\"\(last.color.androidHex)\""]))]
        case .shadow, .border, .strokeStyle, .other: return []
        }
    }

    private func short(_ x: Double) -> String { AndroidNumber.format(x, decimals: 4) }

    /// The resource an app reaches: `type/name` directly, or through the theme's overlay and our attr.
    private func resolve(_ base: String, _ rClass: String, _ path: TokenPath, _ suffix: [String], overlay: AndroidTheme?) -> String? {
        let isStyle = rClass == "style"
        let direct = isStyle ? "style/TextAppearance.\(context.styleNamespace).\(AndroidName.stylePart(path.dotted + " " + suffix.joined(separator: " ")))" : "\(rClass)/\(base)"
        // A themed token keeps its own name too (the default theme's value): the overlay decides first.
        if let overlay, let attr = dump.id(of: "attr/\(attributePrefix)\(base)"), let item = dump.bag("style/\(overlay.styleName)")?[attr] {
            return item.hasPrefix("(reference) ") ? dump.names[String(item.dropFirst("(reference) ".count))] : nil
        }
        return dump.id(of: direct) != nil ? direct : nil
    }

    private func check(_ name: String, _ expectation: Expectation, night: Bool) -> String? {
        switch expectation {
        case .textSize(let size):
            guard let bag = dump.bag(name, night: night), let value = bag["0x01010095"] else { return "\(name) has no textSize" }
            return near(value, size, unit: "sp") ? nil : "\(name) textSize \(value), expected \(size)sp"
        case .file(let parts):
            guard let entry = dump.entry(name, night: night), let path = quoted(entry.value) else { return "\(name) missing" }
            let source = files[path.replacingOccurrences(of: "-night-v8/", with: "-night/")] ?? ""
            let missing = parts.filter { !source.contains($0) }
            return missing.isEmpty ? nil : "\(path) lacks \(missing)"
        default: break
        }
        guard var entry = dump.entry(name, night: night) else { return "\(name) has no value" }
        // A theme's colour equal to another's refers to it (`@color/…`), read in the same configuration.
        var hops = 0
        while entry.value.hasPrefix("(reference) "), hops < 8,
              let target = dump.names[String(entry.value.dropFirst("(reference) ".count))],
              let next = dump.entry(target, night: night)
        {
            entry = next
            hops += 1
        }
        switch expectation {
        case .color(let hex):
            return entry.value == "(color) \(hex)" ? nil : "\(name) is \(entry.value), expected \(hex)"
        case .dimension(let points, _):
            // aapt's dump prints negative dimensions as unsigned, so the raw complex value is decoded here.
            guard let data = entry.data, let (value, unit) = Self.complex(data), unit == "dp" || unit == "sp" else {
                return "\(name) is \(entry.value), not in dp or sp"
            }
            return abs(value - points) <= max(0.01, abs(points) * 1e-4) ? nil : "\(name) is \(value)\(unit), expected \(points)"
        case .integer(let value):
            return entry.data == UInt32(bitPattern: value) ? nil : "\(name) is \(entry.value), expected \(value)"
        case .float(let value):
            return near(entry.value, value, unit: nil) ? nil : "\(name) is \(entry.value), expected \(value)"
        case .string(let text):
            // The dump prints quotes inside a string with a backslash.
            let printed = "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
            return entry.value == "(string8) \(printed)" || entry.value == "(string16) \(printed)" ? nil : "\(name) is \(entry.value), expected \"\(text)\""
        default: return nil
        }
    }

    /// Android's complex dimension: a signed 24-bit mantissa, a radix (where the binary point sits) and a unit.
    static func complex(_ data: UInt32) -> (Double, String)? {
        let units = ["px", "dp", "sp", "pt", "in", "mm"]
        let unit = Int(data & 0xF)
        guard unit < units.count else { return nil }
        let mantissa = Double(Int32(bitPattern: data & 0xFFFF_FF00) >> 8)
        let shifts = [0.0, 7, 15, 23]
        let value = mantissa / pow(2, shifts[Int((data >> 4) & 0x3)])
        return (value, units[unit])
    }

    private func quoted(_ value: String) -> String? {
        guard let open = value.firstIndex(of: "\""), let close = value.lastIndex(of: "\""), open < close else { return nil }
        return String(value[value.index(after: open)..<close])
    }

    /// `(dimension) 12.000000dp` or `(float) 1.5` near `expected`: fixed-point storage loses a little.
    private func near(_ printed: String, _ expected: Double, unit: String?) -> Bool {
        let number = printed.split(separator: " ").last.map { $0.trimmingCharacters(in: CharacterSet.letters) } ?? ""
        guard let value = Double(number) else { return false }
        if let unit, !printed.hasSuffix(unit) { return false }
        return abs(value - expected) <= max(0.01, abs(expected) * 1e-4)
    }
}
