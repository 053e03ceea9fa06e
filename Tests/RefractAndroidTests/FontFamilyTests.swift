@testable import RefractAndroid
import RefractModel
import RefractOutput
import Testing

@Suite("The family Android draws from a font stack")
struct FontFamilyTests {
    @Test(arguments: [
        (["Inter", "-apple-system", "Segoe UI", "sans-serif"], [], AndroidFontFamily.Choice.system("sans-serif")),
        (["SF Pro Text", "-apple-system", "Roboto", "sans-serif"], [], .system("sans-serif")),
        (["Georgia", "serif"], [], .system("serif")),
        (["SF Mono", "Monaco", "monospace"], [], .system("serif-monospace")),
        (["ui-monospace", "Menlo"], [], .system("monospace")),
        (["Only Apple Has This"], [], .system("sans-serif")),
        (["Inter", "sans-serif"], ["inter"], .resource("@font/inter")),
        (["-apple-system", "Source Serif Pro", "serif"], ["source serif pro"], .resource("@font/source_serif_pro")),
        (["@font/brand", "sans-serif"], [], .resource("@font/brand")),
        (["@font/Not Valid", "serif"], [], .system("serif")),
    ] as [([String], Set<String>, AndroidFontFamily.Choice)])
    func firstFamilyADeviceCanHave(_ stack: [String], _ resources: Set<String>, _ expected: AndroidFontFamily.Choice) {
        #expect(AndroidFontFamily.choose(stack, fontResources: resources) == expected)
    }

    @Test func aStringNamesAFamilyAndroidHasEvenWhenTheAppShipsTheFirst() {
        #expect(AndroidFontFamily.systemFamily(["Inter", "Georgia", "sans-serif"]) == "serif")
    }

    @Test func theSettingNamesFontResources() {
        let model = InMemoryModel.single([InMemoryModel.token("type.body", .typography(.init(
            fontFamily: ["Inter", "-apple-system", "sans-serif"], fontSize: .init(16, .px), fontWeight: .init(400),
            letterSpacing: nil, lineHeight: nil)))])
        let options = PlatformOptions(destination: "android", settings: ["fontResources": "Inter, Source  Serif"])
        let styles = Load.generate(model, options: options).files.first { $0.path == "res/values/refract_styles.xml" }?.contents ?? ""
        #expect(styles.contains("<item name=\"android:fontFamily\">@font/inter</item>"))
    }
}
