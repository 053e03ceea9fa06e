import Foundation
import Testing

/// The stand-in `AppKit` module of Fixtures/StandInAppKit (Apple's declarations of the API the generated AppKit
/// layer uses, with working colour bodies), built once per test run as a static library a driver links, and a
/// stand-in `SwiftUI` module built against it, so that SwiftUI's `Color(nsColor:)` exists as it does where
/// AppKit does.
enum StandInAppKit {
    static let source = TestSupport.fixtures.appendingPathComponent("StandInAppKit/AppKit.swift")

    /// Built on first use; Swift runs the initialiser once however many tests ask.
    static let modules: StandInUIKit.Modules = {
        guard let swiftc = SwiftCompiler.path else { return .init(directory: nil, failure: "swiftc not found") }
        do {
            let directory = try TestSupport.temporaryDirectory()
            let appKit = try SwiftCompiler.run(swiftc, [
                "-emit-library", "-static", "-emit-module", "-module-name", "AppKit", "-swift-version", "6",
                "-parse-as-library", "-warnings-as-errors", source.path, "-o", "libAppKit.a",
            ], in: directory)
            guard appKit.status == 0 else { return .init(directory: nil, failure: appKit.output) }
            let swiftUIDirectory = directory.appendingPathComponent("swiftui")
            try FileManager.default.createDirectory(at: swiftUIDirectory, withIntermediateDirectories: true)
            let swiftUI = try SwiftCompiler.run(swiftc, [
                "-emit-module", "-module-name", "SwiftUI", "-swift-version", "6", "-parse-as-library", "-I", directory.path,
                StandInSwiftUI.source.path, "-emit-module-path", swiftUIDirectory.appendingPathComponent("SwiftUI.swiftmodule").path,
            ], in: directory)
            guard swiftUI.status == 0 else { return .init(directory: nil, failure: swiftUI.output) }
            return .init(directory: directory)
        } catch {
            return .init(directory: nil, failure: "\(error)")
        }
    }()
}
