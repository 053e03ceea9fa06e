/// Turns spans into SARIF locations: artifact URIs relative to `%SRCROOT%` and regions whose columns
/// are UTF-16 code units when the source bytes are known.
struct SARIFRegionBuilder {
    static let sourceRoot = "%SRCROOT%"

    /// The column counts of every file whose bytes are known, and every file's artifact location: made
    /// once per render, however many regions a file has.
    private let columns: [String: UTF16Columns]
    private let artifacts: [String: OrderedJSON]

    init(sources: SourceStore, files: Set<String>) {
        var columns: [String: UTF16Columns] = [:]
        var artifacts: [String: OrderedJSON] = [:]
        for file in files {
            if let bytes = sources.bytes(of: file) { columns[file] = UTF16Columns(bytes) }
            artifacts[file] = Self.artifactLocation(file)
        }
        self.columns = columns
        self.artifacts = artifacts
    }

    func artifactLocation(_ file: String) -> OrderedJSON {
        artifacts[file] ?? Self.artifactLocation(file)
    }

    func physicalLocation(_ span: SourceSpan) -> OrderedJSON {
        .object([
            .init("artifactLocation", artifactLocation(span.file)),
            .init("region", region(span)),
        ])
    }

    func region(_ span: SourceSpan) -> OrderedJSON {
        .object([
            .init("startLine", .int(span.start.line)),
            .init("startColumn", .int(column(of: span.start, in: span.file))),
            .init("endLine", .int(span.end.line)),
            .init("endColumn", .int(column(of: span.end, in: span.file))),
            .init("byteOffset", .int(span.start.offset)),
            .init("byteLength", .int(max(0, span.end.offset - span.start.offset))),
        ])
    }

    /// The 1-based UTF-16 column of a position whose column counts UTF-8 bytes.
    private func column(of position: SourcePosition, in file: String) -> Int {
        columns[file]?.column(of: position) ?? position.column
    }

    /// A relative path becomes a URI reference under `%SRCROOT%`; an absolute one a `file://` URI.
    static func artifactLocation(_ path: String) -> OrderedJSON {
        let slashed = path.replacingBackslashes
        if slashed.hasPrefix("/") {
            return .object([.init("uri", .string("file://" + percentEncoded(slashed)))])
        }
        if slashed.isWindowsDrivePath {
            return .object([.init("uri", .string("file:///" + slashed.prefix(2) + percentEncoded(String(slashed.dropFirst(2)))))])
        }
        return .object([
            .init("uri", .string(percentEncoded(slashed))),
            .init("uriBaseId", .string(sourceRoot)),
        ])
    }

    private static let keptInPaths = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,;=@".utf8)

    /// Keeps RFC 3986 unreserved characters, sub-delimiters and path separators; encodes the rest,
    /// including `:`, which would read as a scheme in a relative reference's first segment.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if keptInPaths.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}

extension String {
    fileprivate var replacingBackslashes: String {
        String(map { $0 == "\\" ? "/" : $0 })
    }

    /// `C:/…`, which would otherwise read as a URI with scheme `c`.
    fileprivate var isWindowsDrivePath: Bool {
        let characters = Array(prefix(3))
        return characters.count == 3 && characters[0].isASCII && characters[0].isLetter && characters[1] == ":"
            && characters[2] == "/"
    }
}
