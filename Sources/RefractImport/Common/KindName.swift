import RefractSyntax

extension SyntaxNode {
    /// The node's kind with its article, for messages: "an object", "a string".
    var kindWithArticle: String {
        switch value {
        case .mapping: "an object"
        case .sequence: "an array"
        default: "a \(kindName)"
        }
    }
}
