import RefractModel

/// The platform names of two sides compared as sets per platform: a name on the old side that the new
/// one lacks disappears (breaking), and one only the new side has appears.
struct NameComparison {
    private(set) var changes: [PlatformNameChange] = []
    private var removedByToken: [String: [PlatformName]] = [:]
    private var addedByToken: [String: [PlatformName]] = [:]

    init(old: [PlatformName], new: [PlatformName]) {
        let oldKeys = Set(old.map(Key.init)), newKeys = Set(new.map(Key.init))
        let platforms = Self.platformOrder(old + new)
        var removed = Self.unique(old.filter { !newKeys.contains(Key($0)) })
        var added = Self.unique(new.filter { !oldKeys.contains(Key($0)) })
        removed.sort { Self.precedes($0, $1, platforms) }
        added.sort { Self.precedes($0, $1, platforms) }
        for name in removed {
            changes.append(PlatformNameChange(platform: name.platform, name: name.name, token: name.token, change: .removed))
            if let token = name.token { removedByToken[token, default: []].append(name) }
        }
        for name in added {
            changes.append(PlatformNameChange(platform: name.platform, name: name.name, token: name.token, change: .added))
            if let token = name.token { addedByToken[token, default: []].append(name) }
        }
        changes.sort { a, b in
            if a.change != b.change { return a.change == .removed }
            return Self.precedes(PlatformName(platform: a.platform, name: a.name, token: a.token),
                PlatformName(platform: b.platform, name: b.name, token: b.token), platforms)
        }
    }

    func removed(of path: TokenPath) -> [PlatformName] { removedByToken[path.dotted] ?? [] }
    func added(of path: TokenPath) -> [PlatformName] { addedByToken[path.dotted] ?? [] }

    private struct Key: Hashable {
        var platform: String
        var name: String
        init(_ name: PlatformName) {
            platform = name.platform
            self.name = name.name
        }
    }

    /// One entry per platform and name (CSS declares a property in several blocks), the first kept.
    private static func unique(_ names: [PlatformName]) -> [PlatformName] {
        var seen: Set<Key> = []
        return names.filter { seen.insert(Key($0)).inserted }
    }

    /// Platforms in the order the names came in (the registry's), so reports group them as builds do.
    private static func platformOrder(_ names: [PlatformName]) -> [String: Int] {
        var order: [String: Int] = [:]
        for name in names where order[name.platform] == nil { order[name.platform] = order.count }
        return order
    }

    private static func precedes(_ a: PlatformName, _ b: PlatformName, _ order: [String: Int]) -> Bool {
        let (pa, pb) = (order[a.platform] ?? 0, order[b.platform] ?? 0)
        return pa != pb ? pa < pb : a.name < b.name
    }
}
