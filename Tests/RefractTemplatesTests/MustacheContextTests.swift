import RefractTemplates
import Testing

/// A context read through its lookups renders as the object of its members would.
@Suite("Context values")
struct MustacheContextTests {
    struct Swatch: MustacheContext {
        var name: String
        var note: String?
        var mustacheKeys: [String] { ["name", "note"] }
        func mustacheMember(_ key: String) -> MustacheValue? {
            switch key {
            case "name": .string(name)
            case "note": note.map(MustacheValue.string)
            default: nil
            }
        }
    }

    struct Palette: MustacheContext {
        var note: String
        var swatches: [Swatch]
        var mustacheKeys: [String] { ["note", "swatches"] }
        func mustacheMember(_ key: String) -> MustacheValue? {
            switch key {
            case "note": .string(note)
            case "swatches": .list(MustacheList(contexts: swatches))
            default: nil
            }
        }
    }

    static let palette = Palette(note: "outer", swatches: [Swatch(name: "teal", note: "inner"), Swatch(name: "red", note: nil)])

    /// An absent optional is an absent key: the name is looked up further out, as for an object.
    @Test func anAbsentMemberIsLookedUpFurtherOut() throws {
        let template = try Template.parse("{{#swatches}}{{name}}:{{note}};{{/swatches}}", name: "t")
        #expect(template.render(Self.palette.mustacheValue) == "teal:inner;red:outer;")
    }

    @Test func equalsTheObjectOfItsMembers() {
        let object: MustacheValue = [
            "note": "outer",
            "swatches": [["name": "teal", "note": "inner"], ["name": "red"]],
        ]
        #expect(Self.palette.mustacheValue == object)
        #expect(Self.palette.mustacheValue.hashValue == object.hashValue)
    }

    /// A context given as an `Encodable` value (an `outputs:` template's) is read through its lookups.
    @Test func encodingAContextKeepsItsLookups() throws {
        struct Encoded: MustacheContext, Encodable {
            var mustacheKeys: [String] { ["name"] }
            func mustacheMember(_ key: String) -> MustacheValue? { key == "name" ? "looked up" : nil }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode("encoded")
            }
        }
        let template = try Template.parse("{{name}}", name: "t")
        #expect(template.render(try MustacheValue(encoding: Encoded())) == "looked up")
    }
}
