import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The kit's only door to the file system for reading, so the rest stays pure.
public enum FileSystem {
    public enum Entry: Equatable {
        case file
        case directory
        case missing
    }

    public static func entry(at path: String) -> Entry {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }

    /// The size in bytes of the file at `path`; nil when there is none.
    public static func size(at path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    /// The whole file, read into one array (no `Data` in between); nil when it cannot be read.
    public static func readBytes(at path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        // Sized from fstat, grown if the file grew meanwhile; the final read of 0 bytes ends it.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 {
                bytes.removeSubrange(filled...)
                return bytes
            }
            filled += count
        }
    }

    /// Every regular file below `directory`, as paths joined onto it, sorted; hidden entries skipped.
    public static func files(below directory: String) -> [String] {
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
