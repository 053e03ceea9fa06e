/// Style Dictionary's type names and its CTI convention (category/type/item): v3 chose every transform by
/// the path's first segment (`color.*` is a colour, `size.*` a rem length, `time.*` milliseconds), and v4
/// kept those as the types of legacy tokens that name none.
enum StyleDictionaryTypes {
    /// The DTCG type of an explicit `type`, or nil for a name this table does not know (kept as written,
    /// for the parser to report).
    static func dtcgType(of name: String) -> String? {
        switch name {
        case "color": "color"
        case "dimension", "size", "sizing", "spacing", "fontSize", "fontSizes", "letterSpacing", "borderRadius", "borderWidth":
            "dimension"
        case "time", "duration": "duration"
        case "lineHeight", "number", "opacity": "number"
        case "fontWeight": "fontWeight"
        case "fontFamily": "fontFamily"
        case "content", "asset", "string", "text": "string"
        case "cubicBezier": "cubicBezier"
        case "shadow", "border", "typography", "transition", "strokeStyle", "gradient", "boolean": name
        default: nil
        }
    }

    /// The type Style Dictionary's CTI transforms give a token without `type`: from `attributes.category`
    /// (or the first path segment) and `attributes.type` (or the second).
    static func ctiType(category: String, type: String?) -> String? {
        switch category {
        case "color": "color"
        case "size": "dimension"
        case "time": "duration"
        case "content", "asset": "string"
        case "font":
            switch type {
            case "family": "fontFamily"
            case "weight": "fontWeight"
            case "size": "dimension"
            default: nil
            }
        default: nil
        }
    }

    /// The categories `ctiType` knows, for messages.
    static let categories = ["color", "size", "time", "content", "asset", "font"]
}
