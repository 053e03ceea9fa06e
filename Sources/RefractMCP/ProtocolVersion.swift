/// The protocol revisions `refract mcp` speaks through the `initialize` handshake, oldest first. The
/// revisions after 2025-11-25 drop the handshake for a per-request envelope (`server/discover`), which this
/// server does not offer: clients that probe for it fall back to `initialize`.
package enum ProtocolVersion {
    package static let supported = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    package static let latest = "2025-11-25"

    /// The version to answer a client's `initialize` with: its own when supported, else the latest (the
    /// client then decides whether it can go on, as the lifecycle says).
    package static func negotiate(_ requested: String?) -> String {
        guard let requested, supported.contains(requested) else { return latest }
        return requested
    }

    /// Whether `version` has tool output schemas, `structuredContent` and titles (from 2025-06-18).
    static func hasStructuredContent(_ version: String) -> Bool { version >= "2025-06-18" }

    /// Whether `version` has tool annotations (from 2025-03-26).
    static func hasToolAnnotations(_ version: String) -> Bool { version >= "2025-03-26" }
}
