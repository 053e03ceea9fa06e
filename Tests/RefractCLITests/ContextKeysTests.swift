import Foundation
import RefractBackend
import RefractKit
import RefractOutput
import RefractTemplates
import RefractTestSupport
import Testing

/// What a template reads from each backend's context, taken as the config's `outputs:` templates take it (the
/// built-in templates read the same value): every key the context's types declare, with the value of the
/// stored property it names, and every key documented in docs/contexts/<platform>.md.
@Suite("Contexts: the keys a template reads")
struct ContextKeysTests {
    static let platforms = ["css", "compose", "json", "swift", "android", "web", "xcassets"]

    /// The platform's context for the example token set (tokens/), and its template value.
    static func context(_ platform: String) throws -> (context: Any, value: MustacheValue) {
        let load = TokenLoader.run(LoadRequest(inputs: [TestEnvironment.packageRoot.appendingPathComponent("tokens").path]))
        let model = try #require(load.model, "tokens/ does not load: \(load.diagnostics)")
        let backend = try #require(PlatformRegistry.backend(named: platform))
        let (context, _) = backend.anyContext(BackendInput(model: model, for: [backend]), options: PlatformOptions(destination: platform))
        return (context, try MustacheValue(encoding: context))
    }

    /// A key path through the context: sections down to a value a tag prints (`leafIsList`: a list of strings).
    struct KeyPath: Hashable, CustomStringConvertible {
        var keys: [String]
        var leafIsList: Bool
        var description: String { keys.joined(separator: ".") }

        /// Sections down to the last key, which prints its value (each element of a list of strings) and `|`.
        var template: String {
            let sections = keys.dropLast()
            let leaf = keys[keys.count - 1]
            let printed = leafIsList ? "{{#\(leaf)}}{{.}}|{{/\(leaf)}}" : "{{\(leaf)}}|"
            return sections.map { "{{#\($0)}}" }.joined() + printed + sections.reversed().map { "{{/\($0)}}" }.joined()
        }
    }

    /// Every key path the value has, through every element of its lists.
    static func keyPaths(_ value: MustacheValue, prefix: [String] = []) -> Set<KeyPath> {
        guard case .context(let context) = value else { return [] }
        var paths: Set<KeyPath> = []
        for key in context.keys {
            guard let member = context.member(key) else { continue }
            let path = prefix + [key]
            switch member {
            case .context:
                paths.formUnion(keyPaths(member, prefix: path))
            case .list, .array:
                let elements = member.listElements ?? []
                if elements.contains(where: { if case .string = $0 { true } else { false } }) {
                    paths.insert(KeyPath(keys: path, leafIsList: true))
                }
                for element in elements { paths.formUnion(keyPaths(element, prefix: path)) }
            default:
                paths.insert(KeyPath(keys: path, leafIsList: false))
            }
        }
        return paths
    }

    /// Every key the value's contexts have, absent ones and those of empty lists' parents included.
    static func keys(_ value: MustacheValue) -> Set<String> {
        guard case .context(let context) = value else { return [] }
        var keys = Set(context.keys)
        for key in context.keys {
            guard let member = context.member(key) else { continue }
            if case .context = member { keys.formUnion(Self.keys(member)) }
            for element in member.listElements ?? [] { keys.formUnion(Self.keys(element)) }
        }
        return keys
    }

    /// What the template of `path` renders, found from the Swift value by reflection: the stored property each
    /// key names, in every element of every list. Nil when a key is not a stored property (a computed one
    /// named in `CodingKeys`).
    static func declared(_ value: Any, _ keys: ArraySlice<String>, leafIsList: Bool) -> String? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            // An absent value prints nothing, and a section of it renders nothing.
            guard let wrapped = mirror.children.first?.value else { return keys.isEmpty ? "|" : "" }
            return declared(wrapped, keys, leafIsList: leafIsList)
        case .collection:
            var text = ""
            for element in mirror.children {
                guard let part = declared(element.value, keys, leafIsList: leafIsList) else { return nil }
                text += part
            }
            return text
        default:
            guard let key = keys.first else {
                switch value {
                case let string as String: return string + "|"
                case let int as Int: return "\(int)|"
                case let bool as Bool: return "\(bool)|"
                default: return nil
                }
            }
            guard let member = mirror.children.first(where: { $0.label == key })?.value else { return nil }
            return declared(member, keys.dropFirst(), leafIsList: leafIsList)
        }
    }

    /// The `## Output` section of the platform's context page.
    static func documentedOutput(_ platform: String) throws -> String {
        let page = try String(
            contentsOf: TestEnvironment.packageRoot.appendingPathComponent("docs/contexts/\(platform).md"), encoding: .utf8)
        let start = try #require(page.range(of: "\n## Output\n"), "docs/contexts/\(platform).md has no Output section")
        let rest = page[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    @Test(arguments: platforms)
    func outputsTemplatesReadTheGeneratedContext(_ platform: String) throws {
        let (_, value) = try Self.context(platform)
        guard case .context = value else {
            Issue.record("the \(platform) context reaches an outputs: template as \(value), not as its generated lookups")
            return
        }
    }

    /// A template reading each key path gets the value of the property the key names, in every element.
    @Test(arguments: platforms)
    func aTemplateReadingEachKeyGetsItsValue(_ platform: String) throws {
        let (context, value) = try Self.context(platform)
        let paths = Self.keyPaths(value)
        #expect(paths.count > 10, "\(platform): \(paths.count) key paths")
        for path in paths {
            guard let expected = Self.declared(context, path.keys[...], leafIsList: path.leafIsList) else { continue }
            let template = try Template.parse(path.template, name: path.description, options: TemplateOptions(escapeMode: .none))
            #expect(template.render(value) == expected, "\(platform): \(path)")
        }
    }

    /// Every key a template can read is documented, and every key a bullet of the page starts with is one.
    @Test(arguments: platforms)
    func theContextPageDocumentsEveryKey(_ platform: String) throws {
        let (_, value) = try Self.context(platform)
        let keys = Self.keys(value)
        let page = try Self.documentedOutput(platform)
        let undocumented = keys.filter { !page.contains("`\($0)`") }
        #expect(undocumented.isEmpty, "docs/contexts/\(platform).md does not document \(undocumented.sorted())")
        let bulletKeys = page.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("- `"), let end = trimmed.dropFirst(3).firstIndex(of: "`") else { return nil }
            let key = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<end]
            // Diagnostic codes (`css.invalid-name`) start bullets too.
            return key.allSatisfy { $0.isLetter || $0.isNumber } ? String(key) : nil
        }
        let unknown = Set(bulletKeys).subtracting(keys)
        #expect(unknown.isEmpty, "docs/contexts/\(platform).md documents keys the context lacks: \(unknown.sorted())")
    }
}
