import Foundation
import RefractCompose
import RefractOutput
import Testing

/// ThemeDecoder.kt stays common Kotlin, so it builds for every Kotlin Multiplatform target: it imports only
/// Compose's multiplatform packages and names no JVM or Android API (the JVM run is `ComposeThemeDecoderTests`).
@Suite("The Kotlin theme decoder is multiplatform-safe")
struct ThemeDecoderPortabilityTests {
    @Test func theDecoderNamesNoJVMOrAndroidAPI() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let files = ComposeBackend.generate(model, options: PlatformOptions(destination: "compose"), templates: TestSupport.templates).files
        let decoder = try #require(files.first { $0.path == "ThemeDecoder.kt" }).contents
        let imports = decoder.split(separator: "\n").filter { $0.hasPrefix("import ") }
        #expect(!imports.isEmpty)
        let common = ["androidx.compose.animation.core.", "androidx.compose.ui.graphics.", "androidx.compose.ui.text.", "androidx.compose.ui.unit."]
        for line in imports {
            let name = line.dropFirst("import ".count)
            #expect(common.contains { name.hasPrefix($0) }, "\(line)")
        }
        for jvmOnly in ["java.", "javax.", "android.", "System.", "String.format", "@Jvm", "synchronized"] {
            #expect(!decoder.contains(jvmOnly), "\(jvmOnly)")
        }
    }
}
