import Foundation
import RefractDiagnostics
import RefractImport
import RefractKit
import RefractModel
import Testing

/// Style Dictionary values read as Style Dictionary reads them, through the loader.
@Suite("Style Dictionary import")
struct StyleDictionaryImportTests {
    static func load(_ text: String, name: String = "tokens.json") throws -> LoadResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-sd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name).path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        var request = LoadRequest(inputs: [file])
        request.formats = [file: .styleDictionary]
        return TokenLoader.run(request)
    }

    static let values: [(source: String, path: String, value: TokenValue)] = [
        (#"{ "size": { "s": { "value": 0.5 } } }"#, "size.s", .dimension(Dimension(0.5, .rem))),
        (#"{ "size": { "s": { "value": "2" } } }"#, "size.s", .dimension(Dimension(2, .rem))),
        (#"{ "size": { "s": { "value": "16px" } } }"#, "size.s", .dimension(Dimension(16, .px))),
        (#"{ "time": { "fast": { "value": "200" } } }"#, "time.fast", .duration(Duration(200, .ms))),
        (#"{ "x": { "fast": { "value": 200, "type": "time" } } }"#, "x.fast", .duration(Duration(200, .ms))),
        (#"{ "x": { "s": { "value": "1.5", "type": "fontSize" } } }"#, "x.s", .dimension(Dimension(1.5, .rem))),
        (#"{ "x": { "w": { "value": "700", "type": "fontWeight" } } }"#, "x.w", .fontWeight(FontWeight(700))),
        (#"{ "x": { "a": { "value": 4, "type": "dimension" }, "b": { "value": "{x.a.value}" } } }"#, "x.b", .dimension(Dimension(4, .rem))),
        (#"{ "a": { "value": "304px" }, "b": { "value": "calc({a} / 2)", "type": "string" } }"#, "b", .other(typeName: "string", value: .string("calc(304px / 2)"))),
    ]

    @Test(arguments: values.indices)
    func valueAsStyleDictionaryReadsIt(_ index: Int) throws {
        let (source, path, expected) = Self.values[index]
        let result = try Self.load(source)
        #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
        #expect(result.model?.tokenSets.first?[TokenPath(path)]?.value == expected)
    }

    @Test func colourStringsAreNotCompatibilityFindings() throws {
        let result = try Self.load(##"{ "color": { "a": { "value": "#1b8188" }, "b": { "value": "rgba(0, 0, 0, 0.5)" }, "c": { "value": "#fff" } } }"##)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.code))")
        #expect(result.model?.paths.count == 3)
    }

    @Test func commentDeprecationAndAttributesAreKept() throws {
        let result = try Self.load(##"""
            { "color": { "old": { "value": "#000000", "comment": "Use ink.", "deprecated": true, "deprecated_comment": "Replaced by ink.", "attributes": { "category": "color" }, "themeable": true } } }
            """##)
        let token = try #require(result.model?.tokenSets.first?[TokenPath("color.old")])
        #expect(token.description == "Use ink.")
        #expect(token.deprecation != nil)
        #expect(result.errorCount == 0)
        guard case .object(let extensions)? = token.extensions else {
            Issue.record("no $extensions: \(String(describing: token.extensions))")
            return
        }
        #expect(extensions.contains { $0.key == "com.amazon.style-dictionary" })
    }

    static let warnings: [(source: String, code: String, message: String, line: Int, column: Int)] = [
        (
            "{\n  \"breakpoint\": { \"xs\": { \"value\": \"480px\" } }\n}", "import.type-not-inferred",
            "cannot infer the type of 'breakpoint.xs' from its path: 'breakpoint' is not a Style Dictionary category (color, size, time, content, asset, font); read as dimension from its value",
            2, 36
        ),
        (
            "{\n  \"globals\": { \"unit\": \"px\" }\n}", "import.not-carried",
            "'globals.unit' is not a token or a group (its value is a string): it is not read as a token (Style Dictionary writes no output for it either); references to it inside strings still take its value",
            2, 16
        ),
        (
            "{\n  \"size\": { \"g\": { \"value\": \"calc({size.nope} * 2)\" } }\n}", "import.unresolved-reference",
            "a reference in 'calc({size.nope} * 2)' names no token of this input, or leads back to itself", 2, 29
        ),
    ]

    /// Errors stay located in the original file, at the source value or key.
    @Test(arguments: warnings.indices)
    func findingsAreLocatedInTheSource(_ index: Int) throws {
        let (source, code, message, line, column) = Self.warnings[index]
        let result = try Self.load(source)
        let found = try #require(result.diagnostics.first { $0.code.rawValue == code }, "\(result.diagnostics.map(\.code))")
        #expect(found.message == message)
        #expect(found.span?.start.line == line)
        #expect(found.span?.start.column == column)
        #expect(found.span?.file.hasSuffix("tokens.json") == true)
    }

    /// A parser error in a translated value points at the Style Dictionary file's own `value`.
    @Test func parserErrorsPointIntoTheSource() throws {
        let result = try Self.load("{\n  \"color\": {\n    \"bad\": { \"value\": \"not a colour\" }\n  }\n}")
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.span?.start.line == 3)
        #expect(error.span?.start.column == 23)
    }
}
