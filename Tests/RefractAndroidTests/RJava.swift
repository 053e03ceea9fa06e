import Foundation
import RefractBackend
import RefractOutput
import RefractTestSupport
import Testing

/// The `R.java` that aapt and aapt2 write for generated `res/` (each copies the XML comment before a
/// resource into it as Javadoc), compiled with javac: a comment that ends the Javadoc, or that javac reads
/// as a Unicode escape or aapt as an annotation, fails here.
struct RJava {
    var aapt: Aapt
    var aapt2: ExternalTool
    var javac: ExternalTool

    static func find(sourceLocation: SourceLocation = #_sourceLocation) -> RJava? {
        guard let aapt = Aapt.find(sourceLocation: sourceLocation),
              let aapt2 = ExternalTool.find("aapt2", sourceLocation: sourceLocation),
              let javac = ExternalTool.find("javac", sourceLocation: sourceLocation)
        else { return nil }
        return RJava(aapt: aapt, aapt2: aapt2, javac: javac)
    }

    struct Outcome {
        var tool: String
        var status: Int32
        var log: String
        var rJava: String
    }

    /// Writes `R.java` with `aapt package -J` and with `aapt2 compile` + `link --java`, and compiles each.
    func compile(_ files: [GeneratedFile]) throws -> [Outcome] {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let manifest = """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(Aapt.package)">
                <uses-sdk android:minSdkVersion="21" android:targetSdkVersion="29" />
            </manifest>
            """
        try scratch.write([("AndroidManifest.xml", manifest)] + files.map { ($0.path, $0.contents) })
        for folder in ["gen-aapt", "gen-aapt2", "classes-aapt", "classes-aapt2"] {
            try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let packaged = try aapt.aapt.run(
            ["package", "-f", "-m", "-M", "AndroidManifest.xml", "-S", "res", "-I", aapt.framework, "-J", "gen-aapt"],
            in: scratch.url)
        let compiled = try aapt2.run(["compile", "--dir", "res", "-o", "compiled.zip"], in: scratch.url)
        var linkLog = compiled.output
        if compiled.status == 0 {
            let linked = try aapt2.run(
                ["link", "-I", aapt.framework, "--manifest", "AndroidManifest.xml", "-o", "out.apk", "--java", "gen-aapt2",
                 "compiled.zip"], in: scratch.url)
            linkLog += linked.output
        }
        return try [("aapt", packaged.output), ("aapt2", linkLog)].map { tool, log in
            let source = scratch.url.appendingPathComponent("gen-\(tool)/" + Aapt.package.replacingOccurrences(of: ".", with: "/") + "/R.java")
            guard let text = try? String(contentsOf: source, encoding: .utf8) else {
                return Outcome(tool: tool, status: -1, log: log, rJava: "")
            }
            let javac = try javac.run(["-d", "classes-\(tool)", source.path], in: scratch.url, timeout: 120)
            return Outcome(tool: tool, status: javac.status, log: log + javac.output, rJava: text)
        }
    }
}
