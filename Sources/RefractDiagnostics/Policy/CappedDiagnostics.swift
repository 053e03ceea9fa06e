/// Diagnostics as a stage makes them, keeping at most `limitPerCode` of each code and counting the rest: one
/// malformed array of a million values must not hold a million diagnostics in memory or print them. What is
/// dropped comes back as one located `diagnostics.truncated` note per code (docs/diagnostics.md).
///
/// The limit is far above real floods (the 100,000-token benchmark set written with legacy values gives 48,124
/// warnings, all kept), so machine formats stay complete for real sets.
package struct CappedDiagnostics: Sendable {
    package static let defaultLimitPerCode = 100_000

    package private(set) var kept: [Diagnostic] = []
    private let limitPerCode: Int
    private var keptByCode: [DiagnosticCode: Int] = [:]
    private var dropped: [DiagnosticCode: (count: Int, first: Diagnostic)] = [:]

    package init(limitPerCode: Int = defaultLimitPerCode) {
        self.limitPerCode = limitPerCode
    }

    package var count: Int { kept.count }

    package subscript(range: PartialRangeFrom<Int>) -> ArraySlice<Diagnostic> { kept[range] }

    package mutating func append(_ diagnostic: Diagnostic) {
        let keptOfCode = keptByCode[diagnostic.code, default: 0]
        guard keptOfCode >= limitPerCode else {
            keptByCode[diagnostic.code] = keptOfCode + 1
            kept.append(diagnostic)
            return
        }
        if let seen = dropped[diagnostic.code] {
            dropped[diagnostic.code] = (seen.count + 1, seen.first)
        } else {
            dropped[diagnostic.code] = (1, diagnostic)
        }
    }

    package static func += <S: Sequence>(collector: inout CappedDiagnostics, more: S) where S.Element == Diagnostic {
        for diagnostic in more { collector.append(diagnostic) }
    }

    /// Takes back what was kept from position `start` on (an attempt abandoned and made again).
    package mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        for diagnostic in kept[range] { keptByCode[diagnostic.code, default: 1] -= 1 }
        kept.removeSubrange(range)
    }

    /// What was kept, then a note for each code that went over the limit, in code order.
    package var all: [Diagnostic] {
        kept + dropped.keys.sorted().compactMap { code in
            dropped[code].map { Self.truncationNote(code: code, count: $0.count, first: $0.first) }
        }
    }

    static func truncationNote(code: DiagnosticCode, count: Int, first: Diagnostic) -> Diagnostic {
        Diagnostic(
            .note, "diagnostics.truncated",
            "\(count.grouped) more [\(code)] diagnostics from here on are not listed", at: first.span,
            help: "fix the first ones and run again; refract keeps the first \(defaultLimitPerCode.grouped) of each code")
    }
}
