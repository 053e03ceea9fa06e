import Foundation
import RefractSyntax

/// Parsed documents kept between builds (`refract watch`): a file whose bytes did not change is not
/// parsed again. Reading the bytes to compare costs a fraction of parsing them.
public final class DocumentCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: (bytes: [UInt8], result: ReadResult)] = [:]
    public private(set) var hits = 0
    public private(set) var misses = 0

    public init() {}

    func read(bytes: [UInt8], path: String, format: SourceFormat, limits: ReaderLimits) -> ReadResult {
        lock.lock()
        if let entry = entries[path], entry.bytes == bytes {
            hits += 1
            lock.unlock()
            return entry.result
        }
        misses += 1
        lock.unlock()
        let result = readDocument(bytes: bytes, path: path, format: format, limits: limits)
        lock.lock()
        let replaced = entries.updateValue((bytes, result), forKey: path)
        lock.unlock()
        if let root = replaced?.result.root { SourceDocuments.shared.forget(root.location.document) }
        return result
    }
}

extension DocumentCache? {
    func read(bytes: [UInt8], path: String, format: SourceFormat, limits: ReaderLimits) -> ReadResult {
        switch self {
        case .some(let cache): cache.read(bytes: bytes, path: path, format: format, limits: limits)
        case .none: readDocument(bytes: bytes, path: path, format: format, limits: limits)
        }
    }
}
