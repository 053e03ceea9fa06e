import Foundation
import RefractCSS
import RefractModel
import RefractOutput

/// Pairs Terrazzo's blocks with our permutations and compares the two computed readings of each token.
struct Comparison {
    let model: ThemedTokenSet
    let context: CSSContext
    let terrazzo: TerrazzoCSS
    let system: TerrazzoComparisonTests.System

    struct Item {
        var name: String
        var theirs: String
        var token: Token
        var part: String
        var kind: ProbePage.Kind
    }

    struct Paired {
        var block: Int
        var id: String
        var ours: [String: String]
        var items: [Item]
    }

    var pairs: [Paired] = []
    /// Terrazzo's declarations with no custom property of ours under the same name.
    var onlyTerrazzo: [KnownDifference.Case] = []
    var onlyOurs = 0

    init(model: ThemedTokenSet, context: CSSContext, terrazzo: TerrazzoCSS, system: TerrazzoComparisonTests.System) throws {
        self.model = model
        self.context = context
        self.terrazzo = terrazzo
        self.system = system
        var ourNames: [String: (path: TokenPath, part: String)] = [:]
        var mainNames: [String: String] = [:]
        for declaration in context.blocks.first?.declarations ?? [] where !declaration.path.isEmpty {
            let main = mainNames[declaration.path] ?? declaration.name
            mainNames[declaration.path] = main
            let part = declaration.name == main ? "" : String(declaration.name.dropFirst(main.count + 1))
            ourNames[declaration.name] = (TokenPath(declaration.path), part)
        }
        var nonStandard: Set<String> = []
        for path in model.paths where model.tokens(at: path).contains(where: { $0?.type == .other }) {
            let segments = path.segments.filter { $0 != "$root" }
            nonStandard.insert("--" + NameWords.kebab(NameWords.words(ofSegments: segments)))
        }
        for (index, block) in terrazzo.blocks.enumerated() {
            let key = block.preludes.joined(separator: " > ")
            guard let inputs = system.blocks[key] else { continue }
            var full: [String: String] = [:]
            for axis in model.axes { full[axis.name] = inputs[axis.name] ?? axis.effectiveDefault }
            guard let permutation = model.permutationIndex(full) else { continue }
            var items: [Item] = []
            let theirNames = Set(block.declarations.map(\.name))
            onlyOurs += ourNames.keys.filter { !theirNames.contains($0) }.count
            for (name, value) in block.declarations {
                guard let (path, part) = ourNames[name], let token = model.token(at: path, permutation: permutation),
                    let expectation = TokenExpectation.of(token, part: part)
                else {
                    onlyTerrazzo.append(KnownDifference.Case(
                        name: name, terrazzoText: value, readings: nil, token: nil,
                        isNonStandardType: nonStandard.contains(name)))
                    continue
                }
                items.append(Item(name: name, theirs: value, token: token, part: part, kind: expectation.kind))
            }
            pairs.append(Paired(block: index, id: "tz-\(index)", ours: attributes(ofPermutation: permutation), items: items))
        }
    }

    /// The attributes that choose the resolver's permutation at `permutation` in our CSS, through the CSS's
    /// reading of the axes (Primer's `theme=dark-hc` is the scheme `dark` at contrast `more`).
    private func attributes(ofPermutation permutation: Int) -> [String: String] {
        let (read, origins) = CSSAxisReading.reading(model)
        guard let position = origins.firstIndex(of: permutation) else { return [:] }
        let inputs = read.permutations[position].inputs
        var result: [String: String] = [:]
        for axis in read.axes {
            guard let context = inputs[axis.name] else { continue }
            switch axis.role {
            case .theme: result[self.context.themeAttribute] = context
            case .colorScheme: result[self.context.schemeAttribute] = context
            case .contrast: result[self.context.contrastAttribute] = context == axis.increasedContrastContext ? "more" : "standard"
            case .other: result["data-" + axis.name.lowercased()] = context
            }
        }
        return result
    }

    /// Terrazzo's blocks as rules on our elements, with its names moved to `--tz-…`.
    private func theirCSS() -> String {
        func renamed(_ text: String) -> String { text.replacingOccurrences(of: "var(--", with: "var(--tz-") }
        var rules: [String] = []
        for pair in pairs {
            let block = terrazzo.blocks[pair.block]
            let selector = block.preludes.last == ":root" && block.preludes.count == 1 ? "#tz-root" : "#\(pair.id)"
            let body = block.declarations.map { "  --tz-\($0.name.dropFirst(2)): \(renamed($0.value));" }
            rules.append("\(selector) {\n\(body.joined(separator: "\n"))\n}")
        }
        return rules.joined(separator: "\n")
    }

    func measure(ours: String, browser: String) throws -> [[[String]]] {
        let page = ComparePage(pairs: pairs.map { pair in
            ComparePage.Pair(ours: pair.ours, theirs: pair.id, checks: pair.items.map { [$0.name, $0.kind.rawValue] })
        })
        let html = try page.html(ours: ours, theirs: theirCSS(), ids: pairs.map(\.id))
        let output = try Chromium.measure(html, browser: browser, dark: [false])[0]
        return try JSONDecoder().decode([[[String]]].self, from: Data(output.utf8))
    }

    struct Tally {
        var blocksMatched = 0
        var same = 0
        var explained: [String: Int] = [:]
        var unexplained: [String] = []
        var onlyOurs = 0
    }

    func classify(_ readings: [[[String]]]) -> Tally {
        var tally = Tally(blocksMatched: pairs.count, onlyOurs: onlyOurs)
        let rows = KnownDifference.rows(for: system.file)
        for difference in onlyTerrazzo {
            if let row = rows.first(where: { $0.applies(difference) }) {
                tally.explained[row.id, default: 0] += 1
            } else {
                tally.unexplained.append("\(difference.name): only Terrazzo emits it ('\(difference.terrazzoText)')")
            }
        }
        for (pair, pairReadings) in zip(pairs, readings) {
            for (item, reading) in zip(pair.items, pairReadings) {
                let (ours, theirs) = (reading[0], reading[1])
                // Text that is not CSS ('undefined') can compute like ours by accident (both the initial value).
                let broken = item.theirs.contains("undefined")
                if !broken && ReadingComparison.same(ours, theirs, kind: item.kind) {
                    tally.same += 1
                    continue
                }
                let difference = KnownDifference.Case(
                    name: item.name, terrazzoText: item.theirs, readings: (ours, theirs), token: item.token,
                    isNonStandardType: false)
                if let row = rows.first(where: { $0.applies(difference) }) {
                    tally.explained[row.id, default: 0] += 1
                } else {
                    let block = terrazzo.blocks[pair.block].preludes.joined(separator: " > ")
                    tally.unexplained.append(
                        "\(block) \(item.name): ours '\(ours)', Terrazzo '\(theirs)' (written '\(item.theirs)')")
                }
            }
        }
        return tally
    }
}

/// Two computed readings are the same when equal, or equal once colours are compared within
/// `TokenExpectation.colorTolerance` and other numbers within 0.01.
enum ReadingComparison {
    static func same(_ a: String, _ b: String, kind: ProbePage.Kind) -> Bool {
        if a == b { return true }
        let (skeletonA, numbersA) = normalized(a)
        let (skeletonB, numbersB) = normalized(b)
        guard skeletonA == skeletonB, numbersA.count == numbersB.count else { return false }
        return zip(numbersA, numbersB).allSatisfy { abs($0 - $1) <= 0.01 }
    }

    /// Colours replaced by their OKLab coordinates (×1/0.003·0.01, so the 0.01 tolerance is deltaEOK 0.003
    /// per axis) and every number pulled out, leaving the words and punctuation as the skeleton.
    static func normalized(_ text: String) -> (String, [Double]) {
        var skeleton = ""
        var numbers: [Double] = []
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if let colorEnd = colorFunctionEnd(rest), let color = ComputedValues.color(String(rest[..<colorEnd])) {
                let lab = color.converted(to: .oklab).resolvedComponents
                numbers += lab.map { $0 / TokenExpectation.colorTolerance * 0.01 } + [color.alpha]
                skeleton += "<colour>"
                index = colorEnd
                continue
            }
            let character = text[index]
            if character.isNumber || ((character == "-" || character == ".") && rest.dropFirst().first?.isNumber == true) {
                var end = text.index(after: index)
                while end < text.endIndex, text[end].isNumber || text[end] == "." || text[end] == "e" { end = text.index(after: end) }
                numbers.append(Double(text[index..<end]) ?? .nan)
                skeleton += "#"
                index = end
                continue
            }
            skeleton.append(character)
            index = text.index(after: index)
        }
        return (skeleton, numbers)
    }

    private static func colorFunctionEnd(_ text: Substring) -> String.Index? {
        guard ["rgb(", "rgba(", "color(", "oklch(", "oklab(", "lab(", "lch("].contains(where: { text.hasPrefix($0) }),
            let close = text.firstIndex(of: ")")
        else { return nil }
        return text.index(after: close)
    }
}
