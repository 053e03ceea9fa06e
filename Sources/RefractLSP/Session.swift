import RefractJSONRPC
import RefractKit
import RefractModel
import RefractParser
import RefractSyntax

/// The state of one client's session, owned by the loop that reads its messages.
struct Session {
    let writer: FramedWriter<ContentLengthFraming>
    let store = AnalysisStore()
    var scheduler: CheckScheduler
    var initialized = false
    var shutdownRequested = false
    var encoding = PositionEncoding.utf16
    var projects: [Project] = []
    var workspaceFolders: [String] = []
    var documents: [String: OpenDocument] = [:]
    /// Each open document read into a tree and its line table, made again only when its text changed.
    private var views: [String: (version: Int, view: DocumentView, lines: TextLines)] = [:]

    init(writer: FramedWriter<ContentLengthFraming>, debounce: Duration) {
        self.writer = writer
        scheduler = CheckScheduler(store: store, writer: writer, debounce: debounce)
    }

    /// Handles one message; an exit status when the session is over.
    mutating func handle(_ message: Message) -> Int32? {
        switch message {
        case .request(let request):
            let outcome = respond(request)
            writer.send(.response(Response(id: request.id, outcome: outcome)))
        case .notification(let notification):
            if notification.method == "exit" { return shutdownRequested ? 0 : 1 }
            guard initialized, !shutdownRequested else { return nil }
            notify(notification)
        case .response:
            break  // The server sends no requests of its own.
        }
        return nil
    }

    func log(_ message: String) {
        writer.send(.notification(Notification(method: "window/logMessage", params: ["type": 3, "message": .string(message)])))
    }

    private mutating func respond(_ request: Request) -> Result<JSONValue, ResponseError> {
        if request.method == "initialize" {
            guard !initialized else { return .failure(ResponseError(.invalidRequest, "initialize was sent twice")) }
            return .success(initialize(request.params ?? [:]))
        }
        guard initialized else { return .failure(ResponseError(.serverNotInitialized, "initialize first")) }
        if request.method == "shutdown" {
            shutdownRequested = true
            return .success(.null)
        }
        guard !shutdownRequested else { return .failure(ResponseError(.invalidRequest, "the server is shutting down")) }
        let params = request.params ?? [:]
        switch request.method {
        case "textDocument/hover": return .success(withDocument(params) { Features.hover($0) } ?? .null)
        case "textDocument/definition": return .success(withDocument(params) { Features.definition($0) } ?? .null)
        case "textDocument/references":
            let includeDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
            return .success(withDocument(params) { Features.references($0, includeDeclaration: includeDeclaration) } ?? .null)
        case "textDocument/completion": return .success(withDocument(params) { Features.completion($0) } ?? .null)
        case "textDocument/prepareRename": return .success(withDocument(params) { Features.prepareRename($0) } ?? .null)
        case "textDocument/rename":
            guard let newName = params["newName"]?.stringValue else { return .failure(ResponseError(.invalidParams, "no newName")) }
            let outcome = withDocument(params) { Features.rename($0, to: newName) }
            if case .success? = outcome, let names = withDocument(params, { Features.renamedNames($0) }) {
                writer.send(.notification(Notification(method: "window/showMessage", params: ["type": 3, "message": .string(names)])))
            }
            return outcome ?? .success(.null)
        case "textDocument/documentSymbol": return .success(withDocument(params, needsPosition: false) { Features.documentSymbols($0) } ?? [])
        case "textDocument/codeAction": return .success(Features.codeActions(params))
        case "textDocument/documentColor": return .success(withDocument(params, needsPosition: false) { Features.documentColors($0) } ?? [])
        case "textDocument/colorPresentation": return .success(withDocument(params, needsPosition: false) { Features.colorPresentations($0, params) } ?? [])
        case "textDocument/inlayHint": return .success(withDocument(params, needsPosition: false) { Features.inlayHints($0) } ?? [])
        case "workspace/symbol": return .success(Features.workspaceSymbols(query: params["query"]?.stringValue ?? "", analyses: store.allAnalyses, open: openTexts, encoding: encoding))
        case "refract/status": return .success(status())
        default: return .failure(ResponseError(.methodNotFound, "'\(request.method)' is not supported"))
        }
    }

    private mutating func notify(_ notification: Notification) {
        let params = notification.params ?? [:]
        switch notification.method {
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else { return }
            documents[uri] = OpenDocument(uri: uri, path: FileURI.path(of: uri).map(ResolverPaths.normalize), version: item["version"]?.intValue ?? 0, bytes: Array(text.utf8))
            check(uri, immediately: true)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri] else { return }
            for change in params["contentChanges"]?.arrayValue ?? [] {
                guard let change = TextChange(change) else { continue }
                document.bytes = change.applied(to: document.bytes, encoding: encoding)
            }
            document.version = params["textDocument"]?["version"]?.intValue ?? document.version + 1
            documents[uri] = document
            check(uri)
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.stringValue else { return }
            if let text = params["text"]?.stringValue { documents[uri]?.bytes = Array(text.utf8) }
            check(uri)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.stringValue, let document = documents.removeValue(forKey: uri) else { return }
            views[uri] = nil
            // A closed file is read from disk again; a lone file's diagnostics go with it.
            guard let path = document.path else { return }
            if let project = project(for: path) {
                scheduler.schedule(project.root, project: project, alonePath: nil, open: openTexts, encoding: encoding)
            } else {
                for file in store.forget("alone:" + path) { clear(file) }
            }
        case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
            projects = workspaceFolders.compactMap(Project.find(in:))
            for project in projects {
                scheduler.schedule(project.root, project: project, alonePath: nil, open: openTexts, encoding: encoding)
            }
        case "workspace/didChangeWorkspaceFolders":
            for removed in params["event"]?["removed"]?.arrayValue ?? [] {
                if let path = removed["uri"]?.stringValue.flatMap(FileURI.path(of:)) { workspaceFolders.removeAll { $0 == ResolverPaths.normalize(path) } }
            }
            for added in params["event"]?["added"]?.arrayValue ?? [] {
                if let path = added["uri"]?.stringValue.flatMap(FileURI.path(of:)) { workspaceFolders.append(ResolverPaths.normalize(path)) }
            }
            projects = workspaceFolders.compactMap(Project.find(in:))
            for project in projects {
                scheduler.schedule(project.root, project: project, alonePath: nil, open: openTexts, encoding: encoding)
            }
        default:
            break  // `initialized`, `$/cancelRequest` (every request is answered at once), `$/setTrace`, …
        }
    }

    private mutating func initialize(_ params: JSONValue) -> JSONValue {
        initialized = true
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        if let debounce = params["initializationOptions"]?["debounceMilliseconds"]?.intValue, debounce >= 0 {
            scheduler.debounce = .milliseconds(debounce)
        }
        var folders = (params["workspaceFolders"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.flatMap(FileURI.path(of:)) }
        if folders.isEmpty, let root = params["rootUri"]?.stringValue.flatMap(FileURI.path(of:)) { folders = [root] }
        if folders.isEmpty, let root = params["rootPath"]?.stringValue { folders = [root] }
        workspaceFolders = folders.map(ResolverPaths.normalize)
        projects = workspaceFolders.compactMap(Project.find(in:))
        for project in projects {
            scheduler.schedule(project.root, project: project, alonePath: nil, open: [:], encoding: encoding, immediately: true)
        }
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "renameProvider": ["prepareProvider": true],
                "completionProvider": ["triggerCharacters": ["{", ".", "\"", "/"]],
                "documentSymbolProvider": true,
                "workspaceSymbolProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "colorProvider": true,
                "inlayHintProvider": true,
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ],
            "serverInfo": ["name": "refract", "version": "0.1.0"],
        ]
    }

    // MARK: - Documents and their analyses

    var openTexts: [String: [UInt8]] {
        var texts: [String: [UInt8]] = [:]
        for document in documents.values { if let path = document.path { texts[path] = document.bytes } }
        return texts
    }

    /// The project that reads `path`: the one whose last check read it, else the one whose folder holds it
    /// (the innermost).
    func project(for path: String) -> Project? {
        if let reading = projects.first(where: { store.analysis($0.root)?.files.contains(path) == true }) { return reading }
        return projects.filter { $0.contains(path) }.max { $0.root.count < $1.root.count }
    }

    private mutating func check(_ uri: String, immediately: Bool = false) {
        guard let path = documents[uri]?.path, SourceFormat(path: path) != nil else { return }
        if let project = project(for: path) {
            scheduler.schedule(project.root, project: project, alonePath: nil, open: openTexts, encoding: encoding, immediately: immediately)
        } else {
            scheduler.schedule("alone:" + path, project: nil, alonePath: path, open: openTexts, encoding: encoding, immediately: immediately)
        }
    }

    private func clear(_ file: String) {
        writer.send(.notification(Notification(
            method: "textDocument/publishDiagnostics", params: ["uri": .string(FileURI.uri(of: file)), "diagnostics": []])))
    }

    /// The analysis that answers for `path`, and the text of every file it read (open ones as edited).
    func analysis(for path: String) -> Analysis {
        if let project = project(for: path), let analysis = store.analysis(project.root) { return analysis }
        // An app's file in a workspace folder of its own, beside the tokens' folder: the first project's names.
        if Features.isNativeFile(path), let analysis = projects.lazy.compactMap({ store.analysis($0.root) }).first { return analysis }
        return store.analysis("alone:" + path) ?? .empty
    }

    /// Runs a feature on the document the params name, at their position.
    private mutating func withDocument<T>(_ params: JSONValue, needsPosition: Bool = true, _ feature: (FeatureContext) -> T?) -> T? {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return nil }
        let path = documents[uri]?.path ?? FileURI.path(of: uri).map(ResolverPaths.normalize)
        guard let path else { return nil }
        let view: DocumentView
        let lines: TextLines
        if let document = documents[uri] {
            if let cached = views[uri], cached.version == document.version, cached.view.bytes == document.bytes,
                cached.lines.encoding == encoding
            {
                (view, lines) = (cached.view, cached.lines)
            } else {
                view = DocumentView(path: path, bytes: document.bytes)
                lines = TextLines(view.bytes, encoding: encoding)
                views[uri] = (document.version, view, lines)
            }
        } else {
            guard let bytes = FileSystemText.bytes(path) else { return nil }
            view = DocumentView(path: path, bytes: bytes)
            lines = TextLines(view.bytes, encoding: encoding)
        }
        var offset = 0
        if needsPosition {
            guard let position = TextPosition(params["position"]) else { return nil }
            offset = lines.offset(of: position)
        }
        let context = FeatureContext(
            uri: uri, path: path, view: view, lines: lines, offset: offset, analysis: analysis(for: path), open: openTexts,
            encoding: encoding, params: params, workspaceFolders: workspaceFolders)
        return feature(context)
    }

    private func status() -> JSONValue {
        [
            "checksRun": .integer(store.checksRun),
            "projects": .array(projects.map { .string($0.root) }),
            "documents": .integer(documents.count),
        ]
    }
}
