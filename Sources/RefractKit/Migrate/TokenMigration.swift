import RefractBackend
import RefractDiagnostics
import RefractImport
import RefractModel
import RefractOutput
import RefractParser
import RefractSyntax

/// `refract import`: one input in another tool's format → DTCG 2025.10 token files (and a resolver document
/// when the format has themes or modes) that build to the values reading the input natively gives. Legacy
/// string values are written as DTCG objects, taken from the native read; what cannot be carried is a warning.
package enum TokenMigration {
    package struct Request: Sendable {
        package var input: String
        package var format: TokenFormat
        package var policy: DiagnosticPolicy
        /// `--keep-going`: write the tokens that can be read, leaving out the others (`KeepGoing`).
        package var keepGoing: Bool

        package init(input: String, format: TokenFormat, policy: DiagnosticPolicy = DiagnosticPolicy(), keepGoing: Bool = false) {
            self.input = input
            self.format = format
            self.policy = policy
            self.keepGoing = keepGoing
        }
    }

    package struct Result: Sendable {
        /// Paths relative to the output folder; empty when the input has errors.
        package var files: [GeneratedFile]
        package var load: LoadResult
        package var diagnostics: [Diagnostic]
    }

    package static func run(_ request: Request) -> Result {
        var load = LoadRequest(inputs: [request.input], policy: request.policy)
        load.formats = [request.input: request.format]
        let native = TokenLoader.run(load)
        let keepingGoing = request.keepGoing && native.errorCount > 0 && KeepGoing.tolerates(native.diagnostics)
        guard native.errorCount == 0 || keepingGoing, let model = keepingGoing ? KeepGoing.model(of: native) : native.model else {
            return Result(files: [], load: native, diagnostics: native.diagnostics)
        }
        let leftOut = keepingGoing ? native.failedPaths : []
        var report = DiagnosticReport()
        var reader = DocumentReader(limits: ReaderLimits(), cache: nil)
        let read = TokenFiles.read([request.input], formats: load.formats, with: &reader, into: &report)
        var values = ResolvedValues(model)
        let base = FileSystem.entry(at: request.input) == .directory ? request.input : ConfigReader.directory(of: request.input)
        var files: [GeneratedFile] = []
        let documents = read.importedResolver == nil
            ? mergedByPath(Array(zip(read.documentPaths, read.documents)))
            : read.importedDocuments.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        for (path, root) in documents {
            files.append(GeneratedFile(
                path: DTCGText.outputPath(path, below: base), contents: DTCGText.json(values.carried(root, leftOut: leftOut)) + "\n"))
        }
        let written = documents.map { DTCGText.outputPath($0.0, below: base) }
        if read.importedResolver == nil, written != written.sorted() {
            files.append(GeneratedFile(path: orderResolverName, contents: orderResolver(written)))
        }
        if let resolver = read.importedResolver {
            let name = DTCGText.outputPath(resolver.path, below: base)
            let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
            files.append(GeneratedFile(
                path: stem.replacingDollar() + ".resolver.json", contents: DTCGText.json(DTCGText.jsonRefs(resolver.document)) + "\n"))
        }
        return Result(files: files, load: native, diagnostics: native.diagnostics + values.diagnostics)
    }

    static let orderResolverName = "tokens.resolver.json"

    /// A resolver document that reads `files` in their order: a folder read merges files in path order, and
    /// the sets of a Tokens Studio folder without themes merge in `tokenSetOrder`.
    private static func orderResolver(_ files: [String]) -> String {
        let span = SourceSpan.file(orderResolverName)
        func node(_ value: SyntaxValue) -> SyntaxNode { SyntaxNode(value, span: span) }
        func object(_ entries: [(String, SyntaxNode)]) -> SyntaxNode {
            node(.mapping(entries.map { SyntaxEntry(key: $0.0, keySpan: span, value: $0.1) }))
        }
        let set = object([
            ("type", node(.string("set"))), ("name", node(.string("tokens"))),
            ("sources", node(.sequence(files.map { object([("$ref", node(.string($0)))]) }))),
        ])
        return DTCGText.json(object([("version", node(.string("2025.10"))), ("resolutionOrder", node(.sequence([set])))])) + "\n"
    }

    /// The documents with those of one file merged in order, as reading them merges them: a single Tokens
    /// Studio file without themes gives a document per set, all of its path, and one file must hold them.
    private static func mergedByPath(_ documents: [(String, SyntaxNode)]) -> [(String, SyntaxNode)] {
        var order: [String] = []
        var roots: [String: [SyntaxNode]] = [:]
        for (path, root) in documents {
            if roots[path] == nil { order.append(path) }
            roots[path, default: []].append(root)
        }
        return order.compactMap { path in DocumentMerger.merge(roots[path] ?? []).map { (path, $0) } }
    }
}

extension String {
    /// `$themes` → `themes`: a written resolver is a file a DTCG folder read must not skip.
    fileprivate func replacingDollar() -> String {
        guard let slash = lastIndex(of: "/") else { return hasPrefix("$") ? String(dropFirst()) : self }
        let name = self[index(after: slash)...]
        return String(self[...slash]) + (name.hasPrefix("$") ? String(name.dropFirst()) : String(name))
    }
}
