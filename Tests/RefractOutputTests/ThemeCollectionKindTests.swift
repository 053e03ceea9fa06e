@testable import RefractOutput
import Testing

/// The layout finds a row's collection from its stored ordinal, as a position in `allCases`.
struct ThemeCollectionKindTests {
    @Test func ordinalIsThePositionInAllCases() {
        for (position, kind) in ThemeCollectionKind.allCases.enumerated() {
            #expect(kind.ordinal == position, "\(kind)")
        }
    }
}
