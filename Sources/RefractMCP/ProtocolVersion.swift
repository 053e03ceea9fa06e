/// The protocol revisions `refract mcp` speaks. Up to 2025-11-25 a session agrees on one with the
/// `initialize` handshake; from 2026-07-28 there is no handshake: each request names its revision in
/// `_meta`, and `server/discover` lists the revisions a server supports.
package enum ProtocolVersion {
    /// Reached through `initialize`, oldest first.
    package static let handshake = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    /// Named per request (the stateless revisions).
    package static let perRequest = ["2026-07-28"]
    package static var supported: [String] { handshake + perRequest }
    /// What `initialize` answers a client whose revision it does not know.
    package static let latestHandshake = "2025-11-25"

    /// The version to answer a client's `initialize` with: its own when the handshake reaches it, else the
    /// latest such (the client then decides whether it can go on, as the lifecycle says).
    package static func negotiate(_ requested: String?) -> String {
        guard let requested, handshake.contains(requested) else { return latestHandshake }
        return requested
    }

    /// Whether `version` has tool output schemas, `structuredContent` and titles (from 2025-06-18).
    static func hasStructuredContent(_ version: String) -> Bool { version >= "2025-06-18" }

    /// Whether `version` has tool annotations (from 2025-03-26).
    static func hasToolAnnotations(_ version: String) -> Bool { version >= "2025-03-26" }

    /// Whether results carry `resultType`, and lists and reads their cache hints (from 2026-07-28).
    static func isPerRequest(_ version: String) -> Bool { perRequest.contains(version) }
}
