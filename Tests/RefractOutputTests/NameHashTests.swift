import RefractOutput
import Testing

@Suite("Name hash")
struct NameHashTests {
    /// Names that differ in one byte, at any place in a word or the tail, or only in length, hash apart.
    @Test func everyByteAndTheLengthCount() {
        let base = Array("color_brand_primary_500".utf8)
        var seen: Set<UInt64> = [NameHash.hash(String(decoding: base, as: UTF8.self))]
        for index in base.indices {
            var changed = base
            changed[index] ^= 0x01
            #expect(seen.insert(NameHash.hash(String(decoding: changed, as: UTF8.self))).inserted, "byte \(index)")
        }
        #expect(seen.insert(NameHash.hash("")).inserted)
        #expect(seen.insert(NameHash.hash("\0")).inserted, "a zero byte is not the empty name")
    }

    @Test func seedsKeepKindsApartAndBytesMatchStrings() {
        let name = "spacing_large"
        #expect(NameHash.hash(name, seed: 1) != NameHash.hash(name, seed: 2))
        let bytes = Array(name.utf8)
        #expect(bytes.withUnsafeBufferPointer { NameHash.hash($0, seed: 3) } == NameHash.hash(name, seed: 3))
    }
}
