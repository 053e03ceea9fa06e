import RefractDiagnostics
import RefractModel
import RefractSyntax

extension ValueResolver {
    mutating func decodeColor(_ node: SyntaxNode) -> ColorValue? {
        if let text = node.stringValue {
            guard let color = LegacyColor.parse(text) else {
                invalid(
                    "color.invalid", "could not parse colour '\(text)'", at: node,
                    help: "write an object such as { \"colorSpace\": \"srgb\", \"components\": [1, 0, 0] }")
                return nil
            }
            compatibility(
                "compat.legacy-color", "legacy string colour '\(text)'", at: node,
                help: "DTCG 2025.10 writes colours as objects with 'colorSpace' and 'components'",
                replacement: LegacyColor.objectLiteral(color))
            return color
        }
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
            diagnostics.append(.error(
                "color.unknown-space", "unknown colour space \(describe(spaceNode))", at: spaceNode.span,
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
            if !range.contains(number) {
                invalid(
                    "color.component-out-of-range",
                    "\(range.name) \(formatNumber(number)) is out of range \(range.notation) for '\(space.rawValue)'",
                    at: item)
                ok = false
            }
            components.append(number)
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
                invalid(
                    "color.invalid-hex", "the 'hex' fallback must be a 6-digit hex colour like '#1b8188', not \(describe(hexNode))",
                    at: hexNode, help: "alpha goes in 'alpha', not in the hex fallback")
                ok = false
            }
        }
        guard ok else { return nil }
        let color = ColorValue(space: space, components: components, alpha: alpha, hex: hex)
        if let hex, let hexNode = member("hex") { checkHexAgrees(hex, with: color, at: hexNode) }
        return color
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
