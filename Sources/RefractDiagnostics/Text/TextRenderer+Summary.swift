extension TextRenderer {
    /// The last line of a run: `refract: 1 error, 0 warnings; no files written`. The suffix says what
    /// happened to the outputs and is left out when nil or empty.
    public static func summary(errors: Int, warnings: Int, suffix: String? = nil) -> String {
        var line = "refract: " + counted(errors, "error") + ", " + counted(warnings, "warning")
        if let suffix, !suffix.isEmpty { line += "; " + suffix }
        return line
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }
}
