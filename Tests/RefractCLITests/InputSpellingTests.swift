import Foundation
import RefractTestSupport
import Testing

/// `--input modifier=context` names a modifier and one of its contexts exactly as the resolver declares them.
/// `theme=Christmas` once linted clean and built every platform but CSS, whose file held only its header, with
/// exit 0: now any spelling but the declared one is a usage error (exit 2) suggesting the declared one, for every
/// command, and every spelling `lint` accepts builds every platform with its tokens.
@Suite("--input spellings")
struct InputSpellingTests {
    /// The example project `refract init` makes.
    static func example() throws -> ProjectFolder {
        let folder = try ProjectFolder("input-spelling")
        let run = try RefractBinary.run(["init"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        return folder
    }

    /// Each declared modifier and context as written, lowercased, uppercased and capitalized.
    static let spellings: [String] = {
        let declared = [("theme", "standard"), ("theme", "christmas"), ("mode", "light"), ("mode", "dark")]
        func variants(_ text: String) -> [String] {
            [text, text.lowercased(), text.uppercased(), text.prefix(1).uppercased() + text.dropFirst()]
        }
        var result: [String] = []
        for (modifier, context) in declared {
            for m in variants(modifier) {
                for c in variants(context) where !result.contains("\(m)=\(c)") { result.append("\(m)=\(c)") }
            }
        }
        return result
    }()

    /// What each platform's files hold when they hold the tokens: the example's `color.primary` by the
    /// platform's name for it.
    static let markers: [String: (file: String, text: String)] = [
        "css": ("css/tokens.css", "--color-primary: "),
        "swift": ("swift/ThemeColors.swift", "public var primary: "),
        "json": ("json/theme.json", "\"primary\": "),
        "android": ("android/res/values/refract_colors.xml", "<color name=\"color_primary\">"),
        "compose": ("compose/ThemeValues.kt", "colors[\"primary\"] = Color("),
    ]

    /// A generated file that is only its header comment: every line blank or a comment.
    static func isOnlyComments(_ text: String) -> Bool {
        text.split(separator: "\n").allSatisfy { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*")
                || trimmed.hasPrefix("<!--") || trimmed.hasPrefix("<?xml")
        }
    }

    @Test func everySpellingLintAcceptsBuildsEveryPlatformWithItsTokens() throws {
        let folder = try Self.example()
        defer { folder.remove() }
        var accepted: [String] = []
        for (index, spelling) in Self.spellings.enumerated() {
            let lint = try RefractBinary.run(["lint", "--input", spelling], in: folder.url)
            let out = "out\(index)"
            let build = try RefractBinary.run(
                ["build", "--input", spelling, "-o", out] + Self.markers.keys.sorted().flatMap { ["-p", $0] },
                in: folder.url)
            #expect(build.status == lint.status, "\(spelling): lint exits \(lint.status), build \(build.status)\n\(build.stderr)")
            guard lint.status == 0 else {
                #expect(lint.status == 2, "\(spelling): \(lint.stderr)")
                #expect(folder.snapshot(of: out).isEmpty, "\(spelling): a rejected input wrote files")
                continue
            }
            accepted.append(spelling)
            let files = folder.snapshot(of: out).filter { !$0.key.hasPrefix(".") }
            for (platform, marker) in Self.markers.sorted(by: { $0.key < $1.key }) {
                let text = folder.read("\(out)/\(marker.file)") ?? ""
                #expect(text.contains(marker.text), "\(spelling): \(platform)'s \(marker.file) lacks \(marker.text)")
            }
            for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                #expect(!Self.isOnlyComments(String(decoding: data, as: UTF8.self)), "\(spelling): \(path) holds nothing")
            }
        }
        #expect(accepted == ["theme=standard", "theme=christmas", "mode=light", "mode=dark"])
    }

    @Test(arguments: [
        (["--input", "theme=Christmas"], "unknown context 'Christmas' for modifier 'theme'", "did you mean 'christmas'?"),
        (["--input", "Theme=christmas"], "unknown modifier 'Theme' in inputs", "did you mean 'theme'?"),
        (["--input", "mode=Dark"], "unknown context 'Dark' for modifier 'mode'", "did you mean 'dark'?"),
        (["--input", "theme=xmas"], "unknown context 'xmas' for modifier 'theme'", "contexts are 'standard', 'christmas'"),
    ])
    func aSpellingNotDeclaredIsAUsageErrorForEveryCommand(_ arguments: [String], _ message: String, _ help: String) throws {
        let folder = try Self.example()
        defer { folder.remove() }
        for command in [["lint"], ["build", "-p", "css"], ["build", "--check"], ["preview"]] {
            let run = try RefractBinary.run(command + arguments, in: folder.url)
            #expect(run.status == 2, "\(command): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(command): \(run.stderr)")
            #expect(run.stderr.contains("= help: \(help)"), "\(command): \(run.stderr)")
        }
        #expect(folder.snapshot(of: "output").isEmpty)
        #expect(folder.read("preview.html") == nil)
    }

    /// Tokens Studio's lion names its brands `Casual` and `Business`: `brand=business` once built a CSS file of
    /// nothing. A near miss and an unknown modifier are both usage errors.
    @Test(arguments: [
        ("brand=business", "did you mean 'Business'?"), ("brand=busines", "did you mean 'Business'?"),
        ("nosuch=x", "modifiers are 'brand', 'color'"),
    ])
    func lionsBrandsAreNamedAsDeclared(_ input: String, _ help: String) throws {
        guard Corpus.require() else { return }
        let folder = try ProjectFolder("input-spelling-lion")
        defer { folder.remove() }
        let tokens = Corpus.path("corpora/tokens-studio-lion/tokens")
        for command in ["lint", "build"] {
            let run = try RefractBinary.run([command, tokens, "--from", "tokens-studio", "--input", input], in: folder.url)
            #expect(run.status == 2, "\(command) \(input): \(run.stderr)")
            #expect(run.stderr.contains("= help: \(help)"), "\(command) \(input): \(run.stderr)")
        }
        #expect(folder.snapshot(of: "output").isEmpty)
        let declared = try RefractBinary.run(
            ["build", tokens, "--from", "tokens-studio", "--input", "brand=Business", "-p", "css"], in: folder.url)
        #expect(declared.status == 0, "\(declared.stderr)")
        #expect(folder.read("output/css/tokens.css")?.contains(":root {") == true)
    }
}
