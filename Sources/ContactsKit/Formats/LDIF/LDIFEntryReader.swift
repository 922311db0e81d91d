import Foundation

/// The entries of an LDIF file (RFC 2849) as Thunderbird and Evolution write them: `name: value`
/// lines, `name:: base64` values, lines folded with a leading space, `#` comments, entries
/// separated by blank lines, an optional `version: 1` first.
struct LDIFEntryReader {
    /// One entry's attributes in order, or why the entry starting on `line` could not be read.
    enum Entry {
        case attributes([(name: String, value: [UInt8])], line: Int)
        case problem(line: Int, message: String)
    }

    private var lines: TextLines
    private var pending: (text: [UInt8], number: Int)?
    private var ended = false

    init(lines: TextLines) {
        self.lines = lines
    }

    /// The next entry; nil at the end of the file. A `version:` line alone is no entry.
    mutating func next() -> Entry? {
        var attributes: [(name: String, value: [UInt8])] = []
        var firstLine = 0
        var failure: String?
        while let (text, number) = nextLogicalLine() {
            if text.isEmpty {
                if firstLine == 0 { continue }
                break
            }
            if firstLine == 0 { firstLine = number }
            guard failure == nil else { continue }
            if text == [0xFF] {
                failure = "line \(number) is longer than \(lines.maxLength >> 20) MiB"
                continue
            }
            guard let colon = text.firstIndex(of: 0x3A) else {
                failure = "line \(number) is not 'name: value'"
                continue
            }
            let name = String(decoding: text[..<colon], as: UTF8.self).lowercased()
            var rest = text[(colon + 1)...]
            if rest.first == 0x3A {
                rest = rest.dropFirst()
                let encoded = String(decoding: rest, as: UTF8.self).trimmedBlanks
                guard let data = Data(base64Encoded: encoded) else {
                    failure = "the value of '\(name)' on line \(number) is not valid base64"
                    continue
                }
                attributes.append((name, Array(data)))
            } else if rest.first == 0x3C {
                continue  // `name:< URL`: a value elsewhere, not read
            } else {
                attributes.append((name, Array(rest.drop { $0 == 0x20 })))
            }
        }
        guard firstLine > 0 else { return nil }
        if let failure { return .problem(line: firstLine, message: failure) }
        if attributes.count == 1, attributes[0].name == "version" { return next() }
        return .attributes(attributes, line: firstLine)
    }

    /// The next line with its continuation lines joined and comments skipped; a line too long to
    /// keep is `[0xFF]`.
    private mutating func nextLogicalLine() -> (text: [UInt8], number: Int)? {
        var current: (text: [UInt8], number: Int)
        if let pending {
            current = pending
            self.pending = nil
        } else {
            guard let line = physical() else { return nil }
            current = line
        }
        while current.text.first == 0x23 {  // a comment (its continuations too)
            repeat {
                guard let line = physical() else { return nil }
                current = line
            } while current.text.first == 0x20 && !current.text.isEmpty
        }
        while let line = physical() {
            if line.text.first == 0x20, !current.text.isEmpty {
                current.text += line.text.dropFirst()
            } else {
                pending = line
                break
            }
        }
        return current
    }

    private mutating func physical() -> (text: [UInt8], number: Int)? {
        switch lines.next() {
        case .text(let text, let number)?: return (Array(text), number)
        case .tooLong(let number)?: return ([0xFF], number)
        case nil: return nil
        }
    }
}
