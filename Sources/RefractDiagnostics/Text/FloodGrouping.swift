/// A flood of one code (80,000 legacy-dimension warnings) is not read one by one: text output shows the
/// first `shownPerCode` of each code in full and says how many more there are, per code. Machine formats
/// (JSON, SARIF, GitHub) stay complete; `--verbose` shows every one.
package struct FloodGrouping: Sendable, Equatable {
    package var shownPerCode: Int

    package init(shownPerCode: Int = 20) {
        self.shownPerCode = shownPerCode
    }

    /// What is left out of one code: how many, and in how many files.
    package struct LeftOut: Sendable, Equatable {
        package var code: DiagnosticCode
        package var count: Int
        package var files: Int
    }

    /// The diagnostics to show, in the order given, and what is left out, by code.
    package func split(_ diagnostics: [Diagnostic]) -> (shown: [Diagnostic], leftOut: [LeftOut]) {
        var seen: [DiagnosticCode: Int] = [:]
        var files: [DiagnosticCode: Set<String>] = [:]
        var shown: [Diagnostic] = []
        for diagnostic in diagnostics {
            let count = seen[diagnostic.code, default: 0] + 1
            seen[diagnostic.code] = count
            if count <= shownPerCode {
                shown.append(diagnostic)
            } else if let file = diagnostic.span?.file {
                files[diagnostic.code, default: []].insert(file)
            }
        }
        let leftOut = seen.filter { $0.value > shownPerCode }.keys.sorted().map { code in
            LeftOut(code: code, count: seen[code, default: 0] - shownPerCode, files: files[code]?.count ?? 0)
        }
        return (shown, leftOut)
    }

    /// `refract: … and 79,975 more [compat.legacy-dimension] in 18 files (--verbose for all)`.
    package static func line(_ leftOut: LeftOut) -> String {
        var text = "refract: … and \(leftOut.count.grouped) more [\(leftOut.code)]"
        if leftOut.files > 0 { text += " in \(leftOut.files.grouped) \(leftOut.files == 1 ? "file" : "files")" }
        return text + " (--verbose for all)"
    }
}
