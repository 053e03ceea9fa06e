/// Texts one after the other, copied once into a string of exactly their size: `+` allocates for each
/// piece, which showed for files of 100,000 declarations or elements.
public func concatenated(_ parts: [String]) -> String {
    var count = 0
    for part in parts { count += part.utf8.count }
    return String(unsafeUninitializedCapacity: count) { buffer in
        var at = 0
        for part in parts {
            let written = part.utf8.withContiguousStorageIfAvailable { bytes in
                UnsafeMutableBufferPointer(rebasing: buffer[at...]).initialize(from: bytes).1
            }
            if let written {
                at += written
            } else {
                for byte in part.utf8 {
                    buffer[at] = byte
                    at += 1
                }
            }
        }
        return at
    }
}
