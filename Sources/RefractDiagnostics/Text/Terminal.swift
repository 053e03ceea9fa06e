#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one place that asks the operating system whether a stream is a terminal.
public enum Terminal {
    public static let standardOutput: Int32 = 1
    public static let standardError: Int32 = 2

    public static func isTerminal(fileDescriptor: Int32) -> Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        return isatty(fileDescriptor) != 0
        #else
        return false
        #endif
    }
}
