import RefractDiagnostics
import RefractModel
import RefractSyntax

extension ValueDecoder {
    mutating func decodeColor(_ node: SyntaxNode) -> ColorValue? {
        if let text = node.stringValue { return decodeColorString(text, at: node) }
        guard case .mapping(let entries) = node.value else {
            invalid(
                "color.invalid", "a colour must be an object with 'colorSpace' and 'components', not \(describe(node))",
                at: node)
            return nil
        }
        func member(_ key: String) -> SyntaxNode? { entries.first { $0.key == key }?.value }
        let membersOK = checkMembers(
            of: node, typeName: "color", required: ["colorSpace", "components"], optional: ["alpha", "hex"])
        guard let spaceNode = member("colorSpace") else { return nil }
        guard let spaceName = spaceNode.stringValue, let space = ColorSpace(rawValue: spaceName) else {
            let names = ColorSpace.allCases.map(\.rawValue)
            let suggestion = spaceNode.stringValue.flatMap { Suggestions.nearest(to: $0.lowercased(), in: names) }
            let message = spaceNode.stringValue.map { "unknown colour space '\($0)'" }
                ?? "'colorSpace' must be the name of a colour space, not \(describe(spaceNode))"
            diagnostics.append(.error(
                "color.unknown-space", message, at: spaceNode.span,
                notes: [DiagnosticNote("colour spaces: \(names.joined(separator: ", "))")],
                help: suggestion.map { "did you mean '\($0)'?" },
                fixIt: suggestion.map { FixIt(span: spaceNode.span, replacement: "\"\($0)\"") }))
            return nil
        }
        guard membersOK, let componentsNode = member("components") else { return nil }
        let ranges = space.components
        guard let items = componentsNode.elements else {
            invalid("color.invalid-components", "'components' must be an array, not \(describe(componentsNode))",
                at: componentsNode)
            return nil
        }
        guard items.count == ranges.count else {
            invalid(
                "color.invalid-components",
                "'\(space.rawValue)' has \(ranges.count) components (\(ranges.map(\.name).joined(separator: ", "))), but \(items.count) are given",
                at: componentsNode)
            return nil
        }
        var components: [Double?] = []
        components.reserveCapacity(items.count)
        var ok = true
        var outOfRange: [(item: SyntaxNode, range: ColorSpace.ComponentRange, number: Double)] = []
        for (item, range) in zip(items, ranges) {
            if item.stringValue == "none" {
                components.append(nil)
                continue
            }
            guard let number = item.numberValue, number.isFinite else {
                invalid("color.invalid-components",
                    "the \(range.name) component must be a number or 'none', not \(describe(item))", at: item)
                ok = false
                continue
            }
            if !range.contains(number) { outOfRange.append((item, range, number)) }
            components.append(number)
        }
        if !outOfRange.isEmpty {
            ok = false
            reportOutOfRange(outOfRange, components: components, of: space, at: componentsNode, complete: items.count == components.count)
        }
        var alpha = 1.0
        if let alphaNode = member("alpha") {
            if let value = alphaNode.numberValue, (0...1).contains(value) {
                alpha = value
            } else {
                invalid("color.invalid-alpha", "alpha must be a number in [0, 1], not \(describe(alphaNode))", at: alphaNode)
                ok = false
            }
        }
        var hex: String?
        if let hexNode = member("hex") {
            if let text = hexNode.stringValue, LegacyColor.isSixDigitHex(text) {
                hex = text
            } else if let text = hexNode.stringValue, let short = LegacyColor.expandedShortHex(text) {
                compatibility(
                    "compat.short-hex", "the 'hex' fallback '\(text)' is not in 6-digit form", at: hexNode,
                    help: "DTCG 2025.10 requires 6 hex digits", replacement: "\"\(short)\"")
                hex = short
            } else {
                reportInvalidFallback(hexNode)
                ok = false
            }
        }
        guard ok else { return nil }
        let color = ColorValue(space: space, components: components, alpha: alpha, hex: hex)
        if let hex, let hexNode = member("hex") { checkHexAgrees(hex, with: color, at: hexNode) }
        return color
    }

    /// A colour string: a legacy CSS colour (a compatibility warning), or one error naming what is wrong
    /// with it: a hex's digits, or the values CSS would clamp.
    private mutating func decodeColorString(_ text: String, at node: SyntaxNode) -> ColorValue? {
        let trimmed = String(text.trimmingWhitespace)
        guard let parsed = CSSColorString.parse(trimmed) else {
            if trimmed.hasPrefix("#"), let problem = ColorMistakes.hexProblem(trimmed) {
                reportHexProblem(problem, in: text, at: node)
            } else {
                invalid(
                    "color.invalid", "could not parse colour '\(text)'", at: node,
                    help: "write an object such as { \"colorSpace\": \"srgb\", \"components\": [1, 0, 0] }")
            }
            return nil
        }
        // A clamped value shows another colour than the one written: an error, with no legacy warning beside it.
        guard parsed.clamped.isEmpty else {
            invalid(
                "color.component-out-of-range", ColorMistakes.clampedMessage(parsed.clamped, in: text), at: node,
                help: ColorMistakes.clampedHelp(parsed.clamped))
            return nil
        }
        compatibility(
            "compat.legacy-color", "legacy string colour '\(text)'", at: node,
            help: "DTCG 2025.10 writes colours as objects with 'colorSpace' and 'components'",
            replacement: LegacyColor.objectLiteral(parsed.color))
        return parsed.color
    }

    /// A hex string that is not a colour: its digit count, or the first character that is not a digit
    /// (located at that character when the source spells the string as is).
    private mutating func reportHexProblem(_ problem: ColorMistakes.HexProblem, in text: String, at node: SyntaxNode) {
        let leading = text.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        let trimmed = String(text.trimmingWhitespace)
        switch problem {
        case .digitCount(let count):
            invalid(
                "color.invalid", "hex colour '\(trimmed)' has \(count) \(count == 1 ? "digit" : "digits")", at: node,
                help: "a hex colour has 3, 4, 6 or 8 digits")
        case .notADigit(let character, let offset):
            let span = ColorMistakes.span(
                ofByte: leading + offset, length: character.utf8.count, in: text, at: node.span) ?? node.span
            diagnostics.append(.error(
                "color.invalid", ColorMistakes.notADigitMessage(character, in: trimmed), at: span,
                help: ColorMistakes.hexDigitsHelp))
        case .noHash:
            invalid("color.invalid", "could not parse colour '\(text)'", at: node)
        }
    }

    /// A `hex` fallback that is neither 6 digits nor a short form: what is wrong with it, once.
    private mutating func reportInvalidFallback(_ hexNode: SyntaxNode) {
        let expected = "the 'hex' fallback must be a 6-digit hex colour like '#1b8188'"
        guard let text = hexNode.stringValue else {
            invalid("color.invalid-hex", "\(expected), not \(describe(hexNode))", at: hexNode)
            return
        }
        switch ColorMistakes.hexProblem(text) {
        case .notADigit(let character, let offset):
            let span = ColorMistakes.span(ofByte: offset, length: character.utf8.count, in: text, at: hexNode.span)
            diagnostics.append(.error(
                "color.invalid-hex", ColorMistakes.notADigitMessage(character, in: text), at: span ?? hexNode.span,
                help: ColorMistakes.hexDigitsHelp))
        case .noHash:
            invalid("color.invalid-hex", "\(expected), not '\(text)', which has no '#'", at: hexNode)
        case .digitCount, nil:
            // Six digits and the short forms are read before this, so a hex colour here has eight digits:
            // six and an alpha. Any other count is a digit dropped or doubled.
            let count = text.utf8.count - 1
            invalid(
                "color.invalid-hex", "\(expected), not '\(text)' (\(count) \(count == 1 ? "digit" : "digits"))",
                at: hexNode, help: count == 8 ? "alpha goes in 'alpha', not in the hex fallback" : nil)
        }
    }

    /// Components outside their ranges, as one error for the colour: bytes where fractions belong get the
    /// division as their fix; a single bad component is located at itself.
    private mutating func reportOutOfRange(
        _ outOfRange: [(item: SyntaxNode, range: ColorSpace.ComponentRange, number: Double)], components: [Double?],
        of space: ColorSpace, at componentsNode: SyntaxNode, complete: Bool
    ) {
        if complete, let divided = ColorMistakes.dividedBy255(components, ranges: space.components) {
            diagnostics.append(.error(
                "color.component-out-of-range",
                "'\(space.rawValue)' components are 0–1, not 0–255", at: componentsNode.span,
                help: "divide by 255: \(divided)", fixIt: FixIt(span: componentsNode.span, replacement: divided)))
            return
        }
        if outOfRange.count == 1, let only = outOfRange.first {
            invalid(
                "color.component-out-of-range",
                "\(only.range.name) \(formatNumber(only.number)) is out of range \(only.range.notation) for '\(space.rawValue)'",
                at: only.item)
            return
        }
        let each = outOfRange.map { "\($0.range.name) \(formatNumber($0.number)) is out of range \($0.range.notation)" }
        invalid("color.component-out-of-range", "in '\(space.rawValue)', " + each.joined(separator: ", "), at: componentsNode)
    }

    /// A `hex` fallback that is not the colour of the components (more than one 8-bit step in a channel)
    /// shows another colour wherever the fallback is used. Only colours inside sRGB are compared: outside,
    /// the fallback is some gamut mapping's choice.
    private mutating func checkHexAgrees(_ hex: String, with color: ColorValue, at node: SyntaxNode) {
        guard color.isInGamut(.srgb), let (red, green, blue, _) = SRGBHex.bytes(of: hex) else { return }
        // A hex channel is a byte; two bytes apart is more than rounding.
        let own = color.srgbBytes
        let differs = [(red, own.0), (green, own.1), (blue, own.2)].contains { abs(Int($0) - Int($1)) > 1 }
        guard differs else { return }
        let expected = color.hexString()
        diagnostics.append(.warning(
            "color.hex-mismatch",
            "the 'hex' fallback '\(hex)' is not the colour of the components, which is '\(expected)'", at: node.span,
            help: "write the components' hex, or leave 'hex' out",
            fixIt: FixIt(span: node.span, replacement: "\"\(expected)\"")))
    }
}
