import SharedCorpus
import VCard

extension Corpus {
    /// Every entry of a corpus file, as the reader gives them.
    static func entries(_ path: String) throws -> [VCardEntry] {
        var reader = VCardReader(bytes: try bytes(path))
        return reader.readAll()
    }
}
