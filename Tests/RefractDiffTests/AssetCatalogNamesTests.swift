import Foundation
import RefractDiff
import RefractKit
import RefractOutput
import RefractTestSupport
import Testing

/// The asset catalog's names, as `refract diff` compares them: the colour set names apps look colours up by,
/// each once however many theme catalogs hold it.
@Suite("refract diff: asset catalog names")
struct AssetCatalogNamesTests {
    @Test func eachColourSetNameOnceWithItsToken() throws {
        let load = TokenLoader.run(LoadRequest(inputs: [TestEnvironment.packageRoot.appendingPathComponent("tokens").path]))
        let model = try #require(load.model)
        let options = ["xcassets": PlatformOptions(destination: "xcassets", settings: ["accentColor": "color.primary"])]
        let names = PlatformNameList.collect(model, platforms: ["xcassets"], options: options)
        #expect(names.allSatisfy { $0.platform == "xcassets" })
        #expect(Set(names.map(\.name)).count == names.count)
        #expect(names.contains(PlatformName(platform: "xcassets", name: "color.primary", token: "color.primary")))
        #expect(names.contains(PlatformName(platform: "xcassets", name: "AccentColor", token: "color.primary")))
        #expect(!names.contains { $0.name.hasPrefix("gradient.") || $0.name.hasPrefix("shadow.") })
    }
}
