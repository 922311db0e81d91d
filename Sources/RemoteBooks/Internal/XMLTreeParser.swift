import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a whole XML document into ``XMLNode``s with FoundationXML's `XMLParser` (libxml2),
/// namespaces resolved and external entities never loaded.
enum XMLTreeParser {
    /// Why a body is not an XML document.
    struct Failure: Error {
        /// The parser's reason, with its line.
        var reason: String
    }

    /// Parses `data` into its root element.
    /// - Throws: ``Failure`` when `data` is not a well-formed XML document.
    static func parse(_ data: Data) throws(Failure) -> XMLNode {
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let builder = Builder()
        parser.delegate = builder
        let parsed = parser.parse()
        if !parsed || builder.root == nil {
            let reason = parser.parserError.map { "line \(parser.lineNumber): \($0.localizedDescription)" } ?? "no root element"
            throw Failure(reason: builder.root == nil && parsed ? "no root element" : reason)
        }
        return builder.root!
    }

    /// Builds the tree from the parser's events; used on one thread, by one parse.
    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLNode] = []
        var root: XMLNode?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            var attributes: [String: String] = [:]
            for (key, value) in attributeDict {
                // Attribute names may come qualified (`ns0:version`); keep the local name.
                attributes[key.split(separator: ":").last.map(String.init) ?? key] = value
            }
            stack.append(XMLNode(namespace: namespaceURI ?? "", name: elementName, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let node = stack.popLast() else { return }
            if stack.isEmpty {
                root = node
            } else {
                stack[stack.count - 1].children.append(node)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
        }
    }
}
