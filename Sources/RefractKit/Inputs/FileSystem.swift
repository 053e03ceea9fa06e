import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The kit's only door to the file system for reading, so the rest stays pure.
package enum FileSystem {
    package enum Entry: Hashable {
        /// A regular file, or a symbolic link to one.
        case file
        case directory
        /// A FIFO, socket or device: opening one to read it can wait forever, so it is never read.
        case special
        /// A symbolic link to nothing, or one of a loop of links.
        case brokenLink
        case missing
    }

    package static func entry(at path: String) -> Entry {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return lstat(path, &info) == 0 ? .brokenLink : .missing
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .special
        }
    }

    /// The whole file; nil when it cannot be read or is a folder.
    package static func readBytes(at path: String) -> [UInt8]? {
        guard entry(at: path) == .file, let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// Every regular file below `directory`, as paths joined onto it, sorted; hidden entries skipped.
    package static func files(below directory: String) -> [String] {
        entries(below: directory).filter { $0.entry == .file }.map(\.path)
    }

    /// Every entry below `directory` that is neither a folder nor hidden, with what it is, sorted by path:
    /// the regular files, and the FIFOs and broken links a listing of files leaves out.
    package static func entries(below directory: String) -> [(path: String, entry: Entry)] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var result: [(path: String, entry: Entry)] = []
        while let relative = enumerator.nextObject() as? String {
            let name = PathText.lastComponent(of: relative)
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
            let found = entry(at: path)
            if found != .directory { result.append((path, found)) }
        }
        return result.sorted { $0.path < $1.path }
    }
}
