@testable import RefractCSS
import RefractModel
import RefractOutput
import RefractTemplates
import Testing

/// Colours whose sRGB bytes the Android backend left (`BackendHandoffs.srgbBytes`) print as the CSS
/// backend prints them without.
@Suite("Handed-over sRGB bytes")
struct HandoffTests {
    static let colors: [ColorValue] = {
        var colors = [
            ColorValue(space: .oklch, components: [0.9, 0.3, 310]), ColorValue(space: .oklch, components: [0.5, nil, 20]),
            ColorValue(space: .displayP3, components: [1, 0, 0], alpha: 0.25), ColorValue(space: .lab, components: [50, 120, -90]),
            ColorValue(space: .hsl, components: [200, 50, 40], alpha: 0.5), ColorValue(space: .srgb, components: [0.2, nil, 0.4]),
            ColorValue(space: .hwb, components: [120, 10, 10]), ColorValue(space: .xyzD65, components: [0.3, 0.2, 0.9], alpha: 1.2),
            ColorValue(space: .rec2020, components: [0.9, 0.1, 0.1], alpha: -0.1),
        ]
        var generator = SystemRandomNumberGenerator()
        for space in [ColorSpace.displayP3, .oklch, .lab, .a98RGB] {
            for _ in 0..<50 {
                let unit = (0..<3).map { _ in Double.random(in: 0...1, using: &generator) }
                let components = space == .oklch ? [unit[0], unit[1] * 0.4, unit[2] * 360]
                    : space == .lab ? [unit[0] * 100, unit[1] * 250 - 125, unit[2] * 250 - 125] : unit
                colors.append(ColorValue(space: space, components: components, alpha: Double.random(in: 0...1, using: &generator)))
            }
        }
        return colors
    }()

    /// The bytes `hexString` writes, read back from its text.
    static func bytes(_ color: ColorValue) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        let digits = Array(color.hexString().utf8.dropFirst())
        func byte(_ at: Int) -> UInt8? { UInt8(String(decoding: digits[at..<at + 2], as: UTF8.self), radix: 16) }
        guard digits.count == 6, let red = byte(0), let green = byte(2), let blue = byte(4) else { return nil }
        return (red, green, blue)
    }

    @Test func formattedWithBytesAsWithout() {
        for color in Self.colors {
            let plain = CSSColorFormat.format(color)
            let known = CSSColorFormat.format(color, srgbBytes: Self.bytes(color))
            #expect(known.text == plain.text && known.fallback == plain.fallback, "\(color)")
        }
    }

    /// The whole file, with the bytes left for the model (by token place, as Android records them) and
    /// without. Another build running beside may take the slot first: then both are made without, alike.
    @Test func fileWithHandoffEqualsFileWithout() throws {
        let source = SourceReference(file: "a.json", line: 1, column: 1, offset: 0, endOffset: 1)
        let tokens = Self.colors.indices.map { Token(path: TokenPath("color.c\($0)"), value: .color(Self.colors[$0]), source: source) }
        let model = ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [TokenSet(tokens)])
        let templates = Fixtures.templates
        let options = PlatformOptions(destination: "css")
        let without = CSSBackend.generate(model, options: options, templates: templates)
        var bytes = SRGBColorBytes(tokenCounts: [tokens.count])
        // By place in the model's token list, which is in path order.
        let list = model.tokenSets[0].tokens
        for position in list.indices {
            guard case .color(let color) = list[position].value, color.space != .srgb, let known = Self.bytes(color)
            else { continue }
            bytes.record(permutation: 0, position: position, red: known.red, green: known.green, blue: known.blue)
        }
        BackendHandoffs.srgbBytes.put(bytes, for: model)
        let with = CSSBackend.generate(model, options: options, templates: templates)
        #expect(with.files.count == 1)
        #expect(with.files.map(\.contents) == without.files.map(\.contents))
        #expect(with.files.first?.contents.contains("#") == true)
    }
}
