import Foundation
import RefractTemplates
import RefractTestSupport
import Testing

/// The Mustache spec test suite in `../shared/corpora/mustache-spec`, one case per manifest entry.
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    let module: String
    let name: String
    let template: String
    let data: MustacheValue
    let partials: [String: String]
    let expected: String

    var testDescription: String { "\(module): \(name)" }

    /// Renders the case; nil when the expected output came out, else a readable mismatch.
    func failure() -> String? {
        do {
            let library = try TemplateLibrary(sources: partials)
            let output = try Template.parse(template, name: "\(module).mustache").render(data, partials: library)
            guard output != expected else { return nil }
            return "\(testDescription)\n  template: \(template.debugDescription)\n  expected: "
                + "\(expected.debugDescription)\n  actual:   \(output.debugDescription)"
        } catch {
            return "\(testDescription): \(error)"
        }
    }
}

enum MustacheSpecCorpus {
    static let modules = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance",
        "~dynamic-names",
    ]

    static let folder = Corpus.root.appendingPathComponent("corpora/mustache-spec")

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("sections.json").path)
    }

    static let cases: [MustacheSpecCase] = modules.flatMap { module -> [MustacheSpecCase] in
        let file = folder.appendingPathComponent("\(module).json")
        guard let data = try? Data(contentsOf: file),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = root["tests"] as? [[String: Any]]
        else { return [] }
        return tests.map { test in
            MustacheSpecCase(
                module: module,
                name: test["name"] as? String ?? "?",
                template: test["template"] as? String ?? "",
                data: MustacheValue(json: test["data"] ?? NSNull()),
                partials: test["partials"] as? [String: String] ?? [:],
                expected: test["expected"] as? String ?? "")
        }
    }
}
