import Foundation
import RefractAndroid
import RefractBackend
import RefractModel
import RefractOutput
import Testing

/// The whole proof for one model: every file is well-formed XML (xmllint), aapt packages `res/`, and every
/// token's value in every permutation is what aapt's table gives an app.
enum AndroidCheck {
    @discardableResult
    static func verify(
        _ model: ThemedTokenSet, aapt: Aapt, label: String, options: PlatformOptions = PlatformOptions(destination: "android"),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> OutputResult {
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
        guard compiled.status == 0 else { return result }
        let (context, _) = AndroidContextBuilder.build(model, options: options)
        let oracle = ModelOracle(
            model: model, context: context, dump: ResourceDump(compiled.dump), prefix: options.prefix,
            attributePrefix: options.settings["attributePrefix"] ?? "refract_",
            files: Dictionary(result.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a }))
        let report = oracle.verify()
        #expect(report.checked > 0, "\(label): nothing checked", sourceLocation: sourceLocation)
        #expect(report.problems.isEmpty, "\(label): \(report.problems.count) mismatches: \(report.problems.prefix(20).joined(separator: "\n"))", sourceLocation: sourceLocation)
        print("\(label): \(report.checked) values checked in aapt's table, \(result.files.count) files")
        return result
    }
}
