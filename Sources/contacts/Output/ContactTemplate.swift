import ContactsKit
import Foundation
import VCard

/// The text `contacts edit` and `contacts add` open in the editor: a contact's fields as `Field:
/// value` lines, lists as indented `label: value` lines, the note as an indented block. Rendering
/// and parsing only; ``EditorSession`` runs the editor, and `contacts browse` can use both.
///
/// ```text
/// Name: Ann Lee
/// Given name: Ann
/// Family name: Lee
/// Nickname: Annie
/// Anniversary: 2010-06-19
/// Emails:
///   work: ann@example.com
/// IM:
///   work: xmpp:ann@example.com
/// Related:
///   spouse: Bob Lee
/// Note: |
///   Met at the conference.
///
///     Indented lines keep their indent.
/// ```
///
/// The order of emails and phones counts: the first is the preferred one.
///
/// Why not the vCard itself: a vCard in an editor means escaping (`\,` `\;` `\n`), folded lines,
/// parameters, and photos as pages of base64, where one slip makes the card unreadable. The
/// template shows what a person edits; everything it does not show stays in the cards untouched.
enum ContactTemplate {
    /// A line the parser refuses, with its 1-based number.
    struct Problem: Error, Equatable {
        var line: Int
        var message: String
    }

    /// The single-line fields, in order, with the key each is written under.
    private static var singleFields: [(key: String, path: WritableKeyPath<EditableContact, String>)] {
        [
            ("Name", \.formattedName), ("Given name", \.name.given), ("Family name", \.name.family),
            ("Middle name", \.name.additional),
            ("Prefix", \.name.prefixes), ("Suffix", \.name.suffixes), ("Organization", \.organization),
            ("Title", \.title),
        ]
    }
    /// The lists of labelled values, with their key and the field name used in messages.
    private static var listFields: [(key: String, field: String, path: WritableKeyPath<EditableContact, [LabeledText]>)]
    {
        [
            ("Emails", "email", \.emails), ("Phones", "phone", \.phones), ("IM", "IM", \.ims), ("URLs", "URL", \.urls),
            ("Related", "related person", \.related),
        ]
    }
    /// What a list shows, commented out, in the template of a new contact.
    private static let listExamples = [
        "Emails": "work: ann@example.com", "Phones": "mobile: +44 20 7946 0000", "IM": "work: xmpp:ann@example.com",
        "URLs": "home: https://example.com", "Related": "spouse: Bob Lee",
    ]
    /// Other names a field may be written under: the singular, and khard's.
    private static let aliases = [
        "URL": "URLs", "Webpage": "URLs", "Nicknames": "Nickname", "Email": "Emails", "Phone": "Phones",
    ]
    /// How a note of several lines is written, for messages.
    static let noteForm = "write Note: | and below it each line of the note indented by two spaces"
    /// An address's parts, as written inside its block.
    private static var addressParts: [(key: String, path: WritableKeyPath<Address, String>, always: Bool)] {
        [
            ("Street", \.street, true), ("City", \.locality, true), ("Region", \.region, true),
            ("Postal code", \.postalCode, true),
            ("Country", \.country, true), ("PO box", \.poBox, false), ("Extended", \.extended, false),
        ]
    }

    // MARK: - Rendering

    /// The template of `contact`, under a comment heading (`adding` says how to give up on a new one).
    static func render(_ contact: EditableContact, adding: Bool = false) -> String {
        var lines = [
            adding
                ? "# A new contact: fill in what you know, save and quit. An empty file adds nothing."
                : "# Edit the contact, save and quit. Saving it unchanged, or empty, changes nothing.",
            "# Lists hold one \"label: value\" a line (home, work, mobile, other, your own; Related: spouse, child, …);",
            "# the first email and phone are the preferred ones. Lines starting with # are ignored. See docs/usage.md.",
        ]
        for (key, path) in singleFields {
            lines.append(line(key, escape(contact[keyPath: path])))
            if key == "Suffix" { lines.append(line("Nickname", contact.nicknames.map(escape).joined(separator: ", "))) }
        }
        lines.append(line("Birthday", contact.birthday.map { $0.isoString ?? $0.vCardValue } ?? ""))
        lines.append(line("Anniversary", contact.anniversary.map { $0.isoString ?? $0.vCardValue } ?? ""))
        for (key, _, path) in listFields {
            lines.append(key + ":")
            for value in contact[keyPath: path] {
                lines.append("  " + line(value.label.isEmpty ? "other" : value.label, escape(value.value)))
            }
            if adding, contact[keyPath: path].isEmpty, let example = listExamples[key] {
                lines.append("  # " + example)
            }
        }
        lines.append("Addresses:")
        for address in contact.addresses {
            lines.append("  \(address.label.isEmpty ? "other" : address.label):")
            for (key, path, always) in addressParts where always || !address[keyPath: path].isEmpty {
                lines.append("    " + line(key, escape(address[keyPath: path])))
            }
        }
        if adding, contact.addresses.isEmpty {
            lines += [
                "  # home:", "  #   Street: 12 Baker Street", "  #   City: London", "  #   Postal code: NW1 6XE",
                "  #   Country: United Kingdom",
            ]
        }
        lines.append(line("Categories", contact.categories.joined(separator: ", ")))
        if contact.note.isEmpty {
            lines.append("Note:")
        } else {
            // Each line indented by two spaces (its own indent after them), a blank line left blank:
            // the form ``parse(_:original:)`` reads back as it was.
            lines.append("Note: |")
            lines += contact.note.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "  " + $0
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ key: String, _ value: String) -> String {
        value.isEmpty ? key + ":" : key + ": " + value
    }

    /// A one-line value: a backslash as `\\`, a line break as `\n`.
    private static func escape(_ value: String) -> String {
        guard value.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\r" }) else { return value }
        return value.replacing("\\", with: "\\\\").replacing("\r\n", with: "\\n").replacing("\n", with: "\\n")
            .replacing("\r", with: "\\n")
    }

    private static func unescape(_ value: Substring) -> String {
        guard value.contains("\\") else { return String(value) }
        var output = ""
        var escaping = false
        for character in value {
            if escaping {
                output.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                output.append(character)
            }
        }
        if escaping { output.append("\\") }
        return output
    }

    // MARK: - Parsing

    /// The contact a template describes. A `Name:` line changed while the name's parts (`Given
    /// name:` … `Suffix:`) were left as they were gives the parts from the new name
    /// (``StructuredName/init(splitting:keepingHonorificsOf:)``); parts that were changed are taken
    /// as written.
    /// - Parameter original: The contact the template was made from: its values are taken as they
    ///   are (a stored email without @ is not refused because another line changed), and its name
    ///   may not be emptied.
    /// - Throws: ``Problem`` for the first line that cannot be read: an unknown field, a field given
    ///   twice, a list entry outside a list, a new email without @ or IM address without its service,
    ///   a birthday or anniversary that is not a date, a note's line not indented by two spaces, a
    ///   name emptied.
    static func parse(_ text: String, original: EditableContact? = nil) throws(Problem) -> EditableContact {
        var contact = EditableContact()
        let known = ["email": Set(original?.emails.map(\.value) ?? []), "IM": Set(original?.ims.map(\.value) ?? [])]
        var nameLine = 1
        var seen = Set<String>()
        enum Block { case none, list(String, WritableKeyPath<EditableContact, [LabeledText]>), addresses, note }
        var block = Block.none
        var noteLines: [String]?  // the lines of a `Note: |` block, once it starts
        var previous = ""  // the field of the last line that was one, with its value
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let indented = raw.first == " " || raw.first == "\t"
            let content = raw.drop { $0 == " " || $0 == "\t" }
            if case .note = block {
                if raw.hasPrefix("  ") {
                    noteLines?.append(String(raw.dropFirst(2)))
                    continue
                } else if content.isEmpty {
                    noteLines?.append("")
                    continue
                } else if indented {
                    // Taken as it is, the line would lose its indent, or keep one it did not have.
                    let indent = raw.first == "\t" ? "a tab" : "one space"
                    throw Problem(line: number, message: "this line of the note is indented by \(indent): \(noteForm)")
                }
            }
            if content.isEmpty || content.hasPrefix("#") { continue }
            if indented {
                switch block {
                case .none where previous.hasPrefix("Note:"):
                    throw Problem(line: number, message: "a note of several lines: \(noteForm)")
                case .none, .note:
                    throw Problem(
                        line: number,
                        message:
                            "an indented line belongs under Emails:, Phones:, IM:, URLs:, Related:, Addresses: or Note: |"
                    )
                case .list(let field, let path):
                    contact[keyPath: path].append(
                        try entry(content, field: field, line: number, known: known[field] ?? []))
                case .addresses:
                    try addressLine(raw, content, into: &contact, line: number)
                }
                continue
            }
            guard let colon = content.firstIndex(of: ":") else {
                throw Problem(line: number, message: "'\(content)' is not a field: write Field: value")
            }
            let typed = content[..<colon].trimmingCharacters(in: .whitespaces)
            let key = aliases.first { $0.key.lowercased() == typed.lowercased() }?.value ?? typed
            let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            previous = "\(key):\(value)"
            guard let canonical = knownKeys.first(where: { $0.lowercased() == key.lowercased() }) else {
                throw Problem(
                    line: number, message: "unknown field '\(key)'; the fields are \(knownKeys.joined(separator: ", "))"
                )
            }
            guard seen.insert(canonical).inserted else {
                throw Problem(line: number, message: "\(canonical) is given twice")
            }
            block = .none
            if canonical == "Name" { nameLine = number }
            if let (_, path) = singleFields.first(where: { $0.key == canonical }) {
                contact[keyPath: path] = unescape(value[...]).trimmingCharacters(in: .whitespaces)
            } else if let (_, field, path) = listFields.first(where: { $0.key == canonical }) {
                guard value.isEmpty else {
                    throw Problem(
                        line: number,
                        message: "write each of the \(canonical.lowercased()) on a line of its own below \(canonical):")
                }
                block = .list(field, path)
            } else {
                switch canonical {
                case "Birthday", "Anniversary":
                    guard !value.isEmpty else { continue }
                    do {
                        let date = try FieldRules.date(value)
                        if canonical == "Birthday" { contact.birthday = date } else { contact.anniversary = date }
                    } catch {
                        throw Problem(line: number, message: "'\(value)' is not a date: \(error.reason)")
                    }
                case "Nickname":
                    contact.nicknames = value.split(separator: ",").map {
                        unescape($0).trimmingCharacters(in: .whitespaces)
                    }.filter { !$0.isEmpty }
                case "Addresses":
                    guard value.isEmpty else {
                        throw Problem(line: number, message: "write each address as a block below Addresses:")
                    }
                    block = .addresses
                case "Categories":
                    contact.categories = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                        .filter { !$0.isEmpty }
                default:  // Note
                    if value == "|" || value.isEmpty {  // `Note:` alone, then indented lines: the same
                        noteLines = []
                        block = .note
                    } else {
                        contact.note = unescape(value[...])
                    }
                }
            }
        }
        if var noteLines {  // the block ends at the next field, or at the end
            while noteLines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { noteLines.removeLast() }
            contact.note = noteLines.joined(separator: "\n")
        }
        contact.addresses.removeAll { address in addressParts.allSatisfy { address[keyPath: $0.path].isEmpty } }
        // A Name line changed, its parts left as they were: the parts follow the name, as with
        // `--set-name`, and the prefix and suffix stay unless the name gives its own.
        let before = original ?? EditableContact()
        if !contact.formattedName.isEmpty, contact.formattedName != before.formattedName, contact.name == before.name {
            contact.name = StructuredName(splitting: contact.formattedName, keepingHonorificsOf: before.name)
        }
        if let original, contact.formattedName.isEmpty, contact.name.isEmpty,
            !original.formattedName.isEmpty || !original.name.isEmpty
        {
            throw Problem(line: nameLine, message: "the name cannot be empty")
        }
        return contact
    }

    private static var knownKeys: [String] {
        singleFields.map(\.key) + ["Nickname", "Birthday", "Anniversary"] + listFields.map(\.key) + [
            "Addresses", "Categories", "Note",
        ]
    }

    /// A list entry: `label: value`, or a value alone (label `other`).
    private static func entry(
        _ content: Substring, field: String, line: Int, known: Set<String>
    ) throws(Problem) -> LabeledText {
        var label = "other"
        var value = String(content)
        if let separator = content.range(of: ": ")
            ?? (content.hasSuffix(":") ? content.range(of: ":", options: .backwards) : nil),
            !content[..<separator.lowerBound].contains(":")
        {
            label = content[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
            value = String(content[separator.upperBound...])
        }
        value = unescape(value.trimmingCharacters(in: .whitespaces)[...])
        if FieldArgument.labels.contains(label.lowercased()) || FieldRules.relations.contains(label.lowercased()) {
            label = label.lowercased() == "cell" ? "mobile" : label.lowercased()
        }
        guard !value.isEmpty else {
            throw Problem(line: line, message: "the \(field) labelled '\(label)' has no value")
        }
        if !known.contains(value) {
            do {
                switch field {
                case "email": try FieldRules.checkEmail(value)
                case "IM": try FieldRules.checkIM(value)
                default: break
                }
            } catch {
                throw Problem(
                    line: line,
                    message: field == "email"
                        ? "'\(value)' is not an email address (name@domain)" : "'\(value)': \(error.reason)")
            }
        }
        return LabeledText(label: label, value: value)
    }

    /// A line inside `Addresses:`: `  label:` starts an address, `    Part: value` fills it.
    private static func addressLine(
        _ raw: Substring, _ content: Substring, into contact: inout EditableContact, line: Int
    ) throws(Problem) {
        let depth = raw.prefix { $0 == " " || $0 == "\t" }.count
        guard let colon = content.firstIndex(of: ":") else {
            throw Problem(
                line: line,
                message: "'\(content)' is not part of an address: write Street: …, City: …, Postal code: …, Country: …")
        }
        let key = content[..<colon].trimmingCharacters(in: .whitespaces)
        let value = unescape(content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)[...])
        if depth > 2 {
            guard let part = addressParts.first(where: { $0.key.lowercased() == key.lowercased() }) else {
                throw Problem(
                    line: line,
                    message:
                        "'\(key)' is not part of an address; the parts are \(addressParts.map(\.key).joined(separator: ", "))"
                )
            }
            guard !contact.addresses.isEmpty else {
                throw Problem(
                    line: line,
                    message:
                        "\(part.key) belongs to an address: start the address with its label (home:) on the line before"
                )
            }
            contact.addresses[contact.addresses.count - 1][keyPath: part.path] = value
        } else {
            guard value.isEmpty else {
                throw Problem(
                    line: line,
                    message: "write the address's label alone (home:) and its parts below it, indented further")
            }
            let label =
                FieldArgument.labels.contains(key.lowercased())
                ? (key.lowercased() == "cell" ? "mobile" : key.lowercased()) : key
            contact.addresses.append(Address(label: label))
        }
    }
}
