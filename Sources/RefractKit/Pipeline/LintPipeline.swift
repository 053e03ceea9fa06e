import Dispatch
import RefractDiagnostics
import RefractModel
import RefractParser
import RefractSyntax

/// Read → parse → resolve for a list of token files: the work `refract lint` does, and the first half of
/// `refract build`. Pure apart from reading the files.
public struct LintResult: Sendable {
    public var tokens: TokenSet
    /// Policy applied, sorted by file and position.
    public var diagnostics: [Diagnostic]
    public var sources: SourceStore
    public var files: [String]

    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}

public enum LintPipeline {
    public static func run(inputs: [String], policy: DiagnosticPolicy, limits: ReaderLimits = ReaderLimits())
        -> LintResult
    {
        var report = DiagnosticReport()
        let read = readAll(inputs: inputs, limits: limits, into: &report)
        let parsed = TokenParser.parse(documents: read.documents)
        report.append(contentsOf: parsed.diagnostics)
        return LintResult(
            tokens: parsed.tokens, diagnostics: report.finalized(with: policy), sources: read.sources, files: read.files)
    }

    struct ReadFiles {
        var documents: [SyntaxNode] = []
        var sources = SourceStore()
        var files: [String] = []
    }

    /// Expands the inputs and reads every token file once, in order.
    static func readAll(
        inputs: [String], limits: ReaderLimits, cache: DocumentCache? = nil, into report: inout DiagnosticReport
    ) -> ReadFiles {
        var read = ReadFiles()
        let (files, inputDiagnostics) = TokenInputs.expand(inputs)
        report.append(contentsOf: inputDiagnostics)
        read.files = files
        // Files are independent: read and parse them side by side, then keep them in the given order.
        let reads = SideBySide.map(files.count) { index -> (bytes: [UInt8]?, result: ReadResult?) in
            let file = files[index]
            guard let bytes = FileSystem.readBytes(at: file) else { return (nil, nil) }
            return (bytes, SourceFormat(path: file).map { cache.read(bytes: bytes, path: file, format: $0, limits: limits) })
        }
        for (file, (bytes, result)) in zip(files, reads) {
            guard let bytes else {
                report.append(.error("input.unreadable", "cannot read '\(file)'", at: .file(file)))
                continue
            }
            read.sources.add(path: file, bytes: bytes)
            guard let result else { continue }
            report.append(contentsOf: result.diagnostics)
            if let root = result.root { read.documents.append(root) }
        }
        return read
    }
}
