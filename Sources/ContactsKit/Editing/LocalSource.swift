/// The source of the cards made here (`contacts add`, and the fields an edit adds): `local`. Import
/// refuses it as a source name, and a deleted local card gets no tombstone (no file can bring it
/// back).
enum LocalSource {
    static let name = "local"
}
