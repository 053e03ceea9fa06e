import Foundation
import RefractTestSupport
import Testing

/// Headless Chromium for the preview's tests: a screenshot of a page at a window size, light or dark
/// (`--force-dark-mode` makes `prefers-color-scheme: dark`), and the DOM of a page after its scripts ran,
/// from which the text of `<pre id="out">` is read.
enum HeadlessChromium {
    static let timeout: TimeInterval = 120

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The browser, or nil with a skip note; under `CI=true` a missing browser is a failure.
    static func require(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let environment = ProcessInfo.processInfo.environment
        if TestEnvironment.toolsHidden {
            TestEnvironment.missing("chromium", sourceLocation: sourceLocation)
            return nil
        }
        if let path = environment["REFRACT_CHROMIUM"] { return path }
        for folder in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"]
            where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        TestEnvironment.missing("chromium", sourceLocation: sourceLocation)
        return nil
    }

    /// A fresh folder for one page and what the browser makes of it.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func screenshot(of page: URL, width: Int, height: Int, dark: Bool, to png: URL, browser: String) throws {
        try run(browser, [
            "--window-size=\(width),\(height)", "--force-device-scale-factor=1", "--hide-scrollbars",
            "--screenshot=\(png.path)",
        ] + (dark ? ["--force-dark-mode"] : []), page: page, profile: png.deletingPathExtension().path + "-profile")
        guard FileManager.default.fileExists(atPath: png.path) else {
            throw Failure(description: "chromium wrote no screenshot of \(page.lastPathComponent)")
        }
    }

    /// What the page's script wrote into `<pre id="out">`.
    static func output(of page: URL, dark: Bool = false, browser: String) throws -> String {
        let dump = try run(
            browser, ["--virtual-time-budget=30000", "--dump-dom"] + (dark ? ["--force-dark-mode"] : []), page: page,
            profile: page.deletingPathExtension().path + "-profile")
        guard let open = dump.range(of: "<pre id=\"out\">"),
            let close = dump.range(of: "</pre>", range: open.upperBound..<dump.endIndex),
            open.upperBound < close.lowerBound
        else { throw Failure(description: "the page's script wrote no results") }
        return String(dump[open.upperBound..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    @discardableResult
    private static func run(_ browser: String, _ arguments: [String], page: URL, profile: String) throws -> String {
        let output = URL(fileURLWithPath: profile + ".stdout")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(profile)",
        ] + arguments + [page.absoluteString]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "chromium did not finish within \(Int(timeout)) s")
        }
        return try String(contentsOf: output, encoding: .utf8)
    }
}
