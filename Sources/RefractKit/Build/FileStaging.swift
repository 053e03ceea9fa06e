#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RefractOutput

/// Writes a new file straight from a generated file's bytes (a string's UTF-8, or a renderer's chunks):
/// no `Data` copy of a 50 MB output and no file-manager round trips. `O_EXCL` because a staged name is
/// unique and must never reuse a file.
enum FileStaging {
    static func createNew(at path: String, file: GeneratedFile) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return false }
        let written = file.forEachChunk { bytes in
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

    static func bytes(_ existing: [UInt8], equal contents: String) -> Bool {
        bytes(existing, equal: GeneratedFile(path: "", contents: contents))
    }

    static func bytes(_ existing: [UInt8], equal file: GeneratedFile) -> Bool {
        guard existing.count == file.byteCount else { return false }
        var offset = 0
        return existing.withUnsafeBytes { stored in
            file.forEachChunk { piece in
                guard let base = piece.baseAddress, let storedBase = stored.baseAddress else { return piece.isEmpty }
                defer { offset += piece.count }
                return memcmp(storedBase + offset, base, piece.count) == 0
            }
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
