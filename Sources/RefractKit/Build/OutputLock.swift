#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One build at a time per output folder: an exclusive `flock` on `.refract-lock` in the folder, held
/// from before the first file is staged until the last rename. Two builds into one folder otherwise
/// rename their files in turn and leave a mix of both. The system drops the lock of a killed build, so
/// a lock is never stale. The file is removed on release; a build that opened it just before finds, once
/// it holds the lock, that the name no longer leads to its file, and opens it again.
struct OutputLock {
    static let fileName = ".refract-lock"

    let path: String
    private let descriptor: Int32

    enum Problem: Error {
        /// Another build held the lock for the whole wait.
        case busy
        case cannotOpen(String)
    }

    /// Waits for the lock at most `seconds` (polling, so the wait is bounded); `whileWaiting` is called
    /// once, when the folder is found locked.
    static func acquire(in folder: String, waitingAtMost seconds: Double, whileWaiting: () -> Void) -> Result<OutputLock, Problem> {
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + fileName
        let deadline = Date().addingTimeInterval(seconds)
        var told = false
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                return .failure(.cannotOpen(String(cString: strerror(errno))))
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                if isStill(descriptor, at: path) { return .success(OutputLock(path: path, descriptor: descriptor)) }
                close(descriptor)
                continue
            }
            let reason = errno
            close(descriptor)
            guard reason == EWOULDBLOCK || reason == EINTR else {
                return .failure(.cannotOpen(String(cString: strerror(reason))))
            }
            if Date() >= deadline { return .failure(.busy) }
            if !told {
                whileWaiting()
                told = true
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The file at `path` is the one `descriptor` locked, not a new one made after a release removed it.
    private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        var held = stat()
        var named = stat()
        guard fstat(descriptor, &held) == 0, stat(path, &named) == 0 else { return false }
        return held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }

    /// Removes the file, then unlocks: a waiter that locks the removed file sees it is gone and retries.
    func release() {
        unlink(path)
        close(descriptor)
    }
}
