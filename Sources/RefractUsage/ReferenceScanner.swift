/// Reads one file's bytes as its language spells references and reports those the index knows, each with
/// its 1-based line and column (UTF-8 bytes). Whole identifiers and whole names only: `colors.primaryDark`
/// is not `colors.primary`, `--color-primary-dark` is not `--color-primary`. Comments are skipped; strings are
/// read (`"var(--x)"` in a script and `\(theme.colors.x)` in Swift are uses).
struct ReferenceScanner {
    struct Match: Equatable {
        var key: ReferenceKey
        var line: Int
        var column: Int
    }

    let language: SourceLanguage
    let known: Set<ReferenceKey>

    private struct Segment {
        var start: Int
        var end: Int
        var line: Int
        var column: Int
    }

    func scan(_ bytes: [UInt8]) -> [Match] {
        var matches: [Match] = []
        var line = 1
        var lineStart = 0
        var i = 0
        let n = bytes.count
        var chain: [Segment] = []
        var leadingDot = false
        var afterParen = false

        func flush() {
            if !chain.isEmpty { matchChain(chain, leadingDot: leadingDot, afterParen: afterParen, bytes, into: &matches) }
            chain.removeAll(keepingCapacity: true)
        }

        while i < n {
            let byte = bytes[i]
            if byte == 0x0A {
                line += 1
                lineStart = i + 1
                i += 1
                continue
            }
            // Comments.
            if byte == UInt8(ascii: "/"), i + 1 < n {
                if language.lineComments, bytes[i + 1] == UInt8(ascii: "/") {
                    flush()
                    while i < n, bytes[i] != 0x0A { i += 1 }
                    continue
                }
                if language.blockComments, bytes[i + 1] == UInt8(ascii: "*") {
                    flush()
                    i += 2
                    while i < n, !(bytes[i] == UInt8(ascii: "*") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/")) {
                        if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
                        i += 1
                    }
                    i += 2
                    continue
                }
            }
            if language.markupComments, byte == UInt8(ascii: "<"), Self.hasPrefix(bytes, at: i, "<!--") {
                i += 4
                while i < n, !Self.hasPrefix(bytes, at: i, "-->") {
                    if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
                    i += 1
                }
                i += 3
                continue
            }
            if language.customProperties, byte == UInt8(ascii: "v"), Self.hasPrefix(bytes, at: i, "var("),
                i == 0 || !Self.isNameByte(bytes[i - 1])
            {
                var j = i + 4
                while j < n, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
                if Self.hasPrefix(bytes, at: j, "--") {
                    var end = j + 2
                    while end < n, Self.isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: "-") { end += 1 }
                    let key = ReferenceKey(family: language.family, kind: .customProperty, text: Self.text(bytes, j, end))
                    if known.contains(key) { matches.append(Match(key: key, line: line, column: j - lineStart + 1)) }
                    i = end
                    continue
                }
            }
            if language.resourceReferences, byte == UInt8(ascii: "@") || byte == UInt8(ascii: "?") {
                if let (key, end) = resourceReference(bytes, at: i) {
                    if known.contains(key) { matches.append(Match(key: key, line: line, column: i - lineStart + 1)) }
                    i = end
                    continue
                }
            }
            if language.chains, Self.isIdentifierStart(byte), i == 0 || !Self.isNameByte(bytes[i - 1]) {
                // A new chain unless the previous identifier is followed by a dot leading here.
                var end = i + 1
                while end < n, Self.isNameByte(bytes[end]) { end += 1 }
                let segment = Segment(start: i, end: end, line: line, column: i - lineStart + 1)
                let dot = Self.dotBefore(bytes, i)
                if let dot, !chain.isEmpty, Self.onlyGap(bytes, from: chain[chain.count - 1].end, to: dot) {
                    chain.append(segment)
                } else {
                    flush()
                    leadingDot = dot != nil
                    afterParen = dot.map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: ")") } ?? false
                    chain = [segment]
                }
                i = end
                continue
            }
            i += 1
        }
        flush()
        return matches
    }

    /// The keys a chain of identifiers spells: each pair (`colors.primary`), each member after a dot
    /// (`themePrimary`), `R.color.x`, and the web module's paths after `tokens.`, `cssVar.` or `tokensFor(…).`.
    private func matchChain(_ chain: [Segment], leadingDot: Bool, afterParen: Bool, _ bytes: [UInt8], into matches: inout [Match]) {
        let texts = chain.map { Self.text(bytes, $0.start, $0.end) }
        func add(_ kind: ReferenceKey.Kind, _ text: String, at segment: Segment) {
            let key = ReferenceKey(family: language.family, kind: kind, text: text)
            if known.contains(key) { matches.append(Match(key: key, line: segment.line, column: segment.column)) }
        }
        switch language.family {
        case .swift, .kotlin:
            for index in chain.indices {
                if index > 0 || leadingDot { add(.member, texts[index], at: chain[index]) }
                if index > 0 { add(.pair, texts[index - 1] + "." + texts[index], at: chain[index - 1]) }
                if texts[index] == "R", index + 2 < chain.count { add(.rField, texts[index + 1] + "." + texts[index + 2], at: chain[index]) }
            }
        case .web:
            let start: Int
            if leadingDot, afterParen { start = 0 } else if !leadingDot, texts[0] == "tokens" || texts[0] == "cssVar" { start = 1 } else { return }
            // The longest path the index knows, so `tokens.color.primary.length` is `color.primary`.
            guard start < chain.count else { return }
            var path = texts[start]
            var found: (String, Int)?
            if known.contains(ReferenceKey(family: .web, kind: .webPath, text: path)) { found = (path, start) }
            for index in (start + 1)..<max(start + 1, chain.count) {
                path += "." + texts[index]
                if known.contains(ReferenceKey(family: .web, kind: .webPath, text: path)) { found = (path, start) }
            }
            if let (text, first) = found { add(.webPath, text, at: chain[first]) }
        case .xml:
            break
        }
    }

    /// `@color/x`, `@android:color/x` (not ours: skipped), `?attr/x`, `@style/A.B` (the field `A_B`).
    private func resourceReference(_ bytes: [UInt8], at start: Int) -> (ReferenceKey, Int)? {
        var j = start + 1
        if j < bytes.count, bytes[j] == UInt8(ascii: "+") { j += 1 }
        let typeStart = j
        while j < bytes.count, Self.isNameByte(bytes[j]) { j += 1 }
        guard j > typeStart, j < bytes.count else { return nil }
        var type = Self.text(bytes, typeStart, j)
        if bytes[j] == UInt8(ascii: ":") {
            // A package: Android's own resources are not Refract's; an app's package names its own.
            if type == "android" { return nil }
            j += 1
            let next = j
            while j < bytes.count, Self.isNameByte(bytes[j]) { j += 1 }
            type = Self.text(bytes, next, j)
        }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "/") else { return nil }
        let nameStart = j + 1
        var end = nameStart
        while end < bytes.count, Self.isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        guard end > nameStart else { return nil }
        let name = String(Self.text(bytes, nameStart, end).map { $0 == "." ? "_" : $0 })
        return (ReferenceKey(family: .xml, kind: .rField, text: type + "." + name), end)
    }

    /// The position of the `.` that leads to the identifier at `index` (spaces, newlines, `?` and `!` between
    /// them allowed: `theme\n  .colors`, `colors?.primary`), or nil.
    private static func dotBefore(_ bytes: [UInt8], _ index: Int) -> Int? {
        var j = index - 1
        while j >= 0, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D { j -= 1 }
        guard j >= 0, bytes[j] == UInt8(ascii: ".") else { return nil }
        // `..` (a range) and `...` are not member access.
        if j > 0, bytes[j - 1] == UInt8(ascii: ".") { return nil }
        return j
    }

    /// Whether only whitespace, `?` and `!` lie between the previous identifier's end and the dot.
    private static func onlyGap(_ bytes: [UInt8], from: Int, to: Int) -> Bool {
        guard from <= to else { return false }
        for j in from..<to {
            let byte = bytes[j]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
            else { return false }
        }
        return true
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    }

    static func hasPrefix(_ bytes: [UInt8], at index: Int, _ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { buffer in
            guard index + buffer.count <= bytes.count else { return false }
            for k in 0..<buffer.count where bytes[index + k] != buffer[k] { return false }
            return true
        }
    }

    static func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
