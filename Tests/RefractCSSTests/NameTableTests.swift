@testable import RefractCSS
import Testing

@Suite("Name table")
struct NameTableTests {
    @Test func firstClaimWinsAndOthersLearnTheOwner() {
        var table = CSSNameTable(capacity: 2)
        #expect(table.claim("--color-primary", for: 3) == nil)
        #expect(table.claim("--color-primary", for: 7) == 3)
        #expect(table.owner(of: "--color-primary") == 3)
        #expect(table.owner(of: "--color-primary-") == nil)
        #expect(table.owner(of: "") == nil)
    }

    /// Past its capacity the table grows and keeps every owner, including names that share a long prefix
    /// and differ only in their last bytes (the hash reads them as a tail word).
    @Test func growsAndKeepsEveryName() {
        var table = CSSNameTable(capacity: 4)
        let names = (0..<5_000).map { "--color-extended-palette-shade-\($0)" } + ["--a", "--b", "--ab", "--ba"]
        for (owner, name) in names.enumerated() { #expect(table.claim(name, for: owner) == nil) }
        for (owner, name) in names.enumerated() {
            #expect(table.owner(of: name) == owner)
            #expect(table.claim(name, for: -1) == owner)
        }
        #expect(table.owner(of: "--color-extended-palette-shade-5000") == nil)
    }
}
