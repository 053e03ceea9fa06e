import RefractModel

/// A colour as a small square image in markdown: an SVG data URI, which editors show in hovers.
enum Swatch {
    static func markdown(_ color: ColorValue) -> String {
        let hex = color.hexString(includeAlpha: false)
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='12' height='12'><rect width='12' height='12' fill='\(hex)' fill-opacity='\(ValueText.number(color.alpha))' stroke='gray'/></svg>"
        return "![\(hex)](data:image/svg+xml;base64,\(base64(Array(svg.utf8))))"
    }

    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let value = (UInt32(chunk[0]) << 16) | (UInt32(chunk.count > 1 ? chunk[1] : 0) << 8) | UInt32(chunk.count > 2 ? chunk[2] : 0)
            output.append(alphabet[Int((value >> 18) & 63)])
            output.append(alphabet[Int((value >> 12) & 63)])
            output.append(chunk.count > 1 ? alphabet[Int((value >> 6) & 63)] : UInt8(ascii: "="))
            output.append(chunk.count > 2 ? alphabet[Int(value & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
