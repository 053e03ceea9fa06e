import RefractDiagnostics
struct YAMLReader {
    init(input: UnsafeBufferPointer<UInt8>, contentStart: Int, path: String, limits: ReaderLimits) {}
    mutating func read() -> ReadResult { ReadResult(root: nil, diagnostics: []) }
}
