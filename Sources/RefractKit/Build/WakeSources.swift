import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Wakes every `interval`: the fallback where the system gives no file events.
public struct PollingWake: WakeSource {
    public var interval: TimeInterval

    public init(interval: TimeInterval = 0.25) {
        self.interval = interval
    }

    public mutating func wait() -> Bool {
        Thread.sleep(forTimeInterval: interval)
        return false
    }
    public mutating func watch(_ paths: [String]) {}
}

#if canImport(Glibc)
/// Wakes on inotify events in the folders that hold the watched files (editors that save by renaming
/// replace the file, so the folder is what to watch), or after `timeout` at the latest.
public final class InotifyWake: WakeSource {
    private let descriptor: Int32
    private var watched: [String: Int32] = [:]
    private let timeout: Int32

    /// Nil when the system refuses an inotify instance (then poll).
    public init?(timeoutMilliseconds: Int32 = 2000) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        timeout = timeoutMilliseconds
    }

    deinit { close(descriptor) }

    public func wait() -> Bool {
        var request = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        guard poll(&request, 1, timeout) > 0 else { return false }
        // Drain what arrived: the loop compares stamps, so the events themselves are not needed.
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        return true
    }

    public func watch(_ paths: [String]) {
        var folders: Set<String> = []
        for path in paths {
            if FileSystem.entry(at: path) == .directory {
                folders.insert(path)
                for file in FileSystem.files(below: path) { folders.insert((file as NSString).deletingLastPathComponent) }
            } else {
                let folder = (path as NSString).deletingLastPathComponent
                folders.insert(folder.isEmpty ? "." : folder)
            }
        }
        for folder in folders where watched[folder] == nil {
            let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_ATTRIB)
            let watch = inotify_add_watch(descriptor, folder, mask)
            if watch >= 0 { watched[folder] = watch }
        }
        for (folder, watch) in watched where !folders.contains(folder) {
            inotify_rm_watch(descriptor, watch)
            watched[folder] = nil
        }
    }
}
#endif

public enum SystemWake {
    /// The best wake source here: inotify on Linux, else polling.
    public static func best() -> any WakeSource {
        #if canImport(Glibc)
        if let events = InotifyWake() { return events }
        #endif
        return PollingWake()
    }
}
