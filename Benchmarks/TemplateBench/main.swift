// Renders a 100,000-entry list through a template in-process and prints the time of the render alone
// (parsing the template and building the data are outside the measured span). Run by `make bench`:
//   swift run -c release refract-template-bench
import RefractTemplates

let count = 100_000
let items: [MustacheValue] = (0..<count).map { i in
    .object(MustacheObject([
        ("name", .string("color.palette.teal-\(i)")),
        ("swiftName", .string("paletteTeal\(i)")),
        ("value", .string("#1b81\(String(i % 256, radix: 16))")),
        ("description", i % 3 == 0 ? .string("Token number \(i)") : .null),
    ]))
}
let data = MustacheValue.object(MustacheObject([("tokens", .array(items))]))
let source = """
    {{! refract: escape=none }}
    public enum Tokens {
    {{#tokens}}
        {{#description}}/// {{description}}
        {{/description}}public static let {{swiftName}} = "{{value}}" // {{name}}
    {{/tokens}}
    }
    """

do {
    let template = try Template.parse(source, name: "bench.mustache")
    var best = Duration.seconds(1000)
    var bytes = 0
    for _ in 0..<7 {
        let clock = ContinuousClock()
        let start = clock.now
        let output = template.render(data)
        let elapsed = clock.now - start
        bytes = output.utf8.count
        best = min(best, elapsed)
    }
    let ms = Double(best.components.attoseconds) / 1e15 + Double(best.components.seconds) * 1000
    print("template render: \(count) entries, \(bytes) bytes of output, best of 7: \(Int(ms.rounded())) ms")
} catch {
    print("template error: \(error)")
}
