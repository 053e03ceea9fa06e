public enum DimensionUnit: String, Sendable, Hashable, Codable, CaseIterable {
    case px
    case rem
    /// Not DTCG 2025.10 (accepted with a compatibility warning, as Terrazzo does): relative to the
    /// element's font size; backends without one assume 16.
    case em
}

/// A distance. `rem` is kept as written; backends convert (1rem = 16 points/dp, DTCG §8.2).
public struct Dimension: Sendable, Hashable, Codable {
    public var value: Double
    public var unit: DimensionUnit

    public init(_ value: Double, _ unit: DimensionUnit) {
        self.value = value
        self.unit = unit
    }

    /// The length in px (points, dp), assuming the usual 16px root font size for rem.
    package var points: Double {
        switch unit {
        case .px: value
        case .rem, .em: value * 16
        }
    }
}

public enum DurationUnit: String, Sendable, Hashable, Codable, CaseIterable {
    case ms
    case s
}

public struct Duration: Sendable, Hashable, Codable {
    public var value: Double
    public var unit: DurationUnit

    public init(_ value: Double, _ unit: DurationUnit) {
        self.value = value
        self.unit = unit
    }

    package var milliseconds: Double {
        switch unit {
        case .ms: value
        case .s: value * 1000
        }
    }
}
