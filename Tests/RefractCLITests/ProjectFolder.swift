import Foundation

/// A throwaway project folder for tests that run the binary: files written from text, read back, listed.
struct ProjectFolder {
    let url: URL

    init(_ name: String = "project") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("refract-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    func write(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: false, encoding: .utf8)
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Every file below `relative`, hidden ones too, by path relative to it, with its bytes.
    func snapshot(of relative: String) -> [String: Data] {
        let base = url.appendingPathComponent(relative).path
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = base + "/" + path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = FileManager.default.contents(atPath: full)
            }
        }
        return result
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
