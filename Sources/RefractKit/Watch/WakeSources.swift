import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes every `interval`: the fallback where the system gives no file events.
package struct PollingWake: WakeSource {
    package var interval: TimeInterval

    package init(interval: TimeInterval = 0.25) {
        self.interval = interval
    }

    package mutating func wait() -> Bool {
        Thread.sleep(forTimeInterval: interval)
        return false
    }
    package mutating func watch(_ paths: [String]) {}
}

#if canImport(Glibc)
/// Wakes on inotify events in the folders that hold the watched files (editors that save by renaming
/// replace the file, so the folder is what to watch), or after `timeout` at the latest.
package final class InotifyWake: WakeSource {
    private let descriptor: Int32
    private var watched: [String: Int32] = [:]
    private let timeout: Int32

    /// Nil when the system refuses an inotify instance (then poll).
    package init?(timeoutMilliseconds: Int32 = 2000) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        timeout = timeoutMilliseconds
    }

    deinit { close(descriptor) }

    package func wait() -> Bool {
        var request = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        guard poll(&request, 1, timeout) > 0 else { return false }
        // Drain what arrived: the loop compares stamps, so the events themselves are not needed.
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        return true
    }

    package func watch(_ paths: [String]) {
        let folders = WatchedFolders.holding(paths)
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

#if canImport(Darwin)
/// Wakes on kqueue vnode events of the watched files and of the folders that hold them, or after `timeout`
/// at the latest. A folder reports a file added, removed or renamed in it (how editors that save by renaming
/// replace a file), a file a write in place; descriptors are opened anew on every `watch`, since a file
/// replaced by a rename is another vnode.
package final class KqueueWake: WakeSource {
    private let queue: Int32
    private var descriptors: [Int32] = []
    private let timeout: timespec

    /// Nil when the system refuses a kqueue (then poll).
    package init?(timeoutMilliseconds: Int = 2000) {
        let queue = kqueue()
        guard queue >= 0 else { return nil }
        self.queue = queue
        timeout = timespec(tv_sec: timeoutMilliseconds / 1000, tv_nsec: (timeoutMilliseconds % 1000) * 1_000_000)
    }

    deinit {
        for descriptor in descriptors { close(descriptor) }
        close(queue)
    }

    package func wait() -> Bool {
        var events = [kevent](repeating: kevent(), count: 32)
        var limit = timeout
        return kevent(queue, nil, 0, &events, Int32(events.count), &limit) > 0
    }

    package func watch(_ paths: [String]) {
        // Closing a descriptor removes its events from the queue.
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
        let files = paths.filter { FileSystem.entry(at: $0) != .directory }
        for path in Set(files).union(WatchedFolders.holding(paths)).sorted() {
            let descriptor = open(path, O_EVTONLY)
            guard descriptor >= 0 else { continue }
            var change = kevent(
                ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                fflags: UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME | NOTE_EXTEND | NOTE_ATTRIB), data: 0, udata: nil)
            if kevent(queue, &change, 1, nil, 0, nil) >= 0 {
                descriptors.append(descriptor)
            } else {
                close(descriptor)
            }
        }
    }
}
#endif

/// The folders whose entries decide whether a watched path changed: a watched folder and every folder
/// below it that holds a file, and the folder of each watched file.
enum WatchedFolders {
    static func holding(_ paths: [String]) -> Set<String> {
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
        return folders
    }
}

package enum SystemWake {
    /// The best wake source here: inotify on Linux, kqueue on macOS, else polling.
    package static func best() -> any WakeSource {
        #if canImport(Glibc)
        if let events = InotifyWake() { return events }
        #elseif canImport(Darwin)
        if let events = KqueueWake() { return events }
        #endif
        return PollingWake()
    }
}
