import RefractDiagnostics
import RefractSyntax

/// Token files read into trees, with their bytes for code frames.
struct TokenFiles {
    var documents: [SyntaxNode] = []
    var sources = SourceStore()
    var files: [String] = []

    /// Expands the inputs (files and folders) and reads every token file once, in order.
    static func read(_ inputs: [String], with reader: inout DocumentReader, into report: inout DiagnosticReport) -> TokenFiles {
        var read = TokenFiles()
        let (files, inputDiagnostics) = TokenInputs.expand(inputs)
        report.append(contentsOf: inputDiagnostics)
        read.files = files
        var pending: [DocumentSource] = []
        for file in files {
            guard let bytes = FileSystem.readBytes(at: file) else {
                report.append(.error("input.unreadable", "cannot read '\(file)'", at: .file(file)))
                continue
            }
            read.sources.add(path: file, bytes: bytes)
            guard let format = SourceFormat(path: file) else { continue }
            pending.append(DocumentSource(bytes: bytes, path: file, format: format))
        }
        for result in reader.read(pending) {
            report.append(contentsOf: result.diagnostics)
            if let root = result.root { read.documents.append(root) }
        }
        return read
    }
}
