import VCard

/// The contacts of a CSV, LDIF, abook or mutt file as vCards, one entry a row: the card (with a
/// UID from ``RowIdentity``), or the problems that kept it out, each with its line.
struct ForeignReader {
    private enum Rows {
        case csv(CSVRecordReader, CSVHeader)
        case ldif(LDIFEntryReader)
        case abook(AbookEntryReader)
        case mutt(MuttAliasReader)
    }

    private var rows: Rows
    private let file: String
    private var identities = RowIdentity.Counter()

    /// A reader of `lines` in `format` (not vCard); a CSV file's header row is read here.
    /// - Throws: ``ContactStoreError/unknownCSVColumns(path:)`` for a CSV file whose header names no
    ///   column this reader knows, ``ContactStoreError/unrecognizedFormat(path:reason:)`` for one
    ///   without a header row or with no row at all.
    init(_ format: ImportFormat, lines: TextLines, file: String, columnMap: [String: CSVField]) throws {
        self.file = file
        switch format {
        case .csv:
            var lines = lines
            var headerLine: ArraySlice<UInt8>?
            while let line = lines.next() {
                guard case .text(let text, _) = line else {
                    throw ContactStoreError.unrecognizedFormat(
                        path: file,
                        reason:
                            "the first line is longer than \(lines.maxLength >> 20) MiB: expected \(ImportFormat.expected)"
                    )
                }
                if !text.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                    headerLine = text
                    break
                }
            }
            guard let headerLine else {
                throw ContactStoreError.unrecognizedFormat(path: file, reason: "a CSV file without a header row")
            }
            let delimiter = CSVRecordReader.delimiter(ofHeader: headerLine)
            var headerReader = CSVRecordReader(
                lines: TextLines(nextChunk: Self.once(Array(headerLine))), delimiter: delimiter)
            guard case .fields(let names, _)? = headerReader.next() else {
                throw ContactStoreError.unrecognizedFormat(
                    path: file, reason: "the CSV header row cannot be read (a header never spans lines)")
            }
            let header = try CSVHeader(names, map: columnMap, path: file)
            rows = .csv(CSVRecordReader(lines: lines, delimiter: delimiter), header)
        case .ldif: rows = .ldif(LDIFEntryReader(lines: lines))
        case .abook: rows = .abook(AbookEntryReader(lines: lines))
        case .mutt: rows = .mutt(MuttAliasReader(lines: lines))
        case .vcard: preconditionFailure("vCard files are read by VCardReader")
        }
    }

    /// The next row; nil at the end of the file.
    mutating func next() -> ImportEntry? {
        switch rows {
        case .csv(var reader, let header):
            defer { rows = .csv(reader, header) }
            guard let record = reader.next() else { return nil }
            switch record {
            case .problem(let line, let message): return rejected(line, message)
            case .fields(var fields, let line):
                while fields.count > header.columns.count, fields.last?.isEmpty == true { fields.removeLast() }
                guard fields.count == header.columns.count else {
                    return rejected(
                        line,
                        "this row has \(fields.count) field\(fields.count == 1 ? "" : "s") where the header has \(header.columns.count)"
                    )
                }
                let (contact, warnings) = header.contact(fields)
                return entry(
                    contact, key: RowIdentity.key(of: contact, row: fields.joined(separator: "\u{1F}")), line: line,
                    warnings: warnings)
            }
        case .ldif(var reader):
            defer { rows = .ldif(reader) }
            guard let next = reader.next() else { return nil }
            switch next {
            case .problem(let line, let message): return rejected(line, message)
            case .attributes(let attributes, let line):
                let (contact, dn, warnings) = LDIFContact.contact(attributes)
                let key = dn.isEmpty ? RowIdentity.key(of: contact, row: "") : "dn\n" + dn.lowercased()
                return entry(contact, key: key, line: line, warnings: warnings)
            }
        case .abook(var reader):
            defer { rows = .abook(reader) }
            guard let next = reader.next() else { return nil }
            switch next {
            case .problem(let line, let message): return rejected(line, message)
            case .fields(let fields, let line):
                let (contact, warnings) = AbookEntryReader.contact(fields)
                return entry(
                    contact,
                    key: RowIdentity.key(
                        of: contact, row: fields.map { $0.key + "=" + $0.value }.joined(separator: "\n")),
                    line: line, warnings: warnings)
            }
        case .mutt(var reader):
            defer { rows = .mutt(reader) }
            guard let next = reader.next() else { return nil }
            switch next {
            case .problem(let line, let message): return rejected(line, message)
            case .alias(let key, let names, let addresses, let groups, let line):
                var contact = PortableContact()
                contact.formattedName = names.first { !$0.isEmpty } ?? ""
                contact.nicknames = [key]
                for address in addresses { PortableContact.append(address, types: [], to: &contact.emails) }
                contact.categories = groups
                return entry(contact, key: "alias\n" + key, line: line, warnings: [])
            }
        }
    }

    private func rejected(_ line: Int, _ message: String) -> ImportEntry {
        ImportEntry(
            card: nil, line: line,
            problems: [ImportProblem(file: file, line: line, message: message, rejectsCard: true)], rejected: true)
    }

    private mutating func entry(_ contact: PortableContact, key: String, line: Int, warnings: [String]) -> ImportEntry {
        var problems = warnings.map { ImportProblem(file: file, line: line, message: $0, rejectsCard: false) }
        guard !contact.isEmpty else {
            problems.append(
                ImportProblem(
                    file: file, line: line, message: "no name, email, phone, address or note: nothing to import",
                    rejectsCard: false))
            return ImportEntry(card: nil, line: line, problems: problems, rejected: false)
        }
        return ImportEntry(
            card: contact.card(uid: identities.uid(key)), line: line, problems: problems, rejected: false)
    }

    /// A chunk source that yields `bytes` once.
    private static func once(_ bytes: [UInt8]) -> () -> [UInt8]? {
        var given = false
        return {
            defer { given = true }
            return given ? nil : bytes
        }
    }
}
