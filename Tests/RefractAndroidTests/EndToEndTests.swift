import Foundation
import RefractAndroid
import RefractModel
import RefractOutput
import Testing

@Suite("End to end: aapt and xmllint")
struct EndToEndTests {
    @Test func exampleTokensCompileAndEveryValueMatchesTheModel() throws {
        guard let model = Load.model(TestPaths.tokens), let aapt = Aapt.find() else { return }
        try verify(model, aapt: aapt, label: "tokens/")
    }

    static let corpusResolvers = [
        "adobe-spectrum", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris",
    ]

    @Test(arguments: corpusResolvers)
    func corpusDesignSystemCompiles(_ name: String) throws {
        guard TestPaths.requireShared(), let aapt = Aapt.find() else { return }
        guard let model = Load.model(TestPaths.corpus.appendingPathComponent("\(name).resolver.json").path) else { return }
        try verify(model, aapt: aapt, label: name)
    }

    private func verify(_ model: ThemedTokenSet, aapt: Aapt, label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let options = PlatformOptions(destination: "android")
        let result = Load.generate(model, options: options)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(label): \(errors.map(\.message))", sourceLocation: sourceLocation)
        if let xmllint = ExternalTool.find("xmllint") {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            try scratch.write(result.files.map { ($0.path, $0.contents) })
            let lint = try xmllint.run(["--noout"] + result.files.map(\.path), in: scratch.url)
            #expect(lint.status == 0, "\(label): xmllint: \(lint.output)", sourceLocation: sourceLocation)
        }
        let compiled = try aapt.compile(result.files)
        #expect(compiled.status == 0, "\(label): aapt: \(compiled.log.prefix(4000))", sourceLocation: sourceLocation)
        guard compiled.status == 0 else { return }
        let (context, _) = AndroidContextBuilder.build(model, options: options)
        let oracle = ModelOracle(
            model: model, context: context, dump: ResourceDump(compiled.dump),
            files: Dictionary(result.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a }))
        let report = oracle.verify()
        #expect(report.checked > 0, "\(label): nothing checked", sourceLocation: sourceLocation)
        #expect(report.problems.isEmpty, "\(label): \(report.problems.count) mismatches: \(report.problems.prefix(20).joined(separator: "\n"))", sourceLocation: sourceLocation)
        print("\(label): \(report.checked) values checked in aapt's table, \(result.files.count) files")
    }
}
