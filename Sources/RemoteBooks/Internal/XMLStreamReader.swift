/// Reads XML incrementally from byte chunks as they arrive, and tells a sink about each element's
/// start and end and its character data, with namespaces resolved.
///
/// A small reader of our own, for the WebDAV answers this module reads (it replaces
/// FoundationXML's libxml2, which brought the system's ICU into every command). It reads UTF-8
/// only, expands only XML's five predefined entities and character references, and refuses a
/// document type declaration outright, so no entity is ever defined, fetched or expanded. Every
/// buffer is bounded: a tag, comment or processing instruction by ``Limits/maxMarkupLength``, the
/// nesting by ``Limits/maxDepth``; character data is handed on as it comes, never held whole.
struct XMLStreamReader {
    /// The bounds of one document.
    struct Limits: Sendable {
        /// The deepest nesting of elements (a multistatus is about eight deep).
        var maxDepth = 64
        /// The longest tag (with its attributes), comment, processing instruction or entity reference.
        var maxMarkupLength = 64 << 10
    }

    private let limits: Limits
    /// The bytes received and not yet read; `position` is the first unread one.
    private var buffer: [UInt8] = []
    private var position = 0
    /// The line the reader is at (for error messages).
    private var line = 1
    /// The qualified names of the open elements, outermost first.
    private var open: [[UInt8]] = []
    /// Namespace declarations in scope: the depth that made them, the prefix ("" for the default), the URI.
    private var bindings: [(depth: Int, prefix: [UInt8], uri: String)] = []
    private var sawRoot = false
    private var inCDATA = false
    private var atStart = true

    init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Reads `bytes`, the next part of the document, and tells `sink` what they complete.
    /// - Throws: ``XMLReadError`` when the document is not well-formed or passes a limit.
    mutating func feed<Sink: XMLEventSink>(_ bytes: some Collection<UInt8>, into sink: inout Sink) throws(XMLReadError)
    {
        if position > 0 && position == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            position = 0
        }
        buffer.append(contentsOf: bytes)
        try process(into: &sink)
        if position > 0 {
            buffer.removeSubrange(0..<position)
            position = 0
        }
    }

    /// Ends the document.
    /// - Throws: ``XMLReadError`` when it ends inside an element or markup, or has no root element.
    mutating func finish<Sink: XMLEventSink>(into sink: inout Sink) throws(XMLReadError) {
        try process(into: &sink)
        if inCDATA { throw failure("the document ends inside a CDATA section") }
        if let name = open.last { throw failure("the document ends inside <\(String(decoding: name, as: UTF8.self))>") }
        if position < buffer.count { throw failure("the document ends inside markup") }
        if !sawRoot { throw failure("no root element") }
    }

    // MARK: - Tokens

    private mutating func process<Sink: XMLEventSink>(into sink: inout Sink) throws(XMLReadError) {
        if atStart {
            // A UTF-8 byte order mark is allowed before the declaration.
            if buffer.count - position < 3 && [0xEF, 0xBB, 0xBF].starts(with: buffer[position...]) { return }
            if buffer[position...].starts(with: [0xEF, 0xBB, 0xBF]) { position += 3 }
            atStart = false
        }
        while position < buffer.count {
            if inCDATA {
                guard try readCDATA(into: &sink) else { return }
            } else if buffer[position] == UInt8(ascii: "<") {
                guard let end = try markupEnd() else { return }
                let start = position
                position = end
                try markup(start..<end, into: &sink)
            } else {
                guard try readText(into: &sink) else { return }
            }
        }
    }

    /// Character data up to the next `<` (or the end of what arrived, keeping an unfinished
    /// reference for later). - Returns: false when more bytes are needed.
    private mutating func readText<Sink: XMLEventSink>(into sink: inout Sink) throws(XMLReadError) -> Bool {
        let lessThan = buffer[position...].firstIndex(of: UInt8(ascii: "<"))
        var stop = lessThan ?? buffer.count
        if lessThan == nil, let ampersand = buffer[position..<stop].lastIndex(of: UInt8(ascii: "&")),
            !buffer[ampersand..<stop].contains(UInt8(ascii: ";"))
        {
            if stop - ampersand > 32 { throw failure("an entity reference that does not end") }
            stop = ampersand
        }
        if stop > position {
            let range = position..<stop
            countLines(in: range)
            let text = try decodeReferences(buffer[range])
            if open.isEmpty {
                guard text.allSatisfy(Self.isSpace) else { throw failure("text outside the root element") }
            } else {
                sink.characters(text[...])
            }
            position = stop
        }
        return lessThan != nil
    }

    /// The inside of a CDATA section up to `]]>`. - Returns: false when more bytes are needed.
    private mutating func readCDATA<Sink: XMLEventSink>(into sink: inout Sink) throws(XMLReadError) -> Bool {
        let end = Self.find(Self.cdataClose, in: buffer, from: position)
        let stop = end ?? max(position, buffer.count - 2)
        if stop > position {
            countLines(in: position..<stop)
            sink.characters(buffer[position..<stop])
            position = stop
        }
        guard end != nil else { return false }
        position += 3
        inCDATA = false
        return true
    }

    /// Where the markup starting at `position` ends (just past its `>`), nil when it has not all arrived.
    private mutating func markupEnd() throws(XMLReadError) -> Int? {
        let available = buffer.count - position
        let rest = buffer[position...]
        func waitOrRefuse(_ what: String) throws(XMLReadError) -> Int? {
            if available > limits.maxMarkupLength {
                throw failure("\(what) longer than \(limits.maxMarkupLength) bytes")
            }
            return nil
        }
        if available < 2 { return nil }
        if rest.starts(with: Self.bang) {
            if available < 9, Self.openers.contains(where: { $0.starts(with: rest) }) { return nil }
            if rest.starts(with: Self.commentOpen) {
                guard let end = Self.find(Self.commentClose, in: buffer, from: position + 4) else {
                    return try waitOrRefuse("a comment")
                }
                return end + 3
            }
            if rest.starts(with: Self.cdataOpen) { return position + 9 }
            if rest.starts(with: Self.doctype) {
                throw failure("a document type declaration (DTD), which is refused")
            }
            throw failure("unknown markup starting with <!")
        }
        if rest.starts(with: Self.piOpen) {
            guard let end = Self.find(Self.piClose, in: buffer, from: position + 2) else {
                return try waitOrRefuse("a processing instruction")
            }
            return end + 2
        }
        var quote: UInt8?
        var index = position + 1
        while index < buffer.count {
            let byte = buffer[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            } else if byte == UInt8(ascii: "<") {
                throw failure("a '<' inside a tag")
            }
            index += 1
        }
        return try waitOrRefuse("a tag")
    }

    private static let openers = [commentOpen, cdataOpen, doctype]
    private static let bang = Array("<!".utf8), commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8),
        doctype = Array("<!DOCTYPE".utf8)
    private static let piOpen = Array("<?".utf8), piClose = Array("?>".utf8)
    private static let xmlns = Array("xmlns".utf8), xmlnsColon = Array("xmlns:".utf8), xmlPrefix = Array("xml".utf8)

    /// One complete piece of markup: a comment, a CDATA opening, a processing instruction, or a tag.
    private mutating func markup<Sink: XMLEventSink>(_ range: Range<Int>, into sink: inout Sink) throws(XMLReadError) {
        let bytes = buffer[range]
        countLines(in: range)
        if bytes.starts(with: Self.commentOpen) { return }
        if bytes.starts(with: Self.cdataOpen) {
            guard !open.isEmpty else { throw failure("a CDATA section outside the root element") }
            inCDATA = true
            return
        }
        if bytes.starts(with: Self.piOpen) {
            try declaration(bytes)
            return
        }
        if bytes.dropFirst().first == UInt8(ascii: "/") {
            try endTag(bytes, into: &sink)
        } else {
            try startTag(bytes, into: &sink)
        }
    }

    /// A processing instruction: the XML declaration must name UTF-8 (or no encoding); others are skipped.
    private func declaration(_ bytes: ArraySlice<UInt8>) throws(XMLReadError) {
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        guard text.hasPrefix("<?xml "), let range = text.range(of: "encoding") else { return }
        let value = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
            .prefix { $0 != "\"" && $0 != "'" && $0 != " " && $0 != "?" }
        guard value == "utf-8" || value == "utf8" || value == "us-ascii" else {
            throw failure("the encoding \(value), where only UTF-8 is read")
        }
    }

    private mutating func endTag<Sink: XMLEventSink>(
        _ bytes: ArraySlice<UInt8>, into sink: inout Sink
    ) throws(XMLReadError) {
        let name = Array(bytes.dropFirst(2).dropLast().prefix { !Self.isSpace($0) })
        guard bytes.dropFirst(2 + name.count).dropLast().allSatisfy(Self.isSpace) else {
            throw failure("a malformed end tag")
        }
        guard let expected = open.last else {
            throw failure("an end tag </\(String(decoding: name, as: UTF8.self))> with no element open")
        }
        guard name == expected else {
            throw failure(
                "</\(String(decoding: name, as: UTF8.self))> where </\(String(decoding: expected, as: UTF8.self))> was expected"
            )
        }
        try sink.endElement()
        while let last = bindings.last, last.depth == open.count { bindings.removeLast() }
        open.removeLast()
    }

    private mutating func startTag<Sink: XMLEventSink>(
        _ bytes: ArraySlice<UInt8>, into sink: inout Sink
    ) throws(XMLReadError) {
        var body = bytes.dropFirst().dropLast()
        let selfClosing = body.last == UInt8(ascii: "/")
        if selfClosing { body = body.dropLast() }
        let name = Array(body.prefix { !Self.isSpace($0) })
        guard !name.isEmpty, !name.contains(UInt8(ascii: "=")) else { throw failure("a tag without a name") }
        if open.isEmpty {
            guard !sawRoot else { throw failure("a second root element") }
            sawRoot = true
        }
        guard open.count < limits.maxDepth else { throw failure("elements nested deeper than \(limits.maxDepth)") }
        var rest = body.dropFirst(name.count)
        var attributes: [([UInt8], String)] = []
        let depth = open.count + 1
        while true {
            rest = rest.drop(while: Self.isSpace)
            if rest.isEmpty { break }
            let attributeName = Array(rest.prefix { !Self.isSpace($0) && $0 != UInt8(ascii: "=") })
            rest = rest.dropFirst(attributeName.count).drop(while: Self.isSpace)
            guard !attributeName.isEmpty, rest.first == UInt8(ascii: "=") else {
                throw failure("an attribute without a value")
            }
            rest = rest.dropFirst().drop(while: Self.isSpace)
            guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                let close = rest.dropFirst().firstIndex(of: quote)
            else { throw failure("an attribute value without quotes") }
            let value = rest[rest.index(after: rest.startIndex)..<close]
            guard !value.contains(UInt8(ascii: "<")) else { throw failure("a '<' in an attribute value") }
            let decoded = String(decoding: try decodeReferences(value), as: UTF8.self)
            rest = rest[(close + 1)...]
            guard !attributes.contains(where: { $0.0 == attributeName }) else {
                throw failure("an attribute given twice")
            }
            if attributeName == Self.xmlns {
                bindings.append((depth, [], decoded))
            } else if attributeName.starts(with: Self.xmlnsColon) {
                bindings.append((depth, Array(attributeName.dropFirst(6)), decoded))
            } else {
                attributes.append((attributeName, decoded))
            }
        }
        open.append(name)
        let (namespace, local) = try resolve(name, isElement: true)
        var resolved: [String: String] = [:]
        for (attributeName, value) in attributes {
            // Attributes are kept by local name (`version`, whatever its prefix).
            let (_, attributeLocal) = try resolve(attributeName, isElement: false)
            resolved[attributeLocal] = value
        }
        try sink.startElement(namespace: namespace, name: local, attributes: resolved)
        if selfClosing {
            try sink.endElement()
            while let last = bindings.last, last.depth == open.count { bindings.removeLast() }
            open.removeLast()
        }
    }

    /// The namespace URI and local name of a qualified name.
    private func resolve(_ name: [UInt8], isElement: Bool) throws(XMLReadError) -> (String, String) {
        let colon = name.firstIndex(of: UInt8(ascii: ":"))
        let prefix = colon.map { Array(name[..<$0]) } ?? []
        let local = String(decoding: colon.map { name[($0 + 1)...] } ?? name[...], as: UTF8.self)
        if prefix.isEmpty && !isElement { return ("", local) }
        if prefix == Self.xmlPrefix { return ("http://www.w3.org/XML/1998/namespace", local) }
        if let binding = bindings.last(where: { $0.prefix == prefix }) { return (binding.uri, local) }
        guard prefix.isEmpty else {
            throw failure("the undeclared namespace prefix \(String(decoding: prefix, as: UTF8.self))")
        }
        return ("", local)
    }

    // MARK: - Text

    /// `bytes` with XML's five entities and character references replaced.
    private func decodeReferences(_ bytes: ArraySlice<UInt8>) throws(XMLReadError) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "&")) else { return Array(bytes) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&") else {
                result.append(byte)
                index += 1
                continue
            }
            guard let semicolon = bytes[index...].prefix(34).firstIndex(of: UInt8(ascii: ";")) else {
                throw failure("an '&' that starts no reference")
            }
            let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
            switch name {
            case "lt": result.append(UInt8(ascii: "<"))
            case "gt": result.append(UInt8(ascii: ">"))
            case "amp": result.append(UInt8(ascii: "&"))
            case "quot": result.append(UInt8(ascii: "\""))
            case "apos": result.append(UInt8(ascii: "'"))
            default:
                let value: UInt32?
                if name.hasPrefix("#x") {
                    value = UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    value = UInt32(name.dropFirst(), radix: 10)
                } else {
                    throw failure("the entity &\(name); (only XML's five are expanded)")
                }
                guard let value, value != 0, let scalar = Unicode.Scalar(value) else {
                    throw failure("the character reference &\(name);, which is no character")
                }
                result.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            index = semicolon + 1
        }
        return result
    }

    private mutating func countLines(in range: Range<Int>) {
        for byte in buffer[range] where byte == UInt8(ascii: "\n") { line += 1 }
    }

    private func failure(_ reason: String) -> XMLReadError {
        XMLReadError(reason: "line \(line): \(reason)")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The first index of `needle` in `haystack` at or after `start`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            guard let found = haystack[index...last].firstIndex(of: first) else { return nil }
            if haystack[found..<(found + needle.count)].elementsEqual(needle) { return found }
            index = found + 1
        }
        return nil
    }
}

/// Why a body is not a well-formed XML document (or passes a bound), with the line.
struct XMLReadError: Error, Hashable, Sendable {
    /// The reason, starting with the line (`line 3: …`).
    var reason: String
}

/// What an ``XMLStreamReader`` tells as it reads.
protocol XMLEventSink {
    /// An element opens, with its namespace URI (empty for none), local name and attributes by local name.
    mutating func startElement(namespace: String, name: String, attributes: [String: String]) throws(XMLReadError)
    /// The innermost open element closes.
    mutating func endElement() throws(XMLReadError)
    /// Character data of the innermost open element, decoded; one element's text may come in several parts,
    /// split anywhere (even inside a UTF-8 sequence).
    mutating func characters(_ bytes: ArraySlice<UInt8>)
}
