/// The order in which files are handed to the reading threads: largest first. Taken in plan order, the
/// two largest files (a resolver's modes, written last) could start one after the other on the same
/// thread while the other had run out of files; largest first, the last file taken is a small one and
/// the threads finish together.
struct ReadOrder {
    /// Positions in the plan's file list, in reading order.
    let files: [Int]
    /// For each position in the plan's list, its place in reading order (the inverse of `files`).
    let slots: [Int]

    static func largestFirst(_ paths: [String]) -> ReadOrder {
        // Unreadable files count as empty (reading them reports why); ties keep plan order.
        let sizes = paths.map { FileSystem.size(at: $0) ?? 0 }
        let files = paths.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        var slots = Array(repeating: 0, count: paths.count)
        for (slot, index) in files.enumerated() { slots[index] = slot }
        return ReadOrder(files: files, slots: slots)
    }
}
