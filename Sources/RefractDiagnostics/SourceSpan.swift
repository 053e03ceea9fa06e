/// A point in a source file: 1-based line, 1-based column counted in UTF-8 bytes (as swiftc counts
/// them), and the 0-based byte offset so editors and SARIF can convert.
public struct SourcePosition: Hashable, Sendable, Codable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }
}

/// A half-open byte range `start..<end` in one file. `file` is the path as the user gave it.
public struct SourceSpan: Hashable, Sendable, Codable {
    public var file: String
    public var start: SourcePosition
    public var end: SourcePosition

    public init(file: String, start: SourcePosition, end: SourcePosition) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// The first byte only: for a problem with a whole object or array, its opening bracket, so the
    /// frame stays one line.
    public var opening: SourceSpan {
        let next = SourcePosition(line: start.line, column: start.column + 1, offset: start.offset + 1)
        return SourceSpan(file: file, start: start, end: end.offset > start.offset ? next : end)
    }

    /// A span for a whole file when nothing more precise is known (e.g. an unreadable file).
    public static func file(_ path: String) -> SourceSpan {
        let origin = SourcePosition(line: 1, column: 1, offset: 0)
        return SourceSpan(file: path, start: origin, end: origin)
    }
}
