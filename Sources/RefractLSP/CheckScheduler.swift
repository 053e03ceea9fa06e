import RefractDiagnostics
import RefractJSONRPC
import RefractParser

/// Runs checks after edits: each waits a moment (the debounce) so a burst of keystrokes costs one
/// check, and a newer edit cancels the check still waiting and makes the one running stale.
struct CheckScheduler {
    let store: AnalysisStore
    let writer: FramedWriter<ContentLengthFraming>
    var debounce: Duration
    private var pending: [String: Task<Void, Never>] = [:]

    init(store: AnalysisStore, writer: FramedWriter<ContentLengthFraming>, debounce: Duration) {
        self.store = store
        self.writer = writer
        self.debounce = debounce
    }

    /// Schedules a check of `key` (a project root, or `alone:` and a path) with the open documents' text.
    mutating func schedule(
        _ key: String, project: Project?, alonePath: String?, open: [String: [UInt8]], encoding: PositionEncoding, immediately: Bool = false
    ) {
        let previous = pending[key]
        previous?.cancel()
        let generation = store.nextGeneration(key)
        let store = self.store
        let writer = self.writer
        let delay = immediately ? .zero : debounce
        // A file no finished check has claimed yet may belong to a project whose first check is running
        // (a resolver's files lie anywhere): a lone check waits for those and stands down if one reads it.
        let projectChecks = alonePath == nil ? [] : pending.filter { !$0.key.hasPrefix("alone:") }.map(\.value)
        pending[key] = Task.detached {
            if delay > .zero {
                do { try await Task.sleep(for: delay) } catch { return }
            }
            // One check of a key at a time: the one before finishes (and finds itself stale) first.
            await previous?.value
            for check in projectChecks { await check.value }
            if let alonePath, store.isReadByProject(alonePath) {
                for file in store.forget(key) { Publisher.clear(file, writer: writer) }
                return
            }
            guard !Task.isCancelled, store.isCurrent(key, generation) else { return }
            store.countCheck()
            let analysis: Analysis
            if let project {
                analysis = Analysis.check(project, unsaved: open, previous: store.analysis(key))
            } else if let alonePath {
                analysis = Analysis.checkAlone(alonePath, unsaved: open)
            } else {
                return
            }
            Publisher.publish(analysis, key: key, generation: generation, alonePath: alonePath, store: store, writer: writer, open: open, encoding: encoding)
        }
    }

    /// Waits for every scheduled check (shutdown, and the status request tests ask).
    func settle() async {
        for task in pending.values { await task.value }
    }

    var tasks: [Task<Void, Never>] { Array(pending.values) }
}

/// Sends `textDocument/publishDiagnostics` for every file a check read or reported on, and empty lists
/// for the files it reported on last time and no longer does.
enum Publisher {
    static func clear(_ file: String, writer: FramedWriter<ContentLengthFraming>) {
        writer.send(.notification(Notification(
            method: "textDocument/publishDiagnostics", params: ["uri": .string(FileURI.uri(of: file)), "diagnostics": []])))
    }

    static func publish(
        _ analysis: Analysis, key: String, generation: Int, alonePath: String?, store: AnalysisStore,
        writer: FramedWriter<ContentLengthFraming>, open: [String: [UInt8]], encoding: PositionEncoding
    ) {
        var byFile: [String: [Diagnostic]] = [:]
        let fallback = alonePath ?? analysis.files.first
        for diagnostic in analysis.diagnostics {
            guard let file = diagnostic.span.map({ ResolverPaths.normalize($0.file) }) ?? fallback else { continue }
            byFile[file, default: []].append(diagnostic)
        }
        var files = Set(byFile.keys)
        if let alonePath { files.insert(alonePath) } else { files.formUnion(analysis.files) }
        guard let previous = store.store(analysis, for: key, generation: generation, publishing: files) else { return }
        var texts = TextSource(encoding: encoding, open: open, read: analysis.sources)
        for file in files.union(previous).sorted() {
            let lines = texts.lines(file)
            let diagnostics = (byFile[file] ?? []).map { diagnostic -> JSONValue in
                let range = diagnostic.span.map { lines.range($0.start.offset, $0.end.offset) } ?? lines.range(0, 0)
                return DiagnosticConversion.json(diagnostic, range: range, texts: &texts)
            }
            writer.send(.notification(Notification(
                method: "textDocument/publishDiagnostics",
                params: ["uri": .string(FileURI.uri(of: file)), "diagnostics": .array(diagnostics)])))
        }
    }
}
