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
    /// every occupied bucket it probed, a cache miss each in a table of 100,000 names.
    private var slots: [Slot]
    /// The claimed names and their classes, by the index a slot holds.
    private var names: [String] = []
    private var nameClasses: [RClass] = []
    private(set) var diagnostics: [Diagnostic] = []

    private struct Slot {
        var hash: UInt64
        /// Index into `names`; -1 for an empty slot.
        var name: Int32
        var owner: Claimant

        static let empty = Slot(hash: 0, name: -1, owner: Claimant(pathIndex: 0, permutation: 0, position: 0))
    }

    init(rows: TokenRows) {
        self.rows = rows
        // Sized for a large set up front (most tokens claim one name): growing rehashes every name so far.
        var count = 16
        while count < 2 * (rows.positions.first?.count ?? 0) { count *= 2 }
        slots = Array(repeating: .empty, count: count)
    }

    /// Claims `name` in `rClass` for `claimant`; false, with a diagnostic, when another token holds it.
    /// The same token may claim a name again (its day and night resources share it).
    mutating func claim(_ name: String, in rClass: RClass, by claimant: Claimant) -> Bool {
        // Only style names have dots; the others are identifiers already.
        let field = rClass == .style ? name.replacingDots() : name
        let hash = Self.hash(field, rClass)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].name >= 0 {
            let held = Int(slots[index].name)
            if slots[index].hash == hash, nameClasses[held] == rClass, names[held] == field {
                return holds(slots[index].owner, name, rClass, claimant)
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(hash: hash, name: Int32(names.count), owner: claimant)
        names.append(field)
        nameClasses.append(rClass)
        if 2 * names.count > slots.count { grow() }
        return true
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

    private mutating func grow() {
        var larger = Array(repeating: Slot.empty, count: slots.count * 2)
        let mask = larger.count - 1
        for slot in slots where slot.name >= 0 {
            var index = Int(truncatingIfNeeded: slot.hash) & mask
            while larger[index].name >= 0 { index = (index + 1) & mask }
            larger[index] = slot
        }
        slots = larger
    }

    /// FNV-1a over the name's bytes and its class, mixed so that the low bits (the slot) depend on all.
    private static func hash(_ name: String, _ rClass: RClass) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(rClass.index)
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hashed: Bool? = name.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { add(byte) }
            return true
        }
        if hashed == nil {
            for byte in name.utf8 { add(byte) }
        }
        hash ^= hash >> 29
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
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
