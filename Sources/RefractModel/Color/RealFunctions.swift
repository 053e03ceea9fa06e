#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The C maths library is the one platform difference of the colour code, so it is imported here only and
// reached through these wrappers.
enum RealFunctions {
    static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
    static func cubeRoot(_ x: Double) -> Double { cbrt(x) }
    static func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
    static func sine(degrees: Double) -> Double { sin(degrees * .pi / 180) }
    static func cosine(degrees: Double) -> Double { cos(degrees * .pi / 180) }
}
