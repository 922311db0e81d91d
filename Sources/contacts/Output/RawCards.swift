import ContactsKit
import VCard

/// `show --raw`: each raw contact (imported card) behind a contact, as vCard 3.0, headed by its
/// source, UID and raw id, made safe for the terminal.
struct RawCards {
    let output: StandardOutput

    func render(_ rawContacts: [RawContact]) throws {
        let writer = VCardWriter(version: .v3_0)
        for rawContact in rawContacts {
            let uid = rawContact.reference.uid.isEmpty ? "" : " · UID \(rawContact.reference.uid)"
            try output.write(
                "\n"
                    + Terminal.styled(
                        Terminal.sanitized(
                            "from \(rawContact.reference.source)\(uid) · raw id \(rawContact.reference.id)"), .bold)
                    + "\n")
            var bytes: [UInt8] = []
            writer.write(rawContact.card, into: &bytes)
            try output.write(Terminal.sanitized(String(decoding: bytes, as: UTF8.self), replacingLineBreaks: "\n"))
        }
    }
}
