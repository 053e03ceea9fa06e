import RefractOutput

/// Generated Swift source under construction, as UTF-8 bytes: the pre-printed `…Lines` of the context are
/// written here in one pass, without a `String` per line or per piece (for 100k tokens that was a large share
/// of the backend in allocation and reference counting). The bytes are copied into place by hand: a byte
/// array's `append(contentsOf:)` per piece was a third of the Swift context.
struct SwiftCode {
    /// Owns the bytes' memory, which the code value writes through its own pointer: writes then touch no
    /// class instance (a retain and release per piece). Shared only by copies of a code value, which copy the
    /// bytes before their first write.
    private final class Owner {
        let base: UnsafeMutablePointer<UInt8>

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    private var owner: Owner
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    /// `capacity`: the bytes expected, so that a large block is not copied as it grows.
    init(capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        owner = Owner(capacity: self.capacity)
        base = owner.base
    }

    /// Makes room for `more` bytes, in memory of this code value's own.
    @inline(__always)
    private mutating func reserve(_ more: Int) {
        if count + more > capacity || !isKnownUniquelyReferenced(&owner) { move(more) }
    }

    /// Into new memory with room for `more` bytes; doubling keeps a growing block's copies linear.
    @inline(never)
    private mutating func move(_ more: Int) {
        let grown = count + more > capacity ? max(capacity * 2, count + more) : capacity
        let new = Owner(capacity: grown)
        new.base.update(from: base, count: count)
        owner = new
        base = new.base
        capacity = grown
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Without a copy of `text` (a retain per piece written).
    mutating func write(_ text: String) {
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if written == nil { Array(text.utf8).withUnsafeBufferPointer { append($0) } }
    }

    /// `text` with its first letter upper-cased when it is an ASCII letter (member names are ASCII, see
    /// `ThemeMemberName`).
    mutating func write(capitalizing text: String) {
        let start = count
        write(text)
        if start < count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(base[start]) { base[start] -= 32 }
    }

    /// `SwiftLiteral.number(x)`: integers without a fraction (and `-0` as `0`), other numbers in their
    /// shortest round-trip form (see `NumberText`). Most colour and size values are written here.
    mutating func write(number x: Double) {
        // Room for any usual number; a longer one is written again after making room for it.
        reserve(32)
        var sink = TextSink(unsafeUninitialized: UnsafeMutableBufferPointer(start: base + count, count: capacity - count))
        NumberText.append(x, to: &sink)
        if sink.count > capacity - count {
            reserve(sink.count)
            sink = TextSink(unsafeUninitialized: UnsafeMutableBufferPointer(start: base + count, count: capacity - count))
            NumberText.append(x, to: &sink)
        }
        count += sink.count
    }

    /// Ends the current line.
    mutating func newline() {
        reserve(1)
        base[count] = UInt8(ascii: "\n")
        count += 1
    }

    var isEmpty: Bool { count == 0 }

    /// Everything written so far.
    var text: String { string(count: count) }

    /// The lines written so far, each ended by `newline()`, joined by newlines without a final one.
    var lines: String {
        string(count: count > 0 && base[count - 1] == UInt8(ascii: "\n") ? count - 1 : count)
    }

    /// The first `count` bytes; `owner` is kept alive while they are read.
    private func string(count: Int) -> String {
        withExtendedLifetime(owner) { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
    }
}
