/// `"16px"`, `"1.5rem"`, `"200ms"`: a number followed by a unit, as older drafts wrote them.
enum LegacyQuantity {
    static func parse(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingWhitespace
        guard let unitStart = trimmed.firstIndex(where: { $0.isLetter }) else { return nil }
        let numberText = trimmed[..<unitStart]
        let unit = trimmed[unitStart...]
        guard !numberText.isEmpty, unit.allSatisfy(\.isLetter), let number = Double(numberText), number.isFinite
        else { return nil }
        return (number, String(unit))
    }
}
