/// A file pattern of the config (`overwrite: [app/src/main/res/values/*.xml]`), matched against a path
/// relative to the output folder: `*` is any run of characters but `/`, `**` any run including `/`
/// (`**/` also matches no folder at all), `?` one character but `/`; everything else matches itself.
struct PathPattern: Sendable, Equatable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    func matches(_ path: String) -> Bool {
        Self.match(Array(text.utf8)[...], Array(path.utf8)[...])
    }

    private static let star = UInt8(ascii: "*"), question = UInt8(ascii: "?"), slash = UInt8(ascii: "/")

    private static func match(_ pattern: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == star, pattern.dropFirst().first == star {
            var rest = pattern.dropFirst(2)
            if rest.first == slash, match(rest.dropFirst(), path) { return true }
            rest = pattern.dropFirst(2)
            var tail = path
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        if first == star {
            var tail = path
            while true {
                if match(pattern.dropFirst(), tail) { return true }
                guard let next = tail.first, next != slash else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let next = path.first else { return false }
        if first == question ? next == slash : next != first { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}
