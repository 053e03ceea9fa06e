import Foundation
import Testing

@testable import RefractKit

/// Files are read largest first, and what is read is put back in plan order.
@Suite("Read order")
struct ReadOrderTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-read-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func largestFirstWithTiesAndMissingFilesInPlanOrder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sizes = [3, 10, 0, 10, 7]
        var paths: [String] = []
        for (index, size) in sizes.enumerated() {
            let path = folder.appendingPathComponent("f\(index).json").path
            if size > 0 { try String(repeating: " ", count: size).write(toFile: path, atomically: true, encoding: .utf8) }
            paths.append(path)
        }
        let order = ReadOrder.largestFirst(paths)
        // f2 does not exist: size 0, read last.
        #expect(order.files == [1, 3, 4, 0, 2])
        for (slot, index) in order.files.enumerated() { #expect(order.slots[index] == slot) }
    }

}

