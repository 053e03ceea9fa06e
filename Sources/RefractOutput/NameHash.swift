/// A 64-bit hash of a generated name's bytes, for the open-addressing name tables of the backends (CSS
/// custom properties, Android resources): read eight bytes at a time and multiplied in. Only for
/// spreading names over slots (names are compared in full on every hit), so no random seed is needed;
/// `seed` keeps names of different kinds (Android's `R` classes) apart. Both halves depend on every byte:
/// the low bits choose a slot, the high bits can serve as a quick check.
public enum NameHash {
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64 = 0) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count) ^ (seed &* 0xff51_afd7_ed55_8ccd)
        var offset = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while offset + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* 0x9e37_79b9_7f4a_7c15
        return hash ^ (hash >> 32)
    }

    public static func hash(_ name: String, seed: UInt64 = 0) -> UInt64 {
        var name = name
        return name.withUTF8 { hash($0, seed: seed) }
    }
}
