import Foundation

/// The folders a resolver document may read token files from: its own folder, and the roots the user
/// allows (`resolverRoots` in the config, `--resolver-root`). A `$ref` anywhere else is refused before
/// the file is opened, so a pull request that edits a resolver cannot copy a file of the CI runner
/// (`../../.ssh/id_rsa`, `/etc/passwd`) into the build log through a code frame. Links are followed
/// before comparing, so a link inside the folder to a file outside is refused too.
struct ResolverConfinement: Sendable {
    /// Absolute paths with links resolved, each ending in `/`.
    private(set) var roots: [String]

    init(resolverPath: String, allowedRoots: [String]) {
        let folder = PathText.parent(of: resolverPath)
        roots = ([folder.isEmpty ? "." : folder] + allowedRoots).map { Self.real($0) + "/" }
    }

    func permits(_ path: String) -> Bool {
        let target = Self.real(path)
        return roots.contains { target.hasPrefix($0) || target + "/" == $0 }
    }

    /// Absolute, `.` and `..` folded, links resolved as far as the path exists.
    private static func real(_ path: String) -> String {
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
    }
}
