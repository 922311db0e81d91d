import Foundation

/// The aliases of a mutt alias file: `alias [-group NAME]… KEY address, address…`, each address
/// `Name <addr>`, `"Name" <addr>`, `addr (Name)` or `addr`; `#` comments; a line ending in `\`
/// continues on the next.
struct MuttAliasReader {
    /// One alias, or why the alias on `line` could not be read.
    enum Entry {
        case alias(key: String, names: [String], addresses: [String], groups: [String], line: Int)
        case problem(line: Int, message: String)
    }

    private var lines: TextLines

    init(lines: TextLines) {
        self.lines = lines
    }

    /// The next alias; nil at the end of the file. Lines that are not aliases (other mutt
    /// commands in a sourced file) are skipped.
    mutating func next() -> Entry? {
        while let (text, number) = logicalLine() {
            guard let text else {
                return .problem(line: number, message: "a line longer than \(lines.maxLength >> 20) MiB")
            }
            var words = Substring(text.trimmedBlanks)
            guard words.hasPrefix("alias"), words.dropFirst(5).first?.isWhitespace == true else { continue }
            words = words.dropFirst(5).drop(while: \.isWhitespace)
            var groups: [String] = []
            while words.hasPrefix("-group") || words.hasPrefix("-nogroup") {
                let flag = words.prefix { !$0.isWhitespace }
                words = words.dropFirst(flag.count).drop(while: \.isWhitespace)
                let name = words.prefix { !$0.isWhitespace }
                if flag == "-group" { groups.append(String(name)) }
                words = words.dropFirst(name.count).drop(while: \.isWhitespace)
            }
            let key = words.prefix { !$0.isWhitespace }
            let list = words.dropFirst(key.count).trimmedBlanks
            guard !key.isEmpty, !list.isEmpty else {
                return .problem(line: number, message: "an alias without a key and an address")
            }
            var names: [String] = []
            var addresses: [String] = []
            for part in Self.splitAddresses(list) {
                let (name, address) = Self.parse(part)
                guard !address.isEmpty else { continue }
                names.append(name)
                addresses.append(address)
            }
            guard !addresses.isEmpty else { return .problem(line: number, message: "alias '\(key)' has no address") }
            return .alias(key: String(key), names: names, addresses: addresses, groups: groups, line: number)
        }
        return nil
    }

    /// The next line, joined with its `\` continuations, without a trailing `# comment`; nil text
    /// for a line too long to keep.
    private mutating func logicalLine() -> (String?, Int)? {
        var joined = ""
        var first = 0
        while let line = lines.next() {
            switch line {
            case .tooLong(let number):
                return (nil, first == 0 ? number : first)
            case .text(let bytes, let number):
                if first == 0 { first = number }
                var text = TextDecoding.decode(bytes)
                if text.hasSuffix("\\") {
                    text.removeLast()
                    joined += text
                    continue
                }
                return (joined + text, first)
            }
        }
        return first == 0 ? nil : (joined, first)
    }

    /// The addresses of an alias split at commas outside quotes, `<>` and parentheses.
    static func splitAddresses(_ list: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quoted = false, angle = false, depth = 0
        for character in list {
            switch character {
            case "\"": quoted.toggle()
            case "<" where !quoted: angle = true
            case ">" where !quoted: angle = false
            case "(" where !quoted: depth += 1
            case ")" where !quoted: depth = max(0, depth - 1)
            case "#" where !quoted && !angle && depth == 0 && (current.isEmpty || current.last?.isWhitespace == true):
                parts.append(current)
                return parts.map(\.trimmedBlanks).filter { !$0.isEmpty }
            case "," where !quoted && !angle && depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts.map(\.trimmedBlanks).filter { !$0.isEmpty }
    }

    /// The display name and address of `Name <addr>`, `"Name" <addr>`, `addr (Name)` or `addr`.
    static func parse(_ part: String) -> (name: String, address: String) {
        if let open = part.lastIndex(of: "<"), let close = part.lastIndex(of: ">"), open < close {
            let address = part[part.index(after: open)..<close].trimmedBlanks
            var name = part[..<open].trimmedBlanks
            if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") {
                name = String(name.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
            }
            return (name, address)
        }
        if let open = part.firstIndex(of: "("), let close = part.lastIndex(of: ")"), open < close {
            return (part[part.index(after: open)..<close].trimmedBlanks, part[..<open].trimmedBlanks)
        }
        return ("", part.trimmedBlanks)
    }
}
