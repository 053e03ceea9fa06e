import RefractModel
import RefractOutput
import Testing

/// What one backend leaves for the next reaches only the next one working on the same model, once.
struct ModelSlotTests {
    private static func model() -> ThemedTokenSet {
        let source = SourceReference(file: "a.json", line: 1, column: 1, offset: 0, endOffset: 1)
        let token = Token(path: TokenPath("color.a"), value: .color(ColorValue(space: .srgb, components: [1, 0, 0])), source: source)
        return ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [TokenSet([token])])
    }

    @Test func takenOnceBySameModel() {
        let handoff = ModelSlot<[Int]>()
        let model = Self.model()
        let copy = model
        handoff.put([1, 2], for: model)
        #expect(handoff.take(for: copy) == [1, 2])
        #expect(handoff.take(for: model) == nil)
    }

    @Test func anotherModelGetsNothing() {
        let handoff = ModelSlot<[Int]>()
        let model = Self.model()
        handoff.put([1], for: model)
        #expect(handoff.take(for: Self.model()) == nil)
        // Still there for its own model.
        #expect(handoff.take(for: model) == [1])
    }

    @Test func madeOncePerModelAndEmptied() {
        let slot = ModelSlot<Int>()
        let model = Self.model()
        var made = 0
        #expect(slot.value(for: model) { _ in made += 1; return 7 } == 7)
        #expect(slot.value(for: model) { _ in made += 1; return 8 } == 7)
        #expect(made == 1)
        #expect(slot.value(for: Self.model()) { _ in 9 } == 9, "another model gets its own")
        slot.empty()
        #expect(slot.take(for: model) == nil)
    }

    @Test func recordedBytesByPlace() {
        var bytes = SRGBColorBytes(tokenCounts: [2, 3])
        bytes.record(permutation: 1, position: 2, red: 0, green: 0x80, blue: 0xFF)
        bytes.record(permutation: 0, position: 0, red: 0, green: 0, blue: 0)
        bytes.record(permutation: 2, position: 0, red: 1, green: 1, blue: 1)
        bytes.record(permutation: 0, position: 5, red: 1, green: 1, blue: 1)
        #expect(bytes.bytes(permutation: 1, position: 2).map { [$0.red, $0.green, $0.blue] } == [0, 0x80, 0xFF])
        // Black is recorded, not mistaken for a missing entry.
        #expect(bytes.bytes(permutation: 0, position: 0).map { [$0.red, $0.green, $0.blue] } == [0, 0, 0])
        #expect(bytes.bytes(permutation: 0, position: 1) == nil)
        #expect(bytes.bytes(permutation: 2, position: 0) == nil)
        #expect(bytes.bytes(permutation: 0, position: 5) == nil)
        #expect(bytes.bytes(permutation: -1, position: 0) == nil)
    }

    @Test func rowsFromHandedPositionsEqualMadeOnes() {
        let model = Self.model()
        let made = TokenRows(model)
        let rebuilt = TokenRows(model, positions: made.positions)
        #expect(rebuilt.positions == made.positions)
        #expect(rebuilt.tokens == made.tokens)
    }
}
