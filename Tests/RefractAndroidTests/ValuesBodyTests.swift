@testable import RefractAndroid
import RefractModel
import RefractOutput
import Testing

/// Values files printed as one `body` (context version 4) give what the elements one by one gave.
@Suite("Values bodies")
struct ValuesBodyTests {
    /// The built-in values template before version 4, which printed `lines`.
    static let linesTemplate = """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- {{header}} -->
        <resources>
        {{#notes}}
            <!-- {{.}} -->
        {{/notes}}
        {{#lines}}
            {{.}}
        {{/lines}}
        </resources>

        """

    /// The fixtures, a prefixed build, and tokens whose names collide (the second is not written).
    static func cases() -> [(label: String, model: ThemedTokenSet, options: PlatformOptions)] {
        var cases: [(String, ThemedTokenSet, PlatformOptions)] = []
        if let tokens = Load.model(TestPaths.tokens) {
            cases.append(("tokens", tokens, PlatformOptions(destination: "android")))
            cases.append(("tokens, prefixed", tokens, PlatformOptions(destination: "android", prefix: "acme")))
        }
        if let allTypes = Load.model(AllTypesTests.path) {
            cases.append(("all-types", allTypes, PlatformOptions(destination: "android")))
        }
        let colliding = InMemoryModel.lightDark(
            light: [
                InMemoryModel.token("color.brand-primary", InMemoryModel.color(1, 0, 0), line: 2, description: "first"),
                InMemoryModel.token("color.brandPrimary", InMemoryModel.color(0, 1, 0), line: 5),
                InMemoryModel.token("class", .dimension(Dimension(4, .px)), line: 7),
                InMemoryModel.token("2x.size", .number(1.5), line: 9),
            ],
            dark: [
                InMemoryModel.token("color.brand-primary", InMemoryModel.color(0, 0, 1), line: 2),
                InMemoryModel.token("color.brandPrimary", InMemoryModel.color(0, 1, 1), line: 5),
                InMemoryModel.token("class", .dimension(Dimension(4, .px)), line: 7),
                InMemoryModel.token("2x.size", .number(2.5), line: 9),
            ])
        cases.append(("collisions", colliding, PlatformOptions(destination: "android")))
        return cases
    }

    @Test func builtInTemplateGivesWhatTheLinesTemplateGave() {
        for (label, model, options) in Self.cases() {
            var previous = Load.templates
            previous.override(AndroidBackend.valuesTemplate, with: Self.linesTemplate)
            let expected = AndroidBackend.generate(model, options: options, templates: previous)
            let actual = AndroidBackend.generate(model, options: options, templates: Load.templates)
            #expect(actual.files.map(\.path) == expected.files.map(\.path), "\(label)")
            #expect(actual.files.contains { $0.path.hasSuffix("colors.xml") }, "\(label)")
            for (file, expectedFile) in zip(actual.files, expected.files) {
                #expect(file.contents == expectedFile.contents, "\(label): \(file.path)")
            }
            #expect(actual.diagnostics.map(\.message) == expected.diagnostics.map(\.message), "\(label)")
        }
    }

    @Test func printedFilesEqualTheContexts() {
        for (label, model, options) in Self.cases() {
            let (context, diagnostics) = AndroidContextBuilder.build(model, options: options)
            let printed = AndroidContextBuilder.printed(model, options: options)
            #expect(printed.valuesFiles.map(\.path) == context.valuesFiles.map(\.path), "\(label)")
            for (file, expected) in zip(printed.valuesFiles, context.valuesFiles) {
                #expect(file.header == expected.header && file.notes == expected.notes, "\(label): \(file.path)")
                #expect(file.body == expected.body, "\(label): \(file.path)")
            }
            var rest = context
            rest.valuesFiles = []
            #expect(printed.context == rest, "\(label)")
            #expect(printed.diagnostics.map(\.message) == diagnostics.map(\.message), "\(label)")
        }
    }

    @Test func bodyIsTheLinesIndented() {
        for (label, model, options) in Self.cases() {
            let (context, _) = AndroidContextBuilder.build(model, options: options)
            for file in context.valuesFiles {
                #expect(file.body == file.lines.map { "    " + $0 + "\n" }.joined(), "\(label): \(file.path)")
            }
        }
    }

    /// Past the first 64 KiB chunk and several 1 MiB ones: the text is every chunk once, in order, with an
    /// element whose bytes do not fit the room left starting the next chunk whole.
    @Test func bodyLongerThanOneChunkIsTheJoinedLines() {
        var resources: [AndroidResource] = []
        var size = 0
        while size < 3 << 20 {
            let index = resources.count
            let resource = AndroidResource(
                comments: index % 7 == 0 ? ["description \(index)", String(repeating: "long ", count: index % 300)] : [],
                tag: index % 2 == 0 ? "color" : "item", name: "resource_\(index)",
                attributes: index % 2 == 0 ? "" : " type=\"dimen\" format=\"float\"", value: "#FF\(index)")
            resources.append(resource)
            size += resource.comments.reduce(resource.element.utf8.count + 5) { $0 + $1.utf8.count + 14 }
        }
        let file = AndroidValuesFile(path: "res/values/colors.xml", header: "", resources: resources, notes: [])
        let body = file.body
        #expect(body.utf8.count > 3 << 20)
        #expect(body == file.lines.map { "    " + $0 + "\n" }.joined())
    }

    /// A template that reads `lines` and never prints `body` does not get it, and still prints what it
    /// printed; one that prints `body` gets it.
    @Test func bodyOnlyForTemplatesThatUseIt() throws {
        guard let model = Load.model(TestPaths.tokens) else { return }
        let options = PlatformOptions(destination: "android")
        let (context, _) = AndroidContextBuilder.build(model, options: options)
        let colors = try #require(context.valuesFiles.first { $0.path == "res/values/colors.xml" })
        #expect(colors.mustacheValue(withResources: false, withBody: false)["body"] == nil)
        #expect(colors.mustacheValue(withResources: false)["body"] == .string(colors.body))
        #expect(colors.mustacheValue(withResources: false, withBody: false)["lines"] == colors.mustacheValue["lines"])
        for template in [Self.linesTemplate, Self.linesTemplate + "{{body}}"] {
            var templates = Load.templates
            templates.override(AndroidBackend.valuesTemplate, with: template)
            let output = AndroidBackend.generate(model, options: options, templates: templates)
            let file = try #require(output.files.first { $0.path == colors.path })
            let (parsed, library) = try templates.template(named: AndroidBackend.valuesTemplate)
            #expect(file.contents == parsed.render(colors.mustacheValue, partials: library))
        }
    }

    @Test func collidingNamesAreReportedOnce() {
        let model = Self.cases().first { $0.label == "collisions" }?.model
        guard let model else { return }
        let printed = AndroidContextBuilder.printed(model, options: PlatformOptions(destination: "android"))
        let collisions = printed.diagnostics.filter { $0.code == "android.name-collision" }
        #expect(collisions.map(\.message) == [
            "tokens 'color.brand-primary' and 'color.brandPrimary' both become the Android resource 'color/color_brand_primary'",
        ])
        let colors = printed.valuesFiles.first { $0.path == "res/values/colors.xml" }?.body ?? ""
        #expect(colors == "    <!-- first -->\n    <color name=\"color_brand_primary\">#FFFF0000</color>\n")
        let dimens = printed.valuesFiles.first { $0.path == "res/values/dimens.xml" }?.body ?? ""
        #expect(dimens.contains("<dimen name=\"class_\">4dp</dimen>") && dimens.contains("name=\"_2x_size\""))
    }

    @Test func namesClaimedAsBytesMeetNamesClaimedAsStrings() {
        let model = InMemoryModel.single([
            InMemoryModel.token("a", InMemoryModel.color(0, 0, 0)), InMemoryModel.token("b", InMemoryModel.color(0, 0, 0)),
        ])
        var registry = NameRegistry(rows: TokenRows(model))
        let first = NameRegistry.Claimant(pathIndex: 0, permutation: 0, position: 0)
        let second = NameRegistry.Claimant(pathIndex: 1, permutation: 0, position: 1)
        let claimed = Array("color_a".utf8).withUnsafeBufferPointer { registry.claim($0, in: .color, by: first) }
        let taken = registry.claim("color_a", in: .color, by: second)
        let otherClass = Array("color_a".utf8).withUnsafeBufferPointer { registry.claim($0, in: .dimen, by: second) }
        #expect(claimed && !taken && otherClass)
        #expect(registry.diagnostics.map(\.message) == ["tokens 'a' and 'b' both become the Android resource 'color/color_a'"])
    }
}
