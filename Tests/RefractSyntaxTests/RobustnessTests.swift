import Foundation
import RefractDiagnostics
import RefractSyntax
import RefractTestSupport
import Testing

/// Broken input must give diagnostics or a tree, never a crash; and a nil root always comes with an error.
@Suite("Robustness")
struct RobustnessTests {
    private static let samples: [(path: String, format: SourceFormat)] = [
        ("dtcg-examples/github-primer/functional/size/breakpoints.json5", .json5),
        ("terrazzo-fixtures/tokens-package/radius.tokens.yml", .yaml),
        ("style-dictionary/examples/advanced/yaml-tokens/tokens/color/core.yaml", .yaml),
    ]

    private func check(_ bytes: [UInt8], _ format: SourceFormat, limits: ReaderLimits = .init()) {
        let result = readDocument(bytes: bytes, path: "fuzz", format: format, limits: limits)
        if result.root == nil {
            #expect(result.diagnostics.contains { $0.severity == .error }, "no error for nil root: \(String(decoding: bytes, as: UTF8.self))")
        }
        for diagnostic in result.diagnostics {
            guard let span = diagnostic.span else { continue }
            #expect(span.start.offset >= 0 && span.start.offset <= bytes.count && span.end.offset <= bytes.count)
            #expect(span.start.offset <= span.end.offset && span.start.line >= 1 && span.start.column >= 1)
        }
    }

    private func corpusSamples() throws -> [(bytes: [UInt8], format: SourceFormat)]? {
        guard let corpora = try sharedCorpora() else { return nil }
        var samples: [(bytes: [UInt8], format: SourceFormat)] = []
        for sample in Self.samples {
            samples.append((try [UInt8](Data(contentsOf: corpora.appendingPathComponent(sample.path))), sample.format))
        }
        let json = files(under: corpora.appendingPathComponent("dtcg-examples"), endingWith: [".json"])
            .compactMap { try? [UInt8](Data(contentsOf: $0)) }
            .filter { $0.count > 500 && $0.count < 3000 }
        #expect(!json.isEmpty)
        if let smallJSON = json.first { samples.append((smallJSON, .json)) }
        return samples
    }

    @Test func everyTruncatedPrefix() throws {
        guard let samples = try corpusSamples() else { return }
        for sample in samples {
            #expect(sample.bytes.count < 8000, "sample too large for a quick test")
            for length in 0..<sample.bytes.count {
                check(Array(sample.bytes[0..<length]), sample.format)
            }
        }
    }

    @Test func seededRandomMutationsInEveryFormat() throws {
        guard let samples = try corpusSamples() else { return }
        var generator = SplitMix64(seed: 0x5EED_CAFE)
        let interesting: [UInt8] = Array("{}[]:,\"'\\/*#&*!|>-?\n\t 0xe.+".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xFF]
        for round in 0..<3000 {
            let sample = samples[round % samples.count]
            var bytes = sample.bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                guard !bytes.isEmpty else { break }
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[position] = interesting.randomElement(using: &generator) ?? 0
                case 1: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 2: bytes.remove(at: position)
                default: bytes.insert(interesting.randomElement(using: &generator) ?? 0, at: position)
                }
            }
            for format in SourceFormat.allCases { check(bytes, format, limits: ReaderLimits(maximumDepth: 16)) }
        }
    }
}
