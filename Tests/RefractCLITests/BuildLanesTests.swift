@testable import RefractKit
import Testing

/// How `refract build` spreads the platforms' backends over the cores (`PlatformRegistry.lanes`).
@Suite("Build lanes")
struct BuildLanesTests {
    static let all = ["swift", "json", "css", "android"]

    func named(_ lanes: [[Int]], _ names: [String]) -> [[String]] {
        lanes.map { $0.map { names[$0] } }
    }

    @Test func twoCoresPairSwiftWithJSONAndAndroidWithCSS() {
        #expect(named(PlatformRegistry.lanes(of: Self.all, cores: 2), Self.all) == [["swift", "json"], ["android", "css"]])
    }

    @Test func enoughCoresGiveEachItsOwnLane() {
        #expect(named(PlatformRegistry.lanes(of: Self.all, cores: 8), Self.all) == [["android"], ["css"], ["swift"], ["json"]])
    }

    @Test func oneCoreRunsEverythingInOneLane() {
        #expect(named(PlatformRegistry.lanes(of: Self.all, cores: 1), Self.all) == [["android", "css", "swift", "json"]])
    }

    /// Two platforms of one pair on two cores would otherwise run one after the other on one core.
    @Test func noCoreIdlesWhileALaneHasTwo() {
        let pair = ["swift", "json"]
        #expect(named(PlatformRegistry.lanes(of: pair, cores: 2), pair) == [["swift"], ["json"]])
        let three = ["swift", "json", "css"]
        #expect(named(PlatformRegistry.lanes(of: three, cores: 2), three) == [["swift", "json"], ["css"]])
    }
}
