extension Int {
    /// A count or a limit as messages print it: `79975` as `79,975`.
    package var grouped: String {
        let digits = Array(String(self.magnitude))
        var text = self < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
