/// HSL and HWB as polar forms of sRGB, by the CSS Color 4 sample code. Saturation, lightness, whiteness and
/// blackness are 0–100 as DTCG writes them; a hue of `.nan` means powerless (becomes `none`).
enum HSLConversion {
    /// Differences of sRGB channels below this are noise from earlier conversions, not colour.
    private static let achromaticSpread = 1e-9

    static func srgb(fromHSL hsl: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizedHue(hsl.x)
        let saturation = hsl.y / 100
        let lightness = hsl.z / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    static func hsl(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = rgb.max(), minimum = rgb.min()
        let lightness = (maximum + minimum) / 2
        let spread = maximum - minimum
        guard spread > achromaticSpread else { return SIMD3(.nan, 0, lightness * 100) }
        var saturation = (lightness == 0 || lightness == 1) ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
        var hue = hueAngle(rgb, maximum: maximum, spread: spread)
        // Far out of gamut colours give a negative saturation; CSS rotates the hue instead.
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        return SIMD3(normalizedHue(hue), saturation * 100, lightness * 100)
    }

    static func srgb(fromHWB hwb: SIMD3<Double>) -> SIMD3<Double> {
        let whiteness = hwb.y / 100
        let blackness = hwb.z / 100
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return SIMD3(repeating: gray)
        }
        let pure = srgb(fromHSL: SIMD3(hwb.x, 100, 50))
        return pure * (1 - whiteness - blackness) + whiteness
    }

    static func hwb(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = rgb.max(), minimum = rgb.min()
        let spread = maximum - minimum
        let whiteness = minimum
        let blackness = 1 - maximum
        let powerless = spread <= achromaticSpread || whiteness + blackness >= 1 - 1e-5
        let hue = powerless ? Double.nan : normalizedHue(hueAngle(rgb, maximum: maximum, spread: spread))
        return SIMD3(hue, whiteness * 100, blackness * 100)
    }

    private static func hueAngle(_ rgb: SIMD3<Double>, maximum: Double, spread: Double) -> Double {
        let sixths: Double
        if maximum == rgb.x {
            sixths = (rgb.y - rgb.z) / spread + (rgb.y < rgb.z ? 6 : 0)
        } else if maximum == rgb.y {
            sixths = (rgb.z - rgb.x) / spread + 2
        } else {
            sixths = (rgb.x - rgb.y) / spread + 4
        }
        return sixths * 60
    }
}
