import RefractModel

/// Reads Chromium's serialisation of computed values back into numbers and colours.
enum ComputedValues {
    /// Splits at `separator` outside parentheses and quotes, trimming spaces.
    static func split(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if character == separator && depth == 0 {
                parts.append(current.trimmingCharacters(in: " "))
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: " "))
        return parts.filter { !$0.isEmpty }
    }

    static func px(_ text: String) -> Double? {
        text.hasSuffix("px") ? Double(text.dropLast(2)) : nil
    }

    static func seconds(_ text: String) -> Double? {
        if text.hasSuffix("ms") { return Double(text.dropLast(2)).map { $0 / 1000 } }
        return text.hasSuffix("s") ? Double(text.dropLast()) : nil
    }

    static func bezier(_ text: String) -> [Double]? {
        switch text {
        case "linear": return [0, 0, 1, 1]
        case "ease": return [0.25, 0.1, 0.25, 1]
        case "ease-in": return [0.42, 0, 1, 1]
        case "ease-out": return [0, 0, 0.58, 1]
        case "ease-in-out": return [0.42, 0, 0.58, 1]
        default: break
        }
        guard text.hasPrefix("cubic-bezier("), text.hasSuffix(")") else { return nil }
        let numbers = split(String(text.dropFirst(13).dropLast()), on: ",").compactMap(Double.init)
        return numbers.count == 4 ? numbers : nil
    }

    /// Family names with quotes and escapes removed.
    static func families(_ text: String) -> [String] {
        split(text, on: ",").map { name in
            guard let first = name.first, first == "\"" || first == "'", name.count >= 2 else { return name }
            var result = ""
            var escaped = false
            for character in name.dropFirst().dropLast() {
                if escaped { result.append(character); escaped = false } else if character == "\\" { escaped = true }
                else { result.append(character) }
            }
            return result
        }
    }

    /// `rgb()`, `rgba()`, `color(space …)`, `oklch()`, `oklab()`, `lab()`, `lch()` as Chromium prints them.
    static func color(_ text: String) -> ColorValue? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let function = String(text[..<open])
        var arguments = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        var alpha = 1.0
        if let slash = arguments.firstIndex(of: "/") {
            alpha = number(String(arguments[arguments.index(after: slash)...]).trimmingCharacters(in: " ")) ?? 1
            arguments = String(arguments[..<slash])
        }
        var words = arguments.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let space: ColorSpace
        switch function {
        case "rgb", "rgba":
            if words.count == 4 { alpha = number(words.removeLast()) ?? 1 }
            let channels = words.compactMap(number).map { $0 / 255 }
            return channels.count == 3 ? ColorValue(space: .srgb, components: channels, alpha: alpha) : nil
        case "color":
            guard let name = words.first, let named = ColorSpace(rawValue: name) else { return nil }
            space = named
            words.removeFirst()
        case "oklch": space = .oklch
        case "oklab": space = .oklab
        case "lab": space = .lab
        case "lch": space = .lch
        default: return nil
        }
        guard words.count == 3 else { return nil }
        let components: [Double?] = words.map { $0 == "none" ? nil : number($0) }
        return ColorValue(space: space, components: components, alpha: alpha)
    }

    private static func number(_ text: String) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        return Double(text)
    }
}

extension String {
    func trimmingCharacters(in character: Character) -> String {
        var slice = Substring(self)
        while slice.first == character { slice.removeFirst() }
        while slice.last == character { slice.removeLast() }
        return String(slice)
    }
}
