import Foundation

/// A resolver document made for the test: any modifiers, in any resolution order, whose contexts interact.
/// Every context of every modifier sets `color.shared` (so the modifier merged last decides it), its own
/// `color.own-<axis>`, and `color.link-<axis>`, an alias to another modifier's own colour or to
/// `color.shared`; the non-default contexts also set `size.gap`, so a default context lets an earlier
/// modifier's gap through.
struct AxisSetFixture {
    struct Modifier {
        var name: String
        var contexts: [String]
        var defaultContext: String? = nil
    }

    var modifiers: [Modifier]
    /// Modifier names in resolution order (after the base set).
    var order: [String]

    func resolverJSON() throws -> String {
        var root: [String: Any] = [
            "version": "2025.10",
            "resolutionOrder": [["$ref": "#/sets/base"]] + order.map { ["$ref": "#/modifiers/\($0)"] },
        ]
        var base: [String: Any] = [
            "shared": color(0, 0), "plain": color(9, 9),
        ]
        for (index, modifier) in modifiers.enumerated() {
            base["own-\(modifier.name)"] = color(index + 1, 0)
            base["link-\(modifier.name)"] = ["$type": "color", "$value": "{color.shared}"]
        }
        root["sets"] = ["base": ["sources": [[
            "color": base, "size": ["gap": ["$type": "dimension", "$value": ["value": 4, "unit": "px"]]],
        ]]]]
        var modifierObjects: [String: Any] = [:]
        for (index, modifier) in modifiers.enumerated() {
            var contexts: [String: Any] = [:]
            for (c, context) in modifier.contexts.enumerated() {
                let next = modifiers[(index + 1) % modifiers.count].name
                var colors: [String: Any] = [
                    "shared": color(index + 1, c + 1),
                    "own-\(modifier.name)": color(index + 1, c + 2),
                    "link-\(modifier.name)": [
                        "$type": "color", "$value": c % 2 == 0 ? "{color.own-\(next)}" : "{color.shared}",
                    ],
                ]
                if c == 1 { colors["plain"] = color(index + 1, 7) }
                var source: [String: Any] = ["color": colors]
                if c > 0 {
                    source["size"] = ["gap": ["$type": "dimension", "$value": ["value": 10 * (index + 1) + c, "unit": "px"]]]
                }
                contexts[context] = [source]
            }
            modifierObjects[modifier.name] = ["contexts": contexts, "default": modifier.defaultContext ?? modifier.contexts[0]]
        }
        root["modifiers"] = modifierObjects
        let data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes the document to a new temporary folder and returns its path.
    func write() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-axes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("axes.resolver.json")
        try resolverJSON().write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// A distinct opaque sRGB colour per (modifier, context).
    private func color(_ modifier: Int, _ context: Int) -> [String: Any] {
        [
            "$type": "color",
            "$value": [
                "colorSpace": "srgb",
                "components": [Double(modifier * 40 % 256) / 255, Double(context * 50 % 256) / 255, 0.5],
            ],
        ]
    }
}
