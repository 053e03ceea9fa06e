import Foundation
import RefractJSONRPC
import RefractMCP
import RefractTestSupport
import Testing

@Suite struct ToolTests {
    @Test func resolveGivesEveryPermutationWithItsAliasChain() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        let result = try #require(client.call("resolve", ["token": "color.primary"]))
        #expect(!result.isError)
        let values = try #require(result["structuredContent"]?["values"]?.arrayValue)
        #expect(values.count == 4)
        let light = try #require(values.first { $0["inputs"]?["theme"] == "standard" && $0["inputs"]?["mode"] == "light" })
        #expect(light["hex"] == "#1b8188")
        #expect(light["aliasChain"] == ["color.primary", "scheme.light.primary", "palette.teal"])
        let dark = try #require(values.first { $0["inputs"]?["theme"] == "standard" && $0["inputs"]?["mode"] == "dark" })
        #expect(dark["hex"] == "#57b5b9")
        #expect(result.text.contains("theme=standard, mode=dark: #57b5b9"))
    }

    @Test func anUnknownTokenIsAToolErrorNamingNearTokens() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        let result = try #require(client.call("resolve", ["token": "color.primry"]))
        #expect(result.isError)
        #expect(result.text.contains("no token 'color.primry'"))
        #expect(result.text.contains("color.primary"))
        let group = try #require(client.call("explain", ["token": "color"]))
        #expect(group.isError)
        #expect(group.text.contains("is a group of"))
    }

    @Test func badArgumentsAreToolErrorsSayingWhatIsTaken() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        let wrongType = try #require(client.call("search", ["limit": "ten"]))
        #expect(wrongType.isError)
        #expect(wrongType.text.contains("'limit' must be a whole number"))
        let unknown = try #require(client.call("resolve", ["token": "color.primary", "colour": "x"]))
        #expect(unknown.isError)
        #expect(unknown.text.contains("takes no argument 'colour'"))
        let missing = try #require(client.call("resolve", [:]))
        #expect(missing.isError)
        #expect(missing.text.contains("needs the argument 'token'"))
        let badModifier = try #require(client.call("resolve", ["token": "color.primary", "inputs": ["mode": "dusk"]]))
        #expect(badModifier.text.contains("modifier 'mode' has no context 'dusk' (its contexts: light, dark)"))
    }

    @Test func explainLocatesEveryStep() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        let result = try #require(client.call("explain", ["token": "color.primary", "inputs": ["theme": "standard", "mode": "light"]]))
        let chains = try #require(result["structuredContent"]?["chains"]?.arrayValue)
        #expect(chains.count == 1)
        let steps = try #require(chains[0]["steps"]?.arrayValue)
        #expect(steps.map { $0["token"]?.stringValue ?? "" } == ["color.primary", "scheme.light.primary", "palette.teal"])
        #expect(steps[2]["file"]?.stringValue == MCPHarness.exampleTokens + "/palette.tokens.yaml")
        #expect(steps.allSatisfy { ($0["line"]?.intValue ?? 0) > 0 && $0["value"] == "#1b8188" })
    }

    @Test func searchByNameValueTypeAndContrast() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        let glob = try #require(client.call("search", ["query": "color.on*", "limit": 100]))
        let names = glob["structuredContent"]?["matches"]?.arrayValue?.compactMap { $0["token"]?.stringValue } ?? []
        #expect(!names.isEmpty && names.allSatisfy { $0.hasPrefix("color.on") })
        let byHex = try #require(client.call("search", ["value": "#1B8188", "type": "color"]))
        let hexNames = byHex["structuredContent"]?["matches"]?.arrayValue?.compactMap { $0["token"]?.stringValue } ?? []
        #expect(hexNames.contains("color.primary") && hexNames.contains("palette.teal"))
        let contrast = try #require(client.call("search", ["query": "color.", "contrastWith": "#ffffff", "minContrast": 4.5, "limit": 100]))
        let ratios = contrast["structuredContent"]?["matches"]?.arrayValue?.compactMap { $0["contrast"]?.doubleValue } ?? []
        #expect(!ratios.isEmpty && ratios.allSatisfy { $0 >= 4.5 })
        #expect(ratios == ratios.sorted(by: >))
        let unknownType = try #require(client.call("search", ["type": "colour"]))
        #expect(unknownType.isError && unknownType.text.contains("the types here"))
    }

    @Test func answersAreCutToTheLimitWithANote() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        let result = try #require(client.call("search", ["type": "color", "limit": 2]))
        let structured = try #require(result["structuredContent"])
        #expect(structured["matches"]?.arrayValue?.count == 2)
        let total = try #require(structured["total"]?.intValue)
        #expect(total > 2)
        #expect(structured["note"]?.stringValue?.hasPrefix("\(total - 2) more: narrow with") == true)
        #expect(result.text.contains("… \(total - 2) more"))
    }

    @Test func namesOnEveryEnabledPlatform() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        let result = try #require(client.call("names", ["token": "color.primary"]))
        let names = result["structuredContent"]?["tokens"]?[0]?["names"]?.arrayValue ?? []
        let pairs = Set(names.map { "\($0["platform"]?.stringValue ?? ""): \($0["name"]?.stringValue ?? "")" })
        for expected in [
            "swift: Theme.colors.primary", "swift: .themePrimary", "compose: RefractTheme.colors.primary", "android: R.color.color_primary",
            "css: --color-primary", "web: tokens.color.primary", "json: color.primary",
        ] {
            #expect(pairs.contains(expected), "\(expected)")
        }
        #expect(pairs.count == names.count, "each name once")
    }

    @Test func lintReportsLocatedErrorsAndOtherToolsSayTheTokensHaveErrors() throws {
        let folder = try MCPHarness.folder([
            "tokens/colors.tokens.json": #"{"color": {"$type": "color", "base": {"$value": "{color.missing}"}}}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let client = MCPHarness(folder: folder)
        _ = client.initialize()
        let lint = try #require(client.call("lint"))
        #expect(!lint.isError)
        let first = try #require(lint["structuredContent"]?["diagnostics"]?[0])
        #expect(first["severity"] == "error")
        #expect(first["file"]?.stringValue?.hasSuffix("tokens/colors.tokens.json") == true)
        #expect(first["line"] == 1)
        let resolve = try #require(client.call("resolve", ["token": "color.base"]))
        #expect(resolve.isError)
        #expect(resolve.text.contains("call lint"))
    }

    @Test func diffComparesAFolderWithTheProject() throws {
        let old = try MCPHarness.folder([
            "tokens/colors.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "#ff0000"}, "gone": {"$value": "#000000"}}}"##
        ])
        let new = try MCPHarness.folder([
            "tokens/colors.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "#00ff00"}, "fresh": {"$value": "#ffffff"}}}"##
        ])
        defer { for folder in [old, new] { try? FileManager.default.removeItem(atPath: folder) } }
        let client = MCPHarness(folder: new)
        _ = client.initialize()
        let result = try #require(client.call("diff", ["old": .string(old + "/tokens"), "new": .string(new + "/tokens")]))
        #expect(!result.isError, "\(result.text)")
        let structured = try #require(result["structuredContent"])
        #expect(structured["counts"]?["added"] == 1)
        #expect(structured["counts"]?["removed"] == 1)
        #expect(structured["counts"]?["changed"] == 1)
        #expect(structured["isBreaking"] == true)
        #expect(result.text.contains("* color.accent:") && result.text.contains("#ff0000 → #00ff00"))
        let neither = try #require(client.call("diff"))
        #expect(neither.isError)
    }

    @Test func usageFindsTheGeneratedNamesInAnAppsSources() throws {
        let app = try MCPHarness.folder([
            "App/View.swift": "let tint = theme.colors.primary\nlet other = theme.colors.primaryish\n",
            "web/site.css": ".button { color: var(--color-primary); }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: app) }
        let client = MCPHarness.example()
        _ = client.initialize()
        let result = try #require(client.call("usage", ["paths": .array([.string(app)]), "only": "used", "token": "color.primary"]))
        #expect(!result.isError, "\(result.text)")
        let rows = try #require(result["structuredContent"]?["rows"]?.arrayValue)
        let platforms = Set(rows.compactMap { $0["platform"]?.stringValue })
        #expect(platforms == ["swift", "css"])
        #expect(rows.allSatisfy { $0["token"] == "color.primary" && $0["useCount"] == 1 })
        let missing = try #require(client.call("usage", ["paths": ["/no/such/app"]]))
        #expect(missing.isError && missing.text.contains("/no/such/app"))
    }
}

extension MCPHarness {
    static var exampleTokens: String { TestEnvironment.packageRoot.path + "/tokens" }
}

@Suite struct FreshnessTests {
    @Test func everyCallReadsTheFilesAsTheyAreNow() throws {
        let folder = try MCPHarness.folder([
            "tokens/colors.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "#ff0000"}}}"##
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let client = MCPHarness(folder: folder)
        _ = client.initialize()
        #expect(client.call("resolve", ["token": "color.accent"])?["structuredContent"]?["values"]?[0]?["hex"] == "#ff0000")
        try ##"{"color": {"$type": "color", "accent": {"$value": "#00ff0080"}, "added": {"$value": "#000000"}}}"##
            .write(toFile: folder + "/tokens/colors.tokens.json", atomically: true, encoding: .utf8)
        #expect(client.call("resolve", ["token": "color.accent"])?["structuredContent"]?["values"]?[0]?["hex"] == "#00ff0080")
        try ##"{"color": {"$type": "color", "more": {"$value": "#0000ff"}}}"##
            .write(toFile: folder + "/tokens/more.tokens.json", atomically: true, encoding: .utf8)
        #expect(client.call("resolve", ["token": "color.more"])?.isError == false, "a file added to an input folder is read")
    }
}
