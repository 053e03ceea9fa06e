import RefractDiagnostics
import RefractModel
import RefractSyntax

extension AliasResolution {
    private func join(_ part: String, _ member: String) -> String {
        part.isEmpty ? member : part + "." + member
    }

    mutating func decodeStrokeStyle(_ node: SyntaxNode, part: String) -> StrokeStyle? {
        if let text = node.stringValue {
            if let keyword = StrokeStyle.Keyword(rawValue: text) { return .keyword(keyword) }
            invalid(
                "strokeStyle.invalid", "'\(text)' is not a stroke style", at: node,
                help: "use one of \(StrokeStyle.Keyword.allCases.map(\.rawValue).joined(separator: ", ")), or an object with 'dashArray' and 'lineCap'")
            return nil
        }
        guard checkMembers(of: node, typeName: "strokeStyle", required: ["dashArray", "lineCap"]),
            let dashNode = node["dashArray"], let capNode = node["lineCap"]
        else { return nil }
        guard let items = dashNode.elements, !items.isEmpty else {
            invalid("strokeStyle.invalid", "'dashArray' must be a non-empty array of dimensions", at: dashNode)
            return nil
        }
        var dashes: [Dimension] = []
        for (i, item) in items.enumerated() {
            guard let dash = decodePart(item, as: .dimension, part: join(part, "dashArray.\(i)"), {
                if case .dimension(let d) = $0 { d } else { nil }
            }) else { return nil }
            dashes.append(dash)
        }
        guard let capText = capNode.stringValue, let cap = StrokeStyle.LineCap(rawValue: capText) else {
            invalid("strokeStyle.invalid", "'lineCap' must be 'round', 'butt' or 'square', not \(describe(capNode))",
                at: capNode)
            return nil
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    mutating func decodeBorder(_ node: SyntaxNode, part: String) -> TokenValue? {
        guard checkMembers(of: node, typeName: "border", required: ["color", "width", "style"]),
            let colorNode = node["color"], let widthNode = node["width"], let styleNode = node["style"]
        else { return nil }
        let color = decodePart(colorNode, as: .color, part: join(part, "color")) { if case .color(let c) = $0 { c } else { nil } }
        let width = decodePart(widthNode, as: .dimension, part: join(part, "width")) { if case .dimension(let d) = $0 { d } else { nil } }
        let style = decodePart(styleNode, as: .strokeStyle, part: join(part, "style")) { if case .strokeStyle(let s) = $0 { s } else { nil } }
        guard let color, let width, let style else { return nil }
        return .border(Border(color: color, width: width, style: style))
    }

    mutating func decodeTransition(_ node: SyntaxNode, part: String) -> TokenValue? {
        guard checkMembers(of: node, typeName: "transition", required: ["duration", "delay", "timingFunction"]),
            let durationNode = node["duration"], let delayNode = node["delay"], let timingNode = node["timingFunction"]
        else { return nil }
        let duration = decodePart(durationNode, as: .duration, part: join(part, "duration")) { if case .duration(let d) = $0 { d } else { nil } }
        let delay = decodePart(delayNode, as: .duration, part: join(part, "delay")) { if case .duration(let d) = $0 { d } else { nil } }
        let timing = decodePart(timingNode, as: .cubicBezier, part: join(part, "timingFunction")) { if case .cubicBezier(let c) = $0 { c } else { nil } }
        guard let duration, let delay, let timing else { return nil }
        return .transition(Transition(duration: duration, delay: delay, timingFunction: timing))
    }

    mutating func decodeShadow(_ node: SyntaxNode, part: String) -> TokenValue? {
        if let items = node.elements {
            guard !items.isEmpty else {
                invalid("shadow.invalid", "a shadow array cannot be empty", at: node)
                return nil
            }
            var layers: [ShadowLayer] = []
            var ok = true
            for (i, item) in items.enumerated() {
                // An element may itself reference a shadow token; that token must be a single layer.
                guard let value = decode(item, as: .standard(.shadow), part: join(part, "\(i)")) else {
                    ok = false
                    continue
                }
                if case .shadow(let nested, _) = value { layers.append(contentsOf: nested) }
            }
            return ok ? .shadow(layers, isList: true) : nil
        }
        guard checkMembers(
            of: node, typeName: "shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"]),
            let colorNode = node["color"], let xNode = node["offsetX"], let yNode = node["offsetY"],
            let blurNode = node["blur"], let spreadNode = node["spread"]
        else { return nil }
        let color = decodePart(colorNode, as: .color, part: join(part, "color")) { if case .color(let c) = $0 { c } else { nil } }
        let x = decodePart(xNode, as: .dimension, part: join(part, "offsetX")) { if case .dimension(let d) = $0 { d } else { nil } }
        let y = decodePart(yNode, as: .dimension, part: join(part, "offsetY")) { if case .dimension(let d) = $0 { d } else { nil } }
        let blur = decodePart(blurNode, as: .dimension, part: join(part, "blur")) { if case .dimension(let d) = $0 { d } else { nil } }
        let spread = decodePart(spreadNode, as: .dimension, part: join(part, "spread")) { if case .dimension(let d) = $0 { d } else { nil } }
        var inset = false
        if let insetNode = node["inset"] {
            guard let flag = insetNode.boolValue else {
                invalid("shadow.invalid", "'inset' must be true or false, not \(describe(insetNode))", at: insetNode)
                return nil
            }
            inset = flag
        }
        guard let color, let x, let y, let blur, let spread else { return nil }
        return .shadow([ShadowLayer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)], isList: false)
    }

    mutating func decodeGradient(_ node: SyntaxNode, part: String) -> TokenValue? {
        guard let items = node.elements, !items.isEmpty else {
            invalid("gradient.invalid", "a gradient must be a non-empty array of stops, not \(describe(node))", at: node,
                help: "each stop is { \"color\": …, \"position\": 0 }")
            return nil
        }
        var stops: [GradientStop] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let itemPart = join(part, "\(i)")
            if item.stringValue != nil || item["$ref"] != nil {
                // A reference to a gradient token: its stops are spliced in.
                guard let value = decode(item, as: .standard(.gradient), part: itemPart),
                    case .gradient(let nested) = value
                else { ok = false; continue }
                stops.append(contentsOf: nested)
                continue
            }
            guard checkMembers(of: item, typeName: "gradient", required: ["color", "position"]),
                let colorNode = item["color"], let positionNode = item["position"]
            else { ok = false; continue }
            let color = decodePart(colorNode, as: .color, part: join(itemPart, "color")) { if case .color(let c) = $0 { c } else { nil } }
            let position = decodePart(positionNode, as: .number, part: join(itemPart, "position")) { if case .number(let n) = $0 { n } else { nil } }
            guard let color, let position else { ok = false; continue }
            stops.append(GradientStop(color: color, position: position))
        }
        return ok ? .gradient(stops) : nil
    }

    mutating func decodeTypography(_ node: SyntaxNode, part: String) -> TokenValue? {
        guard checkMembers(
            of: node, typeName: "typography",
            required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]),
            let familyNode = node["fontFamily"], let sizeNode = node["fontSize"], let weightNode = node["fontWeight"]
        else { return nil }
        let family = decodePart(familyNode, as: .fontFamily, part: join(part, "fontFamily")) { if case .fontFamily(let f) = $0 { f } else { nil } }
        let size = decodePart(sizeNode, as: .dimension, part: join(part, "fontSize")) { if case .dimension(let d) = $0 { d } else { nil } }
        let weight = decodePart(weightNode, as: .fontWeight, part: join(part, "fontWeight")) { if case .fontWeight(let w) = $0 { w } else { nil } }
        var spacing: Dimension?
        var line: Double?
        var ok = true
        if let spacingNode = node["letterSpacing"] {
            spacing = decodePart(spacingNode, as: .dimension, part: join(part, "letterSpacing")) { if case .dimension(let d) = $0 { d } else { nil } }
            ok = ok && spacing != nil
        }
        if let lineNode = node["lineHeight"], lineNode["unit"] != nil || studioAliasIsDimension(lineNode), let size {
            // Terrazzo accepts a dimension here; DTCG says a multiplier of the font size.
            line = decodePart(lineNode, as: .dimension, part: join(part, "lineHeight")) {
                if case .dimension(let d) = $0, size.points > 0 { d.points / size.points } else { nil }
            }
            if let line {
                compatibility(
                    "compat.line-height-dimension", "typography 'lineHeight' is a dimension, not a multiplier", at: lineNode,
                    help: "DTCG 2025.10 writes lineHeight as a number multiplying fontSize",
                    replacement: formatNumber((line * 10000).rounded() / 10000))
            }
            ok = ok && line != nil
        } else if let lineNode = node["lineHeight"] {
            line = decodePart(lineNode, as: .number, part: join(part, "lineHeight")) { if case .number(let n) = $0 { n } else { nil } }
            ok = ok && line != nil
        }
        guard ok, let family, let size, let weight else { return nil }
        return .typography(Typography(
            fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: line))
    }
}
