import RefractKit

/// Files the server reads besides those a check read: a definition's target, a file no check has read yet.
enum FileSystemText {
    static func bytes(_ path: String) -> [UInt8]? { FileSystem.readBytes(at: path) }
}
