import Foundation

/// The preconditions named in a WebDAV `DAV:error` body (RFC 4918 §16), e.g. RFC 6578's
/// `valid-sync-token` or RFC 6352's `no-uid-conflict`.
struct DAVErrorBody {
    /// The failed conditions' local names (`valid-sync-token`); empty when the body is no DAV error.
    var conditions: Set<String>

    /// Reads a body; anything that is not a `DAV:error` document gives no conditions.
    init(_ data: Data) {
        guard !data.isEmpty, let root = try? XMLTreeParser.parse(data, maxTextBytes: 4096),
            root.is(DAVNamespace.dav, "error")
        else {
            conditions = []
            return
        }
        conditions = Set(root.children.map(\.name))
    }

    /// Whether the server refused a sync token.
    var rejectsSyncToken: Bool { conditions.contains("valid-sync-token") }
    /// Whether the server refused a card for its UID.
    var isUIDConflict: Bool { conditions.contains("no-uid-conflict") }
    /// Whether the server does not support the report asked for.
    var rejectsReport: Bool { conditions.contains("supported-report") }
}
