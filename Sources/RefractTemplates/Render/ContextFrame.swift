/// One context of the renderer's stack, read in place: the value, and an object's members. Valid while
/// the scope that pushed it keeps the value alive.
struct ContextFrame {
    let value: UnsafePointer<MustacheValue>
    /// Empty unless the value is an object.
    let members: UnsafeBufferPointer<MustacheObject.Member>
    /// Large objects are searched through their hash index, not by a scan of the members.
    let isIndexed: Bool

    private static let valueOffset = MemoryLayout<MustacheObject.Member>.offset(of: \.value)

    /// A pointer to the value of the member `key`, nil when there is none (or the value is no object).
    func member(_ key: String) -> UnsafePointer<MustacheValue>? {
        let position: Int
        if isIndexed {
            guard case .object(let object) = value.pointee, let found = object.position(of: key) else { return nil }
            position = found
        } else {
            guard let found = members.firstIndex(where: { $0.key == key }) else { return nil }
            position = found
        }
        guard let base = members.baseAddress, let offset = Self.valueOffset else { return nil }
        return UnsafeRawPointer(base + position).advanced(by: offset).assumingMemoryBound(to: MustacheValue.self)
    }
}
