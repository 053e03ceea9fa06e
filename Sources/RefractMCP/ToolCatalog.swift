/// Every tool `refract mcp` offers, in the order `tools/list` gives them.
enum ToolCatalog {
    static let all: [Tool] = [lint, resolve, search, explain, names, diff, usage]

    static func tool(named name: String) -> Tool? { all.first { $0.name == name } }
}
