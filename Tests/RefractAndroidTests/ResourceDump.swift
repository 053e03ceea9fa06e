import Foundation

/// The compiled resource table as `aapt dump --values resources` prints it: per configuration, every
/// resource's value line (and raw data word), and the items of every bag (style).
struct ResourceDump {
    struct Entry {
        /// The raw 32-bit data (`d=0x…`), which is how integers are best read.
        var data: UInt32?
        /// The printed value: `(color) #ff1b8188`, `(dimension) 12.000000dp`, `(string8) "Roboto"`.
        var value: String
    }

    /// `type/name` by resource id (`0x7f040000`).
    private(set) var names: [String: String] = [:]
    /// Configuration (`default`, `night-v8`) → `type/name` → entry.
    private(set) var entries: [String: [String: Entry]] = [:]
    /// Configuration → `type/name` of a bag → item key id → printed value.
    private(set) var bags: [String: [String: [String: String]]] = [:]

    init(_ dump: String) {
        var config = "default"
        var pendingEntry: String?
        var currentBag: String?
        var pendingData: UInt32?
        for raw in dump.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("spec resource ") {
                let parts = line.split(separator: " ")
                if parts.count > 3 { names[String(parts[2])] = Self.typeAndName(parts[3]) }
            } else if line.hasPrefix("config ") {
                config = String(line.dropFirst("config ".count).dropLast())
                config = config.hasPrefix("(default)") ? "default" : config
                pendingEntry = nil
                currentBag = nil
            } else if line.hasPrefix("resource ") {
                let parts = line.split(separator: " ")
                guard parts.count > 2 else { continue }
                let name = Self.typeAndName(parts[2])
                if line.hasSuffix("<bag>") {
                    currentBag = name
                    pendingEntry = nil
                    bags[config, default: [:]][name] = [:]
                } else {
                    currentBag = nil
                    pendingEntry = name
                    pendingData = parts.first { $0.hasPrefix("d=0x") }.flatMap { UInt32($0.dropFirst(4), radix: 16) }
                }
            } else if let name = pendingEntry, line.hasPrefix("(") {
                entries[config, default: [:]][name] = Entry(data: pendingData, value: line)
                pendingEntry = nil
            } else if let bag = currentBag, line.hasPrefix("#"), let keyRange = line.range(of: "(Key=") {
                let rest = line[keyRange.upperBound...]
                guard let close = rest.firstIndex(of: ")") else { continue }
                let key = String(rest[..<close])
                let value = rest[rest.index(after: close)...].drop { $0 == ":" || $0 == " " }
                bags[config, default: [:]][bag, default: [:]][key] = String(value)
            }
        }
    }

    /// `org.example:color/primary:` → `color/primary`.
    private static func typeAndName(_ field: Substring) -> String {
        var text = field
        if text.hasSuffix(":") { text = text.dropLast() }
        if let colon = text.firstIndex(of: ":") { text = text[text.index(after: colon)...] }
        return String(text)
    }

    func id(of name: String) -> String? { names.first { $0.value == name }?.key }

    /// The value an app sees: the night configuration where it has one, else the default.
    func entry(_ name: String, night: Bool) -> Entry? {
        if night, let value = nightConfigs.lazy.compactMap({ entries[$0]?[name] }).first { return value }
        return entries["default"]?[name]
    }

    func bag(_ name: String, night: Bool = false) -> [String: String]? {
        if night, let value = nightConfigs.lazy.compactMap({ bags[$0]?[name] }).first { return value }
        return bags["default"]?[name]
    }

    private var nightConfigs: [String] { entries.keys.filter { $0.contains("night") }.sorted() + bags.keys.filter { $0.contains("night") }.sorted() }

    var isEmpty: Bool { names.isEmpty }
}
