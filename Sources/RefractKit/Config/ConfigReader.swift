import RefractDiagnostics
import RefractImport
import RefractLint
import RefractOutput
import RefractSyntax

/// Reads a config file into `RefractConfig`, reporting every problem at its location (`config.*`).
/// Relative paths in the file are made relative to the current folder through the config's folder.
package enum ConfigReader {
    package static func read(path: String) -> (RefractConfig?, [Diagnostic], SourceStore) {
        var sources = SourceStore()
        guard let bytes = FileSystem.readBytes(at: path) else {
            let help = FileSystem.entry(at: path) == .missing ? PathSuggestion.help(for: path) : nil
            return (nil, [.error("config.unreadable", "cannot read config '\(path)'", at: nil, help: help)], sources)
        }
        sources.add(path: path, bytes: bytes)
        let format: SourceFormat = path.lowercased().hasSuffix(".json") ? .json : .yaml
        let read = readDocument(bytes: bytes, path: path, format: format)
        guard let root = read.root else { return (nil, read.diagnostics, sources) }
        var reader = Reader(base: directory(of: path))
        var config = reader.config(root)
        config.path = path
        return (config, read.diagnostics + reader.diagnostics, sources)
    }

    /// The config in `directory`, if any (`refract.yaml`, `refract.yml` or `refract.json`).
    package static func find(in directory: String = ".") -> String? {
        for name in RefractConfig.fileNames {
            let path = directory == "." ? name : directory + "/" + name
            if FileSystem.entry(at: path) == .file { return path }
        }
        return nil
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    private struct Reader {
        var base: String
        var diagnostics: [Diagnostic] = []

        func resolved(_ path: String) -> String {
            if path.hasPrefix("/") || base.isEmpty { return path }
            return base + "/" + path
        }

        mutating func config(_ root: SyntaxNode) -> RefractConfig {
            var config = RefractConfig()
            guard let entries = mapping(root, what: "the config") else { return config }
            for entry in entries {
                switch entry.key {
                case "tokens":
                    if let one = entry.value.stringValue {
                        config.tokens = [resolved(one)]
                        config.pathSpans[resolved(one)] = entry.value.span
                    } else if entry.value.entries != nil {
                        tokenInput(entry.value, into: &config)
                    } else if let items = entry.value.elements {
                        for item in items { tokenInput(item, into: &config) }
                    } else {
                        diagnostics.append(.error("config.invalid", "'tokens' must be a list of paths", at: entry.value.span))
                    }
                case "resolver":
                    config.resolver = string(entry.value, what: "'resolver'").map(resolved)
                    if let resolver = config.resolver { config.pathSpans[resolver] = entry.value.span }
                case "strict": config.strict = bool(entry.value, what: "'strict'") ?? false
                case "warningsAsErrors": config.warningsAsErrors = bool(entry.value, what: "'warningsAsErrors'") ?? false
                case "output":
                    config.output = string(entry.value, what: "'output'").map(resolved) ?? config.output
                    config.outputSpan = entry.value.span
                case "axes":
                    for axis in mapping(entry.value, what: "'axes'") ?? [] {
                        switch axis.key {
                        case "colorScheme": config.colorSchemeAxis = string(axis.value, what: "'axes.colorScheme'")
                        case "theme": config.themeAxis = string(axis.value, what: "'axes.theme'")
                        case "contrast": config.contrastAxis = string(axis.value, what: "'axes.contrast'")
                        default: unknown(axis, in: "axes", allowed: ["colorScheme", "theme", "contrast"])
                        }
                    }
                case "platforms":
                    for platform in mapping(entry.value, what: "'platforms'") ?? [] {
                        guard RefractConfig.platformNames.contains(platform.key) else {
                            unknown(platform, in: "platforms", allowed: RefractConfig.platformNames)
                            continue
                        }
                        config.platforms[platform.key] = platformConfig(platform.value, name: platform.key)
                    }
                case "outputs":
                    guard let items = entry.value.elements else {
                        diagnostics.append(.error("config.invalid", "'outputs' must be a list", at: entry.value.span))
                        continue
                    }
                    config.outputs = items.compactMap { customOutput($0) }
                case "diagnostics": config.diagnostics = severityOverrides(entry.value)
                case "resolverRoots": config.resolverRoots = (strings(entry.value, what: "'resolverRoots'") ?? []).map(resolved)
                case "overwrite": config.overwrite = strings(entry.value, what: "'overwrite'") ?? []
                case "lint":
                    config.lint = LintOptionValue(entry.value)
                    _ = LintConfiguration.read(config.lint, reporting: &diagnostics)
                case "api": config.api = apiScope(entry)
                case "public": (config.publicPatterns, config.publicSpans) = tokenPatterns(entry)
                case "referenceOnly": (config.referenceOnlyPatterns, config.referenceOnlySpans) = tokenPatterns(entry)
                case "$schema": break
                default:
                    unknown(entry, in: "the config", allowed: RefractConfig.keys)
                }
            }
            if config.resolver != nil && !config.tokens.isEmpty {
                diagnostics.append(.error(
                    "config.invalid", "give either 'tokens' or 'resolver', not both", at: root.span.opening,
                    help: "a resolver document names its own token files"))
            }
            return config
        }

        /// A path, or `{ path: legacy, format: style-dictionary }` for an input in another format.
        mutating func tokenInput(_ node: SyntaxNode, into config: inout RefractConfig) {
            if let path = node.stringValue {
                config.tokens.append(resolved(path))
                config.pathSpans[resolved(path)] = node.span
                return
            }
            guard let fields = node.entries else {
                diagnostics.append(.error(
                    "config.invalid", "an input in 'tokens' must be a path or { path, format }, not \(node.kindName)", at: node.span))
                return
            }
            var path: String?
            var format: TokenFormat?
            var sourceSets: SourceSetOutput?
            for field in fields {
                switch field.key {
                case "path":
                    path = string(field.value, what: "'path'").map(resolved)
                    if let path { config.pathSpans[path] = field.value.span }
                case "format":
                    guard let name = string(field.value, what: "'format'") else { continue }
                    format = TokenFormat(rawValue: name)
                    if format == nil {
                        let suggestion = Suggestions.nearest(to: name, in: TokenFormat.names)
                        diagnostics.append(.error(
                            "config.invalid", "'\(name)' is not a token format refract reads", at: field.value.span,
                            help: suggestion.map { "did you mean '\($0)'?" } ?? "formats: \(TokenFormat.names.joined(separator: ", "))",
                            fixIt: suggestion.map { FixIt(span: field.value.span, replacement: $0) }))
                    }
                case "emitSourceSets":
                    if let flag = field.value.boolValue {
                        sourceSets = flag ? .all : .referenceOnly
                    } else if let names = field.value.elements, names.allSatisfy({ $0.stringValue != nil }) {
                        sourceSets = .named(names.compactMap(\.stringValue))
                    } else {
                        diagnostics.append(.error(
                            "config.invalid", "'emitSourceSets' must be true, false or a list of set names, not \(field.value.kindName)",
                            at: field.value.span, help: "e.g. emitSourceSets: true, or emitSourceSets: [core, semantic]"))
                    }
                default: unknown(field, in: "a 'tokens' input", allowed: ["path", "format", "emitSourceSets"])
                }
            }
            guard let path else {
                diagnostics.append(.error(
                    "config.invalid", "an input in 'tokens' needs a 'path'", at: node.span.opening,
                    help: "e.g. { path: tokens, format: style-dictionary }"))
                return
            }
            config.tokens.append(path)
            if let format, format != .dtcg { config.tokenFormats[path] = format }
            if let sourceSets {
                if format == .tokensStudio {
                    config.tokenSourceSets[path] = sourceSets
                } else if let field = fields.first(where: { $0.key == "emitSourceSets" }) {
                    diagnostics.append(.error(
                        "config.invalid", "'emitSourceSets' names Tokens Studio 'source' sets; this input is not read as Tokens Studio",
                        at: field.keySpan, help: "add 'format: tokens-studio' to the input, or remove 'emitSourceSets'"))
                }
            }
        }

        mutating func platformConfig(_ node: SyntaxNode, name: String) -> RefractConfig.PlatformConfig {
            var platform = RefractConfig.PlatformConfig()
            if let enabled = node.boolValue {
                platform.enabled = enabled
                return platform
            }
            let settingKeys = PlatformRegistry.backend(named: name)?.settingKeys ?? []
            for entry in mapping(node, what: "a platform") ?? [] {
                switch entry.key {
                case "enabled": platform.enabled = bool(entry.value, what: "'enabled'") ?? true
                case "destination": platform.destination = string(entry.value, what: "'destination'")
                case "prefix": platform.prefix = string(entry.value, what: "'prefix'") ?? ""
                case "template": platform.template = string(entry.value, what: "'template'").map(resolved)
                case "include": (platform.selection.include, platform.selection.includeSpans) = tokenPatterns(entry)
                case "exclude": (platform.selection.exclude, platform.selection.excludeSpans) = tokenPatterns(entry)
                case "api": platform.api = apiScope(entry)
                case "public": (platform.selection.publicPatterns, platform.selection.publicSpans) = tokenPatterns(entry)
                case "referenceOnly":
                    (platform.selection.referenceOnlyPatterns, platform.selection.referenceOnlySpans) = tokenPatterns(entry)
                case "rename":
                    for rename in mapping(entry.value, what: "'rename'") ?? [] {
                        guard let path = string(rename.value, what: "a 'rename' path") else { continue }
                        platform.selection.rename[rename.key] = path
                        platform.selection.renameSpans[rename.key] = rename.keySpan
                    }
                case _ where settingKeys.contains(entry.key):
                    switch entry.value.value {
                    case .string(let text): platform.settings[entry.key] = text
                    case .bool(let flag): platform.settings[entry.key] = flag ? "true" : "false"
                    case .number(let number, _): platform.settings[entry.key] = "\(number)"
                    default:
                        diagnostics.append(.error(
                            "config.invalid", "platform setting '\(entry.key)' must be a string, number or boolean",
                            at: entry.value.span))
                        continue
                    }
                    platform.settingSpans[entry.key] = entry.value.span
                default:
                    unknown(entry, in: "platforms.\(name)", allowed: RefractConfig.platformKeys + settingKeys)
                }
            }
            if let backend = PlatformRegistry.backend(named: name) {
                diagnostics += backend.checkSettings(PlatformOptions(
                    destination: name, settings: platform.settings, settingSpans: platform.settingSpans))
            }
            return platform
        }

        mutating func customOutput(_ node: SyntaxNode) -> RefractConfig.CustomOutput? {
            guard mapping(node, what: "an output") != nil else { return nil }
            let context = node["context"].flatMap { string($0, what: "'context'") }
            let template = node["template"].flatMap { string($0, what: "'template'") }
            let destination = node["destination"].flatMap { string($0, what: "'destination'") }
            guard let context, let template, let destination else {
                diagnostics.append(.error(
                    "config.invalid", "an output needs 'context', 'template' and 'destination'", at: node.span.opening,
                    help: "e.g. { context: css, template: templates/tokens.md.mustache, destination: docs/tokens.md }"))
                return nil
            }
            if !RefractConfig.platformNames.contains(context) {
                diagnostics.append(.error(
                    "config.invalid", "unknown context '\(context)'", at: node["context"]?.span,
                    help: "contexts: \(RefractConfig.platformNames.joined(separator: ", "))"))
                return nil
            }
            return RefractConfig.CustomOutput(
                context: context, template: resolved(template), destination: destination, span: node.span)
        }

        /// `code: off`, `code: { severity: off, paths: [legacy/**] }`, or a list of such mappings for one code.
        mutating func severityOverrides(_ node: SyntaxNode) -> [SeverityOverride] {
            var overrides: [SeverityOverride] = []
            for entry in mapping(node, what: "'diagnostics'") ?? [] {
                guard Self.isCodePattern(entry.key) else {
                    diagnostics.append(.error(
                        "config.invalid", "'\(entry.key)' in 'diagnostics' is not a diagnostic code", at: entry.keySpan,
                        help: "write a code such as 'compat.legacy-color', or a family such as 'compat.*' (docs/diagnostics.md)"))
                    continue
                }
                guard Self.isKnownCodePattern(entry.key) else {
                    let candidates = entry.key.hasSuffix(".*") ? KnownCodes.families.map { "\($0).*" } : KnownCodes.all
                    unknown(entry, in: "diagnostics", allowed: candidates, otherwise: "the codes are listed in docs/diagnostics.md")
                    continue
                }
                let scoped = entry.value.elements ?? (entry.value.entries != nil ? [entry.value] : nil)
                guard let scoped else {
                    if let level = level(entry.value) { overrides.append(SeverityOverride(code: entry.key, level: level, span: entry.keySpan)) }
                    continue
                }
                for item in scoped {
                    guard let fields = mapping(item, what: "a severity with paths") else { continue }
                    var level: SeverityOverride.Level?
                    var paths: [PathPattern] = []
                    for field in fields {
                        switch field.key {
                        case "severity": level = self.level(field.value)
                        case "paths":
                            paths = (strings(field.value, what: "'paths'") ?? []).map { PathPattern(resolved($0)) }
                        default: unknown(field, in: "diagnostics.\(entry.key)", allowed: ["severity", "paths"])
                        }
                    }
                    guard fields.contains(where: { $0.key == "severity" }) else {
                        diagnostics.append(.error(
                            "config.invalid", "'diagnostics.\(entry.key)' needs a 'severity'", at: item.span.opening,
                            help: "e.g. { severity: off, paths: [\"legacy/**\"] }"))
                        continue
                    }
                    if let level { overrides.append(SeverityOverride(code: entry.key, level: level, paths: paths, span: entry.keySpan)) }
                }
            }
            return overrides
        }

        mutating func level(_ node: SyntaxNode) -> SeverityOverride.Level? {
            let names = SeverityOverride.Level.allCases.map(\.rawValue)
            if let text = node.stringValue, let level = SeverityOverride.Level(rawValue: text) { return level }
            let suggestion = node.stringValue.flatMap { Suggestions.nearest(to: $0, in: names) }
            diagnostics.append(.error(
                "config.invalid", "a severity must be \(names.map { "'\($0)'" }.joined(separator: ", ")), not \(node.stringValue.map { "'\($0)'" } ?? node.kindName)",
                at: node.span, help: suggestion.map { "did you mean '\($0)'?" }))
            return nil
        }

        /// `family.name` or `family.*`, as docs/diagnostics.md names codes.
        static func isCodePattern(_ text: String) -> Bool {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 2, let family = parts.first, let first = family.first, first.isLowercase,
                family.allSatisfy({ $0.isLetter && $0.isASCII })
            else { return false }
            if parts.count == 2 && parts[1] == "*" { return true }
            return parts.dropFirst().allSatisfy { part in
                !part.isEmpty && !part.hasPrefix("-") && !part.hasSuffix("-")
                    && part.allSatisfy { ($0.isLowercase || $0.isNumber || $0 == "-") && $0.isASCII }
            }
        }

        /// A code or a family that Refract has: severities for any other would silently never apply.
        static func isKnownCodePattern(_ text: String) -> Bool {
            if text.hasSuffix(".*") { return KnownCodes.families.contains(String(text.dropLast(2))) }
            return KnownCodes.all.contains(text)
        }

        /// `otherwise` is the help when nothing is near, for lists too long to print.
        mutating func unknown(_ entry: SyntaxEntry, in place: String, allowed: [String], otherwise: String? = nil) {
            let suggestion = Suggestions.nearest(to: entry.key, in: allowed)
            diagnostics.append(.error(
                "config.unknown-key", "unknown key '\(entry.key)' in \(place)", at: entry.keySpan,
                help: suggestion.map { "did you mean '\($0)'?" } ?? otherwise ?? "allowed: \(allowed.joined(separator: ", "))",
                fixIt: suggestion.map { FixIt(span: entry.keySpan, replacement: $0) }))
        }

        mutating func mapping(_ node: SyntaxNode, what: String) -> [SyntaxEntry]? {
            if let entries = node.entries { return entries }
            diagnostics.append(.error("config.invalid", "\(what) must be a mapping, not \(node.kindName)", at: node.span))
            return nil
        }

        mutating func string(_ node: SyntaxNode, what: String) -> String? {
            if let text = node.stringValue { return text }
            diagnostics.append(.error("config.invalid", "\(what) must be a string, not \(node.kindName)", at: node.span))
            return nil
        }

        /// A platform's `include` or `exclude`: the patterns, and where each is written.
        /// `api: semantic` or `api: all`.
        mutating func apiScope(_ entry: SyntaxEntry) -> APIScope? {
            guard let text = string(entry.value, what: "'api'") else { return nil }
            if let scope = APIScope(rawValue: text) { return scope }
            let names = APIScope.allCases.map(\.rawValue)
            let suggestion = Suggestions.nearest(to: text, in: names)
            diagnostics.append(.error(
                "config.invalid", "'api' must be \(names.map { "'\($0)'" }.joined(separator: " or ")), not '\(text)'",
                at: entry.value.span, help: "'semantic' keeps the tokens that are only referenced out of the API, 'all' keeps every token",
                fixIt: suggestion.map { FixIt(span: entry.value.span, replacement: $0) }))
            return nil
        }

        mutating func tokenPatterns(_ entry: SyntaxEntry) -> ([String], [SourceSpan]) {
            guard let items = entry.value.elements else {
                diagnostics.append(.error(
                    "config.invalid", "'\(entry.key)' must be a list of token path patterns", at: entry.value.span))
                return ([], [])
            }
            let patterns = items.compactMap { item in string(item, what: "a pattern in '\(entry.key)'").map { ($0, item.span) } }
            return (patterns.map(\.0), patterns.map(\.1))
        }

        mutating func strings(_ node: SyntaxNode, what: String) -> [String]? {
            guard let items = node.elements else {
                diagnostics.append(.error("config.invalid", "\(what) must be a list of paths", at: node.span))
                return nil
            }
            return items.compactMap { string($0, what: what) }
        }

        mutating func bool(_ node: SyntaxNode, what: String) -> Bool? {
            if let flag = node.boolValue { return flag }
            diagnostics.append(.error("config.invalid", "\(what) must be true or false, not \(node.kindName)", at: node.span))
            return nil
        }
    }
}
