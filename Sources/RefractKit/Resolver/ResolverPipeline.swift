import Dispatch
import Foundation
import RefractDiagnostics
import RefractModel
import RefractParser
import RefractSyntax

/// What resolving a resolver document produced: the model of every permutation, and `LintResult`'s
/// other fields (diagnostics with policy applied and sorted, the bytes of every file read, the files).
public struct ThemedLintResult: Sendable {
    /// Nil when the resolver document could not be read or is not usable.
    public var model: ThemedTokenSet?
    public var plan: ResolverPlan?
    /// Policy applied, sorted by file and position.
    public var diagnostics: [Diagnostic]
    public var sources: SourceStore
    /// The resolver document, then every token file it references, in first-use order.
    public var files: [String]

    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}

/// Read → plan → read each referenced file once → resolve every permutation (or those matching `inputs`).
public enum ResolverPipeline {
    public static func run(
        resolverPath: String, inputs: [String: String] = [:], policy: DiagnosticPolicy,
        limits: ReaderLimits = ReaderLimits(), colorSchemeName: String? = nil, themeName: String? = nil,
        contrastName: String? = nil, cache: DocumentCache? = nil
    ) -> ThemedLintResult {
        var report = DiagnosticReport()
        var sources = SourceStore()
        var result = ThemedLintResult(model: nil, plan: nil, diagnostics: [], sources: sources, files: [resolverPath])

        guard let root = read(resolverPath, referencedAt: nil, into: &report, sources: &sources, limits: limits, cache: cache) else {
            result.sources = sources
            return finish(result, report, policy)
        }
        let parsed = ResolverDocumentParser.parse(root, path: resolverPath)
        report.append(contentsOf: parsed.diagnostics)
        guard let plan = parsed.plan else {
            result.sources = sources
            return finish(result, report, policy)
        }
        var documents: [String: SyntaxNode] = [:]
        let references = firstReferences(in: plan)
        // Files are independent: read and parse them side by side, then record them in plan order.
        let files = plan.files
        let order = ReadOrder.largestFirst(files)
        var reads = SideBySide.map(files.count) { slot -> (tree: SyntaxNode?, diagnostics: [Diagnostic], bytes: [UInt8]?) in
            let index = order.files[slot]
            var fileReport = DiagnosticReport()
            var fileSources = SourceStore()
            let tree = read(
                files[index], referencedAt: references[files[index]], into: &fileReport, sources: &fileSources,
                limits: limits, cache: cache)
            return (tree, fileReport.diagnostics, fileSources.bytes(of: files[index]))
        }
        var sizes: [String: Int] = [:]
        for (file, index) in zip(files, order.slots) {
            result.files.append(file)
            report.append(contentsOf: reads[index].diagnostics)
            if let bytes = reads[index].bytes {
                sizes[file] = bytes.count
                sources.add(path: file, bytes: bytes)
            }
            // Taken out: `documents` alone holds the trees, so that they can be freed side by side.
            if let tree = reads[index].tree { documents[file] = tree }
            reads[index].tree = nil
        }
        let resolved = ThemeResolver.resolve(
            plan: plan, documents: consume documents, inputs: inputs, colorSchemeName: colorSchemeName,
            themeName: themeName, contrastName: contrastName, documentWeights: sizes)
        report.append(contentsOf: resolved.diagnostics)
        result.model = resolved.model
        result.plan = plan
        result.sources = sources
        return finish(result, report, policy)
    }

    private static func finish(_ result: ThemedLintResult, _ report: DiagnosticReport, _ policy: DiagnosticPolicy) -> ThemedLintResult {
        var result = result
        result.diagnostics = report.finalized(with: policy)
        return result
    }

    /// Reads and parses one file; a missing file is reported at the `$ref` that names it.
    private static func read(
        _ path: String, referencedAt reference: SourceSpan?, into report: inout DiagnosticReport,
        sources: inout SourceStore, limits: ReaderLimits, cache: DocumentCache?
    ) -> SyntaxNode? {
        guard let bytes = FileSystem.readBytes(at: path) else {
            if let reference {
                report.append(.error(
                    "resolver.file-not-found", "cannot read '\(path)'", at: reference, label: "referenced here"))
            } else {
                report.append(.error("input.unreadable", "cannot read '\(path)'", at: .file(path)))
            }
            return nil
        }
        sources.add(path: path, bytes: bytes)
        guard let format = SourceFormat(path: path) else {
            report.append(.error(
                "input.unknown-format",
                "cannot tell the format of '\(path)'; token files end in .json, .jsonc, .json5, .yaml or .yml",
                at: reference ?? .file(path)))
            return nil
        }
        let read = cache.read(bytes: bytes, path: path, format: format, limits: limits)
        report.append(contentsOf: read.diagnostics)
        return read.root
    }

    /// The first `$ref` naming each file, where a missing file is reported.
    private static func firstReferences(in plan: ResolverPlan) -> [String: SourceSpan] {
        var result: [String: SourceSpan] = [:]
        func visit(_ sources: [ResolverPlan.Source]) {
            for case .file(let reference) in sources where result[reference.path] == nil {
                result[reference.path] = reference.span
            }
        }
        for step in plan.steps {
            switch step {
            case .set(_, let sources): visit(sources)
            case .modifier(let modifier): modifier.contexts.forEach { visit($0.sources) }
            }
        }
        return result
    }
}
