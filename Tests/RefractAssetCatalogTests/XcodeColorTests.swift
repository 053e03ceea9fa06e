@testable import RefractAssetCatalog
import RefractModel
import Testing

/// Components as Xcode writes them (docs/contexts/xcassets.md): 8-bit sRGB as `0xRR`, other values as
/// decimals with three places, alpha always a decimal, never the bare `1` Xcode reads as 1/255.
@Suite("Asset catalog: colour components")
struct XcodeColorTests {
    @Test func anEightBitSRGBColourIsWrittenAsHexBytes() {
        let color = XcodeColor(ColorValue(space: .srgb, components: [27.0 / 255, 129.0 / 255, 136.0 / 255]))
        #expect(color.space == .srgb)
        #expect(color.components == .init(red: "0x1B", green: "0x81", blue: "0x88", alpha: "1.000"))
    }

    @Test func componentsWithSixDecimalsOfAByteAreStillBytes() {
        let color = XcodeColor(ColorValue(space: .srgb, components: [0.105882, 0.505882, 0.533333], alpha: 0.4))
        #expect(color.components == .init(red: "0x1B", green: "0x81", blue: "0x88", alpha: "0.400"))
    }

    @Test func otherSRGBValuesAreDecimalsWithThreePlaces() {
        let color = XcodeColor(ColorValue(space: .srgb, components: [0.1, 0.945, 1]))
        #expect(color.components == .init(red: "0.100", green: "0.945", blue: "1.000", alpha: "1.000"))
    }

    @Test(arguments: [0.0, 1.0, 0.5, 0.001, 0.9999])
    func alphaIsNeverABareIntegerXcodeReadsAsEightBit(_ alpha: Double) {
        let text = XcodeColor(ColorValue(space: .srgb, components: [0, 0, 0], alpha: alpha)).components.alpha
        #expect(text.contains("."))
        #expect(text != "0" && text != "1")
    }

    @Test func moreDecimalsOnlyWhereThreeWouldChangeTheEightBitValue() {
        // Just below half a step above each byte: three places would round these up to the next byte.
        for byte in 0..<255 {
            let unit = (Double(byte) + 0.5) / 255 - 1e-5
            let text = XcodeColor.decimal(unit)
            #expect(SRGBHex.byte(Double(text)!) == SRGBHex.byte(unit), "\(unit) → \(text)")
        }
        #expect(XcodeColor.decimal(0.25) == "0.250")
    }

    @Test func aP3ColourInsideSRGBIsWrittenAsSRGB() {
        let color = XcodeColor(ColorValue(space: .displayP3, components: [0.5, 0.5, 0.5]))
        #expect(color.space == .srgb)
    }

    @Test func aWideColourIsDisplayP3AndAColourBeyondP3IsMappedIntoIt() {
        let wide = XcodeColor(ColorValue(space: .displayP3, components: [1, 0.2, 0.1]))
        #expect(wide.space == .displayP3)
        #expect(wide.components == .init(red: "1.000", green: "0.200", blue: "0.100", alpha: "1.000"))
        let beyond = XcodeColor(ColorValue(space: .rec2020, components: [0, 1, 0]))
        #expect(beyond.space == .displayP3)
        #expect(beyond.rgb.allSatisfy { $0 >= 0 && $0 <= 1 })
    }
}
