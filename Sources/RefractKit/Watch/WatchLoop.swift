/// What tells the watch loop which files changed: `FileWatcher` (stamps of the files on disk), or a test's
/// script.
package protocol ChangeSource {
    /// The files added, removed or modified since the last call.
    mutating func changes() -> [String]
    /// Watches `paths` from now on. Files already watched keep their stamps, so a change made while a build
    /// ran is still a change at the next `changes()`.
    mutating func watch(_ paths: [String])
}

/// What wakes the watch loop: the operating system's file events where there are some, else a clock.
package protocol WakeSource {
    /// Returns when a watched file may have changed, or after a while; true when the system reported an event.
    @discardableResult mutating func wait() -> Bool
    /// The paths whose changes should wake the loop.
    mutating func watch(_ paths: [String])
}

/// `refract watch` apart from the file system and the clock: build, then on every wake build again when
/// something changed, with what that build read as the paths to watch next.
package struct WatchLoop {
    package var changes: any ChangeSource
    package var wake: any WakeSource

    package init(changes: any ChangeSource, wake: any WakeSource) {
        self.changes = changes
        self.wake = wake
    }

    /// Builds once, then waits and rebuilds; `build` gets the changed files (none the first time) and returns
    /// the paths to watch. Stops after `rounds` wakes when given (tests), else never.
    package mutating func run(rounds: Int? = nil, build: (_ changed: [String]) -> [String]) {
        watch(build([]))
        var round = 0
        while rounds.map({ round < $0 }) ?? true {
            round += 1
            wake.wait()
            let changed = changes.changes()
            guard !changed.isEmpty else { continue }
            watch(build(changed))
        }
    }

    private mutating func watch(_ paths: [String]) {
        changes.watch(paths)
        wake.watch(paths)
    }
}
