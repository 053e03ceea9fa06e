import RefractModel

/// Which path becomes which member: each path's collection and member name, and each collection's members
/// sorted by name, then by path, where the first path of a name keeps it. Arrays "by row" follow
/// `model.paths`; `members` follows `ThemeCollectionKind.allCases`.
struct ThemeMemberTable {
    /// By row: the token that decides the path's collection; nil for a path no collection holds.
    var references: [Token?]
    /// By row: the member name the path becomes (empty where `references` is nil).
    var names: [String]
    /// By row: the member's place in its collection, for the path that keeps its name.
    var places: [Int?]
    /// By row: the row that took the name first, for a path whose name is taken.
    var owners: [Int?]
    var members: [[ThemeLayout.Member]]

    init(_ reader: ThemeTokenReader) {
        let rowCount = reader.model.paths.count
        references = [Token?](repeating: nil, count: rowCount)
        names = [String](repeating: "", count: rowCount)
        places = [Int?](repeating: nil, count: rowCount)
        owners = [Int?](repeating: nil, count: rowCount)
        members = []
        for rows in nameRows(reader) {
            members.append(placeMembers(of: rows, paths: reader.model.paths))
        }
    }

    /// The kind and member name of every row, and the rows of each kind (by ordinal) with their names.
    private mutating func nameRows(_ reader: ThemeTokenReader) -> [[(name: String, row: Int)]] {
        var rowsByKind = [[(name: String, row: Int)]](repeating: [], count: ThemeCollectionKind.allCases.count)
        // Paths share most of their segments: each distinct one is split into words and cased once.
        var namedSegments: [String: ThemeMemberName.Segment] = [:]
        for row in reader.model.paths.indices {
            guard let token = reader.reference(row), let kind = ThemeCollectionKind(of: token) else { continue }
            references[row] = token
            let segments = reader.model.paths[row].segments.map { segment in
                if let known = namedSegments[segment] { return known }
                let named = ThemeMemberName.Segment(segment)
                namedSegments[segment] = named
                return named
            }
            names[row] = ThemeMemberName.name(of: segments, in: kind)
            rowsByKind[kind.ordinal].append((names[row], row))
        }
        return rowsByKind
    }

    /// One collection's members, in name then path order; a row whose name is taken records its owner.
    private mutating func placeMembers(of rows: [(name: String, row: Int)], paths: [TokenPath]) -> [ThemeLayout.Member] {
        var kept: [(name: String, row: Int)] = []
        for entry in rows.sorted(by: { ($0.name, $0.row) < ($1.name, $1.row) }) {
            if let first = kept.last, first.name == entry.name {
                owners[entry.row] = first.row
            } else {
                places[entry.row] = kept.count
                kept.append(entry)
            }
        }
        return kept.map { entry in
            let token = references[entry.row]
            return ThemeLayout.Member(
                name: entry.name, path: paths[entry.row], description: token?.description,
                deprecation: token?.deprecation, replacement: token?.replacement)
        }
    }
}
