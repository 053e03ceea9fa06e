extension TokenLines {
    /// The spec's standalone rule: a non-interpolation tag alone on its line (but for blanks) takes the
    /// whole line with it, so section and comment lines leave no blank lines behind.
    mutating func removeStandaloneLines() {
        for line in lines {
            var tag: Int?
            var leading: Int?
            var isStandalone = true
            for index in line where tokens[index].kind != .newline {
                if let kind = tokens[index].tagKind {
                    guard tag == nil, kind.canStandAlone else { isStandalone = false; break }
                    tag = index
                } else {
                    guard isBlankText(index) else { isStandalone = false; break }
                    if tag == nil { leading = index }
                }
            }
            guard isStandalone, let tag else { continue }
            for index in line where index != tag { tokens[index].isRemoved = true }
            tokens[tag].isStandalone = true
            tokens[tag].indentationToken = leading
        }
    }
}
