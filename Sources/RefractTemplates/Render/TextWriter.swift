/// Appends rendered text to the output chunks, writing owed indentation before a line's first byte and
/// escaping HTML when asked. Apart from the renderer's context stack, so that a value can be written while
/// it is read in place from the stack (two stored properties, no copy of the value).
struct TextWriter {
    var output = OutputChunks()
    /// Indentation owed to the current line, written before its first byte. Lines that print nothing
    /// stay empty.
    var pendingIndentation: [UInt8]?

    /// Writes what an interpolation tag inserts for `value`: nothing for null, lists and objects.
    mutating func interpolate(_ value: MustacheValue, escaped: Bool) {
        switch value {
        case .null, .array, .object:
            return
        case .string(let text):
            write(text, escaped: escaped)
        case .bool, .number:
            var text = value.interpolatedText
            text.withUTF8 { write($0, escaped: escaped) }
        }
    }

    /// A string borrowed from the caller: binding it once and passing it on retains nothing (matching
    /// twice, for the size test and for the bytes, retained it for each interpolation).
    private mutating func write(_ text: String, escaped: Bool) {
        if !escaped, text.utf8.count >= OutputChunks.sharedMinimum {
            writeShared(text)
            return
        }
        // Native strings hand out their bytes without a copy of the string.
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { write($0, escaped: escaped) }
        if written == nil {
            var copy = text
            copy.withUTF8 { write($0, escaped: escaped) }
        }
    }

    /// A large unescaped value goes into the output as it is, not copied.
    mutating func writeShared(_ text: String) {
        if let pending = pendingIndentation {
            let first = text.utf8.first
            if first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r") { output.append(contentsOf: pending) }
            pendingIndentation = nil
        }
        output.append(sharing: text)
    }

    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, escaped: Bool) {
        guard let first = bytes.first else { return }
        if let pending = pendingIndentation {
            if first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r") { output.append(contentsOf: pending) }
            pendingIndentation = nil
        }
        guard escaped else {
            output.append(contentsOf: bytes)
            return
        }
        // Runs without a special byte are appended whole; most text has none at all.
        var runStart = 0
        for index in bytes.indices {
            let entity: [UInt8]
            switch bytes[index] {
            case UInt8(ascii: "&"): entity = HTMLEntity.ampersand
            case UInt8(ascii: "\""): entity = HTMLEntity.quote
            case UInt8(ascii: "<"): entity = HTMLEntity.lessThan
            case UInt8(ascii: ">"): entity = HTMLEntity.greaterThan
            default: continue
            }
            if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            output.append(contentsOf: entity)
            runStart = index + 1
        }
        if runStart < bytes.count {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
    }
}

/// The spec's HTML escapes.
enum HTMLEntity {
    static let ampersand: [UInt8] = Array("&amp;".utf8)
    static let quote: [UInt8] = Array("&quot;".utf8)
    static let lessThan: [UInt8] = Array("&lt;".utf8)
    static let greaterThan: [UInt8] = Array("&gt;".utf8)
}
