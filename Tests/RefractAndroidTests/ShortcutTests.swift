import Foundation
@testable import RefractAndroid
import RefractModel
import RefractOutput
import Testing

/// The shortcuts of the Android backend's hot path give what the plain code gives.
@Suite("Android shortcuts")
struct ShortcutTests {
    /// What `AndroidNumber.format` printed through `description`; nil where that printed an exponent.
    private static func describedFormat(_ value: Double, decimals: Int) -> String? {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        let text = "\(rounded)"
        return text.contains("e") ? nil : text
    }

    @Test func numbersWrittenDigitByDigitEqualTheirDescription() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0.5, -0.5, 0.00005, -0.00005, 0.00004, 1234.56785, 1e-9, -0, 100, 99.99995, 0.1 + 0.2, 1e14 + 0.5]
        var scale = 1e-6
        for _ in -6...14 {
            scale *= 10
            for _ in 0..<200 {
                let magnitude = Double.random(in: 0..<1, using: &generator) * scale
                values.append(Bool.random(using: &generator) ? magnitude : -magnitude)
            }
        }
        var compared = 0
        for value in values {
            for decimals in 0...4 {
                guard let expected = Self.describedFormat(value, decimals: decimals) else { continue }
                #expect(AndroidNumber.format(value, decimals: decimals) == expected, "\(value) to \(decimals) decimals")
                var appended: [UInt8] = [UInt8(ascii: "x")]
                AndroidNumber.append(value, decimals: decimals, to: &appended)
                #expect(appended == [UInt8(ascii: "x")] + Array(expected.utf8), "\(value) appended to \(decimals) decimals")
                compared += 1
            }
        }
        #expect(compared > 20_000)
    }

    @Test func rememberedColoursEqualConvertedOnes() {
        var generator = SystemRandomNumberGenerator()
        var colors: [ColorValue] = [
            ColorValue(space: .oklch, components: [0.7, nil, 120], alpha: 0.5),
            ColorValue(space: .displayP3, components: [1, 0, 0]),
            ColorValue(space: .displayP3, components: [1, 0]),
            ColorValue(space: .lab, components: []),
            ColorValue(space: .hsl, components: [10, 50, 50, 1]),
            ColorValue(space: .srgb, components: [1.2, -0.1, nil], alpha: 1),
        ]
        for space in [ColorSpace.srgb, .displayP3, .oklch, .hsl] {
            for _ in 0..<100 {
                let unit = (0..<3).map { _ in Double.random(in: 0...1, using: &generator) }
                let scaled = space == .oklch ? [unit[0], unit[1] * 0.4, unit[2] * 360]
                    : space == .hsl ? [unit[0] * 360, unit[1] * 100, unit[2] * 100] : unit
                colors.append(ColorValue(space: space, components: scaled, alpha: Double.random(in: 0...1, using: &generator)))
            }
        }
        // The same components again with another alpha: found in the table, not converted again.
        colors += colors.map { ColorValue(space: $0.space, components: $0.components, alpha: 1 - $0.alpha) }
        var conversions = ColorConversions(expected: 4)
        for color in colors {
            let converted = conversions.converted(color)
            let (srgb, isInGamut) = AndroidColor.srgb(color)
            #expect(AndroidColor.hex(alpha: color.alpha, rgb: converted.rgb) == AndroidColor.hex(color, srgb: srgb), "\(color)")
            #expect(AndroidColor.hex(alpha: color.alpha, rgb: converted.rgb) == color.androidHex, "\(color)")
            #expect(converted.notes == TokenConverter.colorNotes(color, isInSRGBGamut: isInGamut), "\(color)")
            #expect(converted.notes == Self.plainColorNotes(color, isInSRGBGamut: isInGamut), "\(color)")
        }
    }

    /// `TokenConverter.colorNotes` as it was written with strings, before it wrote bytes.
    private static func plainColorNotes(_ color: ColorValue, isInSRGBGamut: Bool) -> [String] {
        guard color.space != .srgb else { return [] }
        var text = color.space.rawValue
        if color.components.isEmpty { text += " " }
        for component in color.components {
            text += " "
            text += component.map { AndroidNumber.format($0, decimals: 4) } ?? "none"
        }
        text += isInSRGBGamut ? " converted to sRGB" : " outside sRGB, gamut-mapped to sRGB"
        return [AndroidXML.comment(text)]
    }

    /// The sRGB bytes left for the CSS backend are those of `hexString`, for colours outside sRGB only.
    @Test func recordedSRGBBytesAreTheHexStringsBytes() {
        let colors = [
            ColorValue(space: .oklch, components: [0.9, 0.3, 310]), ColorValue(space: .displayP3, components: [0.2, 0.5, 0.9]),
            ColorValue(space: .srgb, components: [0.1, 0.2, 0.3]), ColorValue(space: .lab, components: [50, 120, -90], alpha: 0.5),
            ColorValue(space: .hsl, components: [200, 50, 40]), ColorValue(space: .oklch, components: [0.5, nil, 20]),
        ]
        let source = SourceReference(file: "a.json", line: 1, column: 1, offset: 0, endOffset: 1)
        let tokens = colors.indices.map { Token(path: TokenPath("c\($0)"), value: .color(colors[$0]), source: source) }
        var converter = TokenConverter(fontSizePaths: [], tokenCount: tokens.count, tokenCounts: [0, tokens.count])
        tokens.withUnsafeBufferPointer { list in
            for position in list.indices {
                guard let base = list.baseAddress else { return }
                _ = converter.convert(base + position, permutation: 1, position: position)
            }
        }
        for (position, color) in colors.enumerated() {
            let recorded = converter.srgbBytes.bytes(permutation: 1, position: position)
            if color.space == .srgb {
                #expect(recorded == nil)
                continue
            }
            let text = recorded.map { String(format: "#%02x%02x%02x", $0.red, $0.green, $0.blue) }
            #expect(text == color.hexString(), "\(color)")
        }
    }

    @Test func numbersAppendedOutsideTheFastPath() {
        for value in [Double.nan, .infinity, -.infinity, 0, -0.0, 1e-9, 2e15, -3e18, 1e300] {
            for decimals in 0...6 {
                var appended: [UInt8] = []
                AndroidNumber.append(value, decimals: decimals, to: &appended)
                #expect(appended == Array(AndroidNumber.format(value, decimals: decimals).utf8), "\(value), \(decimals)")
            }
        }
    }

    @Test func sameComponentsInAnotherSpaceAreAnotherColour() {
        var conversions = ColorConversions(expected: 0)
        let p3 = conversions.converted(ColorValue(space: .displayP3, components: [1, 0, 0]))
        let lab = conversions.converted(ColorValue(space: .lab, components: [1, 0, 0]))
        #expect(p3.notes != lab.notes)
        #expect(p3.rgb != lab.rgb)
    }

    @Test(arguments: [
        ("color", "color_primary", "", "#FF000000"), ("item", "x", " type=\"dimen\" format=\"float\"", "0.5"),
        ("string", "café_name", " translatable=\"false\"", "crème &amp; brûlée"), ("attr", "a", " format=\"color\"", ""),
    ])
    func linesEqualTheirPieces(tag: String, name: String, attributes: String, value: String) {
        #expect(LineText.element(tag: tag, name: name, attributes: attributes, value: value)
            == "<" + tag + " name=\"" + name + "\"" + attributes + ">" + value + "</" + tag + ">")
        #expect(LineText.comment(name + value) == "<!-- " + name + value + " -->")
    }

    @Test func registryGrowsAndKeepsEveryOwner() {
        let tokens = (0..<300).map { InMemoryModel.token("color.c\($0)", InMemoryModel.color(0, 0, 0), line: $0 + 1) }
        let model = InMemoryModel.single(tokens)
        var registry = NameRegistry(rows: TokenRows(model))
        for index in tokens.indices {
            let claimant = NameRegistry.Claimant(pathIndex: index, permutation: 0, position: index)
            let first = registry.claim("color_c\(index)", in: .color, by: claimant)
            // The same name in another class of R is free; the same token may claim its name again.
            let otherClass = registry.claim("color_c\(index)", in: .dimen, by: claimant)
            let again = registry.claim("color_c\(index)", in: .color, by: claimant)
            #expect(first && otherClass && again)
        }
        for index in tokens.indices where index % 7 == 0 {
            let other = NameRegistry.Claimant(pathIndex: (index + 1) % tokens.count, permutation: 0, position: (index + 1) % tokens.count)
            let taken = registry.claim("color_c\(index)", in: .color, by: other)
            #expect(!taken)
        }
        #expect(registry.diagnostics.count == 43)
        #expect(registry.diagnostics.first?.message == "tokens 'color.c0' and 'color.c1' both become the Android resource 'color/color_c0'")
        // Style names are claimed as their `R` fields: dots and underscores collide.
        let style = NameRegistry.Claimant(pathIndex: 0, permutation: 0, position: 0)
        let styleClaimed = registry.claim("TextAppearance.Tokens.Body", in: .style, by: style)
        let fieldTaken = registry.claim("TextAppearance_Tokens_Body", in: .style, by: NameRegistry.Claimant(pathIndex: 1, permutation: 0, position: 1))
        #expect(styleClaimed && !fieldTaken)
    }
}
