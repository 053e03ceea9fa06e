import RefractDiff
import RefractKit
import RefractModel
import RefractParser
import RefractSyntax

/// The app's uses of a token's generated names: Swift, Kotlin, Android XML and CSS files in the workspace,
/// and from such a use back to the token.
extension Features {
    static let nativeExtensions = [".swift", ".kt", ".kts", ".xml", ".css", ".scss"]

    /// Where the names every enabled platform gives `path` appear in the workspace's source files.
    static func nativeReferences(of path: TokenPath, _ context: FeatureContext) -> [JSONValue] {
        let names = (context.analysis.platformNames()[path.dotted] ?? []).map(\.name)
        guard !names.isEmpty else { return [] }
        var locations: [JSONValue] = []
        for file in nativeFiles(context.workspaceFolders) {
            guard let bytes = context.open[file] ?? FileSystemText.bytes(file) else { continue }
            let lines = TextLines(bytes, encoding: context.encoding)
            for name in names {
                for range in NameScan.occurrences(of: Array(name.utf8), in: bytes) {
                    locations.append(["uri": .string(FileURI.uri(of: file)), "range": lines.range(range.start, range.end)])
                }
            }
        }
        return locations
    }

    /// From a generated name under the cursor in a Swift, Kotlin, XML or CSS file to the token that made it.
    static func nativeDefinition(_ context: FeatureContext) -> JSONValue? {
        guard let use = nativeToken(context) else { return nil }
        let locations = definitions(of: use.path, context)
        return locations.isEmpty ? nil : .array(locations)
    }

    /// The token whose generated name stands under the cursor in a native file, and where the name stands.
    static func nativeToken(_ context: FeatureContext) -> (path: TokenPath, span: ByteRange)? {
        let span = NameScan.wordRange(at: context.offset, in: context.view.bytes)
        guard span.end > span.start else { return nil }
        let word = String(decoding: context.view.bytes[span.start..<span.end], as: UTF8.self)
        guard let token = context.analysis.nativeNameIndex().token(named: word) else { return nil }
        return (TokenPath(token), span)
    }

    static func isNativeFile(_ path: String) -> Bool {
        nativeExtensions.contains { path.lowercased().hasSuffix($0) }
    }

    /// The workspace's source files of those languages, leaving out build folders and hidden ones; at most
    /// a few thousand, so a huge checkout costs a bounded scan.
    private static func nativeFiles(_ folders: [String]) -> [String] {
        var files: [String] = []
        for folder in folders {
            for file in FileSystem.files(below: folder) where isNativeFile(file) {
                if file.contains("/.build/") || file.contains("/node_modules/") || file.contains("/build/") { continue }
                files.append(ResolverPaths.normalize(file))
                if files.count >= 5_000 { return files }
            }
        }
        return files
    }
}

/// Names in source text: whole occurrences only (not inside a longer identifier).
enum NameScan {
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: byte >= 0x80
        }
    }

    static func occurrences(of name: [UInt8], in bytes: [UInt8]) -> [ByteRange] {
        guard let first = name.first, bytes.count >= name.count else { return [] }
        var found: [ByteRange] = []
        var index = 0
        while index + name.count <= bytes.count {
            if bytes[index] == first, Array(bytes[index..<(index + name.count)]) == name,
                index == 0 || !isNameByte(bytes[index - 1]),
                index + name.count == bytes.count || !isNameByte(bytes[index + name.count])
            {
                found.append(ByteRange(index, index + name.count))
                index += name.count
            } else {
                index += 1
            }
        }
        return found
    }

    /// Where the name around `offset` stands, dots inside it included (`colors.primary`, `R.color.color_primary`,
    /// `--color-primary`), those that begin or end it left out (`.themePrimary`, `colors.`).
    static func wordRange(at offset: Int, in bytes: [UInt8]) -> ByteRange {
        let isPart = { (byte: UInt8) in isNameByte(byte) || byte == UInt8(ascii: ".") }
        var start = min(max(offset, 0), bytes.count)
        while start > 0, isPart(bytes[start - 1]) { start -= 1 }
        var end = min(max(offset, 0), bytes.count)
        while end < bytes.count, isPart(bytes[end]) { end += 1 }
        while start < end, bytes[start] == UInt8(ascii: ".") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        return ByteRange(start, end)
    }
}
