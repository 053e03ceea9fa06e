import Foundation
import RefractJSONRPC
import RefractKit
import RefractParser

/// The project's token files (and its config) as resources: `file://` URIs of their absolute paths, read
/// only when the project's file list holds them, so a client cannot read any other file through them.
enum Resources {
    /// Files listed per page; `nextCursor` gives the next page.
    static let pageSize = 100

    /// One page of the files, from the position `cursor` names (the decimal offset this server gave).
    static func list(_ files: [String], cursor: String?) -> Result<JSONValue, ResponseError> {
        var start = 0
        if let cursor {
            guard let offset = Int(cursor), offset >= 0, offset <= files.count else {
                return .failure(ResponseError(.invalidParams, "resources/list: '\(cursor)' is not a cursor this server gave"))
            }
            start = offset
        }
        let end = min(files.count, start + pageSize)
        var result = page(Array(files[start..<end]))
        if end < files.count { result = result.setting("nextCursor", .string(String(end))) }
        return .success(result)
    }

    private static func page(_ files: [String]) -> JSONValue {
        ["resources": .array(files.map { path in
            var json: JSONValue = [
                "uri": .string(uri(of: path)), "name": .string(path), "mimeType": .string(mimeType(of: path)),
            ]
            if let size = FileSystem.readBytes(at: path)?.count { json = json.setting("size", .integer(size)) }
            return json
        })]
    }

    /// `notFound`: -32002 up to 2025-11-25, invalid params from 2026-07-28.
    static func read(_ uri: String, files: [String], notFound: ResponseError.Code) -> Result<JSONValue, ResponseError> {
        guard let path = files.first(where: { Self.uri(of: $0) == uri }) else {
            return .failure(ResponseError(notFound, "no resource '\(uri)': resources/list gives the project's files", data: ["uri": .string(uri)]))
        }
        guard let bytes = FileSystem.readBytes(at: path) else {
            return .failure(ResponseError(.internalError, "cannot read '\(path)'"))
        }
        return .success(["contents": [["uri": .string(uri), "mimeType": .string(mimeType(of: path)), "text": .string(String(decoding: bytes, as: UTF8.self))]]])
    }

    /// The `file://` URI of a path, made absolute from the working folder.
    static func uri(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var encoded = "file://"
        for byte in ResolverPaths.normalize(absolute).utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }

    static func mimeType(of path: String) -> String {
        let lower = path.lowercased()
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return "application/yaml" }
        if lower.hasSuffix(".json5") { return "application/json5" }
        if lower.hasSuffix(".jsonc") { return "application/jsonc" }
        if lower.hasSuffix(".json") { return "application/json" }
        return "text/plain"
    }
}
