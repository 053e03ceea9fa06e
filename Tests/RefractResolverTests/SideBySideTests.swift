import Foundation
import RefractParser
import Testing

@Suite("Side by side")
struct SideBySideTests {
    /// Results come back in input order whatever order the tasks finish in.
    @Test func resultsKeepInputOrder() {
        let results = SideBySide.map(200) { index -> Int in
            if index % 7 == 0 { usleep(200) }
            return index * index
        }
        #expect(results == (0..<200).map { $0 * $0 })
        #expect(SideBySide.map(0) { $0 }.isEmpty)
    }
}
