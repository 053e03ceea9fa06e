import RefractDiagnostics
import RefractModel
import RefractOutput

/// Every name given out, per class of `R`, with the token it came from: two tokens that end up with the
/// same field (`color.brand-primary` and `color.brandPrimary` are both `color_brand_primary`) are an error
/// naming both, and the second gets no resource.
///
/// Owners are kept as positions in `TokenRows`, not as tokens: a copied token costs a retain for each of
/// its references, and a large set claims a name for every resource.
struct NameRegistry {
    /// Where a claiming token sits: its path's index, for "the same token", and its place in `rows`.
    struct Claimant: Sendable {
        var pathIndex: Int32
        var permutation: Int32
        var position: Int32

        init(pathIndex: Int, permutation: Int, position: Int) {
            self.pathIndex = Int32(pathIndex)
            self.permutation = Int32(permutation)
            self.position = Int32(position)
        }
    }

    let rows: TokenRows
    /// Open addressing over the hashes of the claimed names: a `[String: Claimant]` compared the names of
    /// every occupied bucket it probed. Slots are 8 bytes (the table is read at a random place for every
    /// name, and a smaller one misses the caches less); the rest of a name's entry is in the lists below.
    private var slots: [Slot]
    /// The claimed names' bytes one after the other, each ending at its `nameEnds` offset.
    private var nameBytes: [UInt8] = []
    private var nameEnds: [Int32] = []
    private var nameClasses: [RClass] = []
    private var owners: [Claimant] = []
    private(set) var diagnostics: [Diagnostic] = []

    private struct Slot {
        /// The hash's high half (its low bits chose the slot).
        var check: UInt32
        /// Index into the name lists; -1 for an empty slot.
        var name: Int32

        static let empty = Slot(check: 0, name: -1)
    }

    init(rows: TokenRows) {
        self.rows = rows
        // Sized for a large set up front (most tokens claim one name): growing rehashes every name so far.
        let expected = rows.positions.first?.count ?? 0
        var count = 16
        while count < 2 * expected { count *= 2 }
        slots = Array(repeating: .empty, count: count)
        nameBytes.reserveCapacity(24 * expected)
        nameEnds.reserveCapacity(expected)
        nameClasses.reserveCapacity(expected)
        owners.reserveCapacity(expected)
    }

    /// Claims `name` in `rClass` for `claimant`; false, with a diagnostic, when another token holds it.
    /// The same token may claim a name again (its day and night resources share it).
    mutating func claim(_ name: String, in rClass: RClass, by claimant: Claimant) -> Bool {
        // Only style names have dots; the others are identifiers already.
        var field = rClass == .style ? name.replacingDots() : name
        return field.withUTF8 { claim(field: $0, in: rClass, by: claimant, name: name) }
    }

    /// `claim` of a name given as its bytes (not a style name: no dots), as `AndroidNameMaker` wrote it.
    mutating func claim(_ name: UnsafeBufferPointer<UInt8>, in rClass: RClass, by claimant: Claimant) -> Bool {
        claim(field: name, in: rClass, by: claimant, name: nil)
    }

    /// `name`: how the diagnostic spells it, when not as `field`.
    private mutating func claim(field: UnsafeBufferPointer<UInt8>, in rClass: RClass, by claimant: Claimant, name: String?) -> Bool {
        let hash = Self.hash(field, rClass)
        let check = UInt32(truncatingIfNeeded: hash >> 32)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].name >= 0 {
            let held = Int(slots[index].name)
            if slots[index].check == check, nameClasses[held] == rClass, holdsBytes(held, field) {
                return holds(owners[held], name ?? String(decoding: field, as: UTF8.self), rClass, claimant)
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(check: check, name: Int32(owners.count))
        nameBytes.append(contentsOf: field)
        nameEnds.append(Int32(nameBytes.count))
        nameClasses.append(rClass)
        owners.append(claimant)
        if 2 * owners.count > slots.count { grow() }
        return true
    }

    /// Whether the name at `held` has the bytes `field`.
    private func holdsBytes(_ held: Int, _ field: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = held == 0 ? 0 : Int(nameEnds[held - 1])
        let end = Int(nameEnds[held])
        guard end - start == field.count else { return false }
        return nameBytes.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < field.count {
                if bytes[start + offset] != field[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether `claimant` may have the name `owner` holds: only when it is the same token.
    private mutating func holds(_ owner: Claimant, _ name: String, _ rClass: RClass, _ claimant: Claimant) -> Bool {
        if owner.pathIndex == claimant.pathIndex { return true }
        let ownerToken = token(owner)
        let token = token(claimant)
        diagnostics.append(.error(
            "android.name-collision",
            "tokens '\(ownerToken.path)' and '\(token.path)' both become the Android resource '\(rClass.rawValue)/\(name)'",
            at: AndroidSpan.of(token), label: "second token",
            notes: [DiagnosticNote("'\(ownerToken.path)' is defined here", at: AndroidSpan.of(ownerToken))],
            help: "rename one of the tokens; Android names are lower snake case, so case and punctuation do not tell them apart"))
        return false
    }

    /// Twice the slots, each name placed again by its hash (recomputed from its bytes).
    private mutating func grow() {
        var larger = Array(repeating: Slot.empty, count: slots.count * 2)
        let mask = larger.count - 1
        nameBytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for held in owners.indices {
                let end = Int(nameEnds[held])
                let hash = Self.hash(UnsafeBufferPointer(rebasing: bytes[start..<end]), nameClasses[held])
                start = end
                var index = Int(truncatingIfNeeded: hash) & mask
                while larger[index].name >= 0 { index = (index + 1) & mask }
                larger[index] = Slot(check: UInt32(truncatingIfNeeded: hash >> 32), name: Int32(held))
            }
        }
        slots = larger
    }

    private static func hash(_ name: UnsafeBufferPointer<UInt8>, _ rClass: RClass) -> UInt64 {
        NameHash.hash(name, seed: UInt64(rClass.index))
    }

    private func token(_ claimant: Claimant) -> Token {
        rows.tokens[Int(claimant.permutation)][Int(claimant.position)]
    }
}

extension String {
    /// A style name as its `R.style` field: `TextAppearance.Tokens.Body` → `TextAppearance_Tokens_Body`.
    func replacingDots() -> String {
        guard utf8.contains(UInt8(ascii: ".")) else { return self }
        return String(unicodeScalars.map { $0 == "." ? "_" : Character($0) })
    }
}

enum AndroidSpan {
    /// A token's key sits on one line, so the end column follows from the offsets.
    static func of(_ token: Token) -> SourceSpan {
        let source = token.source
        return SourceSpan(
            file: source.file,
            start: SourcePosition(line: source.line, column: source.column, offset: source.offset),
            end: SourcePosition(
                line: source.line, column: source.column + max(0, source.endOffset - source.offset),
                offset: source.endOffset))
    }
}
