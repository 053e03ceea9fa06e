/// A point in a source file: 1-based line, 1-based column counted in UTF-8 bytes (as swiftc counts
/// them), and the 0-based byte offset so editors and SARIF can convert.
public struct SourcePosition: Hashable, Sendable, Codable, Comparable {
    // Stored narrow: a document tree holds two positions per node (files are limited to far below 2 GiB).
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedOffset: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int, offset: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOffset = Int32(clamping: offset)
    }

    private enum CodingKeys: String, CodingKey { case line, column, offset }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column),
            offset: try container.decode(Int.self, forKey: .offset))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(offset, forKey: .offset)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }
}

/// A half-open byte range `start..<end` in one file. `file` is the path as the user gave it.
public struct SourceSpan: Hashable, Sendable, Codable {
    public var fileID: SourceFileID
    public var start: SourcePosition
    public var end: SourcePosition

    public var file: String {
        get { fileID.path }
        set { fileID = .intern(newValue) }
    }

    public init(file: String, start: SourcePosition, end: SourcePosition) {
        self.init(fileID: .intern(file), start: start, end: end)
    }

    public init(fileID: SourceFileID, start: SourcePosition, end: SourcePosition) {
        self.fileID = fileID
        self.start = start
        self.end = end
    }

    private enum CodingKeys: String, CodingKey { case file, start, end }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file),
            start: try container.decode(SourcePosition.self, forKey: .start),
            end: try container.decode(SourcePosition.self, forKey: .end))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }

    /// The first byte only: for a problem with a whole object or array, its opening bracket, so the
    /// frame stays one line.
    public var opening: SourceSpan {
        let next = SourcePosition(line: start.line, column: start.column + 1, offset: start.offset + 1)
        return SourceSpan(fileID: fileID, start: start, end: end.offset > start.offset ? next : end)
    }

    /// A span for a whole file when nothing more precise is known (e.g. an unreadable file).
    public static func file(_ path: String) -> SourceSpan {
        let origin = SourcePosition(line: 1, column: 1, offset: 0)
        return SourceSpan(file: path, start: origin, end: origin)
    }
}
