#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a new file straight from a string's UTF-8 bytes: no `Data` copy of a 50 MB output and no
/// file-manager round trips. `O_EXCL` because a staged name is unique and must never reuse a file.
enum FileStaging {
    static func createNew(at path: String, contents: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return false }
        var contents = contents
        let written = contents.withUTF8 { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let result = Glue.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += result
            }
            return true
        }
        return close(descriptor) == 0 && written
    }

    /// Whether the file at `path` holds exactly `contents`; false when it cannot be read.
    static func holds(_ contents: String, at path: String) -> Bool {
        guard let existing = FileSystem.readBytes(at: path) else { return false }
        return bytes(existing, equal: contents)
    }

    static func bytes(_ existing: [UInt8], equal contents: String) -> Bool {
        var contents = contents
        return contents.withUTF8 { bytes in
            guard existing.count == bytes.count else { return false }
            guard let base = bytes.baseAddress else { return true }
            return existing.withUnsafeBytes { stored in stored.baseAddress.map { memcmp($0, base, bytes.count) == 0 } ?? false }
        }
    }
}

/// `write` the system call, named apart from the many `write` methods in scope.
private enum Glue {
    static func write(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
