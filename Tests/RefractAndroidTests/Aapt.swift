import Foundation
import RefractBackend
import RefractOutput
import RefractTestSupport
import Testing

/// Compiles generated `res/` with Android's aapt against the framework resources, and reads back the
/// compiled values with `aapt dump --values resources`.
struct Aapt {
    static let frameworkCandidates = [
        "/usr/share/android-framework-res/framework-res.apk",
        "/usr/lib/android-sdk/platforms/android-29/android.jar",
    ]
    static let package = "org.refract.tokens.test"

    var aapt: ExternalTool
    var framework: String

    /// Nil (skipped, or an issue under CI) when aapt or the framework resources are missing.
    static func find(sourceLocation: SourceLocation = #_sourceLocation) -> Aapt? {
        guard let tool = ExternalTool.find("aapt", sourceLocation: sourceLocation) else { return nil }
        guard let framework = frameworkCandidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            TestEnvironment.missing("framework-res.apk (Debian package android-framework-res)", sourceLocation: sourceLocation)
            return nil
        }
        return Aapt(aapt: tool, framework: framework)
    }

    struct Compiled {
        var status: Int32
        var log: String
        /// `aapt dump --values resources` of the package, empty when compiling failed.
        var dump: String
    }

    /// Writes the files and a minimal manifest into a scratch folder and packages them.
    func compile(_ files: [GeneratedFile]) throws -> Compiled {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let manifest = """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(Self.package)">
                <uses-sdk android:minSdkVersion="21" android:targetSdkVersion="29" />
            </manifest>
            """
        try scratch.write([("AndroidManifest.xml", manifest)] + files.map { ($0.path, $0.contents) })
        let resources = scratch.url.appendingPathComponent("res")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let apk = scratch.url.appendingPathComponent("out.apk").path
        let packaged = try aapt.run(
            ["package", "-f", "-M", "AndroidManifest.xml", "-S", "res", "-I", framework, "-F", apk], in: scratch.url)
        guard packaged.status == 0, !packaged.timedOut else {
            return Compiled(status: packaged.status, log: packaged.output, dump: "")
        }
        let dump = try aapt.run(["dump", "--values", "resources", apk])
        return Compiled(status: dump.status, log: packaged.output + dump.output, dump: dump.output)
    }
}
