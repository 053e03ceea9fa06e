import Foundation
import RefractDiagnostics
import RefractKit
import RefractLint
import RefractTestSupport

/// Runs one rule (every other one off) on token files written to a temporary folder, through the config
/// reader, the loader and the lint stage as `refract lint` runs them, and renders the rules' findings as
/// text without colour, frames included.
enum LintHarness {
    static let ruleIDs = LintRuleInfo.all.map(\.id)

    static func run(rule: String, options: String = "", files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let others = ruleIDs.filter { $0 != rule && $0 != "names.collide" }.map { "    \($0): off" }
        let config = (["lint:", "  rules:", "    \(rule): { severity: \(rule == "names.collide" ? "error" : "warning")\(options.isEmpty ? "" : ", " + options) }"] + others)
            .joined(separator: "\n")
        let configPath = folder.appendingPathComponent("refract.yaml").path
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        let (read, configDiagnostics, _) = ConfigReader.read(path: configPath)
        precondition(configDiagnostics.isEmpty, "\(configDiagnostics)")
        var ignored: [Diagnostic] = []
        let configuration = LintConfiguration.read(read?.lint, reporting: &ignored)
        let names = files.keys.contains { $0.hasSuffix(".resolver.json") }
            ? files.keys.filter { $0.hasSuffix(".resolver.json") } : files.keys.sorted()
        let inputs = names.map { folder.appendingPathComponent($0).path }
        let load = TokenLoader.run(LoadRequest(inputs: inputs))
        guard let model = load.model else { return "no model: \(load.diagnostics.map(\.message))" }
        let findings = LintStage.run(model, configuration, built: [], options: [:])
        let sorted = DiagnosticReport(findings).finalized(with: DiagnosticPolicy())
        // Paths as the user's relative ones, without the temporary folder.
        return TextRenderer(useColor: false).render(sorted, sources: load.sources)
            .replacingOccurrences(of: folder.path + "/", with: "")
    }

    /// `configuration` problems, rendered.
    static func configProblems(_ yaml: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-lintcfg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("refract.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let (_, diagnostics, sources) = ConfigReader.read(path: path)
        return TextRenderer(useColor: false).render(diagnostics, sources: sources)
            .replacingOccurrences(of: path, with: "refract.yaml")
    }
}
