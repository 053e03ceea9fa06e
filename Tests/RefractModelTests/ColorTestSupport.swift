import Testing

@testable import RefractModel

func expectClose(
    _ actual: [Double?], _ expected: [Double?], tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let matches = actual.count == expected.count && zip(actual, expected).allSatisfy { a, e in
        switch (a, e) {
        case (nil, nil): return true
        case (let a?, let e?): return abs(a - e) <= tolerance
        default: return false
        }
    }
    #expect(matches, "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
            sourceLocation: sourceLocation)
}
