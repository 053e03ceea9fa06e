import RefractModel
import RefractOutput

/// The line `build` prints when platforms keep tokens out of their API as only referenced (`api: semantic`,
/// `referenceOnly:`): how many, which groups, and how to include them, so that a palette missing from the
/// Swift API is never a surprise.
package enum APIScopeSummary {
    package static func line(_ model: ThemedTokenSet?, platforms: [String], options: [String: PlatformOptions]) -> String? {
        guard let model else { return nil }
        let layers = ReferenceLayers(model)
        var counts: [(platform: String, count: Int)] = []
        for platform in platforms {
            let selection = (options[platform] ?? PlatformOptions(destination: platform)).selection
            counts.append((platform, selection.keptOutOfAPI(model, layers: layers).count))
        }
        guard let most = counts.map(\.count).max(), most > 0 else { return nil }
        let tokens = "\(most) \(most == 1 ? "token" : "tokens")"
        let groups = layers.groups.isEmpty ? "" : " (\(Self.list(layers.groups.map(\.dotted))))"
        let everywhere = Set(counts.map(\.count)).count == 1
        let which = everywhere
            ? "every platform's API"
            : "the API of " + counts.filter { $0.count > 0 }.map { "\($0.platform) (\($0.count))" }.joined(separator: ", ")
        return "refract: \(tokens) only referenced\(groups) left out of \(which); 'api: all' in refract.yaml includes them"
    }

    /// At most four names, then how many more.
    static func list(_ names: [String]) -> String {
        names.count <= 4 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
    }
}
