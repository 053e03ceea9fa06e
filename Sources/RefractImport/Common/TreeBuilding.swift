import RefractSyntax

/// Nodes made by a translator stand where the text they come from stands, so that every diagnostic about
/// a translated token points into the file the user wrote.
extension SyntaxNode {
    static func mapping(_ entries: [SyntaxEntry], like origin: SyntaxNode) -> SyntaxNode {
        SyntaxNode(.mapping(entries), location: origin.location)
    }

    static func string(_ text: String, like origin: SyntaxNode) -> SyntaxNode {
        SyntaxNode(.string(text), location: origin.location)
    }

    static func number(_ number: Double, like origin: SyntaxNode) -> SyntaxNode {
        SyntaxNode(.number(number, isInteger: number == number.rounded() && abs(number) < 1e15), location: origin.location)
    }

    static func sequence(_ items: [SyntaxNode], like origin: SyntaxNode) -> SyntaxNode {
        SyntaxNode(.sequence(items), location: origin.location)
    }

    static func bool(_ flag: Bool, like origin: SyntaxNode) -> SyntaxNode {
        SyntaxNode(.bool(flag), location: origin.location)
    }

    /// A dimension or duration object `{ "value": n, "unit": u }`.
    static func quantity(_ number: Double, unit: String, like origin: SyntaxNode) -> SyntaxNode {
        .mapping([.init("value", .number(number, like: origin), like: origin), .init("unit", .string(unit, like: origin), like: origin)], like: origin)
    }
}

extension SyntaxEntry {
    /// An entry whose key stands where `origin` (a node) stands.
    init(_ key: String, _ value: SyntaxNode, like origin: SyntaxNode) {
        self.init(key: key, keyLocation: origin.location, value: value)
    }

    /// The entry with a new key and value, its key still where it was written.
    func renamed(_ key: String, value: SyntaxNode? = nil) -> SyntaxEntry {
        SyntaxEntry(key: key, keyLocation: keyLocation, value: value ?? self.value)
    }
}
