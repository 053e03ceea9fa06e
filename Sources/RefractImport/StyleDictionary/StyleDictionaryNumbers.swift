/// Numbers written as text in Style Dictionary values (`"200"`, `"16px"`, `".5rem"`).
enum StyleDictionaryNumbers {
    /// The number and the letters after it, when the whole text is one (`"16px"` → 16, "px"; `"2"` → 2, "").
    static func quantity(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingCharacters(in: [" "])
        guard let end = trimmed.firstIndex(where: { $0.isLetter || $0 == "%" }) else {
            return Double(trimmed).map { ($0, "") }
        }
        let digits = trimmed[..<end]
        let unit = trimmed[end...]
        guard !digits.isEmpty, unit.allSatisfy({ $0.isLetter || $0 == "%" }), let number = Double(digits) else { return nil }
        return (number, String(unit))
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> Substring {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return text
    }
}
