import Foundation
import TestSupport
import VCard

@testable import ContactsKit

/// A real store in a fresh temporary folder (`…/store/contacts.sqlite`, so the store creates its own
/// folder), removed with everything written beside it when the value goes away.
///
/// The library's counterpart of the command's `Scratch`, which runs the built binary instead of
/// opening a store in the process; both keep their files in a ``TemporaryFolder``.
///
/// ```swift
/// let temporary = try TemporaryStore()
/// let result = try temporary.importText(Cards.person("Ann", "Smith"))
/// #expect(result.summary.imported == 1)
/// ```
final class TemporaryStore {
    /// The temporary folder; every file the test writes goes here.
    let folder: TemporaryFolder
    /// The store file's path.
    let path: String
    /// The store under test.
    let store: ContactStore

    init() throws {
        folder = try TemporaryFolder(prefix: "ContactsKitTests")
        path = folder.path("store/contacts.sqlite")
        store = try ContactStore(path: path)
    }

    /// A second store value on the same file, as another process (or a later run) would open it.
    func reopened() throws -> ContactStore {
        try ContactStore(path: path)
    }

    // MARK: - Files

    /// The path of `name` inside the temporary folder (not created).
    func pathOf(_ name: String) -> String {
        folder.path(name)
    }

    /// Writes `text` (UTF-8) to `name` inside the temporary folder, creating subfolders.
    /// - Returns: The file's path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try folder.write(name, text)
    }

    /// Writes `bytes` to `name` inside the temporary folder, creating subfolders.
    /// - Returns: The file's path.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        try folder.write(name, bytes: bytes)
    }

    // MARK: - Importing

    /// What one import returned and reported.
    struct ImportResult {
        var summary: ImportSummary
        var problems: [ImportProblem]
        var progress: [ImportProgress]
    }

    /// Writes `text` to `name` and imports that file.
    @discardableResult
    func importText(
        _ text: String, name: String = "cards.vcf", source: String? = nil, strict: Bool = false,
        restoreDeleted: Bool = false
    ) throws -> ImportResult {
        try importFiles([write(name, text)], source: source, strict: strict, restoreDeleted: restoreDeleted)
    }

    /// Imports files, in the order given.
    @discardableResult
    func importFiles(
        _ paths: [String], source: String? = nil, strict: Bool = false, restoreDeleted: Bool = false
    ) throws -> ImportResult {
        let inputs = paths.map(ImportInput.file)
        var problems: [ImportProblem] = []
        var progress: [ImportProgress] = []
        let summary = try store.importCards(
            from: inputs, source: source, strict: strict, restoreDeleted: restoreDeleted,
            onProblem: { problems.append($0) }, onProgress: { progress.append($0) }
        )
        return ImportResult(summary: summary, problems: problems, progress: progress)
    }

    // MARK: - Reading

    /// Every contact a request lists, in the listing's order.
    func list(_ request: ListRequest = ListRequest(), includeRawContacts: Bool = false) throws -> [Contact] {
        try listed(request, includeRawContacts: includeRawContacts).map(\.contact)
    }

    /// Every listed contact of a request, with its section.
    func listed(_ request: ListRequest = ListRequest(), includeRawContacts: Bool = false) throws -> [ListedContact] {
        var rows: [ListedContact] = []
        try store.list(request, includeRawContacts: includeRawContacts) { rows.append($0) }
        return rows
    }

    /// The display names a request lists, in order.
    func names(_ request: ListRequest = ListRequest()) throws -> [String] {
        try list(request).map(\.displayName)
    }

    /// Everything `export` writes for `references` in `version`, as one byte array.
    func exported(
        _ references: [ContactReference]? = nil, version: VCardWriter.Version = .v3_0, raw: Bool = false
    ) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try store.export(references, version: version, raw: raw) { bytes += $0 }
        return bytes
    }
}
