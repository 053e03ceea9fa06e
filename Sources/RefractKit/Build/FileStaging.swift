#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RefractBackend
import RefractOutput

/// Writes a new file straight from a generated file's bytes: no `Data` copy of a 50 MB output and no
/// file-manager round trips. `O_EXCL` because a staged name is unique and must never reuse a file.
///
/// This is the file writer's boundary with the system: `read` and `write` take a pointer to memory, so
/// the bytes are lent to them with `withUnsafeBytes` and `withUnsafeMutableBytes`, and nowhere else.
enum FileStaging {
    /// The most bytes handed to one `write`. Linux gives a file's page cache folios as large as the write
    /// (up to 2 MB on ext4 since 6.16); a 2 MB folio comes from a free block the kernel may have returned
    /// to a virtual machine's host, so each one faults in fresh memory: writing the 100k build's 182 MB in
    /// 2 MiB writes cost 0.45 s of system time on the benchmark machine, in 1 MiB writes 0.04 s.
    static let largestWrite = 1 << 20

    static func createNew(at path: String, file: GeneratedFile) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return false }
        let written = file.chunks.allSatisfy { writeAll($0, to: descriptor) }
        return close(descriptor) == 0 && written
    }

    private static func writeAll(_ chunk: [UInt8], to descriptor: Int32) -> Bool {
        chunk.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let result = SystemCall.write(descriptor, base + offset, min(bytes.count - offset, largestWrite))
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += result
            }
            return true
        }
    }

    enum Comparison: Equatable {
        /// No regular file there (or none that can be read): the file would be created.
        case missing
        case same
        case different
    }

    /// Compares the file at `path` with `file` without reading it whole: sizes first, then the file's
    /// bytes block by block against the chunks in order. A rebuild whose output did not change otherwise
    /// held a second copy of every output (85 MB for Swift's largest file of 100k tokens).
    static func compare(_ file: GeneratedFile, withFileAt path: String, blockSize: Int = 1 << 20) -> Comparison {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .missing }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .missing }
        let expected = file.byteCount
        guard Int(status.st_size) == expected else { return .different }
        var block = [UInt8](repeating: 0, count: min(max(blockSize, 1), max(expected, 1)))
        var chunks = file.chunks.makeIterator()
        var chunk: ArraySlice<UInt8> = []
        var compared = 0
        while compared < expected {
            let count = readSome(descriptor, into: &block)
            guard count > 0, count <= expected - compared else { return .different }
            var offset = 0
            while offset < count {
                if chunk.isEmpty, let next = chunks.next() { chunk = next[...] }
                let length = min(count - offset, chunk.count)
                guard length > 0, block[offset..<(offset + length)].elementsEqual(chunk.prefix(length)) else {
                    return .different
                }
                chunk = chunk.dropFirst(length)
                offset += length
            }
            compared += count
        }
        return .same
    }

    /// Up to `block.count` bytes; 0 at the end of the file, -1 on an error.
    private static func readSome(_ descriptor: Int32, into block: inout [UInt8]) -> Int {
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count
        }
    }
}

/// `write` the system call, named apart from the many `write` methods in scope.
enum SystemCall {
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
