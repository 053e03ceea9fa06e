import Foundation
import RefractDiagnostics
import RefractParser
import RefractSyntax
import RefractTestSupport
import Testing

/// Broken input of every kind goes through reader and parser and comes out as diagnostics, never a
/// crash: every truncated prefix of a few real files, and seeded random byte mutations.
@Suite("Robustness: truncated and mutated input")
struct RobustnessTests {
    static let samples: [(String, SourceFormat)] = [
        ("corpora/dtcg-test-suite/format/positive/references/cross-composite-refs.json", .json),
        ("corpora/dtcg-test-suite/format/positive/group/extends-nested-override.json", .json),
        ("corpora/dtcg-examples/github-primer/component/avatar.json5", .json5),
        ("corpora/terrazzo-fixtures/tokens-package/animation.tokens.yml", .yaml),
    ]

    /// Reader and parser on one input; a nil tree must come with an error.
    static func check(_ bytes: [UInt8], path: String, format: SourceFormat) {
        let read = readDocument(bytes: bytes, path: path, format: format)
        guard let root = read.root else {
            #expect(read.diagnostics.contains { $0.severity == .error }, "no tree and no error for \(path)")
            return
        }
        let parsed = TokenParser.parse(documents: [root])
        for diagnostic in parsed.diagnostics {
            if let span = diagnostic.span {
                #expect(span.start.offset <= bytes.count && span.end.offset <= bytes.count + 1)
            }
        }
    }

    @Test func everyTruncatedPrefix() throws {
        guard Corpus.require() else { return }
        for (relative, format) in Self.samples {
            let bytes = try #require(FileManager.default.contents(atPath: Corpus.path(relative))).map { $0 }
            let step = max(1, bytes.count / 400)
            for length in stride(from: 0, through: bytes.count, by: step) {
                Self.check(Array(bytes[..<length]), path: relative, format: format)
            }
        }
    }

    @Test func seededMutations() throws {
        guard Corpus.require() else { return }
        var random = SplitMix64(seed: 0x5EED_2026)
        let interesting: [UInt8] = Array("{}[]\",:'$.#/\\\n -0123456789eE{}".utf8) + [0xFF, 0xC3, 0x00]
        for (relative, format) in Self.samples {
            let original = try #require(FileManager.default.contents(atPath: Corpus.path(relative))).map { $0 }
            for _ in 0..<750 {
                var bytes = original
                for _ in 0..<(1 + Int(random.next() % 4)) {
                    let position = Int(random.next() % UInt64(max(1, bytes.count)))
                    switch random.next() % 3 {
                    case 0: bytes[position] = interesting[Int(random.next() % UInt64(interesting.count))]
                    case 1: bytes.remove(at: position)
                    default: bytes.insert(interesting[Int(random.next() % UInt64(interesting.count))], at: position)
                    }
                }
                Self.check(bytes, path: relative, format: format)
            }
        }
    }
}
