import RefractDiagnostics

/// Stops reading after a problem that leaves no sensible way on; the diagnostic is already recorded.
struct ReadAbort: Error {}

/// Reads JSON, JSONC and JSON5 with one grammar, the union of the three, and reports whatever the
/// file's dialect does not allow, so a `.json` file with comments and trailing commas gets one error
/// for each instead of stopping at the first. Containers are kept on an explicit stack: deep input
/// cannot overflow the call stack, whatever the depth limit.
struct JSONReader {
    let input: [UInt8]
    let contentStart: Int
    let format: SourceFormat
    let limits: ReaderLimits
    var index: Int
    /// The document's line table, which every node's location keeps.
    let lines: LineTable
    var diagnostics: [Diagnostic] = []
    /// Reused for strings with escapes, so they cost no allocation of their own.
    var scratch: [UInt8] = []
    private var errorCount = 0
    private static let maximumErrors = 100

    init(input: [UInt8], contentStart: Int, lines: LineTable, format: SourceFormat, limits: ReaderLimits) {
        self.input = input
        self.contentStart = contentStart
        self.lines = lines
        self.format = format
        self.limits = limits
        self.index = contentStart
    }

    var isJSON5: Bool { format == .json5 }
    var allowsCommentsAndTrailingCommas: Bool { format != .json }

    mutating func read() -> ReadResult {
        do {
            let root = try readDocument()
            return ReadResult(root: root, diagnostics: diagnostics)
        } catch {
            return ReadResult(root: nil, diagnostics: diagnostics)
        }
    }

    // MARK: - Positions and reporting

    func location(_ start: Int, _ end: Int) -> SyntaxLocation { SyntaxLocation(lines, start: start, end: end) }

    func span(_ start: Int, _ end: Int) -> SourceSpan { lines.span(start, end) }

    /// Records a problem and goes on reading, unless there are already too many.
    mutating func report(_ diagnostic: Diagnostic) throws(ReadAbort) {
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
        if errorCount >= Self.maximumErrors { throw ReadAbort() }
    }

    /// Records a problem after which reading cannot go on.
    mutating func fail(_ diagnostic: Diagnostic) throws(ReadAbort) -> Never {
        diagnostics.append(diagnostic)
        throw ReadAbort()
    }

    func byte(at offset: Int) -> UInt8? { offset < input.count ? input[offset] : nil }
    var current: UInt8? { index < input.count ? input[index] : nil }

    // MARK: - Document

    private mutating func readDocument() throws(ReadAbort) -> SyntaxNode {
        try skipTrivia()
        guard index < input.count else {
            try report(.emptyFile(at: span(contentStart, input.count)))
            return SyntaxNode(.mapping([]), location: location(contentStart, input.count))
        }
        let root = try readValueTree()
        try skipTrivia()
        if index < input.count {
            try fail(.json("unexpected \(describeCharacter(at: index)); expected end of file", at: characterSpan(at: index),
                           help: "a file holds one value; wrap several values in an array or an object"))
        }
        return root
    }

    /// Reads one value, containers included, without recursion.
    private mutating func readValueTree() throws(ReadAbort) -> SyntaxNode {
        var stack = JSONContainerStack()
        while true {
            // Read a value, or open containers until a value is complete.
            try skipTrivia()
            var value: SyntaxNode
            guard let byte = current else {
                try fail(.json("unexpected end of file; expected a value", at: characterSpan(at: index)))
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                let isObject = byte == UInt8(ascii: "{")
                let start = index
                if stack.depth >= limits.maximumDepth {
                    try fail(.tooDeep(limit: limits.maximumDepth, at: span(start, index + 1)))
                }
                index += 1
                try skipTrivia()
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if current == closer {
                    index += 1
                    value = SyntaxNode(isObject ? .mapping([]) : .sequence([]), location: location(start, index))
                } else {
                    stack.open(isObject: isObject, start: start)
                    if isObject {
                        let (key, keyLocation) = try readKey()
                        stack.setKey(key, location: keyLocation)
                    }
                    continue
                }
            } else {
                value = try readScalar()
            }

            // Attach the value to its container, closing containers as they end.
            while true {
                guard !stack.isEmpty else { return value }
                if let duplicate = stack.add(consume value) {
                    try report(.duplicateKey(duplicate.repeated, first: duplicate.first))
                }
                let isObject = stack.topIsObject
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                try skipTrivia()
                if current == UInt8(ascii: ",") {
                    let comma = index
                    index += 1
                    try skipTrivia()
                    if current == closer {
                        if !allowsCommentsAndTrailingCommas { try report(.trailingComma(at: span(comma, comma + 1))) }
                    } else {
                        if isObject {
                            let (key, keyLocation) = try readKey()
                            stack.setKey(key, location: keyLocation)
                        }
                        break
                    }
                }
                guard current == closer else {
                    let expected = isObject ? "',' or '}'" : "',' or ']'"
                    if index >= input.count, let start = stack.topStart {
                        let what = isObject ? "object" : "array"
                        try fail(.json("unexpected end of file; expected \(expected)", at: characterSpan(at: index),
                                       notes: [DiagnosticNote("the \(what) starts here", at: span(start, start))]))
                    }
                    try fail(.json("unexpected \(describeCharacter(at: index)); expected \(expected)", at: characterSpan(at: index)))
                }
                index += 1
                // The container just given the value is open, so there is one to close.
                let (closed, start) = stack.close()
                value = SyntaxNode(closed, location: location(start, index))
            }
        }
    }

    /// Reads `"key" :` (or a JSON5 key) and leaves the reader at the value.
    private mutating func readKey() throws(ReadAbort) -> (String, SyntaxLocation) {
        let key: String
        try skipTrivia()
        let start = index
        guard let byte = current else {
            try fail(.json("unexpected end of file; expected a key", at: characterSpan(at: index)))
        }
        switch byte {
        case UInt8(ascii: "\""):
            key = try readString(quote: byte)
        case UInt8(ascii: "'"):
            if !isJSON5 { try report(.singleQuotes(format: format, at: characterSpan(at: index))) }
            key = try readString(quote: byte)
        default:
            guard let identifier = try readIdentifier() else {
                try fail(.json("unexpected \(describeCharacter(at: index)); expected a key in double quotes", at: characterSpan(at: index)))
            }
            key = identifier
            if !isJSON5 {
                try report(.json("key '\(key)' is not in quotes", at: span(start, index),
                                 help: "write it as \"\(key)\"; unquoted keys are allowed in .json5 files"))
            }
        }
        let keyLocation = location(start, index)
        try skipTrivia()
        guard current == UInt8(ascii: ":") else {
            let found = index < input.count ? describeCharacter(at: index) : "end of file"
            try fail(.json("unexpected \(found); expected ':' after key '\(key)'", at: characterSpan(at: index)))
        }
        index += 1
        return (key, keyLocation)
    }

    private mutating func readScalar() throws(ReadAbort) -> SyntaxNode {
        let start = index
        guard let byte = current else {
            try fail(.json("unexpected end of file; expected a value", at: characterSpan(at: index)))
        }
        switch byte {
        case UInt8(ascii: "\""):
            let text = try readString(quote: byte)
            return SyntaxNode(.string(text), location: location(start, index))
        case UInt8(ascii: "'"):
            if !isJSON5 { try report(.singleQuotes(format: format, at: characterSpan(at: index))) }
            let text = try readString(quote: byte)
            return SyntaxNode(.string(text), location: location(start, index))
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "I"), UInt8(ascii: "N"):
            if byte == UInt8(ascii: "I") || byte == UInt8(ascii: "N"), !startsWord("Infinity"), !startsWord("NaN") {
                break
            }
            let (number, isInteger) = try readNumber()
            return SyntaxNode(.number(number, isInteger: isInteger), location: location(start, index))
        case UInt8(ascii: "t") where startsWord("true"):
            index += 4
            return SyntaxNode(.bool(true), location: location(start, index))
        case UInt8(ascii: "f") where startsWord("false"):
            index += 5
            return SyntaxNode(.bool(false), location: location(start, index))
        case UInt8(ascii: "n") where startsWord("null"):
            index += 4
            return SyntaxNode(.null, location: location(start, index))
        default:
            break
        }
        try failUnexpectedValue(start: start)
    }

    private mutating func failUnexpectedValue(start: Int) throws(ReadAbort) -> Never {
        let wordEnd = identifierEnd(from: index)
        if wordEnd > index {
            let word = String(decoding: input[index..<wordEnd], as: UTF8.self)
            let help: String? = switch word {
            case "True", "TRUE": "JSON booleans are lowercase: 'true'"
            case "False", "FALSE": "JSON booleans are lowercase: 'false'"
            case "None", "NULL", "Null", "undefined", "nil": "JSON writes a missing value as 'null'"
            default: "write text in double quotes: \"\(word)\""
            }
            try fail(.json("unexpected '\(word)'; expected a value", at: span(start, wordEnd), help: help))
        }
        try fail(.json("unexpected \(describeCharacter(at: index)); expected a value", at: characterSpan(at: index)))
    }

    /// True when `word` starts at the reader and is not the start of a longer word.
    func startsWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= input.count else { return false }
        let matches = word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { input[index + $0] == expected[$0] }
        }
        guard matches else { return false }
        guard let next = byte(at: index + count) else { return true }
        return !JSONReader.isASCIIIdentifierPart(next)
    }
}
