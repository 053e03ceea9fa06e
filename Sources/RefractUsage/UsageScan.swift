import Foundation

/// `refract usage`: finds where an app's sources use the names Refract generated. Reading the files is
/// this type's one side effect; matching and reporting are pure (`ReferenceScanner`, `UsageReport`).
package struct UsageScan: Sendable {
    package struct Location: Sendable, Hashable, Comparable, Encodable {
        package var file: String
        package var line: Int
        package var column: Int

        package static func < (a: Location, b: Location) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
    }

    package let names: [UsageName]
    /// The names each spelling stands for.
    let index: [ReferenceKey: [Int]]
    /// The spellings of each family of languages, made once for every file of the family.
    let known: [ReferenceKey.Family: Set<ReferenceKey>]

    package init(names: [UsageName]) {
        self.names = names
        var index: [ReferenceKey: [Int]] = [:]
        for (position, name) in names.enumerated() {
            for key in name.keys where !(index[key]?.contains(position) ?? false) { index[key, default: []].append(position) }
        }
        self.index = index
        known = Dictionary(grouping: index.keys, by: \.family).mapValues(Set.init)
    }

    /// The uses in one file's bytes, by position in `names`.
    package func uses(in bytes: [UInt8], path: String) -> [(name: Int, location: Location)] {
        guard let language = SourceLanguage.of(path: path) else { return [] }
        guard let known = known[language.family], !known.isEmpty else { return [] }
        let matches = ReferenceScanner(language: language, known: known).scan(bytes)
        return matches.flatMap { match in
            (index[match.key] ?? []).map { ($0, Location(file: path, line: match.line, column: match.column)) }
        }
    }

    /// Every readable source file under `paths` (files as given, folders walked, hidden folders and
    /// `node_modules`, `build`, `.build`, `Pods` skipped), in path order.
    package static func files(under paths: [String]) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                result.append(path)
                continue
            }
            guard let walker = manager.enumerator(atPath: path) else { continue }
            while let relative = walker.nextObject() as? String {
                let last = relative.split(separator: "/").last.map(String.init) ?? relative
                if last.hasPrefix(".") || skippedFolders.contains(last) {
                    walker.skipDescendants()
                    continue
                }
                if SourceLanguage.of(path: last) != nil { result.append(path == "." ? relative : path + "/" + relative) }
            }
        }
        return result.sorted()
    }

    static let skippedFolders: Set<String> = ["node_modules", "build", "Pods", "DerivedData"]

    /// Reads and scans every file under `paths` into a report.
    package func run(_ paths: [String]) -> UsageReport {
        var uses: [[Location]] = Array(repeating: [], count: names.count)
        var sources: [String: [UInt8]] = [:]
        let files = Self.files(under: paths)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let bytes = [UInt8](data)
            for use in self.uses(in: bytes, path: file) {
                uses[use.name].append(use.location)
                // Kept for the snippet of a warning at the use.
                if names[use.name].isDeprecated { sources[file] = bytes }
            }
        }
        return UsageReport(names: names, uses: uses.map { $0.sorted() }, filesScanned: files.count, sources: sources)
    }
}
