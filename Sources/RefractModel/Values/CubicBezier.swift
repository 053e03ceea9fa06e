/// Control points P1 and P2 of a cubic Bézier easing; x1 and x2 lie in [0, 1].
public struct CubicBezier: Sendable, Hashable, Codable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}
