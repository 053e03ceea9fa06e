import Foundation

/// The kit's only door to the file system for reading, so the rest stays pure.
package enum FileSystem {
    package enum Entry: Equatable {
        case file
        case directory
        case missing
    }

    package static func entry(at path: String) -> Entry {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }

    /// The whole file; nil when it cannot be read or is a folder.
    package static func readBytes(at path: String) -> [UInt8]? {
        guard entry(at: path) == .file, let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// Every regular file below `directory`, as paths joined onto it, sorted; hidden entries skipped.
    package static func files(below directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
            if entry(at: path) == .file { result.append(path) }
        }
        return result.sorted()
    }
}
