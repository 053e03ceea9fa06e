#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one place that asks the operating system whether a stream is a terminal.
package enum Terminal {
    package static let standardOutput: Int32 = 1
    package static let standardError: Int32 = 2

    package static func isTerminal(fileDescriptor: Int32) -> Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        return isatty(fileDescriptor) != 0
        #else
        return false
        #endif
    }
}
