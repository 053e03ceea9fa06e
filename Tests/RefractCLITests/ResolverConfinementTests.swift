import Foundation
import Testing

/// A resolver's `$ref` reads only below the resolver document's folder (and folders the user allows):
/// anything else is refused before it is opened, so its content can never reach a code frame or a log.
@Suite("Resolver references stay in the project")
struct ResolverConfinementTests {
    static let secret = "API_KEY=hunter2"

    static func resolver(referring reference: String) -> String {
        ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "\##(reference)"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
    }

    /// A project beside a folder of secrets; the resolver is in `project/tokens`.
    static func layout() throws -> ProjectFolder {
        let folder = try ProjectFolder("confinement")
        try folder.write("secret/creds.json", secret + "\n")
        try folder.write("secret/colors.tokens.json", #"{"red": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#)
        try folder.write("project/tokens/base.tokens.json", #"{"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}"#)
        return folder
    }

    struct Case: Sendable, CustomStringConvertible {
        var reference: String
        /// The path as refract names it, from `project`.
        var shown: String
        var description: String { reference }
    }

    @Test(arguments: [
        Case(reference: "../../secret/creds.json", shown: "../secret/creds.json"),
        Case(reference: "./../../secret/creds.json", shown: "../secret/creds.json"),
        Case(reference: "ABSOLUTE/creds.json", shown: "ABSOLUTE/creds.json"),
        Case(reference: "link/creds.json", shown: "tokens/link/creds.json"),
    ])
    func aReferenceOutsideIsRefusedUnread(_ example: Case) throws {
        let folder = try Self.layout()
        defer { folder.remove() }
        let secretFolder = folder.url.appendingPathComponent("secret").path
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("project/tokens/link").path, withDestinationPath: secretFolder)
        let reference = example.reference.replacingOccurrences(of: "ABSOLUTE", with: secretFolder)
        try folder.write("project/tokens/t.resolver.json", Self.resolver(referring: reference))
        let run = try RefractBinary.run(
            ["lint", "tokens/t.resolver.json"], in: folder.url.appendingPathComponent("project"))
        let shown = example.shown.replacingOccurrences(of: "ABSOLUTE", with: secretFolder)
        #expect(run.status == 1)
        #expect(run.stderr.contains(
            "error: [resolver.file-outside-root] '\(shown)' is outside the resolver document's folder; refract does not read it\n"),
            "\(run.stderr)")
        #expect(run.stderr.contains(
            "= help: move the file below the resolver's folder, or allow its folder with 'resolverRoots' in refract.yaml or --resolver-root"))
        #expect(!run.stderr.contains("hunter2"), "the refused file's content was printed")
        #expect(!run.stderr.contains("syntax."), "the refused file was read")
    }

    @Test func aFileInsideIsRead() throws {
        let folder = try Self.layout()
        defer { folder.remove() }
        try folder.write("project/tokens/t.resolver.json", Self.resolver(referring: "./base.tokens.json"))
        let run = try RefractBinary.run(["lint", "tokens/t.resolver.json"], in: folder.url.appendingPathComponent("project"))
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func aRootTheUserAllowsIsRead() throws {
        let folder = try Self.layout()
        defer { folder.remove() }
        try folder.write("project/tokens/t.resolver.json", Self.resolver(referring: "../../secret/colors.tokens.json"))
        let project = folder.url.appendingPathComponent("project")
        let flag = try RefractBinary.run(["lint", "tokens/t.resolver.json", "--resolver-root", "../secret"], in: project)
        #expect(flag.status == 0, "\(flag.stderr)")
        try folder.write("project/refract.yaml", "resolver: tokens/t.resolver.json\nresolverRoots: [../secret]\noutput: out\n")
        let config = try RefractBinary.run(["build", "--platform", "css"], in: project)
        #expect(config.status == 0, "\(config.stderr)")
        #expect(folder.read("project/out/css/tokens.css")?.contains("red") == true)
    }
}
