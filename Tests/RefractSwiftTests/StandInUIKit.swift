import Foundation
import Testing

/// The stand-in `UIKit` module of Fixtures/StandInUIKit (Apple's declarations of the API the generated UIKit
/// layer uses, with working colour bodies), built once per test run as a static library a driver links, and a
/// stand-in `SwiftUI` module built against it, so that SwiftUI's `Color(uiColor:)` exists as it does where
/// UIKit does.
enum StandInUIKit {
    struct Modules: Sendable {
        /// The folder to pass with `-I` and `-L` (`UIKit.swiftmodule`, `libUIKit.a`), or nil (and the
        /// compiler's output) when a module did not build.
        var directory: URL?
        var failure: String?
        /// The stand-in SwiftUI built against it, kept apart so a driver that passes only `directory` has no SwiftUI.
        var swiftUIDirectory: URL? { directory?.appendingPathComponent("swiftui") }
    }

    static let source = TestSupport.fixtures.appendingPathComponent("StandInUIKit/UIKit.swift")

    /// Built on first use; Swift runs the initialiser once however many tests ask.
    static let modules: Modules = {
        guard let swiftc = SwiftCompiler.path else { return Modules(directory: nil, failure: "swiftc not found") }
        do {
            let directory = try TestSupport.temporaryDirectory()
            let uikit = try SwiftCompiler.run(swiftc, [
                "-emit-library", "-static", "-emit-module", "-module-name", "UIKit", "-swift-version", "6",
                "-parse-as-library", "-warnings-as-errors", source.path, "-o", "libUIKit.a",
            ], in: directory)
            guard uikit.status == 0 else { return Modules(directory: nil, failure: uikit.output) }
            let swiftUIDirectory = directory.appendingPathComponent("swiftui")
            try FileManager.default.createDirectory(at: swiftUIDirectory, withIntermediateDirectories: true)
            let swiftUI = try SwiftCompiler.run(swiftc, [
                "-emit-module", "-module-name", "SwiftUI", "-swift-version", "6", "-parse-as-library", "-I", directory.path,
                StandInSwiftUI.source.path, "-emit-module-path", swiftUIDirectory.appendingPathComponent("SwiftUI.swiftmodule").path,
            ], in: directory)
            guard swiftUI.status == 0 else { return Modules(directory: nil, failure: swiftUI.output) }
            return Modules(directory: directory)
        } catch {
            return Modules(directory: nil, failure: "\(error)")
        }
    }()
}
