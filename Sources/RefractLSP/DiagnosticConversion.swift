import RefractDiagnostics
import RefractJSONRPC
import RefractParser

/// The texts of the files diagnostics point into, to place them as LSP ranges: the editor's text for
/// open documents, else what the check read.
struct TextSource {
    var encoding: PositionEncoding
    var open: [String: [UInt8]]
    var read: SourceStore
    private var cache: [String: TextLines] = [:]

    init(encoding: PositionEncoding, open: [String: [UInt8]], read: SourceStore) {
        self.encoding = encoding
        self.open = open
        self.read = read
    }

    mutating func lines(_ path: String) -> TextLines {
        let path = ResolverPaths.normalize(path)
        if let lines = cache[path] { return lines }
        let bytes = open[path] ?? read.bytes(of: path) ?? FileSystemText.bytes(path) ?? []
        let lines = TextLines(bytes, encoding: encoding)
        cache[path] = lines
        return lines
    }

    mutating func range(_ span: SourceSpan) -> JSONValue {
        lines(span.file).range(span.start.offset, span.end.offset)
    }

    mutating func location(_ span: SourceSpan) -> JSONValue {
        ["uri": .string(FileURI.uri(of: ResolverPaths.normalize(span.file))), "range": range(span)]
    }
}

enum DiagnosticConversion {
    /// One diagnostic as LSP's: severity, code, message with its help, notes as related locations, and
    /// the fix-it in `data` for the code action that applies it.
    static func json(_ diagnostic: Diagnostic, range: JSONValue, texts: inout TextSource) -> JSONValue {
        let severity: Int = switch diagnostic.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        var message = diagnostic.message
        let unplacedNotes = diagnostic.notes.filter { $0.span == nil }.map(\.message)
        if !unplacedNotes.isEmpty { message += "\n" + unplacedNotes.map { "note: " + $0 }.joined(separator: "\n") }
        if let help = diagnostic.help { message += "\nhelp: " + help }
        var members: [JSONValue.Member] = [
            .init("range", range), .init("severity", .integer(severity)), .init("code", .string(diagnostic.code.rawValue)),
            .init("source", "refract"), .init("message", .string(message)),
        ]
        let related = diagnostic.notes.compactMap { note -> JSONValue? in
            guard let span = note.span else { return nil }
            return ["location": texts.location(span), "message": .string(note.message)]
        }
        if !related.isEmpty { members.append(.init("relatedInformation", .array(related))) }
        if let fix = diagnostic.fixIt {
            members.append(.init("data", ["fix": ["range": texts.range(fix.span), "newText": .string(fix.replacement)]]))
        }
        return .object(members)
    }
}
