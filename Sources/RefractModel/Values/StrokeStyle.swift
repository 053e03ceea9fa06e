public enum StrokeStyle: Sendable, Hashable, Codable {
    public enum Keyword: String, Sendable, Hashable, Codable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }

    public enum LineCap: String, Sendable, Hashable, Codable, CaseIterable {
        case round, butt, square
    }

    case keyword(Keyword)
    case dashes(dashArray: [Dimension], lineCap: LineCap)
}
