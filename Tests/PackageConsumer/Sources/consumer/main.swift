import ContactsKit
import ContactsSync
import Foundation
import VCard

// What another program does with the library products: reads the vCard files named on the command
// line with the codec alone, imports them into a new store, lists its contacts by family name, and
// syncs the store into a vdir folder (the ContactsSync engine over RemoteBooks' folder book).
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("package-consumer-\(getpid())")
defer { try? FileManager.default.removeItem(at: folder) }
let files = Array(CommandLine.arguments.dropFirst())
for file in files {
    let reader = VCardReader(bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))))
    print("\(URL(fileURLWithPath: file).lastPathComponent): \(reader.compactMap(\.card).count) cards")
}

let store = try ContactStore(path: folder.appendingPathComponent("contacts.sqlite").path)
print("imported \(try store.importCards(from: files.map { .file($0) }).imported)")
try store.list(ListRequest(order: .familyName)) { print($0.contact.displayName) }

let vdir = folder.appendingPathComponent("vdir")
try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
try store.addRemote(Remote(name: "folder", kind: .vdir, url: vdir.path))
let book = try await RemoteBookOpener.open(try store.remote(named: "folder"))
let report = try await SyncEngine.sync(store: store, remote: "folder", book: book, options: SyncOptions())
let written = try FileManager.default.contentsOfDirectory(atPath: vdir.path).filter { $0.hasSuffix(".vcf") }
print("sync: \(report.counts.sent) sent, \(written.count) files in the folder")
