/// The constants of APCA-W3 0.0.98G-4g ("G series", 2.4 exponent), the version licensed to the W3C for
/// WCAG 3 drafts; its published test pairs (`#888` on `#fff` is Lc 63.056…) are in the model's tests.
private enum APCAConstants {
    static let exponent = 2.4
    static let redWeight = 0.2126729, greenWeight = 0.7151522, blueWeight = 0.0721750
    static let normalBackground = 0.56, normalText = 0.57
    static let reverseText = 0.62, reverseBackground = 0.65
    static let blackThreshold = 0.022, blackClamp = 1.414
    static let scale = 1.14, lowOffset = 0.027, lowClip = 0.1, deltaYMinimum = 0.0005
}

extension ColorValue {
    /// APCA's screen luminance Y: sRGB channels (gamut-mapped as for `relativeLuminance`) raised to 2.4,
    /// APCA's model of a monitor, not the piecewise sRGB curve WCAG uses; alpha ignored.
    package var apcaLuminance: Double {
        let channels = srgbForContrast.resolvedComponents.map {
            RealFunctions.power(max($0, 0), APCAConstants.exponent)
        }
        return APCAConstants.redWeight * channels[0] + APCAConstants.greenWeight * channels[1]
            + APCAConstants.blueWeight * channels[2]
    }

    /// APCA lightness contrast Lc of this colour as text on `background`: positive for dark text on a light
    /// background, negative for light on dark, about ±106 at most, 0 when too close to tell. Not symmetric:
    /// which colour is the text matters. Judge `abs(Lc)` against a level (Lc 75 body text, 60 content,
    /// 45 large text, 30 non-text, 15 the least).
    package func apcaContrast(on background: ColorValue) -> Double {
        Self.apcaContrast(textY: apcaLuminance, backgroundY: background.apcaLuminance)
    }

    static func apcaContrast(textY: Double, backgroundY: Double) -> Double {
        typealias K = APCAConstants
        let power = RealFunctions.power
        // Near black, a soft clamp stands in for flare: screens never show true black.
        func softClamped(_ y: Double) -> Double {
            y > K.blackThreshold ? y : y + power(K.blackThreshold - y, K.blackClamp)
        }
        let text = softClamped(textY), background = softClamped(backgroundY)
        guard abs(background - text) >= K.deltaYMinimum else { return 0 }
        if background > text {
            let contrast = (power(background, K.normalBackground) - power(text, K.normalText)) * K.scale
            return contrast < K.lowClip ? 0 : (contrast - K.lowOffset) * 100
        }
        let contrast = (power(background, K.reverseBackground) - power(text, K.reverseText)) * K.scale
        return contrast > -K.lowClip ? 0 : (contrast + K.lowOffset) * 100
    }
}
