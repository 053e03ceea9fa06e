import Foundation
import RefractTestSupport
import Testing

/// Headless Chromium, driven the simple way: `--dump-dom` on a page whose script writes what it measured
/// into `<pre id="out">`, with `--virtual-time-budget` so the script has run when the DOM is dumped. Dark
/// mode is emulated with `--force-dark-mode` (prefers-color-scheme: dark), increased contrast with
/// `--force-high-contrast` (prefers-contrast: more, and forced colours, which probes opt out of).
enum Chromium {
    static let timeout: TimeInterval = 90
    /// One page load at a time across all suites: the machine has two cores, and each load already starts
    /// one browser per colour scheme.
    private static let oneAtATime = NSLock()

    static var executable: String? {
        if TestEnvironment.toolsHidden { return nil }
        if let path = ProcessInfo.processInfo.environment["REFRACT_CHROMIUM"] { return path }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    /// The browser, or nil with a skip note; under `CI=true` a missing browser is a failure.
    static func require(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        if let executable { return executable }
        TestEnvironment.missing("chromium", sourceLocation: sourceLocation)
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Loads `html` once in light and once in dark (two browsers at once) and returns what each page wrote.
    static func measure(_ html: String, browser: String) throws -> (light: String, dark: String) {
        let outputs = try measure(html, browser: browser, dark: [false, true])
        return (outputs[0], outputs[1])
    }

    /// Loads `html` once per entry of `dark` (all at once) and returns what each page wrote.
    static func measure(_ html: String, browser: String, dark modes: [Bool]) throws -> [String] {
        try measure(html, browser: browser, emulations: modes.map { Emulation(dark: $0) })
    }

    /// What the browser pretends the user prefers.
    struct Emulation: Hashable {
        var dark: Bool
        var moreContrast = false

        var name: String { (dark ? "dark" : "light") + (moreContrast ? "+more" : "") }
    }

    /// Loads `html` once per emulation (two at a time) and returns what each page wrote.
    static func measure(_ html: String, browser: String, emulations modes: [Emulation]) throws -> [String] {
        oneAtATime.lock()
        defer { oneAtATime.unlock() }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("refract-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // REFRACT_KEEP_PAGES=1 keeps the page and the dumps for a look in a browser.
        defer {
            if ProcessInfo.processInfo.environment["REFRACT_KEEP_PAGES"] == "1" {
                print("note: kept \(folder.path)")
            } else {
                try? FileManager.default.removeItem(at: folder)
            }
        }
        let page = folder.appendingPathComponent("page.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        var outputs: [String] = []
        for start in stride(from: 0, to: modes.count, by: 2) {
            let running = try modes[start..<min(start + 2, modes.count)].map {
                try Self.start(browser, page: page, emulation: $0, folder: folder)
            }
            outputs += try running.map(finish)
        }
        return outputs
    }

    private struct Running {
        var process: Process
        var output: URL
    }

    private static func start(_ browser: String, page: URL, emulation: Emulation, folder: URL) throws -> Running {
        let name = emulation.name
        let output = folder.appendingPathComponent("\(name).html")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(folder.appendingPathComponent("profile-\(name)").path)",
            "--virtual-time-budget=30000", "--dump-dom",
        ] + (emulation.dark ? ["--force-dark-mode"] : []) + (emulation.moreContrast ? ["--force-high-contrast"] : [])
            + [page.absoluteString]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        return Running(process: process, output: output)
    }

    private static func finish(_ running: Running) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while running.process.isRunning && Date() < deadline { usleep(20_000) }
        if running.process.isRunning {
            running.process.terminate()
            throw Failure(description: "chromium did not finish within \(Int(timeout)) s")
        }
        let dump = try String(contentsOf: running.output, encoding: .utf8)
        guard let open = dump.range(of: "<pre id=\"out\">"),
            let close = dump.range(of: "</pre>", range: open.upperBound..<dump.endIndex)
        else { throw Failure(description: "the page wrote no results (exit \(running.process.terminationStatus))") }
        if dump[open.upperBound..<close.lowerBound].isEmpty {
            throw Failure(description: "the page's script failed before writing results")
        }
        return String(dump[open.upperBound..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
